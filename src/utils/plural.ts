const plural = new Intl.PluralRules('ru');

/** A number with its noun in the right form: «1 изменение», «3 изменения», «12 изменений» (a non-breaking space between). */
export function count(n: number, one: string, few: string, many: string): string {
  const form = plural.select(n);
  return `${n}\u00a0${form === 'one' ? one : form === 'few' ? few : many}`;
}
