import {expect, hydrated, resize, test} from './fixtures';
import {layoutProblems} from './layout';

// The layout at the widths readers use (phone, tablet, small laptop, desktop) on the pages with the
// widest content, with the feedback launcher on screen: it arrives when the browser is idle, so the
// route crawl (routes.spec.ts) may check a page before it is there; here every check waits for it.
// Each page is opened once at the narrowest width and resized through the others (a reload per width
// only repeated the page's start-up); a failure names its page and width without stopping the others.
const WIDTHS = [360, 390, 414, 820, 1024, 1280];
const PAGES = ['/', '/docs/start/whatis', '/docs/api/external-api/messages', '/docs/api/external-api-bot/webhooks/message', '/blog/6-27'];

for (const path of PAGES) {
  test(`${path} holds its layout at ${WIDTHS.join(', ')} px with the feedback launcher on screen`, async ({page}) => {
    test.setTimeout(60_000);
    await page.setViewportSize({width: WIDTHS[0], height: 900});
    await page.goto(path);
    await hydrated(page);
    for (const width of WIDTHS) {
      await test.step(`${width} px`, async () => {
        await resize(page, {width, height: 900});
        await expect(page.getByRole('button', {name: 'Оставить отзыв'})).toBeVisible();
        expect.soft(await layoutProblems(page), `${path} at ${width} px`).toEqual([]);
      });
    }
  });
}
