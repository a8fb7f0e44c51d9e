import type {Page, Route} from '@playwright/test';
import {expect, hydrated, test} from './fixtures';

const PROJECT = process.env.PUSHFEEDBACK_PROJECT_ID;
const ENDPOINT = 'https://app.pushfeedback.com/api/v1/feedback/';
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'content-type, authorization',
  'access-control-allow-methods': 'POST, OPTIONS',
};

/** Answers the browser's CORS preflight, then hands the POST to `answer`. */
function feedbackService(answer: (route: Route) => Promise<void>) {
  return async (route: Route) => {
    if (route.request().method() === 'OPTIONS') {
      await route.fulfill({status: 204, headers: CORS});
      return;
    }
    await answer(route);
  };
}

async function fillFeedback(page: Page) {
  await page.goto('/docs/start/whatis');
  await hydrated(page);
  await page.getByRole('button', {name: 'Оставить отзыв'}).click();
  await expect(page.getByText('Как вы оцените эту страницу?')).toBeVisible();
  await expect(page.getByRole('button', {name: 'Добавить скриншот'})).toBeVisible();
  await expect(page.getByPlaceholder('E-mail (необязательно)')).toBeVisible();
  await page.getByRole('button', {name: 'Оценка 4 из 5'}).click();
  await page.getByPlaceholder('Комментарий').fill('Не хватает примера для Telegram');
}

test.describe('feedback widget', () => {
  test.skip(!PROJECT, 'The build under test has no PUSHFEEDBACK_PROJECT_ID; `npm test` builds with one.');

  test('sends the rating, the comment and the page, then thanks the reader', async ({page, errors}) => {
    const sent: Record<string, unknown>[] = [];
    await page.route(
      ENDPOINT,
      feedbackService(async (route) => {
        sent.push(route.request().postDataJSON());
        await route.fulfill({status: 201, headers: CORS, contentType: 'application/json', body: '"fb_1"'});
      }),
    );
    await fillFeedback(page);
    await page.getByRole('button', {name: 'Отправить'}).click();
    await expect(page.getByText('Спасибо за отзыв!')).toBeVisible();
    await expect(page.getByText('Отзыв успешно отправлен')).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      project: PROJECT,
      rating: 4,
      message: 'Не хватает примера для Telegram',
      url: page.url(),
    });
    expect(errors).toEqual([]);
  });

  for (const failure of ['abort', '500'] as const) {
    test(`a failing service (${failure}) shows the widget's error and nothing else breaks`, async ({page, errors}) => {
      await page.route(
        ENDPOINT,
        feedbackService((route) =>
          failure === 'abort' ? route.abort('connectionrefused') : route.fulfill({status: 500, headers: CORS, body: 'down'}),
        ),
      );
      await fillFeedback(page);
      await page.getByRole('button', {name: 'Отправить'}).click();
      await expect(page.getByText('Не удалось отправить отзыв')).toBeVisible();
      await expect(page.getByText('Спасибо за отзыв!')).toBeHidden();
      // The page itself keeps working.
      await page.getByRole('button', {name: 'Закрыть форму отзыва'}).click();
      await page.getByRole('contentinfo').getByRole('link', {name: 'Вопросы и ответы'}).click();
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
      expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
    });
  }

  test('follows the colour mode', async ({page}) => {
    await page.goto('/docs/start/whatis');
    await hydrated(page);
    const widget = page.locator('feedback-button');
    await expect(widget).toHaveAttribute('button-style', 'dark');
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await expect(widget).toHaveAttribute('button-style', 'light');
  });
});
