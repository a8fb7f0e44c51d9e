// Reads a release note (blog/*.mdx) into its changes: the items of its sections «Новое», «Улучшения»,
// «Исправления» and «Изменения API», each with the roles its `{/* roles: … */}` marker names
// (CONTRIBUTING.md, «Как добавить заметку о выпуске»). A note that breaks the rules fails the build.
// Notes are MDX, so that one can show the product screen of its feature (src/components/Screen):
// imports, JSX and the markers (MDX comments) are no text of a change.
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkDirective from 'remark-directive';
import {printModel} from '../model/remarkModel';
import {typesetTree} from '../typography/remarkTypography';
import type {List, Nodes, Paragraph, PhrasingContent, RootContent} from 'mdast';
import {isRole, ROLES, type Change, type Inline, type Kind, type ReleaseChanges, type Role} from './types';

/** The sections a note may have, by heading, with the id Docusaurus gives the heading. */
export const SECTIONS: Record<string, {kind: Kind; anchor: string}> = {
  Новое: {kind: 'new', anchor: 'новое'},
  Улучшения: {kind: 'improved', anchor: 'улучшения'},
  Исправления: {kind: 'fixed', anchor: 'исправления'},
  'Изменения API': {kind: 'api', anchor: 'изменения-api'},
};

/** A change with its whole text as HTML (links absolute), for the feeds. */
export type ParsedChange = Change & {html: string};
export type ParsedNote = Omit<ReleaseChanges, 'changes'> & {description: string; changes: ParsedChange[]};

/** `{/* roles: agent admin *\/}`: the expression's value is the comment. */
const ROLES_MARKER = /^\/\*\s*roles:([\s\S]*?)\*\/$/;

/** MDX nodes that are no text: expressions (the markers, `{/* truncate *\/}`), JSX (<Screen>), imports. */
const NOT_TEXT = new Set(['html', 'mdxTextExpression', 'mdxFlowExpression', 'mdxJsxTextElement', 'mdxJsxFlowElement', 'mdxjsEsm']);

