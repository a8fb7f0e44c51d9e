// What crawlers read, as the server sends it, no browser: each kind of page's Open Graph, Twitter and
// JSON-LD metadata (crawlers run no JavaScript), sitemap.xml (checked against the sources and git)
// and robots.txt.
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {DomUtils, Parser, parseDocument} from 'htmlparser2';
import {BUILD} from '../files';
import {readRoutes} from '../routes';
import {site} from '../../src/config/site';
import {listReleases} from '../../src/config/releases.mjs';
import {builtPagePath} from '../../src/plugins/builtPage';

const ROOT = path.join(__dirname, '..', '..');

type Kind = {name: string; path: string; ogType: string; card: string; schema: string};

const PAGES: Kind[] = [
  {name: 'home', path: '/', ogType: 'website', card: 'docs', schema: 'WebSite'},
  {name: 'doc', path: '/docs/agent/quickstart', ogType: 'article', card: 'agent', schema: 'TechArticle'},
  {name: 'API doc', path: '/docs/api/external-api/agents', ogType: 'article', card: 'api', schema: 'TechArticle'},
  {name: 'post', path: '/blog/6-27', ogType: 'article', card: 'blog', schema: 'BlogPosting'},
  {name: 'blog list', path: '/blog', ogType: 'website', card: 'blog', schema: 'Blog'},
];

type JsonLd = Record<string, unknown> & {'@type': string};

type Page = ReturnType<typeof parseDocument>;
type Element = Parameters<Parameters<typeof DomUtils.findAll>[0]>[0];
const elements = (page: Page, match: (element: Element) => boolean) =>
  DomUtils.findAll((node) => match(node), page.children);

/** The content of the only meta tag with this property or name: a duplicate would confuse crawlers. */
function meta(page: Page, key: string): string {
  const tags = elements(page, (el) => el.name === 'meta' && (el.attribs.property === key || el.attribs.name === key));
  expect(tags, key).toHaveLength(1);
  return tags[0].attribs.content ?? '';
}

function jsonLd(page: Page): JsonLd[] {
  return elements(page, (el) => el.name === 'script' && el.attribs.type === 'application/ld+json').map(
    (block) => JSON.parse(DomUtils.textContent(block)) as JsonLd,
  );
}

