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

function table(head: string[], rows: (ElementContent | string)[][]): Element {
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

test.describe('tables rehype plugin', () => {
  test('labels each body cell with its column header, inline code included', () => {
    const node = run(
      table(['Поле', 'Тип', 'Описание'], [[el('code', ['botId']), 'string', 'Идентификатор бота, которому адресовано событие.']]),
    );
    expect(node.properties.className).toEqual(['ref-table']);
    expect(cells(node, 0).map((cell) => cell.properties.dataLabel)).toEqual(['Поле', 'Тип', 'Описание']);
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
    const header = ((node.children[0] as Element).children[0] as Element).children as Element[];
    expect(header.map((cell) => cell.properties.className)).toEqual([undefined, undefined, ['ref-table__nowrap'], ['ref-table__desc']]);
    expect(cells(node, 1).map((cell) => cell.properties.className)).toEqual([undefined, undefined, ['ref-table__nowrap'], ['ref-table__desc']]);
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

  test('keeps short names on one line', () => {
    const node = run(table(['Параметр', 'Где', 'Описание'], [[el('code', ['threadId']), 'путь', 'Идентификатор обращения.']]));
    expect(cells(node, 0).map((cell) => cell.properties.className)).toEqual([['ref-table__nowrap'], ['ref-table__nowrap'], ['ref-table__desc']]);
  });

  test('leaves a table without a header row alone', () => {
    const node = run(el('table', [el('tbody', [el('tr', [el('td', ['a'])])])]));
    expect(node.properties.className).toBeUndefined();
  });
});
