import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page, Route} from '@playwright/test';
import {BUILD} from './files';
import {cspViolations, expect, hydrated, isThirdParty, neverIdle, test} from './fixtures';
import {builtPagePath} from '../src/plugins/builtPage';

// These tests route third-party requests themselves: the fixture answers the rest with page.route too.
test.use({thirdParties: 'routed'});

/**
 * The site when things around it fail: third-party services down or hanging, a tab left open
 * across a redeploy, the network gone after the first load, unknown and slashed URLs.
 */
const PROJECT = process.env.PUSHFEEDBACK_PROJECT_ID;
const SITE_URL = new URL(process.env.SITE_URL || 'https://docs.chat.example.ru').origin;
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'content-type, authorization',
  'access-control-allow-methods': 'POST, OPTIONS',
};
const pageErrors = (errors: string[]) => errors.filter((e) => e.startsWith('pageerror'));
const searchBox = (page: Page) => page.getByPlaceholder('Поиск');

type Fault = 'abort' | '500' | 'hang';

/**
 * Every third-party request (Metrica, Vercel's script and beacons, PushFeedback) fails this way.
 * Returns `drop`, which drops the connections of the feedback posts the hanging service holds: they
 * hang until the test has used the page meanwhile (it must keep working), not for a set time.
 */
async function breakThirdParties(page: Page, baseURL: string, fault: Fault): Promise<() => void> {
  const held: (() => void)[] = [];
  let dropped = false;
  await page.route(
    (url) => isThirdParty(url, baseURL),
    (route: Route) => {
      if (fault === 'abort') {
        return route.abort('connectionrefused');
      }
      if (fault === '500') {
        // With CORS headers, so that the page really sees a 500 and not a CORS failure.
        return route.fulfill({status: 500, headers: CORS, body: 'Internal Server Error'});
      }
      if (route.request().url().startsWith('https://app.pushfeedback.com/') && route.request().method() === 'POST') {
        // The feedback service hangs until `drop`, then the connection drops.
        return (dropped ? Promise.resolve() : new Promise<void>((resolve) => held.push(resolve))).then(() => route.abort('timedout'));
      }
      // Everything else never answers.
      return new Promise<void>(() => undefined);
    },
  );
  return () => {
    dropped = true;
    held.splice(0).forEach((resolve) => resolve());
  };
}

/** Milliseconds from the start of navigation until React has hydrated the page. */
async function timeToHydrate(page: Page, path: string): Promise<number> {
  const started = Date.now();
  // Not the load event: a hanging async third-party script holds it back, and that is fine.
  await page.goto(path, {waitUntil: 'commit'});
  await hydrated(page);
  return Date.now() - started;
}

