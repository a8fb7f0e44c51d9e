// The answers of search as a reader meets them (issue 33): in the search box and on /search. What an
// answer says is tested without a browser (tests/build-output/answers-quality.spec.ts, tests/unit/answers.spec.ts);
// here, the region «Ответ» itself: where it is, the keyboard, axe, the letter to support, and the
// network gone after the first answer. Its pictures (a phone, the dark theme) are in visual.spec.ts.
import type {Page} from '@playwright/test';
import {axeViolations} from './axe';
import {expect, hydrated, test} from './fixtures';

const box = (page: Page) => page.getByPlaceholder('Поиск');
const answer = (page: Page) => page.getByRole('region', {name: 'Ответ'});
/** A link's target as the reader's browser reads it. */
const target = async (link: ReturnType<Page['getByRole']>) => decodeURIComponent((await link.getAttribute('href')) ?? '');

// The first answer on a page waits for the index files it reads: on a loaded machine, longer than
// the default test timeout allows.
test.slow();

/** The index files the page and its worker are downloading. */
function indexDownloads(page: Page): Set<string> {
  const loading = new Set<string>();
  page.on('request', (request) => /search-index/.test(request.url()) && loading.add(request.url()));
  page.on('requestfinished', (request) => loading.delete(request.url()));
  return loading;
}

