import type {PlaywrightTestConfig} from '@playwright/test';

/**
 * What the configurations of the suites that need no build share (tests/unit, tests/build-output,
 * tests/components): the test files of their folder, side by side, no `test.only` and no retries in CI,
 * the terse reporter there. Each adds what is its own (a server, a browser). The browser suite on
 * the build is ../playwright.config.ts.
 */
export const base = {
  testDir: '.',
  testMatch: /.*\.spec\.ts$/,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? [['dot']] : [['list']],
  timeout: 30_000,
} satisfies PlaywrightTestConfig;
