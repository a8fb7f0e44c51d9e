// An operation of the API reference, put around its section by src/plugins/apiReference/rehype.ts:
// its heading, then the bar (method badge, path with a copy button, «Попробовать», which loads the
// console only when a reader opens it), then its parts laid out in src/css/api.css's panes: «Запрос»,
// «Ошибки» and any other in the main one, «Примеры кода» and then «Ответ» in the samples' one (the
// code, then what it gets back). Splitting here rather than in the page's markup keeps every API
// page's JavaScript small: keep this small too.
import {Children, Fragment, isValidElement, lazy, Suspense, useId, useMemo, useRef, useState, type ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import Failure from './Failure';
import styles from './styles.module.css';

type Props = {
  method: string;
  /** The path, or for a webhook (no `/`) its event: not copyable, deliveries go to the bot's own URL. */
  path: string;
  /** The operation's heading and parts; a webhook's section is laid out by the plugin itself. */
  children?: ReactNode;
};

type Heading = {id?: string; children?: ReactNode};

const loadConsole = () => import('./Console');

/** The samples' pane, in this order whatever the page's: the code, then the response it gets. */
const ASIDE = ['Примеры кода', 'Ответ'];

export default function ApiOperation({method, path, children}: Props): ReactNode {
  const [open, setOpen] = useState(false);
  // Once opened, the console stays (hidden when closed), and so does what the reader typed into it.
  const [opened, setOpened] = useState(false);
  const [copied, setCopied] = useState(false);
  // A failed import stays failed in React.lazy: each retry is a new one.
  const [attempt, setAttempt] = useState(0);
  const Console = useMemo(() => lazy(loadConsole), [attempt]);
  const toggle = useRef<HTMLButtonElement>(null);
  const consoleId = useId();
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };

  const bar = (
    <div className={styles.bar} key="bar">
      <span className={styles.endpoint}>
        <span className={`${styles.method} api-method--${method.toLowerCase()}`}>{method}</span>
        {/* A long path breaks after a slash (not its first), never inside a word. */}
        <code className={styles.path}>
          {path.split('/').map((part, i) =>
            i === 0 ? (
              part
            ) : (
              <Fragment key={i}>
                /{i > 1 && <wbr />}
                {part}
              </Fragment>
            ),
          )}
        </code>
        {path.startsWith('/') && (
          <button
            type="button"
            className={styles.copy}
            aria-label="Скопировать путь"
            onClick={() => void navigator.clipboard.writeText(path).then(() => setCopied(true))}
          />
        )}
      </span>
      <span className={styles.status} role="status">
        {copied ? 'Путь скопирован' : ''}
      </span>
      <button
        ref={toggle}
        type="button"
        className={styles.try}
        aria-expanded={open}
        aria-controls={opened ? consoleId : undefined}
        onClick={() => {
          setOpen(!open);
          setOpened(true);
        }}>
        Попробовать
      </button>
      {opened && (
        <div id={consoleId} className={styles.slot} hidden={!open}>
          <ErrorBoundary key={attempt} fallback={() => <Failure onRetry={() => setAttempt(attempt + 1)} />}>
            <Suspense fallback={<p role="status">Загружаем консоль…</p>}>
              <Console method={method} path={path} open={open} onClose={close} />
            </Suspense>
          </ErrorBoundary>
        </div>
      )}
    </div>
  );
  if (!children) {
    return bar;
  }
  const [heading, ...rest] = Children.toArray(children);
  const head = [heading, bar];
  const main: ReactNode[] = [];
  const aside: {rank: number; node: ReactNode}[] = [];
  let part: ReactNode[] = head;
  for (const child of rest) {
    // A part starts at its heading, the only child with an id; in one column, parts keep the page's order.
    const {id, children: title} = isValidElement<Heading>(child) ? child.props : ({} as Heading);
    if (id) {
      part = [];
      const node = (
        <div key={id} className="api-op__part" style={{order: main.length + aside.length + 1}}>
          {part}
        </div>
      );
      const rank = ASIDE.indexOf(String(title));
      if (rank < 0) {
        main.push(node);
      } else {
        aside.push({rank, node});
      }
    }
    part.push(child);
  }
  return (
    <div className="api-op">
      <div className="api-op__head">{head}</div>
      <div className="api-op__main">{main}</div>
      {aside.length > 0 && <div className="api-op__aside">{aside.sort((a, b) => a.rank - b.rank).map(({node}) => node)}</div>}
    </div>
  );
}
