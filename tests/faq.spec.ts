import {expect, holdMainBundle, hydrated, idleWorkDone, test} from './fixtures';

// The FAQ: questions grouped by role, each collapsible, and a link to a question opens it
// (src/plugins/questions/).
const QUESTION = 'Как взять обращение из общей очереди?';
const ANSWER = /Откройте карточку в\sразделе/;

test('the FAQ groups collapsed questions by role and opens one on click', async ({page, errors}) => {
  await page.goto('/docs/faq');
  await hydrated(page);
  const article = page.locator('article');
  for (const group of ['Операторам', 'Супервизорам', 'Администраторам', 'Интеграторам']) {
    await expect(article.getByRole('heading', {level: 2, name: group})).toBeVisible();
  }
  const questions = article.locator('details.question');
  expect(await questions.count()).toBeGreaterThan(20);
  const answer = article.getByText(ANSWER);
  await expect(answer).toBeHidden();
  await article.getByRole('heading', {level: 3, name: QUESTION}).click();
  await expect(answer).toBeVisible();
  expect(errors).toEqual([]);
});

test('a link to a question opens it, from another page and from the table of contents', async ({page, errors}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/docs/faq#как-взять-обращение-из-общей-очереди');
  await hydrated(page);
  await expect(page.locator('article').getByText(ANSWER)).toBeVisible();
  await expect(page.locator('article').getByRole('heading', {level: 3, name: QUESTION})).toBeInViewport();

  const other = 'Что значит красный таймер на карточке?';
  const otherAnswer = page.locator('details.question', {has: page.getByRole('heading', {name: other})}).locator('p').first();
  await expect(otherAnswer).toBeHidden();
  await page.locator('.table-of-contents').getByRole('link', {name: other}).click();
  await expect(otherAnswer).toBeVisible();
  expect(errors).toEqual([]);
});

test('a question the reader opens before the page has hydrated stays open, and closes and opens again on click', async ({page, errors}) => {
  // On a phone the page is on screen a second before its scripts run, and a question opens without
  // them; the theme's Details component closed it again as it hydrated.
  const release = await holdMainBundle(page);
  await page.goto('/docs/faq', {waitUntil: 'commit'});
  const article = page.locator('article');
  await article.getByRole('heading', {level: 3, name: QUESTION}).click();
  const answer = article.getByText(ANSWER);
  await expect(answer).toBeVisible();
  release();
  await hydrated(page);
  // Every later part and effect has run by now: the question is still open.
  await idleWorkDone(page);
  await expect(answer).toBeVisible();
  await article.getByRole('heading', {level: 3, name: QUESTION}).click();
  await expect(answer).toBeHidden();
  await article.getByRole('heading', {level: 3, name: QUESTION}).click();
  await expect(answer).toBeVisible();
  expect(errors).toEqual([]);
});
