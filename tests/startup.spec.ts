import type {Page} from '@playwright/test';
import {expect, hydrated, idleWorkDone, neverIdle, test} from './fixtures';

// How the page starts (src/internals/leanBundle/clientEntry.ts, src/utils/whenIdle.ts): the app is
// evaluated in steps, work nobody waits for (the closed mobile menu) waits until the browser is
// idle, and the pages that links in view lead to are not prefetched. These tests check that readers lose
// nothing by it: each behaviour also holds when the browser never reports being idle.

/** The chunks the page asked the browser to prefetch. */
function prefetched(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]'), (link) => link.href),
  );
}

// One load for both: the page as it starts, then what it prefetched once idle.
test('the page starts: hydrated, interactive, with no error; links in view are not prefetched; a link the reader points at is preloaded', async ({page, errors}) => {
  await page.goto('/docs/agent/quickstart');
  await hydrated(page);
  await page.getByRole('button', {name: /Сменить тему/}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await idleWorkDone(page);
  expect(await prefetched(page)).toEqual([]);
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
  await page.getByRole('contentinfo').getByRole('link', {name: 'Архив'}).hover();
  await expect.poll(() => scripts.length).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({viewport: {width: 390, height: 800}});

  test('the closed menu is ready once the browser is idle', async ({page}) => {
    await page.goto('/docs/agent/quickstart');
    await hydrated(page);
    const back = page.getByRole('button', {name: '← Back to main menu', includeHidden: true});
    await expect(back).toBeAttached();
    await expect(back).toBeHidden();
    await page.getByRole('button', {name: 'Открыть меню'}).click();
    await expect(back).toBeVisible();
  });

  test('a reader who opens the menu before the browser is idle gets the docs sidebar', async ({page, errors}) => {
    await neverIdle(page);
    await page.goto('/docs/agent/quickstart');
    await hydrated(page);
    const back = page.getByRole('button', {name: '← Back to main menu', includeHidden: true});
    await expect(back).toHaveCount(0);
    await page.getByRole('button', {name: 'Открыть меню'}).click();
    await expect(back).toBeVisible();
    const menu = page.getByRole('navigation', {name: 'Главное меню'});
    await expect(menu.getByRole('link', {name: 'Быстрый старт оператора', exact: true})).toBeVisible();
    await back.click();
    await expect(menu.getByRole('link', {name: 'Написать в поддержку'})).toBeVisible();
    expect(errors).toEqual([]);
  });
});

// The fixture answers third parties without turning the browser's cache off (tests/fixtures.ts):
// Metrica's tag.js is answered locally, never by the network, and the next page takes the bundles
// from the cache (0 bytes transferred), as a reader's browser does. With Playwright's page.route the
// cache is off and the second page downloads main.js again.
test('third parties are answered locally and the next page takes the bundles from the cache', async ({page, errors}) => {
  test.skip(!process.env.YANDEX_METRICA_ID, 'The build under test has no YANDEX_METRICA_ID; `npm test` builds with one.');
  const tag: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('/tag.js')) {
      tag.push(response.status());
    }
  });
  const mainJsBytes = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/js\/main\.[0-9a-f]+\.js$/.test(entry.name))
        .map((entry) => (entry as PerformanceResourceTiming).transferSize),
    );
  await page.goto('/docs/agent/quickstart');
  await hydrated(page);
  expect((await mainJsBytes())[0], 'main.js downloaded on the first page').toBeGreaterThan(0);
  await expect.poll(() => tag, {message: 'tag.js requested after load and answered locally'}).toEqual([204]);
  await page.goto('/docs/supervisor');
  await hydrated(page);
  expect(await mainJsBytes(), 'main.js from the cache on the second page').toEqual([0]);
  expect(errors).toEqual([]);
});
