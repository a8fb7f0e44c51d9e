import {expect, test, type Page, type Route} from '@playwright/test';
import {SETTINGS} from './doubles/site';

const ENDPOINT = 'https://app.pushfeedback.com/api/v1/feedback/';
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'content-type, authorization',
  'access-control-allow-methods': 'POST, OPTIONS',
};

/**
 * PushFeedback's service as the test has it: `answer` takes each feedback posted (after the
 * browser's CORS preflight); what it got is in the returned list.
 */
async function feedbackService(page: Page, answer: (route: Route) => Promise<void>): Promise<Record<string, unknown>[]> {
  const sent: Record<string, unknown>[] = [];
  await page.route(ENDPOINT, async (route) => {
    if (route.request().method() === 'OPTIONS') {
      await route.fulfill({status: 204, headers: CORS});
      return;
    }
    sent.push(route.request().postDataJSON());
    await answer(route);
  });
  return sent;
}

const accepted = (route: Route) => route.fulfill({status: 201, headers: CORS, contentType: 'application/json', body: '"fb_1"'});

/** Opens the form from the launcher, gives 4 stars and a comment. */
async function fillFeedback(page: Page) {
  await page.getByRole('button', {name: 'Оставить отзыв'}).click();
  await expect(page.getByText('Как вы оцените эту страницу?')).toBeVisible();
  await expect(page.getByRole('button', {name: 'Добавить скриншот'})).toBeVisible();
  await expect(page.getByPlaceholder('E-mail (необязательно)')).toBeVisible();
  await page.getByRole('button', {name: 'Оценка 4 из 5'}).click();
  await page.getByPlaceholder('Комментарий').fill('Не хватает примера для Telegram');
}

test('sends the rating, the comment and the page to the project, then thanks the reader', async ({mount, page}) => {
  const sent = await feedbackService(page, accepted);
  await mount('FeedbackWidget/Page');
  await fillFeedback(page);
  await page.getByRole('button', {name: 'Отправить', exact: true}).click();
  await expect(page.getByText('Спасибо за отзыв!')).toBeVisible();
  await expect(page.getByText('Отзыв успешно отправлен')).toBeVisible();
  expect(sent).toEqual([expect.objectContaining({project: SETTINGS.pushFeedbackProjectId, rating: 4, message: 'Не хватает примера для Telegram', url: page.url()})]);
});

for (const failure of ['unreachable', '500'] as const) {
  test(`a failing service (${failure}) keeps the rating and comment, offers them by mail, and sends them on a retry`, async ({mount, page}) => {
    let up = false;
    const sent = await feedbackService(page, (route) =>
      up ? accepted(route) : failure === 'unreachable' ? route.abort('connectionrefused') : route.fulfill({status: 500, headers: CORS, body: 'down'}),
    );
    await mount('FeedbackWidget/Page');
    await fillFeedback(page);
    await page.getByRole('button', {name: 'Отправить', exact: true}).click();
    const panel = page.getByRole('dialog', {name: 'Не удалось отправить отзыв'});
    await expect(panel).toBeVisible();
    await expect(panel).toBeFocused();
    await expect(page.getByText('Спасибо за отзыв!')).toBeHidden();
    await expect(panel).toContainText('Сервис отзывов не ответил');
    // What the reader wrote is still there.
    await expect(page.getByPlaceholder('Комментарий')).toHaveValue('Не хватает примера для Telegram');
    await expect(page.getByRole('button', {name: 'Оценка 4 из 5'})).toHaveAttribute('aria-pressed', 'true');
    // The letter carries it, and follows what the reader changes.
    await page.getByPlaceholder('Комментарий').fill('Не хватает примера для Telegram и VK');
    const letter = page.getByRole('link', {name: 'отправьте отзыв письмом в поддержку'});
    await expect.poll(async () => new URL((await letter.getAttribute('href'))!).searchParams.get('body')).toContain('Telegram и VK');
    const mail = new URL((await letter.getAttribute('href'))!);
    expect(mail.protocol).toBe('mailto:');
    expect(decodeURIComponent(mail.pathname)).toBe(SETTINGS.supportEmail);
    expect(mail.searchParams.get('subject')).toBe('Отзыв о документации');
    expect(mail.searchParams.get('body')).toContain(`Страница: ${page.url()}`);
    expect(mail.searchParams.get('body')).toContain('Оценка: 4 из 5');
    // Closed and opened again, the form still has it.
    await page.getByRole('button', {name: 'Закрыть форму отзыва'}).click();
    await expect(panel).toBeHidden();
    await page.getByRole('button', {name: 'Оставить отзыв'}).click();
    await expect(page.getByPlaceholder('Комментарий')).toHaveValue('Не хватает примера для Telegram и VK');
    // Sent again once the service answers.
    up = true;
    await page.getByRole('button', {name: 'Отправить ещё раз'}).click();
    await expect(page.getByText('Спасибо за отзыв!')).toBeVisible();
    expect(sent.at(-1)).toMatchObject({rating: 4, message: 'Не хватает примера для Telegram и VK'});
    await page.getByRole('button', {name: 'Закрыть форму отзыва'}).click();
    // A new feedback starts empty, under the usual title.
    await page.getByRole('button', {name: 'Оставить отзыв'}).click();
    await expect(page.getByRole('dialog', {name: 'Оставить отзыв'})).toBeVisible();
    await expect(page.getByPlaceholder('Комментарий')).toHaveValue('');
    await expect(page.getByRole('button', {name: 'Отправить', exact: true})).toBeVisible();
  });
}
