/**
 * The tables of the API reference, made from the OpenAPI specs at build time. A page names the
 * operation (its `operationId`) and the table; everything in the table comes from the spec:
 *
 *   ::api-parameters{operation=sendMessage}   the parameters: path, query string, headers
 *   ::api-body{operation=sendMessage}         the fields of the request body (of a webhook: of the event)
 *   ::api-errors{operation=sendMessage}       the errors but 401, 429 and 5xx, common to every operation
 *
 * Descriptions are the spec's `description` (Markdown), with «По умолчанию …» added from a `default`.
 * An error status with several codes describes each in a list, one item a code:
 * `` - `THREAD_NOT_ASSIGNED` — Обращение не в работе. ``
 *
 * ./remark.mts puts these tables into the pages, src/plugins/llms/markdown.ts into their Markdown
 * twins: the same mdast, so the HTML, the search index and the `.md` carry the same rows.
 */
import type {PhrasingContent, Table, TableCell, TableRow} from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {
  bodyFields,
  codeField,
  deref,
  findById,
  parametersOf,
  requestMedia,
  requiredFields,
  responseCodes,
  type Json,
  type Operation,
  type Spec,
} from './spec.mts';

/** The directives of the tables, by the table they make. */
export const TABLES = {
  'api-parameters': 'parameters',
  'api-body': 'body',
  'api-errors': 'errors',
} as const;

export type TableDirective = keyof typeof TABLES;

export const isTableDirective = (name: string): name is TableDirective => Object.hasOwn(TABLES, name);

/** Codes every operation may answer with, listed once under each error table (docs/api/_partials/_errors-*.mdx). */
export const COMMON_CODES = new Set(['INVALID_TOKEN', 'TOKEN_EXPIRED', 'RATE_LIMITED', 'INTERNAL_ERROR']);

/** What the reader is told where a parameter goes. */
const PLACES: Record<string, string> = {path: 'путь', query: 'строка запроса', header: 'заголовок', cookie: 'cookie'};

// ─── Types, in Russian ───────────────────────────────────────────────────────────────────────────

/** A JSON type as a noun: one, and many (after «массив»). */
const NOUNS: Record<string, [string, string]> = {
  string: ['строка', 'строк'],
  integer: ['целое число', 'целых чисел'],
  number: ['число', 'чисел'],
  boolean: ['логическое значение', 'логических значений'],
  object: ['объект', 'объектов'],
  array: ['массив', 'массивов'],
};

/** The JSON types a schema allows, `null` included: from `type`, or the branches of oneOf/anyOf, or what it holds. */
function typesOf(document: Json, schema: Json): {types: string[]; base: Json} {
  const node = deref(document, schema) ?? {};
  if (node.type) {
    return {types: Array.isArray(node.type) ? node.type : [node.type], base: node};
  }
  const branches: Json[] = (node.oneOf ?? node.anyOf ?? []).map((branch: Json) => deref(document, branch));
  if (branches.length) {
    const nullable = branches.some((branch) => branch.type === 'null');
    const others = branches.filter((branch) => branch.type !== 'null');
    const own = others.length === 1 ? typesOf(document, others[0]) : {types: ['object'], base: node};
    return {types: [...own.types.filter((t) => t !== 'null'), ...(nullable ? ['null'] : [])], base: own.base};
  }
  const typed = (node.allOf ?? []).map((part: Json) => deref(document, part)).find((part: Json) => part?.type);
  if (typed) {
    return {types: Array.isArray(typed.type) ? typed.type : [typed.type], base: {...typed, ...node}};
  }
  if (node.const !== undefined) {
    return {types: [typeof node.const === 'number' ? 'number' : typeof node.const], base: node};
  }
  return {types: node.properties || node.allOf || node.additionalProperties ? ['object'] : [], base: node};
}

/** The values a schema allows, if it lists them (`enum`, `const`), as inline code. */
function valuesOf(node: Json): string | undefined {
  const values: unknown[] | undefined = Array.isArray(node.enum) ? node.enum : node.const !== undefined ? [node.const] : undefined;
  return values?.map((value) => `\`${String(value)}\``).join(', ');
}

/**
 * A schema's type as the reference tables print it, in Russian Markdown: «строка», «целое число»,
 * «строка (date-time)», «строка: `WEB`, `MOBILE`», «массив объектов», «строка или null». The one
 * place that words types: the console and the operation cards can use it too.
 */
