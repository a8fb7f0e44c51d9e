/**
 * The site's search: reads the indexes the search plugin writes (src/plugins/search/index.ts adds
 * readers' words and the site-wide text) and answers a query the way readers type it.
 *
 * - Each word of the query is one group of alternatives: its own forms (stem, the start of a longer
 *   word, a typo one or two letters away), the readers' words of src/config/synonyms.ts, and the
 *   word typed on the other keyboard layout when only that one is known.
 * - A page scores the best match of each group anywhere on it (title, keywords, headings,
 *   description, text), weighted by where it stands; pages that match more of the query's words
 *   (rare words counting more) come first, and a word no page knows is left out instead of emptying
 *   the list.
 * - Pages of the API and the release notes come after the guides unless the query asks for them.
 * - One entry per page: at the place that matches best (its title or a heading), named with its
 *   section (src/config/sections.ts) in its breadcrumb.
 *
 * Answers have the shape of the plugin's search results, which its search bar shows.
 */
import {sectionOf, type SectionId} from '../../../config/sections';
import {SEARCH_SUGGESTIONS} from '../../../config/search';
import {SECTION_WORDS} from '../../../config/synonyms';
import {otherLayout} from './layout';
import {compileLexicon, contains, findPhrases, lexiconOf, type Entry, type Lexicon} from './lexicon';
import {stems, unmarked, words, written, type IndexedPart} from './text';
import {textPostings, type Postings, type TextPart} from './textIndex';

/** The parts of the plugin's index, in its order (its SearchDocumentType); TEXT is the site-wide text. */
export const TITLE = 0;
export const HEADING = 1;
export const DESCRIPTION = 2;
export const KEYWORDS = 3;
export const CONTENT = 4;
const TEXT = 5;

/** How much a match counts by where it stands. */
const WEIGHT: Record<number, number> = {[TITLE]: 4, [HEADING]: 2.5, [KEYWORDS]: 2.5, [DESCRIPTION]: 1.5, [CONTENT]: 1, [TEXT]: 1};
/** Pages of these sections count this much unless the query asks for the section (SECTION_WORDS). */
const ASIDE: Partial<Record<SectionId, number>> = {api: 0.5, blog: 0.5};

/** A document of the plugin's index: `u` URL, `h` hash, `t` text, `s` its heading, `p` its page's title document, `b` breadcrumb. */
export type SearchDocument = {i: number; t: string; u: string; h?: string; p?: number; s?: string; b?: string[]};

/** An index as src/plugins/search/index.ts writes it: the plugin's parts, the site-wide one with the text of every page. */
export type SerializedIndex = (IndexedPart<SearchDocument> | {text: TextPart})[];

type Part = {
  type: number;
  /** Each document's page (the id of its title document) and hash. */
  pages: number[];
  hashes: string[];
  documents?: SearchDocument[];
  /** The part's terms, and a term's documents with their weights (read when first asked for). */
  terms: string[];
  postings(term: string): Postings | undefined;
};

export type LoadedIndex = {
  parts: Part[];
  /** Every term of the index, sorted, and the same as a set. */
  vocabulary: string[];
  known: Set<string>;
  /** Title documents by id (the pages), with their section first in the breadcrumb. */
  pages: Map<number, SearchDocument>;
  descriptions: Map<number, string>;
  /** Heading documents by URL and hash. */
  headings: Map<string, SearchDocument>;
  /** The section of each page. */
  sections: Map<number, SectionId>;
};

/** What a search answers for one page: the plugin's SearchResult, and an excerpt for the results page. */
export type Hit = {
  document: SearchDocument;
  type: number;
  page: SearchDocument | false;
  metadata: Record<string, {t: {position: [number, number][]}}>;
  tokens: string[];
  score: number;
  excerpt?: {text: string; position: [number, number][]};
};

/** A part of the plugin's index, as the site ships it. */
function indexedPart({documents, terms, postings}: IndexedPart<SearchDocument>, type: number): Part {
  const number = new Map(terms.map((term, i) => [term, i]));
  return {
    type,
    documents,
    pages: documents.map((document) => (type === TITLE ? document.i : (document.p ?? document.i))),
    hashes: documents.map((document) => document.h ?? ''),
    terms,
    postings: (term) => postings[number.get(term) ?? -1],
  };
}

