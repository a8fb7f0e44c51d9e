/**
 * The one reader of the OpenAPI specs (static/openapi/): the site's build (the reference tables,
 * ./tables.mts; the operations' layout, ./rehype.ts; the consoles, ./console.ts), the checks of
 * scripts/api-check/ and the unit tests read the specs through it. An ES module Node runs as it is
 * (type stripping: only erasable TypeScript here), so plain-Node scripts import it too; no
 * `import.meta`, which the unit tests' runner (CommonJS) cannot load: callers give the site's root.
 *
 * A `$ref` with a `description` beside it (OpenAPI 3.1) describes this use of the shared object:
 * `deref` keeps that description, so a shared parameter or response reads as its operation needs.
 */
import {readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';

export type SpecName = 'external' | 'bot';

export type SpecInfo = {
  /** The spec's file, from the site's root. */
  file: string;
  /** The folder of its pages, from the site's root. */
  pages: string;
  /** The base URL the code samples call, and the path prefix of the HTTP tabs. */
  base: string;
  prefix: string;
  /** The environment variable that holds the token in the samples. */
  tokenVariable: string;
  /** The bot's own receiver, as the webhook pages' curl samples call it. */
  webhookUrl?: string;
};

export const SPECS: Record<SpecName, SpecInfo> = {
  external: {
    file: 'static/openapi/external-api.yaml',
    pages: 'docs/api/external-api',
    base: 'https://chat.example.ru/api/v1',
    prefix: '/api/v1',
    tokenVariable: 'CHAT_TOKEN',
  },
  bot: {
    file: 'static/openapi/bot-api.yaml',
    pages: 'docs/api/external-api-bot',
    base: 'https://chat.example.ru/api/bot/v1',
    prefix: '/api/bot/v1',
    tokenVariable: 'BOT_TOKEN',
    webhookUrl: 'http://localhost:8080/chatcenter/webhook',
  },
};

export const SPEC_NAMES = Object.keys(SPECS) as SpecName[];

export const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type Method = (typeof METHODS)[number];

/** The line under an operation's `## Title`: `GET /clients`. */
export const OPERATION_LINE = /^(GET|POST|PUT|PATCH|DELETE) (\/\S*)$/;

/** An operation's heading followed by its line, in a page's Markdown source. */
export const OPERATION_IN_SOURCE = /^## .+\r?\n\r?\n`(GET|POST|PUT|PATCH|DELETE) \/[^`\s]*`\s*$/gm;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

/** An operation of the spec's `paths`, or of its `webhooks` (`path` is then the event's name). */
export type Operation = {id: string; method: Method; path: string; object: Json; pathItem: Json; webhook?: boolean};

export type Spec = {name: SpecName; document: Json; operations: Operation[]};

/** The spec a page documents, by its folder: docs/api/external-api-bot/… or docs/api/external-api/…. */
export function specOfFile(filePath: string): SpecName | undefined {
  const parts = filePath.split(path.sep).join('/');
  return SPEC_NAMES.find((name) => parts.includes(`/${SPECS[name].pages}/`) || parts.startsWith(`${SPECS[name].pages}/`));
}

const cache = new Map<string, {stamp: string; spec: Spec}>();

/** A spec, parsed once per version of its file (`docusaurus start` reads it again when it changes). */
export function loadSpec(siteDir: string, name: SpecName): Spec {
  const file = path.join(siteDir, SPECS[name].file);
  const {mtimeMs, size} = statSync(file);
  const stamp = `${mtimeMs} ${size}`;
  const cached = cache.get(file);
  if (cached?.stamp === stamp) {
    return cached.spec;
  }
  const document = parse(readFileSync(file, 'utf8')) as Json;
  const operations: Operation[] = [];
  for (const [route, pathItem] of Object.entries<Json>(document.paths ?? {})) {
    for (const method of METHODS) {
      const object = pathItem[method];
      if (object) {
        operations.push({id: object.operationId, method, path: route, object, pathItem});
      }
    }
  }
  for (const [event, pathItem] of Object.entries<Json>(document.webhooks ?? {})) {
    if (pathItem.post) {
      operations.push({id: pathItem.post.operationId, method: 'post', path: event, object: pathItem.post, pathItem, webhook: true});
    }
  }
  const spec = {name, document, operations};
  cache.set(file, {stamp, spec});
  return spec;
}

export function findOperation(spec: Spec, method: string, route: string): Operation | undefined {
  return spec.operations.find((operation) => !operation.webhook && operation.method === method.toLowerCase() && operation.path === route);
}

export function findWebhook(spec: Spec, event: string): Operation | undefined {
  return spec.operations.find((operation) => operation.webhook && operation.path === event);
}

export function findById(spec: Spec, operationId: string): Operation | undefined {
  return spec.operations.find((operation) => operation.id === operationId);
}

/**
 * Follows a local `$ref` (`#/components/parameters/Limit`) until it reaches an object. A `description`
 * beside a `$ref` wins over the one of the object it names (OpenAPI 3.1).
 */
export function deref(document: Json, value: Json): Json {
  let current = value;
  let description: string | undefined;
  for (let hops = 0; current && typeof current.$ref === 'string' && hops < 10; hops += 1) {
    description ??= typeof current.description === 'string' ? current.description : undefined;
    const pointer = current.$ref.replace(/^#\//, '').split('/').map((part: string) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
    current = pointer.reduce((node: Json, part: string) => node?.[part], document);
  }
  return description !== undefined && current && typeof current === 'object' ? {...current, description} : current;
}

/** The parameters of an operation (its path's and its own), resolved. */
export function parametersOf(spec: Spec, operation: Operation): Json[] {
  return [...(operation.pathItem.parameters ?? []), ...(operation.object.parameters ?? [])].map((p: Json) => deref(spec.document, p));
}

/** The media type and object of an operation's request body (the first one), if it has a body. */
export function requestMedia(spec: Spec, operation: Operation): {mediaType: string; media: Json; required: boolean} | undefined {
  const body = deref(spec.document, operation.object.requestBody);
  const [mediaType, media] = Object.entries<Json>(body?.content ?? {})[0] ?? [];
  return mediaType ? {mediaType, media, required: Boolean(body.required)} : undefined;
}

// ─── Error codes ─────────────────────────────────────────────────────────────────────────────────

/** The error codes one response allows: `code` of our Error objects, `error` of OAuth errors. */
export function responseCodes(document: Json, response: Json): string[] {
  const schema = deref(document, deref(document, response)?.content?.['application/json']?.schema);
  const enumOf = (s: Json): string[] | null => {
    const node = deref(document, s);
    if (!node) {
      return null;
    }
    for (const key of ['code', 'error']) {
      const property = deref(document, node.properties?.[key]);
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

/** The field of an error body that holds its code: `code`, or `error` for the OAuth errors of the token request. */
export function codeField(document: Json, response: Json): 'code' | 'error' {
  const schema = deref(document, deref(document, response)?.content?.['application/json']?.schema);
  const parts = [schema, ...(schema?.allOf ?? []).map((part: Json) => deref(document, part))];
  return parts.some((part) => part?.properties?.error) ? 'error' : 'code';
}

/** Status → codes for every error response of an operation ('5XX' stays as written). */
export function operationCodes(document: Json, operation: Json): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries<Json>(operation.responses ?? {})
      .filter(([status]) => !status.startsWith('2'))
      .map(([status, response]) => [status, responseCodes(document, response)]),
  );
}

/** Every error code a spec knows: its ErrorCode enum and the OAuth `error` values. */
export function specCodes(document: Json): Set<string> {
  const schemas = document.components?.schemas ?? {};
  return new Set<string>([...(schemas.ErrorCode?.enum ?? []), ...(schemas.OAuthError?.properties?.error?.enum ?? [])]);
}

/**
 * Words of a spec that are not error codes: every string an `enum` or `const` allows (statuses, reasons,
 * types…) and the names of properties and parameters (`client_id`, `error_description`…).
 */
export function specWords(document: Json): Set<string> {
  const words = new Set<string>();
  const walk = (node: Json): void => {
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
  walk(document);
  for (const code of specCodes(document)) {
    words.delete(code);
  }
  return words;
}

// ─── The fields of a body ────────────────────────────────────────────────────────────────────────

type Merged = Map<string, {schema: Json; varies: boolean}>;

/** The values a schema allows, if it lists them. */
const valuesOf = (schema: Json): unknown[] | undefined =>
  Array.isArray(schema?.enum) ? schema.enum : schema?.const !== undefined ? [schema.const] : undefined;

/**
 * Properties of a schema with its allOf/oneOf/anyOf parts merged, in the order the parts first name
 * them (`toSegmentId: false` in one branch keeps its place for the branch that has it). A property
 * whose shape differs between the parts (the `params` of each command type) is marked as varying; its
 * values are those of every part (`status`: `BREAK` in one branch, `ONLINE` in another). Its
 * description is the schema's own, beside the parts (what `type` is in every branch), else the first
 * a part gives.
 */
function mergedProperties(document: Json, schema: Json): Merged {
  const node = deref(document, schema);
  const merged: Merged = new Map();
  if (!node || typeof node !== 'object') {
    return merged;
  }
  for (const part of [...(node.allOf ?? []), ...(node.oneOf ?? []), ...(node.anyOf ?? [])]) {
    mergeInto(merged, mergedProperties(document, part), false);
  }
  const own: Merged = new Map(
    Object.entries<Json>(node.properties ?? {}).map(([name, property]) => {
      const resolved = deref(document, property);
      return [name, {schema: resolved === false ? undefined : resolved, varies: false}];
    }),
  );
  mergeInto(merged, own, true);
  return merged;
}

function mergeInto(target: Merged, source: Merged, own: boolean): void {
  for (const [name, entry] of source) {
    const known = target.get(name);
    if (!known || known.schema === undefined) {
      // A new property, or one that was only `false` so far: it takes the place first named.
      if (!known || entry.schema !== undefined) {
        target.set(name, {...entry});
      }
      continue;
    }
    if (entry.schema === undefined) {
      continue;
    }
    const values = valuesOf(known.schema);
    const more = valuesOf(entry.schema);
    if (values && more) {
      known.schema = {...known.schema, const: undefined, enum: [...new Set([...values, ...more])]};
    }
    if (entry.schema.description !== undefined && (own || known.schema.description === undefined)) {
      known.schema = {...known.schema, description: entry.schema.description};
    }
    // The same field narrowed by a rule (`text` with minLength 1) is one field; a different shape varies.
    known.varies ||= entry.varies || JSON.stringify(known.schema.properties) !== JSON.stringify(entry.schema.properties);
  }
}

/** The merged properties that have a schema (a property only ever `false` is none). */
function propertiesOf(document: Json, schema: Json): Merged {
  return new Map([...mergedProperties(document, schema)].filter(([, {schema: property}]) => property !== undefined));
}

/** What a nested field's rows continue with: the item schema of an array of objects, or the object itself. */
function nestedOf(document: Json, property: Json): {schema: Json; prefix: string} | undefined {
  const items = deref(document, property.items);
  if (items && propertiesOf(document, items).size) {
    return {schema: items, prefix: '[].'};
  }
  if (!property.items && propertiesOf(document, property).size) {
    return {schema: property, prefix: '.'};
  }
  return undefined;
}

/**
 * The fields of a body as its table names them: `name`, `name.sub` for the properties of an object,
 * `name[].sub` for those of array items; in the spec's order, each followed by its own fields.
 */
export function bodyFields(document: Json, schema: Json, prefix = '', fields: Map<string, Json> = new Map()): Map<string, Json> {
  for (const [name, {schema: property, varies}] of propertiesOf(document, schema)) {
    const key = `${prefix}${name}`;
    if (!fields.has(key)) {
      fields.set(key, property);
    }
    const nested = varies ? undefined : nestedOf(document, property);
    if (nested) {
      bodyFields(document, nested.schema, `${key}${nested.prefix}`, fields);
    }
  }
  return fields;
}

/**
 * The fields of a body a request must carry, named as the body tables name them: required by the
 * schema itself, by every part of its allOf, or by every branch of its oneOf/anyOf (`status` of each
 * agent status). A field inside an optional object is required when the object is there.
 */
export function requiredFields(document: Json, schema: Json, prefix = '', fields: Set<string> = new Set()): Set<string> {
  const required = (node: Json): Set<string> => {
    const own = new Set<string>(node.required ?? []);
    for (const part of node.allOf ?? []) {
      required(deref(document, part)).forEach((name) => own.add(name));
    }
    for (const key of ['oneOf', 'anyOf']) {
      // A `null` branch (an object that may be null) requires nothing of the object when it is there.
      const objects = (node[key] ?? []).map((b: Json) => deref(document, b)).filter((b: Json) => b?.type !== 'null');
      const branches: Set<string>[] = objects.map(required);
      if (branches.length) {
        [...branches[0]!].filter((name) => branches.every((b) => b.has(name))).forEach((name) => own.add(name));
      }
    }
    return own;
  };
  const node = deref(document, schema);
  if (!node || typeof node !== 'object') {
    return fields;
  }
  const names = required(node);
  for (const [name, {schema: property, varies}] of propertiesOf(document, node)) {
    const key = `${prefix}${name}`;
    if (names.has(name)) {
      fields.add(key);
    }
    const nested = varies ? undefined : nestedOf(document, property);
    if (nested) {
      requiredFields(document, nested.schema, `${key}${nested.prefix}`, fields);
    }
  }
  return fields;
}
