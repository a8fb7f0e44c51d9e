import {execFileSync} from 'node:child_process';
import path from 'node:path';
import type {PluginOptions} from '@docusaurus/plugin-sitemap';
import type {RouteConfig} from '@docusaurus/types';

function git(cwd: string, args: string[]): string {
  return execFileSync('git', args, {cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore']});
}

/**
 * The time (ISO 8601, UTC) of the last commit touching each file, keyed by the path relative to
 * `siteDir`; read from one `git log` pass. Empty outside a repository and in a shallow clone, whose
 * single commit would date every file the same day. The history is main's own (first parents): a
 * change that arrived with a merge is dated by the merge, when it reached the site (without `-m` a
 * merge lists no files, and a file both branches changed kept an older date than its content).
 */
export function lastCommitTimes(siteDir: string): Map<string, string> {
  const dates = new Map<string, string>();
  let top: string;
  let log: string;
  try {
    if (git(siteDir, ['rev-parse', '--is-shallow-repository']).trim() === 'true') {
      return dates;
    }
    top = git(siteDir, ['rev-parse', '--show-toplevel']).trim();
    log = git(siteDir, ['log', '--first-parent', '-m', '--format=%x00%cI', '--name-only', '--no-renames', '--', '.']);
  } catch {
    return dates;
  }
  for (const commit of log.split('\0').slice(1)) {
    const [time, ...files] = commit.trim().split('\n');
    const date = new Date(time).toISOString();
    for (const file of files) {
      const relative = path.relative(siteDir, path.join(top, file)).split(path.sep).join('/');
      // The log runs newest first: the first date seen for a file is its last change.
      if (!dates.has(relative)) {
        dates.set(relative, date);
      }
    }
  }
  return dates;
}

/** Each route with a source file, flattened from the nested route config, to that file. */
export function routeSources(routes: RouteConfig[]): Map<string, string> {
  const sources = new Map<string, string>();
  for (const route of routes) {
    if (route.metadata?.sourceFilePath) {
      sources.set(route.path, route.metadata.sourceFilePath);
    }
    for (const [routePath, file] of routeSources(route.routes ?? [])) {
      sources.set(routePath, file);
    }
  }
  return sources;
}

/** A sitemap entry as the sitemap plugin builds it. */
type SitemapItem = Awaited<ReturnType<NonNullable<PluginOptions['createSitemapItems']>>>[number];

/**
 * The sitemap plugin's entries, each dated (`lastmod`) by its route's source file where that file
 * has a date and the entry none. The docs hide their last-update info on purpose
 * (`showLastUpdateTime: false`), and the plugin's own `lastmod` option would date every page of a
 * shallow clone by the clone's single commit.
 */
export function withLastmod(items: SitemapItem[], siteUrl: string, lastmodOf: (route: string) => string | undefined): SitemapItem[] {
  return items.map((item) => {
    const route = item.url.startsWith(siteUrl) ? item.url.slice(siteUrl.length) || '/' : undefined;
    const date = route === undefined ? undefined : lastmodOf(route);
    return date && !item.lastmod ? {...item, lastmod: date} : item;
  });
}

/** The sitemap plugin's `createSitemapItems`: its own entries, dated by the git history of `siteDir`. */
export function datedSitemapItems(siteDir: string): NonNullable<PluginOptions['createSitemapItems']> {
  return async ({defaultCreateSitemapItems, ...params}) => {
    const items = await defaultCreateSitemapItems(params);
    const dates = lastCommitTimes(siteDir);
    const sources = routeSources(params.routes);
    return withLastmod(items, params.siteConfig.url.replace(/\/$/, ''), (route) => {
      const file = sources.get(route);
      return file ? dates.get(file) : undefined;
    });
  };
}
