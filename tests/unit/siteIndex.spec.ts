import {expect, test} from '@playwright/test';
import lunr from 'lunr';
import {filterPart, inSection, trimSiteIndex} from '../../src/plugins/search/siteIndex';

type Doc = {i: number; u: string; t: string};

/** A part of the plugin's index: documents and their lunr index, serialized as the plugin writes it. */
function part(documents: Doc[]) {
  const index = lunr(function () {
    this.ref('i');
    this.field('t');
    this.metadataWhitelist = ['position'];
    documents.forEach((document) => this.add(document));
  });
  return {documents, index: JSON.parse(JSON.stringify(index))};
}

const refs = (serialized: ReturnType<typeof part>['index'], query: string) =>
  lunr.Index.load(serialized)
    .search(query)
    .map((result) => Number(result.ref));

// English text: lunr's own pipeline (the build adds the Russian one from lunr-languages).
const DOCS: Doc[] = [
  {i: 1, u: '/docs/agent/queue', t: 'queue of the agent threads'},
  {i: 2, u: '/docs/agent/threads#transfer', t: 'transfer a thread to a colleague'},
  {i: 3, u: '/docs/start/whatis', t: 'what a queue and a thread are'},
  {i: 4, u: '/docs/agentura', t: 'a page outside the section with a similar address'},
];

/** The term lunr indexes for a word. */
const term = (word: string) => lunr.stemmer(new lunr.Token(word, {})).toString();

test('a URL is in a section when it is the section or below it, whatever its hash or query', () => {
  const sections = ['/docs/agent', '/blog'];
  expect(inSection('/docs/agent', sections)).toBe(true);
  expect(inSection('/docs/agent/queue/threads', sections)).toBe(true);
  expect(inSection('/docs/agent/queue#статусы', sections)).toBe(true);
  expect(inSection('/blog?page=2', sections)).toBe(true);
  expect(inSection('/docs/agentura', sections)).toBe(false);
  expect(inSection('/docs/', sections)).toBe(false);
  expect(inSection('/', sections)).toBe(false);
});

test('a filtered part keeps its documents, their postings and vectors, and still answers queries', () => {
  const full = part(DOCS);
  const kept = filterPart(full, (document) => document.i !== 2);
  expect(kept.documents.map((document) => document.i)).toEqual([1, 3, 4]);
  expect(kept.index.fieldVectors.map(([ref]) => ref)).toEqual(['t/1', 't/3', 't/4']);
  // A term of the removed document only is gone; one it shared keeps its other postings.
  const terms = new Map(kept.index.invertedIndex);
  expect(terms.has(term('colleague'))).toBe(false);
  expect(Object.keys(terms.get(term('thread'))?.t as object).sort()).toEqual(['1', '3']);
  // Loaded by lunr: the same answers as the full index, less the removed document.
  expect(refs(full.index, 'queue').sort()).toEqual([1, 3]);
  expect(refs(kept.index, 'queue').sort()).toEqual([1, 3]);
  expect(refs(full.index, 'colleague')).toEqual([2]);
  expect(refs(kept.index, 'colleague')).toEqual([]);
  // Term numbers are unchanged, so the kept vectors and postings still agree.
  const fullTerms = new Map(full.index.invertedIndex as [string, {_index: number}][]);
  expect(terms.get(term('queue'))?._index).toBe(fullTerms.get(term('queue'))?._index);
});

test('the site index keeps every part but the full text of section pages', () => {
  const titles = part(DOCS);
  const content = part(DOCS);
  const parts = [titles, part([]), part([]), part([]), content];
  const trimmed = trimSiteIndex(parts, ['/docs/agent']);
  expect(trimmed.slice(0, 4)).toEqual(parts.slice(0, 4));
  expect(trimmed[4].documents.map((document) => document.u)).toEqual(['/docs/start/whatis', '/docs/agentura']);
  expect(refs(trimmed[4].index, 'agent')).toEqual([]);
  expect(refs(trimmed[0].index, 'agent')).toEqual([1]);
});
