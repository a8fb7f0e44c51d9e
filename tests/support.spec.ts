import type {Page} from '@playwright/test';
import {expect, hydrated, test} from './fixtures';

const SUPPORT_EMAIL = process.env.SUPPORT_EMAIL || 'support@chat.example.ru';

/** Reads a mailto link the way a mail client does. */
function readMailto(href: string | null) {
  expect(href).toMatch(/^mailto:/);
  const url = new URL(href!);
  return {
    to: decodeURIComponent(url.pathname),
    fields: [...url.searchParams.keys()],
    subject: url.searchParams.get('subject'),
    body: url.searchParams.get('body') ?? '',
  };
}

/** Opens the navbar's support panel and returns its «Написать письмо» link. */
async function supportMailLink(page: Page) {
  const button = page.getByRole('navigation', {name: 'Главное меню'}).getByRole('button', {name: 'Поддержка'});
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  return page.getByRole('navigation', {name: 'Главное меню'}).getByRole('link', {name: 'Написать письмо'});
}

test('the navbar support button writes to support about the current page', async ({page, errors}) => {
  await page.goto('/docs/start/whatis?utm=1&x="q"#раздел');
  await hydrated(page);
  const link = await supportMailLink(page);
  await expect(link).toBeVisible();
  const mail = readMailto(await link.getAttribute('href'));
  expect(mail.to).toBe(SUPPORT_EMAIL);
  expect(mail.fields).toEqual(['subject', 'body']);
  expect(mail.subject).toBe('Запрос в поддержку');
  expect(mail.body).toContain(page.url());
  expect(mail.body).toContain('[описание проблемы]');
  expect(mail.body).toContain('[ваше имя]');
  expect(errors).toEqual([]);
});

test('a doc page offers a question about this page below the content', async ({page}) => {
  await page.goto('/docs/start/whatis');
  await hydrated(page);
  const link = page.getByRole('main').getByRole('link', {name: 'Задать вопрос по этой странице'});
  await expect(link).toBeVisible();
  const mail = readMailto(await link.getAttribute('href'));
  expect(mail.to).toBe(SUPPORT_EMAIL);
  expect(mail.subject).toBe('Вопрос по документации');
  expect(mail.body).toContain(page.url());
});

test('the mail follows client-side navigation', async ({page}) => {
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('contentinfo').getByRole('link', {name: 'Вопросы и ответы'}).click();
  await expect(page).toHaveURL(/\/docs\/faq$/);
  // The address changes before the new page renders: the reader clicks once they see it.
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Частые вопросы');
  const href = await (await supportMailLink(page)).getAttribute('href');
  expect(readMailto(href).body).toContain(page.url());
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

test.describe('the support panel', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  test('gives the address to a reader without a mail client: copy it, see it copied', async ({page, errors}) => {
    await page.goto('/docs/start/whatis');
    await hydrated(page);
    const button = page.getByRole('button', {name: 'Поддержка'});
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    await expect(panel).toBeVisible();
    await expect(panel).toContainText(SUPPORT_EMAIL);
    await expect(panel.getByRole('link', {name: 'Написать письмо'})).toHaveAttribute('href', /^mailto:/);
    await panel.getByRole('button', {name: 'Скопировать адрес'}).click();
    await expect(panel.getByRole('status')).toHaveText('Адрес скопирован');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(SUPPORT_EMAIL);
    expect(errors).toEqual([]);
  });

  for (const width of [390, 1280]) {
    test(`works from the keyboard at ${width} px: Escape closes it and focus returns to the button`, async ({page}) => {
      await page.setViewportSize({width, height: 800});
      await page.goto('/docs/start/whatis');
      await hydrated(page);
      const button = page.getByRole('button', {name: 'Поддержка'});
      await button.focus();
      await page.keyboard.press('Enter');
      const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
      await expect(panel).toBeVisible();
      await expect(panel).toBeInViewport({ratio: 1});
      await page.keyboard.press('Tab');
      await expect(panel.getByRole('link', {name: 'Написать письмо'})).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(panel.getByRole('button', {name: 'Скопировать адрес'})).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(button).toBeFocused();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    });
  }

  test('closes when the reader clicks elsewhere', async ({page}) => {
    await page.goto('/docs/start/whatis');
    await hydrated(page);
    const button = page.getByRole('button', {name: 'Поддержка'});
    await button.click();
    await expect(page.getByRole('link', {name: 'Написать письмо'})).toBeVisible();
    await page.getByRole('heading', {level: 1}).click();
    await expect(page.getByRole('link', {name: 'Написать письмо'})).toBeHidden();
  });
});
