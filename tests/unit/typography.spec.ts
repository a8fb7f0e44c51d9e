import {expect, test} from '@playwright/test';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkStringify from 'remark-stringify';
import type {Heading, Root} from 'mdast';
import {printModel, printFact} from '../../src/plugins/model/remarkModel';
import {typesetTree} from '../../src/plugins/typography/remarkTypography';
import {typeset} from '../../src/plugins/typography/typeset';
import {pages, proseBlocks} from './pages';

const NBSP = '\u00a0';
/** A page's Markdown after the two plugins, non-breaking spaces shown as ⍽. */
function run(source: string, mdx = true): {tree: Root; text: string} {
  const processor = unified().use(remarkParse).use(remarkDirective).use(remarkGfm);
  const tree = (mdx ? processor.use(remarkMdx) : processor).parse(source);
  printModel(tree, {path: 'page.mdx'});
  typesetTree(tree);
  const text = unified().use(remarkGfm).use(remarkDirective).use(mdx ? remarkMdx : () => undefined).use(remarkStringify).stringify(tree);
  return {tree, text: text.replace(/\u00a0/g, '⍽').replace(/&#x20;/g, ' ')};
}

test.describe('typography (src/plugins/typography)', () => {
  test('binds a number to its unit, a short word to the next one, a dash to the word before', () => {
    expect(typeset('Файл до 20 МБ, сообщение — до 4096 символов, 3–5 минут, 4,2 обращения, 90 %, № 5.').replace(/\u00a0/g, '⍽')).toBe(
      'Файл до⍽20⍽МБ, сообщение⍽— до⍽4096⍽символов, 3–5⍽минут, 4,2⍽обращения, 90⍽%, №⍽5.',
    );
  });

  test('quotes inside quotes become „…“; the product\'s name gets a non-breaking hyphen', () => {
    expect(typeset('Окно «Завершить «сейчас»» в Чат-центре')).toBe(`Окно «Завершить „сейчас“» в${NBSP}Чат\u2011центре`);
  });

  test('works across bold and links, never in code, URLs, JSX or front matter', () => {
    const {text} = run('До **20 МБ** и [в окне](https://x.ru/a-b) `до 20 МБ` <Screen alt="до 20 МБ" /> https://x.ru/a - b\n\n```\nдо 20 МБ\n```\n');
    expect(text).toContain('До⍽**20⍽МБ**⍽и⍽[в⍽окне](https://x.ru/a-b) `до 20 МБ` <Screen alt="до 20 МБ" /> [https://x.ru/a](https://x.ru/a)⍽— b');
    expect(text).toContain('```\nдо 20 МБ\n```');
  });

  test('a heading keeps the anchor its words gave it', () => {
    const {tree} = run('## Окно 24 часа в WhatsApp\n\n## Свой якорь {#own}\n', false);
    const [typeset_, own] = tree.children as Heading[];
    expect(typeset_.data?.hProperties?.id).toBe('окно 24 часа в whatsapp');
    expect((typeset_.children[0] as {value: string}).value).toBe(`Окно 24${NBSP}часа в${NBSP}WhatsApp`);
    expect(own.data?.hProperties?.id).toBeUndefined();
  });

  test('the pages hold no number and unit apart, once typeset', () => {
    const unit = /(?<![\d.,])\d+(?:[.,]\d+)? (?:МБ|КБ|файл\p{L}*|час\p{L}*|минут\p{L}*|мин|секунд\p{L}*|символ\p{L}*|дн(?:я|ей)|день|месяц\p{L}*|год\p{L}*|лет|строк\p{L}*|сообщени\p{L}*|обращени\p{L}*|запрос\p{L}*|%)(?!\p{L})/u;
    const split = pages().flatMap(({file, tree}) => {
      const copy = structuredClone(tree);
      typesetTree(copy);
      return proseBlocks(copy)
        .filter(({text}) => unit.test(text))
        .map(({text, line}) => `${file}:${line}: ${unit.exec(text)?.[0]}`);
    });
    expect(split).toEqual([]);
  });
});

test.describe('facts and labels from the model (src/plugins/model)', () => {
  test(':fact prints the value with its unit, in the genitive after «до»; {number} only the number', () => {
    expect(run('Сообщение — :fact[message.maxLength], решённое закроется через :fact[resolved.autoClose], не дольше :fact[session.lifetime]; :fact[report.xlsxRows]{number}.').text).toContain(
      'Сообщение⍽— 4096⍽символов, решённое закроется через 24⍽часа, не⍽дольше 12⍽часов; 100 000.',
    );
    expect(printFact('api.tokenLifetime', 'до ')).toBe('1 часа');
    expect(printFact('api.tokenLifetime', 'живёт ')).toBe('1 час');
  });

  test(':label prints a label in bold, a message of the product in quotes', () => {
    expect(run('Нажмите :label[agent.transfer], увидите :label[messages.noSeats].').text).toContain('Нажмите **Передать**, увидите «Нет свободных мест в⍽лицензии».');
  });

  test('an unknown fact or label stops the build with the page and line', () => {
    expect(() => run('\n\nДо :fact[message.maxLenght].')).toThrow('page.mdx:3: no fact «message.maxLenght»');
    expect(() => run('Нажмите :label[agent.tranfser].')).toThrow('page.mdx:1: no label «agent.tranfser»');
  });

  test('works in CommonMark pages too', () => {
    expect(run('До :fact[attachment.maxSize].', false).text).toContain('До⍽20⍽МБ.');
  });
});
