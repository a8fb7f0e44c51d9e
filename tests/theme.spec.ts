import {expect, hydrated, test} from './fixtures';

test('the colour mode is saved under "theme" and restored on reload', async ({page}) => {
  await page.goto('/docs/start/whatis');
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.getByRole('button', {name: /Сменить тему/}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('the navbar hides on scroll down past its height and returns on scroll up', async ({page}) => {
  await page.goto('/docs/faq');
  await hydrated(page);
  const navbar = page.getByRole('navigation', {name: 'Главное меню'});
  await expect(navbar).toBeInViewport();
  // Two steps down, as a reader scrolls: the navbar hides once the page moved past its height.
  await page.mouse.move(600, 400);
  for (const dy of [300, 300]) {
    await page.mouse.wheel(0, dy);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  }
  await expect(navbar).not.toBeInViewport();
  await page.mouse.wheel(0, -200);
  await expect(navbar).toBeInViewport();
});

// One load of the home page, by a reader whose system prefers dark.
test('with a dark system preference the site still opens in light mode; a dismissed announcement stays dismissed after reload', async ({page}) => {
  await page.emulateMedia({colorScheme: 'dark'});
  await page.goto('/');
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  const bar = page.getByText(/Вышла версия\u00a0\d+\.\d+/);
  await expect(bar).toBeVisible();
  await page.getByRole('button', {name: 'Закрыть'}).click();
  await expect(bar).toBeHidden();
  await page.reload();
  await hydrated(page);
  await expect(page.getByText(/Вышла версия\u00a0\d+\.\d+/)).toBeHidden();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});
