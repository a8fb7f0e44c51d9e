/* eslint-disable @docusaurus/no-html-links -- a mailto: link opens the mail client; <Link> would open it in a new tab. */
// The answer to a reader's question, quoted from the docs (issue 33), above the search results: in
// the search box's dropdown (src/theme/SearchBar) and on /search (src/theme/SearchPage). The
// passages come from the search worker (src/plugins/search/engine/answers.ts).
import {useEffect, useId, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import type {Answer, Passage} from '@site/src/plugins/search/engine/answers';
import {Marked} from '@site/src/components/SearchResults';
import {DOCS_QUESTION_SUBJECT} from '@site/src/utils/mailto';
import {GOALS, reachGoal} from '@site/src/utils/metrica';
import useSupportMailto from '@site/src/utils/useSupportMailto';
import styles from './styles.module.css';

/** Where a passage leads: its page and section, with the words that answer highlighted there. */
export function passageUrl({url, hash, tokens}: Passage): string {
  const params = new URLSearchParams(tokens.map((token) => ['_highlight', token]));
  return `${url}${tokens.length > 0 ? `?${params}` : ''}${hash}`;
}

/** The letter to support with the reader's question in it. */
export function SupportLink({question, className}: {question: string; className?: string}): ReactNode {
  const href = useSupportMailto(DOCS_QUESTION_SUBJECT, question);
  return (
    <a className={className} href={href}>
      Написать в поддержку
    </a>
  );
}

/** How long a question stays unchanged before a miss is reported: the reader has stopped typing. */
const SETTLED_MS = 2000;
/** Questions already reported from this page, so that each counts once. */
const reported = new Set<string>();

/**
 * Reports to Metrica, once per question, a question the docs did not answer and a search that found
 * nothing, when the reader has stopped typing (CONTRIBUTING.md says where writers look).
 */
export function useReportMisses(question: string, answer: Answer | undefined): void {
  useEffect(() => {
    const missed = answer && (answer.hits.length === 0 ? GOALS.noResults : answer.asked && answer.passages.length === 0 ? GOALS.noAnswer : undefined);
    const key = `${missed}\n${question.trim().toLowerCase()}`;
    if (!missed || reported.has(key)) {
      return undefined;
    }
    const timer = window.setTimeout(() => {
      reported.add(key);
      reachGoal(missed, question.trim());
    }, SETTLED_MS);
    return () => window.clearTimeout(timer);
  }, [question, answer]);
}

/** «Ответ помог? Да / Нет», reported to Metrica with the question and the page of the first passage. */
function Helpful({question, passage}: {question: string; passage: Passage}): ReactNode {
  const [said, setSaid] = useState<boolean>();
  const say = (helped: boolean) => {
    setSaid(helped);
    reachGoal(helped ? GOALS.answerHelped : GOALS.answerDidNotHelp, question, `${passage.url}${passage.hash}`);
  };
  return (
    <div className={styles.helpful}>
      {said === undefined ? (
        <>
          <span>Ответ помог?</span>
          <button type="button" className={styles.vote} onClick={() => say(true)}>
            Да
          </button>
          <button type="button" className={styles.vote} onClick={() => say(false)}>
            Нет
          </button>
        </>
      ) : (
        <span role="status">
          Спасибо! {said ? 'Рады, что помогло.' : <>Если вопрос остался, <SupportLink question={question} />.</>}
        </span>
      )}
    </div>
  );
}

type Props = {
  /** The question as the reader typed it, and the answer to it. */
  question: string;
  answer: Answer;
  /** The region's title as a heading of this level (on /search), or as a label (in the dropdown). */
  heading?: 'h2';
  className?: string;
};

/**
 * The region «Ответ»: one to three passages, each headed by its page › section and linking there,
 * the words that answer marked; or, when the docs do not answer, says so and offers a letter to
 * support with the question in it.
 */
export default function SearchAnswer({question, answer, heading, className}: Props): ReactNode {
  const id = useId();
  const Title = heading ?? 'p';
  const [first] = answer.passages;
  return (
    <section className={clsx(styles.answer, className)} aria-labelledby={id} data-question={question}>
      <Title id={id} className={styles.title}>
        Ответ
      </Title>
      {first ? (
        <>
          {answer.passages.map((passage) => (
            // An article to assistive technology, not an <article>: the search plugin marks the words
            // of a search in the page's first <article> (document.querySelector), and the box with its
            // answer comes before the page's own. Following a passage's link, the words were marked
            // in the passage the panel was about to close, some of the time, and not on the page.
            <div role="article" key={`${passage.url}${passage.hash}`} className={styles.passage}>
              <Link className={styles.source} to={passageUrl(passage)}>
                {passage.section === passage.page ? passage.page : `${passage.page} › ${passage.section}`}
              </Link>
              <blockquote className={styles.quote}>
                <Marked text={passage.text} position={passage.marks} />
              </blockquote>
            </div>
          ))}
          {/* A new question starts with a fresh «Ответ помог?». */}
          <Helpful key={`${question}\n${first.url}${first.hash}`} question={question} passage={first} />
        </>
      ) : (
        <div className={styles.none}>
          <p>В документации нет ответа на этот вопрос{answer.hits.length > 0 ? ': ниже — страницы, где встречаются его слова' : ''}.</p>
          <SupportLink question={question} className={clsx('button button--sm button--primary', styles.support)} />
        </div>
      )}
    </section>
  );
}

/** «Показаны результаты для „…“» when the query was typed on the other keyboard layout. */
export function CorrectedQuery({answer, className}: {answer: Answer | undefined; className?: string}): ReactNode {
  return answer?.corrected ? (
    <p className={clsx(styles.corrected, className)} role="status">
      Показаны результаты для „{answer.corrected}“
    </p>
  ) : null;
}
