// The MCP server's own logic (src/mcp) on fixtures of its own, no build: how it reads a page's
// address and sections, cuts a long page, finds an operation as an agent names it, and describes it.
// tests/build-output/mcp.test.mts runs the server itself against the build.
import {expect, test} from '@playwright/test';
import type {Page} from '../../src/mcp/docs.mts';
import type {Api} from '../../src/mcp/openapi.mts';
import type {Library} from '../../src/mcp/server.mts';

// Playwright compiles specs to CommonJS, so the ES modules are loaded with import().
let docs: typeof import('../../src/mcp/docs.mts');
let openapi: typeof import('../../src/mcp/openapi.mts');
let server: typeof import('../../src/mcp/server.mts');
test.beforeAll(async () => {
  docs = await import('../../src/mcp/docs.mts');
  openapi = await import('../../src/mcp/openapi.mts');
  server = await import('../../src/mcp/server.mts');
});

const SITE = 'https://docs.example.ru';

function page(route: string, markdown: string): Page {
  return {path: route, url: SITE + route, title: markdown.split('\n')[0].slice(2), markdown, sections: docs.sectionsOf(markdown)};
}

function library(pages: Page[], apis: Api[] = []): Library {
  return {
    docs: {dir: '', siteUrl: SITE, pages: new Map(pages.map((p) => [p.path, p])), search: async () => []},
    apis,
    pageOf: new Map(),
    operationAt: new Map(),
  };
}

test('a page\'s address in any form an agent gives it', () => {
  expect(docs.routeOf('https://docs.chat.example.ru/docs/api/#%D0%BA%D0%BE%D0%B4%D1%8B-%D0%BE%D1%88%D0%B8%D0%B1%D0%BE%D0%BA')).toEqual({route: '/docs/api', anchor: 'коды-ошибок'});
  expect(docs.routeOf('/docs/api/external-api/agents.md')).toEqual({route: '/docs/api/external-api/agents'});
  expect(docs.routeOf('docs/faq#как-взять')).toEqual({route: '/docs/faq', anchor: 'как-взять'});
  expect(docs.routeOf('/docs/agent/index.html?x=1')).toEqual({route: '/docs/agent'});
  expect(docs.routeOf('  /  ')).toEqual({route: '/'});
});

test('sections: headings outside code, with the anchors Docusaurus gives them, each up to the next of its level', () => {
  const markdown = [
    '# Страница',
    '',
    '## Коды ошибок',
    'текст',
    '```md',
    '## не заголовок',
    '```',
    '### `close-thread` и **HANDOVER** в [API](https://x.ru)',
    'ещё',
    '## Коды ошибок',
    'конец',
  ].join('\n');
  const sections = docs.sectionsOf(markdown);
  expect(sections.map(({depth, title, anchor}) => ({depth, title, anchor}))).toEqual([
    {depth: 2, title: 'Коды ошибок', anchor: 'коды-ошибок'},
    {depth: 3, title: 'close-thread и HANDOVER в API', anchor: 'close-thread-и-handover-в-api'},
    {depth: 2, title: 'Коды ошибок', anchor: 'коды-ошибок-1'},
  ]);
  expect(markdown.slice(sections[0].start, sections[0].end)).toContain('### `close-thread`');
  expect(markdown.slice(sections[0].start, sections[0].end)).not.toContain('конец');
  expect(markdown.slice(sections[1].start, sections[1].end).trim()).toMatch(/ещё$/);
});

