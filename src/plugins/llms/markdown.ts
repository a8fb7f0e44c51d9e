import {readFileSync} from 'node:fs';
import path from 'node:path';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkStringify from 'remark-stringify';
import type {List, Nodes, PhrasingContent, Root, RootContent} from 'mdast';
import {loadSpec, specOfFile} from '../apiReference/spec.mts';
import {siteDirOf} from '../apiReference/remark.mts';
import {apiTable, isTableDirective} from '../apiReference/tables.mts';
import {printModel} from '../model/remarkModel';
import {typesetTree} from '../typography/remarkTypography';
import type {HubData} from '../hubs/data';
import {HUB_SECTIONS, olderChangesLead, pagesCount, releaseDate, RELEASE_NOTES} from '../hubs/common';
import type {Inline} from '../releaseNotes/types';

type JsxElement = Extract<RootContent, {type: 'mdxJsxFlowElement' | 'mdxJsxTextElement'}>;
type ContainerDirective = Extract<RootContent, {type: 'containerDirective'}>;

/** The admonition labels of Docusaurus' Russian theme translation. */
const ADMONITION_LABELS: Record<string, string> = {
  note: 'Примечание',
  tip: 'Подсказка',
  info: 'Информация',
  warning: 'Предупреждение',
  caution: 'Осторожно',
  danger: 'Опасно',
};

export type RenderOptions = {
  /** The page title; it becomes the Markdown's only `#` heading. */
  title: string;
  /** Absolute path of the source file: `.mdx` is parsed as MDX, anything else as CommonMark. */
  sourcePath: string;
  /** Origin of the site, without a trailing slash. */
  siteUrl: string;
  /** Route of the page, e.g. `/docs/agent/quickstart`. */
  permalink: string;
  /** The route of a doc, given the absolute path of its source file; undefined for other files. */
  permalinkOf: (sourcePath: string) => string | undefined;
  /** The public URL path of a local image or file, given its absolute path. */
  assetUrlOf: (filePath: string) => string;
  /** The site's root, for imports of partials written `@site/…`. */
  siteDir?: string;
  /** The `.mdx` partials the page imports, component name → file; filled in by renderMarkdown. */
  partials?: ReadonlyMap<string, string>;
  /** The lists of the page's `<Hub />`, when the page is a folder's hub (src/plugins/hubs). */
  hub?: HubData;
};

const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;

/** Splits `./a.md#b` into `./a.md` and `#b` (the query goes with the hash: docs never use one). */
function splitHash(url: string): [string, string] {
  const index = url.search(/[?#]/);
  return index === -1 ? [url, ''] : [url.slice(0, index), url.slice(index)];
}

/** Makes a link or image URL of the page absolute, the way Docusaurus resolves it in the HTML. */
export function absoluteUrl(url: string, kind: 'link' | 'image', options: RenderOptions): string {
  const {siteUrl, permalink} = options;
  if (url.startsWith('pathname://')) {
    return siteUrl + url.slice('pathname://'.length);
  }
  if (HAS_SCHEME.test(url) || url.startsWith('//')) {
    return url;
  }
  if (url.startsWith('#')) {
    return siteUrl + permalink + url;
  }
  if (url.startsWith('/')) {
    return siteUrl + url;
  }
  const [filePart, hash] = splitHash(url);
  const target = path.resolve(path.dirname(options.sourcePath), decodeURI(filePart));
  if (kind === 'link' && /\.mdx?$/.test(filePart)) {
    const route = options.permalinkOf(target);
    if (route) {
      return siteUrl + route + hash;
    }
  }
  if (kind === 'image' || /\.[a-z\d]+$/i.test(filePart)) {
    return siteUrl + options.assetUrlOf(target) + hash;
  }
  return new URL(url, siteUrl + permalink).href;
}

function text(value: string): PhrasingContent {
  return {type: 'text', value};
}

function attribute(node: JsxElement, name: string): string | undefined {
  for (const attr of node.attributes) {
    if (attr.type === 'mdxJsxAttribute' && attr.name === name && typeof attr.value === 'string') {
      return attr.value;
    }
  }
  return undefined;
}

/** `<Tabs>`: each tab becomes a labelled code block when it is only code, else a `###` section. */
function tabs(node: JsxElement, options: RenderOptions): RootContent[] {
  return node.children.flatMap((child): RootContent[] => {
    if (child.type !== 'mdxJsxFlowElement' || child.name !== 'TabItem') {
      return transform([child], options);
    }
    const label = attribute(child, 'label') ?? attribute(child, 'value') ?? '';
    const body = transform(child.children, options);
    if (body.length === 1 && body[0].type === 'code') {
      return [{type: 'paragraph', children: [{type: 'strong', children: [text(label)]}]}, ...body];
    }
    return [{type: 'heading', depth: 3, children: [text(label)]}, ...body];
  });
}

/** `:::tip[Title]` becomes a blockquote that starts with the admonition's label in bold. */
function admonition(node: ContainerDirective, options: RenderOptions): RootContent[] {
  const [first, ...rest] = node.children;
  const titled = first?.type === 'paragraph' && first.data?.directiveLabel;
  const label: PhrasingContent[] = titled ? first.children : [text(ADMONITION_LABELS[node.name])];
  const body = titled ? rest : node.children;
  return [
    {
      type: 'blockquote',
      children: [
        {type: 'paragraph', children: [{type: 'strong', children: transform(label, options) as PhrasingContent[]}]},
        ...(transform(body, options) as ContainerDirective['children']),
      ],
    },
  ];
}

/** The default imports of `.mdx` files in a tree (text other pages share): component name → file. */
function partialsOf(tree: Root, options: RenderOptions): Map<string, string> {
  const partials = new Map<string, string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') {
      continue;
    }
    for (const [, name, source] of node.value.matchAll(/^import\s+(\w+)\s+from\s+['"]([^'"]+\.mdx)['"];?\s*$/gm)) {
      if (source.startsWith('@site/') && options.siteDir) {
        partials.set(name, path.join(options.siteDir, source.slice('@site/'.length)));
      } else if (source.startsWith('.')) {
        partials.set(name, path.resolve(path.dirname(options.sourcePath), source));
      }
    }
  }
  return partials;
}