/** The site-wide text part: its postings decoded term by term, when first asked for. */
function textPart(part: TextPart): Part {
  const number = new Map(part.terms.map((term, i) => [term, i]));
  const average = part.lengths.reduce((sum, length) => sum + length, 0) / Math.max(1, part.lengths.length);
  const read = new Map<number, Postings>();
  return {
    type: TEXT,
    pages: part.docs.map(([page]) => page),
    hashes: part.docs.map(([, hash]) => hash),
    terms: part.terms,
    postings(term) {
      const i = number.get(term);
      if (i === undefined) {
        return undefined;
      }
      let postings = read.get(i);
      if (!postings) {
        postings = textPostings(part, i, average);
        read.set(i, postings);
      }
      return postings;
    },
  };
}

/** The breadcrumb with the page's section first: ['Оператору', 'Работа с обращениями']. */
function withSection(document: SearchDocument): string[] {
  const {label} = sectionOf(document.u);
  // The first item is the navbar's (the docs or the API, or the blog itself).
  return [label, ...(document.b ?? []).slice(1).filter((item) => item !== label)];
}

/**
 * An index as src/plugins/search/index.ts wrote it, ready to search. `head`: the same index loaded
 * without its text part, which `serialized` then holds alone (its parts come after the head's).
 */
export function loadIndex(serialized: SerializedIndex, head?: LoadedIndex): LoadedIndex {
  const first = head?.parts.length ?? 0;
  const added = serialized.map((part, i): Part => {
    return 'text' in part ? textPart(part.text) : indexedPart(part, first + i);
  });
  const parts = [...(head?.parts ?? []), ...added];
  const pages = new Map(head?.pages);
  const sections = new Map(head?.sections);
  const descriptions = new Map(head?.descriptions);
  const headings = new Map(head?.headings);
  for (const part of added) {
    for (const document of part.documents ?? []) {
      if (part.type === TITLE) {
        pages.set(document.i, {...document, b: withSection(document)});
        sections.set(document.i, sectionOf(document.u).id);
      } else if (part.type === DESCRIPTION) {
        descriptions.set(document.p ?? document.i, document.t);
      } else if (part.type === HEADING) {
        headings.set(`${document.u}${document.h ?? ''}`, document);
      }
    }
  }
  const known = new Set(parts.flatMap((part) => part.terms));
  return {parts, vocabulary: [...known].sort(), known, pages, descriptions, headings, sections};
}

/** Terms of the vocabulary that start with `prefix` (shortest first, at most `max`). */
function withPrefix(vocabulary: string[], prefix: string, max = 40): string[] {
  let low = 0;
  let high = vocabulary.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (vocabulary[mid] < prefix) {
      low = mid + 1;
    } else {
      high = mid;
    }
  }
  const found: string[] = [];
  for (let i = low; i < vocabulary.length && vocabulary[i].startsWith(prefix); i += 1) {
    found.push(vocabulary[i]);
  }
  return found.sort((a, b) => a.length - b.length).slice(0, max);
}

/** Optimal string alignment distance (a swap of neighbours counts one), or Infinity beyond `max`. */
export function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) {
    return Infinity;
  }
  let before: number[] = [];
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let smallest = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, before[j - 2] + 1);
      }
      current.push(value);
      smallest = Math.min(smallest, value);
    }
    if (smallest > max) {
      return Infinity;
    }
    before = previous;
    previous = current;
  }
  return previous[b.length] <= max ? previous[b.length] : Infinity;
}

/** One term to look for, and how good a match of it is (1: the reader's own word). */
type Clause = {terms: string[]; quality: number; own: boolean};
/**
 * One word (or phrase) of the query: its alternatives. `typing`: its last word may be the start of a
 * longer one; `alone`: that word is all the reader has typed yet, so from its first letter.
 */
type Group = {word: string; clauses: Clause[]; typing: boolean; alone?: boolean};

let lexicon: Lexicon | undefined;
let sectionWords: Partial<Record<SectionId, string[][]>> | undefined;

/** The readers' words, compiled once (here, unless the build has: `useReadersWords`). */
function readers(): Lexicon {
  lexicon ??= compileLexicon();
  return lexicon;
}

/** The readers' words as the build compiled them (src/plugins/search/index.ts), instead of compiling them here. */
export function useReadersWords(entries: Entry[]): void {
  lexicon = lexiconOf(entries);
}

