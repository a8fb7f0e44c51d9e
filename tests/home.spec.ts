import {expect, hydrated, test} from './fixtures';

test('the home page is titled «Документация Чат-центра»', async ({page}) => {
  await page.goto('/');
  await hydrated(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Документация Чат-центра');
});

for (const width of [320, 360, 390, 600, 768, 820, 997, 1024, 1100, 1280, 1440]) {
  test(`the audience cards' headings are never broken mid-word at ${width} px`, async ({page}) => {
    await page.setViewportSize({width, height: 900});
    await page.goto('/');
    await hydrated(page);
    const headings = page.getByRole('region', {name: 'Разделы документации'}).getByRole('heading', {level: 2});
    await expect(headings).toHaveCount(4);
    const lines = await headings.evaluateAll((nodes) =>
      nodes.map((node) => {
        // Each heading is one word («Администратору»): one line box, no overflow.
        const range = document.createRange();
        range.selectNodeContents(node);
        const tops = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
        return {text: node.textContent, lines: tops.size, overflow: node.scrollWidth > node.clientWidth};
      }),
    );
    for (const {text, lines: count, overflow} of lines) {
      expect(count, `«${text}» takes ${count} lines`).toBe(1);
      expect(overflow, `«${text}» overflows its card`).toBe(false);
    }
  });
}
