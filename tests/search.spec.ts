import type {Page} from '@playwright/test';
import {SECTIONS, searchContexts} from '../src/config/sections';
import {indexFileName} from '../src/plugins/search/client/indexUrl';
import {expect, hydrated, test} from './fixtures';

const box = (page: Page) => page.getByPlaceholder('Поиск');
const suggestions = (page: Page) => page.getByRole('listbox').getByRole('option');
/** The sections a suggestion or result may name (src/config/sections.ts). */
const LABELS = SECTIONS.map((section) => section.label);

/** The two files of a section's index ('' for the site-wide one): its head, and its text. */
const indexFiles = (section: string) => [indexFileName(section, 'head'), indexFileName(section, 'text')];

/** Index files the page downloaded, by name without the cache-busting query. */
function recordIndexes(page: Page): string[] {
  const fetched: string[] = [];
  page.on('request', (request) => {
    const name = new URL(request.url()).pathname.match(/search-index[^/]*\.json$/)?.[0];
    if (name) {
      fetched.push(name);
    }
  });
  return fetched;
}

// The plugin reads the platform from the browser: Ctrl+K everywhere but on a Mac, where it is Cmd+K
// and the hint beside the box shows ⌘. Once the index has loaded, the plugin focuses the box
// again, so each test waits for that before it moves the focus away.
const MAC_CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const platforms = [
  {name: 'Windows and Linux', userAgent: undefined, shortcut: 'Control+k', other: 'Meta+k', hint: 'ctrl'},
  {name: 'macOS', userAgent: MAC_CHROME, shortcut: 'Meta+k', other: 'Control+k', hint: '⌘'},
];

for (const {name, userAgent, shortcut, other, hint} of platforms) {
  test.describe(name, () => {
    test.use(userAgent ? {userAgent} : {});

    test(`${shortcut} focuses the search box, ${other} does not, and the hint says ${hint} K`, async ({page}) => {
      await page.goto('/docs/start/whatis');
      await hydrated(page);
      const hints = page.getByRole('navigation').filter({has: box(page)}).locator('kbd');
      await expect(hints).toHaveText([hint, 'K']);
      await expect(box(page)).not.toBeFocused();
      await page.keyboard.press(shortcut);
      await expect(box(page)).toBeFocused();
      await expect(box(page)).toHaveAttribute('role', 'combobox');
      await page.locator('article').click();
      await expect(box(page)).not.toBeFocused();
      await page.keyboard.press(other);
      await expect(box(page)).not.toBeFocused();
      // From a link the reader tabbed to, too (src/theme/SearchBar/useNoFocusTheft.ts lets a key through).
      await page.locator('article a').first().focus();
      await page.keyboard.press(shortcut);
      await expect(box(page)).toBeFocused();
    });
  });
}

test('the pointer over the box loads the worker and its section\'s index head, typing the text; at most 8 suggestions, from the first letter', async ({page, errors}) => {
  const fetched = recordIndexes(page);
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
  await page.goto('/docs/agent/quickstart');
  await hydrated(page);
  expect(fetched).toEqual([]);
  expect(workers).toEqual([]);
  // Pointing at the box is the reader's intent: the worker and the head, the box's own code, and
  // once the worker has read the head the box turns into a combobox. The text waits for a query.
  await box(page).hover();
  await expect(box(page)).toHaveAttribute('role', 'combobox');
  expect(workers).toEqual([expect.stringMatching(/\/search-worker\.[0-9a-f]+\.js$/)]);
  expect(fetched).toEqual(indexFiles('docs-agent').slice(0, 1));
  // «о» alone is a stop word: the box suggests pages from it all the same.
  await box(page).fill('о');
  await expect(suggestions(page).first()).toBeVisible();
  await box(page).fill('оператора');
  const options = suggestions(page);
  await expect(options.first()).toBeVisible();
  const count = await options.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(8);
  // Each suggestion names, under its title, its section first and then its place in the docs.
  const texts = await options.allInnerTexts();
  for (const text of texts) {
    const [, place = ''] = text.split('\n');
    expect(LABELS, `the section of «${text}»`).toContain(place.split(' › ')[0]);
  }
  // The head answers first; the text follows.
  await expect.poll(() => [...fetched].sort()).toEqual(indexFiles('docs-agent'));
  expect(errors).toEqual([]);
});

test('outside the sections, any page is found by its title and by its text; in a section, from its own index', async ({page, errors}) => {
  // Two page loads, and the answer to «горячие клавиши» reads two more index files: on a loaded machine, past 30 s.
  test.slow();
  const fetched = recordIndexes(page);
  await page.goto('/');
  await hydrated(page);
  await box(page).fill('горячие клавиши');
  const hit = suggestions(page).filter({hasText: /^Горячие клавиши\s*Оператору/});
  await expect(hit).toBeVisible();
  // Search reads the site-wide index; its answer (several words ask) quotes the text of the pages it
  // found (src/plugins/search/engine/answers.ts). After it, the worker loads the text of every
  // section, for the next question (src/internals/search/searchByWorker.ts), each file once.
  await expect(page.getByRole('region', {name: 'Ответ'})).toBeVisible();
  const sectionTexts = searchContexts().map(({path}) => indexFileName(path, 'text'));
  await expect.poll(() => [...fetched].sort()).toEqual([...indexFiles(''), 'search-index.passages.json', ...sectionTexts].sort());
  await hit.click();
  await expect(page).toHaveURL(/\/docs\/agent\/threads\/hotkeys\?_highlight=/);
  // «Черновик» is only in the text of section pages (the agent's, the admin's, the API's): the
  // site-wide index knows their words too.
  await page.goto('/');
  await hydrated(page);
  await box(page).fill('черновик');
  await expect(suggestions(page).first()).toBeVisible();
  // A reader whose browser asks to save data: the worker loads no more than the answer reads.
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', {value: {saveData: true}}));
  await page.goto('/docs/agent/threads/features');
  await hydrated(page);
  fetched.length = 0;
  await box(page).fill('черновик');
  await expect(suggestions(page).first()).toBeVisible();
  await expect.poll(() => [...fetched].sort()).toEqual(indexFiles('docs-agent'));
  await box(page).fill('как сохранить черновик ответа');
  await expect(page.getByRole('region', {name: 'Ответ'})).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect([...fetched].sort()).toEqual(indexFiles('docs-agent'));
  expect(errors).toEqual([]);
});

