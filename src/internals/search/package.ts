import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

const require = createRequire(__filename);

/**
 * The files of @easyops-cn/docusaurus-search-local this site reaches into: the only place that
 * names them (tests/unit/search-package.spec.ts fails when one moves or changes what we rely on).
 * The package gives no way to change how it searches or what its search bar bundles, so:
 *
 * - `searchByWorker`: the module its search bar asks for results through. Replaced by
 *   ./searchByWorker.ts, whose worker (src/plugins/search/client/worker.ts) searches as
 *   src/plugins/search/engine/search.ts says: readers' words, the other keyboard layout, no dead
 *   ends, one entry per page with its section. Same two functions, same result shape.
 * - `generatedConstants`: the module of its generated settings. For the search bar, replaced by
 *   ./searchBarConstants.ts: the bar reads one number from it, and the real module also builds lunr
 *   with its Russian stemmer (about 14 KB gzip on every page) for the worker. The worker reads the
 *   index file name from the real one (./generated.ts); the page, which starts the download, from
 *   the site's global data, where the plugin's wrapper puts the name the plugin wrote
 *   (`generatedIndexUrl`).
 * - `searchBar`: the bar itself, named in the readers' language (./searchBarLoader.cjs).
 */
export function searchPackageFiles() {
  const theme = path.dirname(require.resolve('@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker.js'));
  return {
    searchBar: path.join(theme, 'SearchBar', 'SearchBar.jsx'),
    searchByWorker: path.join(theme, 'searchByWorker.js'),
    generatedConstants: path.join(theme, '..', 'utils', 'proxiedGeneratedConstants.js'),
  };
}

/** `file` without its extension, as an import of it names it. */
const moduleRequest = (file: string) => file.replace(/\.js$/, '');

/** The folder of the plugin's generated files (its settings, and the readers' words beside them). */
export function generatedDir(generatedFilesDir: string): string {
  return path.join(generatedFilesDir, '@easyops-cn', 'docusaurus-search-local', 'default');
}

/** The plugin's index file name with its hash ('search-index{dir}.json?_=…'), from the settings it generated. */
export function generatedIndexUrl(generatedFilesDir: string): string {
  const file = path.join(generatedDir(generatedFilesDir), 'generated-constants.js');
  const found = /export const searchIndexUrl = ("[^"]*");/.exec(readFileSync(file, 'utf8'));
  if (!found) {
    throw new Error(`${file} no longer names searchIndexUrl (see tests/unit/search-package.spec.ts)`);
  }
  return JSON.parse(found[1]) as string;
}

/** The index file the plugin writes for a section ('' for the site-wide one): search-index.json, search-index-docs-agent.json… */
export function pluginIndexFile(outDir: string, context: string): string {
  return path.join(outDir, `search-index${context ? `-${context.replace(/\//g, '-')}` : ''}.json`);
}

/** The name of the search worker's chunk (./searchByWorker.ts names it so). */
export const WORKER_CHUNK = 'search-worker';

/**
 * The bundler's vendor group as its defaults make it (splitChunks' `defaultVendors`), except for the
 * search worker: the worker's packages (lunr, its Russian stemmer, Comlink) stay in the worker's
 * own file. Split out, they came as a second file that the worker asked for only once its own had
 * arrived and run: one more download in turn before the first search. tests/search.spec.ts checks
 * that the worker is one file.
 */
const vendorsButWorker = {
  test: /[\\/]node_modules[\\/]/i,
  priority: -10,
  reuseExistingChunk: true,
  idHint: 'vendors',
  chunks: (chunk: {name?: string | null; canBeInitial(): boolean}) => !chunk.canBeInitial() && chunk.name !== WORKER_CHUNK,
};

/** What the plugin's configureWebpack gets besides its own: the replaced modules, and the worker in one file. */
export function searchBundleChanges(isServer: boolean) {
  const files = searchPackageFiles();
  return {
    ...(!isServer && {optimization: {splitChunks: {cacheGroups: {defaultVendors: vendorsButWorker}}}}),
    resolve: {alias: {[`${moduleRequest(files.searchByWorker)}$`]: path.join(__dirname, 'searchByWorker.ts')}},
    module: {
      rules: [
        {
          test: files.searchBar,
          resolve: {alias: {[`${moduleRequest(files.generatedConstants)}$`]: path.join(__dirname, 'searchBarConstants.ts')}},
        },
        // Before the JSX is compiled: the box's accessible name translated, as its placeholder is.
        {test: files.searchBar, enforce: 'pre' as const, loader: path.join(__dirname, 'searchBarLoader.cjs')},
      ],
    },
  };
}
