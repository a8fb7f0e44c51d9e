// How well the MCP server (src/mcp) answers integrators, and how large its answers are: shared by
// `npm run bench` (scripts/bench.mjs) and the floors in npm test (tests/build-output/mcp.test.mts).
//
// - Quality: each question of bench/mcp-questions.json asked of search_docs as an agent asks it (no
//   role, 3 passages); answered when one of them is on an accepted page.
// - Size: the tokens of every answer an agent can get — get_page of every page, get_api_operation of
//   every operation, list_api_operations, and search_docs of every question — counted with OpenAI's
//   o200k_base encoding (js-tiktoken), the one of GPT-4o and later.
//
// Run by Node as it is, after src/mcp/hooks.mjs: `node --import ./src/mcp/hooks.mjs scripts/mcp-quality.mts`
// prints the report for the build in build/.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {Tiktoken} from 'js-tiktoken/lite';
import o200k from 'js-tiktoken/ranks/o200k_base';
import {routeOf} from '../src/mcp/docs.mts';
import {getApiOperation, getPage, listApiOperations, loadLibrary, searchDocs, type Library} from '../src/mcp/server.mts';
import {isMain} from './isMain.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export type Question = {q: string; topic: string; accept: string[]; lang?: string; meant?: string};

/** The questions of bench/mcp-questions.json. */
export function readQuestions(file = path.join(root, 'bench', 'mcp-questions.json')): Question[] {
  return (JSON.parse(readFileSync(file, 'utf8')) as {questions: Question[]}).questions;
}

/** Markdown without the addresses of its links, which the twins make absolute. */
const withoutUrls = (markdown: string) => markdown.replace(/\]\([^)]*\)/g, ']');

/** The pages that show a partial (`shows:docs/api/_partials/_errors-external.mdx`): their Markdown has its first line. */
function pagesShowing(library: Library, partial: string): string[] {
  const line = withoutUrls(readFileSync(path.join(root, partial), 'utf8').split('\n').find((text) => text.trim()) ?? '').trim();
  const pages = [...library.docs.pages.values()].filter((page) => withoutUrls(page.markdown).includes(line)).map((page) => page.path);
  if (pages.length === 0) {
    throw new Error(`bench/mcp-questions.json accepts the pages that show ${partial}, and none does`);
  }
  return pages;
}

/**
 * The routes of the pages a question accepts: its routes, the pages of its operations (`api METHOD
 * path`) and the pages that show a partial (`shows:<file>`).
 */
export function acceptedPages(library: Library, accept: string[]): Set<string> {
  return new Set(
    accept.flatMap((entry) => {
      if (entry.startsWith('shows:')) {
        return pagesShowing(library, entry.slice('shows:'.length));
      }
      if (entry.startsWith('/')) {
        if (!library.docs.pages.has(entry)) {
          throw new Error(`bench/mcp-questions.json accepts ${entry}, which is no page of the build`);
        }
        return entry;
      }
      const url = library.pageOf.get(entry);
      if (!url) {
        throw new Error(`bench/mcp-questions.json accepts ${entry}, which no page documents`);
      }
      return routeOf(url).route;
    }),
  );
}

/** The pages of search_docs' passages, in order, as its answer lists them. */
function resultPages(text: string): string[] {
  return [...text.matchAll(/^ {3}(https?:\/\/\S+)$/gm)].map(([, url]) => routeOf(url).route);
}

export type Answered = {q: string; topic: string; rank: number; got: string[]};

/** Each question's rank of the first passage on an accepted page among the first `depth` (0: none). */
export async function askAll(library: Library, questions: Question[], depth = 3): Promise<Answered[]> {
  const answered: Answered[] = [];
  for (const question of questions) {
    const accepted = acceptedPages(library, question.accept);
    const got = resultPages((await searchDocs(library, {query: question.q, limit: depth})).text);
    answered.push({q: question.q, topic: question.topic, rank: got.findIndex((page) => accepted.has(page)) + 1, got});
  }
  return answered;
}

export type Score = {n: number; top1: number; top3: number};

/** The share answered first and in the first three, for all questions and by topic. */
export function score(answered: Answered[]): Record<string, Score> {
  const share = (count: number, n: number) => Math.round((count / Math.max(1, n)) * 1000) / 1000;
  const topics = ['all', ...new Set(answered.map((a) => a.topic))];
  return Object.fromEntries(
    topics.map((topic) => {
      const picked = answered.filter((a) => topic === 'all' || a.topic === topic);
      return [topic, {n: picked.length, top1: share(picked.filter((a) => a.rank === 1).length, picked.length), top3: share(picked.filter((a) => a.rank > 0).length, picked.length)}];
    }),
  );
}

