import type {Page} from '@playwright/test';
import {cspViolations, expect, hydrated, test} from './fixtures';

/**
 * What the browser does with the security headers as served (scripts/serve.mjs applies vercel.json;
 * the headers themselves: tests/build-output/headers.spec.ts), and hostile input in every
 * place the site reads from the URL. Each payload would set `window.__pwned` or leave an element
 * with id `pwn` if it ever ran or reached the DOM as markup.
 */
const PAYLOAD = `"><img src=x id=pwn onerror="window.__pwned=1"><script id=pwn>window.__pwned=2</script>`;
const SVG_PAYLOAD = `'><svg id=pwn onload="window.__pwned=3"></svg>`;
const SUPPORT_EMAIL = process.env.SUPPORT_EMAIL || 'support@chat.example.ru';

const searchBox = (page: Page) => page.getByPlaceholder('Поиск');

/** Nothing ran, nothing was injected, nothing broke, and the CSP had nothing to block. */
async function expectUntouched(page: Page, errors: string[]) {
  expect(await page.evaluate(() => (window as {__pwned?: unknown}).__pwned)).toBeUndefined();
  await expect(page.locator('#pwn, [onerror], [onload]')).toHaveCount(0);
  expect(errors).toEqual([]);
  expect(await cspViolations(page)).toEqual([]);
}

test.describe('security headers', () => {
  // The headers themselves need no browser: tests/build-output/headers.spec.ts.
  test('another site cannot frame a page', async ({page, baseURL}) => {
    // setContent waits for the load event, which waits for the frame.
    await page.setContent(`<iframe src="${baseURL}/docs/faq" title="framed"></iframe>`);
    // The frame shows the browser's own error page instead of ours.
    await expect(page.frameLocator('iframe').getByRole('heading', {name: 'Частые вопросы'})).toHaveCount(0);
    expect(page.frames()[1].url()).not.toContain('/docs/faq');
  });
});

