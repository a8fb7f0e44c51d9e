/**
 * The MCP server of the documentation: four tools over a snapshot of the built site (./docs.mts)
 * and the two OpenAPI specs (./openapi.mts). Each tool is a plain function of the library and its
 * arguments (the tests and `npm run bench` call them directly), registered on an McpServer with its
 * JSON schema and a description an agent can act on.
 */
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {z} from 'zod';
import type {Audience} from '../config/sections.ts';
import {likeness, API_NAMES, describeOperation, findOperation, loadApis, nearestOperations, type Api, type ApiName, type Operation} from './openapi.mts';
import {loadDocs, ROLES, routeOf, type Docs, type Page, type Section} from './docs.mts';

/**
 * How long one answer may be, in characters: at most 8 000 tokens (o200k_base) of the site's
 * Markdown, which takes 3.0 characters a token at the densest (3.6 the median; tests/build-output/mcp.test.mts
 * counts the tokens of every answer). A longer page comes in parts, section by section.
 */
export const MAX_CHARS = 23_000;

/** The same for an operation's JSON, which takes 3.8 characters a token at the densest. */
export const MAX_OPERATION_CHARS = 28_000;

export type Library = {
  docs: Docs;
  apis: Api[];
  /** The URL of the page (and section) that documents each operation, by `api METHOD path`. */
  pageOf: Map<string, string>;
  /** The operation a page's section (or a page of one operation) documents, by its URL. */
  operationAt: Map<string, Operation>;
};

const operationKey = (api: ApiName, method: string, route: string) => `${api} ${method.toUpperCase()} ${route}`;

/** The spec a page of the API reference documents, by its route. */
function apiOfPage(route: string): ApiName | undefined {
  if (route.startsWith('/docs/api/external-api-bot/')) {
    return 'bot';
  }
  return route.startsWith('/docs/api/external-api/') ? 'external' : undefined;
}

/** The line under an operation's heading: `POST /threads/{threadId}/transfer`. */
const OPERATION_LINE = /^`(GET|POST|PUT|PATCH|DELETE) (\/[^`\s]*)`$/;

/**
 * Where each operation is documented: the section whose heading is followed by the operation's
 * `METHOD /path` line; a webhook, by the page of its event (…/webhooks/<event>).
 */
function operationPages(docs: Docs, apis: Api[]): Map<string, string> {
  const pages = new Map<string, string>();
  for (const page of docs.pages.values()) {
    const api = apiOfPage(page.path);
    if (!api) {
      continue;
    }
    const event = /^\/docs\/api\/external-api-bot\/webhooks\/([^/]+)$/.exec(page.path)?.[1];
    if (event) {
      pages.set(operationKey('bot', 'POST', event), page.url);
    }
    for (const section of page.sections.filter((s) => s.depth === 2)) {
      const firstLine = page.markdown.slice(section.start, section.end).split('\n').slice(1).find((line) => line.trim());
      const match = firstLine && OPERATION_LINE.exec(firstLine.trim());
      if (match && !pages.has(operationKey(api, match[1], match[2]))) {
        pages.set(operationKey(api, match[1], match[2]), `${page.url}#${section.anchor}`);
      }
    }
  }
  // Only operations of the specs: a page may show an example of another.
  const known = new Set(apis.flatMap((api) => api.operations.map((operation) => operationKey(api.name, operation.method, operation.path))));
  return new Map([...pages].filter(([key]) => known.has(key)));
}

/** The snapshot in `dir`, with both specs and where each operation is documented. */
export async function loadLibrary(dir: string): Promise<Library> {
  const docs = loadDocs(dir);
  const apis = await loadApis(dir);
  const pageOf = operationPages(docs, apis);
  const operationAt = new Map<string, Operation>();
  for (const api of apis) {
    for (const operation of api.operations) {
      const url = pageOf.get(operationKey(api.name, operation.method, operation.path));
      if (url) {
        operationAt.set(url, operation);
      }
    }
  }
  return {docs, apis, pageOf, operationAt};
}

export type ToolAnswer = {text: string; isError?: boolean};

const operationLabel = (operation: Operation) => `${operation.method} ${operation.path}`;

// ── search_docs ───────────────────────────────────────────────────────────────────────────────

export const DEFAULT_LIMIT = 5;

