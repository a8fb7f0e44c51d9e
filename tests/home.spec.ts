import {expect, hydrated, resize, test} from './fixtures';

const WIDTHS = [320, 360, 390, 600, 768, 820, 997, 1024, 1100, 1280, 1440];

// One visit: the page opens at the narrowest width and is resized through the others (a reload per
// width only repeated the page's start-up). Each width is a step; a failure names its width and
// heading without stopping the others.
test(`the home page is titled «Документация Чат-центра» (never broken at its hyphen), its two actions on the screen (a phone's one above the other, equally wide), and its audience cards fill their rows, their headings never broken mid-word, and the search shortcut off phones, at ${WIDTHS[0]}–${WIDTHS.at(-1)} px`, async ({page}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({width: WIDTHS[0], height: 900});
  await page.goto('/');
  await hydrated(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Документация Чат-центра');
  const headings = page.getByRole('region', {name: 'Разделы документации'}).getByRole('heading', {level: 2});
  await expect(headings).toHaveCount(4);
  for (const width of WIDTHS) {
    await test.step(`${width} px`, async () => {
      await resize(page, {width, height: 900});
      const lines = await headings.evaluateAll((nodes) =>
        nodes.map((node) => {
          // Each heading is one word («Администратору»): one line box, no overflow.
          const range = document.createRange();
          range.selectNodeContents(node);
          const tops = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
          return {text: node.textContent, lines: tops.size, overflow: node.scrollWidth > node.clientWidth};
        }),
      );
      expect(lines).toHaveLength(4);
      for (const {text, lines: count, overflow} of lines) {
        expect.soft(count, `«${text}» takes ${count} lines at ${width} px`).toBe(1);
        expect.soft(overflow, `«${text}» overflows its card at ${width} px`).toBe(false);
      }
      // Every row of cards as full as the first: four, two and two, or one by one; never one alone.
      const rows = await page.getByRole('region', {name: 'Разделы документации'}).getByRole('article').evaluateAll((cards) => {
        const tops = cards.map((card) => Math.round(card.getBoundingClientRect().top));
        return [...new Set(tops)].map((top) => tops.filter((other) => other === top).length);
      });
      expect.soft(new Set(rows).size, `cards per row at ${width} px: ${rows.join(', ')}`).toBe(1);
      // «Чат-центра» on one line.
      const nameLines = await page
        .getByRole('heading', {level: 1})
        .getByText('Чат-центра')
        .evaluate((name) => new Set(Array.from(name.getClientRects(), (rect) => Math.round(rect.top))).size);
      expect.soft(nameLines, `«Чат-центра» takes ${nameLines} lines at ${width} px`).toBe(1);
      // The search's shortcut where the navbar shows its own: not on a phone, which has no Ctrl.
      const shortcut = page.locator('section', {has: page.getByRole('heading', {name: /нашли ответ/})}).locator('kbd').first();
      expect.soft(await shortcut.isVisible(), `Ctrl + K under «Не нашли ответ?» at ${width} px`).toBe(width > 576);
      // The hero's two actions stay on the screen; on a phone one above the other, equally wide, and
      // the version never on a line of its own.
      const actions = await page
        .getByRole('banner')
        .filter({has: page.getByRole('heading', {level: 1})})
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => ({box: link.getBoundingClientRect().toJSON() as DOMRect, text: link.textContent ?? ''})));
      expect.soft(actions.map(({text}) => text)).toEqual(['Начать с\u00a0обзора', expect.stringMatching(/^Что нового в\u00a0версии\u00a0\d+\.\d+$/)]);
      for (const {box, text} of actions) {
        expect.soft(box.left >= 0 && box.right <= width, `«${text}» off the screen at ${width} px (${Math.round(box.left)}–${Math.round(box.right)})`).toBe(true);
      }
      if (width <= 576) {
        const [first, second] = actions.map(({box}) => box);
        expect.soft(Math.round(first.width), `the actions' widths at ${width} px`).toBe(Math.round(second.width));
        expect.soft(second.top, `the actions one above the other at ${width} px`).toBeGreaterThan(first.bottom);
      }
    });
  }
});

test.describe('on a Mac', () => {
  test.use({userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'});
  test('the search shortcut under «Не нашли ответ?» is the one the search box takes there: ⌘ + K', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    const help = page.locator('section', {has: page.getByRole('heading', {name: /нашли ответ/})});
    await expect(help.locator('kbd')).toHaveText(['⌘', 'K']);
    // The box opens on that shortcut.
    await page.keyboard.press('Meta+K');
    await expect(page.locator('nav.navbar').getByPlaceholder('Поиск')).toBeFocused();
  });
});

test.describe('on a touch tablet', () => {
  test.use({viewport: {width: 820, height: 1180}, hasTouch: true, isMobile: true});
  test('the home page does not offer the search shortcut where there is no keyboard', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    expect(await page.evaluate(() => matchMedia('(hover: none) and (pointer: coarse)').matches), 'a touch screen without a mouse').toBe(true);
    const help = page.locator('section', {has: page.getByRole('heading', {name: /нашли ответ/})});
    await expect(help.locator('kbd').first()).toBeHidden();
    // The sentence reads on without it, as the reader sees it.
    expect(await help.locator('p').innerText()).toContain('воспользуйтесь поиском вверху страницы или посмотрите');
  });
});
