import type {Locator, Page} from '@playwright/test';
import {expect, hydrated, test} from './fixtures';

/** The first illustration in the page's content, once the zoom has attached to it. */
async function illustration(page: Page): Promise<Locator> {
  const image = page.locator('article .markdown img').first();
  await expect(image).toBeVisible();
  // The zoom attaches when the browser is idle (src/internals/leanBundle/lazyZoom.ts): on a loaded
  // machine that takes seconds, so the default timeout, not a shorter one.
  await expect(image).toHaveClass(/medium-zoom-image/);
  return image;
}

async function width(locator: Locator): Promise<number> {
  return (await locator.boundingBox())!.width;
}

async function expectZoomsOverTheNavbar(page: Page, background: string) {
  const image = await illustration(page);
  const before = await width(image);
  // medium-zoom ignores scrolling until its opening animation has ended (`medium-zoom:opened`, on
  // the image, not bubbling): the scroll tests start after it, as a reader's scroll would.
  const opened = image.evaluate(
    (img) => new Promise<void>((resolve) => img.addEventListener('medium-zoom:opened', () => resolve(), {once: true})),
  );
  await image.click();
  await opened;
  const overlay = page.locator('.medium-zoom-overlay');
  await expect(overlay).toBeVisible();
  await expect(overlay).toHaveCSS('background-color', background);
  // A product screen opens its 2x picture over the one on the page: the last opened image is the zoom.
  await expect.poll(() => width(page.locator('.medium-zoom-image--opened').last())).toBeGreaterThan(before);
  // The zoomed view covers the navbar: what is under the navbar's middle is the overlay or the image.
  const nav = (await page.locator('nav.navbar').boundingBox())!;
  const onTop = await page.evaluate(
    ({x, y}) => document.elementFromPoint(x, y)?.closest('nav.navbar') === null,
    {x: nav.x + nav.width / 2, y: nav.y + nav.height / 2},
  );
  expect(onTop).toBe(true);
  return overlay;
}

test('an image zooms on click and closes after 40 px of scroll', async ({page, errors}) => {
  await page.goto('/docs/start/whatis');
  await hydrated(page);
  const overlay = await expectZoomsOverTheNavbar(page, 'rgba(255, 255, 255, 0.8)');
  // Exact scroll distances (a wheel tick's distance depends on Chromium's smooth scrolling and load),
  // each awaited until its scroll event has reached the window, after the zoom's own listener on
  // the document.
  const scrollBy = (top: number) =>
    page.evaluate(
      (y) =>
        new Promise<void>((resolve) => {
          window.addEventListener('scroll', () => resolve(), {once: true});
          window.scrollBy({top: y, behavior: 'instant'});
        }),
      top,
    );
  await scrollBy(20);
  await expect(overlay).toBeVisible();
  await scrollBy(30);
  await expect(overlay).toBeHidden();
  expect(errors).toEqual([]);
});

test('in dark mode the zoom background is dark grey', async ({page}) => {
  await page.goto('/docs/start/whatis');
  await hydrated(page);
  await page.getByRole('button', {name: /Сменить тему/}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expectZoomsOverTheNavbar(page, 'rgba(50, 50, 50, 0.8)');
});

test('images reached by a client-side navigation zoom too', async ({page}) => {
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('contentinfo').getByRole('link', {name: 'Оператору'}).click();
  await expect(page).toHaveURL(/\/docs\/agent\/quickstart$/);
  await expectZoomsOverTheNavbar(page, 'rgba(255, 255, 255, 0.8)');
});

/** A zoomed picture fills the screen: at least 85 % of the viewport's width or height. */
async function expectFillsTheScreen(page: Page) {
  const image = await illustration(page);
  await image.scrollIntoViewIfNeeded();
  await image.click();
  const viewport = page.viewportSize()!;
  const opened = page.locator('.medium-zoom-image--opened');
  await expect
    .poll(async () => {
      const box = (await opened.boundingBox())!;
      return Math.max(box.width / viewport.width, box.height / viewport.height);
    })
    .toBeGreaterThanOrEqual(0.85);
}

test('a zoomed picture fills a desktop screen', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await page.goto('/docs/start/whatis');
  await hydrated(page);
  await expectFillsTheScreen(page);
});

test.describe('on a phone', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('a zoomed picture fills the screen', async ({page}) => {
    await page.goto('/docs/start/whatis');
    await hydrated(page);
    await expectFillsTheScreen(page);
  });
});

test('in dark mode the pictures are dimmed, not white', async ({page}) => {
  await page.goto('/docs/start/whatis');
  await hydrated(page);
  await page.getByRole('button', {name: /Сменить тему/}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('article .markdown img').first()).toHaveCSS('filter', /brightness\(0\.8\)/);
});

test.describe('product screens (npm run screens, src/components/Screen)', () => {
  const route = '/docs/supervisor/report/incomingthreads';
  const screen = (page: Page) => page.locator('article .markdown picture img:visible').first();

  test('a screen zooms to its 2x picture, the dark variant in dark mode and undimmed', async ({page, errors}) => {
    await page.setViewportSize({width: 1280, height: 900});
    await page.goto(route);
    await hydrated(page);
    await page.getByRole('button', {name: /Сменить тему/}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const image = screen(page);
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/incomingthreads\.dark\.\w+\.\d+\.jpg$/);
    await expect(image).toHaveCSS('filter', 'none');
    await expect(image).toHaveClass(/medium-zoom-image/);
    await image.click();
    // medium-zoom opens the picture on screen, then its data-zoom-src (the 2x one) over it.
    const opened = page.locator('.medium-zoom-image--opened').last();
    await expect.poll(() => opened.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/incomingthreads\.dark\.\w+\.2240\.jpg$/);
    expect(errors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({viewport: {width: 390, height: 844}});

    test('a screen shows its phone layout and zooms to it', async ({page}) => {
      await page.goto(route);
      await hydrated(page);
      const image = screen(page);
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/incomingthreads\.narrow\.\w+\.\d+\.jpg$/);
      await expect(image).toHaveClass(/medium-zoom-image/);
      await image.click();
      await expect
        .poll(() => page.locator('.medium-zoom-image--opened').last().evaluate((img: HTMLImageElement) => img.currentSrc))
        .toMatch(/\/incomingthreads\.narrow\.\w+\.1040\.jpg$/);
    });
  });
});
