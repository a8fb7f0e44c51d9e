/**
 * The pages of docs/ and blog/ as the checks of tests/unit/model.spec.ts read them: each source parsed
 * as Docusaurus parses it (MDX only for `.mdx`), the model's `:fact` and `:label` printed, with its
 * route and title. Read once per worker.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import type {Nodes, Root} from 'mdast';
import {printModel} from '../../src/plugins/model/remarkModel';

export const ROOT = path.join(__dirname, '../..');

export type Page = {file: string; route: string; title: string; tree: Root};

/** The files under `dir` (from the repository) whose names match. */
export function filesOf(dir: string, name: RegExp): string[] {
  return readdirSync(path.join(ROOT, dir), {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? filesOf(file, name) : name.test(entry.name) ? [file] : [];
  });
}

const filesUnder = (dir: string) => filesOf(dir, /\.mdx?$/);

export function parse(source: string, file: string): Root {
  const processor = unified().use(remarkParse).use(remarkFrontmatter).use(remarkDirective).use(remarkGfm);
  const tree = (file.endsWith('.mdx') ? processor.use(remarkMdx) : processor).parse(source);
  printModel(tree, {path: file});
  return tree;
}

const frontMatter = (source: string, key: string) =>
  new RegExp(`^${key}:\\s*(.+?)\\s*$`, 'm').exec(/^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '')?.[1].replace(/^(['"])(.*)\1$/, '$2');

function routeOf(file: string, source: string): string {
  const slug = frontMatter(source, 'slug');
  if (file.startsWith('blog/')) {
    return `/blog/${slug}`;
  }
  const dir = path.dirname(file).replace(/^docs/, '/docs');
  if (slug) {
    return slug.startsWith('/') ? `/docs${slug}` : `${dir}/${slug}`;
  }
  const name = path.basename(file).replace(/\.mdx?$/, '');
  return name === 'index' ? dir : `${dir}/${name}`;
}

let cached: Page[] | undefined;

/** Every page of docs/ and blog/ (not the partials, whose text the pages show). */
export function pages(): Page[] {
  cached ??= [...filesUnder('docs'), ...filesUnder('blog')]
    .filter((file) => !path.basename(file).startsWith('_'))
    .map((file) => {
      const source = readFileSync(path.join(ROOT, file), 'utf8');
      return {file, route: routeOf(file, source), title: frontMatter(source, 'title') ?? '', tree: parse(source, file)};
    });
  return cached;
}

/** The partials too: the checks of text read them, once each. */
export function sources(): {file: string; tree: Root}[] {
  const partials = filesUnder('docs')
    .filter((file) => path.basename(file).startsWith('_'))
    .map((file) => ({file, tree: parse(readFileSync(path.join(ROOT, file), 'utf8'), file)}));
  return [...pages(), ...partials];
}

/** A node's text, code included. */
export function plain(node: Nodes): string {
  if (node.type === 'text' || node.type === 'inlineCode') {
    return node.value;
  }
  return 'children' in node ? node.children.map((child) => plain(child as Nodes)).join('') : '';
}

/** Visits every node under `node`, the nodes of code and JSX attributes aside. */
export function visit(node: Nodes, each: (node: Nodes, parent?: Nodes) => void, parent?: Nodes): void {
  each(node, parent);
  if ('children' in node) {
    for (const child of node.children) {
      visit(child as Nodes, each, node);
    }
  }
}

/**
 * Text blocks of prose: each paragraph, heading, list item's paragraph and table row, code left out;
 * with `maskLabels`, the digits of bold labels («**Последние 30 дней**») as #.
 */
export function proseBlocks(tree: Root, {maskLabels = false} = {}): {text: string; line: number}[] {
  const blocks: {text: string; line: number}[] = [];
  const prose = (node: Nodes): string => {
    if (node.type === 'text') {
      return node.value;
    }
    if (node.type === 'strong' && maskLabels) {
      return plain(node).replace(/\d/g, '#');
    }
    if (node.type === 'inlineCode' || node.type === 'mdxTextExpression' || node.type === 'mdxJsxTextElement' || node.type === 'html') {
      return ' ';
    }
    return 'children' in node ? node.children.map((child) => prose(child as Nodes)).join('') : '';
  };
  visit(tree, (node) => {
    if (node.type === 'paragraph' || node.type === 'heading' || node.type === 'tableRow') {
      const text = node.type === 'tableRow' ? node.children.map(prose).join(' | ') : prose(node);
      blocks.push({text, line: node.position?.start.line ?? 0});
    }
  });
  return blocks;
}
