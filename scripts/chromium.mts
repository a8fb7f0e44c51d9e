// The browser every script and test of the project uses, found and started one way: Playwright's own
// Chromium when it is installed, otherwise the system's (Debian: `apt-get install chromium`, or for the
// tests `chromium-headless-shell`), or the one CHROMIUM_PATH names. Read by playwright.config.ts,
// scripts/test.mjs, scripts/bench.mjs, scripts/screens.mts and scripts/social-cards.mjs (Node 22 runs
// this TypeScript file as is).
import {existsSync} from 'node:fs';
import {chromium} from '@playwright/test';

/** Where systems put Chromium or Chrome. */
export const SYSTEM_CHROMIUMS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/**
 * Where Debian puts Chromium's headless shell (package chromium-headless-shell): Chromium without its
 * windows, the build Playwright itself runs headless tests in.
 */
export const SYSTEM_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

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

/** CHROMIUM_PATH, or the first of `candidates` that exists; undefined when there is none. */
function findChromium(candidates: string[]): string | undefined {
  return process.env.CHROMIUM_PATH || candidates.find((file) => existsSync(file));
}

/** The Chromium to run: CHROMIUM_PATH, Playwright's own, or the system's; undefined when there is none. */
export function chromiumPath(): string | undefined {
  return findChromium([chromium.executablePath(), ...SYSTEM_CHROMIUMS]);
}

/**
 * The Chromium for the end-to-end tests, which run headless: as chromiumPath(), but the system's
 * headless shell before its full Chromium. The shell draws the pages as Chromium does (the visual
 * baselines, rendered in Debian's Chromium, pass in it unchanged) for about a quarter less of the
 * machine: 40 page loads took 25 s instead of 33 s on a 2-core machine, and the visual tests 1.2 min
 * instead of 1.7. The product screens, the social cards and the benchmark keep the full Chromium
 * (chromiumPath), which readers have.
 */
export function testChromiumPath(): string | undefined {
  return findChromium([chromium.executablePath(), SYSTEM_HEADLESS_SHELL, ...SYSTEM_CHROMIUMS]);
}

/**
 * CHROMIUM_FLAGS, and for the tests only (not the benchmark, which measures the browser as readers
 * have it):
 * - the GPU's work (compositing, here in software) on a thread of the browser process instead of a
 *   process of its own, which the two saved their messages to each other. The visual baselines pass
 *   unchanged; the visual and routes tests took 4–5 % less of a 2-core machine's CPU (205.6, 199.7
 *   and 215.3 CPU-seconds against 223.3, 209.7 and 223.1, runs in turn);
 * - V8 without its optimizing compilers (Maglev, TurboFan): a test's page lives for seconds, and
 *   compiling its hot code again, on a thread beside the page, cost the other test's browser more than
 *   the faster code gave back. The scripts behave the same, only slower where a loop runs long (axe,
 *   the search worker). In turn on one build, the whole suite took 572 and 560 CPU-seconds against 615
 *   and 716 without; the visual, search, answers, a11y and API console tests 201.6, 177.5 and 155.6
 *   against 220.7, 188.3 and 182.2 (6–15 % less).
 */
export const TEST_CHROMIUM_FLAGS = [...CHROMIUM_FLAGS, '--in-process-gpu', '--js-flags=--no-opt --no-maglev'];
