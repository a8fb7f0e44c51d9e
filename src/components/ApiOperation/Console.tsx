// The console of an operation («Попробовать»), loaded by ./index.tsx when a reader opens it: the
// operation's parameters, headers and body prefilled from the spec's examples; «Отправить запрос»
// validates the request against the spec's schema and answers from the mock of its examples, in the
// browser (nothing is sent anywhere); «Скопировать как curl» gives the request for the real server.
import {useEffect, useId, useRef, useState, type FormEvent, type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useLocation} from '@docusaurus/router';
import CodeBlock from '@theme/CodeBlock';
import ucs2length from 'ajv/dist/runtime/ucs2length';
import equal from 'ajv/dist/runtime/equal';
import {fullFormats} from 'ajv-formats/dist/formats';
import Failure from './Failure';
import {answerOf, curlOf, initialDraft, keyOf, problemsOf, type Draft, type Problem} from './request';
import type {ConsoleModule, ConsoleParameter, GeneratedModule, MockResponse} from './types';
import styles from './console.module.css';

const GROUPS: {in: ConsoleParameter['in']; title: string}[] = [
  {in: 'path', title: 'Параметры пути'},
  {in: 'query', title: 'Параметры строки запроса'},
  {in: 'header', title: 'Заголовки'},
];

const STATUS_TEXT: Record<number, string> = {200: 'OK', 201: 'Created', 202: 'Accepted', 204: 'No Content', 401: 'Unauthorized'};

type Result = {problems: Problem[]} | {response: MockResponse};

/** What the generated validators `require`: Ajv's runtime, bundled with the console. */
const RUNTIME: Record<string, unknown> = {
  'ajv/dist/runtime/ucs2length': {default: ucs2length},
  'ajv/dist/runtime/equal': {default: equal},
  'ajv-formats/dist/formats': {fullFormats},
};

/**
 * The operation's module, a static file of the build (not a chunk, so that the 58 operations add
 * nothing to the runtime every page loads), imported by the browser itself from the site.
 */
async function load(url: string): Promise<ConsoleModule> {
  const generated = (await import(/* webpackIgnore: true */ url)) as GeneratedModule;
  return {operation: generated.operation, validate: generated.validator((name) => RUNTIME[name])};
}

