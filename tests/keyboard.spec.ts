import type {Page} from '@playwright/test';
import {expect, hydrated, test} from './fixtures';

/** Opens the docs page with the scripts it fetches from now on held `ms` ms: a reader on a slow connection. */
async function openWithScriptsHeld(page: Page, ms: number): Promise<void> {
  await page.goto('/docs/agent/quickstart');
  await hydrated(page);
  await page.route('**/assets/js/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue().catch(() => undefined);
  });
}

test.describe('the mobile menu from the keyboard', () => {
  test.use({viewport: {width: 390, height: 800}});

  // One load: the page with the menu closed first, then the menu opened from the keyboard.
  test('with the menu closed, Tab visits no control hidden in it; opening moves focus into the menu, Tab stays inside it, Escape closes it and focus returns to the menu button', async ({page}) => {
    await page.goto('/docs/agent/quickstart');
    await hydrated(page);
    // The menu renders when the browser is idle: wait for it.
    await expect(page.locator('.navbar-sidebar')).toHaveCount(1);
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      const hidden = await page.evaluate(() => {
        const el = document.activeElement;
        if (!el || el === document.body) {
          return false;
        }
        const box = el.getBoundingClientRect();
        return el.closest('.navbar-sidebar') !== null || box.right <= 0 || box.left >= window.innerWidth;
      });
      expect(hidden, `Tab ${i + 1} reached a hidden control`).toBe(false);
    }
    const toggle = page.getByRole('button', {name: 'Открыть меню'});
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.locator('.navbar-sidebar');
    await expect(page.getByRole('button', {name: '← Back to main menu'})).toBeVisible();
    await expect.poll(() => menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    // Twice around the menu: never a control of the page behind it.
    for (let i = 0; i < 40; i += 1) {
      await page.keyboard.press('Tab');
      expect(await menu.evaluate((el) => el.contains(document.activeElement)), `Tab ${i + 1} left the menu`).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
    await expect(toggle).toBeFocused();
  });

  test('a search box the reader left while its index loaded does not take the focus back from the open menu', async ({page}) => {
    await page.goto('/docs/agent/quickstart');
    await hydrated(page);
    // The index arrives only once the reader has gone on to the menu.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/search-index[^/]*\.json/, async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    });
    const box = page.locator('input.navbar__search-input');
    // On a phone the box covers the navbar's row while it has the focus: the reader tabs on.
    await box.focus();
    await page.keyboard.press('Tab');
    await page.getByRole('button', {name: 'Открыть меню'}).focus();
    await page.keyboard.press('Enter');
    const menu = page.locator('.navbar-sidebar');
    const focusInMenu = () => menu.evaluate((el) => el.contains(document.activeElement));
    await expect.poll(focusInMenu).toBe(true);
    release();
    // The plugin sets the box up (a combobox) and, in the same task, focused it again.
    await expect(box).toHaveAttribute('role', 'combobox');
    expect(await focusInMenu(), 'the focus after the index loaded').toBe(true);
  });

  test('the close button returns focus to the menu button, even before the menu\'s keyboard handling has loaded', async ({page}) => {
    // A quick reader closes the menu before the chunks its opening asks for have arrived: hold them.
    await openWithScriptsHeld(page, 3000);
    const toggle = page.getByRole('button', {name: 'Открыть меню'});
    await toggle.click();
    await page.getByRole('button', {name: 'Закрыть меню'}).click();
    await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
    await expect(toggle).toBeFocused();
  });

  for (const opening of ['tap', 'click'] as const) {
    test(`opened by a ${opening}, it takes focus at once; Escape closes it from anywhere and focus returns to the menu button`, async ({page}) => {
      // Whatever the opening would fetch is still on its way.
      await openWithScriptsHeld(page, 5000);
      const toggle = page.getByRole('button', {name: 'Открыть меню'});
      const menu = page.locator('.navbar-sidebar');
      // The theme marks the open menu on the navbar.
      const navbar = page.locator('nav.navbar');
      const focusInMenu = () => menu.evaluate((el) => el.contains(document.activeElement));
      if (opening === 'tap') {
        // A touch: no focus on the button, as on a phone.
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        await toggle.dispatchEvent('click', {pointerType: 'touch'});
      } else {
        await toggle.click();
      }
      await expect(navbar).toHaveClass(/navbar-sidebar--show/);
      await expect.poll(focusInMenu, {timeout: 2000}).toBe(true);
      // Focus anywhere: on nothing (a click on the menu's empty space), then Escape.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press('Escape');
      await expect(navbar).not.toHaveClass(/navbar-sidebar--show/);
      await expect(toggle).toBeFocused();
    });
  }
});

for (const width of [390, 1280]) {
  test(`the first breadcrumb after the skip link is not hidden under the navbar (${width} px)`, async ({page}) => {
    await page.setViewportSize({width, height: 800});
    await page.goto('/docs/agent/threads/transfer');
    await hydrated(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', {name: 'Перейти к содержимому'})).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const crumb = page.getByRole('navigation', {name: 'Навигационная цепочка'}).getByRole('link').first();
    await expect(crumb).toBeFocused();
    const covered = await crumb.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return top === null || !(el === top || el.contains(top));
    });
    expect(covered, 'the breadcrumb is under another element').toBe(false);
  });
}
