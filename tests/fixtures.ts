import {test as base, expect, type CDPSession, type ConsoleMessage, type Page} from '@playwright/test';

/** Hosts of the third-party services the site loads; unreachable here and never waited on. */
export const THIRD_PARTY = /(^|\.)(yandex\.(ru|com)|yastatic\.net|vercel-scripts\.com|vercel-insights\.com|pushfeedback\.com|jsdelivr\.net)$/;

/** True for a request that leaves the site under test (other host, or Vercel's own endpoint). */
export function isThirdParty(url: URL, baseURL: string): boolean {
  return url.host !== new URL(baseURL).host || url.pathname.startsWith('/_vercel/');
}

type Fixtures = {
  /** Console errors and uncaught page errors seen while the test ran. */
  errors: string[];
};

type Options = {
  /**
   * How third-party requests are answered. `cached` (the default): through the DevTools Fetch domain,
   * for HTTPS and /_vercel/ requests only, so that the browser's cache keeps serving the site's own
   * files (Playwright's `page.route` turns the cache off: each page of a crawl would download and
   * compile its bundles again). `routed`: with `page.route`, for the files whose tests route third
   * parties themselves, since their handlers must see those requests.
   */
  thirdParties: 'cached' | 'routed';
};

/**
 * Answers every third-party request of the page with an empty 204, leaving the cache on. Returns
 * the DevTools session that answers them, for the test to detach at its end: the page outlives the
 * test (`reuseContext` in playwright.config.ts), and a second session answering the same requests
 * would answer each twice.
 */
async function answerThirdPartiesKeepingCache(page: Page, baseURL: string): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Fetch.requestPaused', ({requestId, request}) => {
    const answer = isThirdParty(new URL(request.url), baseURL)
      ? cdp.send('Fetch.fulfillRequest', {requestId, responseCode: 204, body: ''})
      : cdp.send('Fetch.continueRequest', {requestId});
    // The page may close while a request is paused.
    answer.catch(() => undefined);
  });
  await cdp.send('Fetch.enable', {patterns: [{urlPattern: 'https://*'}, {urlPattern: '*/_vercel/*'}]});
  return cdp;
}

/** A `securitypolicyviolation` event, as recorded in the page. */
export type CspViolation = {directive: string; blocked: string; source: string; sample: string};

declare global {
  interface Window {
    __cspViolations?: CspViolation[];
  }
}

/** The CSP violations of the page's current document (the recorder starts again on each load). */
export async function cspViolations(page: Page): Promise<CspViolation[]> {
  return page.evaluate(() => window.__cspViolations ?? []);
}

/**
 * Every test starts with all third-party traffic answered locally by an empty response, so that
 * nothing waits on the closed network. A file whose tests inspect such traffic sets
 * `test.use({thirdParties: 'routed'})` and adds its own `page.route` for the host, which takes
 * precedence.
 */
export const test = base.extend<Fixtures & Options>({
  thirdParties: ['cached', {option: true}],
  errors: async ({page, baseURL, thirdParties}, use) => {
    const errors: string[] = [];
    const onConsole = (msg: ConsoleMessage) => {
      if (msg.type() === 'error') {
        errors.push(`console: ${msg.text()}`);
      }
    };
    const onPageError = (err: Error) => errors.push(`pageerror: ${err.message}`);
    page.on('console', onConsole);
    page.on('pageerror', onPageError);
    // Playwright removes the test's routes itself when the page passes to the next test.
    let cdp: CDPSession | undefined;
    if (thirdParties === 'routed') {
      await page.route(
        (url) => isThirdParty(url, baseURL!),
        (route) => route.fulfill({status: 204, body: ''}),
      );
    } else {
      cdp = await answerThirdPartiesKeepingCache(page, baseURL!);
    }
    await use(errors);
    // The page serves the next test: what this test listened with goes.
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    await cdp?.detach().catch(() => undefined);
  },
  // Every page records its CSP violations, so that any test can assert `cspViolations(page)`: the
  // server sends vercel.json's CSP, and a blocked script or request should be named by directive,
  // not only logged. On the page fixture itself, so that a test without a page (requests, files)
  // opens no browser.
  page: async ({page}, use) => {
    await page.addInitScript(() => {
      window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        window.__cspViolations?.push({
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
          source: `${event.sourceFile}:${event.lineNumber}`,
          sample: event.sample,
        });
      });
    });
    await use(page);
  },
});

