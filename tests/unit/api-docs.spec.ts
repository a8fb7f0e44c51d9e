import {expect, test} from '@playwright/test';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {filesUnder} from '../files';

/**
 * The API reference and the OpenAPI specs must agree: every operation of a spec is shown (as a
 * `METHOD /path` code span) on exactly one page of its section, every operation a page shows exists in
 * the spec, and every webhook has its page under `webhooks/`.
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
