#!/usr/bin/env node
// `npm run audit [-- --section /docs/agent] [-- --quiet]`: the content rules of CONTRIBUTING.md that a
// script can check, on the sources (docs/ and blog/, no build), for every route of tests/routes.txt:
// the route has its file; a page has a title, a description of 40 characters or more, two keywords
// or more, a `##` heading, enough prose of its own (250 words on a guide, 150 on an API page or a
// release note; shared fragments and code do not count), Russian prose, images with alt text and
// files; an API operation page has an example; a release note is tagged and has its truncate marker;
// no paragraph of 20 words or more stands on two pages. Prints each problem as `route: problem` and
// a summary line; exits 1 when there is any. `npm test` runs it.
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import type {Root, RootContent} from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {parse as parseYaml} from 'yaml';
import {isMain} from './isMain.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const RULES = {
  /** Prose words on a guide page. */
  guideWords: 250,
  /** Prose words on an API page (code blocks come on top). */
  apiWords: 150,
  /** Prose words in a release note. */
  postWords: 150,
  /** Characters of the front matter's `description`. */
  description: 40,
  /** A paragraph this long (in words) must not stand on two pages. */
  repeatedParagraphWords: 20,
  /** Share of the letters of a guide's prose that are Cyrillic. */
  cyrillic: 0.6,
};

/** Routes Docusaurus generates, with no source file of their own. */
const GENERATED = new Set(['/docs/tags', '/docs/tags/faq']);

type FrontMatter = Record<string, unknown>;
type Source = {file: string; frontMatter: FrontMatter; tree: Root};

const markdown = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm);
const mdx = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter).use(remarkGfm);

/** A Markdown or MDX file's syntax tree and front matter. */
function readSource(file: string): Source {
  const tree = (file.endsWith('.mdx') ? mdx : markdown).parse(readFileSync(file, 'utf8'));
  const yaml = tree.children.find((node) => node.type === 'yaml');
  const frontMatter = yaml ? ((parseYaml(yaml.value) as FrontMatter | null) ?? {}) : {};
  return {file, frontMatter, tree};
}

/** The text a reader reads in `node`: not code, imports, MDX expressions and comments, images, HTML tags or URLs. */
function prose(node: Root | RootContent): string {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
      return node.value;
    case 'code':
    case 'html':
    case 'yaml':
    case 'image':
    case 'imageReference':
    case 'definition':
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return ' ';
    default:
      return 'children' in node ? node.children.map((child) => prose(child)).join(node.type === 'root' || node.type === 'list' ? '\n' : ' ') : ' ';
  }
}

