import fs from 'node:fs/promises';
import path from 'node:path';
import type {CreateFeedItemsFn} from '@docusaurus/plugin-content-blog';

/**
 * The blog plugin writes its feeds with the `feed` package, which it gives no links to the feeds
 * themselves: JSON Feed 1 with the deprecated `author` and no `date_published`, RSS and Atom without
 * their `rel="self"` links. `createFeedItems` (blog feedOptions) dates each item and lists all its
 * authors; once the blog plugin has written the feeds (its postBuild, wrapped by src/internals/blogFeeds.ts),
 * rewriteFeeds turns feed.json into JSON Feed 1.1 and adds the self links.
 */

type Author = {name?: string; url?: string};
type JsonFeedItem = {author?: Author; authors?: Author[]; date_modified?: string; date_published?: string} & Record<string, unknown>;
type JsonFeed = {version: string; items: JsonFeedItem[]} & Record<string, unknown>;

export const JSON_FEED_VERSION = 'https://jsonfeed.org/version/1.1';

/**
 * A product screen (src/components/Screen) in a feed item's HTML: its light picture only, as one <img>
 * of the smallest width with its absolute URL (the blog plugin has made the <img> URLs absolute; the
 * <source> of the phone layout, the dark variant and the inline placeholder are no use to a feed reader).
 * The component renders a <span> holding exactly two <picture>s, light then dark.
 */
export function feedScreens(html: string): string {
  return html.replace(
    /<span\b[^>]*>\s*<picture\b[^>]*>([\s\S]*?)<\/picture>\s*<picture\b[^>]*>[\s\S]*?<\/picture>\s*<\/span>/g,
    (_, light: string) => {
      const img = /<img\b[^>]*>/.exec(light)?.[0] ?? '';
      const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(img)?.[1];
      const src = attribute('src');
      if (!src || !/^https?:/.test(src)) {
        return '';
      }
      const size = ['width', 'height'].map((name) => (attribute(name) ? ` ${name}="${attribute(name)}"` : '')).join('');
      return `<p><img src="${src}" alt="${attribute('alt') ?? ''}"${size}></p>`;
    },
  );
}

/** The default items, each with its publication date and every author (read by json1 as an extension), screens as plain pictures. */
export const createFeedItems: CreateFeedItemsFn = async ({defaultCreateFeedItems, ...params}) =>
  (await defaultCreateFeedItems(params)).map((item) => ({
    ...item,
    ...(item.content && {content: feedScreens(item.content)}),
    published: item.date,
    extensions: [
      ...(item.extensions ?? []),
      {name: 'authors', objects: (item.author ?? []).map(({name, link}) => ({name, ...(link && {url: link})}))},
    ],
  }));

export interface FeedOptions {
  /** The blog's route, as in the blog plugin's routeBasePath. */
  routeBasePath: string;
  language: string;
  /** The feed's authors (JSON Feed `authors`). */
  authors: Author[];
}

/** feed.json as JSON Feed 1.1: its own URL, language and authors; each item dated and with `authors` only. */
export function jsonFeed11(json: string, feedUrl: string, options: Omit<FeedOptions, 'routeBasePath'>): string {
  const {items, ...feed} = JSON.parse(json) as JsonFeed;
  const head = Object.fromEntries(Object.entries(feed).filter(([key]) => key !== 'author' && key !== 'version'));
  return JSON.stringify(
    {
      version: JSON_FEED_VERSION,
      ...head,
      feed_url: feedUrl,
      language: options.language,
      authors: options.authors,
      items: items.map(({author, authors, ...item}) => ({
        ...item,
        date_published: item.date_published ?? item.date_modified,
        authors: authors?.length ? authors : author ? [author] : options.authors,
      })),
    },
    null,
    2,
  );
}

/** An RSS 2.0 channel with its `<atom:link rel="self">` (and the Atom namespace it needs). */
export function rssWithSelf(xml: string, feedUrl: string): string {
  if (/<atom:link[^>]*rel="self"/.test(xml)) {
    return xml;
  }
  const withNamespace = /<rss[^>]*xmlns:atom=/.test(xml) ? xml : xml.replace(/<rss\b/, '<rss xmlns:atom="http://www.w3.org/2005/Atom"');
  return withNamespace.replace(/<channel>/, `<channel>\n        <atom:link href="${feedUrl}" rel="self" type="application/rss+xml"/>`);
}

/** An Atom feed with its `<link rel="self">`. */
export function atomWithSelf(xml: string, feedUrl: string): string {
  if (/<link[^>]*rel="self"/.test(xml)) {
    return xml;
  }
  return xml.replace(/(<feed\b[^>]*>)/, `$1\n    <link rel="self" type="application/atom+xml" href="${feedUrl}"/>`);
}

/** Rewrites the feeds the blog plugin wrote into `<outDir>/<routeBasePath>/` (see src/internals/blogFeeds.ts). */
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
