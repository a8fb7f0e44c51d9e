/**
 * Russian typography for the site's prose, by Typograf (https://github.com/typograf/typograf): a
 * non-breaking space between a number and its unit («20 МБ»), after a short preposition or
 * conjunction («в окне»), before a dash («обращение — это»), after «№» and before «%»; „inner“ quotes
 * inside «outer» ones; the product's name with a non-breaking hyphen («Чат‑центр», U+2011), so that
 * it never breaks at the end of a line.
 *
 * Only rules that keep the text's length: ./remarkTypography.ts types a paragraph as one text and puts
 * each character back into the Markdown node it came from.
 */
import Typograf from 'typograf';

/** The non-breaking hyphen of «Чат‑центр». Search reads it as a hyphen (src/plugins/search/engine/text.ts). */
export const NB_HYPHEN = '\u2011';

const RULES = [
  'common/nbsp/afterNumber',
  'common/nbsp/afterShortWord',
  'common/nbsp/beforeShortLastWord',
  'ru/nbsp/beforeParticle',
  'ru/nbsp/dayMonth',
  'ru/nbsp/see',
  'ru/nbsp/year',
  'ru/nbsp/initials',
  'ru/dash/main',
  'common/punctuation/quote',
];

Typograf.addRule({
  name: 'ru/nbsp/chatCenter',
  handler: (text) => text.replace(/([Чч]ат)-(центр)/g, `$1${NB_HYPHEN}$2`),
});
// A number and the word or sign after it, a decimal, a range and a bracket included («4,2 обращения»,
// «3–5 минут», «(12 часов)», «90 %»), and «№ 5»: Typograf's afterNumber wants a space before the number.
Typograf.addRule({
  name: 'ru/nbsp/numberAndUnit',
  handler: (text) => text.replace(/(\d) (?=[\p{L}%])/gu, '$1\u00a0').replace(/№ (?=\d)/g, '№\u00a0'),
});

const typograf = new Typograf({locale: ['ru', 'en-US'], htmlEntity: {type: 'default'}});
typograf.disableRule('*');
for (const rule of [...RULES, 'ru/nbsp/chatCenter', 'ru/nbsp/numberAndUnit']) {
  typograf.enableRule(rule);
}

/**
 * Each text typeset once per process: Docusaurus compiles every page twice (for the browser and for
 * the server's rendering), and the Markdown copies read them again.
 */
const done = new Map<string, string>();

/** The text typeset; the same length as `text` (or `text` itself when a rule would change its length). */
export function typeset(text: string): string {
  if (!/[\p{L}\p{N}]/u.test(text)) {
    return text;
  }
  let result = done.get(text);
  if (result === undefined) {
    result = typograf.execute(text);
    result = result.length === text.length ? result : text;
    done.set(text, result);
  }
  return result;
}
