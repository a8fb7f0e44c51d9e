import {defineConfig} from '@playwright/test';

/**
 * Unit tests: plain functions and the scripts, on fixtures made by the tests themselves. No build,
 * no web server and no browser, so they run in seconds and before the build
 * (`npx playwright test -c tests/unit`). The end-to-end suite is ../../playwright.config.ts.
 */
export default defineConfig({
  testDir: '.',
  testMatch: /.*\.spec\.ts$/,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? [['dot']] : [['list']],
  timeout: 30_000,
});
