import type {Page} from '@playwright/test';
import {expect, hydrated, resize, test} from './fixtures';

/** The widths readers' screens have, from small phones to a laptop. */
const WIDTHS = [360, 390, 414, 600, 800, 820, 997, 1024, 1280];

/** The navbar's controls as the reader sees them at the current width. */
function headerLayout(page: Page) {
  return page.evaluate(() => {
    const controls = Array.from(document.querySelectorAll<HTMLElement>('.navbar__inner a, .navbar__inner button, .navbar__inner input')).filter(
      (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden',
    );
    const named = controls.map((el) => ({
      name: (el.getAttribute('aria-label') || el.textContent || el.getAttribute('placeholder') || el.tagName).trim(),
      box: el.getBoundingClientRect(),
      el,
    }));
    const overlaps: string[] = [];
    for (let i = 0; i < named.length; i += 1) {
      const a = named[i];
      for (const b of named.slice(i + 1)) {
        const apart =
          a.box.right <= b.box.left + 1 || b.box.right <= a.box.left + 1 || a.box.bottom <= b.box.top + 1 || b.box.bottom <= a.box.top + 1;
        if (!apart && !a.el.contains(b.el) && !b.el.contains(a.el)) {
          overlaps.push(`${a.name} × ${b.name}`);
        }
      }
    }
    const title = document.querySelector<HTMLElement>('.navbar__inner .navbar__title');
    const wrapped = named.filter(({el}) => el.classList.contains('navbar__link') && el.getClientRects().length > 1).map(({name}) => name);
    return {
      overlaps,
      titleCut: title ? title.scrollWidth > title.clientWidth + 1 : true,
      wrapped,
      oneRow: Math.round(document.querySelector('.navbar')!.getBoundingClientRect().height),
      pageScroll: document.documentElement.scrollWidth > window.innerWidth,
    };
  });
}

// One visit: the page opens at the narrowest width and is resized through the others (a reload per
// width only repeated the page's start-up). Each width is a step whose failures name the width
// without stopping the others.
test(`the header fits on one row at ${WIDTHS.join(', ')} px: nothing overlaps, nothing is cut, its buttons take a thumb`, async ({page}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({width: WIDTHS[0], height: 700});
  await page.goto('/docs/start/whatis');
  await hydrated(page);
  for (const width of WIDTHS) {
    await test.step(`${width} px`, async () => {
      await resize(page, {width, height: 700});
      const layout = await headerLayout(page);
      expect.soft(layout.overlaps, `${width} px: overlapping controls`).toEqual([]);
      expect.soft(layout.titleCut, `${width} px: «Чат-центр» is cut`).toBe(false);
      expect.soft(layout.wrapped, `${width} px: wrapped links`).toEqual([]);
      expect.soft(layout.oneRow, `${width} px: navbar height`).toBeLessThanOrEqual(64);
      expect.soft(layout.pageScroll, `${width} px: page scrolls sideways`).toBe(false);
      // With a non-breaking hyphen (U+2011): «Чат-» and «центр» never part.
      await expect.soft(page.locator('.navbar__inner .navbar__title'), `${width} px: title`).toHaveText('Чат\u2011центр');
      // The support link is there in full at every width.
      await expect.soft(page.getByRole('link', {name: 'Поддержка', exact: true}), `${width} px: support link`).toBeInViewport({ratio: 1});
      // A thumb's target (44 px, WCAG 2.5.5) for the menu and the release bar's ×: the icons are 30 px.
      if (width <= 996) {
        const menu = (await page.getByRole('button', {name: 'Открыть меню'}).boundingBox())!;
        expect.soft(Math.min(menu.width, menu.height), `${width} px: the menu button's target`).toBeGreaterThanOrEqual(44);
      }
      const close = (await page.locator('.theme-announcement-bar').getByRole('button', {name: 'Закрыть'}).boundingBox())!;
      expect.soft(close.width, `${width} px: the release bar's × target`).toBeGreaterThanOrEqual(44);
    });
  }
  await test.step("the section's item is lit, also after a move in the browser", async () => {
    const item = (name: string) => page.locator('.navbar__items a.navbar__link', {hasText: name});
    await expect(item('Пользовательская документация')).toHaveClass(/navbar__link--active/);
    await expect(item('API')).not.toHaveClass(/navbar__link--active/);
    await item('API').click();
    await expect(page).toHaveURL(/\/docs\/api/);
    await expect(item('API')).toHaveClass(/navbar__link--active/);
    await expect(item('Пользовательская документация')).not.toHaveClass(/navbar__link--active/);
  });
});

test('on a phone the search box takes the whole row while the reader types, and gives it back', async ({page}) => {
  await page.setViewportSize({width: 390, height: 700});
  await page.goto('/docs/start/whatis');
  await hydrated(page);
  const box = page.locator('.navbar .navbar__search-input');
  await box.click();
  await expect.poll(async () => (await box.boundingBox())?.width ?? 0).toBeGreaterThan(300);
  await page.keyboard.type('оператор');
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  // The suggestions open below the row, inside the screen.
  const list = (await page.getByRole('listbox').boundingBox())!;
  expect(list.x).toBeGreaterThanOrEqual(0);
  expect(list.x + list.width).toBeLessThanOrEqual(390);
  await box.fill('');
  await page.keyboard.press('Escape');
  await page.locator('main h1').click();
  await expect.poll(async () => (await box.boundingBox())?.width ?? 999).toBeLessThan(60);
  await expect(page.getByRole('link', {name: 'Поддержка', exact: true})).toBeInViewport({ratio: 1});
});
