import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {expect, hydrated, test} from './fixtures';
import {filesUnder} from './files';

// These tests route third-party requests themselves: the fixture answers the rest with page.route too.
test.use({thirdParties: 'routed'});

const COUNTER = process.env.YANDEX_METRICA_ID;
const TAG = 'https://mc.yandex.ru/metrika/tag.js';

/** A stand-in for Metrica's tag.js that records every call, the queued ones first. */
const RECORDING_TAG = `(function () {
  var queued = (window.ym && window.ym.a) || [];
  window.__ymCalls = [];
  window.ym = function () { window.__ymCalls.push(Array.prototype.slice.call(arguments)); };
  for (var i = 0; i < queued.length; i++) window.ym.apply(null, queued[i]);
})();`;

type Call = [number, string, ...unknown[]];

async function hits(page: Page): Promise<Call[]> {
  const calls = await page.evaluate(() => (window as unknown as {__ymCalls?: Call[]}).__ymCalls ?? []);
  return calls.filter((call) => call[1] === 'hit');
}

/** Three client-side navigations through footer links, from the home page. */
const STEPS = [
  {link: 'Вопросы и ответы', path: '/docs/faq'},
  {link: 'Супервизору', path: '/docs/supervisor'},
  {link: 'Оператору', path: '/docs/agent/quickstart'},
];

test.describe('Yandex Metrica', () => {
  test.skip(!COUNTER, 'The build under test has no YANDEX_METRICA_ID; `npm test` builds with one.');

  test('counts the first load once and each route change with one hit', async ({page, errors}) => {
    await page.route(TAG, (route) => route.fulfill({contentType: 'text/javascript', body: RECORDING_TAG}));
    await page.goto('/');
    await hydrated(page);
    await expect.poll(() => page.evaluate(() => (window as unknown as {__ymCalls?: Call[]}).__ymCalls?.length ?? 0)).toBeGreaterThan(0);
    const init = await page.evaluate(() => (window as unknown as {__ymCalls: Call[]}).__ymCalls[0]);
    expect(init.slice(0, 2)).toEqual([Number(COUNTER), 'init']);
    expect(await hits(page)).toEqual([]);

    let previous = page.url();
    for (const [i, step] of STEPS.entries()) {
      await page.getByRole('contentinfo').getByRole('link', {name: step.link, exact: true}).click();
      await expect(page).toHaveURL(new RegExp(`${step.path}$`));
      await expect.poll(async () => (await hits(page)).length).toBe(i + 1);
      const [counter, , url, params] = (await hits(page))[i];
      expect(counter).toBe(Number(COUNTER));
      expect(url).toBe(page.url());
      expect(params).toEqual({title: await page.title(), referer: previous});
      previous = page.url();
    }
    // Nothing more arrives late.
    await page.waitForTimeout(300);
    expect(await hits(page)).toHaveLength(STEPS.length);
    expect(errors).toEqual([]);
  });

  test('a question the docs do not answer and an answer that did not help reach Metrica as goals, without e-mail or phone', async ({page, errors}) => {
    await page.route(TAG, (route) => route.fulfill({contentType: 'text/javascript', body: RECORDING_TAG}));
    await page.goto('/search');
    await hydrated(page);
    const goals = () => page.evaluate(() => ((window as unknown as {__ymCalls?: Call[]}).__ymCalls ?? []).filter((call) => call[1] === 'reachGoal'));
    await expect.poll(() => page.evaluate(() => (window as unknown as {__ymCalls?: Call[]}).__ymCalls?.length ?? 0)).toBeGreaterThan(0);
    const input = page.getByRole('main').getByRole('searchbox');
    await input.fill('как подключить инстаграм, пишите на anna@example.ru или +7 912 345-67-89');
    // After the first answer, which waits for the index files it reads, and two seconds' pause.
    await expect.poll(goals, {timeout: 20_000}).toContainEqual([
      Number(COUNTER),
      'reachGoal',
      'docs-answer-none',
      {question: 'как подключить инстаграм, пишите на [e-mail] или [телефон]'},
    ]);
    const question = 'сколько сообщений можно закрепить';
    await input.fill(question);
    await page.getByRole('region', {name: 'Ответ'}).getByRole('button', {name: 'Нет'}).click();
    await expect.poll(goals).toContainEqual([
      Number(COUNTER),
      'reachGoal',
      'docs-answer-not-helped',
      {question, page: '/docs/agent/threads/pinned-message#несколько-закреплённых-сообщений'},
    ]);
    expect(errors).toEqual([]);
  });

  test('a blocked tag breaks nothing', async ({page, errors}) => {
    await page.route(TAG, (route) => route.abort('blockedbyclient'));
    await page.goto('/');
    await hydrated(page);
    for (const step of STEPS) {
      await page.getByRole('contentinfo').getByRole('link', {name: step.link, exact: true}).click();
      await expect(page).toHaveURL(new RegExp(`${step.path}$`));
      await expect(page.locator('h1')).toBeVisible();
    }
    expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });
});

// `npm test` builds with VERCEL_ANALYTICS=true; a build without it (the default off Vercel) must not
// ask for Vercel's script at all.
const VERCEL_ANALYTICS = /^(true|1)$/i.test(process.env.VERCEL_ANALYTICS ?? '');
const BUILD = path.resolve(__dirname, '..', process.env.E2E_DIR ?? 'build');

if (VERCEL_ANALYTICS) {
  test('Vercel Web Analytics is injected once per visit', async ({page}) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/_vercel/insights/script')) {
        requests.push(request.url());
      }
    });
    await page.goto('/');
    await hydrated(page);
    for (const step of STEPS) {
      await page.getByRole('contentinfo').getByRole('link', {name: step.link, exact: true}).click();
      await expect(page).toHaveURL(new RegExp(`${step.path}$`));
    }
    await expect(page.locator('script[src*="/_vercel/insights/script"]')).toHaveCount(1);
    await expect.poll(() => requests.length).toBe(1);
  });
} else {
  test('without VERCEL_ANALYTICS, no script of the build asks for Vercel Web Analytics', () => {
    const scripts = filesUnder(path.join(BUILD, 'assets', 'js'), /\.js$/);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((file) => readFileSync(file, 'utf8').includes('/_vercel/insights')).map((file) => path.basename(file))).toEqual([]);
  });
}
