import {expect, test, type Page} from '@playwright/test';
import {changesFile} from '../../src/plugins/releaseNotes/index';
import {expected, NOTES, summaryText} from '../releaseNotes';
import type {Blog, BlogProps} from './SinceView.story';

/** /blog/changes.json as the build writes it. */
const CHANGES = changesFile(NOTES);

/** /blog's first page: every version, the ten newest notes. */
const blog = (search: string): BlogProps => ({
  search,
  versions: NOTES.map((note) => note.version),
  posts: NOTES.slice(0, 10).map(({permalink, title}) => ({permalink, title})),
});

/** Serves /blog/changes.json; returns the requests for it. */
async function serveChanges(page: Page, answer: {json: unknown} = {json: CHANGES}) {
  const requests: string[] = [];
  await page.route('**/blog/changes.json', (route) => {
    requests.push(route.request().url());
    return route.fulfill(answer);
  });
  return requests;
}

const block = (page: Page) => page.getByRole('region', {name: /^Что изменилось после версии/});
const articles = (page: Page) => page.getByRole('article').getByRole('heading', {level: 2});

test('?since=6.24&role=admin lists the admin changes after 6.24, newest first, linked to notes and docs; below, 6.24 and older', async ({mount, page}) => {
  await serveChanges(page);
  await mount<typeof Blog>('SinceView/Blog', blog('?since=6.24&role=admin'));
  const since = block(page);
  await expect(since.getByRole('heading', {level: 2})).toHaveText('Что изменилось после версии 6.24');
  await expect(page.getByLabel('Моя версия')).toHaveValue('6.24');
  await expect(page.getByLabel('Моя роль')).toHaveValue('admin');
  const changes = expected('6.24', 'admin');
  const versions = [...new Set(changes.map(({note}) => note.version))];
  // The role filters: fewer than all the changes.
  expect(changes.length).toBeLessThan(expected('6.24').length);
  await expect(since.getByRole('heading', {level: 3})).toHaveText(versions.map((version) => new RegExp(`^Версия ${version}`)));
  await expect(since.getByText(new RegExp(`^${changes.length}\\sизменени[йяе]\\sдля\\sадминистратора\\sв\\s${versions.length}\\sверсиях$`))).toBeVisible();
  const items = since.getByRole('listitem');
  await expect(items).toHaveCount(changes.length);
  for (const [i, {note, change}] of changes.entries()) {
    const item = items.nth(i);
    await expect(item).toContainText(summaryText(change.summary));
    await expect(item.getByRole('link', {name: `Заметка ${note.version}`})).toHaveAttribute('href', `${note.permalink}#${change.anchor}`);
    const doc = item.getByRole('link', {name: 'Документация'});
    await (change.doc ? expect(doc).toHaveAttribute('href', change.doc) : expect(doc).toHaveCount(0));
  }
  // A change for operators only is left out.
  await expect(since).not.toContainText('Подсказки бота над полем ввода');
  await expect(since.getByText('Подписаться на изменения для администратора')).toBeVisible();
  await expect(since.getByRole('link', {name: 'RSS'})).toHaveAttribute('href', '/blog/roles/admin/rss.xml');
  // The feed opens where the reader is, not in a new tab.
  await expect(since.getByRole('link', {name: 'RSS'})).not.toHaveAttribute('target', /./);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('История версий');
  await expect(page.getByRole('heading', {level: 2, name: 'Заметки о версии 6.24 и более ранних'})).toBeVisible();
  const older = NOTES.slice(NOTES.findIndex((note) => note.version === '6.24'), 10);
  await expect(articles(page)).toHaveText(older.map((note) => note.title));
});

