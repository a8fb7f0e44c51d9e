import type {CreateFeedItemsFn} from '@docusaurus/plugin-content-blog';

/**
 * The blog plugin writes its feeds with the `feed` package, which it gives no links to the feeds
 * themselves: JSON Feed 1 with the deprecated `author` and no `date_published`, RSS and Atom without
 * their `rel="self"` links. `createFeedItems` (blog feedOptions) dates each item and lists all its
 * authors; once the blog plugin has written the feeds (its postBuild, wrapped by src/internals/blogFeeds.ts),
 * feed.json becomes JSON Feed 1.1 and RSS and Atom get their self links. Each rewrite throws when
 * what it rewrites is not there (a changed writer would otherwise leave the feeds as they were).
 */

type Author = {name?: string; url?: string};
type JsonFeedItem = {author?: Author; authors?: Author[]; date_modified?: string; date_published?: string} & Record<string, unknown>;
type JsonFeed = {version: string; items: JsonFeedItem[]} & Record<string, unknown>;

export const JSON_FEED_VERSION = 'https://jsonfeed.org/version/1.1';

/**
 * A product screen (src/components/Screen) in a feed item's HTML: its light picture only, as one <img>
 * of the smallest width with its absolute URL (the blog plugin has made the <img> URLs absolute; the
 * <source> of the phone layout, the dark variant and the inline placeholder are no use to a feed reader).
 * The component renders a <span> holding a frame (a <span> with exactly two <picture>s, light then
 * dark) and a caption (a <span> with «Снимок экрана» and a button that enlarges the picture: no use in
 * a feed either).
 */
export function feedScreens(html: string): string {
  const rewritten = html.replace(
    /<span\b[^>]*>\s*<span\b[^>]*>\s*<picture\b[^>]*>([\s\S]*?)<\/picture>\s*<picture\b[^>]*>[\s\S]*?<\/picture>\s*<\/span>\s*<span\b[^>]*>[\s\S]*?<\/span>\s*<\/span>/g,
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
  // Only a screen has <picture>s: one left means that its markup changed and the rewrite missed it.
  if (/<picture\b/.test(rewritten)) {
    throw new Error('feedScreens: a <picture> that is not a product screen as src/components/Screen renders it; update the rewrite (tests/unit/feeds.spec.ts)');
  }
  return rewritten;
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
  if (!String(feed.version).startsWith('https://jsonfeed.org/version/1') || !Array.isArray(items)) {
    throw new Error(`jsonFeed11: not a JSON Feed 1 with items (version ${String(feed.version)}): the feed writer changed`);
  }
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
  if (!/<rss\b[^>]*>[\s\S]*<channel>/.test(xml)) {
    throw new Error('rssWithSelf: no <rss> with a <channel>: the feed writer changed');
  }
  const withNamespace = /<rss[^>]*xmlns:atom=/.test(xml) ? xml : xml.replace(/<rss\b/, '<rss xmlns:atom="http://www.w3.org/2005/Atom"');
  return withNamespace.replace(/<channel>/, `<channel>\n        <atom:link href="${feedUrl}" rel="self" type="application/rss+xml"/>`);
}

/** An Atom feed with its `<link rel="self">`. */
export function atomWithSelf(xml: string, feedUrl: string): string {
  if (/<link[^>]*rel="self"/.test(xml)) {
    return xml;
  }
  if (!/<feed\b[^>]*>/.test(xml)) {
    throw new Error('atomWithSelf: no <feed>: the feed writer changed');
  }
  return xml.replace(/(<feed\b[^>]*>)/, `$1\n    <link rel="self" type="application/atom+xml" href="${feedUrl}"/>`);
}
