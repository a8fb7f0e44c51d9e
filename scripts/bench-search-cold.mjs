#!/usr/bin/env node
// The first search on a cold page, as a reader meets it: a fresh browser context (empty cache) per
// run opens a page of the build served like the CDN (scripts/serve.mjs), the reader moves the
// pointer to the search box, clicks it and types a query at a reader's pace; timed from the first
// keystroke (and from the click) until the first suggestion is on screen. Median and p95 over the
// runs, per page type. Called by scripts/bench-search.mjs (`npm run bench`), and on its own to
// compare builds in one run, interleaved run by run so that the machine's load falls on each alike:
//
//   node scripts/bench-search-cold.mjs [--runs 15] [--delay 150] [--trace] build [build-before …]
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {createServer} from './serve.mjs';
import {isMain} from './isMain.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The pages timed: the home page (site-wide index) and a section page (its section's index). */
export const COLD_PAGES = [
  {type: 'home', url: '/', query: 'оператор'},
  {type: 'section', url: '/docs/agent/quickstart', query: 'оператор'},
];

/** The median and the p-th percentile of a list of numbers (also for scripts/bench-search.mjs). */
export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
export const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
const round = (x) => Math.round(x);

/** In the page: when the box was clicked, the first letter was typed, and the first suggestion showed. */
function recordFirstSuggestion() {
  const state = {focus: 0, key: 0, shown: 0};
  Object.assign(window, {__cold: state});
  document.addEventListener('focusin', (event) => {
    if (!state.focus && event.target instanceof HTMLInputElement && event.target.classList.contains('navbar__search-input')) {
      state.focus = performance.now();
    }
  }, true);
  // Playwright types letters a US keyboard lacks as input events without key events.
  document.addEventListener('input', () => {
    state.key ||= performance.now();
  }, true);
  const check = () => {
    const option = document.querySelector('[role="listbox"] [role="option"]');
    if (!state.shown && state.key && option && option.getClientRects().length > 0) {
      state.shown = performance.now();
    }
  };
  // With --trace: when the search worker was made, and each call to it and its answer.
  const events = [];
  Object.assign(window, {__coldEvents: events});
  const Original = window.Worker;
  window.Worker = class extends Original {
    constructor(...args) {
      super(...args);
      events.push(`worker ${Math.round(performance.now())}`);
      const calls = new Map();
      const post = this.postMessage.bind(this);
      this.postMessage = (message, ...rest) => {
        if (message?.id) {
          calls.set(message.id, `${message.path?.join('.')}`);
          events.push(`${message.path?.join('.')}( ${Math.round(performance.now())}`);
        }
        return post(message, ...rest);
      };
      this.addEventListener('message', (event) => {
        const name = calls.get(event.data?.id);
        if (name) {
          events.push(`${name}) ${Math.round(performance.now())}`);
        }
      });
    }
  };
  // With --trace: the main thread's long tasks (over 50 ms), which hold up the keystrokes and the suggestions.
  const longTasks = [];
  Object.assign(window, {__coldLongTasks: longTasks});
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) {
      longTasks.push([task.startTime, task.duration]);
    }
  }).observe({type: 'longtask', buffered: true});
  new MutationObserver(check).observe(document, {subtree: true, childList: true, attributes: true, attributeFilter: ['style', 'class']});
}

