import type {Page} from '@playwright/test';
import {expect, hydrated, idleWorkDone, test} from './fixtures';

// Code blocks load their highlighter (Prism with the extra grammars) only where a page shows code,
// and each API request is shown in one language at a time, chosen by tabs shared across the site.

const API_PAGE = '/docs/api/external-api/messages';

/** The distinct text colours inside a code block: one for unhighlighted code, several when highlighted. */
async function colours(page: Page, index = 0): Promise<number> {
  const code = page.getByRole('tabpanel').locator('pre code').nth(index);
  await expect(code).toBeVisible();
  const all = await code.locator('span').evaluateAll((spans) => spans.map((span) => getComputedStyle(span).color));
  return new Set(all).size;
}

/**
 * Scripts the page downloaded that carry the highlighter's grammars. A script still downloading when
 * the test navigates away (a prefetch) has no body left to read: it was not run on a page we check.
 */
function recordHighlighterScripts(page: Page): string[] {
  const found: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') {
      return;
    }
    const body = await response.text().catch(() => '');
    if (body.includes('languages.textile')) {
      found.push(new URL(response.url()).pathname);
    }
  });
  return found;
}

// One load of the API page: the tabs, the copy button, then the dark theme.
test('an API sample is highlighted, one language at a time, the choice carries to every sample, the copy button copies the sample shown, and dark mode takes the dark code theme', async ({page, context, errors}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.emulateMedia({colorScheme: 'light'});
  await page.goto(API_PAGE);
  await hydrated(page);
  const firstTabs = page.getByRole('tablist').first();
  const panel = page.getByRole('tabpanel').first();
  await test.step('highlighted, one language at a time, the choice carried to every sample', async () => {
    await expect(firstTabs.getByRole('tab', {name: 'curl'})).toHaveAttribute('aria-selected', 'true');
    await expect(panel).toContainText("curl 'https://chat.example.ru/api/v1/threads/");
    await expect(panel).not.toContainText('import requests');
    await expect.poll(() => colours(page)).toBeGreaterThan(2);

    await firstTabs.getByRole('tab', {name: 'Python'}).click();
    await expect(panel).toContainText('import requests');
    await expect(panel).not.toContainText("curl 'https://");
    await expect.poll(() => colours(page)).toBeGreaterThan(2);
    // Every other group of samples on the page switched too.
    for (const tabs of await page.getByRole('tablist').all()) {
      await expect(tabs.getByRole('tab', {name: 'Python'})).toHaveAttribute('aria-selected', 'true');
    }
  });
  await test.step('the copy button copies the sample shown', async () => {
    await firstTabs.getByRole('tab', {name: 'JavaScript'}).click();
    await panel.hover();
    await panel.getByRole('button', {name: 'Копировать код'}).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('const response = await fetch(url, {');
    expect(copied).not.toContain('curl');
  });
  await test.step('in dark mode the samples take the dark code theme', async () => {
    await page.getByRole('button', {name: /Сменить тему/}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    // In the dark theme the samples are redone at once, wherever they are on the page.
    const sample = page.getByRole('tabpanel').first().locator('pre');
    const background = () => sample.evaluate((pre) => getComputedStyle(pre).backgroundColor).catch(() => 'replaced');
    await expect.poll(background).toBe('rgb(30, 30, 30)');
  });
  expect(errors).toEqual([]);
});

test('a page without code does not download the highlighter; reaching code by a link does', async ({page, errors}) => {
  const highlighter = recordHighlighterScripts(page);
  await page.goto('/docs/start/whatis');
  await hydrated(page);
  await idleWorkDone(page);
  expect(highlighter).toEqual([]);

  await page.goto('/docs/api');
  await hydrated(page);
  await page.getByRole('main').getByRole('link', {name: 'Сообщения'}).first().click();
  await expect(page).toHaveURL(API_PAGE);
  await expect(page.getByRole('tabpanel').first()).toContainText("curl 'https://chat.example.ru/api/v1/threads/");
  await expect.poll(() => colours(page)).toBeGreaterThan(2);
  expect(highlighter).toHaveLength(1);
  expect(errors).toEqual([]);
});

test('where the code is further down, the highlighter loads as the reader comes near it', async ({page, errors}) => {
  // One column (below 1200 px): from 1200 px an operation's samples stand beside it, on the first screen.
  await page.setViewportSize({width: 1100, height: 720});
  const highlighter = recordHighlighterScripts(page);
  await page.goto(API_PAGE);
  await hydrated(page);
  await idleWorkDone(page);
  expect(highlighter).toEqual([]);
  // Until then the server's highlighting stands in, also where the tabs mounted their samples again.
  expect(await colours(page)).toBeGreaterThan(2);
  const sample = page.getByRole('tabpanel').first();
  await sample.scrollIntoViewIfNeeded();
  await expect.poll(() => highlighter.length).toBe(1);
  await sample.hover();
  await expect(sample.getByRole('button', {name: 'Копировать код'})).toBeVisible();
  expect(errors).toEqual([]);
});
