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

test('the navbar support button writes to support about the current page', async ({page, errors}) => {
  await page.goto('/docs/start/whatis?utm=1&x="q"#раздел');
  await hydrated(page);
  const button = page.getByRole('navigation', {name: 'Главное меню'}).getByRole('link', {name: 'Поддержка: написать письмо'});
  await expect(button).toBeVisible();
  await expect(button).toHaveText('Поддержка');
  const mail = readMailto(await button.getAttribute('href'));
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
  const href = await page.getByRole('navigation', {name: 'Главное меню'}).getByRole('link', {name: 'Поддержка: написать письмо'}).getAttribute('href');
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