test('get_page: a page whole when it fits; a section by its anchor; errors that name what there is', async () => {
  const short = page('/docs/short', '# Коротко\n\nВступление.\n\n## Раздел\n\nТекст раздела.\n');
  const lib = library([short]);
  const whole = await server.getPage(lib, {url: `${SITE}/docs/short`});
  expect(whole.isError).toBeUndefined();
  expect(whole.text).toBe(`Источник: ${SITE}/docs/short\n\n${short.markdown.trimEnd()}\n`);
  const section = await server.getPage(lib, {url: '/docs/short#раздел'});
  expect(section.text).toBe(`Источник: ${SITE}/docs/short#раздел\n\n# Коротко\n\n## Раздел\n\nТекст раздела.\n`);

  const noSection = await server.getPage(lib, {url: '/docs/short#нет'});
  expect(noSection.isError).toBe(true);
  expect(noSection.text).toContain(`${SITE}/docs/short#раздел`);
  const noPage = await server.getPage(lib, {url: '/docs/shrt'});
  expect(noPage.isError).toBe(true);
  expect(noPage.text).toContain(`Коротко: ${SITE}/docs/short`);
});

test('get_page: a page too long for one answer comes with its first sections and the URLs of the rest', async () => {
  const paragraph = `${'Длинный абзац раздела. '.repeat(40)}\n\n`;
  const parts = Array.from({length: 12}, (_, i) => `## Раздел ${i + 1}\n\n${paragraph.repeat(5)}### Подраздел ${i + 1}\n\n${paragraph}`);
  const long = page('/docs/long', `# Длинная\n\nВступление.\n\n${parts.join('')}`);
  expect(long.markdown.length).toBeGreaterThan(server.MAX_CHARS * 2);
  const lib = library([long]);

  const first = await server.getPage(lib, {url: '/docs/long'});
  expect(first.text.length).toBeLessThanOrEqual(server.MAX_CHARS + 200);
  expect(first.text).toContain('## Раздел 1\n');
  const left = [...first.text.matchAll(/^ *- (.+): (https:\/\/\S+)$/gm)].map(([, title, url]) => ({title, url}));
  // Every section not in the answer is listed, and nothing that is.
  const shown = long.sections.filter((s) => first.text.includes(`\n${'#'.repeat(s.depth)} ${s.title}\n`));
  expect(left.map((l) => l.title)).toEqual(long.sections.filter((s) => !shown.includes(s)).map((s) => s.title));
  expect(left[0].url).toMatch(/#раздел-\d+$/);

  // Each listed URL returns that section.
  const next = await server.getPage(lib, {url: left[0].url});
  expect(next.isError).toBeUndefined();
  expect(next.text).toContain(`## ${left[0].title}\n`);
});

const spec: Api = {
  name: 'external',
  title: 'Внешний API',
  servers: ['https://chat.example.ru/api/v1'],
  document: {
    security: [{oauth2: ['threads:read']}],
    components: {
      securitySchemes: {
        oauth2: {type: 'oauth2', description: 'Токен', flows: {clientCredentials: {tokenUrl: 'https://chat.example.ru/api/v1/auth/token', scopes: {'threads:read': 'Читать', 'threads:write': 'Менять'}}}},
      },
    },
  },
  operations: [
    ['GET', '/clients/{clientId}'],
    ['GET', '/clients/blocked'],
    ['POST', '/threads/{threadId}/transfer'],
    ['GET', '/threads/{threadId}'],
  ].map(([method, route]) => ({
    api: 'external' as const,
    method,
    path: route,
    webhook: false,
    summary: `${method} ${route}`,
    object: {summary: 'Сводка', parameters: [{name: 'threadId', in: 'path', required: true, description: 'Своё описание'}], responses: {'404': {description: 'Нет'}}},
    pathItem: {parameters: [{name: 'threadId', in: 'path', description: 'Общее'}, {name: 'x', in: 'header'}]},
  })),
};
const bot: Api = {
  name: 'bot',
  title: 'API для ботов',
  servers: ['https://chat.example.ru/api/bot/v1'],
  document: {},
  operations: [{api: 'bot', method: 'POST', path: 'message', webhook: true, summary: 'Сообщение', object: {}, pathItem: {}}],
};

test('get_api_operation finds an operation as the spec, a concrete path or a full URL names it; a webhook by its event', () => {
  const found = (name: 'external' | 'bot', method: string, route: string) => {
    const operation = openapi.findOperation([spec, bot], name, method, route);
    return operation && `${operation.method} ${operation.path}`;
  };
  expect(found('external', 'post', '/threads/{threadId}/transfer')).toBe('POST /threads/{threadId}/transfer');
  expect(found('external', 'POST', '/threads/thr_7Hk2/transfer/')).toBe('POST /threads/{threadId}/transfer');
  expect(found('external', 'GET', 'https://chat.example.ru/api/v1/threads/thr_7Hk2?x=1')).toBe('GET /threads/{threadId}');
  expect(found('external', 'GET', '/api/v1/clients/cl_1')).toBe('GET /clients/{clientId}');
  // A literal path before a parameter that would match it too.
  expect(found('external', 'GET', '/clients/blocked')).toBe('GET /clients/blocked');
  expect(found('bot', 'POST', 'message')).toBe('POST message');
  expect(found('bot', 'POST', '/message')).toBe('POST message');
  expect(found('external', 'DELETE', '/threads/{threadId}/transfer')).toBeUndefined();
  expect(found('bot', 'POST', '/threads/{threadId}/transfer')).toBeUndefined();
  expect(openapi.nearestOperations([spec, bot], 'external', 'POST', '/thread/transfer').map((o) => o.path)[0]).toBe('/threads/{threadId}/transfer');
});

test('an operation\'s description: its own parameter over the path\'s, the scopes it needs, its responses and page', () => {
  const described = openapi.describeOperation(spec, spec.operations[2], `${SITE}/docs/api/x#передать`);
  expect(described.parameters).toEqual([
    {name: 'x', in: 'header'},
    {name: 'threadId', in: 'path', required: true, description: 'Своё описание'},
  ]);
  expect(described.auth).toEqual([{scheme: 'oauth2', type: 'oauth2', tokenUrl: 'https://chat.example.ru/api/v1/auth/token', scopes: {'threads:read': 'Читать'}, description: 'Токен'}]);
  expect(described.responses).toEqual({'404': {description: 'Нет'}});
  expect(described.servers).toEqual(['https://chat.example.ru/api/v1']);
  expect(described.page).toBe(`${SITE}/docs/api/x#передать`);
  expect(openapi.describeOperation(bot, bot.operations[0]).webhook).toMatch(/calls the bot's webhook URL/);
});

test('get_api_operation: an operation too long for one answer leaves out its responses\' examples first', async () => {
  const big = {
    ...spec.operations[2],
    object: {
      summary: 'Большая',
      responses: {
        '200': {description: 'Готово', content: {'application/json': {schema: {type: 'object', properties: {id: {type: 'string', maxLength: 64}}}, example: {text: 'пример '.repeat(5000)}}}},
        '422': {description: 'Ошибка', content: {'application/json': {schema: {type: 'object'}}}},
      },
    },
  };
  const api = {...spec, operations: [big]};
  const lib = {...library([], [api]), pageOf: new Map([['external POST /threads/{threadId}/transfer', `${SITE}/docs/api/x#передать`]])};
  const answer = await server.getApiOperation(lib, {api: 'external', method: 'POST', path: '/threads/{threadId}/transfer'});
  expect(answer.isError).toBeUndefined();
  expect(answer.text.length).toBeLessThanOrEqual(server.MAX_OPERATION_CHARS + 300);
  expect(answer.text).not.toContain('пример');
  expect(answer.text).toContain('"maxLength":64');
  expect(answer.text).toContain(`[Left out to fit an agent's context: the examples of the responses; they are on the page ${SITE}/docs/api/x#передать.]`);
  // An operation that fits comes whole, as JSON.
  const whole = await server.getApiOperation({...lib, apis: [spec]}, {api: 'external', method: 'GET', path: '/threads/thr_1'});
  expect(JSON.parse(whole.text)).toMatchObject({api: 'external', method: 'GET', path: '/threads/{threadId}', summary: 'Сводка'});
});
