// How well the answers of search answer readers' questions (bench/answer-questions.json), beside
// search's own first hit on the same questions: shared by `npm run bench` (scripts/bench-answers.mts)
// and the floors in npm test (tests/build-output/answers-quality.spec.ts). No imports: node runs it as it is.

/** A reader's question and every page#section that answers it (a page alone: its introduction). */
export type GoldQuestion = {q: string; kind: string; accept: string[]; meant?: string; holdout?: boolean};
/** A question the docs do not answer. */
export type Unanswerable = {q: string; holdout?: boolean};
export type GoldSet = {questions: GoldQuestion[]; unanswerable: Unanswerable[]};

/** A place in the docs: a page and the hash of its section ('' for its introduction). */
export type Place = {url: string; hash: string};

/** What an answer (and search's first hit) gave for one question. */
export type Outcome = {
  /** The answer's first passage is on a right page; one of its first three ranked passages is. */
  page1: boolean;
  page3: boolean;
  /** The answer's first passage is a right section. */
  section1: boolean;
  /** The answer said it does not know. */
  none: boolean;
  /** Search's first hit is on a right page, at a right section. */
  searchPage1: boolean;
  searchSection1: boolean;
};

export function parseGold(json: string): GoldSet {
  const {questions, unanswerable} = JSON.parse(json) as GoldSet;
  return {questions, unanswerable};
}

const pageOf = (accept: string) => accept.split('#')[0];
const at = ({url, hash}: Place) => `${url}${hash}`;

/**
 * One answerable question's outcome. `ranked`: the answer's passages whatever they say, best first;
 * `shown`: how many the answer shows (0: it said it does not know); `search`: search's first hit.
 */
export function outcome(question: GoldQuestion, ranked: Place[], shown: number, search: Place | undefined): Outcome {
  const onPage = (place: Place | undefined) => place !== undefined && question.accept.some((accept) => pageOf(accept) === place.url);
  const atSection = (place: Place | undefined) => place !== undefined && question.accept.includes(at(place));
  const first = shown > 0 ? ranked[0] : undefined;
  return {
    page1: onPage(first),
    page3: shown > 0 && ranked.slice(0, 3).some(onPage),
    section1: atSection(first),
    none: shown === 0,
    searchPage1: onPage(search),
    searchSection1: atSection(search),
  };
}

export type Score = {
  n: number;
  page1: number;
  page3: number;
  section1: number;
  none: number;
  searchPage1: number;
  searchSection1: number;
  /** On the questions the answer does answer (not «не знаю»): its first passage, and search's first hit. */
  answered: {n: number; page1: number; section1: number; searchPage1: number; searchSection1: number};
};

/** The shares of the outcomes (3 decimals). */
export function score(outcomes: Outcome[]): Score {
  const n = outcomes.length;
  const shareOf = (list: Outcome[], pick: (o: Outcome) => boolean) => Math.round((list.filter(pick).length / Math.max(1, list.length)) * 1000) / 1000;
  const share = (pick: (o: Outcome) => boolean) => shareOf(outcomes, pick);
  const answered = outcomes.filter((o) => !o.none);
  return {
    answered: {
      n: answered.length,
      page1: shareOf(answered, (o) => o.page1),
      section1: shareOf(answered, (o) => o.section1),
      searchPage1: shareOf(answered, (o) => o.searchPage1),
      searchSection1: shareOf(answered, (o) => o.searchSection1),
    },
    n,
    page1: share((o) => o.page1),
    page3: share((o) => o.page3),
    section1: share((o) => o.section1),
    none: share((o) => o.none),
    searchPage1: share((o) => o.searchPage1),
    searchSection1: share((o) => o.searchSection1),
  };
}

/** The targets of issue 33, on the held-out questions. */
export const TARGETS = {page1: 0.85, page3: 0.95, section1: 0.75, unanswered: 0.9};