/**
 * A browser that never finds itself idle (a busy page, or a browser without requestIdleCallback):
 * the work the site defers until then (src/utils/whenIdle.ts) does not run.
 */
export async function neverIdle(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
}

/** Waits until the page has loaded and the browser has been idle: what the page defers until then has run. */
export async function idleWorkDone(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
}

/** Holds the scripts whose address matches until the returned function is called. */
async function holdScripts(page: Page, scripts: RegExp, options?: {times: number}): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((done) => (release = done));
  await page.route(
    scripts,
    async (route) => {
      await held;
      await route.continue();
    },
    options,
  );
  return release;
}

/**
 * Holds the page's main bundle until the returned function is called: the page shows what its HTML,
 * CSS and inline scripts make of it, as a phone does for a second or more before the bundle has run,
 * and takes the reader's taps and typing without scripts. The hold is for the next load only.
 */
export async function holdMainBundle(page: Page): Promise<() => void> {
  return holdScripts(page, /\/assets\/js\/main\.[0-9a-f]+\.js$/, {times: 1});
}

/**
 * Holds the files of the page's route (every script but the runtime and main bundles) until the
 * returned function is called, and waits until the main bundle has run: the page's scripts are
 * running, but it cannot hydrate without its route's files, as on a phone for 0.3–0.5 s.
 */
export async function holdRouteChunks(page: Page, route: string): Promise<() => void> {
  const release = await holdScripts(page, /\/assets\/js\/(?!main\.|runtime~main\.)[^/]+\.js$/);
  await page.goto(route, {waitUntil: 'commit'});
  // Docusaurus's entry sets `window.docusaurus` as it runs.
  await page.waitForFunction(() => 'docusaurus' in window);
  return release;
}

/**
 * Waits until the server-rendered page has hydrated, and with it each part that hydrates after it
 * (src/components/HydrateLater): a click on a part not yet hydrated does nothing. The locator waits
 * in the page for the attributes to appear; `expect(…).toHaveAttribute` asked again after 100, 250
 * and 500 ms, 80 ms a page later on average (30 routes: 14.4 s against 12.1 s).
 */
export async function hydrated(page: Page): Promise<void> {
  // As long as an assertion waits (expect.timeout in playwright.config.ts), not the whole test.
  await page.locator('html[data-has-hydrated="true"][data-parts-hydrated="true"]').waitFor({state: 'attached', timeout: 10_000});
}

/**
 * Resizes the viewport of a page already open, as a reader who turns the phone or resizes the
 * window, and waits two frames: the `resize` event has fired, React has re-rendered what depends on
 * the width (useWindowSize) and the browser has laid the page out again. Tests that check one page
 * at several widths load it once and resize it, instead of loading it again for each width.
 */
export async function resize(page: Page, size: {width: number; height: number}): Promise<void> {
  await page.setViewportSize(size);
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
}

/** The site's colour themes. */
export type Theme = 'light' | 'dark';

/**
 * Switches the colour mode with the navbar's button, as a reader does: from the keyboard, and the
 * focus taken off the button after, so that no hover or focus ring is left on it (for screenshots).
 * Resolves once the new colours are on: buttons and links pass from one theme's colours to the
 * other's in a CSS transition, and axe measuring contrast in the middle of it finds colours of
 * neither theme.
 */
export async function switchTheme(page: Page, to: Theme): Promise<void> {
  const toggle = page.getByRole('button', {name: /Сменить тему/});
  await toggle.focus();
  await page.keyboard.press('Enter');
  await toggle.blur();
  await expect(page.locator('html')).toHaveAttribute('data-theme', to);
  // Transitions only: an endless animation (a loading ring) never finishes.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().filter((animation) => animation instanceof CSSTransition).map((transition) => transition.finished.catch(() => undefined))),
  );
}

export {expect};
