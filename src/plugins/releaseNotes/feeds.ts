// The per-role feeds beside the site-wide ones: /blog/roles/<role>/rss.xml, atom.xml and feed.json,
// one entry per release note that has changes for the role, holding only those changes.
import {Feed as FeedWriter} from 'feed';
import {site} from '../../config/site';
import {atomWithSelf, jsonFeed11, rssWithSelf} from '../feeds';
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

/**
 * The same `feed` package the blog plugin writes the site-wide feeds with, finished by the same
 * functions (../feeds): JSON Feed 1.1 and the `rel="self"` links.
 */
function serializer(feed: Feed): FeedWriter {
  const writer = new FeedWriter({
    id: feed.home,
    link: feed.home,
    title: feed.title,
    description: feed.description,
    language: 'ru',
    updated: feed.updated,
    copyright: '',
    feedLinks: {rss: `${feed.base}/rss.xml`, atom: `${feed.base}/atom.xml`, json: `${feed.base}/feed.json`},
  });
  for (const entry of feed.entries) {
    writer.addItem({
      title: entry.title,
      id: entry.url,
      link: entry.url,
      date: entry.date,
      published: entry.date,
      description: entry.summary,
      content: entry.html,
    });
  }
  return writer;
}

export function rss(feed: Feed): string {
  return rssWithSelf(serializer(feed).rss2(), `${feed.base}/rss.xml`);
}

export function atom(feed: Feed): string {
  return atomWithSelf(serializer(feed).atom1(), `${feed.base}/atom.xml`);
}

/** JSON Feed 1.1 (https://www.jsonfeed.org/version/1.1/). */
export function jsonFeed(feed: Feed): string {
  return `${jsonFeed11(serializer(feed).json1(), `${feed.base}/feed.json`, {language: 'ru', authors: [{name: site.title, url: site.url}]})}\n`;
}
