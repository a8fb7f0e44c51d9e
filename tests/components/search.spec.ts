import {expect, test, type Page, type Route} from '@playwright/test';
import type {Hit} from '../../src/plugins/search/engine/search';
import type {NavbarBox, ResultsPage} from './Search.story';

/** A hit of the engine: a heading of a page, with the places the query matched. */
function hit(u: string, t: string, section: string, match: [number, number][], excerpt?: Hit['excerpt']): Hit {
  return {document: {i: 1, t, u, b: [section, 'Очередь']}, type: 0, page: false, metadata: {match: {t: {position: match}}}, tokens: ['очеред'], score: 1, excerpt};
}

const HITS = [
  hit('/docs/agent/queue/sections', 'Разделы очереди', 'Оператору', [[8, 7]], {text: 'Какие разделы есть в очереди оператора.', position: [[21, 7]]}),
  hit('/docs/supervisor/queue', 'Очередь супервизора', 'Супервизору', [[0, 7]]),
];

/** The worker's answers (./doubles/searchByWorker.ts): `answer` gets the query and section of each search. */
async function worker(page: Page, answer: (query: string, context: string, route: Route) => Promise<void>): Promise<{query: string; context: string}[]> {
  const asked: {query: string; context: string}[] = [];
  await page.route('**/search-answers?*', (route) => {
    const params = new URL(route.request().url()).searchParams;
    const search = {query: params.get('q') ?? '', context: params.get('ctx') ?? ''};
    asked.push(search);
    return answer(search.query, search.context, route);
  });
  return asked;
}

const box = (page: Page) => page.getByRole('searchbox', {name: 'Вопрос или слова для поиска'});

test('arrived by a link, the page searches the section the link names and lists each hit: its title marked, its section and place, its excerpt', async ({mount, page}) => {
  const asked = await worker(page, (_query, _context, route) => route.fulfill({json: HITS}));
  await mount<typeof ResultsPage>('Search/ResultsPage', {search: '?q=очередь&ctx=docs/agent&version=../x'});
  await expect(box(page)).toHaveValue('очередь');
  await expect(box(page)).toBeFocused();
  await expect(page.getByLabel('Где искать')).toHaveValue('docs/agent');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Результаты поиска по запросу «очередь»');
  await expect(page.getByRole('status')).toHaveText('Найдено документов: 2');
  const results = page.getByRole('article');
  await expect(results).toHaveCount(2);
  const first = results.first();
  await expect(first.getByRole('link', {name: 'Разделы очереди'})).toHaveAttribute('href', '/docs/agent/queue/sections?_highlight=%D0%BE%D1%87%D0%B5%D1%80%D0%B5%D0%B4');
  await expect(first.getByRole('heading', {level: 2}).locator('mark')).toHaveText('очереди');
  await expect(first).toContainText('Оператору Очередь');
  await expect(first.locator('p mark')).toHaveText('очереди');
  // The docs have one version: `version` sends the search nowhere else.
  expect(asked).toEqual([{query: 'очередь', context: 'docs/agent'}]);
});

test('the box keeps every letter and space typed at a reader\'s pace while slower answers come in, and the address follows', async ({mount, page}) => {
  // Each answer comes later than the next keystroke: the page must not write an older query back.
  await worker(page, async (query, _context, route) => {
    await new Promise((resolve) => setTimeout(resolve, 150));
    await route.fulfill({json: query.length > 3 ? HITS : []});
  });
  await mount<typeof ResultsPage>('Search/ResultsPage', {search: ''});
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Поиск по документации');
  const query = 'маршрутизация обращений';
  await box(page).pressSequentially(query, {delay: 40});
  await expect(box(page)).toHaveValue(query);
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(query);
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(box(page)).toHaveValue(query);
  await page.getByLabel('Где искать').selectOption({label: 'Супервизору'});
  await expect.poll(() => new URL(page.url()).searchParams.get('ctx')).toBe('docs/supervisor');
});

test('nothing found says so; an emptied box takes the results away', async ({mount, page}) => {
  await worker(page, (_query, _context, route) => route.fulfill({json: []}));
  await mount<typeof ResultsPage>('Search/ResultsPage', {search: '?q=абвгд'});
  await expect(page.getByRole('status')).toHaveText('Ничего не найдено по запросу «абвгд».');
  await box(page).fill('');
  await expect(page.getByRole('status')).toHaveCount(0);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Поиск по документации');
});

test('a search the worker cannot answer (its index did not load) says search is unavailable', async ({mount, page}) => {
  await worker(page, (_query, _context, route) => route.abort('internetdisconnected'));
  await mount<typeof ResultsPage>('Search/ResultsPage', {search: '?q=очередь'});
  await expect(page.getByRole('alert')).toHaveText('Поиск временно недоступен. Обновите страницу.');
  await expect(page.getByRole('article')).toHaveCount(0);
});

test('the navbar\'s box whose index is unreachable says search is unavailable, once the reader turned to it', async ({mount, page}) => {
  await page.route('**/search-index.json', (route) => route.abort('internetdisconnected'));
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const status = await mount<typeof NavbarBox>('Search/NavbarBox');
  await expect(status.getByRole('alert')).toHaveCount(0);
  await status.getByRole('searchbox', {name: 'Поиск'}).focus();
  await expect(status.getByRole('alert')).toHaveText('Поиск временно недоступен. Обновите страницу.');
  expect(errors).toEqual([]);
});

test('the navbar\'s box whose index loads says nothing', async ({mount, page}) => {
  await page.route('**/search-index.json', (route) => route.fulfill({json: []}));
  const status = await mount<typeof NavbarBox>('Search/NavbarBox');
  await status.getByRole('searchbox', {name: 'Поиск'}).focus();
  await expect(status.getByRole('combobox', {name: 'Поиск'})).toBeVisible();
  await expect(status.getByRole('alert')).toHaveCount(0);
});
