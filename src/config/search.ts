/** Suggestions the search box shows at most (spec: 8); shared by the config and the search bar. */
export const SEARCH_SUGGESTIONS = 8;
