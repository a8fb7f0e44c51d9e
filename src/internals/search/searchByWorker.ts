// The search bar's way to the search worker (in place of the search plugin's own module, see
// src/plugins/search/index.ts): the same two functions, answered by its worker (src/plugins/search/client/worker.ts). The worker runs in production
// builds only, as the plugin's does (the indexes exist only after a build).
import type * as ComlinkModule from 'comlink';
import globalData from '@generated/globalData';
import type {Answer} from '../../plugins/search/engine/answers';
import type {Hit, IndexFile} from '../../plugins/search/engine/search';
import {indexUrl, textFile} from '../../plugins/search/client/indexUrl';
import {WORKER_FAILURE} from './workerFailure';
import type {IndexFileMessage, SearchWorker} from '../../plugins/search/client/worker';

type Remote = ComlinkModule.Remote<SearchWorker>;

// This module is in every page's bundle (the search bar imports it); Comlink and the worker come
// when the reader first turns to the search. The worker starts at once, while Comlink downloads:
// the worker's script is one file (src/plugins/search/index.ts keeps the bundler from splitting it), so the first
// search waits for no chain of downloads.
/** A worker, its Comlink proxy, and how to reject the calls still waiting for it. */
type Running = {
  worker: Worker;
  api: Promise<Remote>;
  /** Set once the worker failed: calls to it reject at once. */
  failure?: Error;
  waiting: Set<(error: Error) => void>;
};
let running: Running | undefined;

/**
 * The worker, started now if it was not. When its script does not load (a tab left open across a
 * redeploy asks for a file that is gone; a proxy may block it), Comlink's calls would wait for ever,
 * the box spinning and /search saying «Ищем…»: they reject instead (`call`), so the reader is told
 * that search is unavailable, and the next call starts a new worker. An error thrown while the worker
 * runs (an ErrorEvent) is no such failure: Comlink answers each call, with its error if it has one.
 */
function worker(): Running {
  if (running) {
    return running;
  }
  const started = new Worker(/* webpackChunkName: "search-worker" */ new URL('../../plugins/search/client/worker.ts', import.meta.url));
  const current: Running = {worker: started, api: import('comlink').then((Comlink) => Comlink.wrap<SearchWorker>(started)), waiting: new Set()};
  started.addEventListener('error', (event) => {
    if (event instanceof ErrorEvent || current.failure) {
      return;
    }
    const failure = new Error('The search worker did not start: its script did not load');
    failure.name = WORKER_FAILURE;
    current.failure = failure;
    started.terminate();
    if (running === current) {
      running = undefined;
      // What was loaded for it is gone with it: the next worker loads the indexes again.
      loads.clear();
    }
    current.waiting.forEach((reject) => reject(failure));
    current.waiting.clear();
  });
  running = current;
  return current;
}

/**
 * A call to the worker `current` through its Comlink proxy, or that worker's failure if it fails
 * first (a failed worker is not called). No reaction stays behind once the call settles (racing a
 * promise that never settles would keep every result).
 */
async function call<T>(current: Running, method: (api: Remote) => Promise<T>): Promise<T> {
  const api = await current.api;
  if (current.failure) {
    throw current.failure;
  }
  return new Promise<T>((resolve, reject) => {
    current.waiting.add(reject);
    void method(api)
      .then(resolve, reject)
      .finally(() => current.waiting.delete(reject));
  });
}

/** Hands an index file over to the worker (moved, not copied), without waiting for Comlink. */
function handOver({worker: target}: Running, baseUrl: string, context: string, file: IndexFile, body: ArrayBuffer | undefined): void {
  const message: IndexFileMessage = {indexFile: {baseUrl, context, file}, body};
  target.postMessage(message, body ? [body] : []);
}

/** The index file name the search plugin generated, as src/plugins/search/index.ts passes it on. */
function indexFileName(): string | undefined {
  const data = globalData['@easyops-cn/docusaurus-search-local']?.default as {searchIndexUrl?: string} | undefined;
  return data?.searchIndexUrl;
}

/** The address of a section's index, when the page can tell (the worker checks it again and says why not). */
function indexFileUrl(baseUrl: string, searchContext: string): string | undefined {
  const fileName = indexFileName();
  try {
    return fileName && indexUrl(fileName, baseUrl, searchContext);
  } catch {
    return undefined;
  }
}