test('the selects update the address and the list; «Не выбрана» takes the block away', async ({mount, page}) => {
  await serveChanges(page);
  await mount<typeof Blog>('SinceView/Blog', blog(''));
  await page.getByLabel('Моя версия').selectOption('6.20');
  await expect(page).toHaveURL(/\/blog\?since=6\.20$/);
  const since = block(page);
  await expect(since.getByRole('listitem')).toHaveCount(expected('6.20').length);
  await expect(since.getByText(new RegExp(`^\\d+\\sизменени[йяе]\\sв\\s${NOTES.findIndex((note) => note.version === '6.20')}\\sверсиях$`))).toBeVisible();
  await page.getByLabel('Моя роль').selectOption({label: 'Интегратор'});
  await expect(page).toHaveURL(/\/blog\?since=6\.20&role=integrator$/);
  const integrator = expected('6.20', 'integrator');
  await expect(since.getByRole('listitem')).toHaveCount(integrator.length);
  await expect(since.getByRole('listitem').first()).toContainText(summaryText(integrator[0].change.summary));
  await expect(since.getByRole('link', {name: 'JSON Feed'})).toHaveAttribute('href', '/blog/roles/integrator/feed.json');
  await page.getByLabel('Моя версия').selectOption('');
  await expect(page).toHaveURL(/\/blog\?role=integrator$/);
  await expect(block(page)).toHaveCount(0);
  await expect(articles(page)).toHaveCount(10);
});

test('without a version: the versions and roles to pick, a hint, every post, and no changes loaded', async ({mount, page}) => {
  const requests = await serveChanges(page);
  await mount<typeof Blog>('SinceView/Blog', blog(''));
  await expect(page.getByLabel('Моя версия')).toHaveValue('');
  await expect(page.getByLabel('Моя версия').locator('option')).toHaveText(['Не выбрана', ...NOTES.slice(1).map((n) => n.version)]);
  await expect(page.getByLabel('Моя роль').locator('option')).toHaveText(['Все роли', 'Оператор', 'Супервизор', 'Администратор', 'Интегратор']);
  await expect(page.getByText('Выберите свою версию, и здесь появятся все изменения после неё.')).toBeVisible();
  await expect(block(page)).toHaveCount(0);
  await expect(articles(page)).toHaveCount(10);
  expect(requests).toEqual([]);
});

test('an unknown version or role is ignored: the newest version, `abc`, `x`', async ({mount, page}) => {
  const requests = await serveChanges(page);
  for (const search of [`?since=${NOTES[0].version}`, '?since=abc&role=x']) {
    await mount<typeof Blog>('SinceView/Blog', blog(search));
    await expect(page.getByLabel('Моя версия')).toHaveValue('');
    await expect(page.getByLabel('Моя роль')).toHaveValue('');
    await expect(block(page)).toHaveCount(0);
    await expect(articles(page)).toHaveCount(10);
  }
  expect(requests).toEqual([]);
  // A known version with an unknown role lists every role's changes.
  await mount<typeof Blog>('SinceView/Blog', blog('?since=6.26&role=x'));
  await expect(block(page).getByRole('listitem')).toHaveCount(expected('6.26').length);
});

test('an empty result says so', async ({mount, page}) => {
  await serveChanges(page, {json: {notes: CHANGES.notes.map((note) => ({...note, changes: []}))}});
  await mount<typeof Blog>('SinceView/Blog', blog('?since=6.25&role=supervisor'));
  await expect(block(page)).toContainText('После версии 6.25 изменений для супервизора нет.');
});

test('while the changes load the block says so and holds the posts back; a failed load says so, and the posts come back', async ({mount, page}) => {
  let answer: (status: number) => void = () => undefined;
  await page.route('**/blog/changes.json', (route) => {
    answer = (status) => void route.fulfill({status, body: ''});
  });
  await mount<typeof Blog>('SinceView/Blog', blog('?since=6.25'));
  await expect(block(page)).toHaveAttribute('aria-busy', 'true');
  await expect(block(page)).toContainText('Загружаем изменения…');
  await expect(articles(page)).toHaveCount(0);
  answer(500);
  await expect(block(page).getByRole('alert')).toHaveText('Не удалось загрузить список изменений. Обновите страницу или прочитайте заметки о версиях ниже.');
  await expect(block(page)).toHaveAttribute('aria-busy', 'false');
  await expect(articles(page)).toHaveCount(10);
});
