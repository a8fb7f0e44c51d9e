import {existsSync} from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {DocMetadata, LoadedContent, LoadedVersion} from '@docusaurus/plugin-content-docs';
import {apiMethods, parseSource, renderMarkdown} from './markdown';
import {buildLlmsFull, buildLlmsTxt, markdownPath, type LlmsLink} from './llmsTxt';
import {pagePath} from '../../utils/pagePath';
import {hubFolder, type HubData} from '../hubs/data';
import {hubsOf} from '../hubs';

type Options = {
  /** Parts of the site besides the docs that llms.txt lists among its sections. */
  links: LlmsLink[];
};

/** Public path under which the images of the Markdown pages are copied (the HTML inlines or hashes them). */
const ASSETS_PATH = '/assets/md';

type SidebarItems = LoadedVersion['sidebars'][string];

/** Doc ids in the order a reader meets them in the sidebars (category pages first). */
function sidebarOrder(items: SidebarItems): string[] {
  return items.flatMap((item) => {
    if (item.type === 'doc' || item.type === 'ref') {
      return [item.id];
    }
    if (item.type === 'category') {
      return [...(item.link?.type === 'doc' ? [item.link.id] : []), ...sidebarOrder(item.items)];
    }
    return [];
  });
}

function orderedDocs(version: LoadedVersion): DocMetadata[] {
  const order = [...new Set(Object.values(version.sidebars).flatMap(sidebarOrder))];
  const rank = (doc: DocMetadata) => (order.includes(doc.id) ? order.indexOf(doc.id) : order.length);
  // Unlisted pages stay out of the index, as they stay out of the sitemap and search.
  return version.docs.filter((doc) => !doc.unlisted).sort((a, b) => rank(a) - rank(b));
}

/**
 * Docs for machines: at build, a Markdown copy of every doc page at `<route>.md`, the index
 * `/llms.txt` and all docs in one `/llms-full.txt`, rendered from the sources, not the HTML.
 */
export default function llmsPlugin(context: LoadContext, {links}: Options): Plugin {
  const {siteDir, siteConfig} = context;
  const siteUrl = siteConfig.url.replace(/\/$/, '');
  let docs: DocMetadata[] = [];
  let hubs = new Map<string, HubData>();

  return {
    name: 'chat-center-llms',

    allContentLoaded({allContent}) {
      const content = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      docs = content ? content.loadedVersions.flatMap(orderedDocs) : [];
      hubs = hubsOf(allContent, siteDir);
    },

    async postBuild({outDir}) {
      const sourcePath = (doc: DocMetadata) => path.join(siteDir, doc.source.replace(/^@site\//, ''));
      // Each page's URL as the site links it (an index doc's permalink keeps a trailing slash).
      const permalink = (doc: DocMetadata) => pagePath(doc.permalink, siteConfig.trailingSlash);
      const permalinks = new Map(docs.map((doc) => [sourcePath(doc), permalink(doc)]));
      const assets = new Set<string>();
      const assetUrlOf = (file: string) => {
        assets.add(file);
        return `${ASSETS_PATH}/${path.relative(siteDir, file).split(path.sep).join('/')}`;
      };

      const pages = await Promise.all(
        docs.map(async (doc) => {
          const file = sourcePath(doc);
          const source = await fs.readFile(file, 'utf8');
          const markdown = renderMarkdown(source, {
            title: doc.title,
            sourcePath: file,
            siteUrl,
            permalink: permalink(doc),
            permalinkOf: (target) => permalinks.get(target),
            assetUrlOf,
            siteDir,
            hub: hubs.get(hubFolder(doc) ?? ''),
          });
          const target = path.join(outDir, markdownPath(permalink(doc)));
          await fs.mkdir(path.dirname(target), {recursive: true});
          await fs.writeFile(target, markdown);
          return {doc, markdown, methods: apiMethods(parseSource(source, file))};
        }),
      );

      for (const file of assets) {
        // A missing file is left as a dead link: the build's own image check already reports it.
        if (existsSync(file)) {
          const target = path.join(outDir, ASSETS_PATH, path.relative(siteDir, file));
          await fs.mkdir(path.dirname(target), {recursive: true});
          await fs.copyFile(file, target);
        }
      }

      const {title, tagline} = siteConfig;
      const llmsTxt = buildLlmsTxt({
        title,
        tagline,
        siteUrl,
        links,
        docs: pages.map(({doc, methods}) => ({title: doc.title, description: doc.description, permalink: permalink(doc), methods})),
      });
      const llmsFull = buildLlmsFull({
        title,
        tagline,
        siteUrl,
        pages: pages.map(({doc, markdown}) => ({permalink: permalink(doc), markdown})),
      });
      await fs.writeFile(path.join(outDir, 'llms.txt'), llmsTxt);
      await fs.writeFile(path.join(outDir, 'llms-full.txt'), llmsFull);
    },
  };
}