/** How surely the index knows a term: 3 as it is, 2 as the start of a word, 1 maybe with a typo, 0 not. */
function knownness(index: LoadedIndex, term: string, typing: boolean): number {
  if (index.known.has(term) || readers().terms.has(term)) {
    return 3;
  }
  if (term.length >= (typing ? 2 : 4) && withPrefix(index.vocabulary, term, 1).length > 0) {
    return 2;
  }
  return term.length >= 4 ? 1 : 0;
}

type QueryWord = {term: string; text: string};

/** A word as typed, or on the other layout when the index knows that one better: its words, and the word as read. */
function resolve(index: LoadedIndex, raw: string, typing: boolean): {words: QueryWord[]; read: string} {
  const read = (text: string): QueryWord[] => words(text).map((word) => ({term: word.stem, text: text.slice(word.start, word.start + word.length)}));
  const typed = read(raw.toLowerCase());
  const other = otherLayout(raw);
  if (!other) {
    return {words: typed, read: raw};
  }
  const converted = read(other);
  const sureness = (found: QueryWord[], stop: number) =>
    found.length === 0 ? stop : Math.min(...found.map(({term}, i) => knownness(index, term, typing && i === found.length - 1)));
  // A word that is all stop words («как») is known as typed; on the other layout, only just.
  return sureness(converted, 0) > sureness(typed, 2.5) ? {words: converted, read: other} : {words: typed, read: raw};
}

/** The query as groups of alternatives, and as read when a word of it was typed on the other layout. */
function parse(index: LoadedIndex, input: string): {groups: Group[]; corrected?: string} {
  const raw = input.split(/\s+/).filter(Boolean).slice(0, 12);
  const typing = !/\s$/.test(input);
  const resolved = raw.map((word, i) => resolve(index, word, typing && i === raw.length - 1));
  const found = resolved.flatMap(({words: read}) => read);
  const terms = found.map(({term}) => term);
  const matches = findPhrases(readers(), terms, typing);
  const groups: Group[] = [];
  for (let at = 0; at < found.length; ) {
    const match = matches.find(({from}) => from === at);
    const to = match ? match.to : at + 1;
    groups.push({
      word: found.slice(at, to).map(({text}) => text).join(' '),
      clauses: [{terms: terms.slice(at, to), quality: 1, own: to - at === 1}, ...(match?.also ?? []).map((phrase) => ({terms: phrase, quality: 0.9, own: false}))],
      typing: typing && to === found.length,
    });
    at = to;
  }
  // The first letters of the query's only word, when they read as no word yet («о», «на», «f»): the
  // start of a longer one, so that the box suggests pages from the first letter the reader types.
  const letters = typing && raw.length === 1 ? written(raw[0]) : '';
  if (/^[\p{L}\p{N}]+$/u.test(letters) && (groups.length === 0 || letters.length === 1)) {
    groups.splice(0, groups.length, {word: raw[0], clauses: [{terms: [letters], quality: 1, own: true}], typing: true, alone: true});
  }
  // Read on the other layout too: the words it makes stop words of («crjkmrj» is «сколько»), which
  // search leaves out either way, so that the query reads as the reader meant it.
  const other = (word: string, i: number) => {
    const converted = otherLayout(word);
    return converted && !index.known.has(resolved[i].words[0]?.term ?? '') && stems(converted).length === 0 ? converted : word;
  };
  const corrected = resolved.some(({read}, i) => read !== raw[i]) ? resolved.map(({read}, i) => (read !== raw[i] ? read : other(raw[i], i))).join(' ') : undefined;
  return {groups, corrected};
}

/**
 * The index terms a clause term stands for, with how good each is: itself; a word it starts (the
 * reader is typing, or a noun of the verb: «переда» → «передач») or that starts it (stemmers cut
 * forms of one word differently: «лимит» → «лим», «лимиты» → «лимит»); for the reader's own words,
 * a word one or two letters away when the index does not know it as typed.
 */
