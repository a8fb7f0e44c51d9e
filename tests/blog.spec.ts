import path from 'node:path';
import type {Locator} from '@playwright/test';
import {expect, hydrated, test} from './fixtures';
import {site} from '../src/config/site';
import {readNotes} from '../src/plugins/releaseNotes/index';
import {layoutProblems} from './layout';

/** The release notes in blog/, newest first: a new one (npm run new-release) is expected everywhere. */
const NOTES = readNotes(path.join(__dirname, '..', 'blog'), site.url);
const VERSIONS = NOTES.map((note) => note.version);

test(`the blog sidebar lists all ${VERSIONS.length} release notes, newest first`, async ({page}) => {
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
  await expect(page.getByText(/\d+\sмин чтения/).first()).toBeVisible();
  await expect(page.getByText('Команда Чат-центра').or(page.getByText('Анна Соколова')).or(page.getByText('Илья Морозов')).first()).toBeVisible();
});

test(`the list pages split the ${VERSIONS.length} notes into pages of 10`, async ({page}) => {
  await page.goto('/blog');
  await hydrated(page);
  await expect(page.getByRole('article')).toHaveCount(10);
  await page.getByRole('link', {name: /Более старые записи/}).click();
  await expect(page).toHaveURL(/\/blog\/page\/2$/);
  await expect(page.getByRole('article')).toHaveCount(VERSIONS.length - 10);
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

  test('feed.json is a JSON Feed 1.1 with every release note', async ({request}) => {
    const response = await request.get('/blog/feed.json');
    expect(response.status()).toBe(200);
    const feed = await response.json();
    expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
    expect(feed.feed_url).toBe(`${site.url}/blog/feed.json`);
    expect(feed.language).toBe('ru');
    expect(feed.authors).toEqual([expect.objectContaining({name: expect.any(String)})]);
    expect(feed).not.toHaveProperty('author');
    expect(feed.items.map((i: {title: string}) => i.title)).toEqual(VERSIONS.map((v) => `Версия ${v}`));
    for (const item of feed.items) {
      expect(item.url).toMatch(/\/blog\/6-\d+$/);
      expect(item.date_published).toMatch(/^\d{4}-\d\d-\d\dT/);
      // One author or two: a note about the API is signed with the API lead too.
      expect(item.authors.length, item.title).toBeGreaterThan(0);
      expect(item.authors).toEqual(item.authors.map(() => expect.objectContaining({name: expect.any(String)})));
      expect(item).not.toHaveProperty('author');
    }
  });

  for (const file of ['rss.xml', 'atom.xml']) {
    test(`${file} links to itself (Atom link rel="self")`, async ({page, request}) => {
      const xml = await (await request.get(`/blog/${file}`)).text();
      await page.goto('/');
      const hrefs = await page.evaluate((xml) => {
        const doc = new DOMParser().parseFromString(xml, 'application/xml');
        return Array.from(doc.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link'))
          .filter((link) => link.getAttribute('rel') === 'self')
          .map((link) => link.getAttribute('href'));
      }, xml);
      expect(hrefs).toEqual([`${site.url}/blog/${file}`]);
    });
  }
});

test('the archive lists every release note newest first by month, dated in Russian, each with what it brought, readable on a phone', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/blog/archive');
  await hydrated(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Архив');
  const main = page.locator('main');
  await expect(main.getByText('Архив', {exact: true})).toHaveCount(1);
  await expect(main.getByRole('listitem').getByRole('link')).toHaveText(VERSIONS.map((v) => `Версия ${v}`));
  const newest = new Date(NOTES[0].date).toLocaleDateString('ru-RU', {day: 'numeric', month: 'long', timeZone: 'UTC'});
  await expect(main.getByRole('listitem').first()).toContainText(newest);
  await expect(main).not.toContainText(/January|November/);
  // Years and months under them, newest first, each month with its notes.
  const months = [...new Set(NOTES.map((note) => new Date(note.date).toISOString().slice(0, 7)))];
  await expect(main.getByRole('heading', {level: 2})).toHaveText([...new Set(months.map((month) => month.slice(0, 4)))]);
  await expect(main.getByRole('heading', {level: 3})).toHaveCount(months.length);
  const newestMonth = new Date(`${months[0]}-01T00:00:00Z`).toLocaleDateString('ru-RU', {month: 'long', timeZone: 'UTC'});
  await expect(main.getByRole('heading', {level: 3}).first()).toHaveText(new RegExp(`^${newestMonth}\\W*$`, 'i'));
  const inNewestMonth = NOTES.filter((note) => new Date(note.date).toISOString().startsWith(months[0]));
  await expect(main.getByRole('region', {name: new RegExp(`^${newestMonth}\\W*$`, 'i')}).getByRole('listitem').getByRole('link')).toHaveText(
    inNewestMonth.map((note) => `Версия ${note.version}`),
  );
  // What each version brought: its note's description, a sentence, not a bare date.
  for (const item of await main.getByRole('listitem').all()) {
    expect((await item.locator('p').last().textContent())!.length).toBeGreaterThan(40);
  }
  expect(await layoutProblems(page)).toEqual([]);
});

test('on the list page each post title is smaller than the page title', async ({page}) => {
  await page.goto('/blog');
  await hydrated(page);
  const size = (locator: Locator) => locator.evaluate((node) => parseFloat(getComputedStyle(node).fontSize));
  const h1 = await size(page.getByRole('heading', {level: 1}));
  const titles = page.getByRole('article').getByRole('heading', {level: 2});
  await expect(titles).toHaveCount(10);
  for (const title of await titles.all()) {
    expect(await size(title)).toBeLessThan(h1);
  }
});

test.describe('tags', () => {
  test('each release note keeps history and rn and has tags by role or area', async ({page}) => {
    await page.goto('/blog/6-27');
    await hydrated(page);
    const tags = page.locator('article footer a[rel="tag"], article footer a[href^="/blog/tags/"]');
    await expect(tags.filter({hasText: 'История версий'})).toHaveCount(1);
    await expect(tags.filter({hasText: 'Заметки о выпуске'})).toHaveCount(1);
    await expect(tags.filter({hasText: 'Интегратор'})).toHaveAttribute('href', '/blog/tags/integrator');
  });

  test('a role tag lists only the notes for that role, under its Russian name', async ({page}) => {
    await page.goto('/blog/tags/integrator');
    await hydrated(page);
    await expect(page.getByRole('heading', {level: 1})).toContainText('Интегратор');
    await expect(page.getByRole('article')).toHaveCount(6);
    await expect(page.getByRole('article').getByRole('heading', {level: 2})).toHaveText(
      ['6.27', '6.24', '6.23', '6.21', '6.19', '6.15'].map((v) => `Версия ${v}`),
    );
  });
});
