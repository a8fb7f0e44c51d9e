#!/usr/bin/env node
// `npm test`: every check of the site, with the time of each stage (and a summary of them at the end).
// The checks that need no build (types, linters, unit tests, the API reference) run beside the
// production build, as many at a time as the machine has cores beside it (one on a 2-core machine);
// each one's output is printed in one piece when it ends. The end-to-end tests run last, alone, once
// everything else has passed. The first failure stops the run (stages already running finish first).
import {spawn, spawnSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {availableParallelism} from 'node:os';

// The TypeScript scripts (.mts) run as they are from Node 22.18 on (type stripping); an older Node
// dies on the first of them with ERR_UNKNOWN_FILE_EXTENSION. Say at once what to install instead,
// before importing one.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 18)) {
  console.error(`✖ npm test needs Node.js 22.18 or newer, this is ${process.version}: install Node 22 LTS (\`nvm install\` reads .nvmrc; \`bash .ci/run\` fetches it from the npm registry).`);
  process.exit(1);
}
const {SYSTEM_HEADLESS_SHELL, testChromiumPath} = await import('./chromium.mts');

/** @type {{title: string, seconds: number}[]} */
const stages = [];
const started = Date.now();

function summary() {
  const width = Math.max(...stages.map(({title}) => title.length), 'total'.length);
  const lines = stages.map(({title, seconds}) => `  ${title.padEnd(width)}  ${seconds.toFixed(1).padStart(6)} s`);
  return [...lines, `  ${'total'.padEnd(width)}  ${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s`].join('\n');
}

function fail(title, status) {
  console.error(`\n✖ ${title} failed (exit ${status}).\n${summary()}`);
  process.exit(typeof status === 'number' && status !== 0 ? status : 1);
}

