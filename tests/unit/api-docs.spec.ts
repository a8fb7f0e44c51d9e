import {expect, test} from '@playwright/test';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import * as reader from '../../src/plugins/apiReference/spec.mts';
import {readPages, type Block, type TableBlock, type TextBlock} from '../../scripts/api-check/source.mts';
import {filesUnder} from '../files';

/**
 * The API reference and the OpenAPI specs must agree: every operation of a spec is shown (as a
 * `METHOD /path` code span) on exactly one page of its section, every operation a page shows exists in
 * the spec, every webhook has its page under `webhooks/`, every error code a page's prose names is one
 * of its spec's codes (and one the operation may answer with), the overview's catalogue lists exactly
 * the specs' codes, and each table an operation's section asks for is that operation's. The tables
 * themselves are made from the specs (src/plugins/apiReference/tables.mts); samples, examples and types
 * are checked against the specs by scripts/api-check/.
 */
const ROOT = path.join(__dirname, '..', '..');

/** The pages, read by the pages' reader of scripts/api-check/. */
const pages = readPages(ROOT);

/** `METHOD /path` code spans in a page's prose (fenced code blocks are examples, not the contract). */
function shownOperations(file: string): string[] {
  const prose = readFileSync(file, 'utf8').replace(/^```[\s\S]*?^```/gm, '');
  return [...prose.matchAll(/`((?:GET|POST|PUT|PATCH|DELETE) \/[^`\s]*)`/g)].map((m) => m[1]);
}

/** Each API: its spec, its operations (`METHOD /path`), its pages and the operations each page shows. */
function sections() {
  return reader.SPEC_NAMES.map((name) => {
    const spec = reader.loadSpec(ROOT, name);
    const operations = spec.operations.filter((op) => !op.webhook).map((op) => `${op.method.toUpperCase()} ${op.path}`);
    const files = filesUnder(path.join(ROOT, reader.SPECS[name].pages), /\.mdx?$/);
    const shown = new Map(files.map((page) => [path.relative(ROOT, page), shownOperations(page)]));
    return {name, spec, operations, files, shown};
  });
}

test('each spec has operations and each section has pages', () => {
  for (const {name, operations, files} of sections()) {
    expect(operations.length, name).toBeGreaterThan(5);
    expect(files.length, name).toBeGreaterThan(5);
  }
});

test('every operation of a spec is documented on exactly one page of its section', () => {
  for (const {operations, shown} of sections()) {
    for (const op of operations) {
      const where = [...shown].filter(([, ops]) => ops.includes(op)).map(([page]) => page);
      expect(where, `${op} should be on exactly one page`).toHaveLength(1);
    }
  }
});

test('every operation a page shows exists in its spec', () => {
  for (const {operations, shown} of sections()) {
    for (const [page, ops] of shown) {
      for (const op of ops) {
        expect(operations, `${page} shows ${op}`).toContain(op);
      }
    }
  }
});

test('every webhook has its own page, and every webhook page its webhook', () => {
  for (const {spec, files} of sections()) {
    const webhooks = spec.operations.filter((op) => op.webhook).map((op) => op.path).sort();
    const webhookPages = files
      .filter((page) => path.basename(path.dirname(page)) === 'webhooks')
      .map((page) => path.basename(page).replace(/\.mdx?$/, ''))
      // The folder's own index is its hub (src/plugins/hubs), not a webhook's page.
      .filter((name) => name !== 'index')
      .sort();
    expect(webhookPages).toEqual(webhooks);
  }
});

test('the checks read the pages of both APIs and the overview, not a page about neither API', () => {
  const read = new Set(pages.map((page) => page.rel));
  const all = filesUnder(path.join(ROOT, 'docs/api'), /\.mdx?$/).map((file) => path.relative(ROOT, file));
  expect(read).toContain('docs/api/index.mdx');
  // The page on the docs' MCP server names no base URL: its commands are no samples of an API.
  expect(all).toContain('docs/api/ai-assistants.mdx');
  expect(read).not.toContain('docs/api/ai-assistants.mdx');
  for (const name of reader.SPEC_NAMES) {
    expect(pages.filter((page) => page.api === name).length).toBeGreaterThan(10);
  }
});

test('the specs are published and linked from the API overview', () => {
  const overview = readFileSync(path.join(ROOT, 'docs/api/index.mdx'), 'utf8');
  for (const name of reader.SPEC_NAMES) {
    expect(overview).toContain(`/openapi/${path.basename(reader.SPECS[name].file)}`);
  }
});

// ─── Error codes, tables and page structure, read with scripts/api-check/source.mts ──────────────

const isTable = (block: Block): block is TableBlock => block.kind === 'table';
type Api = reader.SpecName;
const documentOf = (api: Api) => reader.loadSpec(ROOT, api).document;
const at = (block: Block) => `${path.relative(ROOT, block.file)}:${block.line}`;
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
    const known = new Set(apis.flatMap((api) => [...reader.specCodes(documentOf(api))]));
    const words = new Set(apis.flatMap((api) => [...reader.specWords(documentOf(api))]));
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

test('every code the prose of an operation\'s «Ошибки» names is one the operation may answer with', () => {
  let checked = 0;
  for (const page of pages.filter((p) => p.api)) {
    const spec = reader.loadSpec(ROOT, page.api!);
    const words = reader.specWords(spec.document);
    for (const block of page.blocks.filter((b): b is TextBlock => b.operation !== null && b.h3 === 'Ошибки' && b.kind === 'text')) {
      const found = spec.operations.find((op) => !op.webhook && op.method === block.operation!.method && op.path === block.operation!.path);
      expect(found, `${at(block)}: ${block.operation!.method} ${block.operation!.path} is in the spec`).toBeTruthy();
      const any = new Set(Object.values(reader.operationCodes(spec.document, found!.object)).flat());
      const where = `${at(block)} (${block.operation!.method.toUpperCase()} ${block.operation!.path})`;
      // The shared 401/429/5xx list included: each code it names may come back.
      for (const code of codeSpans(block.value).filter((t) => PROSE_CODE.test(t) && !words.has(t))) {
        checked += 1;
        expect([...any], `${where}: «Ошибки» names ${code}, which the operation never returns`).toContain(code);
      }
    }
  }
  expect(checked).toBeGreaterThan(100);
});

test('each table a section asks for is of the operation the section documents', () => {
  const directives = pages.flatMap((page) => page.blocks.filter((b) => b.kind === 'directive').map((block) => ({page, block})));
  expect(directives.length).toBeGreaterThan(130);
  for (const {page, block} of directives) {
    const spec = reader.loadSpec(ROOT, page.api!);
    const named = reader.findById(spec, block.attributes.operation ?? '');
    expect(named, `${at(block)}: ::${block.name} names an operation of the ${page.api} spec`).toBeTruthy();
    const documented = page.webhook && block.h2 === 'Тело события' ? `POST ${page.webhook}` : `${block.operation?.method.toUpperCase()} ${block.operation?.path}`;
    expect(`${named!.method.toUpperCase()} ${named!.path}`, `${at(block)}: ::${block.name}{operation=${named!.id}} under «${block.h2}»`).toBe(documented);
    const part = {'api-parameters': 'Запрос', 'api-body': page.webhook ? null : 'Запрос', 'api-errors': 'Ошибки'}[block.name];
    expect(block.h3, `${at(block)}: ::${block.name} stands in «${part}»`).toBe(part);
  }
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
    const spec = reader.loadSpec(ROOT, api);
    expect([...listed[api].keys()].sort(), `${api} codes in the catalogue`).toEqual([...reader.specCodes(spec.document)].sort());
    // The status the catalogue gives each code is the one under which the spec returns it.
    const statuses = new Map<string, Set<string>>();
    for (const operation of spec.operations) {
      for (const [status, codes] of Object.entries(reader.operationCodes(spec.document, operation.object))) {
        codes.forEach((code) => statuses.set(code, (statuses.get(code) ?? new Set()).add(status.toLowerCase())));
      }
    }
    for (const [code, status] of listed[api]) {
      expect([...(statuses.get(code) ?? [])], `${api} ${code} is returned with status ${status}`).toContain(status.toLowerCase());
    }
  }
});

test('every limit of a request parameter or body field is stated in its description, which its table shows', () => {
  const LIMITS = ['maxLength', 'maxItems', 'minimum', 'maximum'] as const;
  let fields = 0;
  for (const api of reader.SPEC_NAMES) {
    const spec = reader.loadSpec(ROOT, api);
    for (const operation of spec.operations.filter((op) => !op.webhook)) {
      const media = reader.requestMedia(spec, operation);
      const described = [
        ...reader.parametersOf(spec, operation).map((p: {name: string; schema?: Record<string, unknown>; description?: string}): [string, Record<string, unknown>, string] => [p.name, p.schema ?? {}, p.description ?? '']),
        ...[...(media ? reader.bodyFields(spec.document, media.media.schema) : new Map())].map(([name, schema]): [string, Record<string, unknown>, string] => [
          name,
          schema,
          schema.description ?? '',
        ]),
      ];
      for (const [name, schema, description] of described) {
        fields += 1;
        for (const limit of LIMITS) {
          const value = schema[limit];
          // A lower bound of 0 or 1 without an upper one says nothing a reader needs.
          if (value === undefined || (limit === 'minimum' && Number(value) <= 1 && !('maximum' in schema))) {
            continue;
          }
          expect(description, `${api} ${operation.id}: ${name} states its ${limit} ${value}`).toContain(String(value));
        }
      }
    }
  }
  expect(fields).toBeGreaterThan(100);
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
