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
  test('gives the table its column headers as CSS custom properties, inline code included', () => {
    const node = run(
      table(['Поле', 'Тип', 'Описание'], [[el('code', ['botId']), 'string', 'Идентификатор бота, которому адресовано событие.']]),
    );
    expect(node.properties.className).toEqual(['ref-table', 'ref-table--desc-3', 'ref-table--nowrap-1', 'ref-table--nowrap-2']);
    expect(node.properties.style).toBe('--ref-label-1:"Поле";--ref-label-2:"Тип";--ref-label-3:"Описание"');
    expect(cells(node, 0).map((cell) => cell.properties)).toEqual([{}, {}, {}]);
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
    expect(node.properties.className).toEqual(['ref-table', 'ref-table--desc-4', 'ref-table--nowrap-3']);
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
    expect(node.properties.className).toEqual(['ref-table', 'ref-table--desc-3', 'ref-table--nowrap-1', 'ref-table--nowrap-2']);
    expect(cells(node, 0)[0]!.children).toEqual([el('code', ['threadId'])]);
  });

  test('escapes quotes in a header', () => {
    const node = run(table(['Поле', 'Значение "по умолчанию"'], [['a', 'b']]));
    expect(node.properties.style).toBe('--ref-label-1:"Поле";--ref-label-2:"Значение \\"по умолчанию\\""');
  });

  test('leaves a table without a header row alone', () => {
    const node = run(el('table', [el('tbody', [el('tr', [el('td', ['a'])])])]));
    expect(node.properties.className).toBeUndefined();
  });
});
