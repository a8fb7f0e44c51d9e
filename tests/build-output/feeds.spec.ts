import path from 'node:path';
import {expect, test} from '@playwright/test';
import {site} from '../../src/config/site';
import {readNotes} from '../../src/plugins/releaseNotes/index';

/**
 * The blog's JSON feed as served: a plain request, no browser. The XML feeds are parsed by the
 * browser's strict XML parser in tests/blog.spec.ts.
 */
const NOTES = readNotes(path.join(__dirname, '..', '..', 'blog'), site.url);

test('feed.json is a JSON Feed 1.1 with every release note', async ({request}) => {
  const response = await request.get('/blog/feed.json');
  expect(response.status()).toBe(200);
  const feed = await response.json();
  expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
  expect(feed.feed_url).toBe(`${site.url}/blog/feed.json`);
  expect(feed.language).toBe('ru');
  expect(feed.authors).toEqual([expect.objectContaining({name: expect.any(String)})]);
  expect(feed).not.toHaveProperty('author');
  expect(feed.items.map((i: {title: string}) => i.title)).toEqual(NOTES.map((note) => `Версия ${note.version}`));
  for (const item of feed.items) {
    expect(item.url).toMatch(/\/blog\/6-\d+$/);
    expect(item.date_published).toMatch(/^\d{4}-\d\d-\d\dT/);
    // One author or two: a note about the API is signed with the API lead too.
    expect(item.authors.length, item.title).toBeGreaterThan(0);
    expect(item.authors).toEqual(item.authors.map(() => expect.objectContaining({name: expect.any(String)})));
    expect(item).not.toHaveProperty('author');
  }
});
