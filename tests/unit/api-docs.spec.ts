import {expect, test} from '@playwright/test';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {filesUnder} from '../files';

/**
 * The API reference and the OpenAPI specs must agree: every operation of a spec is shown (as a
 * `METHOD /path` code span) on exactly one page of its section, every operation a page shows exists in
 * the spec, every webhook has its page under `webhooks/`, every error code a page names is one of its
 * spec's codes (and one the operation may answer with), the overview's catalogue lists exactly the
 * specs' codes, and the request tables list every parameter and field of the spec with its limits.
 * (Samples, examples and types are checked against the specs by scripts/api-check.mjs.)
 */
const root = path.join(__dirname, '..', '..');
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

type Spec = {paths?: Record<string, Record<string, unknown>>; webhooks?: Record<string, unknown>};

const sections = [
  {name: 'external API', spec: 'static/openapi/external-api.yaml', pages: 'docs/api/external-api'},
  {name: 'bot API', spec: 'static/openapi/bot-api.yaml', pages: 'docs/api/external-api-bot'},
];

function specOperations(spec: Spec): string[] {
  return Object.entries(spec.paths ?? {}).flatMap(([route, item]) =>
    METHODS.filter((method) => method in item).map((method) => `${method.toUpperCase()} ${route}`),
  );
}