/** A description of the spec: its `inline code` as code (an identifier, a value), the rest as text. */
function Described({text}: {text: string}): ReactNode {
  return text.split(/`([^`]*)`/).map((part, index) => (index % 2 ? <code key={index}>{part}</code> : part));
}

function Field({param, value, onChange}: {param: ConsoleParameter; value: string; onChange: (value: string) => void}): ReactNode {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        <code>{param.name}</code>
        {param.required && <span className={styles.required}> обязательный</span>}
      </label>
      <input
        id={id}
        className={styles.input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        spellCheck={false}
        autoComplete="off"
        aria-describedby={param.description ? `${id}-d` : undefined}
      />
      {param.description && (
        <span id={`${id}-d`} className={styles.hint}>
          <Described text={param.description} />
        </span>
      )}
    </div>
  );
}

type Props = {
  method: string;
  path: string;
  /** Shown: opening it (again) takes focus to its first field. */
  open: boolean;
  /** Its «Закрыть»: the operation hides it and gives focus back to «Попробовать». */
  onClose: () => void;
};

/**
 * The console of an operation (a webhook's: its event as `path`), from the module the build wrote for
 * it in the spec of the page's section (src/plugins/apiReference/console.ts names it the same way).
 */
export default function Console({method, path, open, onClose}: Props): ReactNode {
  const spec = useLocation().pathname.includes('/external-api-bot/') ? 'bot' : 'external';
  const name = `${path.startsWith('/') ? method.toLowerCase() : 'webhook-'}${path.replace(/\W+/g, '-')}`;
  const url = useBaseUrl(`/api-console/${spec}/${name}.js`);
  const [module, setModule] = useState<ConsoleModule>();
  // How many times loading failed: a retry asks for the module again under a new URL (a browser keeps
  // a failed module import failed).
  const [failures, setFailures] = useState(0);
  const [loading, setLoading] = useState(true);
  const [draft, setDraft] = useState<Draft>();
  const [result, setResult] = useState<Result>();
  const [copied, setCopied] = useState<{text: string; curl?: string}>({text: ''});
  const bodyId = useId();
  const section = useRef<HTMLElement>(null);
  const body = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    let active = true;
    load(failures ? `${url}?retry=${failures}` : url).then(
      (loaded) => {
        if (active) {
          setModule(loaded);
          setDraft(initialDraft(loaded.operation));
        }
      },
      () => active && setLoading(false),
    );
    return () => {
      active = false;
    };
  }, [url, failures]);

  // Opened, or loaded while open: focus goes to the first field.
  useEffect(() => {
    if (open && module) {
      (section.current?.querySelector<HTMLElement>('input, textarea') ?? section.current?.querySelector('button'))?.focus();
    }
  }, [open, module]);

  if (!module && !loading) {
    return (
      <Failure
        onRetry={() => {
          setLoading(true);
          setFailures(failures + 1);
        }}
      />
    );
  }
  if (!module || !draft) {
    return <p role="status">Загружаем консоль…</p>;
  }
  const {operation} = module;
  const change = (next: Draft) => {
    setDraft(next);
    setResult(undefined);
  };
  const send = (event: FormEvent) => {
    event.preventDefault();
    const problems = problemsOf(module, draft);
    const response = problems.length ? undefined : answerOf(operation, draft);
    setResult(response ? {response} : {problems});
  };
  const copyCurl = () => {
    const curl = curlOf(operation, draft);
    // Without the clipboard (not allowed, not there) the command is shown to copy by hand.
    (navigator.clipboard?.writeText(curl) ?? Promise.reject(new Error('no clipboard'))).then(
      () => setCopied({text: 'Команда curl скопирована'}),
      () => setCopied({text: 'Браузер не дал скопировать: выделите команду ниже и скопируйте её сами', curl}),
    );
  };
  /** Takes the reader to the place in the body a JSON error is at. */
  const showAt = (offset: number) => {
    body.current?.focus();
    body.current?.setSelectionRange(offset, Math.min(offset + 1, draft.body.length));
  };

  return (
    <section ref={section} className={styles.console} aria-label={`Консоль: ${operation.event ? `событие ${operation.event}` : `${operation.method} ${operation.path}`}`}>
      <div className={styles.head}>
        <p className={styles.note}>
          Запрос не уходит на сервер: консоль проверяет его по схеме OpenAPI и отвечает примером из спецификации.
        </p>
        <button type="button" className="button button--secondary button--sm" onClick={onClose}>
          Закрыть
        </button>
      </div>
      <form onSubmit={send} noValidate>
        {GROUPS.map((group) => {
          const params = operation.params.filter((param) => param.in === group.in);
          return params.length === 0 ? null : (
            <fieldset key={group.in} className={styles.group}>
              <legend>{group.title}</legend>
              {params.map((param) => (
                <Field
                  key={keyOf(param)}
                  param={param}
                  value={draft.values[keyOf(param)] ?? ''}
                  onChange={(value) => change({...draft, values: {...draft.values, [keyOf(param)]: value}})}
                />
              ))}
            </fieldset>
          );
        })}
        {operation.body && (
          <div className={styles.field}>
            <label htmlFor={bodyId}>
              Тело запроса <code>{operation.body.mediaType}</code>
              {operation.body.required && <span className={styles.required}> обязательное</span>}
            </label>
            <textarea
              ref={body}
              id={bodyId}
              className={styles.body}
              value={draft.body}
              rows={Math.min(18, draft.body.split('\n').length + 1)}
              onChange={(event) => change({...draft, body: event.target.value})}
              spellCheck={false}
            />
          </div>
        )}
        <div className={styles.actions}>
          <button type="submit" className="button button--primary">
            Отправить запрос
          </button>
          <button type="button" className="button button--secondary" onClick={copyCurl}>
            Скопировать как curl
          </button>
          <span role="status" className={styles.copied}>
            {copied.text}
          </span>
        </div>
        {copied.curl && (
          <CodeBlock language="bash" title="Запрос для настоящего сервера">
            {copied.curl}
          </CodeBlock>
        )}
      </form>
      {result && 'problems' in result && (
        <div role="alert" className={styles.problems}>
          <p>Запрос не отправлен: он не соответствует схеме.</p>
          <ul>
            {result.problems.map((problem) => (
              <li key={`${problem.field} ${problem.reason}`}>
                <code>{problem.field}</code> — {problem.reason}
                {problem.at !== undefined && (
                  <>
                    {' '}
                    <button type="button" className={`button button--link ${styles.showAt}`} onClick={() => showAt(problem.at!)}>
                      Показать в теле запроса
                    </button>
                  </>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      {result && 'response' in result && (
        <div className={styles.response}>
          <p role="status">
            Ответ макета: <code>{`${result.response.status} ${STATUS_TEXT[result.response.status] ?? ''}`.trim()}</code>{' '}
            — <Described text={result.response.description} />
          </p>
          <CodeBlock language="http" title="Заголовки ответа">
            {Object.entries(result.response.headers)
              .map(([header, value]) => `${header}: ${value}`)
              .join('\n') || '—'}
          </CodeBlock>
          {result.response.body !== undefined && (
            <CodeBlock language="json" title="Тело ответа">
              {JSON.stringify(result.response.body, null, 2)}
            </CodeBlock>
          )}
        </div>
      )}
    </section>
  );
}
