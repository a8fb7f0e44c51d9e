import type {APIRequestContext} from '@playwright/test';
import {expect, hydrated, test} from './fixtures';
import {readRoutes} from './routes';
import {site} from '../src/config/site';

/** The doc pages of the base routes: everything under /docs except the tag lists. */
const DOC_ROUTES = readRoutes().filter((route) => /^\/docs(\/|$)/.test(route) && !/^\/docs\/tags(\/|$)/.test(route));

const decode = (text: string) =>
  text.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The page's own title: its `<title>` without the site name. */
async function docTitle(request: APIRequestContext, route: string): Promise<string> {
  const response = await request.get(route);
  expect(response.status(), route).toBe(200);
  const title = /<title[^>]*>([^<]*)<\/title>/.exec(await response.text())?.[1];
  expect(title, `${route} has a title`).toBeTruthy();
  return decode(title!).replace(` | ${site.title}`, '');
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
      const title = await docTitle(request, route);
      const response = await request.get(`${route}.md`);
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

  // Every `METHOD /path` of the API pages is listed, under its page.
  for (const route of DOC_ROUTES.filter((r) => r.startsWith('/docs/api/'))) {
    const markdown = await (await request.get(`${route}.md`)).text();
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
  const titles = await Promise.all(DOC_ROUTES.map((route) => docTitle(request, route)));
  const missing = titles.filter((title) => !full.includes(`\n# ${title}\n`));
  expect(missing).toEqual([]);
  expect(prose(full)).not.toMatch(/^import /m);
});

test.describe('«Копировать страницу»', () => {
  for (const route of ['/docs/agent/quickstart', '/docs/api/external-api/agents']) {
    test(`copies the Markdown of ${route}`, async ({page, context, errors}) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto(route);
      await hydrated(page);
      const main = page.getByRole('main');
      await main.getByRole('button', {name: 'Копировать страницу'}).click();
      await expect(main.getByRole('button', {name: 'Скопировано'})).toBeVisible();
      // API pages have a status of their own per operation (its path copied), empty until then.
      await expect(main.getByRole('status').filter({hasText: /\S/})).toHaveText('Скопировано');

      const expected = await (await page.request.get(`${route}.md`)).text();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe(expected);
      expect(copied.split('\n')[0]).toBe(`# ${await main.getByRole('heading', {level: 1}).innerText()}`);
      // The label comes back, ready for another copy.
      await expect(main.getByRole('button', {name: 'Копировать страницу'})).toBeVisible({timeout: 5000});
      expect(errors).toEqual([]);
    });
  }

  test('says so when the copy fails', async ({page}) => {
    await page.route('**/docs/agent/quickstart.md', (route) => route.fulfill({status: 500, body: ''}));
    await page.goto('/docs/agent/quickstart');
    await hydrated(page);
    await page.getByRole('button', {name: 'Копировать страницу'}).click();
    await expect(page.getByRole('status')).toHaveText('Не удалось скопировать');
  });

  test('sits next to a «Markdown-версия» link to the .md on every kind of doc page', async ({page}) => {
    for (const route of ['/docs', '/docs/supervisor', '/docs/agent/quickstart', '/docs/api/external-api/agents']) {
      await page.goto(route);
      await hydrated(page);
      await expect(page.getByRole('button', {name: 'Копировать страницу'})).toBeVisible();
      const link = page.getByRole('link', {name: 'Markdown-версия'});
      await expect(link).toHaveAttribute('href', `${route}.md`);
    }
    // The browser may show or download text/markdown; either way the link leads to the page's Markdown.
    const href = await page.getByRole('link', {name: 'Markdown-версия'}).getAttribute('href');
    const markdown = await (await page.request.get(href!)).text();
    expect(markdown.split('\n')[0]).toBe(`# ${await page.getByRole('heading', {level: 1}).innerText()}`);
  });
});
