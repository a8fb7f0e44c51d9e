#!/usr/bin/env node
// `npm run bench [-- --build] [-- --runs 3]`: how fast the site is for a reader, measured the same
// way on any machine. It builds the site (with --build from a cold cache, reporting wall time and
// peak memory), serves it like the CDN does (scripts/serve.mjs: the headers of vercel.json,
// brotli/gzip, long cache on hashed assets), runs Lighthouse (mobile preset) on each page type, and
// does the same for the site built as plain Docusaurus (STARTUP_TUNING=false: no paint-first template,
// no leanBundle plugin; into build-plain/), the two measured in turn, page by page and run by run, so
// that both meet the same machine load; the ratios ours ÷ plain of LCP, TBT and JS are the claims
// (absolute numbers move with the host). In the same turns it measures the no-JS limit: our build
// with every script taken out of its pages (build-nojs/), the fastest our HTML and CSS can paint;
// ours ÷ that limit is the LCP claim. It prints every ratio and whether the goals of issue 31 are
// met (GOALS below), on the worst of the page types they are about. `--no-plain` skips the plain
// build and the limit; `--types home,guide` measures only those page types; `--no-search` skips
// the search; `--no-build` measures build/ and build-plain/ as they are; `--before <dir>` measures
// another build (say main's) in the same turns, with its own ratios, for a before/after. It also
// measures search (scripts/bench-search.mjs): quality on reader queries beside Pagefind, latency, index sizes,
// its answers (scripts/bench-answers.mts; `--no-answers` skips them): readers' questions beside search's
// first hit, first and warm answer, and the MCP server of the docs (scripts/mcp-quality.mts; `--no-mcp`
// skips it): integrators' questions, answer sizes. Prints a table, writes
// bench/results.json. The build leaves the Metrica counter and the feedback widget out: their hosts
// are third parties whose speed is not ours to measure (and unreachable on a closed network).
import {spawn} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, readFileSync, readdirSync, realpathSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {parse} from 'parse5';
import {benchSearch, report as searchReport} from './bench-search.mjs';
import {benchAnswers, benchAnswerSpeed, reportAnswers} from './bench-answers.mts';
import {createServer} from './serve.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = path.join(root, 'build');
const plainDir = path.join(root, 'build-plain');
const noJsDir = path.join(root, 'build-nojs');
const {values: args} = parseArgs({
  options: {
    runs: {type: 'string', default: '3'},
    types: {type: 'string', default: ''},
    before: {type: 'string', default: ''},
    build: {type: 'boolean', default: false},
    'no-build': {type: 'boolean', default: false},
    'no-plain': {type: 'boolean', default: false},
    'skip-lighthouse': {type: 'boolean', default: false},
    'no-search': {type: 'boolean', default: false},
    'no-answers': {type: 'boolean', default: false},
    'no-mcp': {type: 'boolean', default: false},
  },
});
const flag = (/** @type {keyof typeof args} */ name) => args[name] === true;
const RUNS = Number(args.runs);

// The page types of the accessibility tests (tests/page-types.json), but those that only they check.
const TYPES = args.types.split(',').filter(Boolean);
const PAGE_TYPES = JSON.parse(readFileSync(path.join(root, 'tests', 'page-types.json'), 'utf8')).filter(
  (page) => page.benchmark !== false && (!TYPES.length || TYPES.some((type) => page.type.startsWith(type))),
);

/**
 * Issue 31's goals, on the worst of these page types (home, a guide with a picture, an API page):
 * LCP within 1.1 × the no-JS limit, TBT at most half of plain Docusaurus's, JS at most 0.7 of it,
 * no layout shift, best practices 100 (no third party is in the measured build), no first-party
 * script over Lighthouse's size limit for large JavaScript (500 KiB, where `valid-source-maps` asks
 * for a source map), the first search's p95 within 150 ms of the first keystroke, and a cold build
 * (`--build`) within 60 s.
 */
const GOAL_TYPES = ['home', 'guide with an image', 'API page'];
const GOALS = {lcpToLimit: 1.1, tbtToPlain: 0.5, jsToPlain: 0.7, cls: 0, bestPractices: 100, scriptKiB: 500, firstSearchP95Ms: 150, coldBuildSeconds: 60};

const CHROME_FLAGS = [
  '--headless=new',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
];

