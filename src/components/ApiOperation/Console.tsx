// The console of an operation («Попробовать»), loaded by ./index.tsx when a reader opens it: the
// operation's parameters, headers and body prefilled from the spec's examples; «Отправить запрос»
// validates the request against the spec's schema and answers from the mock of its examples, in the
// browser (nothing is sent anywhere); «Скопировать как curl» gives the request for the real server.
import {useEffect, useId, useState, type FormEvent, type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useLocation} from '@docusaurus/router';
import CodeBlock from '@theme/CodeBlock';
import ucs2length from 'ajv/dist/runtime/ucs2length';
import equal from 'ajv/dist/runtime/equal';
import {fullFormats} from 'ajv-formats/dist/formats';
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
          {param.description}
        </span>
      )}
    </div>
  );
}

/**
 * The console of an operation (a webhook's: its event as `path`), from the module the build wrote for
 * it in the spec of the page's section (src/plugins/apiReference/console.ts names it the same way).
 */
export default function Console({method, path}: {method: string; path: string}): ReactNode {
  const spec = useLocation().pathname.includes('/external-api-bot/') ? 'bot' : 'external';
  const name = `${path.startsWith('/') ? method.toLowerCase() : 'webhook-'}${path.replace(/\W+/g, '-')}`;
  const url = useBaseUrl(`/api-console/${spec}/${name}.js`);
  const [module, setModule] = useState<ConsoleModule>();
  const [failed, setFailed] = useState(false);
  const [draft, setDraft] = useState<Draft>();
  const [result, setResult] = useState<Result>();
  const [copied, setCopied] = useState('');
  const bodyId = useId();

  useEffect(() => {
    load(url).then(
      (loaded) => {
        setModule(loaded);
        setDraft(initialDraft(loaded.operation));
      },
      () => setFailed(true),
    );
  }, [url]);

  if (failed) {
    return <p className={styles.console}>Не удалось загрузить консоль. Обновите страницу и попробуйте ещё раз.</p>;
  }
  if (!module || !draft) {
    return <p className={styles.console} role="status">Загружаем консоль…</p>;
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
    navigator.clipboard.writeText(curlOf(operation, draft)).then(
      () => setCopied('Команда curl скопирована'),
      () => setCopied('Не удалось скопировать'),
    );
  };

  return (
    <section className={styles.console} aria-label={`Консоль: ${operation.event ? `событие ${operation.event}` : `${operation.method} ${operation.path}`}`}>
      <p className={styles.note}>
        Запрос не уходит на сервер: консоль проверяет его по схеме OpenAPI и отвечает примером из спецификации.
      </p>
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
            {copied}
          </span>
        </div>
      </form>
      {result && 'problems' in result && (
        <div role="alert" className={styles.problems}>
          <p>Запрос не отправлен: он не соответствует схеме.</p>
          <ul>
            {result.problems.map((problem) => (
              <li key={`${problem.field} ${problem.reason}`}>
                <code>{problem.field}</code> — {problem.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
      {result && 'response' in result && (
        <div className={styles.response}>
          <p role="status">
            Ответ макета: <strong>{`${result.response.status} ${STATUS_TEXT[result.response.status] ?? ''}`.trim()}</strong>{' '}
            — {result.response.description}
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
