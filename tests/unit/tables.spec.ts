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

test.describe('tables rehype plugin', () => {
  test('gives the table the headers of its middle columns as CSS custom properties, and nothing to its cells', () => {
    const node = run(
      table(
        ['Параметр', 'Где', el('strong', ['Тип']), 'Описание'],
        [[el('code', ['botId']), 'путь', 'string', 'Идентификатор бота, которому адресовано событие.']],
      ),
    );
    expect(node.properties.className).toBeUndefined();
    expect(node.properties.style).toBe('--th-2:"Где";--th-3:"Тип"');
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

  test('keeps short names whole and names a description that is not the last column', () => {
    const node = run(table(['Параметр', 'Описание', 'Где'], [[el('code', ['threadId']), 'Идентификатор обращения.', 'путь']]));
    expect(node.properties.className).toEqual(['rt-desc-2']);
    expect(node.properties.style).toBe('--th-3:"Где"');
    expect(cells(node, 0)[0]!.children).toEqual([el('code', ['threadId'])]);
  });

  test('escapes quotes in a header', () => {
    const node = run(table(['Поле', 'Значение "по умолчанию"', 'Описание'], [['a', 'b', 'Длинное описание поля.']]));
    expect(node.properties.style).toBe('--th-2:"Значение \\"по умолчанию\\""');
  });

  test('leaves a table without a header row alone', () => {
    const node = run(el('table', [el('tbody', [el('tr', [el('td', ['a'])])])]));
    expect(node.properties).toEqual({});
  });
});
