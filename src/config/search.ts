/** Suggestions the search box shows at most (spec: 8); shared by the config and the search bar. */
export const SEARCH_SUGGESTIONS = 8;

/** What the search page offers before the reader types: questions its answers answer, one per role. */
export const SEARCH_EXAMPLES = [
  'как передать обращение коллеге',
  'почему не приходят обращения',
  'как выгрузить отчёт в Excel',
  'сколько хранится переписка',
  'как получить токен внешнего API',
];
