// An operation's line in the API reference, put under its heading by src/plugins/apiReference/rehype.ts:
// the method badge, the path with a copy button and «Попробовать», which loads the console (./Console)
// only when a reader opens it, so the page ships only this bar before then.
import {useState, type ComponentType, type ReactNode} from 'react';
import styles from './styles.module.css';

type Props = {method: string; path: string; /** `spec/operationId`: the console's module. */ operation?: string};
type ConsoleProps = {operation: string; onClose: () => void};

let Console: ComponentType<ConsoleProps> | undefined;

export default function ApiOperation({method, path, operation}: Props): ReactNode {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(() => Console);
  const [copied, setCopied] = useState(false);

  const copy = () => {
    navigator.clipboard.writeText(path).then(() => {
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    }, () => undefined);
  };
  const toggle = () => {
    if (!loaded) {
      void import('./Console').then((module) => setLoaded(() => (Console = module.default)));
    }
    setOpen(!open);
  };

  return (
    <>
      <div className={styles.bar}>
        <span className={`${styles.method} api-method--${method.toLowerCase()}`}>{method}</span>
        <code className={styles.path}>{path}</code>
        <button type="button" className={styles.copy} aria-label="Скопировать путь" title="Скопировать путь" onClick={copy}>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d={copied ? 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z' : 'M16 1H4a2 2 0 0 0-2 2v14h2V3h12zm3 4H8a2 2 0 0 0-2 2v14c0 1.1.9 2 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2m0 16H8V7h11z'} />
          </svg>
        </button>
        <span className={styles.status} role="status">{copied ? 'Путь скопирован' : ''}</span>
        {operation && (
          <button type="button" className={styles.try} aria-expanded={open} onClick={toggle}>
            Попробовать
          </button>
        )}
      </div>
      {open && operation && loaded && (() => {
        const Loaded = loaded;
        return <Loaded operation={operation} onClose={() => setOpen(false)} />;
      })()}
    </>
  );
}
