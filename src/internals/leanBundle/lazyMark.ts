/**
 * mark.js for the search plugin, loaded when a page first marks words instead of with main.js (5 KiB
 * gzip that only a page opened from a search result, `?_highlight=…`, uses). It loads the package's
 * ES2015 build of the same version, dist/mark.es6.js: the file the plugin imports, dist/mark.js, is
 * aliased to this module, and the resolver applies the alias to the path a bare import resolves to as
 * well — importing that file here would import this module itself. The plugin's search bar
 * calls `new Mark(article).unmark()` on every route change and `.mark(words)` when the address has
 * words to mark: until a page has marked, there is nothing to unmark and nothing is loaded. Calls run
 * in the order they were made, once the module is there.
 */
import type MarkJs from 'mark.js/dist/mark.es6.js';

type MarkOptions = Parameters<MarkJs['mark']>[1];

let loaded: Promise<typeof MarkJs | null> | undefined;

function load(): Promise<typeof MarkJs | null> {
  loaded ??= import('mark.js/dist/mark.es6.js')
    .then((module: {default: typeof MarkJs}) => module.default)
    // A chunk gone after a redeploy: the words stay unmarked, and the page carries on.
    .catch(() => null);
  return loaded;
}

export default class Mark {
  readonly #context: HTMLElement;

  constructor(context: HTMLElement) {
    this.#context = context;
  }

  mark(keywords: string | string[], options?: MarkOptions): void {
    void load().then((Real) => Real && new Real(this.#context).mark(keywords, options));
  }

  unmark(options?: MarkOptions): void {
    void loaded?.then((Real) => Real && new Real(this.#context).unmark(options));
  }
}
