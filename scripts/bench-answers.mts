#!/usr/bin/env node
// The answers of search (src/plugins/search/engine/answers.ts) on readers' questions
// (bench/answer-questions.json), as the search worker gives them, run here in Node over the built
// index files: how often the first passage is on a right page and at a right section, whether a
// right page is among the first three passages, how often the answer says it does not know, and
// search's own first hit on the same questions beside them. Asked from the home page (the site-wide
// index) and from the section of the question's first right page. The held-out questions (never
// tuned on) and the others are reported apart. Part of `npm run bench` (scripts/bench.mjs); alone:
//
//   node scripts/bench-answers.mts [build] [--misses]
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {outcome, parseGold, score, type GoldQuestion, type Outcome, type Score} from './answer-quality.ts';
import {importTypeScriptFrom} from './typescript-hooks.mts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
importTypeScriptFrom(path.join(root, 'src'));
const src = (file: string) => import(pathToFileURL(path.join(root, 'src', file)).href);
const {searcher} = (await src('plugins/search/engine/search.ts')) as typeof import('../src/plugins/search/engine/search.ts');
const {answerer, textContext} = (await src('plugins/search/engine/answers.ts')) as typeof import('../src/plugins/search/engine/answers.ts');
const {indexFileName} = (await src('plugins/search/client/indexUrl.ts')) as typeof import('../src/plugins/search/client/indexUrl.ts');

type Answers = ReturnType<typeof answerer>;

/** The answers over the index files of a build. */
export function buildAnswers(buildDir: string): Answers {
  const read = async (_baseUrl: string, context: string, file: Parameters<typeof indexFileName>[1]) =>
    JSON.parse(readFileSync(path.join(buildDir, indexFileName(context, file)), 'utf8'));
  return answerer(searcher(read), read);
}

type Asked = {question: GoldQuestion; home: Outcome; section: Outcome; got: string};

/** Every question asked from the home page and from its section; the unanswerable ones from the home page. */
export async function askAll(buildDir: string) {
  const gold = parseGold(readFileSync(path.join(root, 'bench', 'answer-questions.json'), 'utf8'));
  const answers = buildAnswers(buildDir);
  const ask = async (question: GoldQuestion, context: string) => {
    const answer = await answers.answer('/', context, question.q);
    const first = answer.hits[0];
    const search = first && {url: (first.page || first.document).u, hash: first.page ? (first.document.h ?? '') : ''};
    return {answer, outcome: outcome(question, answer.ranked, answer.passages.length, search)};
  };
  const asked: Asked[] = [];
  for (const question of gold.questions) {
    const home = await ask(question, '');
    const section = await ask(question, textContext(question.accept[0]));
    const got = home.answer.passages[0] ? `${home.answer.passages[0].url}${home.answer.passages[0].hash}` : '—';
    asked.push({question, home: home.outcome, section: section.outcome, got});
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
    unanswered: {holdout: share(unanswerable.filter((u) => u.holdout)), tuning: share(unanswerable.filter((u) => !u.holdout)), all: share(unanswerable)},
    misses: asked
      .filter((a) => !a.home.section1)
      .map((a) => ({q: a.question.q, kind: a.question.kind, holdout: a.question.holdout === true, got: a.got, want: a.question.accept.join(' ')})),
    wrongAnswers: unanswerable.filter((u) => !u.none).map(({q, got}) => ({q, got})),
  };
}

/** The table `npm run bench` prints. */
export function reportAnswers(bench: AnswerBench, table: (rows: Record<string, string>[], columns: [string, string][]) => string): string {
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
    `«Не знаю» on the ${bench.unanswerableQuestions} unanswerable questions: held out ${bench.unanswered.holdout}, tuning ${bench.unanswered.tuning}, all ${bench.unanswered.all}`,
  ].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const buildDir = path.resolve(root, args.find((arg) => !arg.startsWith('--')) ?? 'build');
  const bench = await benchAnswers(buildDir);
  const table = (rows: Record<string, string>[], columns: [string, string][]) =>
    [columns.map(([title]) => title).join(' | '), ...rows.map((row) => columns.map(([, key]) => row[key]).join(' | '))].join('\n');
  console.log(reportAnswers(bench, table));
  if (args.includes('--misses')) {
    for (const miss of bench.misses) {
      console.log(`${miss.holdout ? 'H' : ' '} ${miss.kind.padEnd(8)} ${miss.q}\n    got  ${miss.got}\n    want ${miss.want}`);
    }
    for (const wrong of bench.wrongAnswers) {
      console.log(`  answered ${wrong.q} → ${wrong.got}`);
    }
  }
}
