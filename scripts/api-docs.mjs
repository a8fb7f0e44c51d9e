// The API reference as data: the two OpenAPI specs and what the pages under docs/api show, read from
// their MDX sources with the partials they import put in place. Used by scripts/api-check.mjs (Spectral,
// Ajv, openapi-typescript, Prism, webhook receivers) and tests/unit/api-docs.spec.ts (error codes).
//
// A page is a list of blocks in reading order. Each block knows where it stands: the `##` section, the
// operation that section documents (its `METHOD /path` line), the `###` subsection («Запрос», «Ответ»,
// «Ошибки», «Примеры кода»), the tab of a code sample, and, for examples under «Ответ» or «Ошибки», the
// HTTP status named by the nearest paragraph before them that starts with it (`200 OK` — …).
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {parse as parseYaml} from 'yaml';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * @typedef {'external' | 'bot'} Api
 * @typedef {{method: string, path: string, line: number}} OperationRef
 * @typedef {{file: string, line: number, h2: string | null, h3: string | null, h4: string | null, operation: OperationRef | null,
 *   status: string | null, tab: string | null, partialOf?: string}} Place
 * @typedef {Place & {kind: 'code', lang: string, meta: string, value: string}} CodeBlock
 * @typedef {Place & {kind: 'table', rows: string[][]}} TableBlock
 * @typedef {Place & {kind: 'text', value: string}} TextBlock
 * @typedef {CodeBlock | TableBlock | TextBlock} Block
 * @typedef {{file: string, rel: string, api: Api | null, webhook: string | null, blocks: Block[]}} Page
 * @typedef {{method: string, path?: string, webhook?: string, operation: any, pathItem: any}} SpecOperation
 */

/** The two interfaces: spec file, page folder, base URL the samples call, path prefix of HTTP tabs. */
export const APIS = {
  external: {
    spec: 'static/openapi/external-api.yaml',
    pages: 'docs/api/external-api',
    base: 'https://chat.example.ru/api/v1',
    prefix: '/api/v1',
  },
  bot: {
    spec: 'static/openapi/bot-api.yaml',
    pages: 'docs/api/external-api-bot',
    base: 'https://chat.example.ru/api/bot/v1',
    prefix: '/api/bot/v1',
  },
};

export const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const OPERATION_LINE = /^(GET|POST|PUT|PATCH|DELETE) (\/\S*)$/;

const specs = new Map();
/**
 * The parsed spec of `api`.
 * @param {Api} api
 * @returns {any}
 */
export function loadSpec(api) {
  if (!specs.has(api)) {
    specs.set(api, parseYaml(readFileSync(path.join(root, APIS[api].spec), 'utf8')));
  }
  return specs.get(api);
}

/**
 * Which interface a page belongs to; null for the overview, which speaks of both.
 * @param {string} file
 * @returns {Api | null}
 */
export function apiOf(file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  return /** @type {Api[]} */ (Object.keys(APIS)).find((api) => rel.startsWith(`${APIS[api].pages}/`)) ?? null;
}

const parser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx).use(remarkGfm);

/** Text of an mdast node; inline code keeps its backticks so that code spans stay recognisable. */
export function textOf(node) {
  if (node.type === 'inlineCode') {
    return `\`${node.value}\``;
  }
  if (typeof node.value === 'string' && node.type !== 'mdxTextExpression') {
    return node.value;
  }
  return (node.children ?? []).map(textOf).join('');
}

/** Default imports of `.mdx` partials: component name → absolute path. */
function partialImports(tree, file) {
  const imports = new Map();
  for (const node of tree.children.filter((n) => n.type === 'mdxjsEsm')) {
    for (const [, name, source] of node.value.matchAll(/^import (\w+) from '([^']+\.mdx)';?$/gm)) {
      const target = source.startsWith('@site/')
        ? path.join(root, source.slice('@site/'.length))
        : path.resolve(path.dirname(file), source);
      imports.set(name, target);
    }
  }
  return imports;
}

function attribute(node, name) {
  return node.attributes?.find((a) => a.name === name)?.value;
}

/**
 * Reads one page (or partial) into blocks. `context` carries the place a partial is imported at.
 * Block kinds: 'code' (lang, meta, value), 'table' (rows of cell texts, header first), 'text'.
 * @param {string} file
 * @param {Partial<Place>} [context]
 * @returns {Block[]}
 */
