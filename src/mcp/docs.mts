/**
 * The built site as the MCP server serves it (a snapshot: no network): the Markdown twin of every
 * doc page (src/plugins/llms writes `<route>.md` beside each page), its sections with the anchors
 * the site gives their headings, and the site's own search (src/plugins/search/engine) over the
 * search indexes the build wrote.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import {Parser} from 'htmlparser2';
import type {Nodes} from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {SECTIONS, type Audience} from '../config/sections.ts';
import {builtPagePath} from '../plugins/builtPage.ts';
import {textFile} from '../plugins/search/client/indexUrl.ts';
import {loadIndex, search, type Hit, type IndexFile, type LoadedIndex, type SerializedIndex} from '../plugins/search/engine/search.ts';

/** A heading of a page's Markdown and the part of the text it heads (up to the next heading of its level or above). */
export type Section = {depth: number; title: string; anchor: string; start: number; end: number};

export type Page = {
  /** The route, as the site links it: `/docs/api/external-api/authorization`. */
  path: string;
  /** The absolute URL of the page. */
  url: string;
  title: string;
  markdown: string;
  /** The headings below the title (`##` and deeper) that the built page has, in order. */
  readonly sections: Section[];
};

/** A passage search_docs returns. */
export type Passage = {
  /** The page's title, and the heading of the passage when it is a section of it. */
  title: string;
  heading?: string;
  /** The page's section of the site and its place: ['API', 'Внешний API', 'Обращения']. */
  breadcrumb: string[];
  /** Absolute, with `#anchor` when the passage is a section. */
  url: string;
  excerpt: string;
};

export type Docs = {
  dir: string;
  /** The site's origin, as the build wrote it into its pages: https://docs.chat.example.ru */
  siteUrl: string;
  pages: Map<string, Page>;
  search(query: string, limit: number, role?: Audience): Promise<Passage[]>;
};

/** Whose documentation a search looks at first: the section of the role (its own search index). */
export const ROLES = SECTIONS.filter((section) => section.audience && section.searchIndex).map((section) => section.audience!) as [Audience, ...Audience[]];

/** The route of a page or a link to it, as the site links it: no origin, query, `.md`, `.html`, `/index` or trailing slash. */
export function routeOf(location: string): {route: string; anchor?: string} {
  const url = new URL(location.trim(), 'http://docs.invalid/');
  let route = decodeURI(url.pathname)
    .replace(/\.(md|html)$/, '')
    .replace(/\/index$/, '/')
    .replace(/(.)\/+$/, '$1');
  route = route || '/';
  const anchor = url.hash.length > 1 ? decodeURIComponent(url.hash.slice(1)) : undefined;
  return {route, ...(anchor && {anchor})};
}

const inline = unified().use(remarkParse).use(remarkGfm);

/** The text of a Markdown heading as the page shows it (code spans' text included, marks and links' addresses not). */
function headingText(markdown: string): string {
  const plain = (node: Nodes): string => ('value' in node && (node.type === 'text' || node.type === 'inlineCode') ? node.value : 'children' in node ? node.children.map(plain).join('') : '');
  return plain(inline.parse(markdown)).trim();
}

/**
 * A twin's text as an agent reads it: the page's typography (src/plugins/typography) undone, U+00A0
 * a space and U+2011 a hyphen. Its headings then slug to the page's anchors (which Docusaurus takes
 * from the text before typesetting), and an agent's quote of a page matches what it wrote.
 */
export const withoutTypography = (text: string): string => text.replace(/\u00a0/g, ' ').replace(/\u2011/g, '-');

/** The ids of a built page's elements: the anchors its headings have. */
export function anchorsOf(html: string): Set<string> {
  const ids = new Set<string>();
  new Parser({
    onopentag(_name, attributes) {
      if (attributes.id) {
        ids.add(attributes.id);
      }
    },
  }).end(html);
  return ids;
}

/**
 * The headings of a page's Markdown (outside code blocks) with their anchors: Docusaurus gives a
 * heading the GitHub slug of its text, numbered when a page has the same heading twice. With the
 * built page's `anchors`, only the headings the page has (the twin makes a heading of each tab
 * that holds more than code, which the page shows as a tab).
 */
export function sectionsOf(markdown: string, anchors?: Set<string>): Section[] {
  const slugger = new GithubSlugger();
  const headings: Omit<Section, 'end'>[] = [];
  let fence: string | undefined;
  let offset = 0;
  for (const line of markdown.split('\n')) {
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (!fence || (marker[0] === fence[0] && marker.length >= fence.length))) {
      fence = fence ? undefined : marker;
    } else if (!fence) {
      const heading = /^(#{2,6}) +(.+?) *#* *$/.exec(line);
      if (heading) {
        const title = headingText(heading[2]);
        headings.push({depth: heading[1].length, title, anchor: slugger.slug(title), start: offset});
      }
    }
    offset += line.length + 1;
  }
  const shown = anchors ? headings.filter((heading) => anchors.has(heading.anchor)) : headings;
  return shown.map((heading, i) => {
    const next = shown.slice(i + 1).find((other) => other.depth <= heading.depth);
    return {...heading, end: next ? next.start : markdown.length};
  });
}