function expand(index: LoadedIndex, term: string, own: boolean, typing: boolean, alone = false): Map<string, number> {
  const found = new Map<string, number>();
  if (index.known.has(term)) {
    found.set(term, 1);
  }
  const longest = own ? Infinity : 2;
  if (term.length >= (alone ? 1 : typing ? 2 : own ? 4 : 3)) {
    for (const longer of withPrefix(index.vocabulary, term)) {
      if (!found.has(longer) && longer.length - term.length <= longest) {
        found.set(longer, 0.5 + (0.4 * term.length) / longer.length);
      }
    }
  }
  const shortest = own ? Math.max(4, Math.ceil(term.length * 0.6)) : Math.max(3, term.length - 2);
  for (let length = term.length - 1; length >= shortest; length -= 1) {
    const shorter = term.slice(0, length);
    if (index.known.has(shorter) && !found.has(shorter)) {
      found.set(shorter, 0.5 + (0.4 * length) / term.length);
    }
  }
  if (own && !index.known.has(term) && term.length >= 4) {
    const most = term.length >= 8 ? 2 : 1;
    // Readers rarely miss the first letter: only words that start with it.
    for (const candidate of withPrefix(index.vocabulary, term[0], Infinity)) {
      if (!found.has(candidate)) {
        const d = distance(term, candidate, most);
        if (d <= most) {
          found.set(candidate, d === 1 ? 0.55 : 0.35);
        }
      }
    }
  }
  return found;
}

/** The stems of the words that name each section's subject, compiled once. */
function subjects(): Partial<Record<SectionId, string[][]>> {
  sectionWords ??= Object.fromEntries(Object.entries(SECTION_WORDS).map(([id, list]) => [id, list.map((word) => stems(word))]));
  return sectionWords;
}

/**
 * Readies what every search needs and no index holds: the readers' words, the sections' subjects,
 * the stemmers and the other keyboard layout. The worker calls it while the index downloads, so the
 * first search pays only for reading the index.
 */
export function warmUp(): void {
  readers();
  subjects();
  words('Операторы передают обращения operators');
  otherLayout('ghbdtn');
  // One query over no index: the search's own code is compiled before the first reader's query.
  search(loadIndex([]), 'как передать обращение оператору', SEARCH_SUGGESTIONS);
}

/** Whether the query names a section's subject (SECTION_WORDS), so its pages are not set aside. */
function asksFor(section: SectionId, groups: Group[]): boolean {
  const terms = groups.flatMap((group) => group.clauses.flatMap((clause) => clause.terms));
  return (subjects()[section] ?? []).some((phrase) => phrase.length > 0 && contains(terms, phrase));
}

/** Where the words of `text` whose index terms are among `terms` stand; at least one place, for the plugin's highlighter. */
function positions(text: string, terms: Set<string>): [number, number][] {
  const starts = new Set([...terms].map((term) => term.slice(0, 3)));
  const found = words(text, (word) => starts.has(word.slice(0, 3)) || [...starts].some((s) => s.startsWith(word.slice(0, 3))))
    .filter((word) => terms.has(word.stem))
    .map((word): [number, number] => [word.start, word.length]);
  return found.length > 0 ? found : [[0, 0]];
}

/** About `length` characters of `text` around its first match, with the matches in it. */
function excerpt(text: string, terms: Set<string>, length = 180): {text: string; position: [number, number][]} {
  const all = positions(text, terms);
  const [first] = all[0];
  if (text.length <= length) {
    return {text, position: all};
  }
  let from = Math.max(0, first - Math.floor(length / 3));
  from = from === 0 ? 0 : text.indexOf(' ', from) + 1 || from;
  const cut = text.slice(from, from + length);
  const to = from + length >= text.length ? cut.length : cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length;
  return {
    text: `${from > 0 ? '…' : ''}${cut.slice(0, to)}${from + to < text.length ? '…' : ''}`,
    position: all
      .filter(([start, size]) => start >= from && start + size <= from + to)
      .map(([start, size]): [number, number] => [start - from + (from > 0 ? 1 : 0), size]),
  };
}

/**
 * A word (or phrase) of the query as the answers (./answers.ts) look for it: each of its clauses
 * as slots, each slot the index terms it stands for with how good a match each is; `weight`: how
 * rare it is among the index's pages (0: no page has it).
 */
export type QueryGroup = {word: string; weight: number; clauses: Map<string, number>[][]};

export type SearchAnswer = {
  hits: Hit[];
  /** Whether the index knows every word of the query and its best page has them all. */
  complete: boolean;
  /** The query's words as this index read them. */
  groups: QueryGroup[];
  /** The query as read, when a word of it was typed on the other keyboard layout. */
  corrected?: string;
};

/** One index term to look for: the group and clause term it stands for, and how good a match it is. */
type Lookup = {group: number; slot: number; term: string; quality: number};

