// The browser every script and test of the project uses, found and started one way: Playwright's own
// Chromium when it is installed, otherwise the system's (Debian: `apt-get install chromium`), or the
// one CHROMIUM_PATH names. Read by playwright.config.ts, scripts/test.mjs, scripts/bench.mjs and
// scripts/social-cards.mjs (Node 22 runs this TypeScript file as is).
import {existsSync} from 'node:fs';
import {chromium} from '@playwright/test';

/** Where systems put Chromium or Chrome. */
export const SYSTEM_CHROMIUMS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/**
 * Flags for a quiet browser on a closed network: no background updates, sync or first-run traffic;
 * and no sandbox when run as root, where Chromium refuses to start with one.
 */
export const CHROMIUM_FLAGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
];

/** The Chromium to run: CHROMIUM_PATH, Playwright's own, or the system's; undefined when there is none. */
export function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) {
    return process.env.CHROMIUM_PATH;
  }
  return [chromium.executablePath(), ...SYSTEM_CHROMIUMS].find((file) => existsSync(file));
}
