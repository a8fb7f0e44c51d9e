/* eslint-disable @docusaurus/no-html-links -- a mailto: link opens the mail client; <Link> would open it in a new tab. */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import useSupportMailto from '@site/src/utils/useSupportMailto';
import styles from './styles.module.css';

type Props = {
  /** Set by the navbar when the item renders in the mobile side menu. */
  mobile?: boolean;
  className?: string;
};

const LABEL = 'Написать в поддержку';
/** The visible label comes first in the accessible name (WCAG 2.5.3). */
const BUTTON_NAME = 'Поддержка: написать письмо';

/**
 * The navbar's support action (navbar item type `custom-support`): a teal button on desktop and a
 * plain link at the end of the mobile side menu. Both open the reader's mail client.
 */
export default function SupportButton({mobile = false, className}: Props): ReactNode {
  const href = useSupportMailto();
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
    <a className={clsx(styles.button, className)} href={href} aria-label={BUTTON_NAME} title={LABEL}>
      Поддержка
    </a>
  );
}
