/**
 * Rehype plugin for the Markdown tables of docs, blog and pages, run at build time (no JS for readers),
 * whatever wrote the table (a writer's Markdown, or the API reference's tables rendered from the specs).
 * It gives each table what src/css/tables.css lays it out by:
 * - `--rt-need`: the width in rem the table needs to be read as a grid (each column on one line or at a
 *   readable measure); in a narrower column it is a stack of cards;
 * - the headers of its middle columns as CSS custom properties (`--th-2: "Тип"`), which label the cells
 *   of a card: the first cell heads the card, the middle ones are labelled, the description closes it;
 *   a first column of short keys (`400`) heads the card together with the second cell (`rt-lead`),
 *   which then needs no label;
 * - in a grid, the description (the column with the most text, usually the last) wraps, the other
 *   columns stay on one line, but for a column of long values or of phrases (`rt-wrap-N`); a
 *   description that is not the last column is named (`rt-desc-N`, `rt-desc-0` for none); long names
 *   in the first column (`message.attachments[].mimeType`) wrap after their dots (`<wbr>`); a column
 *   of numbers (`rt-num-N`) lines up on the right, its header with it.
 */
import type {Element, ElementContent, Root, RootContent} from 'hast';

/** A column whose longest value has at most this many characters is kept on one line… */
const SHORT = 16;
/** …but a value of several words only up to this length: a longer one may wrap between its words. */
const PHRASE = 10;
/** The first column (a field or parameter name) is kept on one line up to this length. */
const NAME = 24;
/** A first column of numbers this short (an HTTP status) does not head a card alone. */
const KEY = 4;
/** A column with a value this long is prose (a description, what to do): it needs a measure to be read. */
const PROSE = 40;
/** The description is the column with the most text, if it has a value this long: a table of short values has none. */
const DESCRIBED = 24;
/** A number as a table prints it: `180`, `16,9`, `1 024`, `0:40`, `50 %`; a dash for none. */
const NUMBER = /^(?:[-−]?\d[\d\s.,:]*%?|[—–-])$/;

/**
 * What a table needs to be read as a grid, in rem (src/css/tables.css makes it cards below that):
 * a column kept on one line, its longest value; a column of phrases, about two words; prose, a
 * measure of about 27 characters; each at least its header's longest word, plus the cell's padding.
 * Average widths of the site's fonts at 16 px: text 0.56 rem a character, bold headers 0.62, inline
 * code 0.55 and its padding 0.4.
 */
const REM = {char: 0.56, head: 0.62, code: 0.55, pill: 0.4, padding: 1.6, phrase: 12, prose: 15};

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

/** `word`: the longest run a line cannot break (a URL, a code); a name of the first column breaks after its dots. */
type Column = {label: string; longest: number; word: number; total: number; phrase: number; numeric: boolean; digits: boolean; code: boolean};

function columnsOf(labels: string[], rows: Element[], names: Element[]): Column[] {
  const columns = labels.map((label): Column => ({label, longest: 0, word: 0, total: 0, phrase: 0, numeric: true, digits: false, code: true}));
  for (const row of rows) {
    childElements(row, 'td').forEach((cell, index) => {
      const column = columns[index];
      if (!column) {
        return;
      }
      const text = textOf(cell).trim();
      column.longest = Math.max(column.longest, text.length);
      column.total += text.length;
      column.word = Math.max(column.word, ...text.split(index === 0 ? /[\s.]+/ : /\s+/).map((part) => part.length));
      column.numeric &&= text === '' || NUMBER.test(text);
      column.digits ||= /\d/.test(text);
      column.code &&= text === '' || cell.children.every((child) => isElement(child, 'code') || (child.type === 'text' && !child.value.trim()));
      if (/\s/.test(text)) {
        column.phrase = Math.max(column.phrase, text.length);
      }
      if (index === 0) {
        names.push(cell);
      }
    });
  }
  return columns;
}

export function labelTable(table: Element): void {
  const head = childElements(table, 'thead')[0];
  const headerRow = head && childElements(head, 'tr')[0];
  if (!headerRow) {
    return;
  }
  const labels = childElements(headerRow, 'th').map((cell) => textOf(cell).trim());
  // Everything here ends up in the page's JavaScript (MDX), so the table carries as little as it can:
  // the labels of the middle columns, what it needs, and a class only for a column that breaks the rule.
  if (labels.length < 2) {
    return;
  }
  const names: Element[] = [];
  const columns = columnsOf(labels, childElements(table, 'tbody').flatMap((body) => childElements(body, 'tr')), names);
  const totals = columns.map((column) => column.total);
  const most = totals.lastIndexOf(Math.max(...totals));
  const description = columns[most]!.longest > DESCRIBED ? most : -1;
  // `400 | VALIDATION_ERROR | …`: the status alone would be a thin band above a labelled code.
  const [first, second] = columns as [Column, Column];
  const lead = labels.length > 2 && first.numeric && first.digits && first.longest <= KEY && second.longest <= NAME && description !== 1;
  const wraps = columns.map((column, index) => index === description || column.longest > (index === 0 ? NAME : SHORT) || column.phrase > PHRASE);
  const need = columns.reduce((sum, column, index) => {
    const word = Math.max(0, ...column.label.split(/\s+/).map((part) => part.length)) * REM.head;
    const per = column.code ? REM.code : REM.char;
    const pill = column.code ? REM.pill : 0;
    let width = column.longest * per + pill;
    if (wraps[index]) {
      // A column that wraps still holds its longest unbreakable run (a URL in code) on one line.
      width = Math.max(index === description || column.longest > PROSE ? REM.prose : Math.min(width, REM.phrase), column.word * per + pill);
    }
    return sum + Math.max(width, word) + REM.padding;
  }, 0);
  const labelled = (index: number) => index > (lead ? 1 : 0) && index !== description;
  const style = labels.map((label, index) => (labelled(index) && label ? `--th-${index + 1}:${cssString(label)}` : '')).filter(Boolean);
  table.properties.style = [...style, `--rt-need:${Math.round(need)}`].join(';');
  // The description is the last column unless a class says which it is, or that there is none (`rt-desc-0`).
  if (description !== labels.length - 1) {
    addClass(table, `rt-desc-${description + 1}`);
  }
  if (lead) {
    addClass(table, 'rt-lead');
  }
  columns.forEach((column, index) => {
    if (index > 0 && column.numeric && column.digits) {
      addClass(table, `rt-num-${index + 1}`);
    }
    if (index !== description && wraps[index]) {
      addClass(table, `rt-wrap-${index + 1}`);
      if (index === 0 && column.longest > NAME) {
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
