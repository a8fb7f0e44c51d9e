/**
 * The labels a screen shows, from the product model (src/model/labels.ts): the current ones, or, while
 * `drawnAsOf` draws a screen as an older version showed it (a release note's picture), the labels of
 * that version, a later label `undefined` in its place. Screens and the kit read `L` while they render,
 * never into a constant at import, so that the version being drawn is the one they read.
 */
import {LABELS, labelsAsOf, type LabelEntry, type Labels} from '../../src/model';

/** The labels of the version being drawn (a live binding: drawnAsOf swaps it while it draws). */
export let L: Labels = LABELS;

/** How a later label reads while a test draws a screen: ⟦path@version⟧. */
const MARK = '⟦';
const mark = (entry: LabelEntry) => `${MARK}${entry.path}@${entry.since}⟧`;

/**
 * Whether the version being drawn shows this label: a later one is undefined (or, while a test
 * draws, a mark). The kit's lists leave such labels out; a screen that shows one label by itself
 * asks first: `{shown(L.agent.pm) && <span className="pm">{L.agent.pm}</span>}`.
 */
export const shown = (label: string | undefined): label is string => Boolean(label) && !label!.startsWith(MARK);

/**
 * Draws a screen as `version` showed it (undefined: the current version). With `marked`, a later label
 * reads as a mark (⟦agent.pm@6.18⟧) instead of disappearing: a mark in the HTML is a label the picture
 * of that version would show empty (tests/unit/screens.spec.ts).
 */
export function drawnAsOf<T>(version: string | undefined, draw: () => T, marked = false): T {
  const current = L;
  const currentVersion = drawing;
  L = version ? labelsAsOf(version, marked ? mark : undefined) : LABELS;
  drawing = version;
  try {
    return draw();
  } finally {
    L = current;
    drawing = currentVersion;
  }
}

let drawing: string | undefined;

/** The version being drawn: a release note's (6.16), or undefined for the current one. */
export const drawnVersion = (): string | undefined => drawing;
