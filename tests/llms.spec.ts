import {expect, hydrated, test} from './fixtures';

// The Markdown copies themselves, llms.txt and llms-full.txt need no browser: tests/build-output/llms.spec.ts.
test.describe('«Копировать страницу»', () => {
  for (const route of ['/docs/agent/quickstart', '/docs/api/external-api/agents']) {
    test(`copies the Markdown of ${route}${route === '/docs/agent/quickstart' ? ', and says so when the copy fails' : ''}`, async ({page, context, errors}) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto(route);
      await hydrated(page);
      const main = page.getByRole('main');
      if (route === '/docs/agent/quickstart') {
        // A copy that fails says so (on the same visit: the server answers the .md with a 500 once).
        await page.route(`**${route}.md`, (answer) => answer.fulfill({status: 500, body: ''}), {times: 1});
        await main.getByRole('button', {name: 'Копировать страницу'}).click();
        await expect(main.getByRole('status')).toHaveText('Не удалось скопировать');
        // The browser logs the 500 it was given as an error: that one is expected.
        errors.length = 0;
      }
      // Its label may still say that the last copy failed: a click copies all the same.
      await main.getByRole('button', {name: /^(Копировать страницу|Не удалось скопировать)$/}).click();
      await expect(main.getByRole('button', {name: 'Скопировано'})).toBeVisible();
      // API pages have a status of their own per operation (its path copied), empty until then.
      await expect(main.getByRole('status').filter({hasText: /\S/})).toHaveText('Скопировано');

      const expected = await (await page.request.get(`${route}.md`)).text();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe(expected);
      expect(copied.split('\n')[0]).toBe(`# ${await main.getByRole('heading', {level: 1}).innerText()}`);
      // The label comes back, ready for another copy.
      await expect(main.getByRole('button', {name: 'Копировать страницу'})).toBeVisible({timeout: 5000});
      expect(errors).toEqual([]);
    });
  }

  test('sits next to a «Markdown-версия» link to the .md on every kind of doc page', async ({page}) => {
    for (const route of ['/docs', '/docs/supervisor', '/docs/agent/quickstart', '/docs/api/external-api/agents']) {
      await page.goto(route);
      await hydrated(page);
      await expect(page.getByRole('button', {name: 'Копировать страницу'})).toBeVisible();
      const link = page.getByRole('link', {name: 'Markdown-версия'});
      await expect(link).toHaveAttribute('href', `${route}.md`);
    }
    // The browser may show or download text/markdown; either way the link leads to the page's Markdown.
    const href = await page.getByRole('link', {name: 'Markdown-версия'}).getAttribute('href');
    const markdown = await (await page.request.get(href!)).text();
    expect(markdown.split('\n')[0]).toBe(`# ${await page.getByRole('heading', {level: 1}).innerText()}`);
  });
});
