import {defineConfig} from '@playwright/test';
import {base} from '../playwright.base';

/**
 * Unit tests: plain functions and the scripts, on fixtures made by the tests themselves. No build,
 * no web server and no browser, so they run in seconds and before the build
 * (`npx playwright test -c tests/unit`). Components in a browser: ../components; the end-to-end
 * suite: ../../playwright.config.ts.
 */
export default defineConfig(base);
