/**
 * The blog plugin, whose feeds are finished once it has written them: its postBuild writes rss.xml,
 * atom.xml and feed.json into the blog's folder of the build, then `rewriteFeeds` makes feed.json
 * JSON Feed 1.1 and gives RSS and Atom their `rel="self"` links (src/plugins/feeds). (Plugins'
 * postBuild hooks run in parallel, so a separate plugin could not wait for the files.) Registered
 * instead of the classic preset's blog, with the same options. A feed that is not where the plugin
 * wrote it, or not in the shape its rewrite expects, stops the build (tests/unit/feeds.spec.ts).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import blogPlugin, {validateOptions, type PluginOptions} from '@docusaurus/plugin-content-blog';
import {site} from '../config/site';
import {atomWithSelf, jsonFeed11, rssWithSelf, type FeedOptions} from '../plugins/feeds';

export {validateOptions};

/** Rewrites the feeds the blog plugin wrote into `<outDir>/<routeBasePath>/`. */
export async function rewriteFeeds(outDir: string, siteConfig: {url: string; baseUrl: string}, options: FeedOptions): Promise<void> {
  const dir = path.join(outDir, options.routeBasePath);
  const url = (file: string) => new URL([siteConfig.baseUrl, options.routeBasePath, file].join('/').replace(/\/{2,}/g, '/'), siteConfig.url).href;
  const rewrite = async (file: string, edit: (text: string, feedUrl: string) => string) => {
    const target = path.join(dir, file);
    await fs.writeFile(target, edit(await fs.readFile(target, 'utf8'), url(file)));
  };
  await Promise.all([
    rewrite('feed.json', (json, feedUrl) => jsonFeed11(json, feedUrl, options)),
    rewrite('rss.xml', rssWithSelf),
    rewrite('atom.xml', atomWithSelf),
  ]);
}

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
