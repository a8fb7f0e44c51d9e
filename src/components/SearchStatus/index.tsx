import {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {WORKER_FAILURE} from '@site/src/internals/search/workerFailure';
import styles from './styles.module.css';

export const SEARCH_UNAVAILABLE = 'Поиск временно недоступен. Обновите страницу.';

/** What fetch() and JSON parsing throw when the index is missing, broken or unreachable, or the search worker failed. */
function isIndexFailure(reason: unknown): boolean {
  return reason instanceof Error && (reason.name === 'TypeError' || reason.name === 'SyntaxError' || reason.name === WORKER_FAILURE);
}

/**
 * Around the search bar of @easyops-cn/docusaurus-search-local: when its index cannot load (a
 * deploy replaced it, the network is gone), the plugin leaves an unhandled rejection and a box
 * that never answers, and it never retries. This tells the reader instead. The failure is
 * recognised as a fetch or JSON error rejected after the reader started a search and before the
 * plugin turned its input into an autocomplete combobox (which it does once the index is loaded).
 */
export default function SearchStatus({children, className}: {children: ReactNode; className?: string}): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const started = useRef(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const onRejection = (event: PromiseRejectionEvent) => {
      const input = ref.current?.querySelector('input');
      if (!started.current || !input || input.getAttribute('role') === 'combobox' || !isIndexFailure(event.reason)) {
        return;
      }
      // Handled here: keep it out of the uncaught errors, but leave a trace for whoever debugs.
      event.preventDefault();
      console.warn('Search index failed to load:', event.reason);
      setFailed(true);
    };
    window.addEventListener('unhandledrejection', onRejection);
    return () => window.removeEventListener('unhandledrejection', onRejection);
  }, []);

  const start = () => {
    started.current = true;
  };
  return (
    <div ref={ref} className={clsx(styles.status, failed && styles.failed, className)} onFocus={start} onPointerEnter={start}>
      {children}
      {failed && (
        <p role="alert" className={styles.message}>
          {SEARCH_UNAVAILABLE}
        </p>
      )}
    </div>
  );
}
