/**
 * The console's request: built from what the reader typed, validated by the operation's generated
 * validator (messages in Russian, each naming its field, like Prism's), answered by the mock, and
 * written as curl for a real server.
 */
import {parse as parseJsonc, type ParseError} from 'jsonc-parser';
import type {ConsoleModule, ConsoleOperation, ConsoleParameter, MockResponse, ValidationError} from './types';

/** What the reader typed: each parameter's value by `in:name`, and the body. */
export type Draft = {values: Record<string, string>; body: string};

export const keyOf = (param: ConsoleParameter) => `${param.in}:${param.name}`;

export function initialDraft(operation: ConsoleOperation): Draft {
  const values = Object.fromEntries(operation.params.map((param) => [keyOf(param), param.example ?? '']));
  const example = operation.body?.example;
  let body = '';
  if (example !== undefined) {
    body = operation.body!.mediaType.includes('json')
      ? JSON.stringify(example, null, 2)
      : new URLSearchParams(example as Record<string, string>).toString();
  }
  return {values, body};
}

/** A query, path or header value as its schema's type, so that `limit=50` validates as an integer. */
function typed(value: string, type: string | undefined): unknown {
  if ((type === 'integer' || type === 'number') && /^-?\d+(\.\d+)?$/.test(value)) {
    return Number(value);
  }
  if (type === 'boolean' && (value === 'true' || value === 'false')) {
    return value === 'true';
  }
  if (type === 'array') {
    return value.split(',');
  }
  return value;
}

/** What keeps the request from being sent; `at`, the offset in the body a JSON error is at. */
export type Problem = {field: string; reason: string; at?: number};

/** What is wrong at a JSON syntax error, by jsonc-parser's `ParseErrorCode` (a `const enum`, so by number). */
const JSON_ERRORS: Record<ParseError['error'], string> = {
  1: 'недопустимый символ: строки и имена полей пишутся в двойных кавычках',
  2: 'неверная запись числа',
  3: 'ожидалось имя поля в двойных кавычках; запятая после последнего поля не нужна',
  4: 'ожидалось значение; запятая после последнего элемента не нужна',
  5: 'после имени поля нужно двоеточие',
  6: 'пропущена запятая',
  7: 'не хватает закрывающей скобки «}»',
  8: 'не хватает закрывающей скобки «]»',
  9: 'лишний текст после конца JSON',
  10: 'комментарии в JSON не допускаются',
  11: 'комментарий не закрыт',
  12: 'строка не закрыта: нет второй двойной кавычки',
  13: 'число не дописано',
  14: 'неверная запись символа \\u',
  15: 'после \\ может стоять только ", \\, /, b, f, n, r, t или u',
  16: 'в строке недопустим перевод строки или табуляция: пишите \\n или \\t',
};

/**
 * The first syntax error of a body that `JSON.parse` rejected, said in Russian with its line and
 * character (browsers word their own messages in English, and Safari's name no place).
 */
export function jsonProblem(text: string): Problem {
  const errors: ParseError[] = [];
  parseJsonc(text, errors, {disallowComments: true, allowTrailingComma: false, allowEmptyContent: false});
  const error = errors[0];
  if (!error) {
    return {field: 'body', reason: 'тело запроса — не JSON'};
  }
  const before = text.slice(0, error.offset).split('\n');
  const where = error.offset >= text.trimEnd().length ? 'в конце текста' : `строка ${before.length}, символ ${before.at(-1)!.length + 1}`;
  return {field: 'body', reason: `ошибка JSON, ${where}: ${JSON_ERRORS[error.error] ?? 'текст не разбирается как JSON'}`, at: error.offset};
}

/** The request as the validator sees it, or the problem that keeps it from being one. */
function requestOf(operation: ConsoleOperation, draft: Draft): {request: Record<string, Record<string, unknown> | unknown>; problems: Problem[]} {
  const request: Record<string, Record<string, unknown> | unknown> = {path: {}, query: {}, headers: {}};
  const groups = {path: 'path', query: 'query', header: 'headers'} as const;
  for (const param of operation.params) {
    const value = draft.values[keyOf(param)]?.trim() ?? '';
    if (value !== '') {
      const name = param.in === 'header' ? param.name.toLowerCase() : param.name;
      (request[groups[param.in]] as Record<string, unknown>)[name] = typed(value, param.type);
    }
  }
  const problems: Problem[] = [];
  if (operation.body && draft.body.trim()) {
    if (operation.body.mediaType.includes('json')) {
      try {
        request.body = JSON.parse(draft.body);
      } catch {
        problems.push(jsonProblem(draft.body));
      }
    } else {
      request.body = Object.fromEntries(new URLSearchParams(draft.body.trim()));
    }
  }
  return {request, problems};
}

const TYPES: Record<string, string> = {
  string: 'строкой',
  integer: 'целым числом',
  number: 'числом',
  boolean: 'true или false',
  object: 'объектом',
  array: 'массивом',
  null: 'null',
};

