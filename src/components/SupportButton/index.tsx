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
 * The navbar's support action (navbar item type `custom-support`). The teal «Поддержка» button
 * opens a small panel (./Panel.tsx) with the address, «Написать письмо» (the support mailto) and
 * «Скопировать адрес», so that a reader without a mail client still gets the address; Escape
 * closes it and focus returns to the button. In the mobile side menu it is the plain mailto link.
 */
export default function SupportButton({mobile = false, className}: Props): ReactNode {
  const href = useSupportMailto();
  const {supportEmail} = useSiteSettings();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) {
      button.current?.focus();
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
      <button
        ref={button}
        type="button"
        className={clsx(styles.button, className)}
        aria-expanded={open}
        aria-controls="support-panel"
        title={LABEL}
        onClick={() => setOpen(!open)}>
        Поддержка
      </button>
      <div id="support-panel" className={styles.panel} hidden={!open}>
        {open && (
          <Suspense fallback={null}>
            <SupportPanel href={href} email={supportEmail} onClose={close} root={root.current} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