export function typeLabel(document: Json, schema: Json): string {
  const {types, base} = typesOf(document, schema);
  const nullable = types.includes('null');
  const words = types
    .filter((type) => type !== 'null')
    .map((type) => {
      if (type === 'array') {
        const items = typesOf(document, base.items);
        const item = items.types.find((t) => t !== 'null');
        const noun = item ? `массив ${NOUNS[item]?.[1] ?? item}` : 'массив';
        const values = valuesOf(items.base);
        return values ? `${noun}: ${values}` : items.base.format ? `${noun} (${items.base.format})` : noun;
      }
      const noun = NOUNS[type]?.[0] ?? type;
      const values = valuesOf(base);
      return values ? `${noun}: ${values}` : base.format ? `${noun} (${base.format})` : noun;
    });
  const label = words.length > 1 ? `${words.slice(0, -1).join(', ')} или ${words.at(-1)}` : (words[0] ?? '');
  return nullable ? `${label || 'null'}${label ? ' или null' : ''}` : label;
}

// ─── Cells ───────────────────────────────────────────────────────────────────────────────────────

const markdown = unified().use(remarkParse).use(remarkGfm);

/** Cells parsed so far, by their Markdown: the same type or description recurs on many pages. */
const parsed = new Map<string, PhrasingContent[]>();

/**
 * Inline Markdown (a description, a type) as the content of one cell: paragraphs joined, lines
 * unwrapped. Each call gets its own nodes, which later plugins may change.
 */
export function phrasing(text: string): PhrasingContent[] {
  let nodes = parsed.get(text);
  if (!nodes) {
    nodes = parseCell(text);
    parsed.set(text, nodes);
  }
  return structuredClone(nodes);
}

function parseCell(text: string): PhrasingContent[] {
  const tree = markdown.parse(text.trim());
  const nodes: PhrasingContent[] = [];
  for (const block of tree.children) {
    if (block.type !== 'paragraph') {
      throw new Error(`a table cell holds one paragraph, not a ${block.type}: ${text}`);
    }
    if (nodes.length) {
      nodes.push({type: 'text', value: ' '});
    }
    nodes.push(...block.children);
  }
  return unwrap(nodes);
}

/**
 * The line breaks of a wrapped description (in text and in code spans) become spaces, so that a row
 * stays one line of a Markdown table; positions go (they point into the spec).
 */
function unwrap<T extends PhrasingContent>(nodes: T[]): T[] {
  return nodes.map((node) => {
    const copy = {...node, position: undefined} as T;
    if (copy.type === 'text' || copy.type === 'inlineCode') {
      return {...copy, value: copy.value.replace(/[ \t]*\n[ \t]*/g, ' ')};
    }
    if ('children' in copy) {
      return {...copy, children: unwrap(copy.children as PhrasingContent[])};
    }
    return copy;
  });
}

const cell = (children: PhrasingContent[]): TableCell => ({type: 'tableCell', children});
const textCell = (value: string): TableCell => cell([{type: 'text', value}]);
const codeCell = (value: string): TableCell => cell([{type: 'inlineCode', value}]);
const row = (cells: TableCell[]): TableRow => ({type: 'tableRow', children: cells});

function table(header: TableCell[], rows: TableRow[]): Table {
  return {type: 'table', align: header.map(() => null), children: [row(header), ...rows]};
}

/** A description with its default: «Сколько элементов вернуть, от 1 до 100. По умолчанию `20`.» */
function described(description: string | undefined, schema: Json): PhrasingContent[] {
  const text = (description ?? '').trim();
  const fallback = schema?.default;
  const withDefault = fallback === undefined ? text : `${text}${text ? ' ' : ''}По умолчанию \`${String(fallback)}\`.`;
  return withDefault ? phrasing(withDefault) : [];
}

// ─── Tables ──────────────────────────────────────────────────────────────────────────────────────

