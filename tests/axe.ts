import AxeBuilder from '@axe-core/playwright';
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
 * axe runs in the page itself (`setLegacyMode`): its default mode finishes every scan in a new blank
 * page of the context, a new renderer process that cost a second of a 2-core machine's time per scan
 * (2.2 s instead of 4.5–5.7 s for an API page, 1.0 s instead of 2.0–2.3 s for a guide). What legacy
 * mode cannot do is scan cross-origin frames. The site's pages have no frame at all, and the first
 * expectation fails the day one gets any, so that its scan is made the default way again.
 */
export async function axeViolations(page: Page, {include, rules}: {include?: string; rules?: string[]} = {}): Promise<string[]> {
  expect(page.frames().map((frame) => frame.url()), 'frames of the page (legacy-mode axe does not scan them)').toHaveLength(1);
  let builder = new AxeBuilder({page}).setLegacyMode(true);
  builder = rules ? builder.withRules(rules) : builder.withTags(AXE_TAGS);
  const {violations} = await (include ? builder.include(include) : builder).analyze();
  return violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(' | ')}`);
}