let encoder: Tiktoken | undefined;

/** Tokens of a text in o200k_base. */
export function tokens(text: string): number {
  encoder ??= new Tiktoken(o200k);
  return encoder.encode(text).length;
}

export type Sizes = {count: number; max: number; median: number; largest: string; maxCharacters: number};

/** The tokens of the answers (of the `longest` ones by characters only, when given: the tokenizer is slow). */
function sizes(answers: {name: string; text: string}[], longest?: number): Sizes {
  const byLength = [...answers].sort((a, b) => b.text.length - a.text.length);
  const counted = byLength
    .slice(0, longest ?? answers.length)
    .map(({name, text}) => ({name, tokens: tokens(text)}))
    .sort((a, b) => a.tokens - b.tokens);
  return {
    count: answers.length,
    max: counted.at(-1)?.tokens ?? 0,
    median: counted[Math.floor(counted.length / 2)]?.tokens ?? 0,
    largest: counted.at(-1)?.name ?? '',
    maxCharacters: byLength[0]?.text.length ?? 0,
  };
}

/**
 * The size of every answer of each tool: get_page of every page, get_api_operation of every
 * operation, list_api_operations, search_docs of every question (with the default limit). In
 * tokens for all of them, or for the `longest` of each tool.
 */
export async function measureSizes(library: Library, questions: Question[], longest?: number): Promise<Record<string, Sizes>> {
  const pages = await Promise.all([...library.docs.pages.values()].map(async (page) => ({name: page.path, text: (await getPage(library, {url: page.path})).text})));
  const operations = await Promise.all(
    library.apis.flatMap((api) =>
      api.operations.map(async (operation) => ({
        name: `${api.name} ${operation.method} ${operation.path}`,
        text: (await getApiOperation(library, {api: api.name, method: operation.method, path: operation.path})).text,
      })),
    ),
  );
  const lists = await Promise.all([undefined, ...library.apis.map((api) => api.name)].map(async (api) => ({name: api ?? 'both', text: (await listApiOperations(library, {api})).text})));
  const searches = await Promise.all(questions.map(async (question) => ({name: question.q, text: (await searchDocs(library, {query: question.q})).text})));
  return {
    get_page: sizes(pages, longest),
    get_api_operation: sizes(operations, longest),
    list_api_operations: sizes(lists, longest),
    search_docs: sizes(searches, longest),
  };
}

export type McpReport = {questions: number; score: Record<string, Score>; misses: Answered[]; tokens: Record<string, Sizes>; tokenizer: string};

export async function measure(buildDir: string): Promise<McpReport> {
  const library = await loadLibrary(buildDir);
  const questions = readQuestions();
  const answered = await askAll(library, questions);
  return {
    questions: questions.length,
    score: score(answered),
    misses: answered.filter((a) => a.rank === 0),
    tokens: await measureSizes(library, questions),
    tokenizer: 'o200k_base (js-tiktoken)',
  };
}

/** The report as `npm run bench` prints it. */
export function report(result: McpReport): string {
  const lines = [
    `MCP server: ${result.questions} integrator questions, search_docs (no role): answered in the first 3 ${result.score.all.top3}, first ${result.score.all.top1}`,
    ...Object.entries(result.score)
      .filter(([topic]) => topic !== 'all')
      .map(([topic, s]) => `  ${topic.padEnd(12)} ${String(s.n).padStart(3)}  top-3 ${s.top3.toFixed(3)}  top-1 ${s.top1.toFixed(3)}`),
    ...result.misses.map((miss) => `  missed: «${miss.q}» → ${miss.got.join(', ')}`),
    `Answer sizes, tokens (${result.tokenizer}):`,
    ...Object.entries(result.tokens).map(([tool, s]) => `  ${tool.padEnd(20)} ${String(s.count).padStart(4)} answers  max ${s.max} (${s.largest})  median ${s.median}`),
  ];
  return lines.join('\n');
}

if (isMain(import.meta.url)) {
  const {positionals} = parseArgs({allowPositionals: true});
  console.log(report(await measure(path.join(root, positionals[0] ?? 'build'))));
}
