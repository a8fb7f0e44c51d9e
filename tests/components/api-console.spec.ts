import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test as base, expect, type Route} from '@playwright/test';
import {writeConsoleModules} from '../../src/plugins/apiReference/console';
import type {Operation} from './ApiOperation.story';

const CLIENTS = '/docs/api/external-api/clients';

/**
 * The operations' modules (their data, examples and validators) as the build writes them to
 * /api-console/, from the specs in static/openapi: written once per worker.
 */
const test = base.extend<{serveConsole: () => Promise<string[]>}, {consoleModules: string}>({
  consoleModules: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter: none.
    async ({}, use) => {
      const dir = mkdtempSync(path.join(tmpdir(), 'api-console-'));
      writeConsoleModules(path.join(__dirname, '..', '..'), dir);
      await use(dir);
      rmSync(dir, {recursive: true, force: true});
    },
    {scope: 'worker'},
  ],
  /** Serves the modules at /api-console/; returns every request of the page, to see what it loads and that nothing leaves. */
  serveConsole: async ({page, consoleModules}, use) => {
    await use(async () => {
      const requests: string[] = [];
      page.on('request', (request) => requests.push(`${request.method()} ${request.url()}`));
      await page.route('**/api-console/**', (route) => {
        const {pathname} = new URL(route.request().url());
        const file = path.join(consoleModules, pathname.replace(/^\/api-console\//, ''));
        return route.fulfill({contentType: 'text/javascript', body: readFileSync(file)});
      });
      return requests;
    });
  },
});

// The file's tests in one worker, one after another: the modules of every operation (the worker's
// `consoleModules`) take seconds to write, and a second worker would write them again.
test.describe.configure({mode: 'default'});

test('opened, it loads the operation, answers from the mock with status, headers and body; closed, it keeps what was typed', async ({mount, serveConsole}) => {
  const requests = await serveConsole();
  const bar = await mount<typeof Operation>('ApiOperation/Operation', {page: CLIENTS, method: 'GET', path: '/clients'});
  const tryIt = bar.getByRole('button', {name: 'Попробовать'});
  await expect(tryIt).toHaveAttribute('aria-expanded', 'false');
  expect(requests.filter((request) => request.includes('/api-console/'))).toEqual([]);
  await tryIt.click();
  const console = bar.getByRole('region', {name: 'Консоль: GET /clients'});
  await expect(console.getByLabel('limit')).toHaveValue('50');
  await expect(console.getByRole('textbox').first()).toBeFocused();
  expect(requests.filter((request) => request.includes('/api-console/'))).toEqual([expect.stringMatching(/^GET .*\/api-console\/external\/get-clients\.js$/)]);
  const loaded = requests.length;
  await console.getByRole('button', {name: 'Отправить запрос'}).click();
  await expect(console.getByText('Ответ макета: 200 OK')).toBeVisible();
  await expect(console.getByText('"Мария Соколова"').first()).toBeVisible();
  await expect(console.getByText('content-type: application/json')).toBeVisible();
  // The mock answered in the browser: no request left it.
  expect(requests.slice(loaded)).toEqual([]);
  await console.getByLabel('limit').fill('20');
  await console.getByRole('button', {name: 'Закрыть'}).click();
  await expect(console).toBeHidden();
  await expect(tryIt).toBeFocused();
  await expect(tryIt).toHaveAttribute('aria-expanded', 'false');
  await tryIt.click();
  await expect(console.getByRole('textbox').first()).toBeFocused();
  await expect(console.getByLabel('limit')).toHaveValue('20');
});

test('a missing required field, a broken value and a JSON typo are named, the typo shown in the body, and no answer given', async ({mount, serveConsole}) => {
  await serveConsole();
  const bar = await mount<typeof Operation>('ApiOperation/Operation', {page: CLIENTS, method: 'POST', path: '/clients'});
  await bar.getByRole('button', {name: 'Попробовать'}).click();
  const console = bar.getByRole('region', {name: 'Консоль: POST /clients'});
  const body = console.getByLabel(/Тело запроса/);
  await expect(body).toHaveValue(/"name": "Олег Кузнецов"/);
  await body.fill('{"phone": "+79037654321", "email": "не адрес"}');
  await console.getByRole('button', {name: 'Отправить запрос'}).click();
  const alert = console.getByRole('alert');
  await expect(alert).toContainText('Запрос не отправлен: он не соответствует схеме.');
  await expect(alert.getByRole('listitem').filter({hasText: 'body.name'})).toContainText('обязательное поле не заполнено');
  await expect(alert.getByRole('listitem').filter({hasText: 'body.email'})).toContainText('формату email');
  await expect(console.getByText(/Ответ макета/)).toHaveCount(0);
  await body.fill('{\n  "name": "Олег"\n  "phone": "+79037654321"\n}');
  await console.getByRole('button', {name: 'Отправить запрос'}).click();
  await expect(alert).toContainText('ошибка JSON, строка 3, символ 3: пропущена запятая');
  await alert.getByRole('button', {name: 'Показать в теле запроса'}).click();
  await expect(body).toBeFocused();
  expect(await body.evaluate((area: HTMLTextAreaElement) => area.value.slice(area.selectionStart))).toMatch(/^"phone"/);
  // Fixed, it is answered.
  await body.fill('{"name": "Олег"}');
  await console.getByRole('button', {name: 'Отправить запрос'}).click();
  await expect(console.getByText('Ответ макета: 201 Created')).toBeVisible();
  await expect(console.getByRole('alert')).toHaveCount(0);
});

test('without the token the mock answers 401; «Скопировать как curl» gives the request for the real server, or shows it where the clipboard is closed', async ({mount, page, context, serveConsole}) => {
  await serveConsole();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const bar = await mount<typeof Operation>('ApiOperation/Operation', {page: CLIENTS, method: 'POST', path: '/clients'});
  await bar.getByRole('button', {name: 'Попробовать'}).click();
  const console = bar.getByRole('region', {name: 'Консоль: POST /clients'});
  await console.getByRole('button', {name: 'Скопировать как curl'}).click();
  await expect(console.getByRole('status').filter({hasText: 'Команда curl скопирована'})).toBeVisible();
  const curl = await page.evaluate(() => navigator.clipboard.readText());
  expect(curl).toMatch(/^curl -X POST 'https:\/\/chat\.example\.ru\/api\/v1\/clients'/);
  expect(curl).toContain(`-H "Authorization: Bearer $CHAT_TOKEN"`);
  expect(curl).toContain(`-H 'Content-Type: application/json'`);
  expect(curl).toContain(`"name": "Олег Кузнецов"`);
  await console.getByLabel('Authorization').fill('');
  await console.getByRole('button', {name: 'Отправить запрос'}).click();
  await expect(console.getByText('Ответ макета: 401 Unauthorized')).toBeVisible();
  await page.evaluate(() => Object.defineProperty(navigator, 'clipboard', {value: undefined}));
  await console.getByRole('button', {name: 'Скопировать как curl'}).click();
  await expect(console.getByRole('status').filter({hasText: 'Браузер не дал скопировать: выделите команду ниже и скопируйте её сами'})).toBeVisible();
  await expect(console.getByRole('figure').filter({hasText: 'Запрос для настоящего сервера'})).toContainText("curl -X POST 'https://chat.example.ru/api/v1/clients'");
});

test('without the network it says so and retries, the console\'s script and then its module; a query value against its schema', async ({mount, page, serveConsole}) => {
  await serveConsole();
  const bar = await mount<typeof Operation>('ApiOperation/Operation', {page: CLIENTS, method: 'GET', path: '/clients'});
  // Neither the console's script nor the operation's module arrives.
  const down = (route: Route) => route.abort('internetdisconnected');
  const offline = /\/(assets\/Console-[^/]*\.js|api-console\/)/;
  await page.route(offline, down);
  await bar.getByRole('button', {name: 'Попробовать'}).click();
  const failure = bar.getByRole('alert');
  await expect(failure).toContainText('Консоль не загрузилась: нет связи с сайтом');
  await expect(failure.getByRole('button', {name: 'Повторить'})).toBeFocused();
  // The script back, the module still not: the console says the same from inside.
  await page.unroute(offline, down);
  await page.route('**/api-console/**', down);
  await failure.getByRole('button', {name: 'Повторить'}).click();
  await expect(failure.getByRole('button', {name: 'Повторить'})).toBeFocused();
  await expect(failure).toContainText('Консоль не загрузилась');
  await page.unroute('**/api-console/**', down);
  await failure.getByRole('button', {name: 'Повторить'}).click();
  const console = bar.getByRole('region', {name: 'Консоль: GET /clients'});
  await expect(console.getByRole('textbox').first()).toBeFocused();
  await console.getByLabel('limit').fill('500');
  await console.getByRole('button', {name: 'Отправить запрос'}).click();
  await expect(console.getByRole('alert').getByRole('listitem').filter({hasText: 'query.limit'})).toContainText('<= 100');
});

test('a webhook\'s console checks the delivery against the schema of its event', async ({mount, serveConsole}) => {
  await serveConsole();
  const bar = await mount<typeof Operation>('ApiOperation/Operation', {page: '/docs/api/external-api-bot/webhooks/message', method: 'POST', path: 'message'});
  await expect(bar.getByRole('button', {name: 'Скопировать путь'})).toHaveCount(0);
  await bar.getByRole('button', {name: 'Попробовать'}).click();
  const console = bar.getByRole('region', {name: 'Консоль: событие message'});
  await expect(console.getByLabel('X-ChatCenter-Event')).toHaveValue('message');
  await console.getByRole('button', {name: 'Отправить запрос'}).click();
  await expect(console.getByText(/Ответ макета: 200/)).toBeVisible();
  const body = console.getByLabel(/Тело запроса/);
  await body.fill((await body.inputValue()).replace('"threadId"', '"threadID"'));
  await console.getByRole('button', {name: 'Отправить запрос'}).click();
  await expect(console.getByRole('alert').getByRole('listitem').filter({hasText: 'body.threadId'})).toContainText('обязательное поле');
});

test('«Скопировать путь» copies the operation\'s path and says so', async ({mount, page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const bar = await mount<typeof Operation>('ApiOperation/Operation', {page: '/docs/api/external-api/messages', method: 'GET', path: '/threads/{threadId}/messages'});
  await expect(bar.getByText('GET', {exact: true})).toBeVisible();
  await bar.getByRole('button', {name: 'Скопировать путь'}).click();
  await expect(bar.getByRole('status').filter({hasText: 'Путь скопирован'})).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('/threads/{threadId}/messages');
});
