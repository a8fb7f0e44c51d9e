import type {Page} from '@playwright/test';
import {axeViolations, rulesFor} from './axe';
import {expect, holdMainBundle, hydrated, switchTheme, test} from './fixtures';
import {layoutShift, recordLayoutShifts} from './layoutShift';
import {ROLES} from '../src/plugins/releaseNotes/types';
import {expected, NOTES, summaryText} from './releaseNotes';

// The selects, no version, unknown values, an empty result and a failed load: tests/components/since.spec.ts.
const block = (page: Page) => page.getByRole('region', {name: /^Что изменилось после версии/});

// What the view lists for a version and a role, item by item (summaries, links to the notes and docs,
// the feed links), is checked on its story with the same changes: tests/components/since.spec.ts. Here,
// the built blog with the changes the build wrote: the count, the notes under the view, where its links
// lead, and axe.
test('/blog?since=6.24&role=admin lists the admin changes after 6.24 of the built blog, its links lead to the note and the docs page, and it has no axe violations in either theme', async ({page, errors}) => {
  // axe twice and two navigations on one load: the time of two tests on a busy machine.
  test.setTimeout(60_000);
  await page.goto('/blog?since=6.24&role=admin');
  await hydrated(page);
  const since = block(page);
  await expect(since.getByRole('heading', {level: 2})).toHaveText('Что изменилось после версии 6.24');

  const changes = expected('6.24', 'admin');
  // The versions after 6.24 with admin changes (6.25–6.27 and any note added since), newest first.
  const versions = [...new Set(changes.map(({note}) => note.version))];
  expect(versions.length).toBeGreaterThanOrEqual(3);
  await expect(since.getByText(new RegExp(`^${changes.length}\\sизменени[йяе]\\sдля\\sадминистратора\\sв\\s${versions.length}\\sверсиях$`))).toBeVisible();
  const items = since.getByRole('listitem');
  await expect(items).toHaveCount(changes.length);
  // Under the summary, the notes it does not cover: the reader's version and older, not 6.25–6.27 again.
  await expect(page.getByRole('article').getByRole('heading', {level: 2})).toHaveText(['6.24', '6.23', '6.22', '6.21', '6.20', '6.19', '6.18'].map((v) => `Версия ${v}`));

  expect(await axeViolations(page, {include: 'main', rules: rulesFor('light')}), 'axe in the light theme').toEqual([]);
  await switchTheme(page, 'dark');
  expect(await axeViolations(page, {include: 'main', rules: rulesFor('dark')}), 'axe in the dark theme').toEqual([]);

  // The links lead to the note's section and to the docs page.
  const first = changes[0];
  await items.first().getByRole('link', {name: `Заметка ${first.note.version}`}).click();
  await expect(page).toHaveURL(`${first.note.permalink}#${first.change.anchor}`);
  await expect(page.locator(`[id="${first.change.anchor}"]`)).toBeVisible();
  await page.goBack();
  await block(page).getByRole('listitem').first().getByRole('link', {name: 'Документация'}).click();
  await expect(page).toHaveURL(first.change.doc!);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  expect(errors).toEqual([]);
});

test('a shared /blog?since=6.20&role=admin on a desktop paints its state before the scripts run: nothing moves (CLS < 0.1), the role uncut', async ({page, errors}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await recordLayoutShifts(page);
  const release = await holdMainBundle(page);
  await page.goto('/blog?since=6.20&role=admin', {waitUntil: 'domcontentloaded'});
  // Before React: the placeholder in the block's place, the selects set, no list to be pushed.
  await expect(page.locator('main').getByText('Что изменилось после версии')).toBeVisible();
  await expect(page.getByLabel('Моя роль')).toHaveValue('admin');
  await expect(page.getByRole('article')).toHaveCount(0);
  release();
  await hydrated(page);
  await expect(block(page).getByText(/\sдля\sадминистратора\sв\s\d\sверсиях$/)).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  // What arrives when the browser is idle (the feedback launcher, the zoom) has arrived too.
  await expect(page.locator('feedback-button')).toBeAttached();
  const {total, shifts} = await layoutShift(page);
  expect(total, `layout shifts ${JSON.stringify(shifts)}`).toBeLessThan(0.1);
  // «Администратор» whole in its select: the box is wider than the text and the arrow.
  const role = page.getByLabel('Моя роль');
  const room = await role.evaluate((select: HTMLSelectElement) => {
    const style = getComputedStyle(select);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = context.measureText(select.selectedOptions[0].text).width;
    return select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - text;
  });
  expect(room, 'room left beside «Администратор» in its select, px').toBeGreaterThanOrEqual(0);
  expect(errors).toEqual([]);
});

