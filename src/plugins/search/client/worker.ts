// The search worker: loads the search indexes and answers queries with ../engine/search.ts.
import * as Comlink from 'comlink';
// The index file name with its hash, from the search plugin's generated settings (see ../index.ts).
import {searchIndexUrl} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants';
import {searcher, type SerializedIndex} from '../engine/search';

const engine = searcher(async (baseUrl, context) => {
  const url = `${baseUrl}${searchIndexUrl.replace('{dir}', context ? `-${context.replace(/\//g, '-')}` : '')}`;
  // Only this site's indexes: the base comes from the page's URL.
  if (new URL(url, location.origin).origin !== location.origin) {
    throw new Error('Unexpected version url');
  }
  return (await (await fetch(url)).json()) as SerializedIndex;
});

const api = {
  async fetchIndexes(baseUrl: string, searchContext: string): Promise<void> {
    await engine.load(baseUrl, searchContext);
  },
  search: engine.search,
};

export type SearchWorker = typeof api;

Comlink.expose(api);
