import {availableParallelism} from 'node:os';
import {defineConfig, devices} from '@playwright/test';
import {CHROMIUM_FLAGS, chromiumPath} from './scripts/chromium.mjs';

/**
 * The end-to-end suite runs against the production build served locally (search only works on a
 * build), in the browser scripts/chromium.mts finds. Unit tests have their own configuration
 * (tests/unit/playwright.config.ts): no build, no server.
 */
const port = Number(process.env.E2E_PORT ?? 3210);

export default defineConfig({
  testDir: './tests',
  testMatch: /.*\.spec\.ts$/,
  testIgnore: /unit\//,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Two browsers at a time even on a 2-core machine (Playwright's default is half the cores): the
  // tests mostly wait on the browser and the server, not on the CPU.
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', {open: 'never'}]],
  timeout: 30_000,
  // What a test waits for may take seconds on a loaded 2-core machine running two browsers (the
  // first search loads its index in a worker): assertions wait up to 10 s for it. Speed is measured
  // by `npm run bench` and by the tests that time it, not by this timeout.
  expect: {timeout: 10_000},
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A failed test keeps its trace: actions, console, network and sources. In CI without the DOM
    // snapshots and screencast of every action, which cost a quarter of a short test's time; a
    // screenshot at the failure stands in for them.
    trace: process.env.CI ? {mode: 'retain-on-failure', snapshots: false, screenshots: false} : 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'ru-RU',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {executablePath: chromiumPath(), args: CHROMIUM_FLAGS},
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
