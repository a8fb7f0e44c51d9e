// How well search answers the reader queries of bench/search-queries.json: shared by the search
// bench (scripts/bench-search.mjs, all queries, beside Pagefind) and the floors in npm test
// (tests/search-quality.spec.ts). No imports: node runs it as it is (type stripping).

/** A reader query and the pages that answer it. `meant`: what a query typed on the wrong layout meant. */
export type ReaderQuery = {q: string; kind: string; accept: string[]; meant?: string; holdout?: boolean};

export type Score = {n: number; hit1: number; hit8: number; mrr: number};

/** The queries of a query set file. */
export function parseQueries(json: string): ReaderQuery[] {
  return (JSON.parse(json) as {queries: ReaderQuery[]}).queries;
}

/** A result's page as the query set names it: no origin, query, hash, `index.html`/`.html` or trailing slash. */
export function pagePath(url: string): string {
  return decodeURI(new URL(url, 'http://x').pathname.replace(/(\/index)?\.html$/, '').replace(/(.)\/$/, '$1'));
}

/** Rank (1-based) of the first acceptable page among the first 8 results, or 0. */
export function firstHit(results: string[], accept: string[]): number {
  return results.slice(0, 8).findIndex((url) => accept.includes(pagePath(url))) + 1;
}

/**
 * hit@1, hit@8 and MRR for the ranks of the first acceptable result (0: none): per kind, for all
 * queries, and for the holdout queries alone (never used to tune search).
 */
export function score(queries: ReaderQuery[], ranks: number[]): Record<string, Score> {
  const kinds = ['all', ...new Set(queries.map((q) => q.kind)), 'holdout'];
  const picks = (kind: string, q: ReaderQuery) => kind === 'all' || q.kind === kind || (kind === 'holdout' && q.holdout === true);
  return Object.fromEntries(
    kinds.map((kind) => {
      const picked = ranks.filter((_, i) => picks(kind, queries[i]));
      const n = picked.length;
      const share = (x: number) => Math.round((x / Math.max(1, n)) * 1000) / 1000;
      return [kind, {n, hit1: share(picked.filter((r) => r === 1).length), hit8: share(picked.filter((r) => r > 0).length), mrr: share(picked.reduce((sum, r) => sum + (r ? 1 / r : 0), 0))}];
    }),
  );
}
