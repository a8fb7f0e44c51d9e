import {expect, test, type Locator, type Page} from '@playwright/test';
import {readMailto} from '../mailto';
import {SETTINGS} from './doubles/site';

declare global {
  interface Window {
    lastClick?: {href: string | null; prevented: boolean};
  }
}

/** After the component's own handlers: whether the browser would follow the link; then it does not (no mail client here). */
async function keepMailClientClosed(page: Page): Promise<void> {
  await page.evaluate(() =>
    window.addEventListener(
      'click',
      (event) => {
        window.lastClick = {href: (event.target as Element).closest('a')?.getAttribute('href') ?? null, prevented: event.defaultPrevented};
        event.preventDefault();
      },
      {once: true},
    ),
  );
}

const panelOf = async (page: Page, link: Locator) => page.locator(`[id="${await link.getAttribute('aria-controls')}"]`);

test('«Поддержка» is a mailto: link to support about this page, and the click opens the mail client and the panel', async ({mount, page}) => {
  const navbar = await mount('SupportButton/Navbar');
  const link = navbar.getByRole('link', {name: 'Поддержка', exact: true});
  const mail = readMailto(await link.getAttribute('href'));
  expect(mail).toMatchObject({to: SETTINGS.supportEmail, fields: ['subject', 'body'], subject: 'Запрос в поддержку'});
  expect(mail.body).toContain(`Страница документации: ${page.url()}`);
  // Lines end in CRLF, as RFC 6068 asks.
  expect(mail.body).toMatch(/^Здравствуйте!\r\n\r\nОпишите, пожалуйста, проблему или вопрос:\r\n\[описание проблемы\]\r\n/);
  const panel = await panelOf(page, link);
  await expect(panel).toBeHidden();
  await keepMailClientClosed(page);
  await link.click();
  expect(await page.evaluate(() => window.lastClick)).toEqual({href: await link.getAttribute('href'), prevented: false});
  await expect(panel).toBeVisible();
  await expect(panel).toContainText(`Если почтовая программа не открылась, напишите нам на ${SETTINGS.supportEmail}`);
  await expect(panel.getByRole('button', {name: 'Скопировать адрес'})).toBeVisible();
});

test('«Скопировать адрес» copies the address and says so; a click elsewhere closes the panel', async ({mount, page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const navbar = await mount('SupportButton/Navbar');
  const link = navbar.getByRole('link', {name: 'Поддержка', exact: true});
  await keepMailClientClosed(page);
  await link.click();
  const panel = await panelOf(page, link);
  await panel.getByRole('button', {name: 'Скопировать адрес'}).click();
  await expect(panel.getByRole('status')).toHaveText('Адрес скопирован');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(SETTINGS.supportEmail);
  await navbar.getByText('Текст страницы.').click();
  await expect(panel).toBeHidden();
  await expect(link).toBeVisible();
});

test('where the clipboard is closed, the address is selected for the reader to copy', async ({mount, page}) => {
  const navbar = await mount('SupportButton/Navbar');
  await page.evaluate(() => {
    Object.defineProperty(navigator, 'clipboard', {value: {writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError'))}});
  });
  const link = navbar.getByRole('link', {name: 'Поддержка', exact: true});
  await keepMailClientClosed(page);
  await link.click();
  const panel = await panelOf(page, link);
  await panel.getByRole('button', {name: 'Скопировать адрес'}).click();
  await expect(panel.getByRole('status')).toHaveText('Адрес выделен: скопируйте его (Ctrl+C)');
  expect(await page.evaluate(() => window.getSelection()?.toString())).toBe(SETTINGS.supportEmail);
});

test('from the keyboard: Enter opens the panel, Tab reaches «Скопировать адрес», Escape closes it and focus returns', async ({mount, page}) => {
  const navbar = await mount('SupportButton/Navbar');
  const link = navbar.getByRole('link', {name: 'Поддержка', exact: true});
  await keepMailClientClosed(page);
  await link.focus();
  await page.keyboard.press('Enter');
  const panel = await panelOf(page, link);
  await expect(panel).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('button', {name: 'Скопировать адрес'})).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(link).toBeFocused();
});

test('«Поддержка» is the spec\'s teal, #0B887D, and #0A7A70 under the pointer, its label readable on both', async ({mount}) => {
  const navbar = await mount('SupportButton/Navbar');
  const link = navbar.getByRole('link', {name: 'Поддержка', exact: true});
  await expect(link).toHaveCSS('background-color', 'rgb(11, 136, 125)');
  await expect(link).toHaveCSS('color', 'rgb(0, 0, 0)');
  await link.hover();
  await expect(link).toHaveCSS('background-color', 'rgb(10, 122, 112)');
  await expect(link).toHaveCSS('color', 'rgb(255, 255, 255)');
});

test('in the side menu it is the plain link «Написать в поддержку»', async ({mount}) => {
  const menu = await mount('SupportButton/SideMenu');
  const link = menu.getByRole('link', {name: 'Написать в поддержку'});
  expect(readMailto(await link.getAttribute('href'))).toMatchObject({to: SETTINGS.supportEmail, subject: 'Запрос в поддержку'});
  await expect(menu.getByRole('button')).toHaveCount(0);
});
