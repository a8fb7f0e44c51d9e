import {expect, hydrated, test} from './fixtures';

// axe on one page of each type (tests/page-types.json, the pages the benchmark measures too), in
// both colour modes (in the dark one, the rules about colour), runs in tests/visual.spec.ts on the same visit as the desktop screenshot of that
// page, and so does axe on the states a page reaches by interaction there (the open mobile menu, the open
// feedback panel). Here: keyboard use.

// One load for both (a load each only repeated the page's start-up): the way through the header from
// the top of the page, then the skip link, the first stop on that way, taken with Enter.
test('every control on the way through the header is reachable and visibly focused, and the skip link moves focus to the content', async ({page}) => {
  await page.goto('/docs/start/whatis');
  await hydrated(page);
  const skip = page.getByRole('link', {name: 'Перейти к содержимому'});
  const seen = new Set<string>();
  for (let i = 0; i < 25; i += 1) {
    await page.keyboard.press('Tab');
    if (i === 0) {
      // The first Tab on the page reaches the skip link, and shows it.
      await expect(skip).toBeFocused();
      await expect(skip).toBeVisible();
    }
    const state = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) {
        return null;
      }
      const style = getComputedStyle(el);
      const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      const ringed = style.boxShadow !== 'none';
      return {name: `${el.tagName} ${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}`, visible: outlined || ringed};
    });
    expect(state, 'focus left the page').not.toBeNull();
    expect(state!.visible, `${state!.name} has no visible focus`).toBe(true);
    seen.add(state!.name);
  }
  for (const name of ['Поддержка', 'Поиск', 'История версий']) {
    expect([...seen].some((s) => s.includes(name)), `${name} is reachable by Tab`).toBe(true);
  }
  // Back to the skip link, as the first Tab found it: Enter takes the focus into the content, so that
  // the next Tab reaches a control inside it, not the navbar.
  await skip.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const inContent = await page.evaluate(
    () => document.activeElement?.closest('#__docusaurus_skipToContent_fallback') !== null,
  );
  expect(inContent).toBe(true);
});
