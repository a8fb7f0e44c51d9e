// The release notes in blog/: read by the site's config (the announcement bar, the home page's
// latest release) and by scripts/new-release.mjs (which refuses a version that has a note). Plain
// JavaScript with JSDoc types, so that the script runs on Node without a TypeScript loader.
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

/** @typedef {{version: string, permalink: string, file: string}} Release `file`: its name in blog/ */

/**
 * Versions compare by their numeric parts: 6.9 < 6.13 < 6.27 < 7.0.
 * @param {string} a
 * @param {string} b
 * @returns {number}
 */
export function compareVersions(a, b) {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i += 1) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) {
      return d;
    }
  }
  return 0;
}

/**
 * Release notes in `blogDir`: every post whose front matter has a slug like `6-27`, oldest first.
 * @param {string} blogDir
 * @returns {Release[]}
 */
export function listReleases(blogDir) {
  return readdirSync(blogDir)
    .filter((file) => /\.mdx?$/.test(file))
    .flatMap((file) => {
      const text = readFileSync(path.join(blogDir, file), 'utf8');
      const slug = /^slug:\s*['"]?(\d+)-(\d+)['"]?\s*$/m.exec(text);
      return slug ? [{version: `${slug[1]}.${slug[2]}`, permalink: `/blog/${slug[1]}-${slug[2]}`, file}] : [];
    })
    .sort((a, b) => compareVersions(a.version, b.version));
}

/**
 * The newest release note, announced on every page; undefined while the blog has none.
 * @param {string} blogDir
 * @returns {Release | undefined}
 */
export function latestRelease(blogDir) {
  return listReleases(blogDir).at(-1);
}