const textOf = (page: Page, name: string) => DomUtils.textContent(elements(page, (el) => el.name === name)[0]).trim();

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(png: Buffer): [number, number] {
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

/** A doc page's TechArticle and BreadcrumbList end at the page itself. */
function expectTechArticle(page: Page, kind: Kind): void {
  const url = site.url + kind.path;
  const h1 = textOf(page, 'h1');
  const data = jsonLd(page);
  const article = data.find((item) => item['@type'] === 'TechArticle')!;
  expect(article.headline).toBe(h1);
  expect(article.name).toBe(h1);
  expect(article.mainEntityOfPage).toBe(url);
  expect(article.image).toBe(meta(page, 'og:image'));
  expect(article.description).toBe(meta(page, 'description'));
  expect(article.inLanguage).toBe('ru');

  const breadcrumbs = data.find((item) => item['@type'] === 'BreadcrumbList');
  const items = breadcrumbs?.itemListElement as {name: string; item: string; position: number}[];
  expect(items.length).toBeGreaterThan(0);
  expect(items.map((entry) => entry.position)).toEqual(items.map((_, index) => index + 1));
  expect(items.at(-1)).toMatchObject({name: h1, item: url});
}

test.describe('social and structured metadata, as crawlers see it (no JavaScript)', () => {
  for (const kind of PAGES) {
    // Doc pages: on the same visit, their TechArticle and BreadcrumbList.
    const article = kind.schema === 'TechArticle' ? '; TechArticle and BreadcrumbList end at the page itself' : '';
    test(`${kind.name} page: Open Graph, Twitter and JSON-LD name its title and URL${article}`, async ({request}) => {
      const response = await request.get(kind.path);
      expect(response.status()).toBe(200);
      const page = parseDocument(await response.text());
      const url = site.url + kind.path;
      const title = textOf(page, 'title');
      expect(title).toContain(site.title);

      expect(meta(page, 'og:title')).toBe(title);
      expect(meta(page, 'og:url')).toBe(url);
      expect(elements(page, (el) => el.name === 'link' && el.attribs.rel === 'canonical').map((el) => el.attribs.href)).toEqual([url]);
      expect(meta(page, 'og:type')).toBe(kind.ogType);
      const description = meta(page, 'og:description');
      expect(description.length).toBeGreaterThan(20);
      expect(meta(page, 'description')).toBe(description);

      const image = meta(page, 'og:image');
      expect(image).toBe(`${site.url}/img/social/${kind.card}.png`);
      expect(meta(page, 'twitter:card')).toBe('summary_large_image');
      expect(meta(page, 'twitter:image')).toBe(image);
      const png = await request.get(new URL(image).pathname);
      expect(png.status()).toBe(200);
      expect(pngSize(await png.body())).toEqual([1200, 630]);

      const data = jsonLd(page);
      const main = data.filter((item) => item['@type'] === kind.schema);
      expect(main, `${kind.schema} in ${JSON.stringify(data)}`).toHaveLength(1);
      const [item] = main;
      expect(title).toContain(String(item.headline ?? item.name));
      expect(item['@context']).toBe('https://schema.org');
      expect(item.url ?? item['@id']).toBe(url);
      if (article) {
        expectTechArticle(page, kind);
      }
    });
  }
});


/** Whether this checkout is a shallow clone, whose single commit dates nothing (src/plugins/seo/sitemap.ts). */
const SHALLOW = execFileSync('git', ['rev-parse', '--is-shallow-repository'], {cwd: ROOT, encoding: 'utf8'}).trim() === 'true';

/**
 * The date git gives the file's last commit, or undefined when it knows none. Asked file by file with
 * git's own path filter, not by reading the history in one pass as the sitemap plugin does
 * (src/plugins/seo/sitemap.ts, lastCommitTimes): a copy of the plugin's way would agree with any bug of it.
 */
function gitDate(file: string): string | undefined {
  // As the sitemap counts: main's own history, a merge dating what it brought.
  const time = execFileSync('git', ['log', '-1', '--first-parent', '-m', '--format=%cI', '--', file], {cwd: ROOT, encoding: 'utf8'}).trim();
  return time ? new Date(time).toISOString() : undefined;
}

/** The HTML the build wrote for a route. */
function builtPage(route: string): string {
  return readFileSync(builtPagePath(BUILD, route), 'utf8');
}

/** The `<loc>` and `<lastmod>` of each `<url>` of a sitemap. */
function sitemapEntries(xml: string): {loc: string; lastmod?: string}[] {
  const entries: {loc: string; lastmod?: string}[] = [];
  let field: 'loc' | 'lastmod' | undefined;
  const parser = new Parser(
    {
      onopentag(name) {
        if (name === 'url') {
          entries.push({loc: ''});
        }
        field = name === 'loc' || name === 'lastmod' ? name : undefined;
      },
      ontext(text) {
        if (field && entries.length > 0) {
          entries[entries.length - 1][field] = (entries[entries.length - 1][field] ?? '') + text;
        }
      },
      onclosetag() {
        field = undefined;
      },
    },
    {xmlMode: true},
  );
  parser.end(xml);
  return entries;
}

const firstExisting = (files: string[]) => files.find((file) => existsSync(path.join(ROOT, file)));

/** The source file of a route: a doc (by the doc id on its page), a post (by slug) or a page of src/pages. */
function sourceOf(route: string, html: string): string | undefined {
  const docId = /docs-doc-id-(\S+?)["\s]/.exec(html)?.[1];
  if (docId) {
    return firstExisting([`docs/${docId}.md`, `docs/${docId}.mdx`]);
  }
  const slug = /^\/blog\/([^/]+)$/.exec(route)?.[1];
  if (!slug) {
    const page = `src/pages${route === '/' ? '/index' : route}`;
    return firstExisting([`${page}.tsx`, `${page}.md`, `${page}.mdx`]);
  }
  const post = listReleases(path.join(ROOT, 'blog')).find((release) => release.permalink === route);
  return post && `blog/${post.file}`;
}

// In a full clone, each page is dated by its source file's last commit; in a shallow clone (CI may
// make one) no page is, rather than all by the clone's one commit. tests/unit/seo.spec.ts checks both
// on a repository of its own, whatever this checkout is.
test(`sitemap.xml lists the routes, ${SHALLOW ? 'undated in this shallow clone' : 'with lastmod from git where it knows the source'}`, async ({request}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const entries = new Map(
    sitemapEntries(xml).map(({loc, lastmod}) => {
      expect(loc.startsWith(`${site.url}/`), loc).toBe(true);
      // Index docs are listed with a trailing slash (/docs/supervisor/), routes.txt has none.
      return [new URL(loc).pathname.replace(/(.)\/$/, '$1'), lastmod];
    }),
  );
  const routes = readRoutes().filter((route) => route !== '/404.html');
  expect(routes.filter((route) => !entries.has(route))).toEqual([]);
  if (SHALLOW) {
    expect([...entries].filter(([, lastmod]) => lastmod !== undefined)).toEqual([]);
    return;
  }
  let dated = 0;
  for (const route of routes) {
    const lastmod = entries.get(route);
    const source = sourceOf(route, builtPage(route));
    const expected = source && gitDate(source);
    expect(lastmod, `${route} (${source ?? 'no source'})`).toBe(expected);
    dated += expected ? 1 : 0;
  }
  // The pages' sources are committed, so most routes carry a date.
  expect(dated).toBeGreaterThan(150);
});

test('robots.txt allows everything and points at the sitemap', async ({request}) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const robots = await response.text();
  expect(robots).toMatch(/^User-agent: \*$/m);
  expect(robots).toMatch(/^Allow: \/$/m);
  expect(robots).not.toMatch(/^Disallow: \/\S/m);
  expect(robots).toContain(`Sitemap: ${site.url}/sitemap.xml`);
});