/** `/body/attachments/0/url` → `body.attachments[0].url`; a header by its name in the spec. */
function fieldOf(operation: ConsoleOperation, pointer: string, extra?: unknown): string {
  const parts = pointer.split('/').slice(1).map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (extra !== undefined) {
    parts.push(String(extra));
  }
  if (parts[0] === 'headers' && parts[1]) {
    parts[1] = operation.params.find((param) => param.in === 'header' && param.name.toLowerCase() === parts[1])?.name ?? parts[1];
  }
  return parts.reduce((field, part, index) => (index === 0 ? part : /^\d+$/.test(part) ? `${field}[${part}]` : `${field}.${part}`), '');
}

function reasonOf(error: ValidationError): string {
  const p = error.params;
  switch (error.keyword) {
    case 'required':
      return 'обязательное поле не заполнено';
    case 'type':
      return `должно быть ${String(p.type).split(',').map((t) => TYPES[t] ?? t).join(' или ')}`;
    case 'format':
      return `не соответствует формату ${String(p.format)}`;
    case 'enum':
      return `допустимые значения: ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'const':
      return `должно быть ${JSON.stringify(p.allowedValue)}`;
    case 'minLength':
      return `не короче ${String(p.limit)} символов`;
    case 'maxLength':
      return `не длиннее ${String(p.limit)} символов`;
    case 'minimum':
    case 'exclusiveMinimum':
    case 'maximum':
    case 'exclusiveMaximum':
      return `должно быть ${String(p.comparison)} ${String(p.limit)}`;
    case 'minItems':
      return `не меньше ${String(p.limit)} элементов`;
    case 'maxItems':
      return `не больше ${String(p.limit)} элементов`;
    case 'pattern':
      return `не соответствует шаблону ${String(p.pattern)}`;
    case 'additionalProperties':
    case 'unevaluatedProperties':
      return 'поле не предусмотрено схемой';
    case 'anyOf':
      return 'не подходит ни под один из вариантов схемы';
    case 'oneOf':
      return 'должно подходить ровно под один вариант схемы';
    case 'not':
      return 'не должно подходить под запрещённый вариант схемы';
    case 'dependentRequired':
      return `вместе с полем ${String(p.property)} нужно поле ${String(p.missingProperty)}`;
    default:
      return error.message ?? error.keyword;
  }
}

export function problemsOf(module: ConsoleModule, draft: Draft): Problem[] {
  const {operation, validate} = module;
  const {request, problems} = requestOf(operation, draft);
  if (problems.length) {
    return problems;
  }
  if (operation.body?.required && request.body === undefined) {
    return [{field: 'body', reason: 'тело запроса обязательно'}];
  }
  if (validate(request)) {
    return [];
  }
  const seen = new Set<string>();
  return (validate.errors ?? [])
    .filter((error) => error.keyword !== 'if')
    .map((error) => ({
      field: fieldOf(operation, error.instancePath, error.params.missingProperty ?? error.params.additionalProperty ?? error.params.unevaluatedProperty),
      reason: reasonOf(error),
    }))
    .filter((problem) => {
      const key = `${problem.field} ${problem.reason}`;
      return !seen.has(key) && Boolean(seen.add(key));
    });
}

/** The mock's answer to a valid request: 401 without the required token, else the success example. */
export function answerOf(operation: ConsoleOperation, draft: Draft): MockResponse | undefined {
  const auth = operation.params.find((param) => param.in === 'header' && param.name === 'Authorization');
  if (auth?.required && !draft.values[keyOf(auth)]?.trim() && operation.responses.unauthorized) {
    return operation.responses.unauthorized;
  }
  return operation.responses.success;
}

const quote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;
/** A header with `$CHAT_TOKEN` in double quotes, so the shell puts the token in. */
const quoteHeader = (value: string) => (/^[^"`\\]*\$[A-Z_]+[^"`\\]*$/.test(value) ? `"${value}"` : quote(value));

/** The request for the real server (the spec's first), as a curl command. */
export function curlOf(operation: ConsoleOperation, draft: Draft): string {
  const value = (param: ConsoleParameter) => draft.values[keyOf(param)]?.trim() ?? '';
  let path = operation.path;
  const query = new URLSearchParams();
  const lines: string[] = [];
  for (const param of operation.params) {
    const v = value(param);
    if (param.in === 'path') {
      path = path.replace(`{${param.name}}`, encodeURIComponent(v));
    } else if (v && param.in === 'query') {
      query.append(param.name, v);
    } else if (v) {
      lines.push(`-H ${quoteHeader(`${param.name}: ${v}`)}`);
    }
  }
  const url = `${operation.server}${path}${query.size ? `?${query}` : ''}`;
  const body = draft.body.trim();
  if (operation.body && body) {
    lines.push(`-H ${quoteHeader(`Content-Type: ${operation.body.mediaType}`)}`, `-d ${quote(body)}`);
  }
  const first = `curl ${operation.method === 'GET' ? '' : `-X ${operation.method} `}${quote(url)}`;
  return [first, ...lines].join(' \\\n  ');
}
