#!/usr/bin/env node
// The answers of search (src/plugins/search/engine/answers.ts) on readers' questions
// (bench/answer-questions.json), as the search worker gives them, run here in Node over the built
// index files: how often the first passage is on a right page and at a right section, whether a
// right page is among the first three passages, how often the answer says it does not know, and
// search's own first hit on the same questions beside them. Asked from the home page (the site-wide
// index) and from the section of the question's first right page. The held-out questions (never
// tuned on) and the others are reported apart.
//
// Speed, in Chromium on a phone's screen with the CPU slowed down four times (Lighthouse's mobile
// profile; the build served like the CDN, scripts/serve.mjs): the first answer on a cold page (a
// fresh browser context: empty cache, no worker), from the keystroke that puts the question in the
// box right after the reader clicks it, until the answer's first passage is on screen; then, with
// everything loaded, from each keystroke of other questions until their answers are on screen.
//
// Part of `npm run bench` (scripts/bench.mjs); alone:
//
//   node scripts/bench-answers.mts [build] [--misses] [--speed]
import {readFileSync} from 'node:fs';
import {median, percentile} from './bench-search-cold.mjs';
import {createServer} from './serve.mjs';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {parseArgs} from 'node:util';
import {outcome, parseGold, score, type GoldQuestion, type Outcome, type Score} from './answer-quality.ts';
// The site's TypeScript, which names its modules without extensions, as the MCP server reads it.
import '../src/mcp/hooks.mjs';
import {isMain} from './isMain.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const src = (file: string) => import(pathToFileURL(path.join(root, 'src', file)).href);
const {searcher} = (await src('plugins/search/engine/search.ts')) as typeof import('../src/plugins/search/engine/search.ts');
const {answerer, textContext, CANDIDATES} = (await src('plugins/search/engine/answers.ts')) as typeof import('../src/plugins/search/engine/answers.ts');
const {indexFileName} = (await src('plugins/search/client/indexUrl.ts')) as typeof import('../src/plugins/search/client/indexUrl.ts');

type Answers = ReturnType<typeof answerer>;

/** The answers over the index files of a build. */
export function buildAnswers(buildDir: string): Answers {
  const read = async (_baseUrl: string, context: string, file: Parameters<typeof indexFileName>[1]) =>
    JSON.parse(readFileSync(path.join(buildDir, indexFileName(context, file)), 'utf8'));
  return answerer(searcher(read), read);
}

/**
 * From the home page, what the answer could reach: its first passages had it said «не знаю» only for
 * words no page has (never on its confidence), and whether a right page is among those it reads.
 */
type Reach = {bare: Outcome; read: boolean};
type Asked = {question: GoldQuestion; home: Outcome; section: Outcome; got: string; reach: Reach};

/** Every question asked from the home page and from its section; the unanswerable ones from the home page. */
export async function askAll(buildDir: string) {
  const gold = parseGold(readFileSync(path.join(root, 'bench', 'answer-questions.json'), 'utf8'));
  const answers = buildAnswers(buildDir);
  const ask = async (question: GoldQuestion, context: string) => {
    const answer = await answers.answer('/', context, question.q);
    const first = answer.hits[0];
    const search = first && {url: (first.page || first.document).u, hash: first.page ? (first.document.h ?? '') : ''};
    const bare = outcome(question, answer.ranked, answer.unknown.length === 0 ? answer.ranked.length : 0, search);
    const pages = answer.hits.slice(0, CANDIDATES).map((hit) => (hit.page || hit.document).u);
    const read = question.accept.some((accept) => pages.includes(accept.split('#')[0]));
    return {answer, outcome: outcome(question, answer.ranked, answer.passages.length, search), reach: {bare, read}};
  };
  const asked: Asked[] = [];
  for (const question of gold.questions) {
    const home = await ask(question, '');
    const section = await ask(question, textContext(question.accept[0]));
    const got = home.answer.passages[0] ? `${home.answer.passages[0].url}${home.answer.passages[0].hash}` : '—';
    asked.push({question, home: home.outcome, section: section.outcome, got, reach: home.reach});
  }
  const unanswerable = [];
  for (const {q, holdout} of gold.unanswerable) {
    const answer = await answers.answer('/', '', q);
    unanswerable.push({q, holdout: holdout === true, none: answer.passages.length === 0, got: answer.passages[0] ? `${answer.passages[0].url}${answer.passages[0].hash}` : ''});
  }
  return {asked, unanswerable};
}

