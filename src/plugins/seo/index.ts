import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** The robots.txt of the site: everything allowed, and where the sitemap is. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

/**
 * At build: `/robots.txt` pointing at the sitemap of this deployment's `SITE_URL`. (The sitemap's
 * dates come from `datedSitemapItems` of ./sitemap, given to the sitemap plugin in the config.)
 */
export default function seoPlugin(context: LoadContext): Plugin {
  const siteUrl = context.siteConfig.url.replace(/\/$/, '');
  return {
    name: 'chat-center-seo',
    async postBuild({outDir}) {
      await fs.writeFile(path.join(outDir, 'robots.txt'), robotsTxt(siteUrl));
    },
  };
}
