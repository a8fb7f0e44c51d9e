import fs from 'node:fs/promises';
import path from 'node:path';
import * as searchLocal from '@easyops-cn/docusaurus-search-local';
import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {trimSiteIndex} from './siteIndex';

// The package's type declarations cover its options only.
const {default: createSearchPlugin, validateOptions} = searchLocal as unknown as {
  default: (context: LoadContext, options: PluginOptions) => Plugin;
  validateOptions: NonNullable<PluginModule['validateOptions']>;
};

/**
 * @easyops-cn/docusaurus-search-local, with a lighter site-wide index (see ./siteIndex.ts): after
 * the plugin has written its indexes, the one for pages outside the sections is trimmed.
 */
export default function searchPlugin(context: LoadContext, options: PluginOptions): Plugin {
  const plugin = createSearchPlugin(context, options);
  const sections = (options.searchContextByPaths ?? []).map((entry) =>
    path.posix.join(context.baseUrl, typeof entry === 'string' ? entry : entry.path),
  );
  return {
    ...plugin,
    async postBuild(props) {
      await plugin.postBuild?.(props);
      const file = path.join(props.outDir, 'search-index.json');
      await fs.writeFile(file, JSON.stringify(trimSiteIndex(JSON.parse(await fs.readFile(file, 'utf8')), sections)));
    },
  };
}

export {validateOptions};
