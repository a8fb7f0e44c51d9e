import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {load} from 'cheerio';
import {builtPagePath} from '../src/plugins/builtPage';
import {expect, hydrated, test} from './fixtures';

/**
 * Every string a reader can see is Russian (issue 30 §2): the words on the page, its `<title>`, and the
 * names and hints of its elements (`title`, `alt`, `aria-label`, `placeholder`), the labels the tables
 * show on phones (`--th-N`, src/plugins/tables) and what CSS writes (`content`). A Latin word passes
 * only if it is one of these:
 * - inside code (`<code>`, `<pre>`, `<kbd>`, `<samp>`): an identifier, a value, a command;
 * - an abbreviation or a constant in capitals (API, JSON, FRT, VALIDATION_ERROR), a name with a digit,
 *   a dot or an underscore in it (UTF-8, E.164, shop.example.ru, client_id), in lower case with hyphens
 *   (init-chat, date-time), or a path (/threads/{threadId});
 * - a product's or a technology's name, or a technical term, in TERMS below;
 * - a label of another product's interface, in bold or in «quotes» and only in Latin letters, as the
 *   guides write them (Xcode's **File → Add Package Dependencies**).
 * Static text is read from the built HTML of one page of each type (no browser); what only appears
 * once the page runs (the mobile menu, the API console, the feedback panel) in one browser pass.
 *
 * The specification quotes a few labels in English (/work/shared/spec.md: the mobile menu's way back,
 * the search's answers, the crash screen), and where it is exact it wins over an issue's text: those
 * stay English (SPEC_LABELS), and nothing else does.
 */
const TERMS = new Set([
  // Products, companies and services the pages name.
  'Android', 'Apple', 'APNs', 'Atom', 'Chrome', 'Claude Code', 'CocoaPods', 'Cursor', 'Edge', 'Excel', 'Firefox', 'Google', 'Gradle', 'Insomnia', 'iOS',
  'iPhone', 'Java', 'JavaScript', 'Jira', 'Keychain', 'Keystore', 'Kotlin', 'Linux', 'macOS', 'Markdown', 'Maven', 'Objective-C', 'OpenAPI',
  'Postman', 'Pulse', 'PushFeedback', 'Python', 'Safari', 'Swift', 'Swift Package Manager', 'Telegram', 'Unix', 'Viber', 'VS Code',
  'WhatsApp', 'Windows', 'Xcode',
  // Languages the code blocks highlight (/markdown-page lists them).
  'Bash', 'Groovy', 'PowerShell', 'Textile', 'XML-doc',
  // Technical terms written in Latin letters in Russian text; formats of OpenAPI.
  'Authorization', 'Bearer', 'client credentials', 'cookie', 'curl', 'E-mail', 'email', 'false', 'iframe', 'null', 'OAuth',
  'push', 'Push', 'true', 'uri', 'uuid', 'www',
  // The bot API's webhook events, which name their pages.
  'message', 'training',
]);

/** The spec's own English labels, which stay English; a longer one before the one it starts with. */
const SPEC_LABELS = [
  '← Back to main menu',
  'No results',
  'See all results within',
  'See all results outside',
  'See all results',
  'Page Error',
  'This page crashed',
  'Try again',
];