const WORD = /[A-Za-zА-Яа-яЁё0-9][\p{L}\p{N}_'’-]*/gu;
const words = (text: string) => text.match(WORD) ?? [];

function cyrillicShare(text: string): number {
  const letters = text.match(/[A-Za-zА-Яа-яЁё]/g) ?? [];
  return letters.filter((letter) => /[А-Яа-яЁё]/.test(letter)).length / Math.max(1, letters.length);
}

/** The page's paragraphs and lists of `repeatedParagraphWords` words or more, normalized (lower case, words only). */
function longParagraphs(tree: Root): string[] {
  const found: string[] = [];
  const visit = (node: Root | RootContent) => {
    if (node.type === 'paragraph' || node.type === 'list') {
      const normal = words(prose(node)).map((word) => word.toLowerCase());
      if (normal.length >= RULES.repeatedParagraphWords) {
        found.push(normal.join(' '));
      }
    }
    if ('children' in node && node.type !== 'table' && node.type !== 'mdxJsxFlowElement') {
      node.children.forEach(visit);
    }
  };
  visit(tree);
  return found;
}

/** Every image of the page: its alt text and where it points. */
function images(node: Root | RootContent): {alt: string; url: string}[] {
  if (node.type === 'image') {
    return [{alt: node.alt ?? '', url: node.url}];
  }
  return 'children' in node ? node.children.flatMap((child) => images(child)) : [];
}

function hasHeading(tree: Root, depth: number): boolean {
  const visit = (node: Root | RootContent): boolean =>
    (node.type === 'heading' && node.depth === depth) || ('children' in node && node.children.some(visit));
  return visit(tree);
}

function hasCode(tree: Root): boolean {
  const visit = (node: Root | RootContent): boolean => node.type === 'code' || ('children' in node && node.children.some(visit));
  return visit(tree);
}

const stripNumberPrefix = (segment: string) => segment.replace(/^\d+[-_.]/, '');
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The route Docusaurus gives `docs/<relative>` (without its extension), by its `slug` or `id`. */
export function docRoute(relative: string, frontMatter: FrontMatter): string {
  const parts = relative.split('/').map(stripNumberPrefix);
  const folder = parts.slice(0, -1);
  let name = parts.at(-1)!;
  const slug = text(frontMatter.slug);
  if (slug !== undefined) {
    const route = slug.startsWith('/') ? slug : `/${[...folder, slug].join('/')}`;
    return `/docs${route === '/' ? '' : route.replace(/\/+$/, '')}`;
  }
  name = text(frontMatter.id) ?? name;
  if (['index', 'readme'].includes(name.toLowerCase()) || (folder.length > 0 && name === folder.at(-1))) {
    return `/docs${folder.length > 0 ? `/${folder.join('/')}` : ''}`;
  }
  return `/docs/${[...folder, name].join('/')}`;
}

/** The routes of a routes file: one a line, `#` for comments. */
export function readRouteList(file: string): string[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
}

const markdownFiles = (dir: string) =>
  readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();

export type AuditResult = {wanted: number; checked: number; problems: Map<string, string[]>; repeated: number};

/** Audits the sources under `siteDir` for the routes of `routes` that start with `section`. */
export function audit({siteDir, routes, section = ''}: {siteDir: string; routes: string[]; section?: string}): AuditResult {
  const wanted = routes.filter((route) => route.startsWith(section));
  const problems = new Map<string, string[]>();
  const problem = (route: string, message: string) => problems.set(route, [...(problems.get(route) ?? []), message]);

  const docsDir = path.join(siteDir, 'docs');
  const docs = new Map<string, Source>();
  for (const file of markdownFiles(docsDir).filter((file) => !path.basename(file).startsWith('_'))) {
    const source = readSource(file);
    const route = docRoute(path.relative(docsDir, file).replace(/\.mdx?$/, '').split(path.sep).join('/'), source.frontMatter);
    const other = docs.get(route);
    if (other) {
      problem(route, `two files give this route: ${path.relative(siteDir, other.file)} and ${path.relative(siteDir, file)}`);
    }
    docs.set(route, source);
  }
  const posts = new Map<string, Source>();
  for (const file of markdownFiles(path.join(siteDir, 'blog'))) {
    const source = readSource(file);
    const slug = text(source.frontMatter.slug);
    if (slug !== undefined) {
      posts.set(`/blog/${slug.replace(/^\/+|\/+$/g, '')}`, source);
    }
  }

  let checked = 0;
  const seen = new Map<string, Set<string>>();
  for (const route of wanted) {
    if (route.startsWith('/docs') && !GENERATED.has(route)) {
      const source = docs.get(route);
      if (!source) {
        problem(route, 'missing: no file in docs/ gives this route');
        continue;
      }
      checked += 1;
      const {file, frontMatter, tree} = source;
      const api = route.startsWith('/docs/api');
      const body = prose(tree);
      const count = words(body).length;
      const floor = api ? RULES.apiWords : RULES.guideWords;
      // A folder's hub (src/plugins/hubs): `<Hub />` draws its lists and their `## ` headings from data,
      // so its source holds only a short introduction.
      const hub = tree.children.some((node) => node.type === 'mdxJsxFlowElement' && node.name === 'Hub');
      if (count < floor && !hub) {
        problem(route, `thin: ${count} prose words, needs ${floor}`);
      }
      if (!text(frontMatter.title)?.trim() && !hasHeading(tree, 1)) {
        problem(route, 'no title (front matter `title` or a `# ` heading)');
      }
      if ((text(frontMatter.description) ?? '').length < RULES.description) {
        problem(route, `front matter \`description\` missing or under ${RULES.description} characters`);
      }
      if (!Array.isArray(frontMatter.keywords) || frontMatter.keywords.length < 2) {
        problem(route, 'front matter `keywords` needs at least 2 entries');
      }
      if (route !== '/docs' && !hub && !hasHeading(tree, 2)) {
        problem(route, 'no `## ` heading, so no table of contents');
      }
      const share = cyrillicShare(body);
      if (!api && share < RULES.cyrillic) {
        problem(route, `prose is ${Math.round(share * 100)}% Cyrillic; the docs are written in Russian`);
      }
      if (api && route.split('/').length - 1 >= 4 && !hasCode(tree)) {
        problem(route, 'API page without a request/response example');
      }
      for (const {alt, url} of images(tree)) {
        if (!alt.trim()) {
          problem(route, `image without alt text: ${url}`);
        }
        if (!/^(https?:|\/)/.test(url) && !existsSync(path.join(path.dirname(file), decodeURI(url)))) {
          problem(route, `image file not found: ${url}`);
        }
      }
      for (const paragraph of longParagraphs(tree)) {
        seen.set(paragraph, new Set([...(seen.get(paragraph) ?? []), route]));
      }
    } else if (/^\/blog\/6-\d+$/.test(route)) {
      const post = posts.get(route);
      if (!post) {
        problem(route, 'missing: no post in blog/ with this slug');
        continue;
      }
      checked += 1;
      const count = words(prose(post.tree)).length;
      if (count < RULES.postWords) {
        problem(route, `thin: ${count} prose words, needs ${RULES.postWords}`);
      }
      const tags = Array.isArray(post.frontMatter.tags) ? post.frontMatter.tags : [];
      if (!tags.includes('history') || !tags.includes('rn')) {
        problem(route, 'post must carry the tags history and rn');
      }
      if (!readFileSync(post.file, 'utf8').includes('truncate')) {
        problem(route, 'no truncate marker');
      }
    }
  }

  let repeated = 0;
  for (const [paragraph, routesOf] of seen) {
    if (routesOf.size > 1) {
      repeated += 1;
      const [first, second] = [...routesOf].sort();
      problem(first, `paragraph repeated on ${routesOf.size - 1} other page(s), e.g. ${second}: '${paragraph.slice(0, 60)}…'`);
    }
  }
  return {wanted: wanted.length, checked, problems, repeated};
}

function main() {
  const {values} = parseArgs({
    options: {
      routes: {type: 'string', default: path.join(root, 'tests', 'routes.txt')},
      section: {type: 'string', default: ''},
      quiet: {type: 'boolean', default: false},
    },
  });
  const {wanted, checked, problems, repeated} = audit({siteDir: root, routes: readRouteList(values.routes), section: values.section});
  const bad = [...problems.keys()].sort();
  if (!values.quiet) {
    for (const route of bad) {
      for (const message of problems.get(route)!) {
        console.log(`${route}: ${message}`);
      }
    }
  }
  const missing = bad.filter((route) => problems.get(route)!.some((message) => message.startsWith('missing'))).length;
  console.log(
    `content audit: ${wanted} routes wanted${values.section ? ` under ${values.section}` : ''}, ${missing} missing, ` +
      `${bad.length} with problems, ${repeated} repeated paragraphs, ${checked} checked`,
  );
  process.exitCode = bad.length > 0 ? 1 : 0;
}

if (isMain(import.meta.url)) {
  main();
}