/** Each lookup's postings, part by part, with the weight of the part and of the match applied. */
function eachPosting(index: LoadedIndex, lookups: Lookup[], visit: (lookup: Lookup, part: Part, doc: number, score: number) => void) {
  for (const lookup of lookups) {
    for (const part of index.parts) {
      const factor = WEIGHT[part.type] * lookup.quality;
      const postings = part.postings(lookup.term) ?? [];
      for (let k = 0; k < postings.length; k += 2) {
        visit(lookup, part, postings[k], factor * postings[k + 1]);
      }
    }
  }
}

const PART_TYPES = 6;

/**
 * Searches one index. `context`: the section the reader is in (its pages are not set aside);
 * `limit`: how many pages at most.
 */
export function search(index: LoadedIndex, input: string, limit: number, context?: SectionId): SearchAnswer {
  const {groups, corrected} = parse(index, input);
  // Every term of every clause has a slot; a clause is there when all its slots are.
  const clauses = groups.map((group) => group.clauses.map(() => [] as number[]));
  const lookups: Lookup[] = [];
  let slots = 0;
  groups.forEach((group, g) => {
    group.clauses.forEach((clause, c) => {
      clause.terms.forEach((term, k) => {
        const slot = slots++;
        clauses[g][c].push(slot);
        for (const [found, quality] of expand(index, term, clause.own, group.typing && k === clause.terms.length - 1, group.alone)) {
          lookups.push({group: g, slot, term: found, quality: quality * clause.quality});
        }
      });
    });
  });

  // Per page: which slots it has, and each group's best score in each kind of part.
  const found = new Map<number, {slots: Uint8Array; best: Float64Array}>();
  eachPosting(index, lookups, (lookup, part, doc, score) => {
    const page = part.pages[doc];
    let match = found.get(page);
    if (!match) {
      match = {slots: new Uint8Array(slots), best: new Float64Array(groups.length * PART_TYPES)};
      found.set(page, match);
    }
    match.slots[lookup.slot] = 1;
    const at = lookup.group * PART_TYPES + part.type;
    if (score > match.best[at]) {
      match.best[at] = score;
    }
  });

  // A group's score on a page: its best match in each kind of part (title, headings, text…), added
  // up, when one of its clauses is there whole (a phrase counts only with all its words).
  const groupScores = new Map<number, number[]>();
  for (const [page, match] of found) {
    groupScores.set(
      page,
      groups.map((_, g) =>
        clauses[g].some((slotsOfClause) => slotsOfClause.every((slot) => match.slots[slot]))
          ? match.best.subarray(g * PART_TYPES, (g + 1) * PART_TYPES).reduce((a, b) => a + b, 0)
          : 0,
      ),
    );
  }
  const total = index.pages.size;
  const weights = groups.map((_, g) => {
    const pagesWith = [...groupScores.values()].filter((scores) => scores[g] > 0).length;
    return pagesWith ? Math.log(1 + total / pagesWith) : 0;
  });
  const knownWeight = weights.reduce((a, b) => a + b, 0);
  const read = {groups: queryGroups(groups, clauses, lookups, weights), ...(corrected && {corrected})};
  if (knownWeight === 0) {
    return {hits: [], complete: groups.length === 0, ...read};
  }
  const aside = Object.fromEntries(
    Object.entries(ASIDE).map(([id, factor]) => [id, context === id || asksFor(id as SectionId, groups) ? 1 : factor]),
  ) as Partial<Record<SectionId, number>>;

  const ranked = [...groupScores]
    // Lists without a title of their own (the blog's archive and later pages) are no answer.
    .filter(([page]) => index.pages.get(page)?.t)
    .map(([page, scores]) => {
      const coverage = scores.reduce((sum, score, g) => sum + (score > 0 ? weights[g] : 0), 0) / knownWeight;
      const section = index.sections.get(page)!;
      const score = scores.reduce((a, b) => a + b, 0) * coverage * (aside[section] ?? 1);
      return {page, score, coverage};
    })
    .sort((a, b) => b.score - a.score);

  const complete = weights.every((weight) => weight > 0) && (ranked[0]?.coverage ?? 0) === 1;
  const top = ranked.slice(0, limit);
  const places = bestPlaces(index, groups.length, lookups, new Set(top.map(({page}) => page)));
  return {hits: top.map(({page, score}) => hit(index, groups, places.get(page)!, index.pages.get(page)!, score)), complete, ...read};
}