export type AnswerBench = {
  questions: number;
  unanswerableQuestions: number;
  /** Per part (held out, tuned on, all) and per kind: from the home page and from the section. */
  quality: Record<string, {home: Score; section: Score}>;
  /** From the home page, per part (held out, tuned on): the answers had they never said «не знаю» on their confidence, and a right page among those they read. */
  reach: Record<string, {bare: Score; read: number}>;
  /** The share of the unanswerable questions answered «не знаю», held out and all. */
  unanswered: {holdout: number; tuning: number; all: number};
  misses: {q: string; kind: string; holdout: boolean; got: string; want: string}[];
  wrongAnswers: {q: string; got: string}[];
};

export async function benchAnswers(buildDir: string): Promise<AnswerBench> {
  const {asked, unanswerable} = await askAll(buildDir);
  const parts: Record<string, (a: Asked) => boolean> = {
    holdout: (a) => a.question.holdout === true,
    tuning: (a) => !a.question.holdout,
    all: () => true,
    ...Object.fromEntries([...new Set(asked.map((a) => a.question.kind))].map((kind) => [kind, (a: Asked) => a.question.kind === kind])),
  };
  const quality = Object.fromEntries(
    Object.entries(parts).map(([name, pick]) => {
      const chosen = asked.filter(pick);
      return [name, {home: score(chosen.map((a) => a.home)), section: score(chosen.map((a) => a.section))}];
    }),
  );
  const share = (list: typeof unanswerable) => Math.round((list.filter((u) => u.none).length / Math.max(1, list.length)) * 1000) / 1000;
  return {
    questions: asked.length,
    unanswerableQuestions: unanswerable.length,
    quality,
    reach: Object.fromEntries(
      (['holdout', 'tuning'] as const).map((name) => {
        const chosen = asked.filter(parts[name]);
        return [name, {bare: score(chosen.map((a) => a.reach.bare)), read: Math.round((chosen.filter((a) => a.reach.read).length / Math.max(1, chosen.length)) * 1000) / 1000}];
      }),
    ),
    unanswered: {holdout: share(unanswerable.filter((u) => u.holdout)), tuning: share(unanswerable.filter((u) => !u.holdout)), all: share(unanswerable)},
    misses: asked
      .filter((a) => !a.home.section1)
      .map((a) => ({q: a.question.q, kind: a.question.kind, holdout: a.question.holdout === true, got: a.got, want: a.question.accept.join(' ')})),
    wrongAnswers: unanswerable.filter((u) => !u.none).map(({q, got}) => ({q, got})),
  };
}

/** Questions timed, and the pages they are asked from (home: the site-wide index; a section's page: its own). */
const TIMED = {
  cold: [
    {type: 'home', url: '/', question: 'как передать обращение коллеге'},
    {type: 'section', url: '/docs/agent/quickstart', question: 'сколько сообщений можно закрепить'},
  ],
  warm: ['как поменять тему обращения', 'почему не приходят обращения', 'как выгрузить отчёт в excel', 'сколько хранится переписка',
    'как получить токен внешнего api', 'как найти клиента по телефону', 'что значит красный таймер', 'как включить общую очередь',
    'как перенести виджет на новый домен', 'как проверить подпись вебхука', 'как настроить рабочее время', 'кто видит закреплённые сообщения'],
};
/** Lighthouse's mobile profile: the CPU four times slower. */
const CPU_SLOWDOWN = 4;
const PHONE = {width: 390, height: 844};

/**
 * In the page: when the box got the question, and the frame in which the answer to the box's current
 * text was first on screen. The page is looked at once per frame after it changed, in the frame's
 * own animation callback, where the browser lays it out anyway: looking at each change as it
 * happened laid the page out again and again while the box drew its suggestions and its answer, and
 * added that work to what was timed.
 */
