import {expect, test} from '@playwright/test';
import {spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {firstSentence, parseNote} from '../../src/plugins/releaseNotes/parseNote';
import {readNotes} from '../../src/plugins/releaseNotes/index';
import {atom, jsonFeed, roleFeed, rss} from '../../src/plugins/releaseNotes/feeds';
import {ROLES} from '../../src/plugins/releaseNotes/types';

const SITE = 'https://docs.example.ru';

const note = (body: string) => `---
slug: 6-30
title: Версия 6.30
description: Тестовая заметка.
tags: [history, rn]
date: 2026-01-14
---

Вступление.

{/* truncate */}

${body}`;

const text = (pieces: {text: string}[]) => pieces.map((p) => p.text).join('');

test('reads each item of each section with its kind, roles, summary, docs link and anchor', () => {
  const parsed = parseNote(
    note(`## Новое

- [Перенос виджета](/docs/admin/widget/transfer) — вкладка **Перенос** у виджета. Второе предложение. {/* roles: admin integrator */}

## Улучшения

- Подсказки бота скрываются щелчком, см. [Горячие клавиши](/docs/agent/threads/hotkeys). {/* roles: agent */}

## Исправления

- Поле \`primaryColor\` принимало \`#0B8\`. {/* roles: admin */}

## Изменения API

Появились операции: {/* roles: integrator */}

- \`GET /blocked-clients\` — список;
- \`DELETE /blocked-clients/{id}\` — снять.

Подробности — на странице [Блокировка](/docs/api/external-api/users/user-blocked).
`),
    'blog/2026-01-14-6-30.mdx',
    SITE,
  );
  expect(parsed).toMatchObject({version: '6.30', title: 'Версия 6.30', permalink: '/blog/6-30', date: '2026-01-14'});
  expect(parsed.changes.map((c) => [c.kind, c.roles, c.doc, c.anchor])).toEqual([
    ['new', ['admin', 'integrator'], '/docs/admin/widget/transfer', 'новое'],
    ['improved', ['agent'], '/docs/agent/threads/hotkeys', 'улучшения'],
    ['fixed', ['admin'], undefined, 'исправления'],
    // The list belongs to its paragraph; the paragraph without a marker lends its link.
    ['api', ['integrator'], '/docs/api/external-api/users/user-blocked', 'изменения-api'],
  ]);
  expect(text(parsed.changes[0].summary)).toBe('Перенос виджета\u00a0— вкладка Перенос у\u00a0виджета.');
  expect(parsed.changes[0].summary).toContainEqual({text: 'Перенос', strong: true});
  expect(text(parsed.changes[1].summary)).toBe('Подсказки бота скрываются щелчком, см.\u00a0Горячие клавиши.');
  expect(parsed.changes[2].summary).toEqual([{text: 'Поле '}, {text: 'primaryColor', code: true}, {text: ' принимало '}, {text: '#0B8', code: true}, {text: '.'}]);
  expect(text(parsed.changes[3].summary)).toBe('Появились операции.');
  // The feeds get the whole item, links absolute, and the list of an API paragraph.
  expect(parsed.changes[0].html).toBe(
    `<a href="${SITE}/docs/admin/widget/transfer">Перенос виджета</a>\u00a0— вкладка <strong>Перенос</strong> у\u00a0виджета. Второе предложение.`,
  );
  expect(parsed.changes[3].html).toContain('<ul><li><code>GET /blocked-clients</code>\u00a0— список;</li>');
});

test('a note breaking the rules fails with its file and line', () => {
  const parse = (body: string) => () => parseNote(note(body), 'blog/x.mdx', SITE);
  expect(parse('## Новое\n\n- Функция без ролей.\n')).toThrow(/blog\/x\.mdx:15: the item has no roles marker/);
  expect(parse('## Новое\n\n- Функция. {/* roles: admin boss */}\n')).toThrow(/unknown role "boss"/);
  expect(parse('## Новинки\n\n- Функция. {/* roles: admin */}\n')).toThrow(/unknown section «Новинки»/);
  expect(parse('## Изменения API\n\nАбзац без пометки.\n')).toThrow(/lists no change/);
  expect(parse('## Новое\n\n- Функция. {/* roles: admin */} {/* roles: agent */}\n')).toThrow(/blog\/x\.mdx:15: more than one roles marker/);
  // A marker that ends no change: on a line of its own, in the introduction, in a nested list.
  expect(parse('## Новое\n\n- Функция. {/* roles: admin */}\n\n{/* roles: agent */}\n')).toThrow(/blog\/x\.mdx:17: a roles marker that ends no item/);
  expect(parse('Вступление. {/* roles: agent */}\n\n## Новое\n\n- Функция. {/* roles: admin */}\n')).toThrow(/blog\/x\.mdx:13: a roles marker that ends no item/);
  expect(parse('## Новое\n\n- Функция. {/* roles: admin */}\n  - вложенный пункт {/* roles: agent */}\n')).toThrow(/blog\/x\.mdx:16: a roles marker that ends no item/);
  // The HTML comments of a Markdown note are no MDX.
  expect(parse('## Новое\n\n- Функция. <!-- roles: admin -->\n')).toThrow(/blog\/x\.mdx:15: not valid MDX: .*write \{\/\* roles: … \*\/\}/);
  expect(() => parseNote('---\nslug: intro\n---\n', 'blog/x.mdx', SITE)).toThrow(/no release slug/);
});

test('the screen of a feature, its import and the truncate marker are no text of a change', () => {
  const parsed = parseNote(
    note(`import Screen from '@site/src/components/Screen';
import shot from '@site/docs/admin/widget/img/transfer.screen.js';

## Новое

- [Перенос виджета](/docs/admin/widget/transfer) — вкладка **Перенос**. Второе предложение. {/* roles: admin */}
  <Screen shot={shot} alt="Вкладка «Перенос»" />
- Вторая функция. {/* roles: agent */}

## Изменения API

Появились операции: {/* roles: integrator */}

- \`GET /blocked-clients\` — список.
`),
    'blog/2026-01-14-6-30.mdx',
    SITE,
  );
  expect(parsed.changes.map((c) => [c.kind, c.roles, text(c.summary)])).toEqual([
    ['new', ['admin'], 'Перенос виджета\u00a0— вкладка Перенос.'],
    ['new', ['agent'], 'Вторая функция.'],
    ['api', ['integrator'], 'Появились операции.'],
  ]);
  expect(parsed.changes[0].html).toBe(`<a href="${SITE}/docs/admin/widget/transfer">Перенос виджета</a>\u00a0— вкладка <strong>Перенос</strong>. Второе предложение.`);
});

test('a release note in blog/ is MDX', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'blog-'));
  writeFileSync(path.join(dir, '2026-01-14-6-30.md'), note('## Новое\n\n- Функция. {/* roles: admin */}\n'));
  expect(() => readNotes(dir, SITE)).toThrow(/blog\/2026-01-14-6-30\.md: a release note is MDX/);
});

