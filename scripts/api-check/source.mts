// What the pages under docs/api show, read from their MDX sources with the partials they import put
// in place: the code samples and examples the stages run and validate, the prose, and the tables'
// directives (the tables themselves are made from the specs: src/plugins/apiReference/tables.mts).
// Used by the stages here and by tests/unit/api-docs.spec.ts.
//
// A page is a list of blocks in reading order. Each block knows where it stands: the `##` section, the
// operation that section documents (its `METHOD /path` line), the `###` subsection («Запрос», «Ответ»,
// «Ошибки», «Примеры кода»), the tab of a code sample, and, for examples under «Ответ» or «Ошибки», the
// HTTP status named by the nearest paragraph before them that starts with it (`200 OK` — …).
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Nodes, Root, RootContent} from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {OPERATION_LINE, SPEC_NAMES, SPECS, specOfFile, type SpecName} from '../../src/plugins/apiReference/spec.mts';
import {isTableDirective} from '../../src/plugins/apiReference/tables.mts';

export type OperationRef = {method: string; path: string; line: number};
export type Place = {
  file: string;
  line: number;
  h2: string | null;
  h3: string | null;
  h4: string | null;
  operation: OperationRef | null;
  status: string | null;
  tab: string | null;
  partialOf?: string;
};
export type CodeBlock = Place & {kind: 'code'; lang: string; meta: string; value: string};
export type TableBlock = Place & {kind: 'table'; rows: string[][]};
export type TextBlock = Place & {kind: 'text'; value: string};
export type DirectiveBlock = Place & {kind: 'directive'; name: string; attributes: Record<string, string>};
export type Block = CodeBlock | TableBlock | TextBlock | DirectiveBlock;
export type Page = {file: string; rel: string; api: SpecName | null; webhook: string | null; blocks: Block[]};

type Node = Root | RootContent;
type JsxElement = Extract<RootContent, {type: 'mdxJsxFlowElement'}>;

const parser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx).use(remarkDirective).use(remarkGfm);

/** Text of an mdast node; inline code keeps its backticks so that code spans stay recognisable. */
export function textOf(node: Nodes): string {
  if (node.type === 'inlineCode') {
    return `\`${node.value}\``;
  }
  if ('value' in node && typeof node.value === 'string' && node.type !== 'mdxTextExpression') {
    return node.value;
  }
  return 'children' in node ? (node.children as Nodes[]).map(textOf).join('') : '';
}

/** Default imports of `.mdx` partials: component name → absolute path. */
function partialImports(tree: Root, file: string, root: string): Map<string, string> {
  const imports = new Map<string, string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') {
      continue;
    }
    for (const [, name, source] of node.value.matchAll(/^import (\w+) from '([^']+\.mdx)';?$/gm)) {
      const target = source!.startsWith('@site/') ? path.join(root, source!.slice('@site/'.length)) : path.resolve(path.dirname(file), source!);
      imports.set(name!, target);
    }
  }
  return imports;
}

function attribute(node: JsxElement, name: string): string | undefined {
  const found = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  return typeof found?.value === 'string' ? found.value : undefined;
}

/**
 * Reads one page (or partial) of the site at `root` into blocks. `context` carries the place a
 * partial is imported at.
 */
export function readPage(file: string, root: string, context: Partial<Place> = {}): Block[] {
  const tree = parser.parse(readFileSync(file, 'utf8'));
  const imports = partialImports(tree, file, root);
  const blocks: Block[] = [];
  const at: Omit<Place, 'file' | 'line'> = {h2: null, h3: null, h4: null, operation: null, status: null, tab: null, ...context};

  const push = (node: Node, fields: Omit<CodeBlock, keyof Place> | Omit<TableBlock, keyof Place> | Omit<TextBlock, keyof Place> | Omit<DirectiveBlock, keyof Place>) =>
    blocks.push({file, line: node.position?.start.line ?? 0, ...at, ...fields} as Block);

  function visit(node: Node): void {
    switch (node.type) {
      case 'heading': {
        const title = textOf(node).trim();
        if (node.depth === 2) {
          Object.assign(at, {h2: title, h3: null, h4: null, operation: null, status: null});
        } else if (node.depth === 3) {
          Object.assign(at, {h3: title, h4: null, status: null});
        } else if (node.depth === 4) {
          Object.assign(at, {h4: title, status: null});
        }
        return;
      }
      case 'paragraph': {
        const text = textOf(node).trim();
        const [first] = node.children;
        const operation = node.children.length === 1 && first?.type === 'inlineCode' ? OPERATION_LINE.exec(first.value) : null;
        if (operation && at.h2 && !at.h3 && !at.operation) {
          at.operation = {method: operation[1]!.toLowerCase(), path: operation[2]!, line: node.position?.start.line ?? 0};
          return;
        }
        const status = first?.type === 'inlineCode' ? /^(\d{3}) /.exec(first.value) : null;
        if (status) {
          at.status = status[1]!;
        }
        push(node, {kind: 'text', value: text});
        return;
      }
      case 'code':
        push(node, {kind: 'code', lang: node.lang ?? '', meta: node.meta ?? '', value: node.value});
        return;
      case 'table':
        push(node, {kind: 'table', rows: node.children.map((row) => row.children.map((cell) => textOf(cell).trim()))});
        return;
      case 'leafDirective':
        if (isTableDirective(node.name)) {
          const attributes = Object.fromEntries(Object.entries(node.attributes ?? {}).map(([key, value]) => [key, value ?? '']));
          push(node, {kind: 'directive', name: node.name, attributes});
        }
        return;
      case 'mdxJsxFlowElement': {
        const partial = node.name ? imports.get(node.name) : undefined;
        if (partial) {
          blocks.push(...readPage(partial, root, {...at}).map((b) => ({...b, partialOf: file})));
          return;
        }
        const tab = node.name === 'TabItem' ? attribute(node, 'value') : undefined;
        const saved = at.tab;
        if (tab) {
          at.tab = tab;
        }
        node.children.forEach(visit);
        at.tab = saved;
        return;
      }
      case 'list':
      case 'listItem':
      case 'blockquote':
        node.children.forEach(visit);
        return;
      default:
        if (node.type === 'root') {
          node.children.forEach(visit);
        }
    }
  }
  visit(tree);
  return blocks;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((e) => e.isFile() && /\.mdx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((f) => !path.relative(dir, f).split(path.sep).some((part) => part.startsWith('_')))
    .sort();
}

/**
 * Every API page of the site at `root`: file, interface (null for the overview, which speaks of
 * both), webhook name for webhook pages, blocks.
 */
export function readPages(root: string): Page[] {
  const pages = filesUnder(path.join(root, 'docs/api')).map((file) => ({
    file,
    rel: path.relative(root, file),
    api: specOfFile(file) ?? null,
    // A webhook's page is named after it; the folder's index is its hub (src/plugins/hubs), not a webhook.
    webhook: path.basename(path.dirname(file)) === 'webhooks' && !/^index\.mdx?$/.test(path.basename(file)) ? path.basename(file).replace(/\.mdx?$/, '') : null,
    blocks: readPage(file, root),
  }));
  return pages.filter((page) => page.api || page.blocks.some(callsAnApi));
}

/**
 * Whether a block names an API's base URL: a page outside both APIs' folders is of the reference
 * only if it does (the overview does; the page on the docs' MCP server, ai-assistants.mdx, does not).
 */
function callsAnApi(block: Block): boolean {
  const text = block.kind === 'table' ? block.rows.flat().join(' ') : 'value' in block ? block.value : '';
  return SPEC_NAMES.some((name) => text.includes(SPECS[name].base));
}