/** Runs a stage with its output on the terminal as it comes (for stages that run alone). */
function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}: ${[command, ...args].join(' ')}`);
  const stageStarted = Date.now();
  const result = spawnSync(command, args, {stdio: 'inherit', env: {...process.env, ...env}});
  const seconds = (Date.now() - stageStarted) / 1000;
  stages.push({title, seconds});
  if (result.status !== 0) {
    fail(title, result.status ?? result.signal);
  }
  console.log(`✔ ${title} (${seconds.toFixed(1)} s)`);
}

/**
 * @typedef {{title: string, command: string, args: string[], env?: Record<string, string>}} Stage
 * Runs a stage beside others: its output (stdout and stderr, interleaved as written) is kept and
 * printed in one piece when it ends. Resolves to whether it passed.
 * @param {Stage} stage
 * @returns {Promise<boolean>}
 */
function runBeside({title, command, args, env = {}}) {
  const stageStarted = Date.now();
  console.log(`▶ ${title}: ${[command, ...args].join(' ')}`);
  return new Promise((resolve) => {
    /** @type {Buffer[]} */
    const output = [];
    const child = spawn(command, args, {stdio: ['ignore', 'pipe', 'pipe'], env: {...process.env, ...env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0'}});
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    const done = (/** @type {number | string | null} */ status) => {
      const seconds = (Date.now() - stageStarted) / 1000;
      stages.push({title, seconds});
      const text = Buffer.concat(output).toString('utf8').trimEnd();
      console.log(`\n── ${title} ${'─'.repeat(Math.max(0, 60 - title.length))}${text ? `\n${text}` : ''}`);
      if (status === 0) {
        console.log(`✔ ${title} (${seconds.toFixed(1)} s)`);
      } else {
        console.error(`✖ ${title} failed (exit ${status}) after ${seconds.toFixed(1)} s`);
      }
      resolve(status === 0);
    };
    child.on('error', (error) => {
      output.push(Buffer.from(String(error)));
      done('spawn error');
    });
    child.on('close', (code, signal) => done(code ?? signal));
  });
}

/**
 * Runs each lane's stages one after another, the lanes side by side; the stages of `shared` are
 * taken in order by `lanes` more lanes, and by a fixed lane once its own are done (a core left idle
 * while the other lane still has checks queued is time lost). After a failure no further stage starts.
 * @param {Stage[][]} fixed lanes with their own stages (the build and what needs it)
 * @param {Stage[]} shared stages that need nothing but the sources, in order
 * @param {number} lanes how many lanes take the shared stages
 */
async function runSideBySide(fixed, shared, lanes) {
  /** @type {string[]} */
  const failed = [];
  const queue = [...shared];
  const lane = async (/** @type {() => Stage | undefined} */ next) => {
    for (let stage = next(); stage && failed.length === 0; stage = next()) {
      if (!(await runBeside(stage))) {
        failed.push(stage.title);
      }
    }
  };
  await Promise.all([
    ...fixed.map((stages) => {
      const own = [...stages];
      return lane(() => own.shift() ?? queue.shift());
    }),
    ...Array.from({length: lanes}, () => lane(() => queue.shift())),
  ]);
  if (failed.length > 0) {
    fail(failed.join(', '), 1);
  }
}

/** The fonts the visual baselines (tests/visual.spec.ts) were rendered with, besides Debian's DejaVu. */
const BASELINE_FONTS = {package: 'fonts-liberation', dir: '/usr/share/fonts/truetype/liberation'};

/** Debian's package of the headless shell (scripts/chromium.mts), smaller than its Chromium and lighter to run. */
const HEADLESS_SHELL = {package: 'chromium-headless-shell', path: SYSTEM_HEADLESS_SHELL};

/**
 * A browser for the end-to-end tests (Playwright's own Chromium, or a system Chromium or headless
 * shell), or an install of Debian's headless shell when we may; on Debian, also the fonts the visual
 * baselines were rendered with (code blocks ask for Liberation Mono).
 */
function ensureChromium() {
  const debian = existsSync('/etc/debian_version');
  const root = process.getuid?.() === 0;
  const missing = [
    ...(testChromiumPath() ? [] : [HEADLESS_SHELL.package]),
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
    if (!testChromiumPath()) {
      fail(`install ${HEADLESS_SHELL.package} (no ${HEADLESS_SHELL.path} after it)`, 1);
    }
    return;
  }
  if (testChromiumPath()) {
    console.warn(`⚠ ${BASELINE_FONTS.package} is not installed: the visual tests may differ from their baselines.`);
    return;
  }
  console.error(
    [
      '✖ No Chromium for the end-to-end tests. Install one of:',
      debian ? `  sudo apt-get install ${HEADLESS_SHELL.package} ${BASELINE_FONTS.package}` : '  your system\'s chromium package',
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
const redocly = {REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true'};
// The build keeps about one core busy; the checks share what the machine has beside it.
const lanes = Math.max(1, availableParallelism() - 1);
await runSideBySide(
  [
    [
      {title: 'production build', command: 'npx', args: ['docusaurus', 'build'], env: testEnv},
      // Every inline script of this build must be allowed by vercel.json's CSP (see scripts/csp.mjs).
      {title: 'CSP hashes', command: 'node', args: ['scripts/csp.mjs', '--check', '--dir', 'build']},
      // The MCP server of the docs against this build, through its clients, and the Markdown at a
      // page's address on the local server: no browser (tests/build-output/mcp.test.mts).
      {title: 'MCP server', command: 'node', args: ['--import', './src/mcp/hooks.mjs', '--test', '--test-reporter=spec', 'tests/build-output/mcp.test.mts']},
      // The build's files and the server's answers to plain requests, no browser: budgets, links, the
      // Markdown copies and llms.txt, the sitemap, search quality (tests/build-output/playwright.config.ts).
      {title: 'build output', command: 'npx', args: ['playwright', 'test', '-c', 'tests/build-output'], env: testEnv},
    ],
  ],
  [
    // The longest first, so that the lanes end together.
    // The API pages against their specs: Spectral, Ajv, openapi-typescript, Prism replays, webhook receivers.
    {title: 'API reference', command: 'node', args: ['scripts/api-check/index.mjs']},
    // No build, no browser: the tests of functions and scripts (tests/unit/playwright.config.ts).
    {title: 'unit tests', command: 'npx', args: ['playwright', 'test', '-c', 'tests/unit']},
    // No build: the interactive components in Chromium, from stories in a gallery Vite builds
    // (tests/components/playwright.config.ts).
    {title: 'component tests', command: 'npx', args: ['playwright', 'test', '-c', 'tests/components']},
    // Both keep what they learnt in .cache/ (git-ignored; tsconfig.json's tsBuildInfoFile): a clean
    // clone pays the full check, the next run on the same checkout only the files that changed.
    {title: 'type check', command: 'npx', args: ['tsc']},
    {title: 'lint TypeScript', command: 'npx', args: ['eslint', '.', '--max-warnings=0', '--cache', '--cache-location', '.cache/eslint/']},
    {title: 'lint Markdown', command: 'npx', args: ['markdownlint-cli2']},
    {title: 'lint OpenAPI', command: 'npx', args: ['redocly', 'lint'], env: redocly},
    {title: 'declared imports', command: 'node', args: ['scripts/check-imports.mjs']},
    // CONTRIBUTING's content rules on the sources of every route in tests/routes.txt (npm run audit).
    {title: 'content audit', command: 'node', args: ['scripts/content-audit.mts']},
  ],
  lanes,
);
console.log(`\n✔ Checks and build passed (${((Date.now() - started) / 1000).toFixed(1)} s so far).`);
run('end-to-end tests', 'npx', ['playwright', 'test'], testEnv);
console.log(`\n✔ All checks passed.\n${summary()}`);