export async function searchDocs(library: Library, {query, role, limit}: {query: string; role?: Audience; limit?: number}): Promise<ToolAnswer> {
  const passages = await library.docs.search(query, limit ?? DEFAULT_LIMIT, role);
  if (passages.length === 0) {
    return {
      text: `Nothing found for «${query}». Try other words (the docs are in Russian; English API terms work too), drop the role, or see list_api_operations.`,
    };
  }
  const lines = passages.map((passage, i) => {
    const operation = library.operationAt.get(passage.url) ?? library.operationAt.get(passage.url.split('#')[0]);
    return [
      `${i + 1}. ${passage.title}${passage.heading ? ` › ${passage.heading}` : ''}`,
      `   ${passage.url}`,
      ...(passage.breadcrumb.length > 0 ? [`   Раздел: ${passage.breadcrumb.join(' › ')}`] : []),
      ...(operation ? [`   Operation: get_api_operation {api: "${operation.api}", method: "${operation.method}", path: "${operation.path}"}`] : []),
      ...(passage.excerpt ? [`   ${passage.excerpt.replace(/\s+/g, ' ')}`] : []),
    ].join('\n');
  });
  return {text: `${lines.join('\n\n')}\n\nRead a result with get_page {url}.`};
}

// ── get_page ──────────────────────────────────────────────────────────────────────────────────

