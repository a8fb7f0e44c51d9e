#!/usr/bin/env node
// `npm test`: every check of the site, in order, stopping at the first failure.
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';

const require = createRequire(import.meta.url);

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}: ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, {stdio: 'inherit', env: {...process.env, ...env}});
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
  console.log(`✔ ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

/** Playwright's own Chromium, a system Chromium, or an install of Debian's package when we may. */
function ensureChromium() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) {
    return;
  }
  const {chromium} = require('@playwright/test');
  const candidates = [chromium.executablePath(), '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  if (candidates.some((p) => existsSync(p))) {
    return;
  }
  const debian = existsSync('/etc/debian_version');
  if (debian && process.getuid?.() === 0) {
    console.log('▶ Chromium is missing: installing Debian\'s chromium package');
    run('apt-get update', 'apt-get', ['update', '-qq']);
    run('install chromium', 'apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], {
      DEBIAN_FRONTEND: 'noninteractive',
    });
    return;
  }
  console.error(
    [
      '✖ No Chromium for the end-to-end tests. Install one of:',
      debian ? '  sudo apt-get install chromium' : '  your system\'s chromium package',
      '  npx playwright install chromium   (needs access to Playwright\'s download host)',
      'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
    ].join('\n'),
  );
  process.exit(1);
}

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
console.log(`${pkg.name}: type check, lint, build, unit and end-to-end tests`);

// The tested build switches the Metrica counter and the feedback widget on with test ids, so that
// their tests run (the tests intercept both services). Real ids from the environment win.
const testEnv = {
  YANDEX_METRICA_ID: process.env.YANDEX_METRICA_ID || '98765432',
  PUSHFEEDBACK_PROJECT_ID: process.env.PUSHFEEDBACK_PROJECT_ID || 'docs-e2e',
};

ensureChromium();
run('type check', 'npx', ['tsc']);
run('lint TypeScript', 'npx', ['eslint', '.', '--max-warnings=0']);
run('lint Markdown', 'npx', ['markdownlint-cli2']);
run('lint OpenAPI', 'npx', ['redocly', 'lint'], {REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true'});
// The API pages against their specs: Spectral, Ajv, openapi-typescript, Prism replays, webhook receivers.
run('API reference', 'node', ['scripts/api-check.mjs']);
run('production build', 'npx', ['docusaurus', 'build'], testEnv);
// Every inline script of this build must be allowed by vercel.json's CSP (see scripts/csp.mjs).
run('CSP hashes', 'node', ['scripts/csp.mjs', '--check', '--dir', 'build']);
run('unit and end-to-end tests', 'npx', ['playwright', 'test'], testEnv);
console.log('\n✔ All checks passed.');