test('a version the reader picks before the page has hydrated stays picked: it goes to the address and its changes are listed', async ({page}) => {
  // On a phone the selects are on screen a second before the scripts run; the address holds the
  // choice, and the first render in the browser used to set the select back to what the address said.
  const release = await holdMainBundle(page);
  await page.goto('/blog?role=admin', {waitUntil: 'domcontentloaded'});
  await page.getByLabel('Моя версия').selectOption('6.24');
  release();
  await hydrated(page);
  await expect(page.getByLabel('Моя версия')).toHaveValue('6.24');
  await expect(page.getByLabel('Моя роль')).toHaveValue('admin');
  await expect(page).toHaveURL(/\/blog\?role=admin&since=6\.24$/);
  await expect(block(page).getByRole('heading', {level: 2})).toHaveText('Что изменилось после версии 6.24');
  await expect(block(page).getByText(/\sдля\sадминистратора\sв\s\d\sверсиях$/)).toBeVisible();

  // A shared link's version, put back to «Не выбрана» before the scripts ran, stays so.
  const again = await holdMainBundle(page);
  await page.goto('/blog?since=6.20&role=admin', {waitUntil: 'domcontentloaded'});
  await expect(page.getByLabel('Моя версия')).toHaveValue('6.20');
  await page.getByLabel('Моя версия').selectOption('');
  again();
  await hydrated(page);
  await expect(page.getByLabel('Моя версия')).toHaveValue('');
  await expect(page).toHaveURL(/\/blog\?role=admin$/);
  await expect(block(page)).toHaveCount(0);
});

test.describe('per-role feeds', () => {
  for (const role of ROLES) {
    test(`the ${role} feeds are valid and hold only that role's changes`, async ({page, request}) => {
      const notes = NOTES.map((note) => ({note, changes: note.changes.filter((c) => c.roles.includes(role))})).filter(
        ({changes}) => changes.length > 0,
      );
      expect(notes.length).toBeGreaterThan(0);
      const titles = notes.map(({note}) => note.title);
      const counts = notes.map(({changes}) => changes.length);
      // The browser's strict XML parser, on the blank page a test starts on: no page of the site is needed.

      for (const {file, entry, content, type} of [
        {file: 'rss.xml', entry: 'item', content: 'content:encoded', type: /xml/},
        {file: 'atom.xml', entry: 'entry', content: 'content', type: /xml/},
      ]) {
        const response = await request.get(`/blog/roles/${role}/${file}`);
        expect(response.status()).toBe(200);
        expect(response.headers()['content-type']).toMatch(type);
        const parsed = await page.evaluate(
          ({xml, entry, content}) => {
            const doc = new DOMParser().parseFromString(xml, 'application/xml');
            if (doc.querySelector('parsererror')) {
              return null;
            }
            return Array.from(doc.querySelectorAll(entry), (node) => {
              const html = new DOMParser().parseFromString(node.getElementsByTagName(content)[0]?.textContent ?? '', 'text/html');
              return {title: node.querySelector('title')?.textContent, items: html.querySelectorAll('li').length};
            });
          },
          {xml: await response.text(), entry, content},
        );
        expect(parsed, `${file} does not parse`).not.toBeNull();
        expect(parsed!.map((e) => e.title)).toEqual(titles);
        // The 6.19 API change has its list of operations inside its own item.
        expect(parsed!.map((e) => e.items)).toEqual(
          notes.map(({changes}) => changes.reduce((n, c) => n + 1 + (c.html.match(/<li>/g)?.length ?? 0), 0)),
        );
      }

      const response = await request.get(`/blog/roles/${role}/feed.json`);
      expect(response.status()).toBe(200);
      const feed = await response.json();
      expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
      expect(feed.title).toEqual(expect.any(String));
      expect(feed.feed_url).toMatch(new RegExp(`/blog/roles/${role}/feed\\.json$`));
      expect(feed.home_page_url).toMatch(/\/blog$/);
      expect(feed.items.map((i: {title: string}) => i.title)).toEqual(titles);
      for (const [i, item] of feed.items.entries()) {
        expect(item.id).toEqual(expect.any(String));
        expect(item.url).toMatch(/\/blog\/6-\d+$/);
        expect(item.content_html).toEqual(expect.any(String));
        expect(new Date(item.date_published).toISOString()).toBe(item.date_published);
        expect(item.summary).toContain(`: ${counts[i]}.`);
      }
      // The newest change of another role only is not in this role's feed.
      const other = NOTES.flatMap((n) => n.changes).find((c) => !c.roles.includes(role) && c.summary.length === 1);
      expect(JSON.stringify(feed)).not.toContain(summaryText(other!.summary));
      const own = notes[0].changes.find((c) => c.summary.length === 1);
      if (own) {
        expect(JSON.stringify(feed)).toContain(summaryText(own.summary));
      }
    });
  }
});
