// The content audit (scripts/content-audit.mts, npm run audit) on a small site of its own.
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {expect, test} from '@playwright/test';

// An ES module of its own (the script runs under node as it is): imported as tests/unit/mcp.spec.ts does.
let audit: typeof import('../../scripts/content-audit.mts').audit;
let docRoute: typeof import('../../scripts/content-audit.mts').docRoute;
test.beforeAll(async () => {
  ({audit, docRoute} = await import('../../scripts/content-audit.mts'));
});

/** `count` Russian words of prose, different from any other call's (`seed`). */
const prose = (seed: string, count: number) => Array.from({length: count}, (_, i) => `слово${seed}${i}`).join(' ');

const page = (title: string, body: string, frontMatter = 'description: Описание страницы длиной больше сорока символов для поиска.\nkeywords: [очередь, оператор]') =>
  `---\ntitle: ${title}\n${frontMatter}\n---\n\n${body}\n`;

function site(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'audit-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    writeFileSync(path.join(dir, file), text);
  }
  mkdirSync(path.join(dir, 'blog'), {recursive: true});
  return dir;
}

test('routes follow Docusaurus: number prefixes, index, slug and id', () => {
  expect(docRoute('agent/01-queue/sections', {})).toBe('/docs/agent/queue/sections');
  expect(docRoute('supervisor/index', {})).toBe('/docs/supervisor');
  expect(docRoute('api/api', {})).toBe('/docs/api');
  expect(docRoute('agent/old-name', {slug: 'new-name'})).toBe('/docs/agent/new-name');
  expect(docRoute('agent/old-name', {slug: '/elsewhere/'})).toBe('/docs/elsewhere');
  expect(docRoute('agent/file', {id: 'page'})).toBe('/docs/agent/page');
});

test('a page that keeps the rules passes; headings count as its prose, code, imports and fragments do not', () => {
  const dir = site({
    'docs/agent/good.mdx': page('Хорошая', `import Frt from '@site/docs/_partials/_frt.mdx';\n\n## Раздел\n\n${prose('a', 250)}\n\n<Frt />`),
    'docs/agent/code.md': page('С кодом', `## Раздел\n\n${prose('b', 248)}\n\n\`\`\`text\n${prose('c', 50)}\n\`\`\``),
  });
  const {problems, checked} = audit({siteDir: dir, routes: ['/docs/agent/good', '/docs/agent/code']});
  expect(checked).toBe(2);
  expect(Object.fromEntries(problems)).toEqual({'/docs/agent/code': ['thin: 249 prose words, needs 250']});
});

test('names each problem of a page by its route', () => {
  const repeated = prose('r', 25);
  const dir = site({
    'docs/agent/bare.md': page('Голая', `${prose('d', 30)} English words only here in this page\n\n![](./img/missing.svg)`, 'description: Коротко.\nkeywords: [одно]'),
    'docs/agent/one.md': page('Первая', `## Раздел\n\n${prose('e', 260)}\n\n${repeated}`),
    'docs/agent/two.md': page('Вторая', `## Раздел\n\n${prose('f', 260)}\n\n${repeated}`),
    'docs/api/external-api/op.md': page('Операция', `## Запрос\n\n${prose('g', 160)}`),
  });
  const {problems} = audit({
    siteDir: dir,
    routes: ['/docs/agent/bare', '/docs/agent/one', '/docs/agent/two', '/docs/agent/none', '/docs/api/external-api/op', '/blog/6-99'],
  });
  expect(problems.get('/docs/agent/bare')).toEqual([
    'thin: 37 prose words, needs 250',
    'front matter `description` missing or under 40 characters',
    'front matter `keywords` needs at least 2 entries',
    'no `## ` heading, so no table of contents',
    'image without alt text: ./img/missing.svg',
    'image file not found: ./img/missing.svg',
  ]);
  expect(problems.get('/docs/agent/one')).toEqual([expect.stringMatching(/^paragraph repeated on 1 other page\(s\), e\.g\. \/docs\/agent\/two: 'словоr0 /)]);
  expect(problems.get('/docs/agent/none')).toEqual(['missing: no file in docs/ gives this route']);
  expect(problems.get('/docs/api/external-api/op')).toEqual(['API page without a request/response example']);
  expect(problems.get('/blog/6-99')).toEqual(['missing: no post in blog/ with this slug']);
});

test('only the routes of the section asked for', () => {
  const dir = site({'docs/agent/thin.md': page('Тонкая', '## Раздел\n\nМало слов.')});
  expect(audit({siteDir: dir, routes: ['/docs/agent/thin'], section: '/docs/admin'}).problems.size).toBe(0);
  expect(audit({siteDir: dir, routes: ['/docs/agent/thin'], section: '/docs/agent'}).problems.size).toBe(1);
});
