// The search worker: loads the search indexes and answers queries with ../engine/search.ts.
import * as Comlink from 'comlink';
// The index file name with its hash, from the search plugin's generated settings (see ../index.ts).
import {searchIndexUrl} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants';
import {searcher, warmUp, type SerializedIndex} from '../engine/search';
import {indexUrl} from './indexUrl';

/** Index files the page has already downloaded (./searchByWorker.ts), by address, until read. */
const downloaded = new Map<string, ArrayBuffer>();

const engine = searcher(async (baseUrl, context) => {
  const url = indexUrl(searchIndexUrl, baseUrl, context);
  const body = downloaded.get(url);
  downloaded.delete(url);
  if (body) {
    return JSON.parse(new TextDecoder().decode(body)) as SerializedIndex;
  }
  return (await (await fetch(url)).json()) as SerializedIndex;
});

const api = {
  /** Loads an index; `body` is its file when the page has downloaded it (moved, not copied). */
  async fetchIndexes(baseUrl: string, searchContext: string, body?: ArrayBuffer): Promise<void> {
    if (body) {
      downloaded.set(indexUrl(searchIndexUrl, baseUrl, searchContext), body);
    }
    await engine.load(baseUrl, searchContext);
  },
  search: engine.search,
};

export type SearchWorker = typeof api;

Comlink.expose(api);

// The readers' words and the stemmers are ready before the index arrives: the first search only
// reads the index (after this task, so that the page's first message is taken at once).
setTimeout(warmUp, 0);
