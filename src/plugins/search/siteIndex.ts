/**
 * The site-wide search index, made small enough to download on a first search.
 *
 * The local search plugin writes one index per search context (section) and, for pages outside
 * every section, an index of the whole site: all of its text, about 900 KB gzip, which a reader
 * of the home page would download on the first keystroke. `trimSiteIndex` keeps, in that index,
 * every page's title, headings, description and keywords (so any page is found from anywhere by
 * what it is about), and the full text only of the pages outside the sections. The full text of a
 * section's page is searched from that section, whose own index holds it.
 */

/** One searchable entry of the plugin's index: `u` is its page's URL. */
type SearchDocument = {i: number; u: string; [field: string]: unknown};

/** A lunr 2 index as serialized by `lunr.Index.toJSON()`. */
type SerializedLunrIndex = {
  version: string;
  fields: string[];
  fieldVectors: [ref: string, vector: number[]][];
  invertedIndex: [term: string, posting: {_index: number; [field: string]: unknown}][];
  pipeline: string[];
};

type IndexPart = {documents: SearchDocument[]; index: SerializedLunrIndex};

/** The plugin's parts, in its order (SearchDocumentType): the last one is the pages' full text. */
const CONTENT_PART = 4;

/** True when `url` is a section's page: the section path itself or below it. */
export function inSection(url: string, sections: string[]): boolean {
  const page = url.split(/[?#]/)[0];
  return sections.some((section) => page === section || page.startsWith(`${section}/`));
}

/**
 * The part with only the documents that `keep` accepts: their entries, their vectors and their
 * postings; terms left with no posting are dropped. Term numbers (`_index`) stay as they are, so
 * the remaining vectors and postings still agree, and scores are those of the full index.
 */
export function filterPart(part: IndexPart, keep: (document: SearchDocument) => boolean): IndexPart {
  const documents = part.documents.filter(keep);
  const refs = new Set(documents.map((document) => String(document.i)));
  const fieldVectors = part.index.fieldVectors.filter(([fieldRef]) => refs.has(fieldRef.slice(fieldRef.indexOf('/') + 1)));
  const invertedIndex: SerializedLunrIndex['invertedIndex'] = [];
  for (const [term, posting] of part.index.invertedIndex) {
    const kept: typeof posting = {_index: posting._index};
    let found = false;
    for (const field of part.index.fields) {
      const byRef = (posting[field] ?? {}) as Record<string, unknown>;
      kept[field] = Object.fromEntries(Object.entries(byRef).filter(([ref]) => refs.has(ref)));
      found ||= Object.keys(kept[field] as object).length > 0;
    }
    if (found) {
      invertedIndex.push([term, kept]);
    }
  }
  return {documents, index: {...part.index, fieldVectors, invertedIndex}};
}

/** The site-wide index without the full text of the pages under `sections` (paths such as '/docs/agent'). */
export function trimSiteIndex(parts: IndexPart[], sections: string[]): IndexPart[] {
  return parts.map((part, type) => (type === CONTENT_PART ? filterPart(part, (document) => !inSection(document.u, sections)) : part));
}