test.describe('third-party services down', () => {
  for (const fault of ['abort', '500', 'hang'] as const) {
    test(`third parties ${fault === 'hang' ? 'hanging' : fault === 'abort' ? 'aborting' : 'answering 500'}: pages hydrate within 5 s and work`, async ({page, baseURL, errors}) => {
      const healthy = await timeToHydrate(page, '/docs/start/whatis');
      await breakThirdParties(page, baseURL!, fault);
      const broken = await timeToHydrate(page, '/docs/agent/quickstart');
      test.info().annotations.push({type: 'hydration', description: `healthy ${healthy} ms, ${fault} ${broken} ms`});
      expect(broken, 'ms until hydrated').toBeLessThan(5_000);
      expect(broken, 'ms until hydrated, against a healthy load').toBeLessThan(healthy + 2_000);
      // Interactive: client-side navigation, the colour mode switch and the search all answer.
      await page.getByRole('contentinfo').getByRole('link', {name: 'Вопросы и ответы'}).click();
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Частые вопросы');
      await page.getByRole('button', {name: /Сменить тему/}).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await searchBox(page).fill('оператор');
      await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
      expect(pageErrors(errors)).toEqual([]);
      expect(await cspViolations(page)).toEqual([]);
    });
  }

  test.describe('the feedback form', () => {
    test.skip(!PROJECT, 'The build under test has no PUSHFEEDBACK_PROJECT_ID; `npm test` builds with one.');

    for (const fault of ['abort', '500', 'hang'] as const) {
      test(`shows its error state when the service ${fault === 'hang' ? 'hangs, then drops' : fault === 'abort' ? 'is unreachable' : 'answers 500'}`, async ({page, baseURL, errors}) => {
        const drop = await breakThirdParties(page, baseURL!, fault);
        await page.goto('/docs/start/whatis', {waitUntil: 'commit'});
        await hydrated(page);
        await page.getByRole('button', {name: 'Оставить отзыв'}).click();
        await page.getByRole('button', {name: 'Оценка 4 из 5'}).click();
        await page.getByPlaceholder('Комментарий').fill('Страница помогла');
        await page.getByRole('button', {name: 'Отправить'}).click();
        if (fault === 'hang') {
          // While the service hangs the widget hides its form (nothing to send twice) and the page
          // behind it keeps working.
          await expect(page.getByRole('button', {name: 'Отправить'})).toBeHidden();
          await page.getByRole('button', {name: /Сменить тему/}).click();
          await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
          await expect(page.getByText('Не удалось отправить отзыв')).toBeHidden();
          drop();
        }
        await expect(page.getByText('Не удалось отправить отзыв')).toBeVisible({timeout: 5_000});
        await expect(page.getByText('Спасибо за отзыв!')).toBeHidden();
        expect(pageErrors(errors)).toEqual([]);
        expect(await cspViolations(page)).toEqual([]);
      });
    }
  });
});