/** A partial in place of its component: its own Markdown, its links resolved from its own file. */
function partial(file: string, options: RenderOptions): RootContent[] {
  const tree = parseSource(readFileSync(file, 'utf8'), file);
  const own = {...options, sourcePath: file};
  return transform(tree.children, {...own, partials: partialsOf(tree, own)});
}

function link(url: string, children: PhrasingContent[], options: RenderOptions): PhrasingContent {
  return {type: 'link', url: absoluteUrl(url, 'link', options), children};
}

function inlines(pieces: Inline[]): PhrasingContent[] {
  return pieces.map((piece) => (piece.code ? {type: 'inlineCode', value: piece.text} : piece.strong ? {type: 'strong', children: [text(piece.text)]} : text(piece.text)));
}

function list(items: PhrasingContent[][]): List {
  return {type: 'list', ordered: false, spread: false, children: items.map((children) => ({type: 'listItem', spread: false, children: [{type: 'paragraph', children}]}))};
}

/** `<Hub />`: the folder's pages, its latest changes and the FAQ's questions on it, as on the page (src/components/Hub). */
function hubLists({entries, changes, olderChanges, questions}: HubData, options: RenderOptions): RootContent[] {
  const heading = (section: keyof typeof HUB_SECTIONS): RootContent => ({type: 'heading', depth: 2, children: [text(HUB_SECTIONS[section].title)]});
  const nodes: RootContent[] = [
    heading('entries'),
    list(
      entries.map((entry) => [
        link(entry.href, [text(entry.title)], options),
        text(`${entry.pages === undefined ? '' : ` (${pagesCount(entry.pages)})`}: ${entry.description}`),
      ]),
    ),
  ];
  if (changes.length > 0) {
    nodes.push(
      heading('changes'),
      list(
        changes.map((change) => [
          link(change.note, [text(`Версия ${change.version}`)], options),
          text(`, ${releaseDate(change.date)}: `),
          ...inlines(change.summary),
          text(' — '),
          link(change.page.href, [text(change.page.title)], options),
        ]),
      ),
      {type: 'paragraph', children: [text(olderChangesLead(olderChanges)), link(RELEASE_NOTES.to, [text(RELEASE_NOTES.label)], options), text('.')]},
    );
  }
  if (questions.length > 0) {
    nodes.push(heading('questions'), list(questions.map((question) => [link(question.href, [text(question.question)], options)])));
  }
  return nodes;
}

function jsxElement(node: JsxElement, options: RenderOptions): RootContent[] {
  const file = node.name ? options.partials?.get(node.name) : undefined;
  if (file) {
    return partial(file, options);
  }
  switch (node.name) {
    case 'Tabs':
      return tabs(node, options);
    case 'br':
      return [{type: 'break'}];
    case 'Hub':
      return options.hub ? hubLists(options.hub, options) : [];
    case 'summary':
      return [{type: 'paragraph', children: [{type: 'strong', children: transform(node.children, options) as PhrasingContent[]}]}];
    default:
      // Any other component or HTML element keeps only its Markdown content.
      return transform(node.children, options);
  }
}

