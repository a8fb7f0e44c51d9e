// The console of an operation («Попробовать»), loaded by ./index.tsx when a reader opens it: the
// operation's parameters, headers and body prefilled from the spec's examples; «Отправить запрос»
// validates the request against the spec's schema and answers from the mock of its examples, in the
// browser (nothing is sent anywhere); «Скопировать как curl» gives the request for the real server.
import {useEffect, useId, useState, type FormEvent, type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import {answerOf, curlOf, initialDraft, keyOf, problemsOf, type Draft, type Problem} from './request';
import type {ConsoleModule, ConsoleParameter, MockResponse} from './types';
import styles from './console.module.css';

const GROUPS: {in: ConsoleParameter['in']; title: string}[] = [
  {in: 'path', title: 'Параметры пути'},
  {in: 'query', title: 'Параметры строки запроса'},
  {in: 'header', title: 'Заголовки'},
];

const STATUS_TEXT: Record<number, string> = {200: 'OK', 201: 'Created', 202: 'Accepted', 204: 'No Content', 401: 'Unauthorized'};

type Result = {problems: Problem[]} | {response: MockResponse};

function load(operation: string): Promise<ConsoleModule> {
  const [spec, id] = operation.split('/');
  return import(`@generated/api-console/${spec}/${id}.js`) as Promise<ConsoleModule>;
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

export default function Console({operation: name, onClose}: {operation: string; onClose: () => void}): ReactNode {
  const [module, setModule] = useState<ConsoleModule>();
  const [failed, setFailed] = useState(false);
  const [draft, setDraft] = useState<Draft>();
  const [result, setResult] = useState<Result>();
  const [copied, setCopied] = useState('');
  const bodyId = useId();

  useEffect(() => {
    load(name).then(
      (loaded) => {
        setModule(loaded);
        setDraft(initialDraft(loaded.operation));
      },
      () => setFailed(true),
    );
  }, [name]);

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
    <section className={styles.console} aria-label={`Консоль: ${operation.method} ${operation.path}`}>
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
          <button type="button" className="button button--link" onClick={onClose}>
            Закрыть
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
