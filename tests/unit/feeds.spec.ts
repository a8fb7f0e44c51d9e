import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {atomWithSelf, JSON_FEED_VERSION, jsonFeed11, rewriteFeeds, rssWithSelf} from '../../src/plugins/feeds';

const URL = 'https://docs.example.ru/blog/';

test('feed.json becomes JSON Feed 1.1 with its URL, language, authors and publication dates', () => {
  const v1 = JSON.stringify({
    version: 'https://jsonfeed.org/version/1',
    title: 'История версий',
    home_page_url: 'https://docs.example.ru/blog',
    items: [
      {
        id: 'https://docs.example.ru/blog/6-27',
        title: 'Версия 6.27',
        date_modified: '2025-11-19T00:00:00.000Z',
        author: {name: 'Анна Соколова'},
        authors: [{name: 'Анна Соколова'}, {name: 'Илья Морозов'}],
      },
      {id: 'https://docs.example.ru/blog/6-26', title: 'Версия 6.26', date_modified: '2025-10-29T00:00:00.000Z', author: {name: 'Илья Морозов'}},
    ],
  });
  const feed = JSON.parse(jsonFeed11(v1, `${URL}feed.json`, {language: 'ru', authors: [{name: 'Команда', url: 'https://docs.example.ru'}]}));
  expect(feed).toMatchObject({
    version: JSON_FEED_VERSION,
    feed_url: `${URL}feed.json`,
    language: 'ru',
    authors: [{name: 'Команда', url: 'https://docs.example.ru'}],
  });
  expect(feed.items.map((item: Record<string, unknown>) => [item.date_published, item.authors, 'author' in item])).toEqual([
    ['2025-11-19T00:00:00.000Z', [{name: 'Анна Соколова'}, {name: 'Илья Морозов'}], false],
    ['2025-10-29T00:00:00.000Z', [{name: 'Илья Морозов'}], false],
  ]);
});

test('RSS gets its atom:link rel="self" and the Atom namespace, once', () => {
  const rss = '<?xml version="1.0" encoding="utf-8"?>\n<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/">\n    <channel>\n        <title>t</title>';
  const self = rssWithSelf(rss, `${URL}rss.xml`);
  expect(self).toContain('xmlns:atom="http://www.w3.org/2005/Atom"');
  expect(self).toContain(`<channel>\n        <atom:link href="${URL}rss.xml" rel="self" type="application/rss+xml"/>`);
  expect(rssWithSelf(self, `${URL}rss.xml`)).toBe(self);
});

test('Atom gets its link rel="self", once', () => {
  const atom = '<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom">\n    <id>x</id>';
  const self = atomWithSelf(atom, `${URL}atom.xml`);
  expect(self).toContain(`<feed xmlns="http://www.w3.org/2005/Atom">\n    <link rel="self" type="application/atom+xml" href="${URL}atom.xml"/>`);
  expect(atomWithSelf(self, `${URL}atom.xml`)).toBe(self);
});

test('rewriteFeeds finishes the three feeds of a build, each naming its own URL', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'feeds-'));
  try {
    mkdirSync(path.join(dir, 'blog'));
    writeFileSync(path.join(dir, 'blog', 'feed.json'), JSON.stringify({version: 'https://jsonfeed.org/version/1', title: 't', items: []}));
    writeFileSync(path.join(dir, 'blog', 'rss.xml'), '<rss version="2.0">\n    <channel>\n    </channel>\n</rss>');
    writeFileSync(path.join(dir, 'blog', 'atom.xml'), '<feed xmlns="http://www.w3.org/2005/Atom">\n</feed>');
    // The blog plugin's routeBasePath after validation may carry slashes.
    await rewriteFeeds(dir, {url: 'https://docs.example.ru', baseUrl: '/'}, {routeBasePath: '/blog/', language: 'ru', authors: []});
    expect(JSON.parse(readFileSync(path.join(dir, 'blog', 'feed.json'), 'utf8')).feed_url).toBe(`${URL}feed.json`);
    expect(readFileSync(path.join(dir, 'blog', 'rss.xml'), 'utf8')).toContain(`href="${URL}rss.xml"`);
    expect(readFileSync(path.join(dir, 'blog', 'atom.xml'), 'utf8')).toContain(`href="${URL}atom.xml"`);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});
