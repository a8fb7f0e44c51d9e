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
