import {useEffect, useRef, useState, type ReactNode} from 'react';
import styles from './Panel.module.css';

type Props = {
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
 * What the support link shows after its click has asked the browser to open the mail client: the
 * address and «Скопировать адрес», which confirms what it did, for a reader without a mail client.
 */
export default function SupportPanel({email, onClose, root}: Props): ReactNode {
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
        Если почтовая программа не открылась, напишите нам на <strong ref={address}>{email}</strong>
      </p>
      <div className={styles.actions}>
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
