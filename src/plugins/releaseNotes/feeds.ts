// The per-role feeds beside the site-wide ones: /blog/roles/<role>/rss.xml, atom.xml and feed.json,
// one entry per release note that has changes for the role, holding only those changes.
import {JSON_FEED_VERSION} from '../feeds';
import {ROLE_NAMES, type Kind, type Role} from './types';
import type {ParsedNote} from './parseNote';

const KIND_HEADINGS: Record<Kind, string> = {
  new: 'Новое',
  improved: 'Улучшения',
  fixed: 'Исправления',
  api: 'Изменения API',
};

export type FeedEntry = {
  title: string;
  url: string;
  date: Date;
  summary: string;
  html: string;
};

export type Feed = {
  title: string;
  description: string;
  /** Absolute URLs. */
  home: string;
  base: string;
  updated: Date;
  entries: FeedEntry[];
};

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** The feed of `role`'s changes in `notes` (newest first). */
export function roleFeed(notes: ParsedNote[], role: Role, siteUrl: string): Feed {
  const who = ROLE_NAMES[role].genitive;
  const entries = notes.flatMap((note): FeedEntry[] => {
    const changes = note.changes.filter((change) => change.roles.includes(role));
    if (changes.length === 0) {
      return [];
    }
    const sections = (Object.keys(KIND_HEADINGS) as Kind[]).flatMap((kind) => {
      const items = changes.filter((change) => change.kind === kind);
      return items.length ? [`<h2>${KIND_HEADINGS[kind]}</h2><ul>${items.map((item) => `<li>${item.html}</li>`).join('')}</ul>`] : [];
    });
    return [
      {
        title: note.title,
        url: `${siteUrl}${note.permalink}`,
        date: new Date(`${note.date}T00:00:00Z`),
        summary: `Изменения версии ${note.version} для ${who}: ${changes.length}.`,
        html: sections.join(''),
      },
    ];
  });
  return {
    title: `Чат-центр: изменения для ${who}`,
    description: `Изменения в версиях Чат-центра, которые касаются ${who}`,
    home: `${siteUrl}/blog`,
    base: `${siteUrl}/blog/roles/${role}`,
    updated: entries[0]?.date ?? new Date(0),
    entries,
  };
}

export function rss(feed: Feed): string {
  const items = feed.entries.map(
    (entry) => `    <item>
      <title>${escapeXml(entry.title)}</title>
      <link>${escapeXml(entry.url)}</link>
      <guid>${escapeXml(entry.url)}</guid>
      <pubDate>${entry.date.toUTCString()}</pubDate>
      <description>${escapeXml(entry.html)}</description>
    </item>`,
  );
  return `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(feed.title)}</title>
    <link>${escapeXml(feed.home)}</link>
    <description>${escapeXml(feed.description)}</description>
    <language>ru</language>
    <lastBuildDate>${feed.updated.toUTCString()}</lastBuildDate>
    <atom:link href="${escapeXml(`${feed.base}/rss.xml`)}" rel="self" type="application/rss+xml"/>
${items.join('\n')}
  </channel>
</rss>
`;
}

export function atom(feed: Feed): string {
  const entries = feed.entries.map(
    (entry) => `  <entry>
    <title>${escapeXml(entry.title)}</title>
    <id>${escapeXml(entry.url)}</id>
    <link href="${escapeXml(entry.url)}"/>
    <updated>${entry.date.toISOString()}</updated>
    <summary>${escapeXml(entry.summary)}</summary>
    <content type="html">${escapeXml(entry.html)}</content>
  </entry>`,
  );
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="ru">
  <id>${escapeXml(`${feed.base}/atom.xml`)}</id>
  <title>${escapeXml(feed.title)}</title>
  <subtitle>${escapeXml(feed.description)}</subtitle>
  <updated>${feed.updated.toISOString()}</updated>
  <link rel="alternate" href="${escapeXml(feed.home)}"/>
  <link rel="self" href="${escapeXml(`${feed.base}/atom.xml`)}"/>
${entries.join('\n')}
</feed>
`;
}

/** JSON Feed 1.1 (https://www.jsonfeed.org/version/1.1/). */
export function jsonFeed(feed: Feed): string {
  return `${JSON.stringify(
    {
      version: JSON_FEED_VERSION,
      title: feed.title,
      home_page_url: feed.home,
      feed_url: `${feed.base}/feed.json`,
      description: feed.description,
      language: 'ru',
      items: feed.entries.map((entry) => ({
        id: entry.url,
        url: entry.url,
        title: entry.title,
        summary: entry.summary,
        content_html: entry.html,
        date_published: entry.date.toISOString(),
      })),
    },
    null,
    2,
  )}\n`;
}
