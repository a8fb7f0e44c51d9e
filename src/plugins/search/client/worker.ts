// The search worker: loads the search indexes and answers queries with ../engine/search.ts.
import * as Comlink from 'comlink';
// The index file name with its hash, from the search plugin's generated settings (see ../index.ts).
import {searchIndexUrl} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants';
// The readers' words of src/config/synonyms.ts as index terms, compiled by the build (../index.ts).
import readersWords from '@generated/@easyops-cn/docusaurus-search-local/default/search-readers-words.json';
import {searcher, useReadersWords, warmUp, type SerializedIndex} from '../engine/search';
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

useReadersWords(readersWords);
Comlink.expose(api);

// The stemmers and the search's own code are ready before the index arrives: the first search only
// reads the index (after this task, so that the page's first message is taken at once).
setTimeout(warmUp, 0);
