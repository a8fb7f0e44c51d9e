import {readFileSync} from 'node:fs';
import fs from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import * as searchLocal from '@easyops-cn/docusaurus-search-local';
import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {compileEntries, compileLexicon, shippedEntries} from './engine/lexicon';
import {indexFiles, shippedIndex, type ListPage, type PluginPart} from './indexFiles';
import {textFile} from './client/indexUrl';
import {readBuiltPage} from '../builtPage';

const require = createRequire(__filename);

// The package's type declarations cover its options only.
const {default: createSearchPlugin, validateOptions} = searchLocal as unknown as {
  default: (context: LoadContext, options: PluginOptions) => Plugin;
  validateOptions: NonNullable<PluginModule['validateOptions']>;
};

/** `file` without its extension, as an import of it names it. */
const moduleRequest = (file: string) => file.replace(/\.js$/, '');

/**
 * The files of @easyops-cn/docusaurus-search-local this site reaches into: the only place that
 * names them (tests/unit/search-package.spec.ts fails when one moves or changes what we rely on).
 * The package gives no way to change how it searches or what its search bar bundles, so:
 *
 * - `searchByWorker`: the module its search bar asks for results through. Replaced by
 *   src/internals/search/searchByWorker.ts, whose worker (./client/worker.ts) searches as ./engine/search.ts
 *   says: readers' words, the other keyboard layout, no dead ends, one entry per page with its
 *   section. Same two functions, same result shape.
 * - `generatedConstants`: the module of its generated settings. For the search bar, replaced by
 *   src/internals/search/searchBarConstants.ts: the bar reads one number from it, and the real module also builds lunr
 *   with its Russian stemmer (about 14 KB gzip on every page) for the worker. The worker reads the
 *   index file name from the real one; the page, which starts the download, from the site's global
 *   data, where ours puts the name the plugin wrote into it (`generatedIndexUrl`).
 */
export function searchPackageFiles() {
  const theme = path.dirname(require.resolve('@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker.js'));
  return {
    searchBar: path.join(theme, 'SearchBar', 'SearchBar.jsx'),
    searchByWorker: path.join(theme, 'searchByWorker.js'),
    generatedConstants: path.join(theme, '..', 'utils', 'proxiedGeneratedConstants.js'),
  };
}

/** The readers' words compiled for the search worker, in the plugin's generated files (./client/worker.ts imports it). */
const READERS_WORDS_FILE = 'search-readers-words.json';

/** The name of the search worker's chunk (src/internals/search/searchByWorker.ts names it so). */
export const WORKER_CHUNK = 'search-worker';

/**
 * The bundler's vendor group as its defaults make it (splitChunks' `defaultVendors`), except for the
 * search worker: the worker's packages (lunr, its Russian stemmer, Comlink) stay in the worker's
 * own file. Split out, they came as a second file that the worker asked for only once its own had
 * arrived and run: one more download in turn before the first search.
 */
const vendorsButWorker = {
  test: /[\\/]node_modules[\\/]/i,
  priority: -10,
  reuseExistingChunk: true,
  idHint: 'vendors',
  chunks: (chunk: {name?: string | null; canBeInitial(): boolean}) => !chunk.canBeInitial() && chunk.name !== WORKER_CHUNK,
};

/** The plugin's index file name with its hash ('search-index{dir}.json?_=…'), from the settings it generated. */
export function generatedIndexUrl(generatedFilesDir: string): string {
  const file = path.join(generatedFilesDir, '@easyops-cn', 'docusaurus-search-local', 'default', 'generated-constants.js');
  const found = /export const searchIndexUrl = ("[^"]*");/.exec(readFileSync(file, 'utf8'));
  if (!found) {
    throw new Error(`${file} no longer names searchIndexUrl (see tests/unit/search-package.spec.ts)`);
  }
  return JSON.parse(found[1]) as string;
}

/** Lists the plugin leaves out of its index that readers look for by name. */
const LIST_PAGES = ['/blog'];

/** A built list page's title (its heading) and description. */
async function listPage(outDir: string, url: string): Promise<ListPage | undefined> {
  const html = await readBuiltPage(outDir, url);
  const title = /<h1[^>]*>([^<]+)</.exec(html)?.[1];
  const description = /<meta[^>]*\bname=["']?description["']?[^>]*\bcontent="([^"]*)"/.exec(html)?.[1] ?? '';
  return title ? {u: url, t: title.trim(), description} : undefined;
}

/**
 * @easyops-cn/docusaurus-search-local with the site's own search: after the plugin has written its
 * indexes, they are rewritten for the search worker (./indexFiles.ts), and the plugin's client
 * modules above are replaced by ours.
 */
export default function searchPlugin(context: LoadContext, options: PluginOptions): Plugin {
  const plugin = createSearchPlugin(context, options);
  const files = searchPackageFiles();
  return {
    ...plugin,
    async contentLoaded(args) {
      await plugin.contentLoaded?.(args);
      // For the page, which downloads the index while the worker starts (src/internals/search/searchByWorker.ts).
      args.actions.setGlobalData({searchIndexUrl: generatedIndexUrl(context.generatedFilesDir)});
      // For the worker (./client/worker.ts): stemming the readers' words was most of its start-up.
      const file = await args.actions.createData(READERS_WORDS_FILE, JSON.stringify(shippedEntries(compileEntries())));
      const expected = path.join(context.generatedFilesDir, '@easyops-cn', 'docusaurus-search-local', 'default', READERS_WORDS_FILE);
      if (path.resolve(file) !== expected) {
        throw new Error(`The readers' words went to ${file}, not to ${expected}, which the search worker imports`);
      }
    },
    configureWebpack(config, isServer, utils, content) {
      const theirs = plugin.configureWebpack?.(config, isServer, utils, content) ?? {};
      return {
        ...theirs,
        ...(!isServer && {optimization: {splitChunks: {cacheGroups: {defaultVendors: vendorsButWorker}}}}),
        resolve: {alias: {[`${moduleRequest(files.searchByWorker)}$`]: path.join(__dirname, '..', '..', 'internals', 'search', 'searchByWorker.ts')}},
        module: {
          rules: [
            {
              test: files.searchBar,
              resolve: {alias: {[`${moduleRequest(files.generatedConstants)}$`]: path.join(__dirname, '..', '..', 'internals', 'search', 'searchBarConstants.ts')}},
            },
          ],
        },
      };
    },
    async postBuild(props) {
      await plugin.postBuild?.(props);
      const lexicon = compileLexicon();
      const lists = (await Promise.all(LIST_PAGES.map((url) => listPage(props.outDir, url)))).filter((list) => list !== undefined);
      const contexts = ['', ...(options.searchContextByPaths ?? []).map((entry) => (typeof entry === 'string' ? entry : entry.path))];
      for (const context of contexts) {
        // The plugin's file names: search-index.json, search-index-docs-agent.json…
        const file = path.join(props.outDir, `search-index${context ? `-${context.replace(/\//g, '-')}` : ''}.json`);
        const parts = JSON.parse(await fs.readFile(file, 'utf8')) as PluginPart[];
        const own = lists.filter((list) => !context || list.u === `/${context}` || list.u.startsWith(`/${context}/`));
        const {head, text} = indexFiles(shippedIndex(parts, !context, lexicon, own));
        await fs.writeFile(file, JSON.stringify(head));
        await fs.writeFile(textFile(file), JSON.stringify(text));
      }
    },
  };
}

export {validateOptions};
