import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {axeViolations, rulesFor} from './axe';
import {expect, hydrated, resize, switchTheme, test, THIRD_PARTY, type Theme} from './fixtures';
import {OPERATION_IN_SOURCE} from '../src/plugins/apiReference/spec.mts';

// These tests route third-party requests themselves: the fixture answers the rest with page.route too.
test.use({thirdParties: 'routed'});

/**
 * The API reference's operations (issue 19): two panes from 1200 px with the samples sticky on the
 * right, one column on phones, method badges, a copyable path, a table of contents of operations,
 * and «Попробовать»: a console that validates against the spec and answers from its examples
 * without any request leaving the site.
 */
const ROOT = path.join(__dirname, '..');
const CLIENTS = '/docs/api/external-api/clients';
const MESSAGES = '/docs/api/external-api/messages';

/** Fails the test on any request to another host than the site's, and records the site's own. */
async function recordRequests(page: Page, baseURL: string): Promise<string[]> {
  const requests: string[] = [];
  await page.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (THIRD_PARTY.test(url.hostname)) {
      // The site's analytics, not the console: answered empty, as in every test.
      return route.fulfill({status: 204, body: ''});
    }
    if (url.origin !== new URL(baseURL).origin) {
      requests.push(`OFF-SITE ${route.request().method()} ${url.href}`);
      return route.abort();
    }
    requests.push(`${route.request().method()} ${url.pathname}`);
    return route.continue();
  });
  return requests;
}

/** The first operation of the page. */
const firstOperation = (page: Page) => page.locator('.api-op').first();

test.describe('two panes', () => {
  // One page load: a phone first, then the window widened to a desktop (tests/header.spec.ts does the same).
  test('at 390 px the operation reads in one column, in the order of the page; from 1280 px the samples are right of the parameters and stay in view while the parameters scroll', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto(CLIENTS);
    await hydrated(page);
    const operation = firstOperation(page);
    await test.step('at 390 px, one column in the order of the page', async () => {
      const names = ['Запрос', 'Ответ', 'Ошибки', 'Примеры кода'];
      const boxes = await Promise.all(names.map(async (name) => (await operation.getByRole('heading', {level: 3, name}).boundingBox())!));
      for (const [index, box] of boxes.entries()) {
        expect(box.x).toBeLessThan(40);
        if (index > 0) {
          expect(box.y, `${names[index]} below ${names[index - 1]}`).toBeGreaterThan(boxes[index - 1]!.y);
        }
      }
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
    });
    await test.step('at 1280 px, two panes with the samples in view', async () => {
      await resize(page, {width: 1280, height: 800});
      await page.evaluate(() => window.scrollTo(0, 0));
      const parameters = operation.getByRole('heading', {level: 3, name: 'Запрос'});
      const code = operation.getByRole('heading', {level: 3, name: 'Примеры кода'});
      const response = operation.getByRole('heading', {level: 3, name: 'Ответ'});
      const samples = operation.locator('.api-op__aside');
      const paramsBox = (await parameters.boundingBox())!;
      const codeBox = (await code.boundingBox())!;
      const responseBox = (await response.boundingBox())!;
      // Side by side: the samples' pane starts right of the parameters' column, level with the operation's
      // top, with the code first and then the response it gets.
      expect(codeBox.x).toBeGreaterThan(paramsBox.x + paramsBox.width);
      expect(codeBox.x).toBeGreaterThan(640);
      expect(Math.abs(codeBox.y - (await operation.getByRole('heading', {level: 2}).boundingBox())!.y)).toBeLessThan(60);
      expect(responseBox.x).toBe(codeBox.x);
      expect(responseBox.y).toBeGreaterThan(codeBox.y);
      // Scrolled down through the left pane (its errors in view), the samples' top is still on screen.
      await operation.getByRole('heading', {level: 3, name: 'Ошибки'}).scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 200);
      await expect(async () => {
        const box = (await samples.boundingBox())!;
        const viewport = page.viewportSize()!;
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.y).toBeLessThan(viewport.height / 2);
      }).toPass();
      // The page's table of contents lists the operations, not their parts.
      const toc = page.locator('.theme-doc-toc-mobile');
      await expect(toc).toBeVisible();
      await toc.getByRole('button').click();
      await expect(toc.getByRole('link', {name: 'Найти клиентов'})).toBeVisible();
      await expect(toc.getByRole('link', {name: 'Запрос'})).toHaveCount(0);
    });
  });
});

