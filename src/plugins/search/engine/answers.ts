/**
 * Answers to a reader's question, quoted from the docs with their place (issue 33): extractive and
 * static, no model and no server. The site's own search (./search.ts) finds the pages, with the
 * readers' words, typos and the other keyboard layout; here each section of the best pages is read
 * sentence by sentence, and the one to three sentences that say most of what the question asks,
 * its rarest words counting most, become a passage headed by its page and section. When no passage
 * says enough of the question, the answer is that the docs do not say: no passage at all.
 *
 * Pure TypeScript without the DOM: the search worker runs it (../client/worker.ts), and Node can
 * run it over the built index files (`answerer` with `searcher` of ./search.ts, `indexFileName` of
 * ../client/indexUrl.ts), as the bench and the tests do.
 */
import {isUnder, SECTIONS, sectionOf, type SectionId} from '../../../config/sections';
import {CONTENT, type Hit, type IndexFile, type LoadedIndex, type Query, type QueryGroup, type SearchDocument, type Searcher, type SerializedIndex} from './search';
import {otherLayout} from './layout';
import {HEADING_MARK, stems, words, type Word} from './text';

/** A passage of an answer. */
export type Passage = {
  /** Its page, and the hash of its section ('' for the page's introduction). */
  url: string;
  hash: string;
  /** The page's title, and the section's heading (the page's title for its introduction). */
  page: string;
  section: string;
  /** One to three sentences, and where the words that answer stand in them. */
  text: string;
  marks: [number, number][];
  /** The question's words as found in the passage, for highlighting them on the page (as a search hit does). */
  tokens: string[];
  /** How much of the question it says (0–1), the rarest words counting most. */
  coverage: number;
  score: number;
  features: Features;
  /** The question's words the passage does not say (with its heading and title), rarest first. */
  missing: string[];
  /** Whether it misses one of the question's two rarest words. */
  missesRare: boolean;
};

export type Answer = {
  /** Whether the query asks something (a question, or several words); a single word gets search results alone. */
  asked: boolean;
  /** One to three passages, best first; none when the docs do not answer. */
  passages: Passage[];
  /** The best passages whatever they say (one per section, at most five), best first: what the answer chose from. */
  ranked: Passage[];
  /** The query as read, when it was typed on the other keyboard layout. */
  corrected?: string;
  /** The search's own results for the query, best first. */
  hits: Hit[];
  /** The question's words no page has (that say something: not FILLERS). */
  unknown: string[];
};

/** How many of the search's best pages the answers read. */
export const CANDIDATES = 8;
/**
 * Whether a passage answers at all: how much each of its features counts (see Features: coverFlat,
 * heading, title, section, matched), and the bias; below 0 the answer is «не знаю». Fitted on the
 * questions not held out, answerable and not (bench/answer-questions.json); the bias raised by 0.3
 * once the answers followed search's first page (searchFirst), and lowered by 0.2 once words that
 * say nothing counted for nothing, keeping «не знаю» on 0.917 of the unanswerable ones, on the same
 * questions.
 */
export const CONFIDENCE = {features: [1, 4, 8, 9, 20], weights: [4.096, 1.356, 1.201, 0.068, 1.642], bias: -4.017};
/**
 * A passage from another page than search's first leads the answer only when it scores this much
 * more than the best passage of that page: search's own ranking decides the page unless a passage
 * elsewhere is decisively better (chosen with the bias above on the questions not held out).
 */
export const DECISIVE = 0.5;

/** How surely a passage answers the question: above 0, it does. */
export function confidence(passage: Passage): number {
  return CONFIDENCE.features.reduce((sum, feature, k) => sum + passage.features[feature] * CONFIDENCE.weights[k], CONFIDENCE.bias);
}
/** Further passages: within this much of the best one's score. */
const CLOSE = 0.5;
/** A passage is at most this many sentences and (past its first sentence) characters. */
const SENTENCES = 3;
const LENGTH = 420;

