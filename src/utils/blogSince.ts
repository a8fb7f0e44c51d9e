import {createContext} from 'react';

/**
 * The release versions, newest first, on the first blog list page (/blog), where the reader picks
 * theirs (src/components/SinceView); null on other pages. Set by the BlogListPage wrapper, read by
 * the BlogPostItems wrapper.
 */
export const BlogSinceVersions = createContext<string[] | null>(null);

/** `6.27` of a release note's permalink `/blog/6-27`; undefined for other posts. */
export function versionOf(permalink: string): string | undefined {
  const match = /\/(\d+)-(\d+)$/.exec(permalink);
  return match ? `${match[1]}.${match[2]}` : undefined;
}

/**
 * The posts of `items` that a summary of the changes after `since` does not cover: the note of
 * `since` itself, older notes and posts that are not release notes. `versions`: newest first.
 */
export function olderNotes<Item extends {content: {metadata: {permalink: string}}}>(items: readonly Item[], versions: string[], since: string): Item[] {
  const covered = new Set(versions.slice(0, versions.indexOf(since)));
  return items.filter((item) => !covered.has(versionOf(item.content.metadata.permalink) ?? ''));
}