export function readPage(file, context = {}) {
  const source = readFileSync(file, 'utf8');
  const tree = parser.parse(source);
  const imports = partialImports(tree, file);
  const blocks = [];
  const at = {h2: null, h3: null, h4: null, operation: null, status: null, tab: null, ...context};

  const push = (kind, node, fields) =>
    blocks.push({kind, file, line: node.position?.start.line ?? 0, ...at, ...fields});

  function visit(node) {
    switch (node.type) {
      case 'heading': {
        const title = textOf(node).trim();
        if (node.depth === 2) {
          Object.assign(at, {h2: title, h3: null, h4: null, operation: null, status: null});
        } else if (node.depth === 3) {
          Object.assign(at, {h3: title, h4: null, status: null});
        } else if (node.depth === 4) {
          Object.assign(at, {h4: title, status: null});
        }
        return;
      }
      case 'paragraph': {
        const text = textOf(node).trim();
        const only = node.children.length === 1 && node.children[0].type === 'inlineCode';
        const operation = only && node.children[0].value.match(OPERATION_LINE);
        if (operation && at.h2 && !at.h3 && !at.operation) {
          at.operation = {method: operation[1].toLowerCase(), path: operation[2], line: node.position.start.line};
          return;
        }
        const status = node.children[0]?.type === 'inlineCode' && node.children[0].value.match(/^(\d{3}) /);
        if (status) {
          at.status = status[1];
        }
        push('text', node, {value: text});
        return;
      }
      case 'code':
        push('code', node, {lang: node.lang ?? '', meta: node.meta ?? '', value: node.value});
        return;
      case 'table':
        push('table', node, {rows: node.children.map((row) => row.children.map((cell) => textOf(cell).trim()))});
        return;
      case 'mdxJsxFlowElement': {
        if (imports.has(node.name)) {
          blocks.push(...readPage(imports.get(node.name), {...at}).map((b) => ({...b, partialOf: file})));
          return;
        }
        const tab = node.name === 'TabItem' ? attribute(node, 'value') : null;
        const saved = at.tab;
        if (tab) {
          at.tab = tab;
        }
        node.children.forEach(visit);
        at.tab = saved;
        return;
      }
      default:
        if (node.type === 'listItem' || node.type === 'list' || node.type === 'blockquote') {
          node.children.forEach(visit);
        }
    }
  }
  tree.children.forEach(visit);
  return blocks;
}

