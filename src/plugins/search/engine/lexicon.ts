/**
 * The readers' words of src/config/synonyms.ts, as index terms: which phrases a query also looks
 * for, and which words a page gets as keywords. Stemming every word of the list is most of the
 * search worker's start-up, so the build does it (src/plugins/search/index.ts hands the worker the
 * entries) and the worker only arranges them (`lexiconOf`).
 */
import {SYNONYMS} from '../../../config/synonyms';
import {stems} from './text';

/** A word or phrase as index terms: «горячие клавиши» → ['горяч', 'клавиш']. */
export type Phrase = string[];

export type Entry = {
  /** What readers say, as written and as index terms. */
  readers: {text: string; phrase: Phrase}[];
  /** The site's words the readers' ones also find (the same list when every word finds the others). */
  site: {text: string; phrase: Phrase}[];
  symmetric: boolean;
};

type Said = {phrase: Phrase; also: Phrase[]};

export type Lexicon = {
  entries: Entry[];
  /** What each phrase a reader may type also finds, by the phrase's first term. */
  byFirst: Map<string, Said[]>;
  /** Every index term of the list: a word that is in it is a word the search knows. */
  terms: Set<string>;
};

/** The synonyms lines (see src/config/synonyms.ts) as entries of index terms. */
export function compileEntries(lines: string[] = SYNONYMS): Entry[] {
  const side = (text: string) =>
    text
      .split(',')
      .map((word) => word.trim())
      .filter(Boolean)
      .map((word) => ({text: word, phrase: stems(word)}))
      .filter(({phrase}) => phrase.length > 0);
  return lines.map((line): Entry => {
    const [left, right] = line.split('→');
    const readers = side(left);
    return right === undefined ? {readers, site: readers, symmetric: true} : {readers, site: side(right), symmetric: false};
  });
}

/** Entries to ship: a line whose words all find each other lists them once. */
export function shippedEntries(entries: Entry[]): Entry[] {
  return entries.map((entry) => (entry.symmetric ? {...entry, site: []} : entry));
}

/** The lexicon of entries compiled by `compileEntries` (or shipped by `shippedEntries`). */
export function lexiconOf(compiled: Entry[]): Lexicon {
  // One list for both sides when the words all find each other (`also` leaves a phrase itself out).
  const entries = compiled.map((entry) => (entry.symmetric ? {...entry, site: entry.readers} : entry));
  const terms = new Set(entries.flatMap((entry) => [...entry.readers, ...entry.site].flatMap(({phrase}) => phrase)));
  const byFirst = new Map<string, Said[]>();
  for (const entry of entries) {
    // Readers' words find the site's; the site's words of a one-way line only keep their words together.
    const said = [
      ...entry.readers.map((one) => ({phrase: one.phrase, also: entry.site.filter((other) => other !== one).map((other) => other.phrase)})),
      ...(entry.symmetric ? [] : entry.site.map((one) => ({phrase: one.phrase, also: []}))),
    ];
    for (const one of said) {
      byFirst.set(one.phrase[0], [...(byFirst.get(one.phrase[0]) ?? []), one]);
    }
  }
  return {entries, terms, byFirst};
}

/** The synonyms lines (see src/config/synonyms.ts) as index terms. */
export function compileLexicon(lines: string[] = SYNONYMS): Lexicon {
  return lexiconOf(compileEntries(lines));
}

/** Whether `phrase` stands in `terms` from `at`; the last term of the query may be a word being typed. */
function standsAt(phrase: Phrase, terms: string[], at: number, typing: boolean): boolean {
  return phrase.every((term, k) => {
    const word = terms[at + k];
    if (word === undefined) {
      return false;
    }
    const last = typing && at + k === terms.length - 1;
    return word === term || (last && word.length >= 3 && term.startsWith(word));
  });
}

/** Where a phrase stands in a list of terms. */
export function contains(terms: string[], phrase: Phrase): boolean {
  return terms.some((_, at) => standsAt(phrase, terms, at, false));
}

export type Match = {
  /** Positions of the query terms the phrase covers. */
  from: number;
  to: number;
  /** The other phrases to look for, as index terms. */
  also: Phrase[];
};

/**
 * The readers' phrases in a query (its terms, in order), longest first and not overlapping, each
 * with what it also finds. `typing`: the last term may be the start of a word.
 */
export function findPhrases(lexicon: Lexicon, terms: string[], typing: boolean): Match[] {
  const matches: Match[] = [];
  let at = 0;
  while (at < terms.length) {
    // The last word may be the start of one: then any phrase of one word that it starts.
    const candidates =
      typing && at === terms.length - 1 && terms[at].length >= 3
        ? [...lexicon.byFirst].filter(([first]) => first.startsWith(terms[at])).flatMap(([, said]) => said)
        : (lexicon.byFirst.get(terms[at]) ?? []);
    let best: Match | undefined;
    for (const said of candidates) {
      if ((!best || said.phrase.length > best.to - best.from) && standsAt(said.phrase, terms, at, typing)) {
        best = {from: at, to: at + said.phrase.length, also: said.also};
      }
    }
    if (best) {
      matches.push(best);
      at = best.to;
    } else {
      at += 1;
    }
  }
  return matches;
}

/**
 * The readers' words for a page about `about` (the index terms of its title and keywords): for
 * every line with a word of the page, the words that find it.
 */
export function readersWords(lexicon: Lexicon, about: string[]): string[] {
  const added = new Set<string>();
  for (const entry of lexicon.entries) {
    if (entry.site.some(({phrase}) => contains(about, phrase))) {
      for (const {text, phrase} of entry.readers) {
        if (!contains(about, phrase)) {
          added.add(text);
        }
      }
    }
  }
  return [...added];
}