/** An index file, downloaded by the page; undefined when that fails (the worker then tries itself). */
async function download(url: string | undefined, priority: RequestPriority): Promise<ArrayBuffer | undefined> {
  if (!url) {
    return undefined;
  }
  try {
    const response = await fetch(url, {priority});
    return response.ok ? await response.arrayBuffer() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * An index loaded or being loaded: the worker has read its head; `text()` starts the download of its
 * text (once), when the reader first asks something; `answers()` has the worker load, once, all
 * that answers from its section may read (prefetchAnswers).
 */
type Load = {head: Promise<void>; text(): void; answers(): void};

/** Indexes loaded or being loaded, by base URL and section: each loads once (a failed load is tried again). */
const loads = new Map<string, Load>();

/** The load of the index of a section ('' for the site-wide one), started now if it was not. */
function load(baseUrl: string, searchContext: string): Load {
  const key = `${baseUrl}\n${searchContext}`;
  let entry = loads.get(key);
  if (!entry) {
    const url = indexFileUrl(baseUrl, searchContext);
    const head = download(url, 'high');
    const current = worker();
    let text: Promise<void> | undefined;
    let answers: Promise<void> | undefined;
    entry = {
      head: (async () => {
        const body = await head;
        if (body) {
          handOver(current, baseUrl, searchContext, 'head', body);
        }
        await call(current, (api) => api.fetchIndexes(baseUrl, searchContext));
      })(),
      text() {
        // After the head: on a slow link or a busy server, both at once would bring the head later.
        // Without the head, the worker downloads both itself.
        text ??= head.then(async (body) => {
          if (body) {
            handOver(current, baseUrl, searchContext, 'text', await download(url && textFile(url), 'low'));
          }
        });
      },
      answers() {
        // Tried again after the next answer.
        answers ??= call(current, (api) => api.prefetchAnswers(baseUrl, searchContext)).catch(() => {
          answers = undefined;
        });
      },
    };
    loads.set(key, entry);
    entry.head.catch(() => loads.delete(key));
  }
  return entry;
}

/**
 * Loads the head of the index of a section ('' for the site-wide one), as the reader turns to the
 * search (the box calls it when the pointer comes over it or it takes the focus); rejects when it
 * cannot. The head downloads while the worker's script and Comlink do and the worker starts, and
 * goes to the worker without a copy; this resolves once the worker has read it: it answers the
 * first suggestions. The text, most of a section's index, waits for the first query (`ask`): a
 * pointer passing over the box costs the head alone.
 */
export function fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void> {
  if (process.env.NODE_ENV !== 'production') {
    return Promise.resolve();
  }
  return load(baseUrl, searchContext).head;
}

/** Loads the index of a section for a query: its head, and its text after it. */
function ask(baseUrl: string, searchContext: string): Promise<void> {
  const entry = load(baseUrl, searchContext);
  entry.text();
  return entry.head;
}

/** Searches asked of the worker and not yet answered, and what waits for there to be none. */
let searching = 0;
let afterSearches: (() => void)[] = [];

/**
 * Runs `send` once no search waits for the worker: the answers go after the suggestions, never before
 * them in the worker's queue. After the current task, so that the search the same keystroke starts
 * (the box listens to the same input) is counted. When a search is under way, `send` runs as soon as
 * its result reaches the page, before the box draws those suggestions: the worker answers while the
 * page draws them (awaiting here and sending after would queue the sending behind the drawing, and
 * the worker would wait for it, about 20 ms of a phone's time).
 */
async function whenSearchesDone<T>(send: () => Promise<T>): Promise<T> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  if (searching === 0) {
    return send();
  }
  return new Promise<T>((resolve, reject) => {
    afterSearches.push(() => {
      // A throw here would stop the search's `finally`, and the answers queued after this one.
      try {
        resolve(send());
      } catch (error) {
        reject(error);
      }
    });
  });
}

/** At most `limit` results for `input`, searched from the section `searchContext`. */
export async function searchByWorker(baseUrl: string, searchContext: string, input: string, limit: number): Promise<Hit[]> {
  if (process.env.NODE_ENV !== 'production') {
    return [];
  }
  searching += 1;
  try {
    // The page downloads the index for the worker, once, whoever asks first (the box, /search, its answer).
    await ask(baseUrl, searchContext);
    const current = worker();
    return await call(current, (api) => api.search(baseUrl, searchContext, input, limit));
  } finally {
    searching -= 1;
    if (searching === 0) {
      const waiting = afterSearches;
      afterSearches = [];
      waiting.forEach((send) => send());
    }
  }
}

/**
 * The answer to `input` asked from the section `searchContext` (../engine/answers.ts): passages
 * quoted from the docs, or none when the docs do not answer; undefined outside production builds.
 * The first question answered from a section also has the worker load everything later answers
 * from it may read (prefetchAnswers).
 */
export async function answerByWorker(baseUrl: string, searchContext: string, input: string): Promise<Answer | undefined> {
  if (process.env.NODE_ENV !== 'production') {
    return undefined;
  }
  // The page downloads the section's index for the worker (as for the suggestions), once.
  await ask(baseUrl, searchContext);
  const current = worker();
  // The suggestions first: the answer takes the whole index, and its region comes after them.
  const answer = await whenSearchesDone(() => call(current, (api) => api.answer(baseUrl, searchContext, input)));
  if (answer.asked) {
    prefetchAnswers(baseUrl, searchContext);
  }
  return answer;
}

/**
 * A reader who asked one question asks more, from this section or about another: the worker loads
 * all that answers from `searchContext` may read (the site-wide index and every page's text: about
 * 0.65 MB gzip on top of the section's own index, today), once, so that later answers wait for no
 * download and come with the network gone, in the box as on /search. Not when the reader's browser
 * asks to save data.
 */
function prefetchAnswers(baseUrl: string, searchContext: string): void {
  const connection = (navigator as Navigator & {connection?: {saveData?: boolean}}).connection;
  if (!connection?.saveData) {
    load(baseUrl, searchContext).answers();
  }
}
