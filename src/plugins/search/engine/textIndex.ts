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
};

/** The plugin's content documents: one per part of a page, `p` the page's title document. */
type ContentDocument = {t: string; u: string; h?: string; p?: number};

export function buildTextPart(documents: ContentDocument[]): TextPart {
  const docs: TextPart['docs'] = [];
  const byTerm = new Map<string, [doc: number, count: number][]>();
  for (const document of documents) {
    const doc = docs.length;
    docs.push([document.p ?? 0, document.h ?? '']);
    const counts = new Map<string, number>();
    for (const term of stems(document.t)) {
      counts.set(term, (counts.get(term) ?? 0) + 1);
    }
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
  return {docs, terms, postings};
}

export type Posting = {doc: number; weight: number};

/**
 * The postings of a text part with BM25 weights, as lunr gives the plugin's parts (k1 = 1.2,
 * b = 0.75), so that both kinds of part score alike.
 */
export function readTextPart(part: TextPart): Map<string, Posting[]> {
  const lengths = new Array<number>(part.docs.length).fill(0);
  const decoded = part.postings.map((list) => {
    let doc = 0;
    return list.split(',').map((entry) => {
      const [gap, count] = entry.split(':');
      doc += parseInt(gap, 36);
      const tf = count ? Number(count) : 1;
      lengths[doc] += tf;
      return {doc, tf};
    });
  });
  const average = lengths.reduce((sum, length) => sum + length, 0) / Math.max(1, lengths.length);
  const n = part.docs.length;
  const result = new Map<string, Posting[]>();
  part.terms.forEach((term, i) => {
    const list = decoded[i];
    const idf = Math.log(1 + Math.abs(n - list.length + 0.5) / (list.length + 0.5));
    result.set(
      term,
      list.map(({doc, tf}) => ({doc, weight: (idf * (1.2 + 1) * tf) / (1.2 * (1 - 0.75 + (0.75 * lengths[doc]) / average) + tf)})),
    );
  });
  return result;
}