const WORD = /[A-Za-z0-9]*[A-Za-z][A-Za-z0-9]*(?:['’._-][A-Za-z0-9]+)*/g;
const PHRASES = [...SPEC_LABELS, ...[...TERMS].filter((term) => term.includes(' '))];

/** The English words of a string a reader sees, as `«word» in «text»`. */
function englishIn(text: string): string[] {
  // The typography joins short words to the next with a no-break space («VS\u00a0Code»): a phrase matches either way.
  const rest = PHRASES.reduce((value, phrase) => value.replaceAll(phrase, ''), text.replace(/\u00a0/g, ' '))
    .replace(/«[^«»А-яЁё]*»/g, '')
    .replace(/\S*[/{]\S*/g, '');
  return [...rest.matchAll(WORD)]
    .map(([word]) => word)
    .filter((word) => !/^[A-Z0-9_]{2,}$/.test(word) && !/[\d._]/.test(word) && !/^[a-z]+(-[a-z]+)+$/.test(word) && !TERMS.has(word))
    .map((word) => `«${word}» in «${text.replace(/\s+/g, ' ').trim().slice(0, 80)}»`);
}

/** One page of each type. */
const PAGES = [
  '/',
  '/docs',
  '/docs/start/whatis',
  '/docs/agent/quickstart',
  '/docs/supervisor/report/incomingthreads',
  '/docs/api',
  '/docs/api/external-api/messages',
  '/docs/api/external-api/threads/transfer-thread',
  '/docs/api/external-api-bot/webhooks/message',
  '/docs/sdk/sdk-mobilechat',
  '/docs/faq',
  '/docs/tags',
  '/blog',
  '/blog/6-27',
  '/blog/archive',
  '/blog/authors',
  '/blog/tags',
  '/search',
  '/markdown-page',
  '/404',
];

const ROOT = path.join(__dirname, '..');
const ATTRIBUTES = ['title', 'alt', 'aria-label', 'placeholder'];

/** What a reader can see of a built page, without running it: its strings, each with where it is. */
function staticStrings(html: string): string[] {
  const $ = load(html);
  const strings = [$('head > title').text()];
  const body = $('body');
  // Scripts, styles and code are not prose; a <noscript> holds the counter's pixel.
  body.find('script, style, noscript, template, code, pre, kbd, samp').remove();
  body.find('strong').filter((_, element) => !/[А-яЁё]/.test($(element).text())).remove();
  body.find('*').each((_, element) => {
    for (const name of ATTRIBUTES) {
      const value = $(element).attr(name);
      if (value) {
        strings.push(value);
      }
    }
    // The labels of a table's cells on phones (src/plugins/tables): `--th-2:"Тип"`.
    for (const [, label] of ($(element).attr('style') ?? '').matchAll(/--th-\d+:"((?:[^"\\]|\\.)*)"/g)) {
      strings.push(label!);
    }
  });
  body.find('*').contents().each((_, node) => {
    if (node.type === 'text' && node.data.trim()) {
      strings.push(node.data);
    }
  });
  return strings;
}

const builtStrings = (route: string) => staticStrings(readFileSync(builtPagePath(path.resolve(ROOT, process.env.E2E_DIR ?? 'build'), route), 'utf8'));

test('the built pages of every type show no English but code, abbreviations and names', () => {
  const found = PAGES.flatMap((route) => builtStrings(route).flatMap(englishIn).map((word) => `${route}: ${word}`));
  expect([...new Set(found)]).toEqual([]);
});

/**
 * What a reader can see of the running page, shadow roots included (the feedback widget): the title
 * and every visible element's name and hints; within `scope` (what opened), also the text and what CSS
 * writes before and after it (asking every element of a long API page for its pseudo-elements takes
 * seconds, and its static text is the first test's).
 */
async function shownStrings(page: Page, scope?: string): Promise<string[]> {
  return page.evaluate(
    ({attributes, scope}) => {
      const strings = new Set<string>([document.title]);
      const visit = (root: Document | ShadowRoot | Element, all: boolean) => {
        const elements = root instanceof Element ? [root, ...Array.from(root.querySelectorAll('*'))] : Array.from(root.querySelectorAll('*'));
        for (const element of elements) {
          if (element.shadowRoot) {
            visit(element.shadowRoot, all);
          }
          const foreignLabel = element.closest('strong') && !/[А-яЁё]/.test(element.closest('strong')!.textContent ?? '');
          if (foreignLabel || element.closest('code, pre, kbd, samp, script, style') || !element.checkVisibility({visibilityProperty: true})) {
            continue;
          }
          for (const name of attributes) {
            const value = element.getAttribute(name);
            if (value) {
              strings.add(value);
            }
          }
          if (!all) {
            continue;
          }
          for (const pseudo of ['::before', '::after']) {
            const content = getComputedStyle(element, pseudo).content;
            if (content.startsWith('"')) {
              strings.add(content.slice(1, -1));
            }
          }
          const own = Array.from(element.childNodes)
            .filter((node) => node.nodeType === Node.TEXT_NODE)
            .map((node) => node.textContent ?? '')
            .join('')
            .trim();
          if (own) {
            strings.add(own);
          }
        }
      };
      if (scope) {
        document.querySelectorAll(scope).forEach((element) => visit(element, true));
      } else {
        visit(document, false);
      }
      return [...strings];
    },
    {attributes: ATTRIBUTES, scope},
  );
}

test('what appears as the page runs speaks Russian: names, the mobile menu, the API console, the feedback panel', async ({page}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/docs/api/external-api/messages');
  await hydrated(page);
  const found: string[] = [];
  const check = async (state: string, scope?: string) =>
    found.push(...(await shownStrings(page, scope)).flatMap(englishIn).map((word) => `${state}: ${word}`));

  // The names and hints of everything on the hydrated page.
  await check('the page');

  // The mobile menu opens on the docs' sidebar, with its way back to the main menu.
  await page.getByRole('button', {name: 'Открыть меню'}).click();
  // Its way back keeps the spec's English label.
  await expect(page.getByRole('button', {name: '← Back to main menu'})).toBeVisible();
  await check('the mobile menu, docs', '.navbar-sidebar');
  await page.locator('.navbar-sidebar__back').click();
  await check('the mobile menu, main', '.navbar-sidebar');
  await page.keyboard.press('Escape');
  await expect(page.locator('.navbar-sidebar')).toBeHidden();

  // The console, its answer and the tables' cards.
  const operation = page.locator('.api-op').first();
  await operation.getByRole('button', {name: 'Попробовать'}).click();
  await operation.getByRole('button', {name: 'Отправить запрос'}).click();
  await expect(operation.getByText(/^Ответ макета/)).toBeVisible();
  await check('the API console', '[aria-label^="Консоль"]');

  // The feedback panel, in a build that has it (`npm test` builds with a project id).
  if (process.env.PUSHFEEDBACK_PROJECT_ID) {
    await page.getByRole('button', {name: 'Оставить отзыв'}).click();
    await expect(page.getByText('Как вы оцените эту страницу?')).toBeVisible();
    await check('the feedback panel', 'feedback-modal');
  }

  expect([...new Set(found)]).toEqual([]);
});