/** `METHOD /path` code spans in a page's prose (fenced code blocks are examples, not the contract). */
function shownOperations(file: string): string[] {
  const prose = readFileSync(file, 'utf8').replace(/^```[\s\S]*?^```/gm, '');
  return [...prose.matchAll(/`((?:GET|POST|PUT|PATCH|DELETE) \/[^`\s]*)`/g)].map((m) => m[1]);
}

for (const section of sections) {
  test.describe(section.name, () => {
    const spec = parse(readFileSync(path.join(root, section.spec), 'utf8')) as Spec;
    const operations = specOperations(spec);
    const pages = filesUnder(path.join(root, section.pages), /\.mdx?$/);
    const shown = new Map(pages.map((page) => [path.relative(root, page), shownOperations(page)]));

    test('the spec has operations and the section has pages', () => {
      expect(operations.length).toBeGreaterThan(5);
      expect(pages.length).toBeGreaterThan(5);
    });

    test('every operation of the spec is documented on exactly one page', () => {
      const placement = Object.fromEntries(
        operations.map((op) => [op, [...shown].filter(([, ops]) => ops.includes(op)).map(([page]) => page)]),
      );
      for (const [op, where] of Object.entries(placement)) {
        expect(where, `${op} should be on exactly one page`).toHaveLength(1);
      }
    });

    test('every operation a page shows exists in the spec', () => {
      for (const [page, ops] of shown) {
        for (const op of ops) {
          expect(operations, `${page} shows ${op}`).toContain(op);
        }
      }
    });

    test('every webhook has its own page, and every webhook page its webhook', () => {
      const webhooks = Object.keys(spec.webhooks ?? {}).sort();
      const webhookPages = pages
        .filter((page) => path.basename(path.dirname(page)) === 'webhooks')
        .map((page) => path.basename(page).replace(/\.mdx?$/, ''))
        .sort();
      expect(webhookPages).toEqual(webhooks);
    });
  });
}

test('the specs are published and linked from the API overview', () => {
  const overview = readFileSync(path.join(root, 'docs/api/index.mdx'), 'utf8');
  for (const section of sections) {
    const file = path.basename(section.spec);
    expect(overview).toContain(`/openapi/${file}`);
  }
});

// ─── Error codes, request tables and page structure, read with scripts/api-docs.mjs ──────────────

// Playwright compiles specs to CommonJS, so the ES module is loaded with import().
let docs: typeof import('../../scripts/api-docs.mjs');
let pages: ReturnType<typeof docs.readPages>;
test.beforeAll(async () => {
  docs = await import('../../scripts/api-docs.mjs');
  pages = docs.readPages();
});

type Block = ReturnType<typeof docs.readPage>[number];
type TableBlock = Extract<Block, {kind: 'table'}>;
const isTable = (block: Block): block is TableBlock => block.kind === 'table';
type Api = keyof typeof docs.APIS;
const at = (block: Block) => `${path.relative(root, block.file)}:${block.line}`;
const codeSpans = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
/** An error code as pages write it: UPPER_SNAKE with at least one underscore, or OAuth's lower_snake. */
const CODE = /^(?:[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|[a-z]+(?:_[a-z]+)+)$/;
/** In prose only UPPER_SNAKE reads as a code; lower_snake there is a field or a method name. */
const PROSE_CODE = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/;
/** The column of a table that holds codes: the one headed `code`, `error` or «Код». */
const codeColumn = (header: string[]) => header.findIndex((h) => ['`code`', '`error`', 'Код'].includes(h));

test('every error code a page names is a code of its spec', () => {
  let checked = 0;
  for (const page of pages) {
    const apis: Api[] = page.api ? [page.api] : ['external', 'bot'];
    const known = new Set(apis.flatMap((api) => [...docs.specCodes(docs.loadSpec(api))]));
    const words = new Set(apis.flatMap((api) => [...docs.specWords(docs.loadSpec(api))]));
    // Names of environment variables the page's samples read are not codes.
    const env = new Set(
      page.blocks
        .filter((b) => b.kind === 'code')
        .flatMap((b) => [...b.value.matchAll(/(?:process\.env\.|environ(?:\.get)?\(?\[?["']|getenv\("|\$\{?)([A-Z][A-Z0-9_]+)/g)])
        .map((m) => m[1]),
    );
    for (const block of page.blocks) {
      const tokens =
        block.kind === 'table'
          ? block.rows.slice(1).flatMap((row) => {
              const column = codeColumn(block.rows[0]);
              return column < 0 ? row.flatMap(codeSpans).filter((t) => PROSE_CODE.test(t)) : codeSpans(row[column]);
            })
          : block.kind === 'text'
            ? codeSpans(block.value).filter((t) => PROSE_CODE.test(t))
            : [];
      for (const token of tokens.filter((t) => CODE.test(t) && !words.has(t) && !env.has(t))) {
        checked += 1;
        expect(known.has(token), `${at(block)} names ${token}, which is not an error code of the ${apis.join(' or ')} spec`).toBe(true);
      }
    }
  }
  expect(checked).toBeGreaterThan(150);
});

test('every error an operation lists is a response of that operation with that code', () => {
  let rows = 0;
  for (const page of pages.filter((p) => p.api)) {
    const spec = docs.loadSpec(page.api!);
    for (const block of page.blocks.filter((b) => b.operation && b.h3 === 'Ошибки')) {
      const found = docs.findOperation(spec, block.operation!.method, block.operation!.path);
      expect(found, `${at(block)}: ${block.operation!.method} ${block.operation!.path} is in the spec`).toBeTruthy();
      const byStatus = docs.operationCodes(spec, found!.operation);
      const words = docs.specWords(spec);
      const any = new Set(Object.values(byStatus).flat());
      const where = `${at(block)} (${block.operation!.method.toUpperCase()} ${block.operation!.path})`;
      if (block.kind === 'table') {
        const column = codeColumn(block.rows[0]);
        expect(column, `${where}: the error table has a code column`).toBeGreaterThan(0);
        for (const row of block.rows.slice(1)) {
          const status = /^5\d\d$|^5xx$/i.test(row[0]) ? '5XX' : row[0];
          rows += 1;
          expect(Object.keys(byStatus), `${where}: the spec has no ${row[0]} response`).toContain(status);
          for (const code of codeSpans(row[column])) {
            expect(byStatus[status], `${where}: ${row[0]} ${code} is not a code of that response`).toContain(code);
          }
        }
      } else if (block.kind === 'text') {
        // Prose of «Ошибки», the shared 401/429/5xx list included: each code it names may come back.
        for (const code of codeSpans(block.value).filter((t) => PROSE_CODE.test(t) && !words.has(t))) {
          expect([...any], `${where}: «Ошибки» names ${code}, which the operation never returns`).toContain(code);
        }
      }
    }
  }
  expect(rows).toBeGreaterThan(100);
});

test('the catalogue of error codes on /docs/api lists exactly the codes of both specs, with their status', () => {
  const overview = pages.find((p) => p.rel === path.join('docs', 'api', 'index.mdx'))!;
  // «Коды ошибок» holds one table per group: codes of both APIs, of the external API only, of the bot API only.
  const groups: Record<string, Api[]> = {'Оба API': ['external', 'bot'], 'Внешний API': ['external'], 'API для ботов': ['bot']};
  const tables = overview.blocks.filter(isTable).filter((b) => b.h3 === 'Коды ошибок');
  expect(tables.map((t) => t.h4)).toEqual(Object.keys(groups));
  const listed = {external: new Map<string, string>(), bot: new Map<string, string>()};
  for (const table of tables) {
    const [header, ...rows] = table.rows;
    expect(header).toEqual(['Код', 'HTTP', 'Что значит', 'Что делать']);
    for (const [cell, status, meaning, action] of rows) {
      const [code] = codeSpans(cell);
      expect(meaning.length, `meaning of ${code}`).toBeGreaterThan(10);
      expect(action.length, `what to do with ${code}`).toBeGreaterThan(10);
      for (const api of groups[table.h4!]) {
        expect(listed[api].has(code), `${code} is listed once`).toBe(false);
        listed[api].set(code, status);
      }
    }
  }
  for (const api of ['external', 'bot'] as const) {
    const spec = docs.loadSpec(api);
    expect([...listed[api].keys()].sort(), `${api} codes in the catalogue`).toEqual([...docs.specCodes(spec)].sort());
    // The status the catalogue gives each code is the one under which the spec returns it.
    const statuses = new Map<string, Set<string>>();
    for (const {operation} of docs.operationsOf(spec)) {
      for (const [status, codes] of Object.entries(docs.operationCodes(spec, operation))) {
        codes.forEach((code) => statuses.set(code, (statuses.get(code) ?? new Set()).add(status.toLowerCase())));
      }
    }
    for (const [code, status] of listed[api]) {
      expect([...(statuses.get(code) ?? [])], `${api} ${code} is returned with status ${status}`).toContain(status.toLowerCase());
    }
  }
});

test('every request parameter and body field of the spec has its row, with its limits', () => {
  const LIMITS = ['maxLength', 'maxItems', 'minimum', 'maximum'] as const;
  let rows = 0;
  for (const page of pages.filter((p) => p.api)) {
    const spec = docs.loadSpec(page.api!);
    const tables = page.blocks.filter(isTable).filter((b) => b.operation && b.h3 === 'Запрос');
    const operations = new Map(
      page.blocks.filter((b) => b.operation).map((b) => [`${b.operation!.method} ${b.operation!.path}`, b.operation!]),
    );
    for (const [key, op] of operations) {
      const {operation, pathItem} = docs.findOperation(spec, op.method, op.path)!;
      const parameters = [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])].map((p: object) => docs.deref(spec, p));
      const media = docs.deref(spec, operation.requestBody)?.content;
      const expected = {
        Параметр: new Map(parameters.map((p: {name: string; schema: object}) => [p.name, docs.deref(spec, p.schema)])),
        Поле: media ? docs.bodyFields(spec, (Object.values(media)[0] as {schema: object}).schema) : new Map(),
      };
      for (const kind of ['Параметр', 'Поле'] as const) {
        const table = tables.find((t) => `${t.operation!.method} ${t.operation!.path}` === key && t.rows[0][0] === kind);
        const shown = new Map((table?.rows.slice(1) ?? []).map((row) => [row[0].replace(/`/g, ''), row.at(-1)!]));
        const where = `${page.rel} ${op.method.toUpperCase()} ${op.path}`;
        expect([...shown.keys()].sort(), `${where}: rows of the «${kind}» table`).toEqual([...expected[kind].keys()].sort());
        for (const [name, schema] of expected[kind]) {
          rows += 1;
          for (const limit of LIMITS) {
            const value = (schema as Record<string, unknown>)[limit];
            // A lower bound of 0 or 1 without an upper one says nothing a reader needs.
            if (value === undefined || (limit === 'minimum' && Number(value) <= 1 && !('maximum' in schema))) {
              continue;
            }
            expect(shown.get(name), `${where}: ${name} states its ${limit} ${value}`).toContain(String(value));
          }
        }
      }
    }
  }
  expect(rows).toBeGreaterThan(100);
});

test('every operation reads «Запрос», «Ответ», «Ошибки», «Примеры кода», with one sample per language', () => {
  for (const page of pages.filter((p) => p.api)) {
    const byOperation = new Map<string, Block[]>();
    for (const block of page.blocks.filter((b) => b.operation && !b.partialOf)) {
      const key = `${block.operation!.method} ${block.operation!.path}`;
      byOperation.set(key, [...(byOperation.get(key) ?? []), block]);
    }
    for (const [key, blocks] of byOperation) {
      const order = [...new Set(blocks.map((b) => b.h3).filter(Boolean))];
      expect(order, `${page.rel} ${key}`).toEqual(['Запрос', 'Ответ', 'Ошибки', 'Примеры кода']);
      const tabs = blocks.filter((b) => b.kind === 'code' && b.h3 === 'Примеры кода').map((b) => b.tab);
      expect(tabs, `${page.rel} ${key} tabs`).toEqual(['curl', 'js', 'python', 'kotlin', 'http']);
    }
  }
});