test('readers\' words, the other keyboard layout and words the index lacks still find the page, and nonsense finds nothing and says so', async ({page, errors}) => {
  await page.goto('/');
  await hydrated(page);
  // The list of the previous query stays until the new one is ready: poll until the first
  // suggestion's title is the one expected (or the timeout says which title it was instead).
  const expectFirst = async (query: string, title: string | RegExp) => {
    await box(page).fill(query);
    const firstTitle = async () =>
      (await suggestions(page).first().innerText({timeout: 1000}).catch(() => '')).split('\n')[0];
    await expect.poll(firstTitle, {message: `the first suggestion for «${query}»`}).toMatch(title);
  };
  // «диалог» is «обращение» on the site, «бан» is «блокировка».
  await expectFirst('как завершить диалог', /^Завершение обращения$/);
  await expectFirst('бан', /блокировк/i);
  // Typed with the Latin layout on: «горячие клавиши»; and back: «webhook».
  await expectFirst('ujhzxbt rkfdbib', /^Горячие клавиши$/);
  await expectFirst('цуирщщл', /вебхук/i);
  // A word no page has does not empty the list.
  await expectFirst('горячие клавиши зюзюкаблябра', /^Горячие клавиши$/);
  // Nonsense finds nothing and says so (on the same load: a load of its own only repeated the page's start-up).
  await box(page).fill('щщъъззжжхх');
  await expect(page.getByRole('listbox').getByText('Ничего не найдено')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a query in one grammatical form finds the others', async ({page}) => {
  await page.goto('/docs/agent/quickstart');
  await hydrated(page);
  await box(page).fill('оператора');
  await expect(suggestions(page).first()).toBeVisible();
  const marked = await page.getByRole('listbox').locator('mark').allInnerTexts();
  const forms = new Set(marked.map((m) => m.toLowerCase()));
  expect(forms.has('оператора')).toBe(true);
  expect([...forms].some((form) => form !== 'оператора' && form.startsWith('оператор'))).toBe(true);
});

test('choosing a hit highlights every term on the target page; clearing the box removes the highlight', async ({page}) => {
  await page.goto('/docs/start/whatis');
  await hydrated(page);
  await box(page).fill('общая очередь');
  await suggestions(page).first().click();
  await expect(page).toHaveURL(/_highlight=/);
  const url = new URL(page.url());
  expect(url.searchParams.getAll('_highlight')).toEqual(['общая', 'очередь']);
  await expect(page.locator('article mark').first()).toBeVisible();
  await expect(box(page)).toHaveValue('общая очередь');
  await page.getByRole('button', {name: '✕'}).click();
  await expect(box(page)).toHaveValue('');
  await expect.poll(() => new URL(page.url()).searchParams.getAll('_highlight')).toEqual([]);
});

test('the results page lists hits, and a section link narrows them to that section', async ({page, errors}) => {
  await page.goto('/docs/supervisor');
  await hydrated(page);
  await box(page).fill('отчёт');
  const within = page.getByRole('link', {name: 'Все результаты поиска'});
  await expect(within).toBeVisible();
  await within.click();
  await expect(page).toHaveURL(/\/search\/?\?q=.+&ctx=docs%2Fsupervisor/);
  const results = page.getByRole('article');
  await expect(results.first()).toBeVisible();
  // The page may first show the site-wide results, and none for a moment while it searches the
  // section: it settles on the section's results only (an empty list is not settled).
  const outside = () =>
    results.getByRole('link').evaluateAll((links) => {
      const hrefs = links.map((a) => a.getAttribute('href') ?? '');
      return hrefs.length === 0 ? ['no results yet'] : hrefs.filter((href) => !href.startsWith('/docs/supervisor'));
    });
  await expect.poll(outside).toEqual([]);
  expect(errors).toEqual([]);
});

// Every keystroke kept while the URL follows: tests/components/search.spec.ts.
// One load of /search?q= for the results across the site and their sections.
test('/search?q= lists results across the site, names each result\'s section and puts the operator\'s guides before the API for «оператор»', async ({page, errors}) => {
  await page.goto('/search?q=оператор');
  await hydrated(page);
  await expect(page.getByRole('heading', {level: 1})).toContainText('оператор');
  const results = page.getByRole('article');
  await expect(results.first()).toBeVisible();
  const sections = await results.evaluateAll((articles) => articles.map((article) => article.querySelector('p span')?.textContent ?? ''));
  expect(sections.length).toBeGreaterThan(8);
  for (const section of sections) {
    expect(LABELS).toContain(section);
  }
  expect(sections.slice(0, 8)).not.toContain('API');
  // Across the site: the results come from more than one section.
  expect(new Set(sections).size).toBeGreaterThan(1);
  expect(errors).toEqual([]);
});

test('/search?version=../x searches the site\'s own index, with no error', async ({page, errors}) => {
  const fetched = recordIndexes(page);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/search?q=виджет&version=../x');
  await hydrated(page);
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect.poll(() => [...fetched].sort()).toEqual(indexFiles(''));
  expect(requested.filter((path) => path.startsWith('/x'))).toEqual([]);
  expect(errors).toEqual([]);
});
