import {expect, hydrated, test} from './fixtures';

/**
 * The theme's own words on a Russian site (`lang="ru"`), translated in i18n/en/code.json: the skip
 * link, admonitions, the table of contents, the pager, dates, the search page. That no English is left
 * anywhere a reader looks is tests/english.spec.ts's.
 */

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
  await expect(page.getByText(/\d+\sмин чтения/).first()).toBeVisible();
});

test('the search page names its results in Russian', async ({page}) => {
  await page.goto('/search?q=оператор');
  await hydrated(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Результаты поиска по запросу «оператор»');
  await expect(page.locator('#context-selector')).toContainText('Везде');
  // A count at the cap of 100 says so: «100 и больше, показаны первые 100».
  await expect(page.getByText(/^Найден(о документов: \d+( и больше, показаны первые \d+)?| 1 документ)$/)).toBeVisible();
  // The navbar's search box is named as it is labelled.
  await expect(page.locator('.navbar').getByRole('combobox', {name: 'Поиск'}).or(page.locator('.navbar').getByRole('textbox', {name: 'Поиск'}))).toBeVisible();
});
