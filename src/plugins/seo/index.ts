import {existsSync} from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import {setTimeout as delay} from 'node:timers/promises';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {addLastmod, lastCommitDates, routeSources} from './sitemap';

/** The robots.txt of the site: everything allowed, and where the sitemap is. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

/**
 * Waits for the sitemap plugin's file: plugins' postBuild hooks run in parallel, so the sitemap
 * may not be written yet. Resolves to undefined if none appears (e.g. a `noIndex` build).
 */
async function writtenSitemap(file: string): Promise<string | undefined> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const xml = existsSync(file) ? await fs.readFile(file, 'utf8') : '';
    if (xml.trimEnd().endsWith('</urlset>')) {
      return xml;
    }
    await delay(100);
  }
  return undefined;
}

/**
 * At build: `/robots.txt` pointing at the sitemap of this deployment's `SITE_URL`, and `lastmod`
 * in `/sitemap.xml` from the git history of each page's source file.
 */
export default function seoPlugin(context: LoadContext): Plugin {
  const siteUrl = context.siteConfig.url.replace(/\/$/, '');
  return {
    name: 'chat-center-seo',
    async postBuild({outDir, routes}) {
      await fs.writeFile(path.join(outDir, 'robots.txt'), robotsTxt(siteUrl));

      const sitemapFile = path.join(outDir, 'sitemap.xml');
      const xml = await writtenSitemap(sitemapFile);
      if (!xml) {
        return;
      }
      const dates = lastCommitDates(context.siteDir);
      const sources = routeSources(routes);
      const lastmodOf = (route: string) => {
        const file = sources.get(route);
        return file ? dates.get(file) : undefined;
      };
      await fs.writeFile(sitemapFile, addLastmod(xml, siteUrl, lastmodOf));
    },
  };
}
