/**
 * The labels a screen shows, from the product model (src/model/labels.ts): the current ones, or, while
 * `drawnAsOf` draws a screen as an older version showed it (a release note's picture), the labels of
 * that version, a later label `undefined` in its place. Screens and the kit read `L` while they render,
 * never into a constant at import, so that the version being drawn is the one they read.
 */
import {LABELS, labelsAsOf, type LabelEntry, type Labels} from '../../src/model';

/** The labels of the version being drawn (a live binding: drawnAsOf swaps it while it draws). */
export let L: Labels = LABELS;

/**
 * Draws a screen as `version` showed it (undefined: the current version). With `mark`, a later label
 * reads as the text `mark` makes of it instead of disappearing: tests/unit/screens.spec.ts looks for
 * such text to find a label a picture of an older version must not show.
 */
export function drawnAsOf<T>(version: string | undefined, draw: () => T, mark?: (entry: LabelEntry) => string): T {
  const current = L;
  L = version ? labelsAsOf(version, mark) : LABELS;
  try {
    return draw();
  } finally {
    L = current;
  }
}
