import {expect, hydrated, test} from './fixtures';

const VERSIONS = Array.from({length: 15}, (_, i) => `6.${27 - i}`);

test('the blog sidebar lists all 15 release notes of 2025, newest first', async ({page}) => {
  await page.goto('/blog/6-20');
  await hydrated(page);
  const sidebar = page.getByRole('navigation', {name: 'Последние выпуски'});
  await expect(sidebar.getByText('История версий')).toBeVisible();
  await expect(sidebar.getByText('2025', {exact: true})).toBeVisible();
  await expect(sidebar.getByRole('link')).toHaveText(VERSIONS.map((v) => `Версия ${v}`));
});

test('a release note shows its reading time and author', async ({page}) => {
  await page.goto('/blog/6-27');
  await hydrated(page);
  await expect(page.getByRole('heading', {level: 1, name: 'Версия 6.27'})).toBeVisible();
  await expect(page.getByText(/\d+ мин чтения/).first()).toBeVisible();
  await expect(page.getByText('Команда Чат-центра').or(page.getByText('Анна Соколова')).or(page.getByText('Илья Морозов')).first()).toBeVisible();
});

test('the list pages split the 15 notes into pages of 10', async ({page}) => {
  await page.goto('/blog');
  await hydrated(page);
  await expect(page.getByRole('article')).toHaveCount(10);
  await page.getByRole('link', {name: /Более старые записи/}).click();
  await expect(page).toHaveURL(/\/blog\/page\/2$/);
  await expect(page.getByRole('article')).toHaveCount(5);
});

test.describe('feeds', () => {
  test('RSS, Atom and JSON feeds are linked from the pages', async ({page}) => {
    await page.goto('/blog');
    for (const type of ['application/rss+xml', 'application/atom+xml', 'application/feed+json']) {
      await expect(page.locator(`head link[rel="alternate"][type="${type}"]`)).toHaveCount(1);
    }
  });

  for (const {file, item} of [
    {file: 'rss.xml', item: 'item > title'},
    {file: 'atom.xml', item: 'entry > title'},
  ]) {
    test(`${file} is well-formed XML with every release note`, async ({page, request}) => {
      const response = await request.get(`/blog/${file}`);
      expect(response.status()).toBe(200);
      const xml = await response.text();
      await page.goto('/');
      const titles = await page.evaluate(
        ({xml, item}) => {
          const doc = new DOMParser().parseFromString(xml, 'application/xml');
          if (doc.querySelector('parsererror')) {
            return null;
          }
          return Array.from(doc.querySelectorAll(item), (node) => node.textContent);
        },
        {xml, item},
      );
      expect(titles, `${file} does not parse`).not.toBeNull();
      expect(titles).toEqual(VERSIONS.map((v) => `Версия ${v}`));
    });
  }

  test('feed.json is a JSON Feed with every release note', async ({request}) => {
    const response = await request.get('/blog/feed.json');
    expect(response.status()).toBe(200);
    const feed = await response.json();
    expect(feed.version).toMatch(/^https:\/\/jsonfeed\.org\/version\/1/);
    expect(feed.items.map((i: {title: string}) => i.title)).toEqual(VERSIONS.map((v) => `Версия ${v}`));
    for (const item of feed.items) {
      expect(item.url).toMatch(/\/blog\/6-\d+$/);
    }
  });
});
