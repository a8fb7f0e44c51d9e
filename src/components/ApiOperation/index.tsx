// An operation of the API reference, put around its section by src/plugins/apiReference/rehype.ts:
// its heading, then the bar (method badge, path with a copy button, «Попробовать», which loads the
// console only when a reader opens it), then its parts laid out in src/css/api.css's panes: «Запрос»,
// «Ошибки» and any other in the main one, «Ответ» and «Примеры кода» in the samples' one. Splitting
// here rather than in the page's markup keeps every API page's JavaScript small: keep this small too.
import {Children, isValidElement, lazy, Suspense, useState, type ReactNode} from 'react';
import styles from './styles.module.css';

type Props = {
  method: string;
  /** The path, or for a webhook (no `/`) its event: not copyable, deliveries go to the bot's own URL. */
  path: string;
  /** The operation's heading and parts; a webhook's section is laid out by the plugin itself. */
  children?: ReactNode;
};

type Heading = {id?: string; children?: ReactNode};

const Console = lazy(() => import('./Console'));

export default function ApiOperation({method, path, children}: Props): ReactNode {
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);

  const bar = (
    <div className={styles.bar} key="bar">
      <span className={`${styles.method} api-method--${method.toLowerCase()}`}>{method}</span>
      <code className={styles.path}>{path}</code>
      {path.startsWith('/') && (
        <button
          type="button"
          className={styles.copy}
          aria-label="Скопировать путь"
          onClick={() => void navigator.clipboard.writeText(path).then(() => setCopied(true))}
        />
      )}
      <span className={styles.status} role="status">
        {copied ? 'Путь скопирован' : ''}
      </span>
      <button type="button" className={styles.try} aria-expanded={open} onClick={() => setOpen(!open)}>
        Попробовать
      </button>
      {open && (
        <Suspense>
          <Console method={method} path={path} />
        </Suspense>
      )}
    </div>
  );
  if (!children) {
    return bar;
  }
  const [heading, ...rest] = Children.toArray(children);
  const head = [heading, bar];
  const main: ReactNode[] = [];
  const aside: ReactNode[] = [];
  let part: ReactNode[] = head;
  for (const child of rest) {
    // A part starts at its heading, the only child with an id; in one column, parts keep the page's order.
    const {id, children: title} = isValidElement<Heading>(child) ? child.props : ({} as Heading);
    if (id) {
      part = [];
      (/^(Ответ|Примеры кода)$/.test(String(title)) ? aside : main).push(
        <div key={id} className="api-op__part" style={{order: main.length + aside.length + 1}}>
          {part}
        </div>,
      );
    }
    part.push(child);
  }
  return (
    <div className="api-op">
      <div className="api-op__head">{head}</div>
      <div className="api-op__main">{main}</div>
      {aside.length > 0 && <div className="api-op__aside">{aside}</div>}
    </div>
  );
}
