// The search part of `npm run bench` (called from scripts/bench.mjs): how well and how fast the
// site's search answers readers, side by side with Pagefind indexing the same build.
//
// - Quality: every query of bench/search-queries.json typed into the navbar search box in
//   Chromium, from the home page and from a page of the section of the query's first acceptable
//   page; the box's suggestions are read from the search worker's answers. Pagefind (npm
//   `pagefind`) indexes the same build into a folder outside build/ and answers the same queries
//   with its own JavaScript in the same browser. Reported: hit@1, hit@8 and MRR (over the first 8)
//   by kind of query.
// - Speed: the first search on a cold page, home and section (scripts/bench-search-cold.mjs), and
//   keystroke → suggestions with the index loaded; the size of every index the build ships.
import {mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {brotliCompressSync, gzipSync} from 'node:zlib';
import {firstHit, pagePath, parseQueries, score} from './search-quality.ts';
import {benchColdSearch, median, percentile} from './bench-search-cold.mjs';
import {createServer} from './serve.mjs';

/** Cold first searches per page type (scripts/bench-search-cold.mjs). */
const COLD_RUNS = 11;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const kib = (bytes) => Math.round(bytes / 102.4) / 10;

/** Every search index the build ships, raw, gzip and brotli. */
function searchIndexes(buildDir) {
  return readdirSync(buildDir)
    .filter((f) => /^search-index.*\.json$/.test(f))
    .map((file) => {
      const body = readFileSync(path.join(buildDir, file));
      return {file, rawKiB: kib(body.length), gzipKiB: kib(gzipSync(body, {level: 9}).length), brotliKiB: kib(brotliCompressSync(body).length)};
    });
}

/** Pagefind's index of the build, written outside it; its size on disk. */
async function pagefindIndex(buildDir, outDir) {
  const pagefind = await import('pagefind');
  const {index, errors} = await pagefind.createIndex({});
  if (!index) {
    throw new Error(`pagefind: ${errors.join('; ')}`);
  }
  const added = await index.addDirectory({path: buildDir});
  await index.writeFiles({outputPath: outDir});
  await pagefind.close();
  const files = readdirSync(outDir, {recursive: true, withFileTypes: true}).filter((f) => f.isFile());
  const bytes = files.reduce((sum, f) => sum + readFileSync(path.join(f.parentPath, f.name)).length, 0);
  return {pages: added.page_count, files: files.length, kib: kib(bytes)};
}

/** The build served like the CDN, plus Pagefind's files and an empty page to run them under /_pagefind/ (no CSP: Pagefind needs WebAssembly). */
async function serve(buildDir, pagefindDir) {
  const config = JSON.parse(readFileSync(path.join(root, 'vercel.json'), 'utf8'));
  const server = createServer({dir: buildDir, config});
  const [site] = server.listeners('request');
  server.removeAllListeners('request');
  const types = {'.js': 'text/javascript', '.wasm': 'application/wasm', '.json': 'application/json', '.css': 'text/css'};
  server.on('request', (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/_pagefind/harness.html') {
      res.writeHead(200, {'Content-Type': 'text/html; charset=utf-8'}).end('<!doctype html><html lang="ru"><title>Pagefind</title></html>');
      return;
    }
    if (url.pathname.startsWith('/_pagefind/')) {
      const file = path.join(pagefindDir, path.normalize(url.pathname.slice('/_pagefind/'.length)));
      try {
        const body = readFileSync(file);
        res.writeHead(200, {'Content-Type': types[path.extname(file)] ?? 'application/octet-stream'}).end(body);
      } catch {
        res.writeHead(404).end();
      }
      return;
    }
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
 * Records what the search worker answers: the suggestions the box shows, in its order, with their
 * URLs (the list itself names no URL). The page talks to the worker through Comlink, whose replies
 * carry the returned value as `value`.
 */
function recordWorkerAnswers() {
  const answers = [];
  Object.assign(window, {__searchAnswers: answers});
  const record = (event) => {
    const value = event.data?.value;
    if (Array.isArray(value)) {
      answers.push(value.map((hit) => `${hit.document.u}${hit.document.h ?? ''}`));
    }
  };
  // Comlink answers calls on the worker's object through a MessagePort it transfers.
  for (const target of [Worker.prototype, MessagePort.prototype]) {
    const add = target.addEventListener;
    target.addEventListener = function (type, ...rest) {
      if (type === 'message' && !this.__recorded) {
        this.__recorded = true;
        add.call(this, 'message', record);
      }
      return add.call(this, type, ...rest);
    };
  }
}

/** The section pages the queries are asked from: the main path of each search context's section. */
async function contextOf() {
  const {SECTIONS, isUnder} = await import('../src/config/sections.ts');
  const indexed = SECTIONS.filter((section) => section.searchIndex);
  return (page) => indexed.find((section) => isUnder(page, section.paths[0]))?.paths[0] ?? '/docs/start/whatis';
}

/** Our search box: each query typed from `from`, the worker's suggestions as URLs. */
async function askOurs(browser, origin, from, queries) {
  const context = await browser.newContext({locale: 'ru-RU'});
  await context.route((url) => url.host !== new URL(origin).host, (route) => route.fulfill({status: 204, body: ''}));
  await context.addInitScript(recordWorkerAnswers);
  const page = await context.newPage();
  await page.goto(`${origin}${from}`);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  const box = page.locator('input.navbar__search-input');
  await box.focus();
  await page.waitForSelector('.navbar__search-input[role="combobox"]');
  // The box answers from the head of the index until its text has come: a word no index has waits
  // for the whole of every index the queries may use (the section's, then the site-wide one).
  await box.fill('zzqxwv');
  await page.waitForFunction(() => window.__searchAnswers.length > 0);
  const results = [];
  for (const {q} of queries) {
    const before = await page.evaluate(() => window.__searchAnswers.length);
    await box.fill(q);
    await page.waitForFunction((n) => window.__searchAnswers.length > n, before);
    // The box searches once per input; a late answer to an earlier input would come first.
    await page.waitForTimeout(20);
    results.push(await page.evaluate(() => window.__searchAnswers.at(-1)));
  }
  await context.close();
  return results;
}

/** Pagefind's first 8 results for each query, in the same browser. */
async function askPagefind(browser, origin, queries) {
  const page = await browser.newPage();
  await page.goto(`${origin}/_pagefind/harness.html`);
  const results = await page.evaluate(async (texts) => {
    const pagefind = await import('/_pagefind/pagefind.js');
    await pagefind.options({basePath: '/_pagefind/'});
    await pagefind.init();
    const out = [];
    for (const text of texts) {
      const search = await pagefind.search(text);
      const data = await Promise.all(search.results.slice(0, 8).map((result) => result.data()));
      out.push(data.map((d) => d.url));
    }
    return out;
  }, queries.map((q) => q.q));
  await page.close();
  return results;
}

/** Keystroke → suggestions with the index loaded, on the home page. */
async function timings(browser, origin) {
  const TIMED = ['оператор', 'очередь', 'сегмент', 'виджет', 'маршрут', 'шаблон', 'тег', 'отчёт', 'мониторинг', 'лицензия',
    'пароль', 'бот', 'вебхук', 'саммари', 'суфлёр', 'передача', 'клиента', 'статус', 'перерыв', 'токен'];
  const context = await browser.newContext();
  await context.route((url) => url.host !== new URL(origin).host, (route) => route.fulfill({status: 204, body: ''}));
  const page = await context.newPage();
  await page.goto(`${origin}/`);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  const box = page.locator('input.navbar__search-input');
  const options = page.getByRole('listbox').getByRole('option');
  await box.fill('оператор');
  await options.first().waitFor();
  // The whole index (head and text), as a reader has it after the first suggestions.
  await page.waitForLoadState('networkidle');

  // Timestamps of the keystroke (its input event) and of the dropdown's last change after it.
  await page.evaluate(() => {
    const state = {t0: 0, last: 0};
    Object.assign(window, {__bench: state});
    document.querySelector('.navbar__search-input').addEventListener('input', () => {
      state.t0 = performance.now();
      state.last = 0;
    }, {capture: true});
    new MutationObserver(() => {
      if (state.t0) {
        state.last = performance.now();
      }
    }).observe(document.querySelector('.navbar__search'), {subtree: true, childList: true, characterData: true});
  });
  const warm = [];
  for (const query of TIMED) {
    await box.fill(query.slice(0, -1));
    await page.waitForTimeout(150);
    await page.evaluate(() => Object.assign(window.__bench, {t0: 0, last: 0}));
    await page.keyboard.type(query.slice(-1));
    await page.waitForFunction(() => window.__bench.last > 0);
    await page.waitForTimeout(300);
    warm.push(await page.evaluate(() => window.__bench.last - window.__bench.t0));
  }
  await context.close();
  return {queries: TIMED.length, warmMedianMs: Math.round(median(warm) * 10) / 10, warmP95Ms: Math.round(percentile(warm, 95) * 10) / 10};
}

/** The whole search bench against the build in `buildDir`. */
export async function benchSearch({buildDir, chromePath, chromeFlags}) {
  const queries = parseQueries(readFileSync(path.join(root, 'bench', 'search-queries.json'), 'utf8'));
  const pagefindDir = mkdtempSync(path.join(os.tmpdir(), 'bench-pagefind-'));
  const {chromium} = await import('@playwright/test');
  let served;
  let browser;
  try {
    const pagefind = await pagefindIndex(buildDir, pagefindDir);
    served = await serve(buildDir, pagefindDir);
    browser = await chromium.launch({executablePath: chromePath, args: chromeFlags.filter((f) => f !== '--headless=new')});
    const {origin} = served;

    const home = await askOurs(browser, origin, '/', queries);
    const fromOf = await contextOf();
    const section = new Array(queries.length);
    const byFrom = Map.groupBy(queries.map((q, i) => ({q, i})), ({q}) => fromOf(q.accept[0]));
    for (const [from, group] of byFrom) {
      const answers = await askOurs(browser, origin, from, group.map(({q}) => q));
      group.forEach(({i}, j) => {
        section[i] = answers[j];
      });
    }
    const theirs = await askPagefind(browser, origin, queries);
    const ranks = (results) => results.map((urls, i) => firstHit(urls, queries[i].accept));
    const quality = {
      ours: {home: score(queries, ranks(home)), section: score(queries, ranks(section))},
      pagefind: {home: score(queries, ranks(theirs))},
    };
    const misses = queries
      .map((q, i) => ({q: q.q, kind: q.kind, home: ranks(home)[i], section: ranks(section)[i], pagefind: ranks(theirs)[i], got: home[i].slice(0, 3).map(pagePath)}))
      .filter((m) => !m.home || !m.section);
    const warm = await timings(browser, origin);
    await browser.close();
    browser = undefined;
    const [{pages: cold}] = await benchColdSearch({builds: [{label: 'build', dir: buildDir}], runs: COLD_RUNS, chromePath, chromeFlags});
    return {queries: queries.length, quality, misses, indexes: searchIndexes(buildDir), pagefindIndex: pagefind, timings: {...warm, cold}};
  } finally {
    await browser?.close();
    served?.server.close();
    rmSync(pagefindDir, {recursive: true, force: true});
  }
}

/** The tables `npm run bench` prints. */
export function report(search, table) {
  const {quality} = search;
  const rows = Object.keys(quality.ours.home).map((kind) => {
    const cell = (s) => `${s.hit1.toFixed(2)} / ${s.hit8.toFixed(2)} / ${s.mrr.toFixed(2)}`;
    return {
      kind: `${kind} (${quality.ours.home[kind].n})`,
      oursHome: cell(quality.ours.home[kind]),
      oursSection: cell(quality.ours.section[kind]),
      pagefind: cell(quality.pagefind.home[kind]),
    };
  });
  const t = search.timings;
  return [
    `Search quality, ${search.queries} reader queries: hit@1 / hit@8 / MRR`,
    table(rows, [['kind', 'kind'], ['ours, home page', 'oursHome'], ['ours, section page', 'oursSection'], ['Pagefind (any page)', 'pagefind']]),
    '',
    `Search indexes (Pagefind's, not shipped: ${search.pagefindIndex.files} files, ${search.pagefindIndex.kib} KiB)`,
    table(search.indexes, [['file', 'file'], ['raw KiB', 'rawKiB'], ['gzip KiB', 'gzipKiB'], ['brotli KiB', 'brotliKiB']]),
    '',
    `Search speed: keystroke → suggestions (index loaded, ${t.queries} queries) median ${t.warmMedianMs} ms, p95 ${t.warmP95Ms} ms`,
    `First search on a cold page (${COLD_RUNS} runs, fresh browser context each, typed at 150 ms a key), ms to the first suggestion from the first keystroke (from the click):`,
    ...t.cold.map((c) => `  ${c.type} ${c.url}: median ${c.medianMs}, p95 ${c.p95Ms} (${c.fromClickMedianMs}, ${c.fromClickP95Ms})`),
  ].join('\n');
}
