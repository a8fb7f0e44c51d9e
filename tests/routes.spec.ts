import {cspViolations, expect, hydrated, test} from './fixtures';
import {readRoutes} from './routes';

for (const route of readRoutes()) {
  test(`${route} renders with one h1 and no errors`, async ({page, errors}) => {
    const response = await page.goto(route);
    expect(response?.status(), 'HTTP status').toBe(200);
    await hydrated(page);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toBeVisible();
    expect(await cspViolations(page), 'CSP violations').toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('an unknown path shows the Russian not-found page', async ({page, errors}) => {
  const response = await page.goto('/docs/no-such-page');
  expect(response?.status()).toBe(404);
  await hydrated(page);
  await expect(page.getByRole('heading', {level: 1, name: 'Страница не найдена'})).toBeVisible();
  expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
});