function recordAnswers() {
  const state = {input: 0, shown: 0};
  Object.assign(window, {__answer: state});
  document.addEventListener('input', () => {
    state.input = performance.now();
    state.shown = 0;
  }, true);
  let frame = 0;
  const look = () => {
    frame = 0;
    const box = document.querySelector<HTMLInputElement>('input.navbar__search-input');
    const region = document.querySelector(`.navbar section[data-question]`);
    if (!state.shown && state.input && box && region?.getAttribute('data-question') === box.value && region.getClientRects().length > 0) {
      state.shown = performance.now();
    }
  };
  new MutationObserver(() => {
    frame ||= requestAnimationFrame(look);
  }).observe(document, {subtree: true, childList: true, attributes: true, characterData: true});
}

type Timing = {medianMs: number; p95Ms: number};
const timing = (xs: number[]): Timing => ({medianMs: Math.round(median(xs)), p95Ms: Math.round(percentile(xs, 95))});

/** The first answer on a cold page, `runs` times per page, and the warm answers after the one on a section's page, every run. */
export async function benchAnswerSpeed({buildDir, chromePath, chromeFlags, runs = 11}: {buildDir: string; chromePath?: string; chromeFlags: string[]; runs?: number}) {
  const {chromium} = await import('@playwright/test');
  const config = JSON.parse(readFileSync(path.join(root, 'vercel.json'), 'utf8'));
  const server = createServer({dir: buildDir, config});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const origin = `http://127.0.0.1:${(server.address() as {port: number}).port}`;
  const browser = await chromium.launch({executablePath: chromePath, args: chromeFlags.filter((flag) => flag !== '--headless=new')});
  const cold: Record<string, number[]> = {};
  const warm: number[] = [];
  const loading: number[] = [];
  const loads: {question: string; files: string[]}[] = [];
  try {
    const open = async (url: string) => {
      const context = await browser.newContext({viewport: PHONE, isMobile: true, hasTouch: true, locale: 'ru-RU'});
      await context.route((u) => u.host !== new URL(origin).host, (route) => route.fulfill({status: 204, body: ''}));
      await context.addInitScript(recordAnswers);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});
      page.on('request', (request) => {
        if (/\/search-index[^/]*\.json/.test(request.url())) {
          indexRequests.get(page)?.push(new URL(request.url()).pathname.slice(1));
        }
      });
      await page.goto(`${origin}${url}`);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      return {context, page};
    };
    /** Index files the page or its worker requested, to tell the answers that waited for one. */
    const indexRequests = new WeakMap<import('@playwright/test').Page, string[]>();
    const answered = async (page: import('@playwright/test').Page, question: string) => {
      const requested = indexRequests.get(page) ?? [];
      indexRequests.set(page, requested);
      requested.length = 0;
      const box = page.locator('input.navbar__search-input');
      await box.fill(question);
      await page.waitForFunction(() => (window as unknown as {__answer: {shown: number}}).__answer.shown > 0, undefined, {timeout: 30_000});
      const {input, shown} = await page.evaluate(() => (window as unknown as {__answer: {input: number; shown: number}}).__answer);
      return {ms: shown - input, loaded: [...requested]};
    };
    for (let run = 0; run < runs; run += 1) {
      for (const {type, url, question} of TIMED.cold) {
        const {context, page} = await open(url);
        await page.locator('input.navbar__search-input').click();
        (cold[type] ??= []).push((await answered(page, question)).ms);
        if (type === 'section') {
          // The answers a reader gets while asking more. The box loads another section's text (and
          // the site-wide index) when a question first reaches it, so the answers that waited for
          // an index file are told apart from those that had everything loaded.
          await page.waitForLoadState('networkidle');
          for (const next of TIMED.warm) {
            const {ms, loaded} = await answered(page, next);
            (loaded.length > 0 ? loading : warm).push(ms);
            if (run === 0 && loaded.length > 0) {
              loads.push({question: next, files: loaded});
            }
          }
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
  return {
    cpuSlowdown: CPU_SLOWDOWN,
    runs,
    cold: TIMED.cold.map(({type, url}) => ({type, url, ...timing(cold[type])})),
    warm: {questions: warm.length, ...timing(warm)},
    /** The warm questions that first reached another index (`loads`: which, and its files, in the first run). */
    loading: {questions: loading.length, ...timing(loading), loads},
    all: timing([...warm, ...loading]),
  };
}

export type AnswerSpeed = Awaited<ReturnType<typeof benchAnswerSpeed>>;

/** The table `npm run bench` prints. */
export function reportAnswers(bench: AnswerBench & {speed?: AnswerSpeed}, table: (rows: Record<string, string>[], columns: [string, string][]) => string): string {
  const cell = (s: Score) => `${s.page1.toFixed(2)} / ${s.page3.toFixed(2)} / ${s.section1.toFixed(2)}`;
  const search = (s: Score) => `${s.searchPage1.toFixed(2)} / ${s.searchSection1.toFixed(2)}`;
  const rows = Object.entries(bench.quality).map(([part, {home, section}]) => ({
    part: `${part} (${home.n})`,
    home: cell(home),
    searchHome: search(home),
    section: cell(section),
    searchSection: search(section),
    none: home.none.toFixed(2),
  }));
  return [
    `Answers, ${bench.questions} readers' questions: right page first / right page in the first three / right section first; search's first hit: right page / right section`,
    table(rows, [['part', 'part'], ['answers, home', 'home'], ['search, home', 'searchHome'], ['answers, section', 'section'], ['search, section', 'searchSection'], ['«не знаю», home', 'none']]),
    ...['holdout', 'tuning']
      .filter((part) => bench.quality[part])
      .map((part) => {
        const {answered} = bench.quality[part].home;
        return `${part}, home, on the ${answered.n} questions answered (not «не знаю»): right page first ${answered.page1.toFixed(2)}, right section first ${answered.section1.toFixed(2)}; search's first hit on them ${answered.searchPage1.toFixed(2)} / ${answered.searchSection1.toFixed(2)}`;
      }),
    ...Object.entries(bench.reach ?? {}).map(
      ([part, {bare, read}]) =>
        `${part}, home, had the answer said «не знаю» only for words no page has: ${cell(bare)}; a right page among the ${CANDIDATES} it reads ${read.toFixed(2)}`,
    ),
    `«Не знаю» on the ${bench.unanswerableQuestions} unanswerable questions: held out ${bench.unanswered.holdout}, tuning ${bench.unanswered.tuning}, all ${bench.unanswered.all}`,
    ...(bench.speed
      ? [
          `Answer speed on a phone, CPU ${bench.speed.cpuSlowdown}× slower: first answer on a cold page (${bench.speed.runs} runs), ms from the keystroke:`,
          ...bench.speed.cold.map((c) => `  ${c.type} ${c.url}: median ${c.medianMs}, p95 ${c.p95Ms}`),
          `  warm, ${TIMED.warm.length} more questions × ${bench.speed.runs} runs: median ${bench.speed.all.medianMs}, p95 ${bench.speed.all.p95Ms}`,
          `    with everything they read loaded (${bench.speed.warm.questions}): median ${bench.speed.warm.medianMs}, p95 ${bench.speed.warm.p95Ms}`,
          bench.speed.loading.questions > 0
            ? `    waiting for another index file (${bench.speed.loading.questions}): median ${bench.speed.loading.medianMs}, p95 ${bench.speed.loading.p95Ms}`
            : '    none waited for another index file',
          ...bench.speed.loading.loads.map(({question, files}) => `      ${question}: ${files.join(', ')}`),
        ]
      : []),
  ].join('\n');
}

if (isMain(import.meta.url)) {
  const {values, positionals} = parseArgs({options: {speed: {type: 'boolean'}, misses: {type: 'boolean'}}, allowPositionals: true});
  const buildDir = path.resolve(root, positionals[0] ?? 'build');
  const bench: AnswerBench & {speed?: AnswerSpeed} = await benchAnswers(buildDir);
  if (values.speed) {
    const {CHROMIUM_FLAGS, chromiumPath} = await import('./chromium.mts');
    bench.speed = await benchAnswerSpeed({buildDir, chromePath: chromiumPath(), chromeFlags: CHROMIUM_FLAGS});
  }
  const table = (rows: Record<string, string>[], columns: [string, string][]) =>
    [columns.map(([title]) => title).join(' | '), ...rows.map((row) => columns.map(([, key]) => row[key]).join(' | '))].join('\n');
  console.log(reportAnswers(bench, table));
  if (values.misses) {
    for (const miss of bench.misses) {
      console.log(`${miss.holdout ? 'H' : ' '} ${miss.kind.padEnd(8)} ${miss.q}\n    got  ${miss.got}\n    want ${miss.want}`);
    }
    for (const wrong of bench.wrongAnswers) {
      console.log(`  answered ${wrong.q} → ${wrong.got}`);
    }
  }
}
