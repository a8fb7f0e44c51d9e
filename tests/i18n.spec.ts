import type {Page} from '@playwright/test';
import {expect, hydrated, resize, test} from './fixtures';

/**
 * The theme's own words on a Russian site (`lang="ru"`), translated in i18n/en/code.json. The spec
 * quotes only these in English, and they stay so: 'No results', 'See all results', 'See all results
 * within/outside "{context}"', '← Back to main menu', 'This page crashed', 'Try again', 'Page Error'.
 */
const ENGLISH_CHROME = [
  'Skip to main content',
  'On this page',
  'Previous',
  'Next',
  'Copy',
  'Copied',
  'Close',
  'Switch between dark and light mode',
  'min read',
  'Read more',
  'Older entries',
  'Newer entries',
  'Older post',
  'Newer post',
  'Archive',
  'Tags:',
  'Search',
  'Everywhere',
  'documents found',
  'Search results for',
  'Edit this page',
  'Home page',
  'Scroll back to top',
];

/** Visible texts, accessible names and tooltips of the page, outside the article's own prose. */
async function chromeTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = new Set<string>();
    const prose = (el: Element) => el.closest('.markdown, .theme-code-block pre, [class*="searchResult"]') !== null;
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      if (prose(el) && !el.closest('.theme-admonition-heading, [class*="admonitionHeading"], button')) {
        continue;
      }
      for (const attribute of ['aria-label', 'title', 'placeholder']) {
        const value = el.getAttribute(attribute);
        if (value) {
          texts.add(value.trim());
        }
      }
      const own = Array.from(el.childNodes)
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent?.trim())
        .join(' ')
        .trim();
      if (own && el.getClientRects().length > 0) {
        texts.add(own);
      }
    }
    return [...texts];
  });
}

function english(texts: string[]): string[] {
  return texts.filter((text) => ENGLISH_CHROME.some((word) => new RegExp(`(^|[^A-Za-z])${word}([^A-Za-z]|$)`, 'i').test(text)));
}

const PAGES = [
  {name: 'a guide page with admonitions', path: '/docs/supervisor/monitoring-new/agents'},
  {name: 'an API page with code', path: '/docs/api/external-api/messages'},
  {name: 'the blog list', path: '/blog'},
  {name: 'a release note', path: '/blog/6-27'},
  {name: 'the search page', path: '/search?q=оператор'},
];

// Each page is opened once on a phone and resized to a desktop (a reload per width only repeated the
// page's start-up); a failure names its width.
for (const {name, path} of PAGES) {
  test(`${name} has no English theme labels at 390 and 1280 px`, async ({page}) => {
    await page.setViewportSize({width: 390, height: 900});
    await page.goto(path);
    await hydrated(page);
    if (path.startsWith('/search')) {
      await expect(page.getByText(/Найден(о документов: \d+| 1 документ)/)).toBeVisible();
    }
    expect.soft(english(await chromeTexts(page)), 'at 390 px').toEqual([]);
    await resize(page, {width: 1280, height: 900});
    expect.soft(english(await chromeTexts(page)), 'at 1280 px').toEqual([]);
  });
}

test('a guide page speaks Russian: skip link, admonitions, table of contents, pager, copy button', async ({page}) => {
  await page.setViewportSize({width: 390, height: 900});
  await page.goto('/docs/supervisor/monitoring-new/agents');
  await hydrated(page);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', {name: 'Перейти к содержимому'})).toBeFocused();
  await expect(page.getByRole('button', {name: 'На этой странице'})).toBeVisible();
  await expect(page.locator('.theme-admonition-warning').first()).toContainText(/предупреждение/i);
  await expect(page.getByRole('navigation', {name: 'Соседние страницы'})).toContainText(/Назад|Далее/);
});

test('release notes are dated in Russian, with the reading time in minutes', async ({page}) => {
  await page.goto('/blog/6-27');
  await hydrated(page);
  const info = page.locator('article header time').first();
  await expect(info).toHaveText(/^\d{1,2} (января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря) \d{4}/);
  await expect(page.getByText(/\d+ мин чтения/).first()).toBeVisible();
});

test('the search page names its results in Russian', async ({page}) => {
  await page.goto('/search?q=оператор');
  await hydrated(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Результаты поиска по запросу «оператор»');
  await expect(page.locator('#context-selector')).toContainText('Везде');
  await expect(page.getByText(/^Найден(о документов: \d+| 1 документ)$/)).toBeVisible();
  // The navbar's search box is named as it is labelled.
  await expect(page.locator('.navbar').getByRole('combobox', {name: 'Поиск'}).or(page.locator('.navbar').getByRole('textbox', {name: 'Поиск'}))).toBeVisible();
});

test('the labels the spec quotes in English stay in English', async ({page}) => {
  await page.setViewportSize({width: 390, height: 900});
  await page.goto('/docs/agent/quickstart');
  await hydrated(page);
  await page.getByRole('button', {name: 'Открыть меню'}).click();
  await expect(page.getByRole('button', {name: '← Back to main menu'})).toBeVisible();
});