/** The pages most like a route nobody has: by their route, and by the site's search for its words. */
async function nearestPages(library: Library, route: string, count = 5): Promise<Page[]> {
  const pages = [...library.docs.pages.values()];
  const byRoute = pages
    .map((page) => ({page, score: likeness(page.path, route)}))
    .sort((a, b) => b.score - a.score)
    .slice(0, 3)
    .map(({page}) => page);
  const words = route.split(/[/#_-]+/).filter((word) => word && word !== 'docs').join(' ');
  const found = words ? await library.docs.search(words, count) : [];
  const bySearch = found.map((passage) => library.docs.pages.get(routeOf(passage.url).route)).filter((page) => page !== undefined);
  return [...new Set([...byRoute, ...bySearch])].slice(0, count);
}

/** A list of sections to ask for, each with its URL. */
function sectionList(page: Page, sections: Section[]): string {
  return sections.map((section) => `${'  '.repeat(Math.max(0, section.depth - 2))}- ${section.title}: ${page.url}#${section.anchor}`).join('\n');
}

/**
 * The part of a page from `start` to `end` (the page, or a section of it) in at most MAX_CHARS:
 * whole when it fits; else its beginning and as many of its next-level sections as fit, then the
 * list of the sections left out, each with the URL that get_page answers with that section alone.
 */
function fitted(page: Page, start: number, end: number, depth: number): string {
  const text = page.markdown.slice(start, end).trimEnd();
  if (text.length <= MAX_CHARS) {
    return text;
  }
  const inside = page.sections.filter((section) => section.start > start && section.start < end && section.depth > depth);
  const level = Math.min(...inside.map((section) => section.depth));
  const parts = inside.filter((section) => section.depth === level);
  const note = (left: Section[]) =>
    `\n\n---\n[This answer is cut to fit an agent's context. Sections left out (call get_page with a section's URL to read it):]\n${sectionList(page, left)}`;
  if (parts.length === 0) {
    const cut = text.lastIndexOf('\n\n', MAX_CHARS - 200);
    return `${text.slice(0, cut > 0 ? cut : MAX_CHARS - 200)}\n\n---\n[This section is cut to fit an agent's context after ${cut} of ${text.length} characters; the rest is on the page: ${page.url}]`;
  }
  // The sections from the `from`-th part on: what the answer leaves out when it stops there.
  const rest = (from: number) => inside.filter((section) => section.start >= (parts[from]?.start ?? end));
  let answer = page.markdown.slice(start, parts[0].start).trimEnd();
  let taken = 0;
  for (const part of parts) {
    const next = `${answer}\n\n${page.markdown.slice(part.start, part.end).trimEnd()}`;
    if (next.length + note(rest(taken + 1)).length > MAX_CHARS) {
      break;
    }
    answer = next;
    taken += 1;
  }
  return answer + note(rest(taken));
}

export async function getPage(library: Library, {url}: {url: string}): Promise<ToolAnswer> {
  const {route, anchor} = routeOf(url);
  const page = library.docs.pages.get(route);
  if (!page) {
    const nearest = await nearestPages(library, `${route}${anchor ? `#${anchor}` : ''}`);
    return {
      isError: true,
      text: `No page at ${route}. Nearest pages:\n${nearest.map((other) => `- ${other.title}: ${other.url}`).join('\n')}\n\nOr find one with search_docs.`,
    };
  }
  if (!anchor) {
    return {text: `Источник: ${page.url}\n\n${fitted(page, 0, page.markdown.length, 1)}\n`};
  }
  const section = page.sections.find((candidate) => candidate.anchor === anchor.toLowerCase());
  if (!section) {
    return {isError: true, text: `The page ${page.url} has no section #${anchor}. Its sections:\n${sectionList(page, page.sections)}`};
  }
  return {text: `Источник: ${page.url}#${section.anchor}\n\n# ${page.title}\n\n${fitted(page, section.start, section.end, section.depth)}\n`};
}

// ── get_api_operation and list_api_operations ─────────────────────────────────────────────────

export async function getApiOperation(library: Library, {api, method, path}: {api: ApiName; method: string; path: string}): Promise<ToolAnswer> {
  const operation = findOperation(library.apis, api, method, path);
  if (!operation) {
    const nearest = nearestOperations(library.apis, api, method, path);
    return {
      isError: true,
      text: `The ${api} API has no operation ${method.toUpperCase()} ${path}. Nearest operations:\n${nearest
        .map((other) => `- get_api_operation {api: "${other.api}", method: "${other.method}", path: "${other.path}"}: ${other.summary}`)
        .join('\n')}\n\nAll of them: list_api_operations.`,
    };
  }
  const spec = library.apis.find((candidate) => candidate.name === operation.api)!;
  const page = library.pageOf.get(operationKey(operation.api, operation.method, operation.path));
  const described = describeOperation(spec, operation, page);
  // Whole when it fits (every operation does today: 5 600 tokens at most); else without the
  // responses' examples, then without the error responses' schemas, and the page for the rest.
  for (const [text, left] of [
    [render(described), ''],
    [render(responsesCut(described, () => false)), 'the examples of the responses'],
    [render(responsesCut(described, (status) => /^[45]/.test(status))), 'the examples of the responses and the schemas of the errors'],
  ]) {
    if (text.length <= MAX_OPERATION_CHARS) {
      return {text: left ? `${text}\n[Left out to fit an agent's context: ${left}; they are on the page ${page ?? 'of the operation'}.]` : text};
    }
  }
  return {text: `${render(responsesCut(described, () => true)).slice(0, MAX_OPERATION_CHARS)}…\n[Cut to fit an agent's context; the whole operation is on the page ${page ?? 'of the operation'}.]`};
}

/**
 * An operation's description as JSON, each field on a line of its own and compact inside: indented,
 * the largest operation took 8 400 tokens; so, 5 600.
 */
function render(described: Record<string, unknown>): string {
  return `{\n${Object.entries(described).map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`).join(',\n')}\n}`;
}

/** The description without the examples of its responses, and without the schemas of those `bare` picks. */
function responsesCut(described: Record<string, unknown>, bare: (status: string) => boolean): Record<string, unknown> {
  type Response = {content?: Record<string, {schema?: unknown}>};
  const responses = Object.entries((described.responses ?? {}) as Record<string, Response>).map(([status, response]) => {
    const content = response.content && !bare(status) ? Object.fromEntries(Object.entries(response.content).map(([type, media]) => [type, {schema: media.schema}])) : undefined;
    return [status, {...response, content}];
  });
  return {...described, responses: Object.fromEntries(responses)};
}

export async function listApiOperations(library: Library, {api}: {api?: ApiName}): Promise<ToolAnswer> {
  const sections = library.apis
    .filter((spec) => !api || spec.name === api)
    .map((spec) => {
      const line = (operation: Operation) => {
        const page = library.pageOf.get(operationKey(spec.name, operation.method, operation.path));
        return `- ${operationLabel(operation)} — ${operation.summary}${page ? ` — ${page}` : ''}`;
      };
      const webhooks = spec.operations.filter((operation) => operation.webhook);
      return [
        `## ${spec.title} (api: "${spec.name}"), base URL ${spec.servers.join(', ')}`,
        ...spec.operations.filter((operation) => !operation.webhook).map(line),
        ...(webhooks.length > 0 ? ['', `### Webhooks: requests the ${spec.name} API sends to your bot (method POST, path = event)`, ...webhooks.map(line)] : []),
      ].join('\n');
    });
  return {text: `${sections.join('\n\n')}\n\nDetails of one: get_api_operation {api, method, path}.`};
}

// ── the server ────────────────────────────────────────────────────────────────────────────────

const asResult = ({text, isError}: ToolAnswer): CallToolResult => ({content: [{type: 'text', text}], ...(isError && {isError: true})});

const READ_ONLY = {readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false};

