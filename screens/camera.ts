/**
 * How `npm run screens` (scripts/screens.mts) takes a drawing's pictures: the browser's flags, the
 * page's size and density, the clock, the page around the drawing and the screenshot. All of it
 * changes pixels, so ./render.ts hashes this file, with each drawing's HTML and the kit's CSS, into
 * screens/manifest.json; the script's other lines (its arguments, the manifest, the module it writes
 * for a page) do not, and editing them leaves the pictures current.
 */
import type {Browser, BrowserContext, Page} from '@playwright/test';

/** Flags besides the project's (scripts/chromium.mts): the same glyphs on every machine. */
export const BROWSER_ARGS = ['--font-render-hinting=none', '--disable-lcd-text'];

/** Every picture at 2× density, without motion, and at the release's date and time. */
export async function camera(browser: Browser): Promise<{context: BrowserContext; page: Page}> {
  const context = await browser.newContext({deviceScaleFactor: 2, viewport: {width: 1200, height: 800}, reducedMotion: 'reduce', colorScheme: 'light'});
  const page = await context.newPage();
  await page.clock.install({time: new Date('2025-11-19T12:00:00+03:00')});
  return {context, page};
}

/** The two layouts (desktop and phone) and the two themes, as the pictures' file suffixes. */
export const LAYOUTS = ['', '.narrow'] as const;
export const THEMES = ['', '.dark'] as const;

/** A screen's width in a layout: the phone's is 520 px unless the screen says otherwise. */
export const widthOf = (screen: {width: number; narrow?: number}, layout: (typeof LAYOUTS)[number]): number =>
  layout ? (screen.narrow ?? 520) : screen.width;

/**
 * The picture of `markup` in a layout and theme, as PNG, written to `file`. Stops when an element is
 * wider than the window: the picture would cut it off (the error names the screen by `key`, its
 * entry in screens/manifest.json).
 */
export async function shoot(
  page: Page,
  {css, markup, width, layout, theme, file, key}: {css: string; markup: string; width: number; layout: string; theme: string; file: string; key: string},
): Promise<Buffer> {
  const classes = [theme && 'dark', layout && 'narrow'].filter(Boolean).join(' ');
  await page.setViewportSize({width, height: 800});
  await page.setContent(
    `<!doctype html><html lang="ru" class="${classes}"><head><meta charset="utf-8"><style>${css}</style></head><body><div id="screen">${markup}</div></body></html>`,
  );
  await page.evaluate(() => document.fonts.ready);
  const overflow = await page.evaluate(
    (width) => Array.from(document.querySelectorAll('#screen *')).filter((el) => el.getBoundingClientRect().right > width + 1)
        .map((el) => `${Math.round(el.getBoundingClientRect().right)}: ${el.outerHTML.slice(0, 100)}`)
        .at(-1),
    width,
  );
  if (overflow) {
    throw new Error(`${key}${layout}: wider than ${width} px: ${overflow}`);
  }
  return page.locator('#screen').screenshot({animations: 'disabled', caret: 'hide', path: file});
}
