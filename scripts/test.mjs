#!/usr/bin/env node
// `npm test`: every check of the site, in order, stopping at the first failure, with the time of each
// stage (and a summary of them at the end).
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {chromiumPath} from './chromium.mts';

/** @type {{title: string, seconds: number}[]} */
const stages = [];
const started = Date.now();

function summary() {
  const width = Math.max(...stages.map(({title}) => title.length));
  const lines = stages.map(({title, seconds}) => `  ${title.padEnd(width)}  ${seconds.toFixed(1).padStart(6)} s`);
  return [...lines, `  ${'total'.padEnd(width)}  ${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s`].join('\n');
}

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}: ${[command, ...args].join(' ')}`);
  const stageStarted = Date.now();
  const result = spawnSync(command, args, {stdio: 'inherit', env: {...process.env, ...env}});
  const seconds = (Date.now() - stageStarted) / 1000;
  stages.push({title, seconds});
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed (exit ${result.status ?? result.signal}).\n${summary()}`);
    process.exit(result.status || 1);
  }
  console.log(`✔ ${title} (${seconds.toFixed(1)} s)`);
}

/** The fonts the visual baselines (tests/visual.spec.ts) were rendered with, besides Debian's DejaVu. */
const BASELINE_FONTS = {package: 'fonts-liberation', dir: '/usr/share/fonts/truetype/liberation'};

/**
 * Playwright's own Chromium, a system Chromium, or an install of Debian's package when we may; on
 * Debian, also the fonts the visual baselines were rendered with (code blocks ask for Liberation Mono).
 */
function ensureChromium() {
  const debian = existsSync('/etc/debian_version');
  const root = process.getuid?.() === 0;
  const missing = [
    ...(chromiumPath() ? [] : ['chromium']),
    ...(debian && !existsSync(BASELINE_FONTS.dir) ? [BASELINE_FONTS.package] : []),
  ];
  if (missing.length === 0) {
    return;
  }
  if (debian && root) {
    console.log(`▶ Installing Debian's ${missing.join(' and ')}`);
    run('apt-get update', 'apt-get', ['update', '-qq']);
    run(`install ${missing.join(', ')}`, 'apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], {
      DEBIAN_FRONTEND: 'noninteractive',
    });
    return;
  }
  if (chromiumPath()) {
    console.warn(`⚠ ${BASELINE_FONTS.package} is not installed: the visual tests may differ from their baselines.`);
    return;
  }
  console.error(
    [
      '✖ No Chromium for the end-to-end tests. Install one of:',
      debian ? `  sudo apt-get install chromium ${BASELINE_FONTS.package}` : '  your system\'s chromium package',
      '  npx playwright install chromium   (needs access to Playwright\'s download host)',
      'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
    ].join('\n'),
  );
  process.exit(1);
}

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
console.log(`${pkg.name}: type check, lint, build, unit and end-to-end tests`);

// The tested build switches the Metrica counter, the feedback widget and Vercel Web Analytics on
// (with test ids), so that their tests run (the tests intercept the three services). Real values from
// the environment win.
const testEnv = {
  YANDEX_METRICA_ID: process.env.YANDEX_METRICA_ID || '98765432',
  PUSHFEEDBACK_PROJECT_ID: process.env.PUSHFEEDBACK_PROJECT_ID || 'docs-e2e',
  VERCEL_ANALYTICS: process.env.VERCEL_ANALYTICS || 'true',
};

ensureChromium();
run('type check', 'npx', ['tsc']);
run('lint TypeScript', 'npx', ['eslint', '.', '--max-warnings=0']);
run('lint Markdown', 'npx', ['markdownlint-cli2']);
run('lint OpenAPI', 'npx', ['redocly', 'lint'], {REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true'});
run('declared imports', 'node', ['scripts/check-imports.mjs']);
// No build, no browser: the tests of functions and scripts (tests/unit/playwright.config.ts).
run('unit tests', 'npx', ['playwright', 'test', '-c', 'tests/unit']);
// The API pages against their specs: Spectral, Ajv, openapi-typescript, Prism replays, webhook receivers.
run('API reference', 'node', ['scripts/api-check.mjs']);
run('production build', 'npx', ['docusaurus', 'build'], testEnv);
// Every inline script of this build must be allowed by vercel.json's CSP (see scripts/csp.mjs).
run('CSP hashes', 'node', ['scripts/csp.mjs', '--check', '--dir', 'build']);
run('end-to-end tests', 'npx', ['playwright', 'test'], testEnv);
console.log(`\n✔ All checks passed.\n${summary()}`);
