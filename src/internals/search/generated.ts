// What the search worker (src/plugins/search/client/worker.ts) reads from the search plugin's
// generated files (see ./package.ts).

// The index file name with its hash, from the plugin's generated settings.
export {searchIndexUrl} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants';
// The readers' words of src/config/synonyms.ts as index terms, compiled by the build into the
// plugin's generated folder (src/plugins/search/index.ts).
export {default as readersWords} from '@generated/@easyops-cn/docusaurus-search-local/default/search-readers-words.json';
