/**
 * Text typed on the wrong keyboard layout, read as meant: the same keys on the other layout of a
 * Russian keyboard (ЙЦУКЕН ↔ QWERTY). «ujhzxbt rkfdbib» → «горячие клавиши», «цуирщщл» → «webhook».
 * Several Russian letters sit on punctuation keys («б» on «,», «ж» on «;»), so a word is converted
 * whole, before it is split into words.
 */
const RUSSIAN = 'йцукенгшщзхъфывапролджэячсмитьбюё';
const LATIN = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`";

const toRussian = new Map([...LATIN].map((key, i) => [key, RUSSIAN[i]]));
const toLatin = new Map([...RUSSIAN].map((letter, i) => [letter, LATIN[i]]));

/**
 * `word` as typed on the other layout: Cyrillic to the Latin keys, anything else to the Russian
 * letters; null when there is nothing to convert. Lower case.
 */
export function otherLayout(word: string): string | null {
  const lower = word.toLowerCase();
  const map = /[а-яё]/.test(lower) ? toLatin : toRussian;
  const converted = [...lower].map((char) => map.get(char) ?? char).join('');
  return converted === lower ? null : converted;
}
