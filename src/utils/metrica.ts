// Yandex Metrica, the site's only analytics service (src/plugins/analytics.ts injects its tag): page
// views from the analytics client module, and goals that tell writers what readers miss.
import {siteConfig} from '@site/src/internals/siteConfig';
import {scrub} from './scrub';

type Ym = (id: number, method: string, ...args: unknown[]) => void;

declare global {
  interface Window {
    ym?: Ym;
  }
}

const counterId = Number((siteConfig.customFields as {yandexMetricaId?: string}).yandexMetricaId) || 0;

/** Calls Metrica if the counter is configured and its tag did load; never throws. */
export function ym(method: string, ...args: unknown[]): void {
  if (!counterId || typeof window.ym !== 'function') {
    return;
  }
  try {
    window.ym(counterId, method, ...args);
  } catch {
    // A broken or blocked tag must never break the page.
  }
}

/**
 * The goals of search and its answers (CONTRIBUTING.md says where writers find them), each with
 * the reader's question and, for an answer, the page it cited.
 */
export const GOALS = {
  /** The reader said an answer helped. */
  answerHelped: 'docs-answer-helped',
  /** The reader said an answer did not help. */
  answerDidNotHelp: 'docs-answer-not-helped',
  /** The docs did not answer a question. */
  noAnswer: 'docs-answer-none',
  /** A search found nothing. */
  noResults: 'docs-search-none',
} as const;

/** Reports a goal with the question (scrubbed) and the page it concerns. */
export function reachGoal(goal: (typeof GOALS)[keyof typeof GOALS], question: string, page?: string): void {
  ym('reachGoal', goal, {question: scrub(question), ...(page && {page})});
}
