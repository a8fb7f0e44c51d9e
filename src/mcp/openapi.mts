/**
 * The OpenAPI specs of both APIs as the MCP server answers with them: every operation (and every
 * webhook of the bot API) with its `$ref`s resolved by @apidevtools/json-schema-ref-parser, found
 * by method and path the way an agent may name it, and described with what a caller needs: its
 * parameters, body and responses with their schemas, constraints and examples, and its auth.
 * One file, reading the specs the build copied (`openapi/*.yaml`), so that it can be folded into
 * the site's OpenAPI reader later.
 */
import path from 'node:path';
import $RefParser from '@apidevtools/json-schema-ref-parser';

export type ApiName = 'external' | 'bot';

export const API_NAMES: [ApiName, ...ApiName[]] = ['external', 'bot'];

/** The spec files in the build (static/openapi/, copied by the build). */
export const SPEC_FILES: Record<ApiName, string> = {
  external: 'openapi/external-api.yaml',
  bot: 'openapi/bot-api.yaml',
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

// The specs are JSON of any shape; what is read from them is checked where it is used.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

export type Operation = {
  api: ApiName;
  /** Upper case: `POST`. */
  method: string;
  /** As in the spec: `/threads/{threadId}/transfer`; for a webhook, its event: `message`. */
  path: string;
  webhook: boolean;
  summary: string;
  operationId?: string;
  object: Json;
  pathItem: Json;
};

export type Api = {
  name: ApiName;
  title: string;
  /** The base URLs of the spec's servers: https://chat.example.ru/api/v1 */
  servers: string[];
  document: Json;
  operations: Operation[];
};

/** Both specs, read from a build, their `$ref`s resolved (a schema that refers to itself keeps its `$ref`). */
export async function loadApis(dir: string): Promise<Api[]> {
  return Promise.all(
    API_NAMES.map(async (name): Promise<Api> => {
      const document: Json = await $RefParser.dereference(path.join(dir, SPEC_FILES[name]), {dereference: {circular: 'ignore'}});
      const operations: Operation[] = [];
      const add = (route: string, pathItem: Json, method: string, webhook: boolean) => {
        const object = pathItem[method];
        operations.push({
          api: name,
          method: method.toUpperCase(),
          path: route,
          webhook,
          summary: object.summary ?? '',
          ...(object.operationId && {operationId: object.operationId}),
          object,
          pathItem,
        });
      };
      for (const [route, pathItem] of Object.entries<Json>(document.paths ?? {})) {
        METHODS.filter((method) => pathItem[method]).forEach((method) => add(route, pathItem, method, false));
      }
      for (const [event, pathItem] of Object.entries<Json>(document.webhooks ?? {})) {
        METHODS.filter((method) => pathItem[method]).forEach((method) => add(event, pathItem, method, true));
      }
      return {name, title: document.info?.title ?? name, servers: (document.servers ?? []).map((server: Json) => String(server.url)), document, operations};
    }),
  );
}

/** A path as an agent may give it, as the spec writes paths: no base URL, query or trailing slash. */
function bareRoute(api: Api, route: string): string {
  let bare = route.trim();
  for (const server of api.servers) {
    const base = new URL(server);
    if (bare.startsWith(server)) {
      bare = bare.slice(server.length);
    } else if (bare.startsWith(base.pathname) && base.pathname !== '/') {
      bare = bare.slice(base.pathname.length);
    }
  }
  bare = bare.replace(/^https?:\/\/[^/]+/, '').replace(/[?#].*$/, '');
  return bare.replace(/(.)\/+$/, '$1');
}

/** A spec path as a pattern that concrete paths match: `/threads/{threadId}` matches `/threads/thr_1`. */
function pathPattern(route: string): RegExp {
  const parts = route.split(/\{[^}]+\}/).map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('[^/]+')}$`);
}

/**
 * The operation an agent names: by method and the spec's path, a concrete path (`/threads/thr_1`)
 * or a full URL of the API; a webhook by its event (`message`, or `/message`). Undefined when none.
 */
export function findOperation(apis: Api[], name: ApiName, method: string, route: string): Operation | undefined {
  const api = apis.find((candidate) => candidate.name === name);
  if (!api) {
    return undefined;
  }
  const verb = method.trim().toUpperCase();
  const bare = bareRoute(api, route);
  const withMethod = api.operations.filter((operation) => operation.method === verb);
  const webhook = withMethod.find((operation) => operation.webhook && operation.path === bare.replace(/^\//, ''));
  const exact = withMethod.find((operation) => !operation.webhook && operation.path === bare);
  // A concrete path: the operation whose pattern it fits with the fewest parameters (`/clients/blocked` before `/clients/{id}`).
  const concrete = withMethod
    .filter((operation) => !operation.webhook && pathPattern(operation.path).test(bare))
    .sort((a, b) => (a.path.match(/\{/g)?.length ?? 0) - (b.path.match(/\{/g)?.length ?? 0))[0];
  return exact ?? webhook ?? concrete;
}

/** How alike two strings are, 0–1: the Dice coefficient of their letter pairs. */
export function likeness(a: string, b: string): number {
  const pairs = (text: string) => {
    const found = new Map<string, number>();
    const lower = text.toLowerCase();
    for (let i = 0; i < lower.length - 1; i += 1) {
      const pair = lower.slice(i, i + 2);
      found.set(pair, (found.get(pair) ?? 0) + 1);
    }
    return found;
  };
  const left = pairs(a);
  const right = pairs(b);
  let shared = 0;
  for (const [pair, count] of left) {
    shared += Math.min(count, right.get(pair) ?? 0);
  }
  const total = Math.max(0, a.length - 1) + Math.max(0, b.length - 1);
  return total === 0 ? 0 : (2 * shared) / total;
}

/** The operations most like the one an agent named, best first (the same method counts a little). */
export function nearestOperations(apis: Api[], name: ApiName | undefined, method: string, route: string, count = 5): Operation[] {
  const verb = method.trim().toUpperCase();
  return apis
    .filter((api) => !name || api.name === name)
    .flatMap((api) => {
      const bare = bareRoute(api, route);
      return api.operations.map((operation) => ({
        operation,
        score: likeness(operation.path, bare) + (operation.method === verb ? 0.15 : 0) + (api.name === name ? 0.05 : 0),
      }));
    })
    .sort((a, b) => b.score - a.score)
    .slice(0, count)
    .map(({operation}) => operation);
}

/** Keeps the keys of `object` that are set. */
function defined(object: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined && !(Array.isArray(value) && value.length === 0)));
}

/** A media type's schema and examples. */
function content(types: Json): Json {
  return types
    ? Object.fromEntries(
        Object.entries<Json>(types).map(([type, media]) => [
          type,
          defined({schema: media.schema, example: media.example, examples: media.examples && Object.fromEntries(Object.entries<Json>(media.examples).map(([key, value]) => [key, value.value ?? value]))}),
        ]),
      )
    : undefined;
}

/** Who may call the operation: each scheme with its kind, the scopes the operation needs, and how to get a credential. */
function auth(api: Api, operation: Operation): Json[] {
  const requirements: Json[] = operation.object.security ?? api.document.security ?? [];
  const schemes = api.document.components?.securitySchemes ?? {};
  return requirements.flatMap((requirement) =>
    Object.entries<string[]>(requirement).map(([scheme, scopes]) => {
      const definition = schemes[scheme] ?? {};
      const flow = definition.flows && (Object.values(definition.flows)[0] as Json);
      return defined({
        scheme,
        type: definition.type,
        httpScheme: definition.scheme,
        bearerFormat: definition.bearerFormat,
        in: definition.in,
        name: definition.name,
        tokenUrl: flow?.tokenUrl,
        scopes: scopes.length > 0 ? Object.fromEntries(scopes.map((scope) => [scope, flow?.scopes?.[scope] ?? ''])) : undefined,
        description: definition.description?.trim(),
      });
    }),
  );
}

/**
 * What get_api_operation answers for an operation: the request (parameters, body), the responses
 * (errors included) with their schemas resolved, constraints and examples, its auth, its base URLs
 * and the page that documents it.
 */
export function describeOperation(api: Api, operation: Operation, page?: string): Json {
  const {object, pathItem} = operation;
  const parameters = [...(pathItem.parameters ?? []), ...(object.parameters ?? [])]
    // An operation's parameter replaces the path item's of the same name and place.
    .filter((parameter, i, all) => !all.slice(i + 1).some((other: Json) => other.name === parameter.name && other.in === parameter.in))
    .map((parameter: Json) => defined({name: parameter.name, in: parameter.in, required: parameter.required, description: parameter.description?.trim(), schema: parameter.schema, example: parameter.example}));
  const body = object.requestBody;
  return defined({
    api: api.name,
    method: operation.method,
    path: operation.path,
    ...(operation.webhook ? {webhook: `The bot API calls the bot's webhook URL with this request when the event «${operation.path}» happens; the responses are what the bot answers.`} : {servers: api.servers}),
    operationId: object.operationId,
    summary: object.summary,
    description: object.description?.trim(),
    page,
    deprecated: object.deprecated,
    auth: auth(api, operation),
    parameters,
    requestBody: body && defined({required: body.required, description: body.description?.trim(), content: content(body.content)}),
    responses: Object.fromEntries(
      Object.entries<Json>(object.responses ?? {}).map(([status, response]) => [
        status,
        defined({description: response.description?.trim(), headers: response.headers, content: content(response.content)}),
      ]),
    ),
  });
}
