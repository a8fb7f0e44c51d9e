/**
 * The OpenAPI specs of the API reference, read at build time: which spec a page documents, its
 * operations by method and path, and `$ref`s resolved.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';

export type SpecName = 'external' | 'bot';

export const SPECS: Record<SpecName, {file: string; tokenVariable: string; webhookUrl?: string}> = {
  external: {file: 'static/openapi/external-api.yaml', tokenVariable: 'CHAT_TOKEN'},
  // The bot's own receiver, as the webhook pages' curl samples call it.
  bot: {file: 'static/openapi/bot-api.yaml', tokenVariable: 'BOT_TOKEN', webhookUrl: 'http://localhost:8080/chatcenter/webhook'},
};

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
  if (parts.includes('/docs/api/external-api-bot/')) {
    return 'bot';
  }
  return parts.includes('/docs/api/external-api/') ? 'external' : undefined;
}

const cache = new Map<string, Spec>();

export function loadSpec(siteDir: string, name: SpecName): Spec {
  const file = path.join(siteDir, SPECS[name].file);
  const text = readFileSync(file, 'utf8');
  const key = `${file}\n${text}`;
  const cached = cache.get(key);
  if (cached) {
    return cached;
  }
  const document = parse(text) as Json;
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
  cache.set(key, spec);
  return spec;
}

export function findOperation(spec: Spec, method: string, route: string): Operation | undefined {
  return spec.operations.find((operation) => !operation.webhook && operation.method === method.toLowerCase() && operation.path === route);
}

export function findWebhook(spec: Spec, event: string): Operation | undefined {
  return spec.operations.find((operation) => operation.webhook && operation.path === event);
}

/** Follows a local `$ref` (`#/components/parameters/Limit`) until it reaches an object. */
export function deref(document: Json, value: Json): Json {
  let current = value;
  for (let hops = 0; current && typeof current.$ref === 'string' && hops < 10; hops += 1) {
    const pointer = current.$ref.replace(/^#\//, '').split('/').map((part: string) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
    current = pointer.reduce((node: Json, part: string) => node?.[part], document);
  }
  return current;
}
