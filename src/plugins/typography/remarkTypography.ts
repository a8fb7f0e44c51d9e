/**
 * A remark plugin: Russian typography (./typeset.ts) on the prose of a page, never in code, URLs,
 * JSX or front matter. Registered for the docs, the blog and the pages in docusaurus.config.ts (before
 * Docusaurus' own plugins, so the table of contents reads the typeset headings) and run by the
 * Markdown copies (src/plugins/llms/markdown.ts), so the HTML, the search index built from it, the
 * Markdown copies and llms-full.txt say the same.
 *
 * The text of a paragraph, heading or table cell is typeset as one string across its bold, italic and
 * link parts («до **20 МБ**»), then each character goes back to the node it came from. Code and other
 * parts that are not prose split the string. A heading keeps the anchor its words gave it before:
 * links across the site point at it.
 */
import type {Heading, Nodes, Parent, Root, Text} from 'mdast';
import {typeset} from './typeset';

/** Parts of a paragraph whose text is the reader's prose. */
const PROSE = new Set(['strong', 'emphasis', 'delete', 'link', 'linkReference']);

/** The text nodes of a paragraph in order, cut into runs at anything that is not prose. */
function runs(parent: Parent): Text[][] {
  const found: Text[][] = [[]];
  const walk = (node: Nodes) => {
    if (node.type === 'text') {
      found[found.length - 1].push(node);
    } else if (PROSE.has(node.type) && 'children' in node && !isBareUrl(node)) {
      node.children.forEach(walk);
    } else {
      found.push([]);
    }
  };
  parent.children.forEach((child) => walk(child as Nodes));
  return found.filter((run) => run.length > 0);
}

/** A link that shows its own address: not prose. */
function isBareUrl(node: Nodes): boolean {
  return node.type === 'link' && node.children.length === 1 && node.children[0].type === 'text' && /^(https?:|mailto:|www\.)/.test(node.children[0].value);
}

/** Typesets a run as one text and gives each node its part back. */
function typesetRun(run: Text[]): void {
  const whole = run.map((node) => node.value).join('');
  const result = typeset(whole);
  if (result === whole) {
    return;
  }
  let offset = 0;
  for (const node of run) {
    node.value = result.slice(offset, offset + node.value.length);
    offset += node.value.length;
  }
}

/** Whether a node holds prose directly: a paragraph, a heading, a table cell, a directive's label. */
const holdsProse = (node: Nodes): node is Parent & Nodes => 'children' in node && node.children.some((child) => child.type === 'text' || PROSE.has(child.type));

function plainText(node: Nodes): string {
  if (node.type === 'text' || node.type === 'inlineCode') {
    return node.value;
  }
  return 'children' in node ? node.children.map((child) => plainText(child as Nodes)).join('') : '';
}

/**
 * The anchor Docusaurus would give the heading for its words before typesetting: its headings plugin
 * takes a given id and makes a slug of it (lower case, as it does of words); a heading with an id of
 * its own (`{#id}`, `{/* #id *\/}`) is left to it.
 */
function keepAnchor(heading: Heading): void {
  const words = heading.children.filter((child) => child.type !== 'html' && (child.type as string) !== 'jsx').map((child) => plainText(child as Nodes)).join('');
  const last = heading.children.at(-1);
  if (/\{#[^}]*\}\s*$/.test(words) || last?.type === 'mdxTextExpression' || heading.data?.hProperties?.id) {
    return;
  }
  heading.data = {...heading.data, hProperties: {...heading.data?.hProperties, id: words.toLowerCase()}};
}

/** Types every prose part of a tree; code, JSX and front matter are never prose. */
export function typesetTree(tree: Root): void {
  const walk = (node: Nodes) => {
    if (node.type === 'code' || node.type === 'html' || node.type === 'yaml' || node.type === 'mdxJsxTextElement' || node.type === 'mdxjsEsm') {
      return;
    }
    if (node.type === 'heading') {
      keepAnchor(node);
    }
    if (holdsProse(node)) {
      runs(node).forEach(typesetRun);
    }
    if ('children' in node) {
      for (const child of node.children) {
        if (!PROSE.has(child.type)) {
          walk(child as Nodes);
        }
      }
    }
  };
  walk(tree);
}

export default function remarkTypography() {
  return (tree: Root) => typesetTree(tree);
}
