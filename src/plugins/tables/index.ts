/**
 * Rehype plugin for the Markdown tables of docs, blog and pages, run at build time (no JS for readers):
 * - the table gets the headers of its middle columns as CSS custom properties (`--th-2: "Тип"`), so src/css/tables.css can stack a row into a card on phones:
 *   the first cell heads the card, the middle ones are labelled, the description closes it;
 * - on wider screens the description (the column with the most text, usually the last) takes the free
 *   width and the other columns stay on one line, but for a column of long values
 *   (`rt-wrap-N`) and a description that is not the last column (`rt-desc-N`); long
 *   names in the first column (`message.attachments[].mimeType`) wrap after their dots (`<wbr>`).
 */
import type {Element, ElementContent, Root, RootContent} from 'hast';

/** A column whose longest value has at most this many characters is kept on one line. */
const SHORT = 16;
/** The first column (a field or parameter name) is kept on one line up to this length. */
const NAME = 24;

type Node = Root | RootContent | ElementContent;

function isElement(node: Node, tagName?: string): node is Element {
  return node.type === 'element' && (tagName === undefined || node.tagName === tagName);
}

/** The visible text of a node (MDX elements included). */
export function textOf(node: Node): string {
  if ('value' in node && typeof node.value === 'string' && node.type === 'text') {
    return node.value;
  }
  return 'children' in node ? (node.children as Node[]).map(textOf).join('') : '';
}

/** A CSS string literal. */
function cssString(text: string): string {
  return `"${text.replace(/["\\]/g, '\\$&').replace(/\n/g, ' ')}"`;
}

function childElements(node: Element, tagName: string): Element[] {
  return node.children.filter((child): child is Element => isElement(child, tagName));
}

function addClass(node: Element, name: string): void {
  const current = node.properties.className;
  const list = Array.isArray(current) ? current.map(String) : current ? String(current).split(' ') : [];
  node.properties.className = [...list, name];
}

export function labelTable(table: Element): void {
  const head = childElements(table, 'thead')[0];
  const headerRow = head && childElements(head, 'tr')[0];
  if (!headerRow) {
    return;
  }
  const headers = childElements(headerRow, 'th');
  const labels = headers.map((cell) => textOf(cell).trim());
  const rows = childElements(table, 'tbody').flatMap((body) => childElements(body, 'tr'));
  const longest = labels.map(() => 0);
  const total = labels.map(() => 0);
  const names: Element[] = [];
  for (const row of rows) {
    childElements(row, 'td').forEach((cell, index) => {
      const label = labels[index];
      if (label === undefined) {
        return;
      }
      const length = textOf(cell).trim().length;
      longest[index] = Math.max(longest[index]!, length);
      total[index]! += length;
      if (index === 0) {
        names.push(cell);
      }
    });
  }
  // Everything here ends up in the page's JavaScript (MDX), so the table carries as little as it can:
  // the labels of the middle columns, and a class only for a column that breaks the rule.
  if (labels.length < 2) {
    return;
  }
  const description = total.lastIndexOf(Math.max(...total));
  const style = labels
    .map((label, index) => (index > 0 && index !== description && label ? `--th-${index + 1}:${cssString(label)}` : ''))
    .filter(Boolean);
  if (style.length) {
    table.properties.style = style.join(';');
  }
  if (description !== labels.length - 1) {
    addClass(table, `rt-desc-${description + 1}`);
  }
  longest.forEach((length, index) => {
    if (index !== description && length > (index === 0 ? NAME : SHORT)) {
      addClass(table, `rt-wrap-${index + 1}`);
      if (index === 0) {
        names.forEach(breakAfterDots);
      }
    }
  });
}

const WBR: Element = {type: 'element', tagName: 'wbr', properties: {}, children: []};

/** `a.b[].c` → ['a.', 'b[].', 'c']. */
const dottedParts = (text: string) => text.split(/(?<=\.)(?=[^.\s])/);

/**
 * Lets a long dotted name wrap after its dots: `a.b[].c` → `a.<wbr>b[].<wbr>c`. Inline code is split
 * into one `<code>` a part (src/css/tables.css joins them into one pill): the theme renders a `<code>`
 * with anything but text as a code block.
 */
function breakAfterDots(node: Element): void {
  node.children = node.children.flatMap((child): ElementContent[] => {
    if (child.type === 'text') {
      return dottedParts(child.value).flatMap((part, index) => [...(index > 0 ? [{...WBR}] : []), {type: 'text' as const, value: part}]);
    }
    if (child.type !== 'element') {
      return [child];
    }
    const only = child.children.length === 1 ? child.children[0] : undefined;
    if (child.tagName === 'code' && only?.type === 'text') {
      return dottedParts(only.value).flatMap((part, index) => [
        ...(index > 0 ? [{...WBR}] : []),
        {...child, properties: {...child.properties}, children: [{type: 'text' as const, value: part}]},
      ]);
    }
    breakAfterDots(child);
    return [child];
  });
}

function walk(node: Node): void {
  if (isElement(node, 'table')) {
    labelTable(node);
  }
  if ('children' in node) {
    (node.children as Node[]).forEach(walk);
  }
}

export default function rehypeTables(): (tree: Root) => void {
  return (tree) => walk(tree);
}
