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

test('a release note shows its reading time, author, and tags: history, rn and by role or area', async ({page}) => {
  await page.goto('/blog/6-27');
  await hydrated(page);
  await test.step('reading time and author', async () => {
    await expect(page.getByRole('heading', {level: 1, name: 'Версия 6.27'})).toBeVisible();
    await expect(page.getByText(/\d+\sмин чтения/).first()).toBeVisible();
    await expect(page.getByText('Команда Чат-центра').or(page.getByText('Анна Соколова')).or(page.getByText('Илья Морозов')).first()).toBeVisible();
  });
  await test.step('tags', async () => {
    const tags = page.locator('article footer a[rel="tag"], article footer a[href^="/blog/tags/"]');
    await expect(tags.filter({hasText: 'История версий'})).toHaveCount(1);
    await expect(tags.filter({hasText: 'Заметки о выпуске'})).toHaveCount(1);
    await expect(tags.filter({hasText: 'Интегратор'})).toHaveAttribute('href', '/blog/tags/integrator');
  });
});

// One load of /blog for what its first list page shows, then its second page.
test(`the list pages link the feeds, title each post below the page title and split the ${VERSIONS.length} notes into pages of 10`, async ({page}) => {
  await page.goto('/blog');
  await hydrated(page);
  await test.step('RSS, Atom and JSON feeds are linked from the page', async () => {
    for (const type of ['application/rss+xml', 'application/atom+xml', 'application/feed+json']) {
      await expect(page.locator(`head link[rel="alternate"][type="${type}"]`)).toHaveCount(1);
    }
  });
  await test.step('each post title is smaller than the page title', async () => {
    const size = (locator: Locator) => locator.evaluate((node) => parseFloat(getComputedStyle(node).fontSize));
    const h1 = await size(page.getByRole('heading', {level: 1}));
    const titles = page.getByRole('article').getByRole('heading', {level: 2});
    await expect(titles).toHaveCount(10);
    for (const title of await titles.all()) {
      expect(await size(title)).toBeLessThan(h1);
    }
  });
  await test.step('pages of 10', async () => {
    await expect(page.getByRole('article')).toHaveCount(10);
    await page.getByRole('link', {name: /Более старые записи/}).click();
    await expect(page).toHaveURL(/\/blog\/page\/2$/);
    await expect(page.getByRole('article')).toHaveCount(VERSIONS.length - 10);
  });
});

// feed.json needs no browser: tests/build-output/feeds.spec.ts. The XML feeds are parsed by the
// browser's own DOMParser, strict as a feed reader's, on the blank page: no page of the site to load.
test.describe('feeds', () => {
  for (const {file, item} of [
    {file: 'rss.xml', item: 'item > title'},
    {file: 'atom.xml', item: 'entry > title'},
  ]) {
    test(`${file} is well-formed XML with every release note, and links to itself (Atom link rel="self")`, async ({page, request}) => {
      const response = await request.get(`/blog/${file}`);
      expect(response.status()).toBe(200);
      const xml = await response.text();
      const parsed = await page.evaluate(
        ({xml, item}) => {
          const doc = new DOMParser().parseFromString(xml, 'application/xml');
          if (doc.querySelector('parsererror')) {
            return null;
          }
          return {
            titles: Array.from(doc.querySelectorAll(item), (node) => node.textContent),
            self: Array.from(doc.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link'))
              .filter((link) => link.getAttribute('rel') === 'self')
              .map((link) => link.getAttribute('href')),
          };
        },
        {xml, item},
      );
      expect(parsed, `${file} does not parse`).not.toBeNull();
      expect(parsed!.titles).toEqual(VERSIONS.map((v) => `Версия ${v}`));
      expect(parsed!.self).toEqual([`${site.url}/blog/${file}`]);
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

test.describe('tags', () => {
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
