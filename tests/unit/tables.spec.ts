import {expect, test} from '@playwright/test';
import type {Element, ElementContent, Root} from 'hast';
import rehypeTables, {textOf} from '../../src/plugins/tables';

function el(tagName: string, children: (ElementContent | string)[] = []): Element {
  return {
    type: 'element',
    tagName,
    properties: {},
    children: children.map((child) => (typeof child === 'string' ? {type: 'text', value: child} : child)),
  };
}

function table(head: (ElementContent | string)[], rows: (ElementContent | string)[][]): Element {
  return el('table', [
    el('thead', [el('tr', head.map((cell) => el('th', [cell])))]),
    {type: 'text', value: '\n'},
    el('tbody', rows.map((row) => el('tr', row.map((cell) => el('td', [cell]))))),
  ]);
}

function run(node: Element): Element {
  const tree: Root = {type: 'root', children: [node]};
  rehypeTables()(tree);
  return node;
}

const cells = (node: Element, row: number) =>
  ((node.children[2] as Element).children[row] as Element).children as Element[];

/** The table's custom properties, by name. */
function styleOf(node: Element): Record<string, string> {
  return Object.fromEntries(
    String(node.properties.style ?? '')
      .split(/;(?=--)/)
      .filter(Boolean)
      .map((declaration) => declaration.split(/:(.*)/s).slice(0, 2) as [string, string]),
  );
}

const DESCRIPTION = 'Идентификатор бота, которому адресовано событие; приходит в каждом вебхуке.';