/** The query's groups with their clauses' index terms (see QueryGroup). */
function queryGroups(groups: Group[], clauses: number[][][], lookups: Lookup[], weights: number[]): QueryGroup[] {
  const bySlot = new Map<number, Map<string, number>>();
  for (const {slot, term, quality} of lookups) {
    const terms = bySlot.get(slot) ?? new Map<string, number>();
    terms.set(term, Math.max(terms.get(term) ?? 0, quality));
    bySlot.set(slot, terms);
  }
  return groups.map((group, g) => ({
    word: group.word,
    weight: weights[g],
    clauses: clauses[g].map((slots) => slots.map((slot) => bySlot.get(slot) ?? new Map<string, number>())),
  }));
}

type Place = {part: Part; doc: number; scores: Float64Array};
type Places = {docs: Map<number, Place>; terms: Set<string>[]};

/** For the pages shown: each matching document's best score per group, and the index terms found per group. */
function bestPlaces(index: LoadedIndex, groups: number, lookups: Lookup[], shown: Set<number>): Map<number, Places> {
  const places = new Map<number, Places>();
  eachPosting(index, lookups, (lookup, part, doc, score) => {
    const page = part.pages[doc];
    if (!shown.has(page)) {
      return;
    }
    let entry = places.get(page);
    if (!entry) {
      entry = {docs: new Map(), terms: Array.from({length: groups}, () => new Set<string>())};
      places.set(page, entry);
    }
    entry.terms[lookup.group].add(lookup.term);
    const key = part.type * 1_000_000 + doc;
    let place = entry.docs.get(key);
    if (!place) {
      place = {part, doc, scores: new Float64Array(groups)};
      entry.docs.set(key, place);
    }
    if (score > place.scores[lookup.group]) {
      place.scores[lookup.group] = score;
    }
  });
  return places;
}

/** The entry for a page: at its best matching place, with the words to highlight. */
function hit(index: LoadedIndex, groups: Group[], match: Places, page: SearchDocument, score: number): Hit {
  const total = (scores: Float64Array) => scores.reduce((x, y) => x + y, 0);
  const [best] = [...match.docs.values()].sort((a, b) => total(b.scores) - total(a.scores) || a.part.type - b.part.type);
  const hash = best.part.hashes[best.doc];
  const heading = hash ? index.headings.get(`${page.u}${hash}`) : undefined;
  const atHeading = heading && best.part.type !== TITLE && best.part.type !== DESCRIPTION && best.part.type !== KEYWORDS;
  const document = atHeading ? heading : page;
  const terms = new Set(match.terms.flatMap((set) => [...set]));
  const tokens = groups.flatMap((group, g) => {
    if (match.terms[g].size === 0) {
      return [];
    }
    const own = group.clauses[0];
    return own.own && match.terms[g].has(own.terms[0]) ? [group.word] : [...match.terms[g]];
  });
  const content = best.part.type === CONTENT ? best.part.documents?.[best.doc] : undefined;
  const excerptText = (content && unmarked(content.t)) ?? index.descriptions.get(page.i);
  return {
    document,
    type: atHeading ? HEADING : TITLE,
    page: atHeading ? page : false,
    metadata: {match: {t: {position: positions(document.t, terms)}}},
    tokens: [...new Set(tokens)],
    score,
    ...(excerptText && {excerpt: excerpt(excerptText, terms)}),
  };
}

/**
 * The answers of two indexes as one list: the section's (`primary`) and the site-wide one's for the
 * words the section does not have. A page in both keeps the section's entry.
 */
export function merge(primary: Hit[], fallback: Hit[], limit: number): Hit[] {
  const seen = new Set(primary.map((hit) => (hit.page || hit.document).u));
  return [...primary, ...fallback.filter((hit) => !seen.has((hit.page || hit.document).u))].sort((a, b) => b.score - a.score).slice(0, limit);
}

/**
 * The files of an index: its head (titles, headings, descriptions, keywords) and its text; the
 * site-wide index also has the text of the pages outside the sections, which only the answers read
 * (src/plugins/search/indexFiles.ts).
 */
export type IndexFile = 'head' | 'text' | 'passages';

