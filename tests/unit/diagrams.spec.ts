import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import type {Root} from 'mdast';
import remarkDiagrams from '../../src/plugins/diagrams/remarkDiagrams';
import {DIAGRAM_VARIANTS, isDiagramVariant, svgSize, svgWords, variantPath} from '../../src/plugins/diagrams/variants';
import {darken} from '../../src/plugins/diagrams/darken.mts';

const root = path.join(__dirname, '..', '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** Every diagram of the docs: an SVG that is not itself a variant of another. */
const diagrams = readdirSync(path.join(root, 'docs'), {recursive: true, encoding: 'utf8'})
  .filter((file) => file.endsWith('.svg') && !isDiagramVariant(file))
  .map((file) => path.join('docs', file));

test('the docs have their diagrams', () => {
  expect(diagrams).toContain(path.join('docs', 'start', 'img', 'whatis.svg'));
});

for (const diagram of diagrams) {
  test.describe(diagram, () => {
    const light = read(diagram);
    const variant = (name: (typeof DIAGRAM_VARIANTS)[number]) => read(variantPath(diagram, name));

    test('has a dark variant, a phone layout and its dark variant, with the same words', () => {
      for (const name of DIAGRAM_VARIANTS) {
        expect(svgWords(variant(name)), `${variantPath(diagram, name)} says what ${diagram} says`).toEqual(svgWords(light));
      }
    });

    test('its phone layout is a phone column, its text at least 13 units', () => {
      const phone = variant('phone');
      const [width] = svgSize(phone);
      expect(width).toBeGreaterThanOrEqual(320);
      expect(width).toBeLessThanOrEqual(400);
      const sizes = [...phone.matchAll(/font-size="([\d.]+)"/g)].map((match) => Number(match[1]));
      expect(sizes.length).toBeGreaterThan(0);
      expect(sizes.filter((size) => size < 13)).toEqual([]);
    });

    test('its dark variants are its colours swapped by scripts/dark-diagram.mts', () => {
      expect(variant('dark')).toBe(darken(light));
      expect(variant('phoneDark')).toBe(darken(variant('phone')));
    });
  });
}

test('a diagram on a page becomes a picture per theme, each with its phone layout', () => {
  const required = (file: string) => `require("!url-loader?limit=10000&name=[name]!${file}").default`;
  const src = (file: string) => ({
    type: 'mdxJsxAttributeValueExpression',
    value: required(file),
    data: {estree: {type: 'Program', body: [{type: 'ExpressionStatement', expression: {type: 'Literal', value: required(file).slice(9, -10), raw: 'x'}}]}},
  });
  const alt = 'Схема Чат-центра';
  const tree = {
    type: 'root',
    children: [
      {
        type: 'paragraph',
        children: [
          {
            type: 'mdxJsxTextElement',
            name: 'img',
            attributes: [
              {type: 'mdxJsxAttribute', name: 'alt', value: alt},
              {type: 'mdxJsxAttribute', name: 'src', value: src('./img/whatis.svg')},
            ],
            children: [],
          },
        ],
      },
    ],
  } as unknown as Root;
  remarkDiagrams()(tree, {path: path.join(root, 'docs', 'start', 'whatis.md')});
  type Element = {name: string; attributes: {name: string; value: string | {value: string}}[]; children: Element[]};
  const attributes = (element: Element) =>
    Object.fromEntries(element.attributes.map((a) => [a.name, typeof a.value === 'string' ? a.value : a.value.value]));
  const diagram = (tree.children[0] as unknown as Element).children[0];
  expect(diagram.name).toBe('span');
  const [light, dark] = diagram.children;
  expect([light, dark].map((picture) => [picture.name, attributes(picture).className])).toEqual([
    ['picture', 'diagram__light'],
    ['picture', 'diagram__dark'],
  ]);
  expect(attributes(light.children[0])).toMatchObject({media: '(max-width: 600px)', srcSet: expect.stringContaining('!./img/whatis.phone.svg"')});
  expect(attributes(light.children[1])).toMatchObject({alt, src: expect.stringContaining('!./img/whatis.svg"'), width: '800', loading: 'lazy'});
  expect(attributes(dark.children[0])).toMatchObject({srcSet: expect.stringContaining('!./img/whatis.phone.dark.svg"'), width: '360'});
  expect(attributes(dark.children[1])).toMatchObject({alt, src: expect.stringContaining('!./img/whatis.dark.svg"')});
  const html = JSON.stringify(tree);
  // Files, not data: URLs, so the hidden theme's pictures are never downloaded; the estree says the same.
  expect(html).not.toContain('limit=10000');
  expect(html).toContain('url-loader?limit=0&name=[name]!./img/whatis.phone.dark.svg');
});
