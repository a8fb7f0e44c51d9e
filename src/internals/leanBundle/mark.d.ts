// mark.js ships without types: the part ./lazyMark.ts uses.
declare module 'mark.js/dist/mark.es6.js' {
  type MarkOptions = Record<string, unknown>;
  export default class Mark {
    constructor(context: HTMLElement);
    mark(keywords: string | string[], options?: MarkOptions): void;
    unmark(options?: MarkOptions): void;
  }
}
