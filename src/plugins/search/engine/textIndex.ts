/**
 * The text of every page, compactly, for the site-wide search index: which words each part of a
 * page (its introduction and each heading's section) contains, without the text itself. About a
 * quarter of the plugin's index of the same text (which also holds every paragraph for excerpts
 * and every word's positions), so that the home page finds any page by its text within the index
 * budget. Built by src/plugins/search/index.ts, read by the search worker.
 */
import {stems} from './text';

export type TextPart = {
  /** One entry per part of a page: the id of the page's title document and the heading's hash ('' for the introduction). */
  docs: [page: number, hash: string][];
  /** Every index term, sorted. */
  terms: string[];
  /** For each term, the parts that contain it: base-36 gaps between part numbers, `:n` when it occurs n > 1 times. */
  postings: string[];
  /** How many words each part has (for BM25). */
  lengths: number[];
};

/** The plugin's content documents: one per part of a page, `p` the page's title document. */
type ContentDocument = {t: string; u: string; h?: string; p?: number};

export function buildTextPart(documents: ContentDocument[]): TextPart {
  const docs: TextPart['docs'] = [];
  const lengths: number[] = [];
  const byTerm = new Map<string, [doc: number, count: number][]>();
  for (const document of documents) {
    const doc = docs.length;
    docs.push([document.p ?? 0, document.h ?? '']);
    const counts = new Map<string, number>();
    const terms = stems(document.t);
    for (const term of terms) {
      counts.set(term, (counts.get(term) ?? 0) + 1);
    }
    lengths.push(terms.length);
    for (const [term, count] of counts) {
      const list = byTerm.get(term) ?? [];
      list.push([doc, count]);
      byTerm.set(term, list);
    }
  }
  const terms = [...byTerm.keys()].sort();
  const postings = terms.map((term) => {
    let previous = 0;
    return byTerm
      .get(term)!
      .map(([doc, count]) => {
        const gap = (doc - previous).toString(36);
        previous = doc;
        return count > 1 ? `${gap}:${count}` : gap;
      })
      .join(',');
  });
  return {docs, terms, postings, lengths};
}

/** A term's documents and weights: document number and weight, in turn. */
export type Postings = number[];

/**
 * The postings of one term of a text part, with BM25 weights as lunr gives the plugin's parts
 * (k1 = 1.2, b = 0.75), so that both kinds of part score alike. Read when a query first needs the
 * term: the lists are most of the index, and reading them all would slow the first search.
 */
export function textPostings(part: TextPart, term: number, average: number): Postings {
  const list = part.postings[term];
  const entries: number[] = [];
  let doc = 0;
  let value = 0;
  let count = false;
  for (let i = 0; i <= list.length; i += 1) {
    const code = i < list.length ? list.charCodeAt(i) : 44;
    if (code === 44) {
      // ',' or the end: one entry done.
      if (!count) {
        doc += value;
      }
      entries.push(doc, count ? value : 1);
      value = 0;
      count = false;
    } else if (code === 58) {
      // ':': the gap is read, the number of times follows (in decimal).
      doc += value;
      value = 0;
      count = true;
    } else {
      value = count ? value * 10 + (code - 48) : value * 36 + (code <= 57 ? code - 48 : code - 87);
    }
  }
  const n = part.docs.length;
  const df = entries.length / 2;
  const idf = Math.log(1 + Math.abs(n - df + 0.5) / (df + 0.5));
  for (let k = 0; k < entries.length; k += 2) {
    const tf = entries[k + 1];
    entries[k + 1] = (idf * (1.2 + 1) * tf) / (1.2 * (1 - 0.75 + (0.75 * part.lengths[entries[k]]) / average) + tf);
  }
  return entries;
}
