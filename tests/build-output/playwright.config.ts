import {defineConfig} from '@playwright/test';
import {base} from '../playwright.base';

/**
 * Build-output checks: the production build's files (build/, or E2E_DIR) read as they are, and the
 * answers of the local server (scripts/serve.mjs, vercel.json's headers) to plain requests. No
 * browser: a stage of `npm test` after the build, before the browser suite (scripts/test.mjs), so
 * that the two browser workers spend their time on what needs a browser
 * (`npx playwright test -c tests/build-output`). The browser suite is ../../playwright.config.ts.
 */
const port = Number(process.env.E2E_PORT ?? 3210);

export default defineConfig({
  ...base,
  // Reading files and asking the server: no browser to share the two cores with.
  workers: 2,
  use: {baseURL: `http://127.0.0.1:${port}`},
  webServer: {
    command: `node scripts/serve.mjs --dir ${process.env.E2E_DIR ?? 'build'} --port ${port} --host 127.0.0.1`,
    cwd: '../..',
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