function isMarker(node: Nodes): boolean {
  return (node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression') && ROLES_MARKER.test(node.value.trim());
}

function frontMatter(text: string, key: string): string | undefined {
  const match = new RegExp(`^${key}:\\s*(.+?)\\s*$`, 'm').exec(/^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '');
  return match?.[1].replace(/^(['"])(.*)\1$/, '$2');
}

function plain(node: Nodes): string {
  if (NOT_TEXT.has(node.type)) {
    return '';
  }
  if ('value' in node) {
    return node.value;
  }
  return 'children' in node ? (node.children as Nodes[]).map(plain).join('') : '';
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function html(nodes: PhrasingContent[], siteUrl: string): string {
  return nodes
    .map((node): string => {
      switch (node.type) {
        case 'text':
          return escapeHtml(node.value);
        case 'inlineCode':
          return `<code>${escapeHtml(node.value)}</code>`;
        case 'strong':
          return `<strong>${html(node.children, siteUrl)}</strong>`;
        case 'emphasis':
          return `<em>${html(node.children, siteUrl)}</em>`;
        case 'link':
          return `<a href="${escapeHtml(node.url.startsWith('/') ? siteUrl + node.url : node.url)}">${html(node.children, siteUrl)}</a>`;
        case 'break':
          return '<br>';
        default:
          return escapeHtml(plain(node));
      }
    })
    .join('')
    .trim();
}

function inlines(nodes: PhrasingContent[], strong = false): Inline[] {
  return nodes.flatMap((node): Inline[] => {
    switch (node.type) {
      case 'inlineCode':
        return [{text: node.value, code: true}];
      case 'strong':
        return inlines(node.children, true);
      case 'text':
        return [{text: node.value, ...(strong && {strong: true as const})}];
      default:
        if (NOT_TEXT.has(node.type)) {
          return [];
        }
        return 'children' in node ? inlines(node.children as PhrasingContent[], strong) : [{text: plain(node)}];
    }
  });
}

/** Abbreviations whose period ends no sentence: «см. [Шаблоны]», «т. е.». */
const ABBREVIATIONS = new Set(['см', 'т', 'д', 'др', 'пр', 'г']);

/** The pieces up to the end of the first sentence: a period, «!» or «?» outside code, then a capital. */
export function firstSentence(pieces: Inline[]): Inline[] {
  const result: Inline[] = [];
  for (const [index, piece] of pieces.entries()) {
    if (!piece.code) {
      const rest = pieces
        .slice(index + 1)
        .map((p) => (p.code ? '`' : p.text))
        .join('');
      const pattern = /[.!?](?=(\s+)(\S))/g;
      for (let m = pattern.exec(piece.text + rest); m && m.index < piece.text.length; m = pattern.exec(piece.text + rest)) {
        const word = /([\p{L}]+)$/u.exec(piece.text.slice(0, m.index))?.[1] ?? '';
        const next = (piece.text + rest)[m.index + 1 + m[1].length];
        if (!ABBREVIATIONS.has(word.toLowerCase()) && /[\p{Lu}«"`(\d]/u.test(next)) {
          result.push({...piece, text: piece.text.slice(0, m.index + 1)});
          return result;
        }
      }
    }
    result.push(piece);
  }
  return result;
}

function trimEnd(pieces: Inline[]): Inline[] {
  const result = pieces.map((piece) => ({...piece}));
  while (result.length && !result.at(-1)!.code && !result.at(-1)!.text.trim()) {
    result.pop();
  }
  const last = result.at(-1);
  if (last && !last.code) {
    last.text = last.text.trimEnd();
  }
  return result;
}

function firstDocLink(node: Nodes): string | undefined {
  if (node.type === 'link' && node.url.startsWith('/docs/')) {
    return node.url;
  }
  return 'children' in node ? node.children.map(firstDocLink).find(Boolean) : undefined;
}

/** Every roles marker in `node`, however deep. */
function markersIn(node: Nodes): Nodes[] {
  if (isMarker(node)) {
    return [node];
  }
  return 'children' in node ? (node.children as Nodes[]).flatMap(markersIn) : [];
}

/** The roles of a paragraph's `{/* roles: … *\/}` marker; undefined without one. Each marker read is added to `read`. */
function rolesOf(paragraphs: Paragraph[], where: string, read: Set<Nodes>): Role[] | undefined {
  const markers = paragraphs.flatMap((p) => p.children.filter((c) => isMarker(c)));
  if (markers.length === 0) {
    return undefined;
  }
  if (markers.length > 1) {
    throw new Error(`${where}: more than one roles marker`);
  }
  read.add(markers[0]);
  const names = ROLES_MARKER.exec((markers[0] as {value: string}).value.trim())![1].trim().split(/\s+/).filter(Boolean);
  const unknown = names.filter((name) => !isRole(name));
  if (names.length === 0 || unknown.length > 0) {
    throw new Error(`${where}: unknown role "${unknown.join(' ')}" in its roles marker; roles: ${ROLES.join(', ')}`);
  }
  return ROLES.filter((role) => names.includes(role));
}

/**
 * The changes of the release note `text` (the file's whole MDX text) named `file`. Every list item of a
 * section is a change and must carry a roles marker; so is a paragraph with one; a paragraph ending with «:» is one change together with the list after it. A paragraph
 * without a marker («Подробности — на странице …») is no change: it lends its docs link to the
 * section's changes that have none. A section without changes fails, and so does a marker that
 * belongs to no change (in the introduction, on a line of its own, in a nested list) or MDX that does not parse.
 */
export function parseNote(text: string, file: string, siteUrl: string): ParsedNote {
  const slug = frontMatter(text, 'slug');
  const version = /^(\d+)-(\d+)$/.exec(slug ?? '');
  if (!version) {
    throw new Error(`${file}: the front matter has no release slug like "6-27"`);
  }
  let tree;
  try {
    tree = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter).use(remarkDirective).parse(text);
  } catch (error) {
    const {message, line} = error as {message: string; line?: number};
    const hint = /<!--/.test(text) ? ' (a note is MDX: write {/* roles: … */} and {/* truncate */}, not HTML comments)' : '';
    throw new Error(`${file}:${line ?? 0}: not valid MDX: ${message}${hint}`);
  }
  // The facts and labels of the product model printed, the prose typeset: as the note's page says it.
  printModel(tree, {path: file});
  typesetTree(tree);
  const read = new Set<Nodes>();
  const changes: ParsedChange[] = [];
  let section: {kind: Kind; anchor: string; fallback?: string; start: number} | undefined;

  const add = (paragraphs: Paragraph[], roles: Role[], details?: List) => {
    const children = paragraphs.flatMap((p) => [...p.children, {type: 'text', value: ' '} as const]);
    const summary = trimEnd(firstSentence(inlines(children)));
    const last = summary.at(-1);
    if (details && last && !last.code) {
      // «Появились операции:» and the list of them: the summary ends with a period.
      last.text = last.text.replace(/:$/, '.');
    }
    const items = details?.children.map((item) => `<li>${item.children.flatMap((c) => (c.type === 'paragraph' ? [html(c.children, siteUrl)] : [])).join(' ')}</li>`);
    changes.push({
      kind: section!.kind,
      roles,
      summary,
      doc: [...paragraphs, ...(details ? [details] : [])].map(firstDocLink).find(Boolean),
      anchor: section!.anchor,
      html: paragraphs.map((p) => html(p.children, siteUrl)).join(' ') + (items ? `<ul>${items.join('')}</ul>` : ''),
    });
  };
  const closeSection = () => {
    if (section) {
      if (changes.length === section.start) {
        throw new Error(`${file}: the section of ${section.anchor} lists no change; mark each item or paragraph with {/* roles: … */}`);
      }
      for (const change of changes.slice(section.start)) {
        change.doc ??= section.fallback;
      }
    }
  };

  const nodes = tree.children as RootContent[];
  for (let index = 0; index < nodes.length; index += 1) {
    const node = nodes[index];
    const line = node.position?.start.line ?? 0;
    const where = `${file}:${line}`;
    if (node.type === 'heading' && node.depth === 2) {
      closeSection();
      const heading = plain(node).trim();
      const known = SECTIONS[heading];
      if (!known) {
        throw new Error(`${where}: unknown section «${heading}»; a release note has ${Object.keys(SECTIONS).map((s) => `«${s}»`).join(', ')}`);
      }
      section = {...known, start: changes.length};
    } else if (section && node.type === 'list') {
      for (const item of node.children) {
        const itemWhere = `${file}:${item.position?.start.line ?? line}`;
        const paragraphs = item.children.filter((c): c is Paragraph => c.type === 'paragraph');
        const roles = rolesOf(paragraphs, itemWhere, read);
        if (!roles) {
          throw new Error(`${itemWhere}: the item has no roles marker, e.g. {/* roles: agent admin */}`);
        }
        add(paragraphs, roles);
      }
    } else if (section && node.type === 'paragraph') {
      const roles = rolesOf([node], where, read);
      const next = nodes[index + 1];
      if (roles && next?.type === 'list' && /:\s*$/.test(plain(node).trim())) {
        // A paragraph that introduces a list is one change with it.
        add([node], roles, next);
        index += 1;
      } else if (roles) {
        add([node], roles);
      } else {
        section.fallback ??= firstDocLink(node);
      }
    }
  }
  closeSection();
  const stray = markersIn(tree as Nodes).find((marker) => !read.has(marker));
  if (stray) {
    throw new Error(`${file}:${stray.position?.start.line ?? 0}: a roles marker that ends no item or paragraph of a section; put it at the end of the change it marks`);
  }
  if (changes.length === 0) {
    throw new Error(`${file}: the release note lists no changes`);
  }
  return {
    version: `${version[1]}.${version[2]}`,
    title: frontMatter(text, 'title') ?? `Версия ${version[1]}.${version[2]}`,
    description: frontMatter(text, 'description') ?? '',
    permalink: `/blog/${slug}`,
    date: frontMatter(text, 'date') ?? /(\d{4}-\d{2}-\d{2})/.exec(file)?.[1] ?? '',
    changes,
  };
}
