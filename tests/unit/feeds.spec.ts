import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {atomWithSelf, feedScreens, JSON_FEED_VERSION, jsonFeed11, rssWithSelf} from '../../src/plugins/feeds';
import {rewriteFeeds} from '../../src/internals/blogFeeds';

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

test('a feed whose writer changed stops the build instead of staying as it was', () => {
  expect(() => rssWithSelf('<rss version="2.0"><feed></feed></rss>', `${URL}rss.xml`)).toThrow(/channel/);
  expect(() => atomWithSelf('<rss version="2.0"><channel></channel></rss>', `${URL}atom.xml`)).toThrow(/feed/);
  expect(() => jsonFeed11(JSON.stringify({version: 'https://jsonfeed.org/version/2', items: []}), `${URL}feed.json`, {language: 'ru', authors: []})).toThrow(/JSON Feed 1/);
  expect(() => jsonFeed11(JSON.stringify({version: 'https://jsonfeed.org/version/1', entries: []}), `${URL}feed.json`, {language: 'ru', authors: []})).toThrow(/items/);
  // A screen rendered differently (one <picture> inside a <div>) is not silently left in the feed.
  expect(() => feedScreens('<div class="screen"><picture><img src="https://docs.example.ru/a.jpg" alt=""></picture></div>')).toThrow(/picture/);
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

test('a product screen in a feed item is its light picture only, one <img> with an absolute URL', () => {
  // <Screen> as the blog plugin hands it over: the post's HTML read back, <img> URLs made absolute.
  const variant = (theme: string, name: string) =>
    `<picture class="${theme}_W9mf"><source media="(max-width: 600px)" srcset="/assets/ideal-img/${name}.narrow.588d4c7.720.jpg 720w" sizes="100vw" width="520" height="787">` +
    `<img class="image_CfjU" src="https://docs.example.ru/assets/ideal-img/${name}.1517008.720.jpg" srcset="https://docs.example.ru/assets/ideal-img/${name}.1517008.720.jpg 720w" ` +
    `sizes="(max-width: 996px) 100vw, 820px" width="1080" height="759" alt="Вкладка «Перенос»" loading="lazy" decoding="async" data-zoom-src="/assets/ideal-img/${name}.afea1e6.2160.jpg" style="background-image:url(data:image/png;base64,iVBORw0KGgo=)"></picture>`;
  const html = `<ul><li><a href="https://docs.example.ru/docs/admin/widget/transfer">Перенос виджета</a> — вкладка.\n<span class="screen_GWi0"><span class="frame_Qx1a">${variant('light', 'transfer')}${variant('dark', 'transfer.dark')}</span>` +
    `<span class="caption_Zx2b"><span class="label_Ab4d"></span><button type="button" class="enlarge_Yy3c" aria-label="Увеличить снимок"><svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true"><path d="M7 2Z"></path></svg></button></span></span></li><li>Второй пункт.</li></ul>`;
  expect(feedScreens(html)).toBe(
    '<ul><li><a href="https://docs.example.ru/docs/admin/widget/transfer">Перенос виджета</a> — вкладка.\n' +
      '<p><img src="https://docs.example.ru/assets/ideal-img/transfer.1517008.720.jpg" alt="Вкладка «Перенос»" width="1080" height="759"></p></li><li>Второй пункт.</li></ul>',
  );
  // A post without a screen is left as it is.
  expect(feedScreens('<p>Текст <span class="x">и</span> <img src="https://docs.example.ru/a.png" alt=""></p>')).toBe('<p>Текст <span class="x">и</span> <img src="https://docs.example.ru/a.png" alt=""></p>');
});