function chromePath() {
  const {chromium} = require('@playwright/test');
  return [process.env.CHROMIUM_PATH, chromium.executablePath(), '/usr/bin/chromium', '/usr/bin/chromium-browser']
    .filter(Boolean)
    .find((p) => existsSync(p));
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const kib = (bytes) => Math.round(bytes / 102.4) / 10;

/** A production build (cold: caches removed first); wall time and the build process's peak memory. */
async function build({cold, plain = false}) {
  if (cold) {
    for (const dir of ['build', '.docusaurus', 'node_modules/.cache']) {
      rmSync(path.join(root, dir), {recursive: true, force: true});
    }
  }
  const env = {...process.env};
  delete env.YANDEX_METRICA_ID;
  delete env.PUSHFEEDBACK_PROJECT_ID;
  env.STARTUP_TUNING = plain ? 'false' : 'true';
  const started = Date.now();
  const out = plain ? ['--out-dir', plainDir] : [];
  const child = spawn(process.execPath, [require.resolve('@docusaurus/core/bin/docusaurus.mjs'), 'build', ...out], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let peakKiB = 0;
  const status = `/proc/${child.pid}/status`;
  const poll = setInterval(() => {
    try {
      const hwm = /VmHWM:\s+(\d+) kB/.exec(readFileSync(status, 'utf8'));
      peakKiB = Math.max(peakKiB, Number(hwm?.[1] ?? 0));
    } catch {
      // Not Linux, or the process just ended: the peak stays as last read.
    }
  }, 100);
  const code = await new Promise((resolve) => child.on('exit', resolve));
  clearInterval(poll);
  if (code !== 0) {
    throw new Error(`docusaurus build exited with ${code}`);
  }
  return {wallSeconds: (Date.now() - started) / 1000, peakMemoryMiB: peakKiB ? Math.round(peakKiB / 1024) : null};
}

/**
 * The no-JS limit: a copy of the build whose pages have no script, no script preload and no
 * prefetch. What is left is the HTML and CSS readers see first.
 */
function noJsCopy(from, to) {
  rmSync(to, {recursive: true, force: true});
  // The files themselves, not a link to them (build/ may be a link): the copy's pages are rewritten.
  cpSync(realpathSync(from), to, {recursive: true});
  const strip = (dir) => {
    for (const entry of readdirSync(dir)) {
      const file = path.join(dir, entry);
      if (statSync(file).isDirectory()) {
        if (entry !== 'assets') {
          strip(file);
        }
      } else if (entry.endsWith('.html')) {
        writeFileSync(file, withoutScripts(readFileSync(file, 'utf8')));
      }
    }
  };
  strip(to);
}

/** Link types that load a script ahead (with `as=script`). */
const SCRIPT_HINTS = new Set(['preload', 'prefetch', 'modulepreload']);

/**
 * `html` without its scripts and the links that load them ahead, cut out where parse5 found them:
 * the rest of the page stays as it was, byte for byte.
 * @param {string} html
 */
function withoutScripts(html) {
  /** @type {[number, number][]} */
  const cuts = [];
  /** @param {import('parse5').DefaultTreeAdapterMap['parentNode']} node */
  const visit = (node) => {
    for (const child of node.childNodes) {
      if (!('tagName' in child)) {
        continue;
      }
      const attribute = (/** @type {string} */ name) => child.attrs.find((attr) => attr.name === name)?.value ?? '';
      const hint = child.tagName === 'link' && attribute('as') === 'script' && attribute('rel').split(/\s+/).some((type) => SCRIPT_HINTS.has(type));
      const location = child.sourceCodeLocation;
      if ((child.tagName === 'script' || hint) && location) {
        cuts.push([location.startOffset, location.endOffset]);
      } else {
        visit(child);
      }
    }
  };
  visit(parse(html, {sourceCodeLocationInfo: true}));
  return cuts
    .sort((a, b) => b[0] - a[0])
    .reduce((text, [start, end]) => text.slice(0, start) + text.slice(end), html);
}

/** The build served like the CDN; Vercel's own analytics endpoint answers as it does when deployed. */
async function serve(dir) {
  const config = JSON.parse(readFileSync(path.join(root, 'vercel.json'), 'utf8'));
  const server = createServer({dir, config});
  const [site] = server.listeners('request');
  server.removeAllListeners('request');
  server.on('request', (req, res) => {
    if (req.url?.startsWith('/_vercel/insights/')) {
      res.writeHead(200, {'Content-Type': 'text/javascript'}).end('');
      return;
    }
    site(req, res);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {server, origin: `http://127.0.0.1:${server.address().port}`};
}

/**
 * Lighthouse, mobile preset, RUNS times per page type and site variant; medians per variant. The
 * variants take turns on each run of each page, so a slower minute of the host hits both alike.
 */
async function lighthouseRuns(variants) {
  const {default: lighthouse} = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({chromePath: chromePath(), chromeFlags: CHROME_FLAGS});
  const results = Object.fromEntries(variants.map(({name}) => [name, []]));
  try {
    for (const page of PAGE_TYPES) {
      const runsOf = Object.fromEntries(variants.map(({name}) => [name, []]));
      for (let i = 0; i < RUNS * variants.length; i += 1) {
        const {name, origin} = variants[i % variants.length];
        const runs = runsOf[name];
        const {lhr} = await lighthouse(`${origin}${page.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        const bytes = {Script: 0, Stylesheet: 0, Document: 0};
        for (const item of lhr.audits['network-requests'].details.items) {
          if (item.resourceType in bytes) {
            bytes[item.resourceType] += item.transferSize ?? 0;
          }
        }
        const score = (id) => Math.round((lhr.categories[id].score ?? 0) * 100);
        runs.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
          tbtMs: lhr.audits['total-blocking-time'].numericValue,
          ttiMs: lhr.audits.interactive.numericValue,
          cls: lhr.audits['cumulative-layout-shift'].numericValue,
          jsKiB: kib(bytes.Script),
          cssKiB: kib(bytes.Stylesheet),
          htmlKiB: kib(bytes.Document),
          failed: Object.values(lhr.audits)
            .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
            .map((a) => a.id),
        });
        process.stdout.write('.');
      }
      for (const [name, runs] of Object.entries(runsOf)) {
      const m = (key) => median(runs.map((r) => r[key]));
      results[name].push({
        ...page,
        runs: runs.length,
        performance: m('performance'),
        accessibility: m('accessibility'),
        bestPractices: m('bestPractices'),
        seo: m('seo'),
        lcpMs: Math.round(m('lcpMs')),
        tbtMs: Math.round(m('tbtMs')),
        ttiMs: Math.round(m('ttiMs')),
        cls: Math.round(m('cls') * 1000) / 1000,
        jsKiB: m('jsKiB'),
        cssKiB: m('cssKiB'),
        htmlKiB: m('htmlKiB'),
        failedAudits: [...new Set(runs.flatMap((r) => r.failed))],
      });
      }
    }
  } finally {
    await chrome.kill();
  }
  process.stdout.write('\n');
  return results;
}

/** Ours ÷ plain per page type, for LCP, TBT (a floor of 10 ms: both near zero is a tie) and JS; and our LCP ÷ the no-JS limit's. */
function ratios(ours, plain, noJs) {
  const ratio = (a, b) => Math.round((a / b) * 100) / 100;
  return ours.map((o) => {
    const p = plain.find((row) => row.path === o.path);
    const n = noJs?.find((row) => row.path === o.path);
    return {
      type: o.type,
      lcp: ratio(o.lcpMs, p.lcpMs),
      tbt: ratio(Math.max(o.tbtMs, 10), Math.max(p.tbtMs, 10)),
      js: ratio(o.jsKiB, p.jsKiB),
      ...(n && {lcpToLimit: ratio(o.lcpMs, n.lcpMs)}),
    };
  });
}

/** Our largest first-party script, raw, in KiB (what Lighthouse's large-JavaScript checks look at). */
function largestScriptKiB(dir) {
  const js = path.join(dir, 'assets', 'js');
  const sizes = readdirSync(js).filter((file) => file.endsWith('.js')).map((file) => ({file, kib: kib(statSync(path.join(js, file)).size)}));
  return sizes.sort((a, b) => b.kib - a.kib)[0];
}

/**
 * Stops the bench when build-plain/ is not plain Docusaurus: its main.js must run React and have
 * medium-zoom, where ours runs Preact (src/internals/leanBundle) and loads the zoom later
 * (src/internals/leanBundle/lazyZoom.ts). A plain build that read our build's cache would leave out
 * what ours leaves out (reach 25 in src/internals/README.md).
 */
function checkPlain(dir) {
  const js = path.join(dir, 'assets', 'js');
  const main = readdirSync(js).find((file) => /^main\.[0-9a-f]+\.js$/.test(file));
  const text = main ? readFileSync(path.join(js, main), 'utf8') : '';
  if (!text.includes('medium-zoom-overlay') || !text.includes('react.dev/errors')) {
    throw new Error(`${dir} is not plain Docusaurus: its main.js lacks React or medium-zoom (a build cache shared with ours?)`);
  }
}

/** Each goal of GOALS, the worst measured value over GOAL_TYPES, and whether it is met. */
function goals(results) {
  const worst = (rows, key, pick = Math.max) => {
    const values = (rows ?? []).filter((row) => GOAL_TYPES.includes(row.type)).map((row) => row[key]).filter((value) => value !== undefined);
    return values.length ? pick(...values) : undefined;
  };
  const cold = results.search?.timings?.cold ?? [];
  const rows = [
    ['LCP ÷ no-JS limit', worst(results.ratios, 'lcpToLimit'), `≤ ${GOALS.lcpToLimit}`, (v) => v <= GOALS.lcpToLimit],
    ['TBT ÷ plain', worst(results.ratios, 'tbt'), `≤ ${GOALS.tbtToPlain}`, (v) => v <= GOALS.tbtToPlain],
    ['JS ÷ plain', worst(results.ratios, 'js'), `≤ ${GOALS.jsToPlain}`, (v) => v <= GOALS.jsToPlain],
    ['CLS', worst(results.lighthouse, 'cls'), `= ${GOALS.cls}`, (v) => v === GOALS.cls],
    ['best practices', worst(results.lighthouse, 'bestPractices', Math.min), `= ${GOALS.bestPractices}`, (v) => v >= GOALS.bestPractices],
    [`largest script (${results.largestScript?.file ?? '?'}), KiB raw`, results.largestScript?.kib, `≤ ${GOALS.scriptKiB}`, (v) => v <= GOALS.scriptKiB],
    ['first search p95, ms', cold.length ? Math.max(...cold.map((c) => c.p95Ms)) : undefined, `≤ ${GOALS.firstSearchP95Ms}`, (v) => v <= GOALS.firstSearchP95Ms],
    ['cold build, s', results.build?.wallSeconds, `≤ ${GOALS.coldBuildSeconds}`, (v) => v <= GOALS.coldBuildSeconds],
  ];
  return rows.map(([goal, value, target, met]) => ({goal, value: value ?? 'not measured', target, met: value === undefined ? '–' : met(value) ? 'met' : 'NOT MET'}));
}

/** The MCP server's numbers (scripts/mcp-quality.mts, TypeScript that Node runs once src/mcp/hooks.mjs has readied it). */
async function benchMcp() {
  await import('../src/mcp/hooks.mjs');
  const {measure, report} = await import('./mcp-quality.mts');
  const started = Date.now();
  const measured = await measure(buildDir);
  return {result: {...measured, seconds: Math.round((Date.now() - started) / 100) / 10}, report: report(measured)};
}

function table(rows, columns) {
  const widths = columns.map(([title, key]) => Math.max(title.length, ...rows.map((r) => String(r[key]).length)));
  const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ');
  return [line(columns.map(([t]) => t)), line(widths.map((w) => '-'.repeat(w))), ...rows.map((r) => line(columns.map(([, k]) => r[k])))].join('\n');
}

async function main() {
  const results = {date: new Date().toISOString(), machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB`, node: process.version};
  const cold = flag('build');
  // --no-build measures the builds already in build/ and build-plain/ (say which in your notes).
  const reuse = flag('no-build');
  if (!reuse) {
    console.log(cold ? '▶ cold build' : '▶ build');
    const built = await build({cold});
    if (cold) {
      results.build = built;
    }
  }
  const plain = !flag('no-plain') && !flag('skip-lighthouse');
  if (plain && !reuse) {
    console.log('▶ build as plain Docusaurus (STARTUP_TUNING=false) into build-plain/');
    await build({cold: false, plain: true});
  }
  if (plain) {
    checkPlain(plainDir);
    console.log('▶ the no-JS limit: our pages without their scripts, into build-nojs/');
    noJsCopy(buildDir, noJsDir);
  }
  results.largestScript = largestScriptKiB(buildDir);
  results.load = os.loadavg().map((load) => Math.round(load * 10) / 10);
  const ours = await serve(buildDir);
  let mcp;
  const plainSite = plain ? await serve(plainDir) : null;
  const noJsSite = plain ? await serve(noJsDir) : null;
  const beforeDir = args.before;
  const beforeSite = plain && beforeDir ? await serve(path.resolve(beforeDir)) : null;
  try {
    if (!flag('skip-lighthouse')) {
      console.log(`▶ Lighthouse, mobile preset, ${RUNS} runs per page type${plain ? ', ours, plain Docusaurus and the no-JS limit in turn' : ''}`);
      const variants = [
        {name: 'ours', origin: ours.origin},
        ...(plainSite ? [{name: 'plain', origin: plainSite.origin}, {name: 'noJs', origin: noJsSite.origin}] : []),
        ...(beforeSite ? [{name: 'before', origin: beforeSite.origin}] : []),
      ];
      const measured = await lighthouseRuns(variants);
      results.lighthouse = measured.ours;
      if (plainSite) {
        results.plainDocusaurus = measured.plain;
        results.noJsLimit = measured.noJs;
        results.ratios = ratios(measured.ours, measured.plain, measured.noJs);
      }
      if (beforeSite) {
        results.before = {dir: beforeDir, lighthouse: measured.before, ratios: ratios(measured.before, measured.plain, measured.noJs)};
      }
      results.loadAfterLighthouse = os.loadavg().map((load) => Math.round(load * 10) / 10);
    }
    if (!flag('no-search')) {
      console.log('▶ search: reader queries in Chromium, ours and Pagefind');
      results.search = await benchSearch({buildDir, chromePath: chromePath(), chromeFlags: CHROME_FLAGS});
    }
    if (!flag('no-mcp')) {
      console.log('▶ MCP server: integrators\' questions to search_docs, the size of every answer');
      mcp = await benchMcp();
      results.mcp = mcp.result;
    }
    if (!flag('no-answers')) {
      console.log('▶ answers: readers\' questions over the built indexes, then their speed in Chromium');
      results.answers = {...(await benchAnswers(buildDir)), speed: await benchAnswerSpeed({buildDir, chromePath: chromePath(), chromeFlags: CHROME_FLAGS})};
    }
  } finally {
    ours.server.close();
    plainSite?.server.close();
    noJsSite?.server.close();
    beforeSite?.server.close();
  }

  mkdirSync(path.join(root, 'bench'), {recursive: true});
  writeFileSync(path.join(root, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);

  if (results.build) {
    console.log(`\nCold build: ${results.build.wallSeconds.toFixed(1)} s, peak memory ${results.build.peakMemoryMiB ?? 'n/a'} MiB`);
  }
  const columns = [
    ['page type', 'type'], ['perf', 'performance'], ['a11y', 'accessibility'], ['best', 'bestPractices'], ['seo', 'seo'],
    ['LCP ms', 'lcpMs'], ['TBT ms', 'tbtMs'], ['TTI ms', 'ttiMs'], ['CLS', 'cls'], ['JS KiB', 'jsKiB'], ['CSS KiB', 'cssKiB'], ['HTML KiB', 'htmlKiB'],
  ];
  if (results.lighthouse) {
    console.log(`\nLighthouse, ours (median of ${RUNS})\n${table(results.lighthouse, columns)}`);
  }
  if (results.plainDocusaurus) {
    console.log(`\nLighthouse, plain Docusaurus (median of ${RUNS}, same run)\n${table(results.plainDocusaurus, columns)}`);
    console.log(`\nThe no-JS limit: our pages without scripts (median of ${RUNS}, same run)\n${table(results.noJsLimit, columns)}`);
    console.log(`\nOurs ÷ plain Docusaurus (below 1: ours is better), and our LCP ÷ the no-JS limit\n${table(results.ratios, [
      ['page type', 'type'], ['LCP', 'lcp'], ['TBT', 'tbt'], ['JS', 'js'], ['LCP ÷ limit', 'lcpToLimit'],
    ])}`);
  }
  if (results.before) {
    console.log(`\nBefore (${results.before.dir}), same turns\n${table(results.before.lighthouse, columns)}`);
    console.log(`\nBefore ÷ plain Docusaurus, and its LCP ÷ the no-JS limit (of ours)\n${table(results.before.ratios, [
      ['page type', 'type'], ['LCP', 'lcp'], ['TBT', 'tbt'], ['JS', 'js'], ['LCP ÷ limit', 'lcpToLimit'],
    ])}`);
  }
  if (results.search) {
    console.log(`\n${searchReport(results.search, table)}`);
  }
  if (results.answers) {
    console.log(`\n${reportAnswers(results.answers, table)}`);
  }
  if (mcp) {
    console.log(`\n${mcp.report}`);
  }
  results.goals = goals(results);
  console.log(`\nIssue 31's goals, worst of ${GOAL_TYPES.join(', ')} (load average ${results.load.join(' ')} before Lighthouse, ${results.loadAfterLighthouse?.join(' ') ?? '–'} after)\n${table(results.goals, [
    ['goal', 'goal'], ['measured', 'value'], ['target', 'target'], ['', 'met'],
  ])}`);
  writeFileSync(path.join(root, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log('\nWritten: bench/results.json');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