/** An API reference table (`::api-body{operation=…}`), as the page shows it (src/plugins/apiReference/remark.mts). */
function apiTableOf(name: Parameters<typeof apiTable>[1], attributes: Record<string, string | null | undefined>, options: RenderOptions): RootContent {
  const spec = specOfFile(options.sourcePath);
  if (!spec) {
    throw new Error(`${options.sourcePath}: ::${name} stands outside the pages of the APIs`);
  }
  const table = apiTable(loadSpec(options.siteDir ?? siteDirOf(options.sourcePath), spec), name, attributes);
  // Typeset like the prose around it: the page's table is made before the typography runs.
  typesetTree({type: 'root', children: [table]});
  return table;
}

/** Rewrites a list of nodes into plain Markdown nodes; a node may become none or several. */
function transform(nodes: readonly RootContent[], options: RenderOptions): RootContent[] {
  return nodes.flatMap((node): RootContent[] => {
    switch (node.type) {
      case 'yaml':
      case 'mdxjsEsm':
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        return [];
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        return jsxElement(node, options);
      case 'containerDirective':
        if (node.name in ADMONITION_LABELS) {
          return admonition(node, options);
        }
        return transform(node.children, options);
      case 'leafDirective':
        if (isTableDirective(node.name)) {
          return [apiTableOf(node.name, node.attributes ?? {}, options)];
        }
      // falls through
      case 'textDirective':
        // Not a Docusaurus feature: give back the text that the directive syntax took, like
        // Docusaurus does (e.g. `10:30` is text, but `scope agents:read` parses as a directive).
        return [text(`${node.type === 'leafDirective' ? '::' : ':'}${node.name}`), ...transform(node.children, options)];
      case 'link':
        return [{...node, url: absoluteUrl(node.url, 'link', options), children: transform(node.children, options) as PhrasingContent[]}];
      case 'image':
        return [{...node, url: absoluteUrl(node.url, 'image', options)}];
      case 'definition':
        return [{...node, url: absoluteUrl(node.url, 'link', options)}];
      default:
        if ('children' in node) {
          return [{...node, children: transform(node.children, options)} as RootContent];
        }
        return [node];
    }
  });
}

function parser(mdx: boolean) {
  const processor = unified().use(remarkParse).use(remarkFrontmatter).use(remarkDirective).use(remarkGfm);
  return mdx ? processor.use(remarkMdx) : processor;
}

const stringifier = unified().use(remarkGfm, {tablePipeAlign: false}).use(remarkStringify, {
  bullet: '-',
  emphasis: '_',
  fences: true,
  listItemIndent: 'one',
  rule: '-',
});

/**
 * Parses a doc source the way Docusaurus does (`format: 'detect'`: MDX only for `.mdx`), with the
 * facts and labels of the model printed and the prose typeset, as in the HTML (docusaurus.config.ts).
 */
export function parseSource(source: string, sourcePath: string): Root {
  const tree = parser(sourcePath.endsWith('.mdx')).parse(source);
  printModel(tree, {path: sourcePath});
  typesetTree(tree);
  return tree;
}

/**
 * Renders a doc's source as plain Markdown for readers without a browser: front matter dropped,
 * the title as `# Title`, MDX turned into Markdown, every URL absolute.
 */
export function renderMarkdown(source: string, options: RenderOptions): string {
  const tree = parseSource(source, options.sourcePath);
  const body = transform(tree.children, {...options, partials: partialsOf(tree, options)}).filter(
    // A leading `# Title` in the body would repeat the title.
    (node, index) => !(index === 0 && node.type === 'heading' && node.depth === 1),
  );
  const root: Root = {type: 'root', children: [{type: 'heading', depth: 1, children: [text(options.title)]}, ...body]};
  return stringifier.stringify(root);
}

/** A method of the API, from a `GET /path` code span, with the heading it is under. */
export type ApiMethod = {method: string; path: string; heading?: string};

const METHOD = /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) (\/\S*)$/;

function plainText(node: Nodes): string {
  if ('value' in node && (node.type === 'text' || node.type === 'inlineCode')) {
    return node.value;
  }
  return 'children' in node ? node.children.map(plainText).join('') : '';
}

/** The API methods a page documents: each `METHOD /path` code span, once, in page order. */
export function apiMethods(tree: Root): ApiMethod[] {
  const methods: ApiMethod[] = [];
  const seen = new Set<string>();
  let heading: string | undefined;
  function walk(node: Nodes): void {
    if (node.type === 'heading') {
      heading = plainText(node);
      return;
    }
    if (node.type === 'inlineCode') {
      const match = METHOD.exec(node.value.trim());
      if (match && !seen.has(match[0])) {
        seen.add(match[0]);
        methods.push({method: match[1], path: match[2], heading});
      }
      return;
    }
    if ('children' in node) {
      node.children.forEach(walk);
    }
  }
  walk(tree);
  return methods;
}
