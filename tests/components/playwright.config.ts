import {defineConfig, devices} from '@playwright/test';
import {TEST_CHROMIUM_FLAGS, testChromiumPath} from '../../scripts/chromium.mjs';
import {base} from '../playwright.base';

/**
 * Component tests: the interactive parts of the site (the support button and its panel, the since
 * view, the API console, the feedback widget, the search box) rendered alone in the browser from
 * stories (./*.story.tsx), no production build (`npx playwright test -c tests/components`, or
 * `npm run test:components`). Playwright's `mount` fixture opens the gallery (./gallery.tsx) that Vite
 * builds and serves (./vite.config.mts) and renders a story in it; the tests click, type and route the network
 * like a reader's browser. The end-to-end suite on the build: ../../playwright.config.ts.
 */
const port = Number(process.env.COMPONENTS_PORT ?? 3220);
const VITE_CONFIG = 'tests/components/vite.config.mts';

export default defineConfig({
  ...base,
  // One browser and Vite on a 2-core machine.
  workers: 2,
  expect: {timeout: 5_000},
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${port}/`,
    locale: 'ru-RU',
    launchOptions: {executablePath: testChromiumPath(), args: TEST_CHROMIUM_FLAGS},
    // One page per worker, reset between tests: a gallery page loads in milliseconds, a new browser context does not.
    reuseContext: true,
    trace: process.env.CI ? 'off' : 'retain-on-failure',
  },
  webServer: {
    command: `npx vite build --config ${VITE_CONFIG} && npx vite preview --config ${VITE_CONFIG} --port ${port} --host 127.0.0.1`,
    cwd: '../..',
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
