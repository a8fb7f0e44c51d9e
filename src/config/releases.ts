import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

export type Release = {version: string; permalink: string};

/** Versions compare by their numeric parts: 6.9 < 6.13 < 6.27 < 7.0. */
export function compareVersions(a: string, b: string): number {
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

/** Release notes in `blogDir`: every post whose front matter has a slug like `6-27`. */
export function listReleases(blogDir: string): Release[] {
  return readdirSync(blogDir)
    .filter((file) => /\.mdx?$/.test(file))
    .flatMap((file) => {
      const text = readFileSync(path.join(blogDir, file), 'utf8');
      const slug = /^slug:\s*['"]?(\d+)-(\d+)['"]?\s*$/m.exec(text);
      return slug ? [{version: `${slug[1]}.${slug[2]}`, permalink: `/blog/${slug[1]}-${slug[2]}`}] : [];
    })
    .sort((a, b) => compareVersions(a.version, b.version));
}

/** The newest release note, announced on every page; undefined while the blog has none. */
export function latestRelease(blogDir: string): Release | undefined {
  return listReleases(blogDir).at(-1);
}