test.describe('operation bar', () => {
  // The copy button of an operation's path, clicked: tests/components/api-console.spec.ts.
  test('each operation shows its method badge and a copy button for its path', async ({page}) => {
    await page.goto(MESSAGES);
    await hydrated(page);
    const operations = page.locator('.api-op');
    const source = readFileSync(path.join(ROOT, 'docs/api/external-api/messages.mdx'), 'utf8');
    await expect(operations).toHaveCount([...source.matchAll(OPERATION_IN_SOURCE)].length);
    const first = operations.first();
    await expect(first.locator('.api-op__head').getByText('GET', {exact: true})).toBeVisible();
    await expect(operations.nth(1).locator('.api-op__head').getByText('POST', {exact: true})).toBeVisible();
    await expect(operations.getByRole('button', {name: 'Скопировать путь'})).toHaveCount(await operations.count());
  });

  test('the copy button stays beside its path, which breaks only after a slash; on a phone «Попробовать» takes a row of its own', async ({page}) => {
    await page.goto(MESSAGES);
    await hydrated(page);
    const head = page.locator('.api-op').first().locator('.api-op__head');
    const path = head.locator('code', {hasText: '/threads/'}).first();
    for (const width of [390, 820, 1280]) {
      await resize(page, {width, height: 800});
      const [code, copy, tryIt] = await Promise.all([path.boundingBox(), head.getByRole('button', {name: 'Скопировать путь'}).boundingBox(), head.getByRole('button', {name: 'Попробовать'}).boundingBox()]);
      // On the path's row, right after it (it wrapped under the path, alone, at 390 px).
      expect.soft(copy!.y, `${width} px: the copy button on the path's row`).toBeLessThan(code!.y + code!.height);
      expect.soft(copy!.x - (code!.x + code!.width), `${width} px: the copy button right after the path`).toBeLessThanOrEqual(16);
      // Each line of the path ends at a slash or at the path's end: «messag» / «es» no more.
      const lines = await path.evaluate((element) => {
        const range = document.createRange();
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        const ends: string[] = [];
        let [top, line] = [-1, ''];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (let i = 0; i < node.textContent!.length; i += 1) {
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            const y = Math.round(range.getBoundingClientRect().top);
            if (top >= 0 && y > top + 2) {
              ends.push(line);
              line = '';
            }
            top = y;
            line += node.textContent![i];
          }
        }
        return [...ends, line];
      });
      expect.soft(lines.slice(0, -1).every((line) => line.endsWith('/')), `${width} px: the path's lines ${JSON.stringify(lines)}`).toBe(true);
      if (width <= 576) {
        expect.soft(tryIt!.height, `${width} px: «Попробовать» takes a thumb`).toBeGreaterThanOrEqual(44);
        expect.soft(tryIt!.y, `${width} px: «Попробовать» below the path`).toBeGreaterThanOrEqual(code!.y + code!.height);
      }
    }
  });

  test('the sidebar shows the method of a page of one operation', async ({page}) => {
    await page.goto('/docs/api/external-api/threads/transfer-thread');
    await hydrated(page);
    const item = page.locator('.theme-doc-sidebar-menu .menu__link', {hasText: 'Передача обращения'});
    const badge = await item.evaluate((link) => getComputedStyle(link, '::after').content);
    expect(badge).toBe('"POST"');
  });
  // That every operation a page shows is one of its spec needs no page: tests/unit/api-docs.spec.ts.
});

// Validation, JSON errors, 401 and curl, a failed load, a webhook's event, closing and opening again: tests/components/api-console.spec.ts.
test.describe('console', () => {
  // The clients page is one of the largest: on a busy 2-core machine typing into it takes seconds.
  test.describe.configure({timeout: 90_000});

  test('loads only when opened, answers from the mock with status and body, and sends nothing off the site', async ({page, baseURL}) => {
    const requests = await recordRequests(page, baseURL!);
    await page.goto(CLIENTS);
    await hydrated(page);
    const before = requests.length;
    const operation = firstOperation(page);
    const tryIt = operation.getByRole('button', {name: 'Попробовать'});
    await tryIt.click();
    const console = operation.getByRole('region', {name: 'Консоль: GET /clients'});
    await expect(console.getByLabel('limit')).toHaveValue('50');
    // Opening it takes focus to its first field.
    await expect(console.getByRole('textbox').first()).toBeFocused();
    // Opening it fetched the console's scripts from the site itself.
    expect(requests.slice(before).filter((request) => request.includes('/assets/js/')).length).toBeGreaterThan(0);
    const loaded = requests.length;
    await console.getByRole('button', {name: 'Отправить запрос'}).click();
    await expect(console.getByText('Ответ макета: 200 OK')).toBeVisible();
    await expect(console.getByText('"Мария Соколова"').first()).toBeVisible();
    await expect(console.getByText('content-type: application/json')).toBeVisible();
    expect(requests.slice(loaded).filter((request) => !request.startsWith('GET /assets/') && !request.includes(' /_vercel/'))).toEqual([]);
    expect(requests.filter((request) => request.startsWith('OFF-SITE'))).toEqual([]);
    // Closed and opened again (focus, what was typed): tests/components/api-console.spec.ts.
  });

  test('the open console with its errors and its answer has no axe violations, in both themes', async ({page}) => {
    await page.goto(CLIENTS);
    await hydrated(page);
    const operation = page.locator('.api-op', {has: page.getByRole('heading', {level: 2, name: 'Создать клиента'})});
    await operation.getByRole('button', {name: 'Попробовать'}).click();
    const console = operation.getByRole('region', {name: 'Консоль: POST /clients'});
    /** axe on the console in the theme shown, then in the other one. */
    const inBothThemes = async (shown: Theme, other: Theme) => {
      expect(await axeViolations(page, {include: '[aria-label^="Консоль"]', rules: rulesFor(shown)}), `axe in the ${shown} theme`).toEqual([]);
      await switchTheme(page, other);
      expect(await axeViolations(page, {include: '[aria-label^="Консоль"]', rules: rulesFor(other)}), `axe in the ${other} theme`).toEqual([]);
    };
    await console.getByLabel(/Тело запроса/).fill('{}');
    await console.getByRole('button', {name: 'Отправить запрос'}).click();
    await expect(console.getByRole('alert')).toBeVisible();
    await inBothThemes('light', 'dark');
    await console.getByLabel(/Тело запроса/).fill('{"name": "Олег"}');
    await console.getByRole('button', {name: 'Отправить запрос'}).click();
    await expect(console.getByText('Ответ макета: 201 Created')).toBeVisible();
    await inBothThemes('dark', 'light');
  });
});
