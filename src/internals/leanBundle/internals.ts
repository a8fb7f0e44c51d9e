import {existsSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

const require = createRequire(__filename);

/**
 * The files of other packages that the lean bundle replaces, one function per package. None is the
 * package's public API, so an upgrade may move or rename them; and a replacement whose target has
 * moved does not fail, it silently stops applying and the JavaScript of every page grows. So each
 * target is looked up here and the build stops, naming it, when it is gone; tests/unit/internals.spec.ts
 * also checks that each package still uses the file the way the replacement assumes.
 *
 * Every reach into another package is listed in ../README.md.
 */

/** `file` (a module path without extension, as a client module is named) when `file.js` exists. */
function existing(file: string, what: string): string {
  if (!existsSync(`${file}.js`)) {
    throw new Error(
      `leanBundle: ${what} is no longer at ${file}.js. The package was upgraded and moved it: find where it is now, update src/internals/leanBundle/internals.ts, and run tests/unit/internals.spec.ts.`,
    );
  }
  return file;
}

/**
 * @docusaurus/theme-classic's client module that registers the extra Prism grammars
 * (`prism.additionalLanguages`) on every page, code or not: lib/prism-include-languages.
 */
export function prismLanguagesClientModule(): string {
  const lib = path.dirname(require.resolve('@docusaurus/theme-classic'));
  return existing(path.join(lib, 'prism-include-languages'), "theme-classic's Prism grammars client module");
}

/**
 * docusaurus-plugin-image-zoom's client module (medium-zoom on every page), as the plugin names it:
 * lib/zoom. ./lazyZoom.ts, which replaces it, loads the same file later.
 */
export function imageZoomClientModule(): string {
  const lib = path.dirname(require.resolve('docusaurus-plugin-image-zoom'));
  return existing(path.join(lib, 'zoom'), "the image-zoom plugin's client module");
}

/**
 * mark.js as the search plugin's generated module imports it (`export { default as Mark } from
 * "<require.resolve('mark.js')>"`, dist/server/server/utils/generate.js): the file, resolved from the
 * plugin. ./lazyMark.ts, which replaces it in the browser, loads the package's ES2015 build when a page first marks.
 */
export function searchMarkModule(): string {
  const plugin = path.dirname(require.resolve('@easyops-cn/docusaurus-search-local/package.json'));
  const file = createRequire(path.join(plugin, 'package.json')).resolve('mark.js');
  return existing(file.replace(/\.js$/, ''), 'mark.js, as the search plugin imports it');
}

/**
 * @docusaurus/utils-common's CommonJS index (lib/index.js), which core's client code imports: its
 * `require("tslib")` keeps the whole of tslib in main.js, where a require's unused exports stay. It
 * uses one helper, `__importDefault` (tests/unit/internals.spec.ts checks), which ./tslibHelpers.ts
 * gives it alone.
 */
export function utilsCommonIndex(): string {
  const file = require.resolve('@docusaurus/utils-common');
  return `${existing(file.replace(/\.js$/, ''), "@docusaurus/utils-common's CommonJS index")}.js`;
}