export type Searcher = {
  /**
   * Loads the index of a section (its path, such as 'docs/agent', or '' for the site-wide one): its
   * head, and its text after it.
   */
  load(baseUrl: string, context: string): Promise<LoadedIndex>;
  /** The whole index of a section, head and text. */
  whole(baseUrl: string, context: string): Promise<LoadedIndex>;
  /** Searches from a section: its own index first, and the site-wide one for words it does not have. */
  search(baseUrl: string, context: string, input: string, limit: number): Promise<Hit[]>;
  /** The same search, with each index's answer (the section's, then the site-wide one's when asked). */
  query(baseUrl: string, context: string, input: string, limit: number): Promise<Query>;
};

/** A search's hits, and the answers of the indexes it asked, the first index's first. */
export type Query = {hits: Hit[]; answers: SearchAnswer[]};

/** An index being loaded: its head, and the whole index once the text has come. */
type Loading = {head: Promise<LoadedIndex>; whole(): Promise<LoadedIndex>; loaded?: LoadedIndex};

/**
 * Search over the indexes `read` gives, each loaded once (a failed load is tried again next time).
 * An index comes in two files: the head, a fifth of a section's index, answers suggestions as soon
 * as it is there when it has every word of the query on one page (`complete`); otherwise, and for
 * the results page (more than the suggestions), the search waits for the text. `later` runs the
 * reading of a text no search has asked for yet (the search worker: once no suggestion waits).
 */
export function searcher(
  read: (baseUrl: string, context: string, file: IndexFile) => Promise<SerializedIndex>,
  {later = (work) => work()}: {later?: (work: () => void) => void} = {},
): Searcher {
  const cache = new Map<string, Loading>();
  const loading = (baseUrl: string, context: string): Loading => {
    const key = `${baseUrl}\n${context}`;
    let entry = cache.get(key);
    if (!entry) {
      const head = read(baseUrl, context, 'head').then((serialized) => loadIndex(serialized));
      let text: Promise<SerializedIndex> | undefined;
      let whole: Promise<LoadedIndex> | undefined;
      const loaded: Loading = {
        head,
        whole() {
          text ??= read(baseUrl, context, 'text');
          whole ??= Promise.all([head, text]).then(async ([headIndex, serialized]) => {
            // In a task of its own: the answers waiting for the head go first.
            await new Promise((resolve) => setTimeout(resolve, 0));
            loaded.loaded = loadIndex(serialized, headIndex);
            return loaded.loaded;
          });
          // A text that failed to load is tried again when next needed.
          whole.catch(() => {
            text = undefined;
            whole = undefined;
          });
          return whole;
        },
      };
      // The text loads when `later` says (at once, unless told otherwise), or when a search needs it;
      // a failure waits for a search that needs it.
      later(() => void loaded.whole().catch(() => undefined));
      entry = loaded;
      cache.set(key, entry);
      head.catch(() => cache.delete(key));
    }
    return entry;
  };
  /** The answer of one index: from its head when that answers in full, else from the whole index. */
  const answer = async (baseUrl: string, context: string, input: string, limit: number, section?: SectionId): Promise<SearchAnswer> => {
    const entry = loading(baseUrl, context);
    const head = await entry.head;
    if (entry.loaded) {
      return search(entry.loaded, input, limit, section);
    }
    if (limit <= SEARCH_SUGGESTIONS) {
      const early = search(head, input, limit, section);
      if (early.complete) {
        return early;
      }
    }
    try {
      return search(await entry.whole(), input, limit, section);
    } catch {
      // Without its text, the head's answer is still an answer.
      return search(head, input, limit, section);
    }
  };
  /** The search from a section: its own index, and the site-wide one for the words it does not have. */
  const query = async (baseUrl: string, context: string, input: string, limit: number): Promise<Query> => {
    const section = context ? sectionOf(`/${context}`).id : undefined;
    const own = await answer(baseUrl, context, input, limit, section);
    if (!context || own.complete) {
      return {hits: own.hits, answers: [own]};
    }
    try {
      const other = await answer(baseUrl, '', input, limit, section);
      return {hits: merge(own.hits, other.hits, limit), answers: [own, other]};
    } catch {
      // The section's answer is still an answer.
      return {hits: own.hits, answers: [own]};
    }
  };
  return {
    load: (baseUrl, context) => loading(baseUrl, context).head,
    whole: (baseUrl, context) => loading(baseUrl, context).whole(),
    query,
    search: async (baseUrl, context, input, limit) => (await query(baseUrl, context, input, limit)).hits,
  };
}
