/**
 * Words as the search index holds them: lunr's tokenizer and the pipeline of the search plugin's
 * index (English and Russian: trimmer, stop words, Snowball stemmers), with «ё» read as «е» so that
 * «суфлер» finds «суфлёр». Used when the site is built (src/plugins/search/index.ts) and in the
 * search worker.
 */
import lunr from 'lunr';
import stemmerSupport from 'lunr-languages/lunr.stemmer.support';
import russian from 'lunr-languages/lunr.ru';
import multi from 'lunr-languages/lunr.multi';

type WithLanguages = typeof lunr & {multiLanguage?: (...languages: string[]) => lunr.Builder.Plugin};

/**
 * Words split at spaces (a non-breaking one too) and hyphens, the non-breaking hyphen of «Чат‑центр»
 * (src/plugins/typography/typeset.ts) among them: «чат-центр» typed by a reader finds it. One lunr for
 * the site's build (the search plugin's index) and the search worker, so set where both read it.
 */
lunr.tokenizer.separator = /[\s\-\u2011]+/;

/** The languages of the search plugin's index (its `language` option). */
export const LANGUAGES = ['en', 'ru'];

let languages: lunr.Builder.Plugin | undefined;
let pipeline: lunr.Pipeline | undefined;

/**
 * lunr with the index's languages and pipeline. Registered once, when first needed: the search
 * plugin registers the same languages when it builds its indexes and in its generated module,
 * and lunr warns about each language registered twice.
 */
function setup(): {languages: lunr.Builder.Plugin; pipeline: lunr.Pipeline} {
  if (!languages || !pipeline) {
    const withLanguages = lunr as WithLanguages;
    if (!withLanguages.multiLanguage) {
      stemmerSupport(lunr);
      russian(lunr);
      multi(lunr);
    }
    // Each call registers its trimmer again, which lunr warns about when the plugin made one too.
    const warn = lunr.utils.warn;
    lunr.utils.warn = () => undefined;
    try {
      languages = withLanguages.multiLanguage!(...LANGUAGES);
    } finally {
      lunr.utils.warn = warn;
    }
    const builder = new lunr.Builder();
    builder.use(languages);
    pipeline = builder.pipeline;
  }
  return {languages, pipeline};
}

/** Lower case, «ё» as «е». */
export function normalize(text: string): string {
  return text.toLowerCase().replace(/ё/g, 'е');
}

const known = new Map<string, string>();

/** The index term of a word, or '' for a stop word or punctuation. */
export function stem(word: string): string {
  const lower = word.toLowerCase();
  let term = known.get(lower);
  if (term === undefined) {
    const [token] = setup().pipeline.run([new lunr.Token(lower, {})]);
    term = token ? normalize(token.toString()) : '';
    if (known.size > 50_000) {
      known.clear();
    }
    known.set(lower, term);
  }
  return term;
}

export type Word = {stem: string; start: number; length: number};

const EDGES = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;

/** A word as written, in lower case, without the punctuation around it, «ё» as «е». */
export function written(word: string): string {
  return normalize(word.replace(EDGES, ''));
}

/**
 * The words of `text` with their index terms and where they stand (punctuation around them left
 * out); with `maybe`, only the words it accepts as written, in lower case (cheaper than stemming all).
 */
export function words(text: string, maybe?: (word: string) => boolean): Word[] {
  const found: Word[] = [];
  for (const token of lunr.tokenizer(text)) {
    const raw = token.toString();
    const bare = raw.replace(EDGES, '');
    if (maybe && !maybe(normalize(bare))) {
      continue;
    }
    const term = stem(raw);
    if (!term) {
      continue;
    }
    const [start, length] = (token as unknown as {metadata: {position: [number, number]}}).metadata.position;
    const lead = raw.length - raw.replace(/^[^\p{L}\p{N}]+/u, '').length;
    found.push({stem: term, start: start + lead, length: bare.length || length});
  }
  return found;
}

/** The index terms of `text`, in order. */
export function stems(text: string): string[] {
  return words(text).map((word) => word.stem);
}

/**
 * A part of the search index as the site ships it: its documents and, for each term (sorted), the
 * documents that have it with its BM25 weight there, ready to search without rebuilding anything.
 */
export type IndexedPart<Document> = {
  documents: Document[];
  terms: string[];
  /** For each term: document number (in `documents`) and weight, in turn. */
  postings: number[][];
};

/** A lunr 2 index as `Index.toJSON()` gives it (the search plugin writes its parts so). */
export type SerializedLunr = {invertedIndex: [string, {_index: number}][]; fieldVectors: [string, number[]][]};

/**
 * A lunr index of `documents` (or more) as the site ships it: term by term, without the positions
 * of every word, «ё» as «е» (two spellings of a word become one term, with the better weight).
 */
export function fromLunr<Document extends {i: number}>(documents: Document[], index: SerializedLunr): IndexedPart<Document> {
  const termOf: string[] = [];
  for (const [term, {_index}] of index.invertedIndex) {
    termOf[_index] = normalize(term);
  }
  const position = new Map(documents.map((document, doc) => [String(document.i), doc]));
  const byTerm = new Map<string, Map<number, number>>();
  for (const [fieldRef, weights] of index.fieldVectors) {
    const doc = position.get(fieldRef.slice(fieldRef.indexOf('/') + 1));
    if (doc === undefined) {
      continue;
    }
    for (let k = 0; k < weights.length; k += 2) {
      const term = termOf[weights[k]];
      const docs = byTerm.get(term) ?? new Map<number, number>();
      docs.set(doc, Math.max(docs.get(doc) ?? 0, weights[k + 1]));
      byTerm.set(term, docs);
    }
  }
  const terms = [...byTerm.keys()].sort();
  return {documents, terms, postings: terms.map((term) => [...byTerm.get(term)!].flat())};
}

/** Indexes `documents` (their `t`) as the search plugin does. */
export function lunrIndex(documents: {i: number; t: string}[]): SerializedLunr {
  const {languages: plugin} = setup();
  const index = lunr(function () {
    this.use(plugin);
    this.ref('i');
    this.field('t');
    for (const document of documents) {
      this.add({i: String(document.i), t: document.t});
    }
  });
  return index.toJSON() as unknown as SerializedLunr;
}

/** Indexes `documents` as the search plugin does, in the shape the site ships. */
export function indexPart<Document extends {i: number; t: string}>(documents: Document[]): IndexedPart<Document> {
  return fromLunr(documents, lunrIndex(documents));
}

/**
 * Encloses the hash of a heading inside a section's text (src/plugins/search/passages.ts):
 * «⁣#hash⁣» on a line of its own, before the heading's line.
 */
export const HEADING_MARK = '\u2063';
const MARKS = new RegExp(`${HEADING_MARK}[^${HEADING_MARK}]*${HEADING_MARK}`, 'g');

/** A section's text without the marks of the headings inside it. */
export function unmarked(text: string): string {
  return text.replace(MARKS, ' ');
}
