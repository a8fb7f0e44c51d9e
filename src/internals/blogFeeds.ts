/**
 * The blog plugin, whose feeds are finished once it has written them: its postBuild writes rss.xml,
 * atom.xml and feed.json, then src/plugins/feeds makes feed.json JSON Feed 1.1 and gives RSS and Atom their
 * `rel="self"` links. (Plugins' postBuild hooks run in parallel, so a separate plugin could not wait
 * for the files.) Registered instead of the classic preset's blog, with the same options.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import blogPlugin, {validateOptions, type PluginOptions} from '@docusaurus/plugin-content-blog';
import {site} from '../config/site';
import {rewriteFeeds} from '../plugins/feeds';

export {validateOptions};

export default async function blogWithFeeds(context: LoadContext, options: PluginOptions): Promise<Plugin<unknown>> {
  const plugin = (await blogPlugin(context, options)) as Plugin<unknown>;
  return {
    ...plugin,
    async postBuild(props) {
      await plugin.postBuild?.(props);
      if (options.feedOptions.type?.length) {
        await rewriteFeeds(props.outDir, props.siteConfig, {
          routeBasePath: options.routeBasePath,
          language: options.feedOptions.language ?? 'ru',
          authors: [{name: site.title, url: site.url}],
        });
      }
    },
  };
}
