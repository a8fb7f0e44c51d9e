// Builds the component gallery (./index.html) for the component tests (./playwright.config.ts), which
// `vite preview` then serves: the site's components as they are, with Docusaurus's and the theme's
// modules replaced by the small typed doubles in ./doubles (a component that imports one without a
// double fails the build, naming it). Built once, unminified: a test's page then loads three files, where
// the dev server made every page of a test load every module one by one (5 to 14 s a test on a busy
// 2-core machine).
import {fileURLToPath} from 'node:url';
import {defineConfig} from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here('.'),
  logLevel: 'warn',
  clearScreen: false,
  resolve: {
    alias: [
      // The search worker reads the indexes of a production build: its answers come from the test.
      {find: /^@site\/src\/internals\/search\/searchByWorker$/, replacement: here('./doubles/searchByWorker.ts')},
      // Docusaurus generates the configuration module at build time (Metrica's goals read the counter from it).
      {find: /^@site\/src\/internals\/siteConfig$/, replacement: here('./doubles/siteConfig.ts')},
      {find: /^@site\//, replacement: here('../../')},
      // Docusaurus's router is react-router 5's.
      {find: /^@docusaurus\/router$/, replacement: 'react-router-dom'},
      {find: /^@docusaurus\/(.+)$/, replacement: here('./doubles/docusaurus/$1')},
      {find: /^@theme\/(.+)$/, replacement: here('./doubles/theme/$1')},
      {find: /^@theme-original\/(.+)$/, replacement: here('./doubles/theme-original/$1')},
    ],
  },
  // The repository's tsconfig keeps JSX for Docusaurus's own compiler (`preserve`).
  oxc: {jsx: {runtime: 'automatic'}},
  // Source maps for the traces of failed tests, which CI does not keep (./playwright.config.ts).
  build: {outDir: here('../../node_modules/.cache/components-gallery'), emptyOutDir: true, minify: false, sourcemap: !process.env.CI, reportCompressedSize: false},
  preview: {strictPort: true},
});