function filesUnder(dir) {
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((e) => e.isFile() && /\.mdx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((f) => !path.relative(dir, f).split(path.sep).some((part) => part.startsWith('_')))
    .sort();
}

/**
 * Every API page: file, interface, webhook name for webhook pages, blocks.
 * @returns {Page[]}
 */
export function readPages() {
  return filesUnder(path.join(root, 'docs/api')).map((file) => ({
    file,
    rel: path.relative(root, file),
    api: apiOf(file),
    webhook: path.basename(path.dirname(file)) === 'webhooks' ? path.basename(file).replace(/\.mdx?$/, '') : null,
    blocks: readPage(file),
  }));
}

/**
 * Follows local `$ref`s ('#/components/…') to the object they name.
 * @param {any} spec
 * @param {any} object
 * @returns {any}
 */
export function deref(spec, object) {
  let current = object;
  while (current && typeof current.$ref === 'string') {
    current = current.$ref
      .slice(2)
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce((node, key) => node?.[key], spec);
  }
  return current;
}

/**
 * Operations of a spec: method, path (or webhook name) and the operation object.
 * @param {any} spec
 * @returns {SpecOperation[]}
 */
export function operationsOf(spec) {
  const fromPaths = Object.entries(spec.paths ?? {}).flatMap(([route, item]) =>
    METHODS.filter((m) => item[m]).map((method) => ({method, path: route, operation: item[method], pathItem: item})),
  );
  const fromWebhooks = Object.entries(spec.webhooks ?? {}).flatMap(([name, item]) =>
    METHODS.filter((m) => item[m]).map((method) => ({method, webhook: name, operation: item[method], pathItem: item})),
  );
  return [...fromPaths, ...fromWebhooks];
}

/**
 * @param {any} spec
 * @param {string} method
 * @param {string} route
 * @returns {SpecOperation | undefined}
 */
export function findOperation(spec, method, route) {
  return operationsOf(spec).find((o) => o.method === method && o.path === route);
}

/**
 * The error codes one response allows: `code` of our Error objects, `error` of OAuth errors.
 * @param {any} spec
 * @param {any} response
 * @returns {string[]}
 */
export function responseCodes(spec, response) {
  const schema = deref(spec, deref(spec, response)?.content?.['application/json']?.schema);
  const enumOf = (s) => {
    const node = deref(spec, s);
    if (!node) {
      return null;
    }
    for (const key of ['code', 'error']) {
      const property = deref(spec, node.properties?.[key]);
      if (property?.enum) {
        return property.enum;
      }
    }
    // A narrowing part of allOf (the last one with an enum) wins over the general Error.
    const parts = (node.allOf ?? []).map(enumOf).filter(Boolean);
    return parts.at(-1) ?? null;
  };
  return enumOf(schema) ?? [];
}

/**
 * Status → codes for every error response of an operation ('5XX' stays as written).
 * @param {any} spec
 * @param {any} operation
 * @returns {Record<string, string[]>}
 */
export function operationCodes(spec, operation) {
  return Object.fromEntries(
    Object.entries(operation.responses ?? {})
      .filter(([status]) => !status.startsWith('2'))
      .map(([status, response]) => [status, responseCodes(spec, response)]),
  );
}

/**
 * Every error code a spec knows: its ErrorCode enum and the OAuth `error` values.
 * @param {any} spec
 * @returns {Set<string>}
 */
export function specCodes(spec) {
  const schemas = spec.components?.schemas ?? {};
  return new Set([...(schemas.ErrorCode?.enum ?? []), ...(schemas.OAuthError?.properties?.error?.enum ?? [])]);
}

/**
 * Words of a spec that are not error codes: every string an `enum` or `const` allows (statuses, reasons,
 * types…) and the names of properties and parameters (`client_id`, `error_description`…).
 */
export function specWords(spec) {
  /** @type {Set<string>} */
  const words = new Set();
  const walk = (node) => {
    if (Array.isArray(node)) {
      node.forEach(walk);
    } else if (node && typeof node === 'object') {
      for (const value of [...(Array.isArray(node.enum) ? node.enum : []), node.const]) {
        if (typeof value === 'string') {
          words.add(value);
        }
      }
      Object.keys(node.properties ?? {}).forEach((name) => words.add(name));
      if (typeof node.name === 'string' && typeof node.in === 'string') {
        words.add(node.name);
      }
      Object.values(node).forEach(walk);
    }
  };
  walk(spec);
  for (const code of specCodes(spec)) {
    words.delete(code);
  }
  return words;
}

/** Properties of a schema with its allOf/oneOf/anyOf parts merged; a property whose schema differs
 * between the parts (the `params` of each command type) is marked as varying. */
function mergedProperties(spec, schema, merged = new Map()) {
  const node = deref(spec, schema);
  if (!node || typeof node !== 'object') {
    return merged;
  }
  for (const part of [...(node.allOf ?? []), ...(node.oneOf ?? []), ...(node.anyOf ?? [])]) {
    mergedProperties(spec, part, merged);
  }
  for (const [name, property] of Object.entries(node.properties ?? {})) {
    const resolved = deref(spec, property);
    if (resolved === false) {
      continue;
    }
    const known = merged.get(name);
    if (!known) {
      merged.set(name, {schema: resolved, varies: false});
    } else if (JSON.stringify(known.schema) !== JSON.stringify(resolved) && !known.varies) {
      // The same field narrowed by a rule (`text` with minLength 1) is one field; a different shape varies.
      known.varies = JSON.stringify(known.schema.properties) !== JSON.stringify(resolved.properties);
    }
  }
  return merged;
}

/**
 * The fields a body table should list for a schema, as its rows name them: `name`, `name.sub` for the
 * properties of an object, `name[].sub` for those of array items. Name → schema.
 * @param {any} spec
 * @param {any} schema
 * @returns {Map<string, any>}
 */
export function bodyFields(spec, schema, prefix = '', fields = new Map()) {
  for (const [name, {schema: property, varies}] of mergedProperties(spec, schema)) {
    const key = `${prefix}${name}`;
    if (!fields.has(key)) {
      fields.set(key, property);
    }
    if (varies) {
      continue;
    }
    const items = deref(spec, property.items);
    if (items && mergedProperties(spec, items).size) {
      bodyFields(spec, items, `${key}[].`, fields);
    } else if (!property.items && mergedProperties(spec, property).size) {
      bodyFields(spec, property, `${key}.`, fields);
    }
  }
  return fields;
}

/**
 * The fields of a body a request must carry, named as the body tables name them (`name`, `name.sub`,
 * `name[].sub`): required by the schema itself, by every part of its allOf, or by every branch of its
 * oneOf/anyOf (`status` of each agent status). A field inside an optional object is required when the
 * object is there, as the table's «да» says.
 * @param {any} spec
 * @param {any} schema
 * @returns {Set<string>}
 */
export function requiredFields(spec, schema, prefix = '', fields = new Set()) {
  const required = (node) => {
    const own = new Set(node.required ?? []);
    for (const part of node.allOf ?? []) {
      required(deref(spec, part)).forEach((name) => own.add(name));
    }
    for (const key of ['oneOf', 'anyOf']) {
      const branches = (node[key] ?? []).map((b) => required(deref(spec, b)));
      if (branches.length) {
        [...branches[0]].filter((name) => branches.every((b) => b.has(name))).forEach((name) => own.add(name));
      }
    }
    return own;
  };
  const node = deref(spec, schema);
  if (!node || typeof node !== 'object') {
    return fields;
  }
  const names = required(node);
  for (const [name, {schema: property, varies}] of mergedProperties(spec, node)) {
    const key = `${prefix}${name}`;
    if (names.has(name)) {
      fields.add(key);
    }
    const items = deref(spec, property.items);
    if (varies) {
      continue;
    } else if (items && mergedProperties(spec, items).size) {
      requiredFields(spec, items, `${key}[].`, fields);
    } else if (!property.items && mergedProperties(spec, property).size) {
      requiredFields(spec, property, `${key}.`, fields);
    }
  }
  return fields;
}
