import {cspViolations, expect, hydrated, test} from './fixtures';
import {layoutProblems} from './layout';
import {readRoutes} from './routes';

// Every route as a reader on a phone meets it: the answer, one visible h1, no errors, no CSP
// violation, and a layout that holds at 390 px (tests/layout.ts: no sideways scroll, navbar items
// apart and on screen, no fixed element across the text).
//
// The routes are visited in batches, one browser page per batch, as a reader goes from page to page:
// the browser's cache serves the bundles after the first page, which makes the crawl several times
// faster than a fresh browser context per route. Each route is a step, and a failure names its route
// without stopping the batch (soft assertions).
test.use({viewport: {width: 390, height: 844}});

const BATCHES = 12;
const routes = readRoutes();
const size = Math.ceil(routes.length / BATCHES);

for (let first = 0; first < routes.length; first += size) {
  const batch = routes.slice(first, first + size);
  test(`routes ${first + 1}–${first + batch.length} (${batch[0]} …) render on a phone with one h1, no errors and a sound layout`, async ({page, errors}) => {
    test.setTimeout(batch.length * 10_000);
    for (const route of batch) {
      await test.step(route, async () => {
        errors.length = 0;
        const response = await page.goto(route);
        expect.soft(response?.status(), `${route}: HTTP status`).toBe(200);
        await hydrated(page);
        await expect.soft(page.locator('h1'), `${route}: one h1`).toHaveCount(1);
        await expect.soft(page.locator('h1'), `${route}: h1 visible`).toBeVisible();
        expect.soft(await layoutProblems(page), `${route}: layout at 390 px`).toEqual([]);
        expect.soft(await cspViolations(page), `${route}: CSP violations`).toEqual([]);
        expect.soft(errors, `${route}: console errors`).toEqual([]);
      });
    }
  });
}

// An unknown path (the Russian not-found page, status 404, no console error but the 404 itself) is
// checked with the other URLs in faults.spec.ts.
