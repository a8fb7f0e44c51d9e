import {existsSync} from 'node:fs';
import {chromium, defineConfig, devices} from '@playwright/test';

/**
 * The suite runs against the production build served locally (search only works on a build).
 * Browser: Playwright's own Chromium when it is installed; otherwise the system's Chromium
 * (Debian: `apt-get install chromium`), or the one named by CHROMIUM_PATH.
 */
function systemChromium(): string | undefined {
  if (process.env.CHROMIUM_PATH) {
    return process.env.CHROMIUM_PATH;
  }
  if (existsSync(chromium.executablePath())) {
    return undefined;
  }
  return ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((p) => existsSync(p));
}

const port = Number(process.env.E2E_PORT ?? 3210);

export default defineConfig({
  testDir: './tests',
  testMatch: /.*\.spec\.ts$/,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', {open: 'never'}]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    locale: 'ru-RU',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: systemChromium(),
          // Quiet on a closed network: no background updates, sync or first-run traffic.
          args: [
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
          ],
        },
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
