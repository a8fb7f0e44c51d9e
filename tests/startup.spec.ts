import type {Page} from '@playwright/test';
import {expect, hydrated, neverIdle, test} from './fixtures';

// How the page starts (src/plugins/leanBundle/clientEntry.ts, src/utils/whenIdle.ts): the app is
// evaluated in steps, and work nobody waits for (the closed mobile menu, prefetching the pages that
// links in view lead to) waits until the browser is idle. These tests check that readers lose
// nothing by it: each behaviour also holds when the browser never reports being idle.

/** The chunks the page asked the browser to prefetch. */
function prefetched(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]'), (link) => link.href),
  );
}

test('the page starts: hydrated, interactive, with no error', async ({page, errors}) => {
  await page.goto('/docs/agent/quickstart');
  await hydrated(page);
  await page.getByRole('button', {name: /Сменить тему/}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(errors).toEqual([]);
});

test('links in view are prefetched once the browser is idle', async ({page}) => {
  await page.goto('/docs/agent/quickstart');
  await hydrated(page);
  await expect.poll(async () => (await prefetched(page)).length).toBeGreaterThan(0);
});

test('while the browser is busy, nothing is prefetched', async ({page}) => {
  await neverIdle(page);
  await page.goto('/docs/agent/quickstart');
  await hydrated(page);
  await page.waitForTimeout(500);
  expect(await prefetched(page)).toEqual([]);
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
