/**
 * Units of the product's facts and how Russian counts them: «1 час», «2 часа», «5 часов» after a bare
 * number, «до 1 часа», «до 5 часов» after a preposition that wants the genitive. Plain data and two
 * small functions; ./limits.ts gives every fact one of these units.
 */

/** [one, few, many] after a bare number, and [one, many] in the genitive («до 21 часа», «до 24 часов»). */
type Forms = {count: readonly [string, string, string]; genitive: readonly [string, string]};

const forms = (one: string, few: string, many: string, genOne = few, genMany = many): Forms => ({
  count: [one, few, many],
  genitive: [genOne, genMany],
});
const same = (word: string): Forms => forms(word, word, word, word, word);

export const UNITS = {
  char: forms('символ', 'символа', 'символов'),
  file: forms('файл', 'файла', 'файлов'),
  MB: same('МБ'),
  second: forms('секунду', 'секунды', 'секунд', 'секунды', 'секунд'),
  minute: forms('минуту', 'минуты', 'минут', 'минуты', 'минут'),
  hour: forms('час', 'часа', 'часов', 'часа', 'часов'),
  day: forms('день', 'дня', 'дней', 'дня', 'дней'),
  month: forms('месяц', 'месяца', 'месяцев', 'месяца', 'месяцев'),
  year: forms('год', 'года', 'лет', 'года', 'лет'),
  row: forms('строку', 'строки', 'строк', 'строки', 'строк'),
  message: forms('сообщение', 'сообщения', 'сообщений', 'сообщения', 'сообщений'),
  thread: forms('обращение', 'обращения', 'обращений', 'обращения', 'обращений'),
  request: forms('запрос', 'запроса', 'запросов', 'запроса', 'запросов'),
  item: forms('элемент', 'элемента', 'элементов', 'элемента', 'элементов'),
  button: forms('кнопку', 'кнопки', 'кнопок', 'кнопки', 'кнопок'),
  link: forms('ссылку', 'ссылки', 'ссылок', 'ссылки', 'ссылок'),
  hint: forms('подсказку', 'подсказки', 'подсказок', 'подсказки', 'подсказок'),
  result: forms('результат', 'результата', 'результатов', 'результата', 'результатов'),
  attempt: forms('попытку', 'попытки', 'попыток', 'попытки', 'попыток'),
  time: forms('раз', 'раза', 'раз', 'раза', 'раз'),
  percent: same('%'),
  count: same(''),
} as const satisfies Record<string, Forms>;

export type Unit = keyof typeof UNITS;

/** 1, 21, 101 → one; 2–4, 22–24 → few; 0, 5–20, 25–30 → many. */
function plural(n: number): 0 | 1 | 2 {
  const tens = Math.abs(n) % 100;
  const ones = tens % 10;
  if (!Number.isInteger(n)) {
    return 1;
  }
  if (ones === 1 && tens !== 11) {
    return 0;
  }
  return ones >= 2 && ones <= 4 && (tens < 12 || tens > 14) ? 1 : 2;
}

/** The unit's word for `n`: after a bare number («5 минут») or in the genitive («до 5 минут», «до 1 минуты»). */
export function unitWord(unit: Unit, n: number, genitive = false): string {
  const {count, genitive: gen} = UNITS[unit];
  return genitive ? gen[plural(n) === 0 ? 0 : 1] : count[plural(n)];
}

/** Short forms pages also write: «15 мин», «30 с». */
const ABBREVIATIONS: Partial<Record<Unit, readonly string[]>> = {minute: ['мин', 'минута'], second: ['с', 'сек', 'секунда'], hour: ['ч']};

/** Every word the unit is written with, for finding «4096 символов» in a page. */
export function unitWords(unit: Unit): string[] {
  const {count, genitive} = UNITS[unit];
  return [...new Set([...count, ...genitive, ...(ABBREVIATIONS[unit] ?? [])])].filter(Boolean);
}

/** A number as the pages write it: 100 000 with a space in thousands from five digits, 0,5 with a comma. */
export function formatNumber(n: number): string {
  const [whole, fraction] = String(n).split('.');
  const grouped = whole.length > 4 ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ') : whole;
  return fraction ? `${grouped},${fraction}` : grouped;
}