/** One cold first search: milliseconds from the first keystroke and from the click to the first suggestion. */
async function coldRun(browser, origin, {url, query}, {delay, settle, trace}) {
  const context = await browser.newContext({locale: 'ru-RU', viewport: {width: 1280, height: 800}});
  await context.route((u) => u.host !== new URL(origin).host, (route) => route.fulfill({status: 204, body: ''}));
  await context.addInitScript(recordFirstSuggestion);
  const page = await context.newPage();
  try {
    await page.goto(`${origin}${url}`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    // The reader may look a moment before turning to the search, or go to it at once.
    await page.waitForTimeout(settle);
    const box = page.locator('input.navbar__search-input');
    await box.click();
    await page.keyboard.type(query, {delay});
    await page.getByRole('listbox').getByRole('option').first().waitFor({timeout: 20_000});
    const {focus, key, shown} = await page.evaluate(() => window.__cold);
    const result = {fromKey: shown - key, fromClick: shown - focus};
    if (trace) {
      result.resources = await page.evaluate((t0) => performance.getEntriesByType('resource')
        .filter((r) => r.startTime >= t0 - 50)
        .map((r) => `${new URL(r.name).pathname.split('/').pop()} ${Math.round(r.startTime - t0)}→${Math.round(r.responseEnd - t0)} ${(r.transferSize / 1024).toFixed(1)} KiB`)
        .join('; '), focus).catch(() => '');
      result.resources += ` | worker: ${await page.evaluate((t0) => window.__coldEvents.map((e) => e.replace(/\d+$/, (t) => String(Number(t) - Math.round(t0)))).join(', '), focus)}`;
      result.resources += ` | long tasks: ${await page.evaluate((t0) => window.__coldLongTasks.filter(([start, duration]) => start + duration > t0 - 100).map(([start, duration]) => `${Math.round(start - t0)}+${Math.round(duration)}`).join(' '), focus)}`;
      result.resources += ` | key ${Math.round(key - focus)} shown ${Math.round(shown - focus)}`;
    }
    return result;
  } finally {
    await context.close();
  }
}

/**
 * Cold first searches on each page type, for each build, `runs` times, interleaved. `builds`:
 * {label, dir}. Returns, per build and page type, median and p95 from the keystroke and from the click.
 */
export async function benchColdSearch({builds, runs = 15, delay = 150, settle = 0, chromePath, chromeFlags = [], trace = false}) {
  const {chromium} = await import('@playwright/test');
  const config = JSON.parse(readFileSync(path.join(root, 'vercel.json'), 'utf8'));
  const servers = [];
  const browser = await chromium.launch({executablePath: chromePath, args: chromeFlags.filter((f) => f !== '--headless=new')});
  try {
    const origins = [];
    for (const {dir} of builds) {
      const server = createServer({dir, config});
      servers.push(server);
      await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
      origins.push(`http://127.0.0.1:${server.address().port}`);
    }
    const samples = builds.map(() => COLD_PAGES.map(() => []));
    for (let run = 0; run < runs; run += 1) {
      for (let b = 0; b < builds.length; b += 1) {
        for (let p = 0; p < COLD_PAGES.length; p += 1) {
          const sample = await coldRun(browser, origins[b], COLD_PAGES[p], {delay, settle, trace});
          samples[b][p].push(sample);
          if (trace) {
            console.log(`${builds[b].label} ${COLD_PAGES[p].type} run ${run + 1}: ${round(sample.fromKey)} ms from the key, ${round(sample.fromClick)} from the click; ${sample.resources}`);
          }
        }
      }
    }
    return builds.map((build, b) => ({
      label: build.label,
      pages: COLD_PAGES.map((page, p) => {
        const fromKey = samples[b][p].map((s) => s.fromKey);
        const fromClick = samples[b][p].map((s) => s.fromClick);
        return {
          type: page.type,
          url: page.url,
          runs,
          medianMs: round(median(fromKey)),
          p95Ms: round(percentile(fromKey, 95)),
          fromClickMedianMs: round(median(fromClick)),
          fromClickP95Ms: round(percentile(fromClick, 95)),
        };
      }),
    }));
  } finally {
    await browser.close();
    for (const server of servers) {
      server.close();
    }
  }
}

async function main() {
  const {values, positionals: dirs} = parseArgs({
    options: {
      trace: {type: 'boolean', default: false},
      runs: {type: 'string', default: '15'},
      delay: {type: 'string', default: '150'},
      settle: {type: 'string', default: '0'},
    },
    allowPositionals: true,
  });
  const {trace} = values;
  const runs = Number(values.runs);
  const delay = Number(values.delay);
  const settle = Number(values.settle);
  const {CHROMIUM_FLAGS, chromiumPath} = await import('./chromium.mts');
  const results = await benchColdSearch({
    builds: (dirs.length ? dirs : ['build']).map((dir) => ({label: dir, dir: path.resolve(dir)})),
    runs,
    delay,
    settle,
    chromePath: chromiumPath(),
    chromeFlags: CHROMIUM_FLAGS,
    trace,
  });
  console.log(`First search on a cold page, ${runs} runs per page, typed at ${delay} ms a key: ms from the first keystroke (from the click) to the first suggestion`);
  for (const {label, pages} of results) {
    for (const p of pages) {
      console.log(`${label.padEnd(20)} ${p.type.padEnd(8)} median ${p.medianMs} p95 ${p.p95Ms} (from the click: median ${p.fromClickMedianMs} p95 ${p.fromClickP95Ms})`);
    }
  }
}

if (isMain(import.meta.url)) {
  await main();
}
