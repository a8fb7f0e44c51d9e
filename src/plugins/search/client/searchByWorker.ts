// The search bar's way to the search worker (in place of the search plugin's own module, see
// ../index.ts): the same two functions, answered by ./worker.ts. The worker runs in production
// builds only, as the plugin's does (the indexes exist only after a build).
import type * as ComlinkModule from 'comlink';
import globalData from '@generated/globalData';
import type {Hit} from '../engine/search';
import {indexUrl} from './indexUrl';
import type {SearchWorker} from './worker';

type Remote = ComlinkModule.Remote<SearchWorker>;

// This module is in every page's bundle (the search bar imports it); Comlink and the worker come
// when the reader first turns to the search. The worker starts at once, while Comlink downloads:
// the worker's script is one file (../index.ts keeps the bundler from splitting it), so the first
// search waits for no chain of downloads.
let remote: Promise<{Comlink: typeof ComlinkModule; worker: Remote}> | undefined;

function worker(): Promise<{Comlink: typeof ComlinkModule; worker: Remote}> {
  if (!remote) {
    const started = new Worker(/* webpackChunkName: "search-worker" */ new URL('./worker.ts', import.meta.url));
    remote = import('comlink').then((Comlink) => ({Comlink, worker: Comlink.wrap<SearchWorker>(started)}));
  }
  return remote;
}

/** The index file name the search plugin generated, as ../index.ts passes it on. */
function indexFileName(): string | undefined {
  const data = globalData['@easyops-cn/docusaurus-search-local']?.default as {searchIndexUrl?: string} | undefined;
  return data?.searchIndexUrl;
}

/** The index file, downloaded by the page; undefined when that fails (the worker then tries itself). */
async function download(baseUrl: string, searchContext: string): Promise<ArrayBuffer | undefined> {
  const fileName = indexFileName();
  if (!fileName) {
    return undefined;
  }
  try {
    const response = await fetch(indexUrl(fileName, baseUrl, searchContext));
    return response.ok ? await response.arrayBuffer() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Loads the index of a section ('' for the site-wide one); rejects when it cannot. The index
 * downloads while the worker's script does and the worker starts, instead of after them, and is
 * handed over to the worker without a copy.
 */
export async function fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void> {
  if (process.env.NODE_ENV === 'production') {
    const body = download(baseUrl, searchContext);
    const {Comlink, worker: remoteWorker} = await worker();
    const file = await body;
    await remoteWorker.fetchIndexes(baseUrl, searchContext, file && Comlink.transfer(file, [file]));
  }
}

/** At most `limit` results for `input`, searched from the section `searchContext`. */
export async function searchByWorker(baseUrl: string, searchContext: string, input: string, limit: number): Promise<Hit[]> {
  if (process.env.NODE_ENV !== 'production') {
    return [];
  }
  return (await worker()).worker.search(baseUrl, searchContext, input, limit);
}