test.describe('tables rehype plugin', () => {
  test('gives the table the headers of its middle columns as CSS custom properties, and nothing to its cells', () => {
    const node = run(
      table(
        ['Параметр', 'Где', el('strong', ['Тип']), 'Описание'],
        [[el('code', ['botId']), 'путь', 'string', DESCRIPTION]],
      ),
    );
    expect(node.properties.className).toBeUndefined();
    expect(styleOf(node)).toMatchObject({'--th-2': '"Где"', '--th-3': '"Тип"'});
    expect(styleOf(node)['--th-4']).toBeUndefined();
    expect(cells(node, 0).map((cell) => cell.properties)).toEqual([{}, {}, {}, {}]);
  });

  test('gives the description the free width, keeps short values on one line and breaks long names after dots', () => {
    const node = run(
      table(
        ['Поле', 'Тип', 'Всегда есть', 'Описание'],
        [
          [el('code', ['message.attachments[].mimeType']), 'string: WEB, MOBILE, TELEGRAM, VK, WHATSAPP', 'да', 'Тип содержимого.'],
          [el('code', ['event']), 'string', 'да', 'Имя события; совпадает с заголовком X-ChatCenter-Event.'],
        ],
      ),
    );
    expect(node.properties.className).toEqual(['rt-wrap-1', 'rt-wrap-2']);
    // One inline code a part: a <code> with an element inside would be rendered as a code block.
    const name = cells(node, 0)[0]!.children as Element[];
    expect(name.map((child) => (child.tagName === 'code' ? textOf(child) : `<${child.tagName}>`))).toEqual([
      'message.',
      '<wbr>',
      'attachments[].',
      '<wbr>',
      'mimeType',
    ]);
  });

  test('lets a column of phrases wrap between its words, and keeps single words and short phrases on one line', () => {
    const node = run(
      table(
        ['Параметр', 'Где', 'Обязательный', 'Описание'],
        [
          [el('code', ['threadId']), 'путь', 'да', DESCRIPTION],
          [el('code', ['limit']), 'строка запроса', 'да, если есть', DESCRIPTION],
        ],
      ),
    );
    expect(node.properties.className).toEqual(['rt-wrap-2', 'rt-wrap-3']);
    const short = run(table(['Параметр', 'Где', 'Описание'], [[el('code', ['limit']), 'да, файлом', DESCRIPTION]]));
    expect(short.properties.className).toBeUndefined();
  });

  test('keeps short names whole and names a description that is not the last column, or that there is none', () => {
    const node = run(table(['Параметр', 'Описание', 'Где'], [[el('code', ['threadId']), DESCRIPTION, 'путь']]));
    expect(node.properties.className).toEqual(['rt-desc-2']);
    expect(styleOf(node)).toMatchObject({'--th-3': '"Где"'});
    expect(styleOf(node)['--th-2']).toBeUndefined();
    expect(cells(node, 0)[0]!.children).toEqual([el('code', ['threadId'])]);
    // A table of short values has no description: every cell but the first is labelled.
    const matrix = run(table(['Тип', 'Telegram', 'Viber'], [['Текст', 'да', 'только от клиента']]));
    expect(matrix.properties.className).toEqual(['rt-desc-0', 'rt-wrap-3']);
    expect(styleOf(matrix)).toMatchObject({'--th-2': '"Telegram"', '--th-3': '"Viber"'});
  });

  test('a first column of HTTP statuses heads the card with the code beside it, which needs no label', () => {
    const node = run(
      table(
        ['HTTP', el('code', ['code']), 'Когда возникает'],
        [
          ['400', el('code', ['VALIDATION_ERROR']), 'Параметр или поле тела не прошли проверку; подробности — в details.'],
          ['404', el('code', ['NOT_FOUND']), 'Обращения с таким threadId нет.'],
        ],
      ),
    );
    expect(node.properties.className).toEqual(['rt-lead']);
    expect(styleOf(node)['--th-2']).toBeUndefined();
    // A short field name (`text`) is a name, not a key: it heads its card alone.
    const fields = run(table(['Поле', 'Тип', 'Описание'], [[el('code', ['text']), 'string', DESCRIPTION]]));
    expect(fields.properties.className).toBeUndefined();
  });

  test('lines up a column of numbers on the right, but not the first column or one of words', () => {
    const node = run(
      table(
        ['Интервал', 'Поступило', 'Доля, %', 'Ожидание', 'Канал', 'С версии'],
        [
          ['10:00–11:00', '180', '6,3', '0:40', 'Telegram', '6.20 и новее'],
          ['11:00–12:00', '1 260', '16,9', '—', 'Viber', '6.13'],
        ],
      ),
    );
    expect(String(node.properties.className).split(',')).toEqual(expect.arrayContaining(['rt-num-2', 'rt-num-3', 'rt-num-4']));
    expect(String(node.properties.className)).not.toMatch(/rt-num-(1|5|6)\b/);
  });

  test('says how wide the table needs to be read as a grid: more for more and longer columns', () => {
    const need = (node: Element) => Number(styleOf(node)['--rt-need']);
    const narrow = run(table(['Клавиши', 'Действие'], [[el('code', ['Alt+B']), 'Взять в работу']]));
    const wide = run(
      table(
        ['Код', 'HTTP', 'Что значит', 'Что делать'],
        [[el('code', ['unsupported_grant_type']), '400', DESCRIPTION, `${DESCRIPTION} Ещё раз.`]],
      ),
    );
    // The shortest is a phone's column and less; four columns with two of prose need more than a desktop's 703 px.
    expect(need(narrow)).toBeLessThan(22);
    expect(need(wide) * 16).toBeGreaterThan(703);
  });

  test('counts a long unbreakable value in a column that wraps whole: a URL in code is not a phrase', () => {
    const need = (node: Element) => Number(styleOf(node)['--rt-need']);
    // /docs/api: the table was a grid by its estimate, and the URL made it 7 px wider than its 703 px column.
    const rows = [
      ['Внешний API', el('code', ['https://chat.example.ru/api/v1']), 'токен OAuth 2.0 по client_id и client_secret'],
      ['API для ботов', el('code', ['https://chat.example.ru/api/bot/v1']), 'Токен бота из настроек чат-бота'],
    ];
    expect(need(run(table(['Интерфейс', 'Базовый адрес', 'Чем авторизуется'], rows))) * 16).toBeGreaterThan(703);
  });

  test('escapes quotes in a header', () => {
    const node = run(table(['Поле', 'Значение "по умолчанию"', 'Описание'], [['a', 'b', DESCRIPTION]]));
    expect(styleOf(node)['--th-2']).toBe('"Значение \\"по умолчанию\\""');
  });

  test('leaves a table without a header row alone', () => {
    const node = run(el('table', [el('tbody', [el('tr', [el('td', ['a'])])])]));
    expect(node.properties).toEqual({});
  });
});
