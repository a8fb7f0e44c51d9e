import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {parse, type DefaultTreeAdapterMap} from 'parse5';
import {cspViolations, expect, hydrated, test} from './fixtures';
import {layoutProblems} from './layout';
import {readRoutes} from './routes';
import {builtPagePath} from '../src/plugins/builtPage';

// Every route as a reader on a phone meets it: the page, one visible h1, no errors, no CSP
// violation, and a layout that holds at 390 px (tests/layout.ts: no sideways scroll, navbar items
// apart and on screen, no fixed element across the text).
//
// Readers meet a page in two ways, and the crawl takes both (see `arrivals`):
// - by loading it (a link from a search engine or a chat): the server's HTML, then React hydrates
//   it. Hydration is where a page can fail that renders fine in the browser (the server's HTML and
//   the first render differ). What hydrates is the page's layout and its components, so the crawl
//   loads a route whenever it has an element class or tag that no loaded route of its layout had:
//   every component is hydrated at least once in every layout it appears in;
// - by following a link on the site, which renders the page in the browser: every other route is
//   reached that way, as the back and forward buttons do (the router follows the address). That such
//   an address answers 200 when loaded needs no browser: every route but /404.html is in the sitemap
//   (tests/build-output/seo.spec.ts), and every URL of the sitemap answers 200 without a redirect
//   (tests/build-output/links.spec.ts).
// A full load costs a 2-core machine about 0.7 s, a navigation about 0.25 s: this way the crawl
// loads 46 of today's 208 routes and reaches the other 162 by a link.
//
// The routes are visited in batches, one browser page per batch, as a reader goes from page to page.
// Each route is a step, and a failure names its route without stopping the batch (soft assertions).
test.use({viewport: {width: 390, height: 844}});

const BATCHES = 8;
const BUILD = path.resolve(__dirname, '..', process.env.E2E_DIR ?? 'build');

/** What hydrates on a built page: its layout (the classes on <html>) and the classes and tags of its body. */
type Hydrated = {layout: string; parts: Set<string>};

type Element = DefaultTreeAdapterMap['element'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];

/** The elements under `node`, in the order of the document. */
function* elements(node: ParentNode): Generator<Element> {
  for (const child of node.childNodes) {
    if ('tagName' in child) {
      yield child;
      yield* elements('content' in child ? child.content : child);
    }
  }
}

const classesOf = (element: Element) => (element.attrs.find((attr) => attr.name === 'class')?.value ?? '').split(/\s+/).filter(Boolean);

function hydratedParts(route: string): Hydrated {
  const document = parse(readFileSync(route.endsWith('.html') ? path.join(BUILD, route) : builtPagePath(BUILD, route), 'utf8'));
  const all = [...elements(document)];
  // The doc's own id is in a class of <html> too (docs-doc-id-…): not a part of the layout.
  const html = all.find((element) => element.tagName === 'html');
  const layout = (html ? classesOf(html) : []).filter((name) => !name.startsWith('docs-doc-id-')).join(' ');
  // From the app's root on: what React renders and hydrates, and what follows it.
  const app = all.findIndex((element) => element.tagName === 'div' && element.attrs.some((attr) => attr.name === 'id' && attr.value === '__docusaurus'));
  const parts = new Set<string>();
  for (const element of app < 0 ? [] : all.slice(app)) {
    // A CSS module's class is its name and a hash that changes with the styles (codeBlock_a1B2).
    classesOf(element).forEach((name) => parts.add(name.replace(/_[\w-]{4}$/, '')));
    parts.add(`<${element.tagName}>`);
  }
  return {layout, parts};
}

type Arrival = 'load' | 'link';

/**
 * How the crawl reaches each route, in the order of `routes`: loaded when it is the first of its
 * batch or hydrates a part (in its layout) that no route loaded before it had; followed by a link
 * otherwise.
 */
function arrivals(routes: string[], pages: Map<string, Hydrated>, batchSize: number): Map<string, Arrival> {
  const loadedParts = new Set<string>();
  return new Map(
    routes.map((route, i) => {
      const {layout, parts} = pages.get(route)!;
      const keys = [...parts].map((part) => `${layout} ${part}`);
      const load = i % batchSize === 0 || keys.some((key) => !loadedParts.has(key));
      if (load) {
        keys.forEach((key) => loadedParts.add(key));
      }
      return [route, load ? 'load' : 'link'];
    }),
  );
}

/**
 * Goes to `route` as a link on the site does: the router follows the new address (a `popstate`, as
 * from the back and forward buttons), and the page is there once its canonical URL is the route's.
 */
async function follow(page: Page, route: string): Promise<void> {
  await page.evaluate((to) => {
    window.__cspViolations = [];
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, route);
  await page.waitForFunction(
    (to) => {
      const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href');
      return !!canonical && decodeURI(new URL(canonical).pathname) === to;
    },
    route,
    {timeout: 10_000},
  );
}

const routes = readRoutes();
const size = Math.ceil(routes.length / BATCHES);

/**
 * The crawl's plan, read from the built pages (12 MB of HTML: 1–2 s of a core) when a test first
 * needs it: in the workers that run the crawl, not in the runner, which loads this file only to list
 * its tests.
 */
let plan: {pages: Map<string, Hydrated>; arrival: Map<string, Arrival>} | undefined;
function crawlPlan() {
  if (!plan) {
    const pages = new Map(routes.map((route) => [route, hydratedParts(route)]));
    plan = {pages, arrival: arrivals(routes, pages, size)};
  }
  return plan;
}

test('the crawl loads a route of every layout and reaches most routes by a link', () => {
  const {pages, arrival} = crawlPlan();
  const loaded = routes.filter((route) => arrival.get(route) === 'load');
  const layouts = new Set(routes.map((route) => pages.get(route)!.layout));
  expect(new Set(loaded.map((route) => pages.get(route)!.layout))).toEqual(layouts);
  expect(loaded.length, `routes loaded: ${loaded.join(' ')}`).toBeLessThan(routes.length / 3);
  // The one route the sitemap does not list, whose status only a load checks here.
  expect(loaded).toContain('/404.html');
});

for (let first = 0; first < routes.length; first += size) {
  const batch = routes.slice(first, first + size);
  test(`routes ${first + 1}–${first + batch.length} (${batch[0]} …) render on a phone with one h1, no errors and a sound layout`, async ({page, errors}) => {
    test.setTimeout(batch.length * 5_000);
    const {arrival} = crawlPlan();
    for (const route of batch) {
      const how = arrival.get(route);
      await test.step(`${route} (${how === 'load' ? 'loaded' : 'by a link'})`, async () => {
        errors.length = 0;
        if (how === 'load') {
          const response = await page.goto(route);
          expect.soft(response?.status(), `${route}: HTTP status`).toBe(200);
          await hydrated(page);
        } else {
          await follow(page, route);
        }
        await expect.soft(page.locator('h1'), `${route}: one h1`).toHaveCount(1);
        // The page is there: what remains is read from it at once, side by side.
        const [, layout, csp] = await Promise.all([
          expect.soft(page.locator('h1'), `${route}: h1 visible`).toBeVisible(),
          layoutProblems(page),
          cspViolations(page),
        ]);
        expect.soft(layout, `${route}: layout at 390 px`).toEqual([]);
        expect.soft(csp, `${route}: CSP violations`).toEqual([]);
        expect.soft(errors, `${route}: console errors`).toEqual([]);
      });
    }
  });
}

// An unknown path (the Russian not-found page, status 404, no console error but the 404 itself) is
// checked with the other URLs in faults.spec.ts.