/** The search index files of a section ('' for the site-wide one), as the search plugin names them. */
function indexFile(context: string, file: IndexFile): string {
  const name = `search-index${context ? `-${context.replace(/\//g, '-')}` : ''}.json`;
  return file === 'text' ? textFile(name) : name;
}

/** The hits of two searches taken in turn, a page once, at most `limit`. */
function interleave(first: Hit[], second: Hit[], limit: number): Hit[] {
  const taken = new Map<string, Hit>();
  for (let i = 0; taken.size < limit && (i < first.length || i < second.length); i += 1) {
    for (const hit of [first[i], second[i]]) {
      const page = hit && (hit.page || hit.document).u;
      if (page && !taken.has(page) && taken.size < limit) {
        taken.set(page, hit);
      }
    }
  }
  return [...taken.values()];
}

/** The site's origin, from llms.txt, which the build writes with it. */
function siteUrlOf(dir: string): string {
  const llms = readFileSync(path.join(dir, 'llms.txt'), 'utf8');
  const found = /(https?:\/\/\S+?)\/llms-full\.txt/.exec(llms);
  if (!found) {
    throw new Error(`${path.join(dir, 'llms.txt')} does not name the site's address`);
  }
  return found[1];
}

/** Every Markdown twin of a doc page in the build: its route and file. */
function twins(dir: string): {route: string; file: string}[] {
  const docs = path.join(dir, 'docs');
  const files = readdirSync(docs, {recursive: true, encoding: 'utf8'})
    .filter((name) => name.endsWith('.md'))
    .map((name) => ({route: `/docs/${name.split(path.sep).join('/').replace(/\.md$/, '')}`, file: path.join(docs, name)}));
  const index = `${docs}.md`;
  return [...(existsSync(index) ? [{route: '/docs', file: index}] : []), ...files];
}

/** Says what is missing when `dir` is not a build of the site. */
export function checkBuild(dir: string): void {
  for (const file of ['llms.txt', 'search-index.json', 'docs.md', 'openapi/external-api.yaml', 'openapi/bot-api.yaml']) {
    if (!existsSync(path.join(dir, file))) {
      throw new Error(`${dir} is not a build of the documentation site (there is no ${file}); build it with \`npm run build\`, or name another one with --dir`);
    }
  }
}

/** The snapshot in `dir` (a `docusaurus build` of the site), read once. */
export function loadDocs(dir: string): Docs {
  checkBuild(dir);
  const siteUrl = siteUrlOf(dir);
  const pages = new Map<string, Page>();
  for (const {route, file} of twins(dir)) {
    const markdown = withoutTypography(readFileSync(file, 'utf8'));
    const title = /^# (.+)$/m.exec(markdown)?.[1]?.trim() ?? route;
    let sections: Section[] | undefined;
    pages.set(route, {
      path: route,
      url: siteUrl + route,
      title: headingText(title),
      markdown,
      // Read from the built page when first needed: most answers need no page's sections.
      get sections() {
        sections ??= sectionsOf(markdown, anchorsOf(readFileSync(builtPagePath(dir, route), 'utf8')));
        return sections;
      },
    });
  }

  const readIndex = (context: string, file: IndexFile) => JSON.parse(readFileSync(path.join(dir, indexFile(context, file)), 'utf8')) as SerializedIndex;
  const indexes = new Map<string, LoadedIndex>();
  /** A search index of the build, head and text, read when first needed ('' for the whole site's). */
  const index = (context: string) => {
    let loaded = indexes.get(context);
    if (!loaded) {
      loaded = loadIndex(readIndex(context, 'text'), loadIndex(readIndex(context, 'head')));
      indexes.set(context, loaded);
    }
    return loaded;
  };

  const passage = (hit: Hit): Passage => {
    const page = hit.page || hit.document;
    const heading = hit.page ? hit.document : undefined;
    return {
      title: page.t,
      ...(heading && {heading: heading.t}),
      breadcrumb: page.b ?? [],
      url: `${siteUrl}${hit.document.u}${hit.document.h ?? ''}`,
      excerpt: hit.excerpt?.text ?? '',
    };
  };

  return {
    dir,
    siteUrl,
    pages,
    async search(query, limit, role = 'integrator') {
      // The role's section: the whole text of its pages in its own index (an excerpt from the
      // paragraph that matched), and the whole site's index — the SDK, the bot guides, the FAQ —
      // with that section not set aside after the guides; taken in turn. Without a role, the
      // integrator's: an agent mostly writes code against the API.
      const section = SECTIONS.find((candidate) => candidate.audience === role)!;
      const own = search(index(section.paths[0].slice(1)), query, limit, section.id);
      const site = search(index(''), query, limit, section.id);
      // The site's first when only it has a page with every word of the query (a page of the SDK, which the section's index leaves out).
      const [first, second] = !own.complete && site.complete ? [site, own] : [own, site];
      return interleave(first.hits, second.hits, limit).map(passage);
    },
  };
}