test.describe('a tab left open across a redeploy', () => {
  test('a page chunk that is gone makes the navigation reload the page, never blank it', async ({page, errors}) => {
    // After hydration the "new deploy" is live: chunks of the old build answer 404 until the
    // browser loads a document again.
    let stale = false;
    let documents = 0;
    const missed: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
        documents += 1;
        stale = false;
      }
    });
    await page.route('**/assets/js/*.js', (route) => {
      if (!stale) {
        return route.fallback();
      }
      missed.push(new URL(route.request().url()).pathname);
      return route.fulfill({status: 404, contentType: 'text/html', body: 'Not Found'});
    });
    // No prefetching when idle: on a loaded machine it ran after the "deploy" and loaded a part of the
    // archive's chunks, or failed on them, depending on timing. The hover on the link still preloads.
    await neverIdle(page);
    await page.goto('/docs/start/whatis');
    await hydrated(page);
    stale = true;
    // The archive's chunks are nowhere on this page's first screen, so nothing prefetched them.
    await page.getByRole('contentinfo').getByRole('link', {name: 'Архив'}).click();
    // The router puts the new address in the bar at once and keeps the old page on screen, hydrated,
    // until the reload replaces it: wait for the archive itself, loaded again.
    await expect.poll(() => documents, {message: 'document loads: the first and the reload'}).toBe(2);
    await expect(page).toHaveURL(/\/blog\/archive$/);
    await hydrated(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Архив');
    expect(missed.length, 'chunks that answered 404').toBeGreaterThan(0);
    // Docusaurus' <Link> preloads the target on hover and does not catch a failed chunk (the
    // navigation itself does, and reloads): that rejection may surface. Nothing else may.
    expect(pageErrors(errors).filter((e) => !/Loading chunk \S+ failed/.test(e))).toEqual([]);
  });

  test('a search index that answers 404 says search is unavailable', async ({page, errors}) => {
    await page.route('**/search-index*.json*', (route) =>
      route.fulfill({status: 404, contentType: 'text/html; charset=utf-8', body: '<!doctype html><h1>Страница не найдена</h1>'}),
    );
    await page.goto('/docs/agent/quickstart');
    await hydrated(page);
    await searchBox(page).fill('оператор');
    await expect(page.getByRole('alert')).toHaveText('Поиск временно недоступен. Обновите страницу.');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    // No spinner promising an answer that will not come.
    await expect(page.locator('[class*="searchBarLoadingRing"]')).toBeHidden();
    // The rest of the page is unaffected.
    await page.getByRole('contentinfo').getByRole('link', {name: 'Вопросы и ответы'}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Частые вопросы');
    expect(pageErrors(errors)).toEqual([]);
  });
  test('a search worker whose script is gone (a tab open across a redeploy) says search is unavailable, in the box and on /search', async ({page, errors}) => {
    await page.route(/\/search-worker\.[0-9a-f]+\.js$/, (route) =>
      route.fulfill({status: 404, contentType: 'text/html; charset=utf-8', body: '<!doctype html><h1>Страница не найдена</h1>'}),
    );
    await page.goto('/docs/agent/quickstart');
    await hydrated(page);
    await searchBox(page).fill('как передать обращение');
    await expect(page.getByRole('alert')).toHaveText('Поиск временно недоступен. Обновите страницу.');
    await expect(page.locator('[class*="searchBarLoadingRing"]')).toBeHidden();
    await expect(page.getByRole('region', {name: 'Ответ'})).toHaveCount(0);
    // The results page does not say «Ищем…» for ever either.
    await page.goto(`/search?q=${encodeURIComponent('как передать обращение')}`);
    await expect(page.getByRole('main').getByText('Поиск временно недоступен. Обновите страницу.')).toBeVisible();
    await expect(page.getByRole('main').getByText('Ищем…')).toHaveCount(0);
    expect(pageErrors(errors)).toEqual([]);
  });
  test('once the search worker can load again, the next search on /search starts a fresh one and finds', async ({page, errors}) => {
    const worker = /\/search-worker\.[0-9a-f]+\.js$/;
    await page.route(worker, (route) =>
      route.fulfill({status: 404, contentType: 'text/html; charset=utf-8', body: '<!doctype html><h1>Страница не найдена</h1>'}),
    );
    await page.goto(`/search?q=${encodeURIComponent('передать обращение')}`);
    const main = page.getByRole('main');
    await expect(main.getByText('Поиск временно недоступен. Обновите страницу.')).toBeVisible();
    // The deploy has settled: the worker's script is there again, and the reader searches once more.
    await page.unroute(worker);
    await main.getByRole('searchbox').fill('перевод обращения');
    await expect(main.getByRole('article').first()).toBeVisible();
    await expect(main.getByText('Поиск временно недоступен. Обновите страницу.')).toHaveCount(0);
    expect(pageErrors(errors)).toEqual([]);
  });
  // A working index shows no such message: the search offline below, before the network goes.
});

