import fs from 'node:fs/promises';
import path from 'node:path';
import * as searchLocal from '@easyops-cn/docusaurus-search-local';
import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {compileEntries, compileLexicon, shippedEntries} from './engine/lexicon';
import {CONTENT} from './engine/search';
import {indexFiles, shippedIndex, sitePassages, typesetParts, type ListPage, type PluginPart} from './indexFiles';
import {indexFile, textFile} from './client/indexUrl';
import {withBlocks} from './passages';
import {readBuiltPage} from '../builtPage';
import {typeset} from '../typography/typeset';
import {generatedDir, generatedIndexUrl, pluginIndexFile, searchBundleChanges} from '../../internals/search/package';

// The package's type declarations cover its options only.
const {default: createSearchPlugin, validateOptions} = searchLocal as unknown as {
  default: (context: LoadContext, options: PluginOptions) => Plugin;
  validateOptions: NonNullable<PluginModule['validateOptions']>;
};

/** The readers' words compiled for the search worker, in the plugin's generated files (src/internals/search/generated.ts imports it). */
const READERS_WORDS_FILE = 'search-readers-words.json';

/** Lists the plugin leaves out of its index that readers look for by name. */
const LIST_PAGES = ['/blog'];

/** A built list page's title (its heading) and description. */
async function listPage(outDir: string, url: string): Promise<ListPage | undefined> {
  const html = await readBuiltPage(outDir, url);
  const title = /<h1[^>]*>([^<]+)</.exec(html)?.[1];
  const description = /<meta[^>]*\bname=["']?description["']?[^>]*\bcontent="([^"]*)"/.exec(html)?.[1] ?? '';
  return title ? {u: url, t: title.trim(), description: typeset(description)} : undefined;
}

/**
 * @easyops-cn/docusaurus-search-local with the site's own search: after the plugin has written its
 * indexes, they are rewritten for the search worker (./indexFiles.ts), and the plugin's client
 * modules are replaced by ours (what it reaches into: src/internals/search/package.ts).
 */
export default function searchPlugin(context: LoadContext, options: PluginOptions): Plugin {
  const plugin = createSearchPlugin(context, options);
  return {
    ...plugin,
    async contentLoaded(args) {
      await plugin.contentLoaded?.(args);
      // For the page, which downloads the index while the worker starts (src/internals/search/searchByWorker.ts).
      args.actions.setGlobalData({searchIndexUrl: generatedIndexUrl(context.generatedFilesDir)});
      // For the worker (./client/worker.ts, through src/internals/search/generated.ts): stemming the readers' words was most of its start-up.
      const file = await args.actions.createData(READERS_WORDS_FILE, JSON.stringify(shippedEntries(compileEntries())));
      const expected = path.join(generatedDir(context.generatedFilesDir), READERS_WORDS_FILE);
      if (path.resolve(file) !== expected) {
        throw new Error(`The readers' words went to ${file}, not to ${expected}, which the search worker imports`);
      }
    },
    configureWebpack(config, isServer, utils, content) {
      return {...(plugin.configureWebpack?.(config, isServer, utils, content) ?? {}), ...searchBundleChanges(isServer)};
    },
    async postBuild(props) {
      await plugin.postBuild?.(props);
      const lexicon = compileLexicon();
      const lists = (await Promise.all(LIST_PAGES.map((url) => listPage(props.outDir, url)))).filter((list) => list !== undefined);
      const contexts = ['', ...(options.searchContextByPaths ?? []).map((entry) => (typeof entry === 'string' ? entry : entry.path))];
      // Each built page is read once for all the indexes that hold it.
      const pages = new Map<string, Promise<Map<string, string>>>();
      for (const context of contexts) {
        const file = pluginIndexFile(props.outDir, context);
        const raw = JSON.parse(await fs.readFile(file, 'utf8')) as PluginPart[];
        const content = await withBlocks(props.outDir, raw[CONTENT].documents, [options.ignoreCssSelectors ?? []].flat(), pages);
        if (content.kept > 0) {
          console.warn(`[search] ${content.kept} of ${content.documents.length} sections of ${path.basename(file)} keep the plugin's text: their built pages read otherwise (src/plugins/search/passages.ts)`);
        }
        raw[CONTENT] = {...raw[CONTENT], documents: content.documents};
        const parts = typesetParts(raw);
        const own = lists.filter((list) => !context || list.u === `/${context}` || list.u.startsWith(`/${context}/`));
        const {head, text} = indexFiles(shippedIndex(parts, !context, lexicon, own));
        await fs.writeFile(file, JSON.stringify(head));
        await fs.writeFile(textFile(file), JSON.stringify(text));
        if (!context) {
          await fs.writeFile(indexFile(file, 'passages'), JSON.stringify(sitePassages(parts)));
        }
      }
    },
  };
}

export {validateOptions};
