/* eslint-disable @docusaurus/no-html-links -- a mailto: link opens the mail client; <Link> would open it in a new tab. */
import {lazy, Suspense, useCallback, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import useSiteSettings from '@site/src/config/useSiteSettings';
import useSupportMailto from '@site/src/utils/useSupportMailto';
import styles from './styles.module.css';

const SupportPanel = lazy(() => import('./Panel'));

type Props = {
  /** Set by the navbar when the item renders in the mobile side menu. */
  mobile?: boolean;
  className?: string;
};

const LABEL = 'Написать в поддержку';

/**
 * The navbar's support action (navbar item type `custom-support`), as the spec has it: «Поддержка»
 * is a `mailto:` link, so one click opens the reader's mail client with the letter to support about
 * this page. The same click also opens a small panel under it (./Panel.tsx) with the address and
 * «Скопировать адрес», for a reader whose browser has no mail client; Escape or a click elsewhere
 * closes it. In the mobile side menu it is the plain mailto link.
 */
export default function SupportButton({mobile = false, className}: Props): ReactNode {
  const href = useSupportMailto();
  const {supportEmail} = useSiteSettings();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const link = useRef<HTMLAnchorElement>(null);
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) {
      link.current?.focus();
    }
  }, []);

  if (mobile) {
    return (
      <li className="menu__list-item">
        <a className={clsx('menu__link', className)} href={href}>
          {LABEL}
        </a>
      </li>
    );
  }
  return (
    <div ref={root} className={styles.root}>
      <a ref={link} className={clsx(styles.button, className)} href={href} title={LABEL} aria-controls="support-panel" onClick={() => setOpen(true)}>
        Поддержка
      </a>
      <div id="support-panel" className={styles.panel} hidden={!open}>
        {open && (
          <Suspense fallback={null}>
            <SupportPanel email={supportEmail} onClose={close} root={root.current} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