test.describe('offline after the first load', () => {
  // The context serves the next test of the worker (reuseContext in playwright.config.ts), and
  // Playwright does not put it back online itself.
  test.afterEach(async ({context}) => context.setOffline(false));

  test('a page the reader pointed at still opens', async ({page, context, errors}) => {
    // The chunks of the FAQ's route, as its page lists them (src/internals/leanBundle/routeChunks.ts).
    const faq = readFileSync(builtPagePath(BUILD, '/docs/faq'), 'utf8');
    const chunks = /data-chunks="([^"]*)"/.exec(faq)?.[1].split(' ').filter(Boolean) ?? [];
    expect(chunks.length, 'chunks the FAQ page lists').toBeGreaterThan(0);
    await page.goto('/docs/start/whatis');
    await hydrated(page);
    const link = page.getByRole('contentinfo').getByRole('link', {name: 'Вопросы и ответы'});
    // Pointing at a link preloads its page, as a reader's mouse does before the click; once every
    // chunk of its route has run, the network goes. Run, not downloaded: a chunk the idle prefetching
    // had fetched shows in the resource timings before the preload runs it, and a click offline
    // before then made Docusaurus reload the page, into the browser's own error page. A chunk that
    // runs adds its ids to the bundler's list (self.webpackChunk<name>); each chunk file starts by
    // naming them: `(self.webpackChunk…||[]).push([["1668"],…`. (Asking window.docusaurus.preload
    // again waited for nothing: for a route already being preloaded it answers false at once.)
    const ids = chunks.flatMap((chunk) => {
      const named = /\.push\(\[\[([^\]]*)\]/.exec(readFileSync(path.join(BUILD, chunk), 'utf8'))?.[1];
      expect(named, `the ids ${chunk} runs as`).toBeTruthy();
      return named!.split(',').map((id) => id.replace(/"/g, ''));
    });
    await link.hover();
    await expect
      .poll(() => page.evaluate((wanted) => {
        const list = Object.entries(window).find(([name]) => name.startsWith('webpackChunk'))?.[1] as [Array<string | number>][] | undefined;
        const run = new Set((list ?? []).flatMap(([chunkIds]) => chunkIds.map(String)));
        return wanted.filter((id) => !run.has(id));
      }, ids), {message: 'chunks of /docs/faq not yet run'})
      .toEqual([]);
    // The pointer leaves the page before the network goes: left where the link was, it would rest on
    // whatever the FAQ draws there (a hub link in the sidebar) and preload that page's chunks offline.
    await page.mouse.move(-1, -1);
    await context.setOffline(true);
    await link.press('Enter');
    await expect(page).toHaveURL(/\/docs\/faq$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Частые вопросы');
    expect(pageErrors(errors)).toEqual([]);
  });

  test('a working index shows no message that search is unavailable; loaded, it still answers offline', async ({page, context, errors}) => {
    await page.goto('/docs/agent/quickstart');
    await hydrated(page);
    await searchBox(page).fill('оператор');
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    // A working index shows no such message as a failed one does (above).
    await expect(page.getByText('Поиск временно недоступен')).toHaveCount(0);
    await context.setOffline(true);
    await searchBox(page).fill('');
    await searchBox(page).fill('очередь');
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options.first()).toBeVisible();
    await expect(options.first()).toContainText(/очеред/i);
    await expect(page.getByText('Поиск временно недоступен')).toHaveCount(0);
    expect(pageErrors(errors)).toEqual([]);
  });
});

test.describe('URLs', () => {
  for (const path of ['/docs/no-such-page', '/docs/start/whatis/extra', '/совсем/нет']) {
    test(`${path} answers 404 with the Russian not-found page`, async ({page, errors}) => {
      const response = await page.goto(encodeURI(path));
      expect(response?.status()).toBe(404);
      await hydrated(page);
      await expect(page.getByRole('heading', {level: 1, name: 'Страница не найдена'})).toBeVisible();
      // No console error but the 404 of the document itself.
      expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
      expect(await cspViolations(page)).toEqual([]);
    });
  }

  test('/docs/x and /docs/x/ reach the same page with one canonical URL', async ({page, baseURL}) => {
    const canonical = () => page.locator('link[rel="canonical"]').getAttribute('href');
    const plain = await page.goto('/docs/start/whatis');
    expect(plain?.status()).toBe(200);
    expect(await canonical()).toBe(`${SITE_URL}/docs/start/whatis`);

    const slashed = await page.goto('/docs/start/whatis/?_highlight=x');
    const redirect = await slashed!.request().redirectedFrom()!.response();
    expect(redirect?.status()).toBe(308);
    expect(page.url()).toBe(`${baseURL}/docs/start/whatis?_highlight=x`);
    expect(await canonical()).toBe(`${SITE_URL}/docs/start/whatis`);
    await hydrated(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Что такое Чат-центр');

    const index = await page.goto('/docs/start/whatis.html');
    expect(index?.request().redirectedFrom()).not.toBeNull();
    expect(page.url()).toBe(`${baseURL}/docs/start/whatis`);
  });
});
