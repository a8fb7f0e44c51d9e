// The search bar's way to the search worker (in place of the search plugin's own module, see
// src/plugins/search/index.ts): the same two functions, answered by its worker (src/plugins/search/client/worker.ts). The worker runs in production
// builds only, as the plugin's does (the indexes exist only after a build).
import type * as ComlinkModule from 'comlink';
import globalData from '@generated/globalData';
import type {Answer} from '../../plugins/search/engine/answers';
import type {Hit, IndexFile} from '../../plugins/search/engine/search';
import {indexUrl, textFile} from '../../plugins/search/client/indexUrl';
import type {IndexFileMessage, SearchWorker} from '../../plugins/search/client/worker';

type Remote = ComlinkModule.Remote<SearchWorker>;

// This module is in every page's bundle (the search bar imports it); Comlink and the worker come
// when the reader first turns to the search. The worker starts at once, while Comlink downloads:
// the worker's script is one file (src/plugins/search/index.ts keeps the bundler from splitting it), so the first
// search waits for no chain of downloads.
let started: Worker | undefined;
let remote: Promise<Remote> | undefined;

function worker(): Promise<Remote> {
  started ??= new Worker(/* webpackChunkName: "search-worker" */ new URL('../../plugins/search/client/worker.ts', import.meta.url));
  const running = started;
  remote ??= import('comlink').then((Comlink) => Comlink.wrap<SearchWorker>(running));
  return remote;
}

/** Hands an index file over to the worker (moved, not copied), without waiting for Comlink. */
function handOver(baseUrl: string, context: string, file: IndexFile, body: ArrayBuffer | undefined): void {
  const message: IndexFileMessage = {indexFile: {baseUrl, context, file}, body};
  started?.postMessage(message, body ? [body] : []);
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

/** Indexes loaded or being loaded, by base URL and section: each loads once (a failed load is tried again). */
const loads = new Map<string, Promise<void>>();

/**
 * Loads the index of a section ('' for the site-wide one); rejects when it cannot. The index's head,
 * then its text, download while the worker's script and Comlink do and the worker starts, instead
 * of after them, and go to the worker as they arrive, without a copy; this resolves once the worker
 * has read the head, which answers the first suggestions.
 */
export function fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void> {
  if (process.env.NODE_ENV !== 'production') {
    return Promise.resolve();
  }
  const key = `${baseUrl}\n${searchContext}`;
  let load = loads.get(key);
  if (!load) {
    const url = indexFileUrl(baseUrl, searchContext);
    const head = download(url, 'high');
    // After the head: on a slow link or a busy server, both at once would bring the head later.
    const text = head.then((file) => (file ? download(url && textFile(url), 'low') : undefined));
    const remoteWorker = worker();
    load = (async () => {
      const file = await head;
      if (file) {
        handOver(baseUrl, searchContext, 'head', file);
        void text.then((body) => handOver(baseUrl, searchContext, 'text', body));
      }
      await (await remoteWorker).fetchIndexes(baseUrl, searchContext);
    })();
    loads.set(key, load);
    load.catch(() => loads.delete(key));
  }
  return load;
}

/** At most `limit` results for `input`, searched from the section `searchContext`. */
export async function searchByWorker(baseUrl: string, searchContext: string, input: string, limit: number): Promise<Hit[]> {
  if (process.env.NODE_ENV !== 'production') {
    return [];
  }
  // The page downloads the index for the worker, once, whoever asks first (the box, /search, its answer).
  await fetchIndexesByWorker(baseUrl, searchContext);
  return (await worker()).search(baseUrl, searchContext, input, limit);
}

/**
 * The answer to `input` asked from the section `searchContext` (../engine/answers.ts): passages
 * quoted from the docs, or none when the docs do not answer; undefined outside production builds.
 */
export async function answerByWorker(baseUrl: string, searchContext: string, input: string): Promise<Answer | undefined> {
  if (process.env.NODE_ENV !== 'production') {
    return undefined;
  }
  // The page downloads the section's index for the worker (as for the suggestions), once.
  await fetchIndexesByWorker(baseUrl, searchContext);
  return (await worker()).answer(baseUrl, searchContext, input);
}

/** Loads all the worker needs to answer later questions from `searchContext` without the network. */
export async function prefetchAnswersByWorker(baseUrl: string, searchContext: string): Promise<void> {
  if (process.env.NODE_ENV === 'production') {
    await (await worker()).prefetchAnswers(baseUrl, searchContext);
  }
}
