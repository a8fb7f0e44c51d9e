import path from 'node:path';
import {getSwcJsMinimizerOptions} from '@docusaurus/faster';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {imageZoomClientModule, prismLanguagesClientModule, searchMarkModule, utilsCommonIndex} from './internals';
import {RouteChunksPlugin} from './routeChunks';

/**
 * Keeps code that most pages never run out of the JavaScript every page loads and runs at start-up
 * (issue 10's budget). Three packages put more there than they use:
 *
 * - The classic theme registers the extra Prism grammars in a client module, which puts Prism, its
 *   grammars and their set-up (about half of main.js's evaluation) on every page, code or not. The
 *   client module becomes an empty one; src/components/DeferredCodeBlock loads the highlighter,
 *   and registers the grammars, where a page shows code.
 * - The image-zoom plugin's client module puts medium-zoom in main.js; ./lazyZoom loads it when the
 *   browser is idle after the page started.
 * - The local search bar imports one number (the suggestion limit) from a module that also builds
 *   lunr with its Russian stemmer: src/internals/search/package.ts gives it that number alone.
 * - The local search bar marks the words of a search on the page it opens with mark.js, in main.js:
 *   ./lazyMark loads it when a page first marks.
 * - @docusaurus/utils-common requires tslib from CommonJS, which keeps all of it (3.6 KiB gzip) for
 *   one helper: ./tslibHelpers gives it that helper alone.
 *
 * The browser's entry is ./clientEntry, which runs Docusaurus's own in steps (see there), and each
 * page's HTML lists the chunks of its route (./routeChunks), and the browser's route registry drops
 * the modules' names that only the server reads (./registryLoader.cjs).
 *
 * The files these replacements target are looked up in ./internals.ts, which stops the build when an
 * upgrade has moved one.
 *
 * This build caches its modules under a version of its own, apart from plain Docusaurus's
 * (`STARTUP_TUNING=false`): reach 25 in ../README.md says why.
 *
 * In the browser, React is Preact (preact/compat): the same components, hooks and server HTML, but
 * 10 KiB gzip of library where react-dom is 63. The server still renders with React; Preact
 * hydrates that HTML, taking the DOM as it is. ./preactEvents leaves native events as they are
 * for the search box's autocomplete.js.
 *
 * And the minifier writes text as UTF-8 instead of \u escapes (Docusaurus's `ascii_only`, a
 * workaround for a 2017 minifier): every Russian letter of the sidebars and of the pages' text took
 * six bytes, which made a doc page's JavaScript 3 KB gzip larger. Pages and scripts are UTF-8.
 */
type Rspack = typeof import('@rspack/core');
type Configuration = Parameters<NonNullable<Plugin['configureWebpack']>>[0];

/** Rspack's minimizers with Docusaurus's JS options, except that text stays UTF-8. */
function utf8Minimizer(config: Configuration, {SwcJsMinimizerRspackPlugin}: Rspack) {
  const {format, ...defaults} = getSwcJsMinimizerOptions();
  // Docusaurus's options are typed for @swc/core, whose types and Rspack's disagree on a few fields
  // (Docusaurus's own code silences the same mismatch).
  type MinimizerOptions = NonNullable<ConstructorParameters<typeof SwcJsMinimizerRspackPlugin>[0]>['minimizerOptions'];
  const minimizerOptions = {...defaults, minify: true, format: {...format, ascii_only: false}} as MinimizerOptions;
  const minimizer = config.optimization?.minimizer?.map((plugin) =>
    plugin instanceof SwcJsMinimizerRspackPlugin ? new SwcJsMinimizerRspackPlugin({minimizerOptions}) : plugin,
  );
  // Replacing nothing would be silent: the bundles would go back to \u escapes, 3 KB gzip larger.
  // (Only the production client's bundles are minified.)
  if (config.optimization?.minimize && !config.optimization.minimizer?.some((plugin) => plugin instanceof SwcJsMinimizerRspackPlugin)) {
    throw new Error(
      "leanBundle: Docusaurus's JS minimizer is no longer Rspack's SwcJsMinimizerRspackPlugin; find what minifies now and give it `ascii_only: false` again (src/internals/leanBundle/index.ts)",
    );
  }
  return {
    mergeStrategy: {'optimization.minimizer': 'replace' as const},
    optimization: {minimizer: minimizer as NonNullable<Configuration['optimization']>['minimizer']},
  };
}

export default function leanBundlePlugin({generatedFilesDir}: LoadContext): Plugin {
  const prismClientModule = prismLanguagesClientModule();
  const zoomClientModule = imageZoomClientModule();
  const markModule = searchMarkModule();
  const utilsCommon = utilsCommonIndex();
  return {
    name: 'chat-center-lean-bundle',
    configureWebpack(config, isServer, {currentBundler}) {
      // The minimizer is Rspack's (future.faster); with webpack, Docusaurus's stays as it is.
      const minimizer = currentBundler.name === 'rspack' && utf8Minimizer(config, currentBundler.instance as unknown as Rspack);
      // Rspack's persistent cache (experiments.cache), when on: a version of its own (see above).
      const cache = (config.experiments as {cache?: {version?: string}} | undefined)?.cache;
      return {
        mergeStrategy: {
          ...(minimizer && minimizer.mergeStrategy),
          ...(!isServer && {entry: 'replace' as const}),
        },
        ...(minimizer && {optimization: minimizer.optimization}),
        // The version alone: Docusaurus merges the rest in (its arrays would be appended twice).
        ...(typeof cache === 'object' && {experiments: {cache: {version: `${cache.version}-lean-bundle`}}}),
        ...(!isServer && {
          entry: path.join(__dirname, 'clientEntry.ts'),
          plugins: [new RouteChunksPlugin(path.join(generatedFilesDir, 'client-manifest.json'))],
          // The browser's route registry without the modules' names, which only the server reads.
          module: {
            rules: [
              {test: path.join(generatedFilesDir, 'registry.js'), loader: path.join(__dirname, 'registryLoader.cjs')},
              {test: utilsCommon, resolve: {alias: {tslib$: path.join(__dirname, 'tslibHelpers.ts')}}},
              // The browser's site config without what only the server reads; whole in development,
              // where the debug plugin's page shows it.
              ...(config.mode === 'production'
                ? [{test: path.join(generatedFilesDir, 'docusaurus.config.mjs'), loader: path.join(__dirname, 'siteConfigLoader.cjs')}]
                : []),
            ],
          },
        }),
        resolve: {
          alias: {
            [`${prismClientModule}$`]: false,
            // The plugin names its client module without extension; ./lazyZoom imports it by file.
            [`${zoomClientModule}$`]: path.join(__dirname, 'lazyZoom.ts'),
            // The search plugin imports mark.js by its file; ./lazyMark imports it by package path.
            ...(!isServer && {[`${markModule}.js$`]: path.join(__dirname, 'lazyMark.ts')}),
            // React in the browser is Preact (see above).
            ...(!isServer && {
              react: 'preact/compat',
              'react-dom/client': 'preact/compat/client',
              'react-dom': 'preact/compat',
            }),
          },
        },
      };
    },
  };
}
