import {expect, hydrated, test} from './fixtures';
import {layoutProblems} from './layout';

// The layout at the widths readers use (phone, tablet, small laptop, desktop) on the pages with the
// widest content, with the feedback launcher on screen: it arrives when the browser is idle, so the
// route crawl (routes.spec.ts) may check a page before it is there; here every check waits for it.
const WIDTHS = [360, 390, 414, 820, 1024, 1280];
const PAGES = ['/docs/start/whatis', '/docs/api/external-api/messages', '/docs/api/external-api-bot/webhooks/message', '/blog/6-27'];

for (const width of WIDTHS) {
  test(`at ${width} px the pages hold their layout with the feedback launcher on screen`, async ({page}) => {
    await page.setViewportSize({width, height: 900});
    for (const path of PAGES) {
      await page.goto(path);
      await hydrated(page);
      await expect(page.getByRole('button', {name: 'Оставить отзыв'})).toBeVisible();
      expect.soft(await layoutProblems(page), `${path} at ${width} px`).toEqual([]);
    }
  });
}