test('the first sentence ends at a period before a capital, not after an abbreviation or in code', () => {
  const pieces = [{text: 'Поле ищет, см. Журнал. Дальше '}, {text: 'a. B', code: true as const}];
  expect(text(firstSentence(pieces))).toBe('Поле ищет, см. Журнал.');
  expect(text(firstSentence([{text: 'Версия 6.24 и т. д. '}, {text: 'x. Y', code: true}]))).toBe('Версия 6.24 и т. д. x. Y');
});

test('every release note in blog/ marks each change with its roles', () => {
  const notes = readNotes(path.join(__dirname, '..', '..', 'blog'), SITE);
  expect(notes.map((n) => n.version)).toEqual(Array.from({length: 15}, (_, i) => `6.${27 - i}`));
  for (const n of notes) {
    expect(n.changes.filter((c) => c.kind === 'new').length, n.version).toBeGreaterThanOrEqual(1);
    for (const change of n.changes) {
      expect(change.roles.length).toBeGreaterThan(0);
      expect(text(change.summary).length, `${n.version}: ${text(change.summary)}`).toBeGreaterThan(20);
    }
  }
  // Every new feature links to its docs page; every API change is for integrators.
  expect(notes.flatMap((n) => n.changes.filter((c) => c.kind === 'new' && !c.doc))).toEqual([]);
  expect(notes.flatMap((n) => n.changes.filter((c) => c.kind === 'api' && !c.roles.includes('integrator')))).toEqual([]);
  for (const role of ROLES) {
    expect(notes.some((n) => n.changes.some((c) => c.roles.includes(role))), role).toBe(true);
  }
});

