import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {BUILD, filesUnder} from '../files';
import {HUB_LISTS, HUB_SECTIONS} from '../../src/plugins/hubs/common';

/**
 * Going up a level leads somewhere (issue 30 §3), read from the build's HTML without a browser: every
 * folder URL under /docs (every prefix of a doc page's address) is a hub that lists the pages and
 * folders right under it, and every breadcrumb between the home page and the page itself is a link.
 */
const DOCS = path.join(BUILD, 'docs');

/** Each built doc page by its route: `/docs/agent/threads/transfer` → its HTML. */
const PAGES = new Map(
  filesUnder(DOCS, /\.html$/)
    .map((file) => [`/${path.relative(BUILD, file).split(path.sep).join('/')}`.replace(/(\/index)?\.html$/, ''), file] as const)
    // Tag lists are Docusaurus's own pages, not folders of the guide.
    .filter(([route]) => !/^\/docs\/tags(\/|$)/.test(route))
    .map(([route, file]) => [route, readFileSync(file, 'utf8')]),
);

const parent = (route: string) => route.slice(0, route.lastIndexOf('/'));

/** Every folder URL: each address between /docs and a page's own. */
const FOLDERS = [...new Set([...PAGES.keys()].flatMap((route) => {
  const folders: string[] = [];
  for (let folder = parent(route); folder.length > '/docs'.length; folder = parent(folder)) {
    folders.push(folder);
  }
  return folders;
}))].sort();

// The build's HTML is minified: attribute values without quotes where they need none, no `</li>`.
const hrefs = (html: string) => [...html.matchAll(/\bhref=(?:"([^"]*)"|([^\s>]+))/g)].map(([, quoted, bare]) => decodeURI((quoted ?? bare)!.split('#')[0]));

test('the docs have folders to check', () => {
  // /docs/agent, /docs/admin/widget, /docs/api/external-api-bot/webhooks and the rest: 36 today.
  expect(FOLDERS.length).toBeGreaterThan(30);
  for (const folder of ['/docs/agent', '/docs/admin', '/docs/sdk', '/docs/api/external-api', '/docs/agent/threads', '/docs/supervisor/report', '/docs/admin/widget']) {
    expect(FOLDERS).toContain(folder);
  }
});

test('every folder URL under /docs is a hub that lists the pages and folders right under it', () => {
  const problems = FOLDERS.flatMap((folder) => {
    const html = PAGES.get(folder);
    if (!html) {
      return [`${folder}: no page`];
    }
    const start = html.search(new RegExp(`class="?${HUB_LISTS}\\b`));
    if (start < 0 || !new RegExp(`id="?${HUB_SECTIONS.entries.id}[\\s">]`).test(html)) {
      return [`${folder}: not a hub (no «${HUB_SECTIONS.entries.title}»)`];
    }
    // The hub's first list is its pages and folders (the sidebar comes before it in the HTML).
    const listed = new Set(hrefs(html.slice(start, html.indexOf('</ul>', start))));
    const under = [...PAGES.keys()].filter((route) => parent(route) === folder);
    return under.filter((route) => !listed.has(route)).map((route) => `${folder}: does not list ${route}`);
  });
  expect(problems).toEqual([]);
});

test('every breadcrumb between the home page and the page itself is a link', () => {
  let crumbs = 0;
  const problems = [...PAGES].flatMap(([route, html]) => {
    const trail = /<ul class="?breadcrumbs\b[\s\S]*?<\/ul>/.exec(html)?.[0] ?? '';
    return trail.split(/<li\b/).slice(1).flatMap((item) => {
      if (item.includes('breadcrumbs__item--active')) {
        return [];
      }
      crumbs += 1;
      const label = item.slice(item.indexOf('>') + 1).replace(/<[^>]+>/g, '').trim();
      return /<a\b[^>]*\bhref=/.test(item) ? [] : [`${route}: «${label}» is not a link`];
    });
  });
  expect(problems).toEqual([]);
  // Most doc pages are two or three levels deep: hundreds of middle crumbs.
  expect(crumbs).toBeGreaterThan(200);
});