test.describe('hostile input', () => {
  test('/search?q= with markup shows it as text', async ({page, errors}) => {
    await page.goto(`/search?q=${encodeURIComponent(PAYLOAD)}`);
    await hydrated(page);
    await expect(page.getByRole('heading', {level: 1})).toContainText('<img src=x id=pwn');
    await expectUntouched(page, errors);
  });

  // One page load: the markup from the address, then typed.
  test('_highlight= with markup highlights text only; markup typed into the search box finds nothing and runs nothing', async ({page, errors}) => {
    const url = `/docs/start/whatis?_highlight=${encodeURIComponent(PAYLOAD)}&_highlight=${encodeURIComponent(SVG_PAYLOAD)}`;
    await page.goto(url);
    await hydrated(page);
    await expect(searchBox(page)).toHaveValue(`${PAYLOAD} ${SVG_PAYLOAD}`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Что такое Чат-центр');
    await expectUntouched(page, errors);
    await searchBox(page).fill(PAYLOAD);
    await expect(page.getByRole('listbox')).toBeVisible();
    await searchBox(page).fill(SVG_PAYLOAD);
    await expect(searchBox(page)).toHaveValue(SVG_PAYLOAD);
    await expectUntouched(page, errors);
  });

  for (const [name, hash] of [
    ['markup', encodeURIComponent(PAYLOAD)],
    ['raw quotes and brackets', `"'><svg id=pwn onload=window.__pwned=3>`],
    ['an invalid selector', `a:b(]`],
  ] as const) {
    test(`a hostile #hash (${name}) is ignored`, async ({page, errors}) => {
      await page.goto(`/docs/start/whatis#${hash}`);
      await hydrated(page);
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
      // Client-side navigation reads the hash too.
      await page.getByRole('contentinfo').getByRole('link', {name: 'Вопросы и ответы'}).click();
      await expect(page).toHaveURL(/\/docs\/faq$/);
      await page.goBack();
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Что такое Чат-центр');
      await expectUntouched(page, errors);
    });
  }

  test('?docusaurus-theme= with markup shows the light theme and stays an attribute', async ({page, errors}) => {
    const colours = () =>
      page.evaluate(() => [getComputedStyle(document.body).color, getComputedStyle(document.querySelector('.navbar')!).backgroundColor]);
    await page.goto('/docs/start/whatis');
    await hydrated(page);
    const light = await colours();
    await page.goto(`/docs/start/whatis?docusaurus-theme=${encodeURIComponent(PAYLOAD)}`);
    await hydrated(page);
    // Docusaurus copies the value into data-theme as is; as an unknown theme it styles nothing.
    await expect(page.locator('html')).toHaveAttribute('data-theme', PAYLOAD);
    expect(await colours()).toEqual(light);
    await page.getByRole('button', {name: /Сменить тему/}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', /^(light|dark)$/);
    await expectUntouched(page, errors);
  });

  test('?docusaurus-data-… payloads set inert data attributes only', async ({page, errors}) => {
    const params = new URLSearchParams();
    params.append('docusaurus-data-x', PAYLOAD);
    params.append('docusaurus-data-onload', 'window.__pwned=4');
    params.append(`docusaurus-data-"><img src=x id=pwn onerror=window.__pwned=5>`, '1');
    await page.goto(`/docs/start/whatis?${params}`);
    await hydrated(page);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-x', PAYLOAD);
    await expect(html).toHaveAttribute('data-onload', 'window.__pwned=4');
    expect(await html.evaluate((el) => el.getAttributeNames().filter((name) => !name.startsWith('data-') && !['lang', 'dir', 'class', 'style'].includes(name)))).toEqual([]);
    await expectUntouched(page, errors);
  });

  // One page load for the box's queries, then the results page's.
  test('a 10 000-character query, Cyrillic and emoji answer in the box and on the results page, without errors', async ({page, errors}) => {
    const words = 'оператор '.repeat(1112).slice(0, 10_000);
    await page.goto('/docs/agent/quickstart');
    await hydrated(page);
    const started = Date.now();
    await searchBox(page).fill(words);
    await expect(page.getByRole('listbox')).toBeVisible();
    expect(Date.now() - started, 'time to answer, ms').toBeLessThan(10_000);
    await expect(searchBox(page)).toHaveValue(words);
    // Emptied, the box closes its list: the next answer is the next query's.
    await searchBox(page).fill('');
    await expect(page.getByRole('listbox')).toBeHidden();
    await searchBox(page).fill('оператор');
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    // The plugin treats an emoji as a word every hit must contain: the box answers, with no hits.
    await searchBox(page).fill('оператор 🚀');
    await expect(page.getByRole('listbox')).toBeVisible();
    await expect(searchBox(page)).toHaveValue('оператор 🚀');
    await expectUntouched(page, errors);
    // A URL of 10 000 Latin characters (Cyrillic would be 60 KB encoded, over any server's limit).
    const long = 'x'.repeat(10_000);
    const response = await page.goto(`/search?q=${long}`);
    expect(response?.status()).toBe(200);
    await hydrated(page);
    await expect(page.getByRole('heading', {level: 1})).toContainText('xxxxxxxx');
    await expectUntouched(page, errors);
    await page.goto(`/search?q=${encodeURIComponent('виджет 😀')}`);
    await hydrated(page);
    await expect(page.getByRole('heading', {level: 1})).toContainText('виджет 😀');
    await expectUntouched(page, errors);
  });

  test('the support mail keeps its fields for a page URL with &, # and quotes', async ({page, errors}) => {
    const path = `/docs/start/whatis?a=1&cc=spy@example.com&subject=Spam&q="'<b>#"'><img src=x id=pwn onerror=window.__pwned=6>`;
    await page.goto(path);
    await hydrated(page);
    // The navbar's «Поддержка», a mailto link.
    const link = page.getByRole('navigation', {name: 'Главное меню'}).getByRole('link', {name: 'Поддержка', exact: true});
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^mailto:/);
    expect(href).not.toMatch(/["'<>#\s]/);
    const mail = new URL(href!);
    expect(decodeURIComponent(mail.pathname)).toBe(SUPPORT_EMAIL);
    expect([...mail.searchParams.keys()]).toEqual(['subject', 'body']);
    expect(mail.searchParams.get('subject')).toBe('Запрос в поддержку');
    expect(mail.searchParams.get('body')).toContain(page.url());
    expect(mail.searchParams.get('body')).toContain('[описание проблемы]');
    await expectUntouched(page, errors);
  });
});
