// The search worker: loads the search indexes and answers queries with ../engine/search.ts.
import * as Comlink from 'comlink';
// The index file name with its hash, and the readers' words of src/config/synonyms.ts as index
// terms compiled by the build (../index.ts), from the search plugin's generated files.
import {readersWords, searchIndexUrl} from '@site/src/internals/search/generated';
import {answerer} from '../engine/answers';
import {searcher, useReadersWords, warmUp, type IndexFile, type SerializedIndex} from '../engine/search';
import {indexFile, indexUrl} from './indexUrl';

/** Index files the page downloads for the worker (src/internals/search/searchByWorker.ts), by address, until read: undefined when the page could not. */
const handedOver = new Map<string, {body: Promise<ArrayBuffer | undefined>; give(body?: ArrayBuffer): void}>();

/** The page's download of `url`, to wait for. */
function handOver(url: string) {
  let entry = handedOver.get(url);
  if (!entry) {
    let give: (body?: ArrayBuffer) => void = () => undefined;
    const body = new Promise<ArrayBuffer | undefined>((resolve) => {
      give = resolve;
    });
    entry = {body, give};
    handedOver.set(url, entry);
  }
  return entry;
}

/** An index file the page has downloaded (src/internals/search/searchByWorker.ts), moved, not copied; `body` undefined when the download failed. */
export type IndexFileMessage = {indexFile: {baseUrl: string; context: string; file: IndexFile}; body?: ArrayBuffer};

const fileUrl = (baseUrl: string, context: string, file: IndexFile) => indexFile(indexUrl(searchIndexUrl, baseUrl, context), file);

const read = async (baseUrl: string, context: string, file: IndexFile): Promise<SerializedIndex> => {
  const url = fileUrl(baseUrl, context, file);
  // Taken off the list once it has come: the page hands it to the entry it finds there.
  const body = await handedOver.get(url)?.body;
  handedOver.delete(url);
  if (body) {
    return JSON.parse(new TextDecoder().decode(body)) as SerializedIndex;
  }
  return (await (await fetch(url)).json()) as SerializedIndex;
};

/** How long after an index's head its text is read when no search has come meanwhile. */
const QUIET_MS = 1000;

/** Searches being answered; whether the first has been (or QUIET_MS passed); the work that waits for them. */
let searching = 0;
let quiet = false;
let waiting: (() => void)[] = [];

/** Runs the work that waits, unless a search is being answered. */
function runWaiting(): void {
  if (!quiet || searching > 0) {
    return;
  }
  const work = waiting;
  waiting = [];
  work.forEach((run) => run());
}

/**
 * Work no search has asked for yet — reading an index's text, tens of milliseconds of parsing on a
 * phone — kept off the worker until the reader's first suggestions are out, and then between searches.
 */
function whenQuiet(work: () => void): void {
  waiting.push(work);
  // A reader who pointed at the box and reads on: the text is read meanwhile.
  setTimeout(() => {
    quiet = true;
    runWaiting();
  }, quiet ? 0 : QUIET_MS);
}

const engine = searcher(read, {later: whenQuiet});
// Answers to questions, quoted from the pages the search finds (../engine/answers.ts).
const answers = answerer(engine, read);

// The page's downloads, as they arrive: a message of their own, not a call through Comlink, so that
// they need not wait for Comlink to download on the page. The head starts the index's load at once.
self.addEventListener('message', (event: MessageEvent<Partial<IndexFileMessage>>) => {
  const {indexFile, body} = event.data ?? {};
  if (!indexFile) {
    return;
  }
  const {baseUrl, context, file} = indexFile;
  handOver(fileUrl(baseUrl, context, file)).give(body);
  if (file === 'head') {
    // Announced before the load starts, so that the worker waits for the page's download instead of making its own.
    handOver(fileUrl(baseUrl, context, 'text'));
    // A failure is the reader's to see through fetchIndexes, which tries again.
    engine.load(baseUrl, context).catch(() => undefined);
  }
});

const api = {
  /** Loads an index: its head (the text follows); the page may have handed over its files already. */
  async fetchIndexes(baseUrl: string, searchContext: string): Promise<void> {
    await engine.load(baseUrl, searchContext);
  },
  /** Suggestions (and the results page): before any work that waits (whenQuiet). */
  async search(...args: Parameters<typeof engine.search>): ReturnType<typeof engine.search> {
    searching += 1;
    try {
      return await engine.search(...args);
    } finally {
      searching -= 1;
      quiet = true;
      // After this answer has gone out, and after a search already asked.
      setTimeout(runWaiting, 0);
    }
  },
  answer: answers.answer,
  prefetchAnswers: answers.prefetch,
};

export type SearchWorker = typeof api;

useReadersWords(readersWords);
Comlink.expose(api);

// The stemmers and the search's own code are ready before the index arrives: the first search only
// reads the index (after this task, so that the page's first message is taken at once).
setTimeout(warmUp, 0);
