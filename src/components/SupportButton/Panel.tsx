/* eslint-disable @docusaurus/no-html-links -- a mailto: link opens the mail client; <Link> would open it in a new tab. */
import {useEffect, useRef, useState, type ReactNode} from 'react';
import styles from './Panel.module.css';

type Props = {
  /** The support mailto for the current page. */
  href: string;
  email: string;
  /** Closes the panel; `returnFocus` when the reader closed it from the keyboard. */
  onClose: (returnFocus: boolean) => void;
  /** The button and the panel: a click or focus outside them closes the panel. */
  root: HTMLElement | null;
};

/** Copies `text`, or selects it in `node` for the reader to copy where the clipboard is closed. */
async function copy(text: string, node: HTMLElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (node) {
      window.getSelection()?.selectAllChildren(node);
    }
    return false;
  }
}

/**
 * The support panel's content, loaded on the first opening: the address, «Написать письмо» (the
 * spec's mailto) and «Скопировать адрес», which confirms what it did.
 */
export default function SupportPanel({href, email, onClose, root}: Props): ReactNode {
  const [copied, setCopied] = useState<boolean | null>(null);
  const address = useRef<HTMLElement>(null);

  useEffect(() => {
    const outside = (event: Event) => {
      if (!root?.contains(event.target as Node)) {
        onClose(false);
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        onClose(true);
      }
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [root, onClose]);

  return (
    <>
      <p className={styles.text}>
        Напишите нам на <strong ref={address}>{email}</strong>
      </p>
      <div className={styles.actions}>
        <a className="button button--primary button--sm" href={href}>
          Написать письмо
        </a>
        <button type="button" className="button button--secondary button--sm" onClick={() => void copy(email, address.current).then(setCopied)}>
          Скопировать адрес
        </button>
      </div>
      <p className={styles.status} role="status">
        {copied === true && 'Адрес скопирован'}
        {copied === false && 'Адрес выделен: скопируйте его (Ctrl+C)'}
      </p>
    </>
  );
}