test('a question in the search box is answered above the suggestions, the next one with the network gone, and the answer works from the keyboard', async ({page, context, errors}) => {
  const loading = indexDownloads(page);
  await page.goto('/docs/agent/quickstart');
  await hydrated(page);
  // Typed on the Latin layout: «как закрепить сообщение».
  await box(page).fill('rfr pfrhtgbnm cjj,otybt');
  // The first answer waits for the index to load.
  await expect(page.getByText('Показаны результаты для „как закрепить сообщение“')).toBeVisible({timeout: 45_000});
  await box(page).fill('как передать обращение коллеге');
  const region = answer(page);
  const source = region.getByRole('link').first();
  await expect(source).toHaveText('Передача обращения › Как передать обращение');
  expect(await target(source)).toMatch(/^\/docs\/agent\/threads\/transfer\?_highlight=.*#как-передать-обращение$/);
  await expect(region.locator('mark').first()).toBeVisible();
  // The page's first <article> is still its content: the search plugin marks a search's words in it.
  expect(await page.evaluate(() => document.querySelector('article')?.closest('main') !== null)).toBe(true);
  // Above the suggestions, which stay.
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toBeVisible();
  const [above, below] = [await region.boundingBox(), await options.first().boundingBox()];
  expect(above!.y + above!.height).toBeLessThanOrEqual(below!.y);
  expect(await axeViolations(page, {include: '.navbar section'})).toEqual([]);

  // After the first answer the worker loads every text an answer may read: a question about another
  // section is answered from it with the network gone.
  await expect.poll(() => loading.size, {timeout: 20_000}).toBe(0);
  await context.setOffline(true);
  try {
    await box(page).fill('как проверить подпись вебхука');
    await expect(region.getByRole('link').first()).toHaveText('Техническое подключение бота › Проверка подписи');
  } finally {
    await context.setOffline(false);
  }
  await box(page).fill('как передать обращение коллеге');
  await expect(source).toHaveText('Передача обращения › Как передать обращение');

  // Tab from the box goes to the answer (not to the first suggestion, which the box would open),
  // Escape returns, Enter follows the link.
  await box(page).press('Tab');
  await expect(source).toBeFocused();
  await expect(region).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(box(page)).toBeFocused();
  await source.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/agent\/threads\/transfer\?_highlight=.+#/);
  expect(decodeURIComponent(new URL(page.url()).hash)).toBe('#как-передать-обращение');
  await expect(region).toBeHidden();
  // The page opened marks the question's words (mark.js, loaded then: src/internals/leanBundle/lazyMark.ts).
  await expect(page.locator('article mark').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('a later question goes to the worker before the box draws its suggestions, and the last answer stays, busy, until the next replaces it', async ({page, errors}) => {
  // What the page asks its search worker (Comlink's calls name the function) and when the box draws
  // its suggestions: the worker answers while the page draws them, not after (about 20 ms of a
  // phone's time per question, BENCHMARKS.md).
  await page.addInitScript(() => {
    const order: string[] = [];
    Object.assign(window, {__order: order});
    const held: (() => void)[] = [];
    Object.assign(window, {__release: () => held.splice(0).forEach((send) => send())});
    const post = Worker.prototype.postMessage as (this: Worker, ...args: unknown[]) => void;
    Worker.prototype.postMessage = function (this: Worker, ...args: unknown[]) {
      const call = args[0] as {type?: string; path?: string[]; argumentList?: {value?: unknown}[]} | null;
      if (call?.type === 'APPLY' && call.path?.[0] === 'search') {
        order.push('search asked');
      }
      if (call?.type === 'APPLY' && call.path?.[0] === 'answer') {
        order.push('answer asked');
        // A slow worker: the question waits until the test lets it go.
        if ((window as unknown as {__hold?: boolean}).__hold) {
          held.push(() => post.apply(this, args));
          return;
        }
        // A failing worker: asked from a section whose index does not exist, it rejects.
        if ((window as unknown as {__fail?: boolean}).__fail && call.argumentList?.[1]) {
          call.argumentList[1].value = 'no-such-section';
        }
      }
      post.apply(this, args);
    };
    const option = (node: Node) => node instanceof Element && (node.matches('[role="option"]') || !!node.querySelector('[role="option"]'));
    new MutationObserver((records) => {
      if (records.some(({addedNodes}) => Array.from(addedNodes).some(option))) {
        order.push('suggestions drawn');
      }
    }).observe(document, {subtree: true, childList: true});
  });
  const order = () => page.evaluate(() => (window as unknown as {__order: string[]}).__order.splice(0));
  await page.goto('/docs/agent/quickstart');
  await hydrated(page);
  await box(page).fill('как закрепить сообщение');
  await expect(answer(page).getByRole('link').first()).toBeVisible({timeout: 45_000});
  await order();
  // What the panel around the answer goes through meanwhile (AnswerPanel.tsx).
  await page.evaluate(() => {
    const panel = document.querySelector('.navbar section[data-question]')!.parentElement!;
    const states: string[] = [];
    Object.assign(window, {__states: states});
    new MutationObserver(() => states.push(panel.hidden ? 'hidden' : (panel.getAttribute('aria-busy') ?? 'shown'))).observe(panel, {attributes: true});
  });
  await box(page).fill('как передать обращение коллеге');
  await expect(answer(page).getByRole('link').first()).toHaveText('Передача обращения › Как передать обращение');
  // The suggestions' search first in the worker's queue, then the answer, then the drawing.
  expect(await order()).toEqual(['search asked', 'answer asked', 'suggestions drawn']);
  const states = await page.evaluate(() => (window as unknown as {__states: string[]}).__states);
  expect(states).toContain('true');
  expect(states).not.toContain('hidden');
  const panel = answer(page).locator('..');
  await expect(panel).not.toHaveAttribute('aria-busy');
  // While a slow worker answers, the answer before stays, busy; the note on the keyboard layout of
  // the question before does not (it would name a query no longer in the box).
  await box(page).fill('rfr pfrhtgbnm cjj,otybt');
  const corrected = page.getByText('Показаны результаты для „как закрепить сообщение“');
  await expect(corrected).toBeVisible();
  await page.evaluate(() => Object.assign(window, {__hold: true}));
  await box(page).fill('как передать обращение коллеге');
  await expect(panel).toHaveAttribute('aria-busy', 'true');
  await expect(answer(page).getByRole('link').first()).toHaveText('Закреплённые сообщения › Как закрепить сообщение');
  await expect(corrected).toBeHidden();
  await page.evaluate(() => (window as unknown as {__release: () => void}).__release());
  await expect(answer(page).getByRole('link').first()).toHaveText('Передача обращения › Как передать обращение');
  await expect(panel).not.toHaveAttribute('aria-busy');
  // When the worker fails to answer, the last answer goes instead of staying busy.
  await page.evaluate(() => Object.assign(window, {__hold: false, __fail: true}));
  await box(page).fill('как завершить обращение');
  await expect(answer(page)).toBeHidden();
  expect(errors).toEqual([]);
});

test('on /search, a question the docs do not answer says so and offers the letter; once an answer is shown, the next comes with the network gone', async ({page, context, errors}) => {
  const loading = indexDownloads(page);
  await page.goto('/search');
  await hydrated(page);
  const input = page.getByRole('main').getByRole('searchbox');
  const results = page.getByRole('main').getByRole('article');
  const question = 'как подключить инстаграм к чату';
  await input.fill(question);
  const region = answer(page);
  await expect(region).toContainText('В документации нет ответа на этот вопрос', {timeout: 20_000});
  await expect(region.getByRole('article')).toHaveCount(0);
  const letter = new URL(decodeURI((await region.getByRole('link', {name: 'Написать в поддержку'}).getAttribute('href')) ?? ''));
  expect(letter.protocol).toBe('mailto:');
  expect(letter.searchParams.get('subject')).toBe('Вопрос по документации');
  expect(letter.searchParams.get('body')).toContain(question);
  // The results stay.
  await expect(results.first()).toBeVisible();

  await input.fill('сколько сообщений можно закрепить');
  await expect(region.getByRole('link').first()).toHaveText(/^Закреплённые сообщения/, {timeout: 20_000});
  // The worker loads every text an answer may need; then the network goes.
  await expect.poll(() => loading.size, {timeout: 20_000}).toBe(0);
  await context.setOffline(true);
  try {
    await input.fill('как поменять тему обращения');
    await expect(region.getByRole('link').first()).toHaveText(/^Смена темы обращения/);
    await expect(results.first()).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
  expect(errors).toEqual([]);
});
