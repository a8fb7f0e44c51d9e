// The Markdown copy of each doc page, llms.txt and llms-full.txt as the server sends them, no
// browser. The «Копировать страницу» button is tests/llms.spec.ts.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {Parser} from 'htmlparser2';
import {BUILD, UNCOMPRESSED} from '../files';
import {readRoutes} from '../routes';
import {site} from '../../src/config/site';
import {builtPagePath} from '../../src/plugins/builtPage';
import {HUB_SECTIONS} from '../../src/plugins/hubs/common';

/** The doc pages of the base routes: everything under /docs except the tag lists. */
const DOC_ROUTES = readRoutes().filter((route) => /^\/docs(\/|$)/.test(route) && !/^\/docs\/tags(\/|$)/.test(route));

/** The text of an HTML page's <title>, its entities decoded. */
function titleOf(html: string): string {
  let title = '';
  let inTitle = false;
  const parser = new Parser({
    onopentag: (name) => (inTitle ||= name === 'title'),
    ontext: (text) => (title += inTitle ? text : ''),
    onclosetag: (name) => (inTitle &&= name !== 'title'),
  });
  parser.end(html);
  return title;
}

/** The page's own title: the `<title>` the build wrote for it, without the site name. */
function docTitle(route: string): string {
  const title = titleOf(readFileSync(builtPagePath(BUILD, route), 'utf8'));
  expect(title, `${route} has a title`).toBeTruthy();
  return title.replace(` | ${site.title}`, '');
}

/** Markdown outside fenced code blocks, where code samples may import things. */
const prose = (markdown: string) => markdown.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');

test('there are doc routes to check', () => {
  expect(DOC_ROUTES.length).toBeGreaterThan(100);
});

// One test for all the pages, their requests in parallel (a test per page spent most of its time in
// the runner); each page's failure is reported with its route, without stopping the others.
test('each doc page has a Markdown copy with its title, no front matter, no MDX and absolute links', async ({request}) => {
  test.setTimeout(120_000);
  await Promise.all(
    DOC_ROUTES.map(async (route) => {
      const title = docTitle(route);
      const response = await request.get(`${route}.md`, {headers: UNCOMPRESSED});
      expect.soft(response.status(), `${route}.md`).toBe(200);
      expect.soft(response.headers()['content-type'], `${route}.md`).toMatch(/^text\//);
      const markdown = await response.text();
      expect.soft(markdown.split('\n')[0], `${route}.md`).toBe(`# ${title}`);
      expect.soft(markdown, `${route}.md`).not.toMatch(/^---\n/);
      expect.soft(markdown, `${route}.md`).not.toContain('<Tabs');
      expect.soft(markdown, `${route}.md`).not.toContain('<TabItem');
      expect.soft(prose(markdown), `${route}.md`).not.toMatch(/^(import|export) /m);
      expect.soft(prose(markdown), `${route}.md`).not.toMatch(/^:::/m);
      // Links and images are absolute: none of the relative forms the sources use.
      expect.soft(markdown, `${route}.md`).not.toMatch(/\]\((\/|\.\/|\.\.\/|pathname:)/);
    }),
  );
});

test('llms.txt lists every doc page by audience, and the API methods', async ({request}) => {
  const response = await request.get('/llms.txt');
  expect(response.status()).toBe(200);
  const llms = await response.text();
  expect(llms.split('\n')[0]).toBe(`# ${site.title}`);
  const missing = DOC_ROUTES.filter((route) => !llms.includes(`](${site.url}${route}.md)`));
  expect(missing).toEqual([]);

  const headings = llms.split('\n').filter((line) => line.startsWith('## '));
  expect(headings).toEqual(['## Разделы', '## Оператору', '## Супервизору', '## Администратору', '## Интеграторам', '## Общие страницы']);
  const section = (heading: string) => llms.split(`\n${heading}\n`)[1].split('\n## ')[0];
  expect(section('## Оператору')).toContain(`](${site.url}/docs/agent/quickstart.md)`);
  expect(section('## Интеграторам')).toContain(`](${site.url}/docs/api/external-api/agents.md)`);
  expect(section('## Интеграторам')).toContain(`](${site.url}/docs/api/external-api-bot/start.md)`);
  expect(section('## Оператору')).not.toContain('/docs/admin/');

  // Every `METHOD /path` of the API pages is listed, under its page: of its own text, not of a hub's
  // lists of other pages and their changes (src/plugins/hubs), which come after its introduction.
  for (const route of DOC_ROUTES.filter((r) => r.startsWith('/docs/api/'))) {
    // The twin as the build wrote it (the test above has the server send each one).
    const markdown = readFileSync(path.join(BUILD, `${route}.md`), 'utf8').split(`\n## ${HUB_SECTIONS.entries.title}\n`)[0];
    const entry = llms.split(`](${site.url}${route}.md)`)[1].split('\n- ')[0];
    for (const [, method] of markdown.matchAll(/`((?:GET|POST|PUT|PATCH|DELETE) \/[^`\s]*)`/g)) {
      expect(entry, `${route}: ${method}`).toContain(`\`${method}\``);
    }
  }
  expect(llms).toMatch(/\/docs\/api\/external-api\/agents\.md\): .+\n {2}- `GET \/agents`/);
});

test('llms-full.txt contains every doc page', async ({request}) => {
  const response = await request.get('/llms-full.txt');
  expect(response.status()).toBe(200);
  const full = await response.text();
  const titles = DOC_ROUTES.map(docTitle);
  const missing = titles.filter((title) => !full.includes(`\n# ${title}\n`));
  expect(missing).toEqual([]);
  expect(prose(full)).not.toMatch(/^import /m);
});
