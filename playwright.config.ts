import {availableParallelism} from 'node:os';
import {defineConfig, devices} from '@playwright/test';
import {TEST_CHROMIUM_FLAGS, testChromiumPath} from './scripts/chromium.mjs';

/**
 * The end-to-end suite runs against the production build served locally (search only works on a
 * build), in the browser scripts/chromium.mts finds for tests (Debian's headless shell before its
 * Chromium). Unit tests have their own configuration (tests/unit/playwright.config.ts): no build, no
 * server; so have the build-output checks (tests/build-output/playwright.config.ts): no browser.
 */
const port = Number(process.env.E2E_PORT ?? 3210);

/**
 * For the tests only (not for `npm run bench`, which measures the browser as readers have it): one
 * renderer process per browser, with sites not isolated in processes of their own. Between two tests
 * Playwright takes the page to about:blank and back (reuseContext below); with site isolation that
 * started a new renderer process twice, which then ran the site from cold: 12 page loads with a
 * reset between them took 11.7 s against 5.6 s this way (5.4 s without resets). Not with
 * `--disable-features`, which would replace Playwright's own list of disabled features. The site has no
 * frames (tests/axe.ts checks it), and what isolates it from other sites (the CSP, frame-ancestors)
 * is the server's headers, which tests/security.spec.ts reads.
 */
const ONE_RENDERER = ['--renderer-process-limit=1', '--disable-site-isolation-trials'];

export default defineConfig({
  testDir: './tests',
  testMatch: /.*\.spec\.ts$/,
  // Unit tests and build-output checks need no browser: their own configurations in those folders.
  testIgnore: /tests\/(unit|build-output|components)\//,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Two browsers at a time even on a 2-core machine (Playwright's default is half the cores): the
  // tests mostly wait on the browser and the server, not on the CPU.
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  // The HTML report in CI too: the workflow (.github/workflows/ci.yml) uploads it when a test fails.
  reporter: [['list'], ['html', {open: 'never'}]],
  timeout: 30_000,
  // What a test waits for may take seconds on a loaded 2-core machine running two browsers (the
  // first search loads its index in a worker): assertions wait up to 10 s for it. Speed is measured
  // by `npm run bench` and by the tests that time it, not by this timeout.
  expect: {timeout: 10_000},
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A failed test keeps its trace (actions, console, network, DOM snapshots, sources: `npx
    // playwright show-trace`). In CI no trace: recording one for every test (its network, console
    // and actions, even without snapshots or screencast) took 7-10 % of the suite's CPU (the routes
    // and faults tests: 113.8 and 114.4 CPU-seconds against 123.2 and 127.3 with those traces, runs
    // in turn). A failure there keeps its screenshot and its error context (the error, the call log
    // and the page's accessibility snapshot, test-results/*/error-context.md), in the report CI
    // uploads.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'ru-RU',
    // Each worker keeps one browser context and page from test to test, and Playwright resets them in
    // between (cookies, storage, service workers, routes, init scripts, extra pages, viewport and
    // emulation; https://playwright.dev/docs/api/class-testoptions#test-options-reuse-context). A
    // fresh context per test started a browser page of its own, a renderer process, and ran the
    // site's bundles in it from cold: about 1.5 s of a 2-core machine's time before each test began.
    // What the reset leaves (permissions granted, offline, history) is put back by the tests that
    // change it (faults.spec.ts); a test that needs a browser of its own makes one (notfound.spec.ts).
    reuseContext: true,
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {executablePath: testChromiumPath(), args: [...TEST_CHROMIUM_FLAGS, ...ONE_RENDERER]},
      },
    },
  ],
  // Serves the build like Vercel does (vercel.json's headers, CSP included, clean URLs, 404 page,
  // compression). E2E_DIR picks another build folder than `build`.
  webServer: {
    command: `node scripts/serve.mjs --dir ${process.env.E2E_DIR ?? 'build'} --port ${port} --host 127.0.0.1`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
