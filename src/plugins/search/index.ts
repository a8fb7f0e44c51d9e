import fs from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import * as searchLocal from '@easyops-cn/docusaurus-search-local';
import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {compileLexicon} from './engine/lexicon';
import {shippedIndex, type PluginPart} from './indexFiles';

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
 *   ./client/searchByWorker.ts, whose worker (./client/worker.ts) searches as ./engine/search.ts
 *   says: readers' words, the other keyboard layout, no dead ends, one entry per page with its
 *   section. Same two functions, same result shape.
 * - `generatedConstants`: the module of its generated settings. For the search bar, replaced by
 *   ./searchBarConstants.ts: the bar reads one number from it, and the real module also builds lunr
 *   with its Russian stemmer (about 14 KB gzip on every page) for the worker. The worker reads the
 *   index file name from the real one.
 */
export function searchPackageFiles() {
  const theme = path.dirname(require.resolve('@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker.js'));
  return {
    searchBar: path.join(theme, 'SearchBar', 'SearchBar.jsx'),
    searchByWorker: path.join(theme, 'searchByWorker.js'),
    generatedConstants: path.join(theme, '..', 'utils', 'proxiedGeneratedConstants.js'),
  };
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
    configureWebpack(config, isServer, utils, content) {
      const theirs = plugin.configureWebpack?.(config, isServer, utils, content) ?? {};
      return {
        ...theirs,
        resolve: {alias: {[`${moduleRequest(files.searchByWorker)}$`]: path.join(__dirname, 'client', 'searchByWorker.ts')}},
        module: {
          rules: [
            {
              test: files.searchBar,
              resolve: {alias: {[`${moduleRequest(files.generatedConstants)}$`]: path.join(__dirname, 'searchBarConstants.ts')}},
            },
          ],
        },
      };
    },
    async postBuild(props) {
      await plugin.postBuild?.(props);
      const lexicon = compileLexicon();
      const names = (await fs.readdir(props.outDir)).filter((name) => /^search-index.*\.json$/.test(name));
      for (const name of names) {
        const file = path.join(props.outDir, name);
        const parts = JSON.parse(await fs.readFile(file, 'utf8')) as PluginPart[];
        await fs.writeFile(file, JSON.stringify(shippedIndex(parts, name === 'search-index.json', lexicon)));
      }
    },
  };
}

export {validateOptions};