/**
 * Words a question may have that say nothing of its subject, Russian and English (typed on either
 * layout): they count for nothing when the docs lack them.
 */
const FILLERS = new Set(
  'пожалуйста подскажите скажите подскажи помогите скока скоко вообще блин кстати спасибо здравствуйте привет хочу хотим хотел хотела нужно надо можно делать сделать сделал почему сколько какие каким каких вопрос вопросы ответ есть нету нет ли мне нам наш наша наше нашей нашем наших наши нашу ваш ваша ваше вашу вашей вашем ваших ваши мой моя мою свой свою свои сейчас теперь опять снова просто очень уже ещё узнать посмотреть видно понять бывает бывают могу нужен нужна нужны кок how to what where when can do does i my our we the a an is are new another please'.split(' '),
);

/** The labels of admonitions, which stand before their text as a block of their own. */
const LABELS = new Set(['примечание', 'совет', 'внимание', 'предупреждение', 'к сведению', 'информация', 'опасно', 'осторожно', 'важно']);

/** A sentence of a section, and the number of the block (paragraph, list item, table row) it is in. */
type Sentence = {text: string; block: number};

const SENTENCE_END = /(?<=[.!?…])\s+(?=[«"(\p{Lu}\d])/u;

/**
 * The sentences of a section's text. The build separates its blocks with line breaks and the cells
 * of a table row with tabs (src/plugins/search/passages.ts); a row reads «cell — cell».
 */
export function sentences(text: string): Sentence[] {
  return text
    .split('\n')
    .map((block) => clean(block.replace(/\t+/g, ' — ')))
    .filter((block) => block && !LABELS.has(block.toLowerCase()))
    .flatMap((block, number) => block.split(SENTENCE_END).map((sentence) => ({text: sentence.trim(), block: number})))
    .filter(({text: sentence}) => sentence);
}

/** A section of a page as the answers cite it: its hash, its heading ('' for the page's introduction) and sentences. */
type Part = {hash: string; heading: string; sentences: Sentence[]};

const MARKED = new RegExp(`\\n?${HEADING_MARK}([^${HEADING_MARK}]*)${HEADING_MARK}\\n?`);

/**
 * A section's parts, split once: the section itself, and each heading the index left inside it
 * (marked by the build: the FAQ's questions), with the heading's first line as its heading.
 */
export function partsOf(document: Pick<SearchDocument, 't' | 'h' | 's'>): Part[] {
  const pieces = document.t.split(MARKED);
  const parts: Part[] = [{hash: document.h ?? '', heading: document.s ?? '', sentences: sentences(pieces[0])}];
  for (let k = 1; k < pieces.length; k += 2) {
    const [heading = '', ...rest] = pieces[k + 1].split('\n');
    parts.push({hash: pieces[k], heading: clean(heading), sentences: sentences(rest.join('\n'))});
  }
  return parts.filter((part) => part.sentences.length > 0);
}

const split = new WeakMap<SearchDocument, Part[]>();

function partsOnce(document: SearchDocument): Part[] {
  let found = split.get(document);
  if (!found) {
    found = partsOf(document);
    split.set(document, found);
  }
  return found;
}

/** Text as a reader reads it: no zero-width spaces (the headings' links leave them), spaces collapsed. */
const clean = (text: string) => text.replace(/\u200b/g, '').replace(/\s+/g, ' ').trim();

/** How a piece of text matches the question: per group, 0–1; and where its matching words stand. */
type Match = {groups: Float64Array; marks: [number, number][]; terms: Set<string>};

/** How much of a heading's own words the question has, each as good as its best match. */
function ofHeading(asked: Asked, heading: string): number {
  const all = wordsOnce(heading);
  return all.reduce((sum, word) => sum + (asked.terms.get(word.stem) ?? 0), 0) / Math.max(1, all.length);
}

/** What the question looks for, compiled once per answer. */
type Asked = {
  groups: QueryGroup[];
  /** Each group's weight; a word no page has weighs as much as the rarest one (unless it says nothing). */
  weights: number[];
  total: number;
  /** Whether a word's term is one looked for (with or without a prefix), as found. */
  relevant: Map<string, boolean>;
  /** Every term looked for, with its best quality. */
  terms: Map<string, number>;
  /** The word the question starts with when it says what kind of answer it wants (ASKS). */
  asks: string;
  /** Terms of the question with a prefix, by the term without it: «увид» (увидит) by «вид». */
  bare: Map<string, string[]>;
  /** The groups that count, rarest first. */
  rarest: number[];
  /** How a text without a word of the question matches. */
  nothing: Match;
};

/** Prefixes of Russian verbs: «видит» and «увидит», «отправил» and «отправленное» stem apart. */
const PREFIXES = ['пере', 'пред', 'при', 'про', 'раз', 'рас', 'под', 'от', 'об', 'вы', 'вз', 'вс', 'до', 'за', 'из', 'ис', 'на', 'по', 'со', 'с', 'у', 'в'];

/** Terms without their prefixes, as found: the same words of the docs come up question after question. */
const withoutPrefixes = new Map<string, string[]>();

/** A term without each prefix it may have (at least three letters left). */
function unprefixed(term: string): string[] {
  let found = withoutPrefixes.get(term);
  if (!found) {
    found = PREFIXES.filter((prefix) => term.startsWith(prefix) && term.length - prefix.length >= 3).map((prefix) => term.slice(prefix.length));
    withoutPrefixes.set(term, found);
  }
  return found;
}

/** A match through a prefix counts this much of a match as written. */
const PREFIXED = 0.6;

function compile(groups: QueryGroup[], input: string): Asked {
  const heaviest = Math.max(1, ...groups.map((group) => group.weight));
  // A word that says nothing of the subject counts for nothing, even when the index has it: «и»
  // read on the other layout as «b», a rare term of the API pages, was a question's rarest word.
  const weights = groups.map((group) => {
    if (says(group.word)) {
      return 0;
    }
    return group.weight > 0 ? group.weight : heaviest;
  });
  const terms = new Map<string, number>();
  for (const group of groups) {
    for (const slot of group.clauses.flat()) {
      for (const [term, quality] of slot) {
        terms.set(term, Math.max(terms.get(term) ?? 0, quality));
      }
    }
  }
  const bare = new Map<string, string[]>();
  // The reader's own words only: a readers' word of src/config/synonyms.ts without its prefix is
  // another word («переназначить» is no «назначенные»).
  const own = new Set(groups.flatMap((group) => (group.clauses[0] ?? []).flatMap((slot) => [...slot.keys()])));
  for (const term of own) {
    for (const without of unprefixed(term)) {
      bare.set(without, [...(bare.get(without) ?? []), term]);
    }
  }
  const rarest = groups.map((_, g) => g).filter((g) => weights[g] > 0).sort((a, b) => weights[b] - weights[a]);
  const nothing: Match = {groups: new Float64Array(groups.length), marks: [], terms: new Set()};
  return {groups, weights, total: weights.reduce((a, b) => a + b, 0), relevant: new Map(), terms, asks: asks(input), bare, rarest, nothing};
}

/**
 * The words of a text with their index terms, tokenized and stemmed once: the same sections,
 * headings and titles are read for question after question.
 */
const read = new Map<string, Word[]>();

function wordsOnce(text: string): Word[] {
  let found = read.get(text);
  if (!found) {
    found = words(text);
    if (read.size > 20_000) {
      read.clear();
    }
    read.set(text, found);
  }
  return found;
}

/** How `text` matches each group of the question: the best of the group's clauses, a clause being as good as its worst word. */
function match(asked: Asked, text: string): Match {
  const {terms: asking, bare, relevant} = asked;
  // A plain loop: this runs for every sentence of every page the answer reads, where the search
  // worker's code is seldom compiled to more than bytecode.
  const found: Word[] = [];
  for (const word of wordsOnce(text)) {
    let is = relevant.get(word.stem);
    if (is === undefined) {
      is = asking.has(word.stem) || bare.has(word.stem) || unprefixed(word.stem).some((without) => asking.has(without));
      relevant.set(word.stem, is);
    }
    if (is) {
      found.push(word);
    }
  }
  if (found.length === 0) {
    // Most sentences have no word of the question: one match of nothing, shared (never changed).
    return asked.nothing;
  }
  const stems = new Map<string, [number, number][]>();
  /** Terms of the question found only through a prefix (theirs or the text's). */
  const weak = new Set<string>();
  const add = (term: string, place: [number, number], prefixed: boolean) => {
    if (!stems.has(term) && prefixed) {
      weak.add(term);
    } else if (!prefixed) {
      weak.delete(term);
    }
    const places = stems.get(term);
    if (places) {
      places.push(place);
    } else {
      stems.set(term, [place]);
    }
  };
  for (const word of found) {
    const place: [number, number] = [word.start, word.length];
    add(word.stem, place, false);
    for (const without of unprefixed(word.stem)) {
      if (asking.has(without)) {
        add(without, place, true);
      }
    }
    for (const term of bare.get(word.stem) ?? []) {
      add(term, place, true);
    }
  }
  const groups = new Float64Array(asked.groups.length);
  const marks: [number, number][] = [];
  const terms = new Set<string>();
  asked.groups.forEach((group, g) => {
    for (const slots of group.clauses) {
      let worst = 1;
      const used: string[] = [];
      for (const slot of slots) {
        let best = 0;
        let term = '';
        for (const [candidate, quality] of slot) {
          const value = weak.has(candidate) ? quality * PREFIXED : quality;
          if (value > best && stems.has(candidate)) {
            best = value;
            term = candidate;
          }
        }
        worst = Math.min(worst, best);
        used.push(term);
      }
      if (worst > groups[g]) {
        groups[g] = worst;
      }
      if (worst > 0) {
        for (const term of used) {
          terms.add(term);
          marks.push(...stems.get(term)!);
        }
      }
    }
  });
  return {groups, marks, terms};
}

/** A candidate page: its title, its section, and how the search ranked it (1 for the best page). */
type Candidate = {url: string; title: string; section: SectionId; label: string; prior: number; rank: number; searched: string};

/** The words a question starts with that say what kind of answer it wants, as a heading of that kind starts. */
const ASKS = new Set(['как', 'где', 'почему', 'зачем', 'когда', 'сколько', 'что', 'чем', 'кто', 'можно', 'какие', 'какой', 'куда', 'откуда']);

/** A number, in figures or in words: what a question «сколько…» wants. */
const NUMBER = /\d|(?<!\p{L})(одн|дв|тр[её]х|три|четыр|пят|шест|сем|восем|девят|десят)\p{L}*/iu;

/** How readers also type the words of ASKS. */
const ASKED_SO: Record<string, string> = {скока: 'сколько', скоко: 'сколько', кок: 'как', када: 'когда'};

/** The first word of a text, lower case, when it is one of ASKS. */
const asks = (text: string) => {
  const typed = /^[«"]?(\p{L}+)/u.exec(text.trim().toLowerCase())?.[1] ?? '';
  const first = ASKED_SO[typed] ?? typed;
  return ASKS.has(first) ? first : '';
};

/**
 * The best passage of each section of the candidate pages (`sources`: a page's sections, as the
 * index's content documents), best first. `input`: the question as asked; `section`: the section
 * the reader is in, whose passages come first.
 */
export function rankPassages(query: Query, sources: Map<string, SearchDocument[]>, input: string, section?: SectionId): Passage[] {
  const [own, other] = query.answers;
  if (!own) {
    return [];
  }
  // The section's index may not know a word that the site-wide one does (and the reverse).
  const groups = own.groups.map((group, g) => {
    const also = other?.groups[g];
    if (!also || also.word !== group.word) {
      return group;
    }
    return {...group, weight: group.weight || also.weight, clauses: [...group.clauses, ...also.clauses]};
  });
  const asked = compile(groups, input);
  if (asked.total === 0) {
    return [];
  }
  const top = query.hits[0]?.score || 1;
  const candidates: Candidate[] = query.hits.slice(0, CANDIDATES).map((hit, k) => {
    const page = hit.page || hit.document;
    const {id, label} = sectionOf(page.u);
    return {url: page.u, title: page.t, section: id, label, prior: hit.score / top, rank: k + 1, searched: hit.page ? (hit.document.h ?? '') : ''};
  });

  const found: Passage[] = [];
  for (const candidate of candidates) {
    const title = match(asked, `${candidate.title} ${candidate.label}`);
    for (const document of sources.get(candidate.url) ?? []) {
      for (const part of partsOnce(document)) {
        const passage = bestWindow(asked, candidate, part, title, section);
        if (passage) {
          found.push(passage);
        }
      }
    }
  }
  return found.sort((a, b) => b.score - a.score);
}

/**
 * The ranked passages led by search's first page (`first`): its best passage, unless a passage
 * elsewhere scores DECISIVE more; then the best passage of each other page, best first, so that the
 * first three name three places; then the rest.
 */
export function searchFirst(ranked: Passage[], first?: string): Passage[] {
  const [best] = ranked;
  const own = ranked.find((passage) => passage.url === first);
  if (!best) {
    return ranked;
  }
  const lead = !own || (best.url !== first && best.score - own.score > DECISIVE) ? best : own;
  const pages = new Set([lead.url]);
  const rest = ranked.filter((passage) => passage !== lead);
  const others = rest.filter((passage) => !pages.has(passage.url) && pages.add(passage.url));
  return [lead, ...others, ...rest.filter((passage) => !others.includes(passage))];
}

/**
 * On a role's section, that role's passages come first: those of the reader's section that answer
 * surely enough (`confidence`), in their order, then the others.
 */
export function sectionFirst(ranked: Passage[], section?: SectionId): Passage[] {
  if (!section) {
    return ranked;
  }
  const own = (passage: Passage) => sectionOf(passage.url).id === section && confidence(passage) >= 0;
  return [...ranked.filter(own), ...ranked.filter((passage) => !own(passage))];
}

/**
 * The answer's passages of the ranked ones: the best, and up to two more from other sections that
 * are nearly as good; none when the question has words no page has (`unknown`), or when the best
 * passage does not answer it surely enough (`confidence`) and is not on the page where the search
 * found every word of the question (`complete`: the search's own evidence that the docs speak of it).
 */
export function choosePassages(ranked: Passage[], unknown: string[] = [], complete?: string): Passage[] {
  const [best] = ranked;
  if (!best || unknown.length > 0 || (confidence(best) < 0 && best.url !== complete)) {
    return [];
  }
  const chosen = [best];
  for (const passage of ranked.slice(1)) {
    if (chosen.length === 3) {
      break;
    }
    const elsewhere = chosen.every((one) => one.url !== passage.url || one.hash !== passage.hash);
    if (elsewhere && confidence(passage) >= 0 && passage.score >= best.score - CLOSE) {
      chosen.push(passage);
    }
  }
  return chosen;
}

/**
 * What a passage is scored by, each 0–1: how much of the question (its words weighted by rarity)
 * the passage says with its section's heading and page's title; its sentences alone; the heading
 * alone; how much of the heading the question says; whether the heading starts as the question
 * does («как…», «почему…»); the title alone; the whole section; how the search ranked its page
 * (score, and 1 / rank); its sentences past the first; whether it opens its section; whether a
 * question «сколько» gets a number; whether it is in the reader's section.
 */
export type Features = [
  cover: number,
  coverFlat: number,
  text: number,
  sentence: number,
  heading: number,
  headingFlat: number,
  ofHeading: number,
  sameAsk: number,
  title: number,
  section: number,
  often: number,
  searched: number,
  intro: number,
  short: number,
  prior: number,
  rank: number,
  more: number,
  opens: number,
  number: number,
  here: number,
  matched: number,
];

/** How much each feature counts (fitted on the questions not held out, bench/answer-questions.json). */
export const MODEL: Features = [0.236, 1.915, -0.575, -0.074, 0.394, 0.171, 1.094, 0.769, 0.898, 0.579, 1.532, 0.339, 0.051, -0.193, 2.924, 0.548, -0.128, 0.314, 0.93, 2.398, 1.358];

const weigh = (features: Features) => features.reduce((sum, value, k) => sum + value * MODEL[k], 0);

/** The best window of one to three sentences of a section, or none when no sentence has a word of the question. */
function bestWindow(asked: Asked, candidate: Candidate, part: Part, title: Match, section?: SectionId): Passage | undefined {
  const all = part.sentences;
  const heading = part.heading && part.heading !== candidate.title ? match(asked, part.heading) : undefined;
  const matches = all.map((sentence) => match(asked, sentence.text));
  const {weights, total} = asked;
  const share = (value: (g: number) => number) => asked.groups.reduce((sum, _, g) => sum + weights[g] * value(g), 0) / total;
  // Every word of the question counts alike.
  const counted = weights.filter((weight) => weight > 0).length;
  const flat = (value: (g: number) => number) => asked.groups.reduce((sum, _, g) => sum + (weights[g] > 0 ? value(g) : 0), 0) / counted;
  const inHeading = share((g) => heading?.groups[g] ?? 0);
  const headingFlat = flat((g) => heading?.groups[g] ?? 0);
  const headingShare = heading ? ofHeading(asked, part.heading) : 0;
  const sameAsk = heading && asked.asks && asks(part.heading) === asked.asks ? 1 : 0;
  const inTitle = share((g) => title.groups[g]);
  // Each group's best in the section's sentences, and in how many of them it is.
  const most = new Float64Array(asked.groups.length);
  const times = new Float64Array(asked.groups.length);
  for (const one of matches) {
    if (one !== asked.nothing) {
      one.groups.forEach((value, g) => {
        most[g] = Math.max(most[g], value);
        times[g] += value > 0 ? 1 : 0;
      });
    }
  }
  const inSection = share((g) => Math.max(heading?.groups[g] ?? 0, most[g]));
  // How often the section says the question's words: three sentences with a word count in full.
  const often = share((g) => Math.min(1, times[g] / 3));
  const searched = part.hash === candidate.searched ? 1 : 0;
  const intro = part.hash ? 0 : 1;
  const here = section && candidate.section === section ? 1 : 0;
  // The window that says most of the question itself, every word alike; of those, the first (a
  // section's steps open it) and the shorter.
  let chosen: {from: number; to: number; value: number} | undefined;
  for (let from = 0; from < all.length; from += 1) {
    if (!matches[from].groups.some((value, g) => value > 0 && weights[g] > 0)) {
      continue;
    }
    let length = 0;
    for (let to = from; to < Math.min(all.length, from + SENTENCES); to += 1) {
      length += all[to].text.length;
      if (to > from && length > LENGTH) {
        break;
      }
      const window = matches.slice(from, to + 1);
      const value = flat((g) => Math.max(...window.map((one) => one.groups[g]))) + (from === 0 ? 0.1 : 0) - 0.04 * (to - from);
      if (!chosen || value > chosen.value + 1e-9) {
        chosen = {from, to, value};
      }
    }
  }
  if (!chosen) {
    return undefined;
  }
  const {from, to} = chosen;
  const window = matches.slice(from, to + 1);
  const inWindow = (g: number) => Math.max(...window.map((one) => one.groups[g]));
  // The section's heading and the page's title say what the sentences are about.
  const said = (g: number) => Math.max(inWindow(g), 0.85 * (heading?.groups[g] ?? 0), 0.75 * title.groups[g]);
  const cover = share(said);
  const sentences = all.slice(from, to + 1);
  const number = asked.asks === 'сколько' && sentences.some((sentence) => NUMBER.test(sentence.text)) ? 1 : 0;
  const sentence = Math.max(...window.map((one) => share((g) => one.groups[g])));
  const short = sentences.reduce((sum, one) => sum + one.text.length, 0) / sentences.length < 40 ? 1 : 0;
  const features: Features = [
    cover,
    flat(said),
    share(inWindow),
    sentence,
    inHeading,
    headingFlat,
    headingShare,
    sameAsk,
    inTitle,
    inSection,
    often,
    searched,
    intro,
    short,
    candidate.prior,
    1 / candidate.rank,
    to - from,
    from === 0 ? 1 : 0,
    number,
    here,
    // Every word of the question found at all, however well (a typo found counts as the word).
    flat((g) => (said(g) > 0 ? 1 : 0)),
  ];
  const missing = asked.rarest.filter((g) => said(g) === 0);
  const best: Passage = {
    ...passage(candidate, part, sentences, window),
    coverage: cover,
    score: weigh(features),
    features,
    missing: missing.map((g) => asked.groups[g].word),
    missesRare: missing.some((g) => asked.rarest.indexOf(g) < 2),
  };
  return best;
}

/** A window of sentences as a passage: its text, with the places of the matching words in it. */
function passage(candidate: Candidate, part: Part, window: Sentence[], matches: Match[]): Omit<Passage, 'coverage' | 'score' | 'features' | 'missing' | 'missesRare'> {
  let text = '';
  const marks: [number, number][] = [];
  const tokens = new Set<string>();
  window.forEach((sentence, k) => {
    const at = text ? text.length + 1 : 0;
    text = text ? `${text} ${sentence.text}` : sentence.text;
    for (const [start, length] of matches[k].marks) {
      marks.push([at + start, length]);
      tokens.add(sentence.text.slice(start, start + length));
    }
  });
  return {
    url: candidate.url,
    hash: part.hash,
    page: candidate.title,
    section: part.heading || candidate.title,
    text,
    marks: marks.sort((a, b) => a[0] - b[0]),
    tokens: [...tokens],
  };
}

/** The words of a query no index it asked knows, but for those that say nothing of its subject. */
function unknownWords(query: Query): string[] {
  const [own, other] = query.answers;
  return (own?.groups ?? [])
    .filter((group, g) => group.weight === 0 && !(other?.groups[g]?.word === group.word && other.groups[g].weight > 0))
    .map((group) => group.word)
    .filter((word) => !says(word) && !VERB.test(word.toLowerCase()));
}

/**
 * How a Russian verb ends (infinitive, present, past, reflexive): a verb no page has is how the
 * reader puts what they do («влезает», «уложился»), not a subject the docs lack («битрикс24»,
 * «ldap»), so it alone does not make the answer «не знаю»; it still counts as a word the passage
 * does not say.
 */
const VERB = /\p{L}{3}(?:[аяеу]ть|ить|[аяеу]ет|[иеяю]тся|ется|[аи]лся|[аи]лась|[аи]лись)$/u;

/** Whether a word says nothing of a question's subject: short, a filler, or a stop word typed on the other layout («rfr»: «как»). */
function says(word: string): boolean {
  const lower = word.toLowerCase();
  if ((lower.length < 3 && !/\d/.test(lower)) || FILLERS.has(lower)) {
    return true;
  }
  const other = otherLayout(lower);
  return other !== null && (stems(other).length === 0 || FILLERS.has(other));
}

/** Whether a query asks something: several words, or a question mark. */
export function isQuestion(input: string): boolean {
  return input.trim().split(/\s+/).filter(Boolean).length >= 2 || /\?\s*$/.test(input);
}

/** Reads an index file (see IndexFile). */
export type Read = (baseUrl: string, context: string, file: IndexFile) => Promise<SerializedIndex>;

/** The content documents of an index file (a section's text, or the site-wide passages), by page. */
function byPage(documents: SearchDocument[]): Map<string, SearchDocument[]> {
  const pages = new Map<string, SearchDocument[]>();
  for (const document of documents) {
    pages.set(document.u, [...(pages.get(document.u) ?? []), document]);
  }
  return pages;
}

const fileDocuments = (serialized: SerializedIndex) => serialized.flatMap((part) => ('documents' in part ? part.documents : []));
const indexDocuments = (index: LoadedIndex) => index.parts.filter((part) => part.type === CONTENT).flatMap((part) => part.documents ?? []);

const INDEXED = SECTIONS.filter((section) => section.searchIndex);

/** The search context whose index holds a page's text: its section's, or '' (the site-wide passages). */
export function textContext(url: string): string {
  return INDEXED.find((section) => isUnder(url, section.paths[0]))?.paths[0].slice(1) ?? '';
}

export type Answerer = {
  /** Answers `input` asked from a section (its path, or '' outside them); `ranked`: how many ranked passages to give (5). */
  answer(baseUrl: string, context: string, input: string, options?: {ranked?: number}): Promise<Answer>;
  /**
   * Loads everything an answer from `context` may read, so that later questions are answered
   * without the network: the context's index and the site-wide one, and the text of every page.
   */
  prefetch(baseUrl: string, context: string): Promise<void>;
};

/**
 * Answers over the indexes `read` gives, searched with `engine` (the same `read`'s searcher). Each
 * text is read once: a section's from its index's text file (or from the search's own copy when the
 * reader searches from that section), the pages outside the sections from the site-wide passages.
 */
export function answerer(engine: Searcher, read: Read): Answerer {
  const texts = new Map<string, Promise<Map<string, SearchDocument[]>>>();
  const text = (baseUrl: string, context: string, asked: string) => {
    const key = `${baseUrl}\n${context}`;
    let loading = texts.get(key);
    if (!loading) {
      loading =
        context && context === asked
          ? engine.whole(baseUrl, context).then((index) => byPage(indexDocuments(index)))
          : read(baseUrl, context, context ? 'text' : 'passages').then((serialized) => byPage(fileDocuments(serialized)));
      texts.set(key, loading);
      // Tried again next time.
      loading.catch(() => texts.delete(key));
    }
    return loading;
  };
  return {
    async answer(baseUrl, context, input, options = {}) {
      // More than the suggestions: the search reads the whole index, not its head alone.
      const query = await engine.query(baseUrl, context, input, CANDIDATES + 4);
      const {corrected} = query.answers[0] ?? {};
      const base = {hits: query.hits, unknown: unknownWords(query), ...(corrected && {corrected})};
      if (!isQuestion(input)) {
        return {asked: false, passages: [], ranked: [], ...base};
      }
      const urls = [...new Set(query.hits.slice(0, CANDIDATES).map((hit) => (hit.page || hit.document).u))];
      const sources = new Map(
        await Promise.all(urls.map(async (url) => [url, (await text(baseUrl, textContext(url), context)).get(url) ?? []] as const)),
      );
      const section = context ? sectionOf(`/${context}`).id : undefined;
      const first = query.hits[0] && (query.hits[0].page || query.hits[0].document).u;
      const ranked = sectionFirst(searchFirst(rankPassages(query, sources, corrected ?? input, section), first), section);
      const complete = query.answers.find((one) => one.complete && one.hits[0])?.hits[0];
      const passages = choosePassages(ranked, base.unknown, complete && (complete.page || complete.document).u);
      return {asked: true, passages, ranked: ranked.slice(0, options.ranked ?? 5), ...base};
    },
    async prefetch(baseUrl, context) {
      await Promise.all([
        engine.whole(baseUrl, context),
        ...(context ? [engine.whole(baseUrl, '')] : []),
        ...['', ...INDEXED.map((section) => section.paths[0].slice(1))].map((one) => text(baseUrl, one, context)),
      ]);
    },
  };
}