test('each note shows, under its truncate marker, the screen of its headline feature that the docs show', () => {
  const root = path.join(__dirname, '..', '..');
  const blogDir = path.join(root, 'blog');
  const notes = readNotes(blogDir, SITE);
  for (const release of readdirSync(blogDir).filter((file) => file.endsWith('.mdx'))) {
    const source = readFileSync(path.join(blogDir, release), 'utf8');
    const [summary, body] = source.split('{/* truncate */}');
    // The list /blog shows the summaries: no picture there.
    expect(summary, release).not.toMatch(/\.screen\.js|<Screen/);
    const imports = [...body.matchAll(/^import shot from '@site\/(docs\/.+)\/img\/([^/'@]+)(?:@([\d.]+))?\.screen\.js';$/gm)];
    expect(imports.length, `${release}: one screen, imported from a docs img folder`).toBe(1);
    const [, folder, id, asOf] = imports[0];
    // A picture as of another version than the note's would show what the note's version had not (screens/kit/labels.ts).
    expect(asOf === undefined || `slug: ${asOf.replace('.', '-')}` === /^slug: .*$/m.exec(source)?.[0], `${release}: the screen as of its own version`).toBe(true);
    // Right under the first item of «Новое», the headline feature, with its alt text.
    const [, item] = /^## Новое\n\n(- .*\n.*)$/m.exec(body) ?? [];
    expect(item?.split('\n')[1], release).toMatch(/^ {2}<Screen shot=\{shot\} alt="[^"]{30,}" \/>$/);
    // One source: the page of the feature shows this screen; a page without one, some page of its folder does.
    const note = notes.find((n) => source.includes(`slug: ${n.permalink.replace('/blog/', '')}\n`))!;
    const doc = note.changes.find((c) => c.kind === 'new')!.doc!.replace(/^\/docs\//, 'docs/').replace(/#.*/, '');
    const page = [`${doc}.mdx`, `${doc}.md`].find((file) => existsSync(path.join(root, file)));
    const shown = (file: string) => [...readFileSync(path.join(root, file), 'utf8').matchAll(/from '\.\/img\/([^/']+)\.screen\.js'/g)].map((m) => `${path.dirname(file)}/img/${m[1]}`);
    const pageScreens = page ? shown(page) : [];
    const screen = `${folder}/img/${id}`;
    if (pageScreens.length) {
      expect(pageScreens, `${release}: the screen of ${doc}`).toContain(screen);
    } else {
      const folderPages = readdirSync(path.join(root, folder)).filter((file) => /\.mdx?$/.test(file));
      expect(folderPages.flatMap((file) => shown(`${folder}/${file}`)), `${release}: ${screen} is shown in the docs`).toContain(screen);
    }
  }
});

test('a role feed holds only that role\'s changes, in RSS, Atom and JSON Feed 1.1', () => {
  const notes = readNotes(path.join(__dirname, '..', '..', 'blog'), SITE);
  const feed = roleFeed(notes, 'integrator', SITE);
  const withApi = notes.filter((n) => n.changes.some((c) => c.roles.includes('integrator')));
  expect(feed.entries.map((e) => e.title)).toEqual(withApi.map((n) => n.title));
  expect(feed.entries[0].html).not.toContain('Метрики производительности');
  const json = JSON.parse(jsonFeed(feed));
  expect(json).toMatchObject({version: 'https://jsonfeed.org/version/1.1', feed_url: `${SITE}/blog/roles/integrator/feed.json`});
  expect(rss(feed)).toContain(`<atom:link href="${SITE}/blog/roles/integrator/rss.xml" rel="self"`);
  expect(atom(feed)).toMatch(new RegExp(`<link rel="self" href="${SITE}/blog/roles/integrator/atom.xml"/>`));
  // The changes' HTML is text to a feed reader: escaped or in CDATA, never raw markup in the XML.
  for (const xml of [rss(feed), atom(feed)]) {
    const withoutCdata = xml.replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, '');
    expect(withoutCdata).not.toMatch(/<(li|h2|ul|a)\b/);
  }
  expect(json.items[0]).toMatchObject({content_html: feed.entries[0].html, date_published: expect.any(String)});
});

test('the note `npm run new-release` creates reads as is, each item with its roles', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'blog-'));
  const result = spawnSync(process.execPath, [path.join(__dirname, '..', '..', 'scripts', 'new-release.mjs'), '6.40', '--blog-dir', dir], {encoding: 'utf8'});
  expect(result.status, result.stderr).toBe(0);
  const [file] = readdirSync(dir);
  const parsed = parseNote(readFileSync(path.join(dir, file), 'utf8'), file, SITE);
  expect(parsed.changes.map((c) => [c.kind, c.roles])).toEqual([
    ['new', ['agent', 'admin']],
    ['improved', ['supervisor']],
    ['fixed', ['agent']],
  ]);
});