const apiName = z.enum(API_NAMES);

/**
 * An McpServer with the four tools over `library` (one per connection; the library is shared). The
 * library may still be loading: the server answers the handshake at once, and its tools wait.
 */
export function createServer(loading: Library | Promise<Library>, version: string): McpServer {
  const server = new McpServer(
    {name: 'chat-center-docs', title: 'Документация Чат-центра', version},
    {
      instructions:
        'The documentation of Чат-центр (a Russian omnichannel customer-chat platform): its external REST API, its API for chat bots with webhooks, mobile SDKs and the product guides, in Russian. ' +
        'Find with search_docs, read with get_page; for the exact contract of an API call use get_api_operation (list_api_operations lists them all).',
    },
  );

  server.registerTool(
    'search_docs',
    {
      title: 'Search the docs',
      description:
        'Searches the Чат-центр documentation with the site\'s own search and returns ranked passages: the page title and section, the absolute URL with its #section, ' +
        'where it sits on the site, an excerpt, and for an API operation the get_api_operation call that gives its full contract. ' +
        'Ask in your own words, in Russian or English («как проверить подпись вебхука», "idempotency key", "429"): typos, text typed on the wrong keyboard layout and readers\' synonyms work. ' +
        'Then read a result with get_page.',
      inputSchema: {
        query: z.string().trim().min(1).max(500).describe('What you want to know: a question or a few words, Russian or English.'),
        role: z
          .enum(ROLES)
          .optional()
          .describe(
            'Whose documentation comes first: integrator (the default) — the external API, the bot API and its webhooks, the mobile SDKs; admin, supervisor, agent — the product guides for that role. The rest of the site follows either way.',
          ),
        limit: z.number().int().min(1).max(10).optional().describe(`How many passages, 1–10 (default ${DEFAULT_LIMIT}).`),
      },
      annotations: READ_ONLY,
    },
    async (args) => asResult(await searchDocs(await loading, args)),
  );

  server.registerTool(
    'get_page',
    {
      title: 'Read a page',
      description:
        'Returns a documentation page as Markdown (tables, code samples and links included), given its URL or path. With a #section in the URL, returns only that section. ' +
        `A page too long for one answer (over about 8 000 tokens) comes with the list of the sections left out, each with the URL that returns it. An unknown URL is an error that names the nearest pages.`,
      inputSchema: {
        url: z
          .string()
          .trim()
          .min(1)
          .max(2000)
          .describe('The page: an absolute URL (from search_docs, a link in the docs) or a path such as /docs/api/external-api/authorization, with or without #section.'),
      },
      annotations: READ_ONLY,
    },
    async (args) => asResult(await getPage(await loading, args)),
  );

  server.registerTool(
    'get_api_operation',
    {
      title: 'Get an API operation',
      description:
        'Returns one operation of the OpenAPI specs as JSON: base URLs, auth (scheme and scopes), parameters, request body and responses — errors included — with every schema resolved ' +
        '(types, required fields, enums, lengths, formats), the examples, and the URL of its documentation page. ' +
        'For a webhook of the bot API (what Чат-центр sends to your bot), give method POST and the event as the path. An unknown operation is an error that names the nearest ones.',
      inputSchema: {
        api: apiName.describe('external — the external API (https://chat.example.ru/api/v1) for CRMs and other systems; bot — the API for chat bots (https://chat.example.ru/api/bot/v1) and its webhooks.'),
        method: z.string().trim().min(1).max(10).describe('The HTTP method: GET, POST, PUT, PATCH or DELETE (POST for a webhook).'),
        path: z
          .string()
          .trim()
          .min(1)
          .max(500)
          .describe(
            'The path as the spec writes it, /threads/{threadId}/transfer; a concrete path (/threads/thr_7Hk2Lm9Q/transfer) or a full URL of the API works too. For a webhook: its event, message, init-chat, training or client-contact-provided.',
          ),
      },
      annotations: READ_ONLY,
    },
    async (args) => asResult(await getApiOperation(await loading, args)),
  );

  server.registerTool(
    'list_api_operations',
    {
      title: 'List the API operations',
      description:
        'Lists every operation of the external API and of the bot API (and the bot API\'s webhooks): method, path, summary and the URL of its documentation page, with each API\'s base URL.',
      inputSchema: {
        api: apiName.optional().describe('external or bot; omit for both.'),
      },
      annotations: READ_ONLY,
    },
    async (args) => asResult(await listApiOperations(await loading, args)),
  );

  return server;
}
