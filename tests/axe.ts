import axe, {type RunOnly} from 'axe-core';
import {expect, type Page} from '@playwright/test';
import type {Theme} from './fixtures';

/** The WCAG rules every page is held to. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The rules whose outcome depends on colours, and so the only ones the dark theme can change: the
 * theme changes the page's colours, not its elements, names or roles. A page checked by every rule
 * in the light theme is checked by these in the dark one.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** The rules for a page in a theme: all of them in the light theme, the colour rules in the dark one. */
export const rulesFor = (theme: Theme): string[] | undefined => (theme === 'dark' ? COLOUR_RULES : undefined);

/**
 * What axe finds on the page as it is now (or in the part `include` selects), one line per rule
 * with up to five of its elements; by the WCAG rules, or by `rules` only.
 *
 * axe-core runs in the page itself, put there once per document. @axe-core/playwright evaluated its
 * 650 KB source twice on every scan (and in its default mode finished each scan in a new blank page,
 * a new renderer process): a scan of the guide took 1.3–2.0 CPU-seconds of a 2-core machine, the
 * same scan with axe already there 0.5; of an API page 2.8–3.6 against 1.9–2.1. What runs in the page
 * cannot scan cross-origin frames. The site's pages have no frame at all, and the first expectation
 * fails the day one gets any.
 */
export async function axeViolations(page: Page, {include, rules}: {include?: string; rules?: string[]} = {}): Promise<string[]> {
  expect(page.frames().map((frame) => frame.url()), 'frames of the page (axe runs in its main frame only)').toHaveLength(1);
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.evaluate(axe.source);
  }
  const runOnly: RunOnly = rules ? {type: 'rule', values: rules} : {type: 'tag', values: AXE_TAGS};
  const violations = await page.evaluate(
    async ({context, runOnly}) => (await (window as unknown as {axe: typeof axe}).axe.run(context ?? document, {runOnly})).violations,
    {context: include, runOnly},
  );
  return violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(' | ')}`);
}
