import type {Locator, Page} from '@playwright/test';
import {expect, hydrated, idleWorkDone, resize, test} from './fixtures';

/** The first illustration in the page's content (of the theme shown), once the zoom has attached to it. */
async function illustration(page: Page): Promise<Locator> {
  const image = page.locator('article .markdown img:visible').first();
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

test('an image zooms on click to fill the screen, says how to close it, and closes after 40 px of scroll', async ({page, errors}) => {
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
  // It says how to close it.
  const note = page.getByText('Закрыть — щелчок, Esc или прокрутка страницы');
  await expect(note).toBeVisible();
  await scrollBy(20);
  await expect(overlay).toBeVisible();
  await scrollBy(30);
  await expect(overlay).toBeHidden();
  await expect(note).toBeHidden();
  // Opened again once it has closed, it fills the screen.
  await expect(page.locator('.medium-zoom-image--opened')).toHaveCount(0);
  await expectFillsTheScreen(page);
  expect(errors).toEqual([]);
});

// One page load for the dark theme's diagram and its zoom.
test('in dark mode a diagram shows its dark variant, undimmed (src/plugins/diagrams), and the zoom background is dark grey', async ({page}) => {
  await page.goto('/docs/start/whatis');
  await hydrated(page);
  await page.getByRole('button', {name: /Сменить тему/}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const image = await illustration(page);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/whatis\.dark-\w+\.svg$/);
  await expect(image).toHaveCSS('filter', 'none');
  await expectZoomsOverTheNavbar(page, 'rgba(50, 50, 50, 0.8)');
});

test('images reached by a client-side navigation zoom too', async ({page}) => {
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('contentinfo').getByRole('link', {name: 'Оператору'}).click();
  await expect(page).toHaveURL(/\/docs\/agent\/quickstart$/);
  await expectZoomsOverTheNavbar(page, 'rgba(255, 255, 255, 0.8)');
});

test('the zoom loads on a page with a picture to zoom, and not on the home page or an API page, which have none', async ({page}) => {
  // medium-zoom puts its styles into the page when it loads.
  const zoomLoaded = () =>
    page.evaluate(() => Array.from(document.querySelectorAll('style')).some((style) => style.textContent?.includes('.medium-zoom-overlay{')));
  for (const route of ['/', '/docs/api/external-api/messages']) {
    await page.goto(route);
    await hydrated(page);
    // The zoom is asked for when the browser is idle after the page started; whatever was asked for
    // then has come once the network is idle.
    await idleWorkDone(page);
    await page.waitForLoadState('networkidle');
    expect(await zoomLoaded(), route).toBe(false);
  }
  await page.goto('/docs/start/whatis');
  await hydrated(page);
  await expect.poll(zoomLoaded).toBe(true);
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

/** The view that opens a picture at its own size (src/components/PanZoom), as a screen reader names it. */
const viewer = (page: Page) => page.getByRole('dialog', {name: /^Увеличенный снимок/});

/** Pinches the open view with two fingers moving apart from `from` to `to` px, as touch events. */
async function pinch(page: Page, from: number, to: number) {
  await viewer(page).evaluate(
    (dialog, {from, to}) => {
      const pane = dialog.firstElementChild!;
      const fingers = (gap: number) =>
        [-gap / 2, gap / 2].map((dx, identifier) => new Touch({identifier, target: pane, clientX: 195 + dx, clientY: 400}));
      const send = (type: string, gap: number) =>
        pane.dispatchEvent(new TouchEvent(type, {touches: fingers(gap), cancelable: true, bubbles: true}));
      send('touchstart', from);
      send('touchmove', (from + to) / 2);
      send('touchmove', to);
      pane.dispatchEvent(new TouchEvent('touchend', {touches: [], bubbles: true}));
    },
    {from, to},
  );
}

test.describe('on a phone', () => {
  test.use({viewport: {width: 390, height: 844}, hasTouch: true});

  test('a product screen opens at its own size, pans and pinches, says how to close, and closes on the button or a page scroll of 40 px', async ({page, errors}) => {
    // A diagram has a phone layout as wide as the screen (below); a product screen's phone layout is
    // legible only at its own size, half its 2× picture (src/components/Screen).
    await page.goto('/docs/supervisor/report/incomingthreads');
    await hydrated(page);
    const image = await illustration(page);
    await image.scrollIntoViewIfNeeded();
    await image.click();
    const own = Number(await image.getAttribute('data-zoom-width'));
    expect(own).toBeGreaterThan(450);
    const picture = viewer(page).locator('img');
    await expect(picture).toBeVisible();
    expect((await picture.boundingBox())!.width).toBeCloseTo(own, 0);
    await expect(viewer(page).getByText('Двигайте снимок пальцем')).toBeVisible();
    // The picture is wider than the screen, and a finger moves it.
    const pane = viewer(page).locator(':scope > div').first();
    const scrollable = await pane.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(scrollable).toBeGreaterThan(100);
    await pane.evaluate((el) => el.scrollBy(100, 0));
    expect(await pane.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    // Two fingers apart: larger; together: smaller, down to the screen's width.
    await pinch(page, 100, 200);
    expect((await picture.boundingBox())!.width).toBeGreaterThan(own * 1.5);
    await pinch(page, 300, 30);
    expect((await picture.boundingBox())!.width).toBeLessThanOrEqual(390);
    // The page under it does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await viewer(page).getByRole('button', {name: 'Закрыть'}).click();
    await expect(viewer(page)).toHaveCount(0);
    // Opened again, a scroll of the page by more than 40 px closes it, as the spec asks of the zoom.
    await image.click();
    await expect(picture).toBeVisible();
    await page.evaluate(() => window.scrollBy({top: 30, behavior: 'instant'}));
    await expect(viewer(page)).toHaveCount(1);
    await page.evaluate(() => window.scrollBy({top: 30, behavior: 'instant'}));
    await expect(viewer(page)).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('a diagram shows its phone layout, and zoomed it fills the screen', async ({page}) => {
    await page.goto('/docs/start/whatis');
    await hydrated(page);
    const diagram = page.locator('article .markdown img:visible').first();
    await expect.poll(() => diagram.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/whatis\.phone-\w+\.svg$/);
    await expectFillsTheScreen(page);
  });
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

    test('a screen shows its phone layout and opens its 2x picture at half its pixels, on a phone and on a tablet', async ({page}) => {
      await page.goto(route);
      await hydrated(page);
      const image = screen(page);
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/incomingthreads\.narrow\.\w+\.\d+\.jpg$/);
      await expect(image).toHaveClass(/medium-zoom-image/);
      // Shown 358 px wide (medium-zoom fitted it to 358: its 7 px text stayed 7 px); opened 520 px wide.
      await image.click();
      const picture = viewer(page).locator('img');
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/incomingthreads\.narrow\.\w+\.1040\.jpg$/);
      expect((await picture.boundingBox())!.width).toBeCloseTo(520, 0);
      await page.keyboard.press('Escape');
      await expect(viewer(page)).toHaveCount(0);

      // A tablet shows the desktop layout 788 px wide at most: it opens at its own width too.
      await resize(page, {width: 820, height: 1180});
      const wide = screen(page);
      await wide.scrollIntoViewIfNeeded();
      await expect.poll(() => wide.evaluate((img: HTMLImageElement) => img.currentSrc)).not.toMatch(/narrow/);
      // From the keyboard: the caption's «Увеличить» opens it as a tap on it does.
      await page.locator('article').getByRole('button', {name: 'Увеличить снимок'}).first().click();
      await expect(picture).toBeVisible();
      // Half the 2x picture of the desktop layout: wider than the tablet.
      const own = Number(await wide.getAttribute('data-zoom-width'));
      expect(own).toBeGreaterThan(900);
      await expect.poll(async () => (await picture.boundingBox())?.width).toBeCloseTo(own, 0);
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/incomingthreads\.\w+\.\d{4}\.jpg$/);
    });
  });
});
