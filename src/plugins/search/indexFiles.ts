/**
 * The search indexes as the site ships them, made from those the search plugin writes:
 *
 * - Every part keeps its documents and each document's terms with their weights, which is what
 *   the search worker reads; lunr's lists of the positions of every word (half of each file) go.
 * - The keywords part gets, for each page, the readers' words of src/config/synonyms.ts for what
 *   the page is about (its title and keywords): «бан» on the page about «блокировка».
 * - The site-wide index (search-index.json, used outside the sections) holds the titles, headings,
 *   descriptions and keywords of every page and, instead of the paragraphs of every page (about
 *   900 KB gzip), which words each part of each page contains (./engine/textIndex.ts): the home
 *   page finds a page by its text, and shows its description instead of an excerpt.
 * - The sections that end a page with links to others («Что дальше», «Связанные страницы»,
 *   CONTRIBUTING.md) are left out: they name other pages, and a page is not about them.
 * - Lists the plugin leaves out that readers look for by name (the release notes, /blog) come in
 *   by their title and description.
 * - Each index is two files: its head (titles, headings, descriptions, keywords: a fifth of a
 *   section's index) and its text (search-index-docs-agent.text.json). The worker answers the
 *   first suggestions from the head while the text is on its way (./engine/search.ts `searcher`).
 * - The answers of search (./engine/answers.ts) quote sentences: a section's text keeps its blocks
 *   apart (./passages.ts), and the site-wide index has a third file with the text of the pages that
 *   no section's index holds (search-index.passages.json), which only the answers read.
 */
import {SECTIONS, isUnder} from '../../config/sections';
import {compileLexicon, readersWords, type Lexicon} from './engine/lexicon';
import {CONTENT, DESCRIPTION, HEADING, KEYWORDS, TITLE, type SearchDocument, type SerializedIndex} from './engine/search';
import {fromLunr, indexPart, stems, type SerializedLunr} from './engine/text';
import {buildTextPart} from './engine/textIndex';
import {typeset} from '../typography/typeset';

/** Headings of the sections of links that end every page. */
const LINK_SECTIONS = new Set(['Что дальше', 'Связанные страницы']);

/** A part of an index as the plugin writes it: documents and their lunr index. */
export type PluginPart = {documents: SearchDocument[]; index: SerializedLunr};

/**
 * The plugin's parts with the page's typography back: the plugin condenses every white space of a
 * page, non-breaking ones too, to a plain space, so the texts are typeset again as the page was
 * (src/plugins/typography; the same length, so no position moves). A reader's hit then reads as the
 * page does, with no number apart from its unit.
 */
export function typesetParts(parts: PluginPart[]): PluginPart[] {
  return parts.map((part) => ({...part, documents: part.documents.map((document) => ({...document, t: typeset(document.t), ...(document.s ? {s: typeset(document.s)} : {})}))}));
}

/** The keywords documents with each page's readers' words added; a page without keywords gets a document when it has such words. */
export function withReadersWords(titles: SearchDocument[], keywords: SearchDocument[], lexicon: Lexicon): SearchDocument[] {
  const byPage = new Map(keywords.map((document) => [document.p ?? document.i, document]));
  return titles.flatMap((title) => {
    const own = byPage.get(title.i);
    const added = readersWords(lexicon, stems(`${title.t} ${own?.t ?? ''}`));
    if (added.length === 0) {
      return own ? [own] : [];
    }
    return [{...(own ?? {i: title.i, s: title.t, u: title.u, p: title.i}), t: [own?.t, ...added].filter(Boolean).join(', ')}];
  });
}

/** A list page to find by its name: its URL, title and description. */
export type ListPage = {u: string; t: string; description: string};

/** One of the plugin's index files as the site ships it; `site` for the site-wide one; `lists`: list pages to add. */
/** Whether a document is one of the sections of links that end a page. */
function isLinks(document: SearchDocument, type: number): boolean {
  return LINK_SECTIONS.has((type === HEADING ? document.t : type === CONTENT && document.s) || '');
}

export function shippedIndex(plugin: PluginPart[], site: boolean, lexicon: Lexicon = compileLexicon(), lists: ListPage[] = []): SerializedIndex {
  let id = Math.max(0, ...plugin.flatMap((part) => part.documents.map((document) => document.i)));
  const pages = lists.map((list) => ({...list, i: ++id}));
  const added: Record<number, SearchDocument[]> = {
    [TITLE]: pages.map(({i, t, u}) => ({i, t, u, b: [t]})),
    [DESCRIPTION]: pages.filter((page) => page.description).map(({i, t, u, description}) => ({i, t: description, s: t, u, p: i})),
  };
  const titles = [...plugin[TITLE].documents, ...added[TITLE]];
  return plugin.map((part, type) => {
    const documents = [...part.documents.filter((document) => !isLinks(document, type)), ...(added[type] ?? [])];
    if (type === KEYWORDS) {
      return indexPart(withReadersWords(titles, documents, lexicon));
    }
    if (type === CONTENT && site) {
      return {text: buildTextPart(documents)};
    }
    return added[type]?.length ? indexPart(documents) : fromLunr(documents, part.index);
  });
}

/** An index as its two files: the head (every part but the text) and the text part alone. */
export function indexFiles(index: SerializedIndex): {head: SerializedIndex; text: SerializedIndex} {
  return {head: index.slice(0, CONTENT), text: index.slice(CONTENT)};
}

/**
 * The site-wide index's passages: the text of the pages no section's index holds (the FAQ, the
 * start pages, the chat-bot and SDK guides…), section by section, without the sections of links.
 * A part without terms: only the answers read it.
 */
export function sitePassages(plugin: PluginPart[]): SerializedIndex {
  const indexed = SECTIONS.filter((section) => section.searchIndex).map((section) => section.paths[0]);
  const documents = plugin[CONTENT].documents
    .filter((document) => !isLinks(document, CONTENT) && !indexed.some((path) => isUnder(document.u, path)))
    .map(({i, t, s, u, h}) => ({i, t, u, ...(s && {s}), ...(h && {h})}));
  return [{documents, terms: [], postings: []}];
}
