import type {Page} from '@playwright/test';
import {expect, hydrated, resize, test} from './fixtures';
import {readMailto} from './mailto';

const SUPPORT_EMAIL = process.env.SUPPORT_EMAIL || 'support@chat.example.ru';

/** The navbar's «Поддержка»: a link, the spec's support action. */
const supportLink = (page: Page) => page.getByRole('navigation', {name: 'Главное меню'}).getByRole('link', {name: 'Поддержка', exact: true});

declare global {
  interface Window {
    lastClick?: {href: string | null; prevented: boolean};
  }
}

/** Clicks `link` and returns whether the browser went on to follow it (nothing called preventDefault). */
async function clickFollowed(page: Page, link: ReturnType<typeof supportLink>): Promise<{href: string | null; prevented: boolean} | undefined> {
  await page.evaluate(() => {
    // Last in the bubbling order: after React's handlers have run.
    window.addEventListener('click', (event) => {
      window.lastClick = {href: (event.target as Element).closest('a')?.getAttribute('href') ?? null, prevented: event.defaultPrevented};
      // The test's browser has no mail client to hand the link to.
      event.preventDefault();
    }, {once: true});
  });
  await link.click();
  return page.evaluate(() => window.lastClick);
}

/** WCAG contrast of two `rgb(r, g, b)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (rgb: string) => {
    const [r, g, bl] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number).map((c) => {
      const s = c / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

test('«Поддержка» opens the mail client with one click: a letter to support about the current page', async ({page, errors}) => {
  await page.goto('/docs/start/whatis?utm=1&x="q"#раздел');
  await hydrated(page);
  const link = supportLink(page);
  const mail = readMailto(await link.getAttribute('href'));
  expect(mail.to).toBe(SUPPORT_EMAIL);
  expect(mail.fields).toEqual(['subject', 'body']);
  expect(mail.subject).toBe('Запрос в поддержку');
  expect(mail.body).toContain(page.url());
  expect(mail.body).toContain('[описание проблемы]');
  expect(mail.body).toContain('[ваше имя]');
  const click = await clickFollowed(page, link);
  expect(click, 'the click reached the link and nothing stopped the browser from following it').toEqual({href: await link.getAttribute('href'), prevented: false});
  // After the click, for a reader without a mail client: the address and a way to copy it.
  const panel = page.locator(`[id="${await link.getAttribute('aria-controls')}"]`);
  await expect(panel).toContainText(SUPPORT_EMAIL);
  await expect(panel.getByRole('button', {name: 'Скопировать адрес'})).toBeVisible();
  await expect(link).toBeVisible();
  expect(errors).toEqual([]);
});

test('«Поддержка» is the spec\'s teal and the size and weight of the other navbar items; the page offers a question about it', async ({page}) => {
  await page.goto('/docs/start/whatis');
  await hydrated(page);
  const link = supportLink(page);
  const style = (locator: ReturnType<typeof supportLink>) =>
    locator.evaluate((el) => {
      const {backgroundColor, color, fontSize, fontWeight} = getComputedStyle(el);
      return {backgroundColor, color, fontSize, fontWeight};
    });
  const neighbour = await style(page.getByRole('navigation', {name: 'Главное меню'}).getByRole('link', {name: 'История версий'}));
  const rest = await style(link);
  expect(rest.backgroundColor).toBe('rgb(11, 136, 125)');
  expect({fontSize: rest.fontSize, fontWeight: rest.fontWeight}).toEqual({fontSize: neighbour.fontSize, fontWeight: neighbour.fontWeight});
  expect(contrast(rest.color, rest.backgroundColor), 'label contrast').toBeGreaterThanOrEqual(4.5);
  await link.hover();
  await expect.poll(async () => (await style(link)).backgroundColor).toBe('rgb(10, 122, 112)');
  const hover = await style(link);
  expect(contrast(hover.color, hover.backgroundColor), 'label contrast on hover').toBeGreaterThanOrEqual(4.5);
  await test.step('the page offers a question about this page below the content', async () => {
    const question = page.getByRole('main').getByRole('link', {name: 'Задать вопрос по этой странице'});
    await expect(question).toBeVisible();
    const mail = readMailto(await question.getAttribute('href'));
    expect(mail.to).toBe(SUPPORT_EMAIL);
    expect(mail.subject).toBe('Вопрос по документации');
    expect(mail.body).toContain(page.url());
  });
});

test('the mail follows client-side navigation', async ({page}) => {
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('contentinfo').getByRole('link', {name: 'Вопросы и ответы'}).click();
  await expect(page).toHaveURL(/\/docs\/faq$/);
  // The address changes before the new page renders: the reader clicks once they see it.
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Частые вопросы');
  expect(readMailto(await supportLink(page).getAttribute('href')).body).toContain(page.url());
});

test.describe('on a phone', () => {
  test.use({viewport: {width: 390, height: 800}});

  test('the side menu lists the support link below the navbar items and locks scrolling', async ({page, errors}) => {
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', {name: 'Открыть меню'}).click();
    const menu = page.locator('.navbar-sidebar');
    const items = menu.getByRole('link');
    await expect(items.filter({hasText: 'История версий'})).toBeVisible();
    const support = menu.getByRole('link', {name: 'Написать в поддержку'});
    await expect(support).toBeVisible();
    const labels = await items.allInnerTexts();
    expect(labels.indexOf('Написать в поддержку')).toBeGreaterThan(labels.indexOf('История версий'));
    expect(readMailto(await support.getAttribute('href')).subject).toBe('Запрос в поддержку');
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    expect(errors).toEqual([]);
  });

  test('on a doc page the menu shows the docs sidebar with a way back', async ({page}) => {
    await page.goto('/docs/agent/quickstart');
    await hydrated(page);
    await page.getByRole('button', {name: 'Открыть меню'}).click();
    const back = page.getByRole('button', {name: '← Back to main menu'});
    await expect(back).toBeVisible();
    await back.click();
    await expect(page.locator('.navbar-sidebar').getByRole('link', {name: 'Написать в поддержку'})).toBeVisible();
  });
});

// Copying the address, and its fallback: tests/components/support.spec.ts.
test.describe('after the click, the panel', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  // One page load: a phone, then the window widened to a desktop.
  test('works from the keyboard at 390 and 1280 px: Escape closes it and focus returns to the link', async ({page}) => {
    await page.setViewportSize({width: 390, height: 800});
    await page.goto('/docs/start/whatis');
    await hydrated(page);
    const link = supportLink(page);
    const panel = page.locator(`[id="${await link.getAttribute('aria-controls')}"]`);
    for (const width of [390, 1280]) {
      await test.step(`at ${width} px`, async () => {
        await resize(page, {width, height: 800});
        await page.evaluate(() => window.addEventListener('click', (event) => event.preventDefault(), {once: true}));
        await link.focus();
        await page.keyboard.press('Enter');
        await expect(panel).toBeVisible();
        await expect(panel).toBeInViewport({ratio: 1});
        await page.keyboard.press('Tab');
        await expect(panel.getByRole('button', {name: 'Скопировать адрес'})).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(panel).toBeHidden();
        await expect(link).toBeFocused();
      });
    }
  });
});
