import type {Page} from '@playwright/test';
import {expect, hydrated, resize, test} from './fixtures';

// Sending a feedback, and keeping it when the service fails: tests/components/feedback.spec.ts.
const PROJECT = process.env.PUSHFEEDBACK_PROJECT_ID;

test.describe('feedback panel', () => {
  test.skip(!PROJECT, 'The build under test has no PUSHFEEDBACK_PROJECT_ID; `npm test` builds with one.');

  /**
   * Opens the panel with a click on the launcher and checks it at the page's present width: a styled
   * sidebar on the right, closed by its button with the focus back on the launcher.
   */
  async function styledSidebar(page: Page, width: number): Promise<void> {
    const launcher = page.locator('feedback-button').getByRole('button', {name: 'Оставить отзыв'});
    await launcher.click();
    const panel = page.getByRole('dialog', {name: 'Оставить отзыв'});
    await expect(panel).toBeVisible();
    // The slide-in animation has ended when the panel touches the right edge.
    await expect.poll(async () => Math.round(((await panel.boundingBox())?.x ?? 0) + ((await panel.boundingBox())?.width ?? 0))).toBe(width);
    const box = (await panel.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(360);
    expect(box.width).toBeGreaterThanOrEqual(Math.min(300, width - 40));

    const look = await panel.evaluate((el) => {
      const style = (node: Element | null | undefined) => (node ? getComputedStyle(node) : null);
      const root = el.getRootNode() as ShadowRoot;
      const star = style(root.querySelector('.feedback-modal-rating-button svg'));
      const comment = style(root.querySelector('textarea'));
      const close = root.querySelector<HTMLElement>('.feedback-modal-close');
      return {
        background: style(el)?.backgroundColor,
        starStroke: star?.stroke,
        commentBorder: `${comment?.borderTopWidth} ${comment?.borderTopStyle} ${comment?.borderTopColor}`,
        closeStroke: style(close?.querySelector('svg'))?.stroke,
        closeSize: close ? [close.offsetWidth, close.offsetHeight] : null,
      };
    });
    const opaque = (color?: string) => !!color && color !== 'transparent' && !/rgba\(.*, 0\)$/.test(color);
    expect(opaque(look.background), `panel background ${look.background}`).toBe(true);
    expect(opaque(look.starStroke), `star outline ${look.starStroke}`).toBe(true);
    expect(look.commentBorder).toMatch(/^1(\.5)?px solid rgb\(/);
    expect(opaque(look.closeStroke), `close icon ${look.closeStroke}`).toBe(true);
    expect(look.closeSize?.[0]).toBeGreaterThanOrEqual(24);

    await page.getByRole('button', {name: 'Закрыть форму отзыва'}).click();
    await expect(panel).toBeHidden();
    await expect(launcher).toBeFocused();
  }

  // One visit for the light theme, Escape from the keyboard and the theme's switch (a load per case
  // only repeated the page's start-up: six loads of the page are three); the pages loaded in the dark
  // theme (the saved choice) and on a phone are the other two.
  test('opens as a styled sidebar on the right (light, then dark after the switch, 1280 px), Escape closes it from the keyboard, and the launcher follows the colour mode', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await page.addInitScript(() => localStorage.setItem('theme', 'light'));
    await page.goto('/docs/start/whatis');
    await hydrated(page);
    const widget = page.locator('feedback-button');
    const launcher = widget.getByRole('button', {name: 'Оставить отзыв'});
    await test.step('light, 1280 px', () => styledSidebar(page, 1280));

    await test.step('Escape closes the panel opened from the keyboard, and focus returns to the launcher', async () => {
      await launcher.focus();
      await page.keyboard.press('Enter');
      const panel = page.getByRole('dialog', {name: 'Оставить отзыв'});
      await expect(panel).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(launcher).toBeFocused();
      // The page did not jump to the top either.
      expect(page.url()).toMatch(/\/docs\/start\/whatis$/);
    });

    await test.step('the launcher follows the colour mode; dark, 1280 px', async () => {
      await expect(widget).toHaveAttribute('button-style', 'dark');
      await page.getByRole('button', {name: /Сменить тему/}).click();
      await expect(widget).toHaveAttribute('button-style', 'light');
      await styledSidebar(page, 1280);
    });
  });

  for (const {mode, width} of [
    {mode: 'light', width: 390},
    {mode: 'dark', width: 820},
  ] as const) {
    test(`opens as a styled sidebar on the right (${mode}, ${width} px) and gives focus back to the launcher`, async ({page}) => {
      await page.setViewportSize({width, height: 800});
      await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
      await page.goto('/docs/start/whatis');
      await hydrated(page);
      await styledSidebar(page, width);
    });
  }

  // One visit, resized through the widths (a reload per width only repeated the page's start-up); a
  // failure names its width without stopping the others.
  const WIDTHS = [
    {width: 390, covered: 'article text'},
    {width: 820, covered: 'article text'},
    {width: 1024, covered: 'the table of contents'},
    {width: 1280, covered: 'the table of contents'},
  ];
  test(`the launcher covers nothing at ${WIDTHS.map(({width, covered}) => `${width} px (${covered})`).join(', ')}`, async ({page}) => {
    await page.setViewportSize({width: WIDTHS[0].width, height: 800});
    await page.goto('/docs/supervisor/report/agentworkload');
    await hydrated(page);
    const launcher = page.locator('feedback-button').getByRole('button', {name: 'Оставить отзыв'});
    for (const {width} of WIDTHS) {
      await test.step(`${width} px`, async () => {
        await resize(page, {width, height: 800});
        await expect(launcher).toBeVisible();
        const tab = (await launcher.boundingBox())!;
        // Whatever scrolls past the tab: every line of the article, its tables and code, and the TOC.
        const rightmost = await page.evaluate(() => {
          const selector = 'main p, main li, main h1, main h2, main h3, main pre, main table, main .admonition, .table-of-contents a, footer a';
          return Math.max(...Array.from(document.querySelectorAll(selector), (el) => el.getBoundingClientRect().right));
        });
        expect.soft(rightmost, `at ${width} px`).toBeLessThanOrEqual(tab.x);
      });
    }
  });
});
