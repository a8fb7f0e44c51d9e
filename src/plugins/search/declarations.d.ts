// Modules without types of their own.

// lunr-languages: each module is a function that registers a language on lunr.
declare module 'lunr-languages/lunr.stemmer.support' {
  const register: (lunr: unknown) => void;
  export default register;
}
declare module 'lunr-languages/lunr.ru' {
  const register: (lunr: unknown) => void;
  export default register;
}
declare module 'lunr-languages/lunr.multi' {
  const register: (lunr: unknown) => void;
  export default register;
}

// The search plugin's generated settings, as far as the search worker reads them (see ./index.ts).
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants' {
  /** The index file name, `{dir}` standing for the section, with the index hash. */
  export const searchIndexUrl: string;
}

// The readers' words, compiled by the build for the search worker (see ./index.ts).
declare module '@generated/@easyops-cn/docusaurus-search-local/default/search-readers-words.json' {
  const entries: import('./engine/lexicon').Entry[];
  export default entries;
}
