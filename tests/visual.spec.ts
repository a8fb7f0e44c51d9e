import type {Page} from '@playwright/test';
import {expect, hydrated, test} from './fixtures';

/**
 * Visual regression: what a reader sees on each page type, on a phone and a desktop, in both themes,
 * compared pixel by pixel with the committed baselines in visual.spec.ts-snapshots/.
 *
 * Baselines are rendered by Debian's Chromium with the fonts `npm test` installs (DejaVu, Liberation).
 * Update them only after looking at the new pictures:
 *   npx playwright test tests/visual.spec.ts --update-snapshots
 * then open the changed PNGs (git status) and check each one before committing.
 */
const PAGE_TYPES = [
  {name: 'home', path: '/'},
  {name: 'docs-home', path: '/docs'},
  {name: 'guide', path: '/docs/start/whatis'},
  {name: 'report', path: '/docs/supervisor/report/feedback'},
  {name: 'api-operation', path: '/docs/api/external-api/messages'},
  {name: 'webhook', path: '/docs/api/external-api-bot/webhooks/message'},
  {name: 'sdk', path: '/docs/sdk/sdk-mobilechat'},
  {name: 'faq', path: '/docs/faq'},
  {name: 'blog-list', path: '/blog'},
  {name: 'release-note', path: '/blog/6-27'},
  {name: 'archive', path: '/blog/archive'},
  {name: 'search-results', path: '/search?q=оператор'},
  {name: 'not-found', path: '/docs/no-such-page'},
] as const;

const VIEWPORTS = {
  phone: {width: 390, height: 844},
  desktop: {width: 1280, height: 800},
} as const;

type Theme = 'light' | 'dark';

/** Opens a page in the given theme and waits until nothing on it moves any more. */
async function open(page: Page, path: string, theme: Theme): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
  await page.goto(path);
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  if (path.startsWith('/search')) {
    await expect(page.locator('article, main').getByRole('link').first()).toBeVisible();
  }
  // The feedback launcher arrives when the browser is idle: wait for it, so every shot has it.
  await expect(page.locator('feedback-button')).toBeAttached();
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      Array.from(document.images)
        // A lazy picture loads once it is displayed near the viewport (a product screen further down, or
        // the variant of the other theme, never); the shot shows the viewport.
        .filter((img) => !img.complete && (img.loading !== 'lazy' || (img.checkVisibility() && img.getBoundingClientRect().top < window.innerHeight)))
        .map((img) => new Promise((done) => img.addEventListener('load', done, {once: true}))),
    );
  });
}

const SHOT = {maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide'} as const;

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  for (const theme of ['light', 'dark'] as const) {
    test.describe(`${device}, ${theme}`, () => {
      test.use({viewport});
      for (const {name, path} of PAGE_TYPES) {
        test(`${name} looks as approved`, async ({page}) => {
          await open(page, path, theme);
          await expect(page).toHaveScreenshot(`${name}-${device}-${theme}.png`, SHOT);
        });
      }
    });
  }
}

test.describe('open states', () => {
  test('the open feedback panel looks as approved', async ({page}) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await open(page, '/docs/start/whatis', 'light');
    await page.getByRole('button', {name: 'Оставить отзыв'}).click();
    await expect(page.getByText('Как вы оцените эту страницу?')).toBeVisible();
    await expect(page).toHaveScreenshot('feedback-panel-desktop-light.png', SHOT);
  });

  test('the open mobile menu looks as approved', async ({page}) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await open(page, '/docs/start/whatis', 'light');
    await page.locator('.navbar__toggle').click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    await expect(page).toHaveScreenshot('mobile-menu-phone-light.png', SHOT);
  });

  test('a zoomed picture looks as approved', async ({page}) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await open(page, '/docs/start/whatis', 'light');
    const image = page.locator('article .markdown img').first();
    await expect(image).toHaveClass(/medium-zoom-image/);
    await image.click();
    await expect(page.locator('.medium-zoom-image--opened')).toBeVisible();
    // The zoom animates to its place: wait until the picture stops moving.
    await expect
      .poll(async () => {
        const a = await page.locator('.medium-zoom-image--opened').boundingBox();
        await page.waitForTimeout(100);
        const b = await page.locator('.medium-zoom-image--opened').boundingBox();
        return JSON.stringify(a) === JSON.stringify(b);
      })
      .toBe(true);
    await expect(page).toHaveScreenshot('zoomed-picture-desktop-light.png', SHOT);
  });
});
