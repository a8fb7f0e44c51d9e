import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

/** The WCAG rules every page is held to. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** What axe finds on the page as it is now, one line per rule with up to five of its elements. */
export async function axeViolations(page: Page): Promise<string[]> {
  const {violations: found} = await new AxeBuilder({page}).withTags(AXE_TAGS).analyze();
  return found.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(' | ')}`);
}
