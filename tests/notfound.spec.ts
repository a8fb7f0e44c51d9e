import {SECTIONS} from '../src/config/sections';
import {expect, hydrated, test} from './fixtures';

test.describe('the not-found page is no dead end', () => {
  test('it links into each audience section and the release notes, and every link leads to a page', async ({page, request}) => {
    const response = await page.goto('/nonexistent');
    expect(response?.status()).toBe(404);
    await hydrated(page);
    const main = page.getByRole('main');
    const expected = [
      ...SECTIONS.flatMap((section) => (section.home ? [{name: section.title, to: section.home.entry.to}] : [])),
      {name: 'История версий', to: '/blog'},
    ];
    expect(expected.length).toBeGreaterThanOrEqual(5);
    for (const {name, to} of expected) {
      const link = main.getByRole('link', {name, exact: true});
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', to);
      expect((await request.get(to)).status(), `${to} answers`).toBe(200);
    }
  });

  test('its search box finds pages', async ({page}) => {
    await page.goto('/docs/no-such-page');
    await hydrated(page);
    const box = page.getByRole('main').getByRole('searchbox', {name: 'Поиск'});
    await box.fill('оператор');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=%D0%BE%D0%BF%D0%B5%D1%80%D0%B0%D1%82%D0%BE%D1%80$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Результаты поиска по запросу «оператор»');
  });

  test('its links work before the scripts have run', async ({browser, baseURL}) => {
    const context = await browser.newContext({javaScriptEnabled: false, baseURL});
    const page = await context.newPage();
    await page.goto('/nonexistent');
    await expect(page.getByRole('main').getByRole('link', {name: 'Оператору', exact: true})).toHaveAttribute('href', '/docs/agent/quickstart');
    await expect(page.getByRole('main').getByRole('searchbox', {name: 'Поиск'})).toBeVisible();
    await context.close();
  });
});