/** «Параметр | Где | Тип | Обязательный | Описание»: path, query and header parameters. */
export function parametersTable(spec: Spec, operation: Operation): Table {
  const parameters = parametersOf(spec, operation);
  if (!parameters.length) {
    throw new Error(`${operation.id} has no parameters`);
  }
  return table(
    ['Параметр', 'Где', 'Тип', 'Обязательный', 'Описание'].map(textCell),
    parameters.map((parameter) => {
      const schema = deref(spec.document, parameter.schema);
      return row([
        codeCell(parameter.name),
        textCell(PLACES[parameter.in] ?? parameter.in),
        cell(phrasing(typeLabel(spec.document, schema))),
        textCell(parameter.in === 'path' || parameter.required ? 'да' : 'нет'),
        cell(described(parameter.description, schema)),
      ]);
    }),
  );
}

/**
 * «Поле | Тип | Обязательное | Описание»: the fields of the request body, nested ones as `a.b` and
 * `a[].b`. A webhook's event is what the bot receives: its column says «Всегда есть».
 */
export function bodyTable(spec: Spec, operation: Operation): Table {
  const media = requestMedia(spec, operation);
  if (!media) {
    throw new Error(`${operation.id} has no request body`);
  }
  const fields = bodyFields(spec.document, media.media.schema);
  const required = requiredFields(spec.document, media.media.schema);
  return table(
    ['Поле', 'Тип', operation.webhook ? 'Всегда есть' : 'Обязательное', 'Описание'].map(textCell),
    [...fields].map(([name, schema]) =>
      row([
        codeCell(name),
        cell(phrasing(typeLabel(spec.document, schema))),
        textCell(required.has(name) ? 'да' : 'нет'),
        cell(described(schema.description, schema)),
      ]),
    ),
  );
}

/**
 * The description of each code of an error response: the response's description for its one code, or
 * the items of the list it is (`` - `CODE` — when ``), one a code, exactly the codes its schema allows.
 */
export function codeDescriptions(document: Json, status: string, response: Json): [string, string][] {
  const codes = responseCodes(document, response);
  const description = (deref(document, response)?.description ?? '').trim();
  if (codes.length === 1) {
    return [[codes[0]!, description]];
  }
  const items = [...description.matchAll(/^- `([^`]+)` — ((?:.+)(?:\n(?!- ).+)*)/gm)].map((m): [string, string] => [m[1]!, m[2]!]);
  const listed = items.map(([code]) => code);
  if (!codes.length || [...listed].sort().join() !== [...codes].sort().join()) {
    throw new Error(
      `the ${status} response allows ${codes.join(', ') || 'no code'}; its description must describe each as a list item «- \`CODE\` — …»${listed.length ? `, it describes ${listed.join(', ')}` : ''}`,
    );
  }
  return items;
}

/** «HTTP | `code` | Когда возникает»: each error code an operation answers with, but the common ones. */
export function errorsTable(spec: Spec, operation: Operation): Table {
  const rows: TableRow[] = [];
  let field: 'code' | 'error' = 'code';
  for (const [status, response] of Object.entries<Json>(operation.object.responses ?? {})) {
    const codes = status.startsWith('2') ? [] : responseCodes(spec.document, response);
    if (codes.every((code) => COMMON_CODES.has(code))) {
      continue;
    }
    field = codeField(spec.document, response);
    for (const [code, description] of codeDescriptions(spec.document, status, response)) {
      rows.push(row([textCell(status), codeCell(code), cell(phrasing(description))]));
    }
  }
  if (!rows.length) {
    throw new Error(`${operation.id} answers with no error of its own`);
  }
  return table([textCell('HTTP'), codeCell(field), textCell('Когда возникает')], rows);
}

const MAKERS: Record<(typeof TABLES)[TableDirective], (spec: Spec, operation: Operation) => Table> = {
  parameters: parametersTable,
  body: bodyTable,
  errors: errorsTable,
};

/** The table a directive names (`::api-body{operation=sendMessage}`), or an error that says what is wrong. */
export function apiTable(spec: Spec, directive: TableDirective, attributes: Record<string, string | null | undefined>): Table {
  const id = attributes.operation;
  if (!id) {
    throw new Error(`::${directive} needs the operation: ::${directive}{operation=<operationId>}`);
  }
  const operation = findById(spec, id);
  if (!operation) {
    throw new Error(`::${directive}: no operation ${id} in the ${spec.name} spec`);
  }
  try {
    return MAKERS[TABLES[directive]](spec, operation);
  } catch (error) {
    throw new Error(`::${directive}{operation=${id}}: ${(error as Error).message}`);
  }
}
