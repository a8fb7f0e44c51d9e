// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import docusaurus from '@docusaurus/eslint-plugin';
import globals from 'globals';

/**
 * Imports that reach into another package's files (its lib/, dist/, generated modules, internal
 * hooks, the theme component a swizzle wraps): allowed only in src/internals/, where each is listed
 * with what it relies on and the test that fails when it moves (src/internals/README.md), and
 * `@theme-original` also in src/theme/, where a swizzle wraps the component it replaces.
 */
const REACH = 'reaches into another package: only in src/internals/ (listed in its README, guarded by a test)';
const reachPatterns = [
  {group: ['@docusaurus/*/src/*', '@docusaurus/theme-common/internal'], message: REACH},
  {group: ['@generated/*', '@generated'], message: REACH},
  // Any package's build folders, except ajv's documented entry points (standalone code, draft 2020).
  {group: ['*/dist/*', '@*/*/dist/*', '*/lib/*', '@*/*/lib/*', '!ajv/dist/*', '!ajv-formats/dist/*'], message: REACH},
  {group: ['@docusaurus/responsive-loader/*'], message: REACH},
];
const themeOriginal = {group: ['@theme-original/*', '@theme-init/*'], message: 'wraps a theme component: only in src/theme/ (a swizzle, listed in src/theme/README.md)'};
/** A path into a package's files named in a string (require.resolve, path.join): only in src/internals/. */
const reachSyntax = [
  {selector: "CallExpression[callee.object.name='require'][callee.property.name='resolve']", message: REACH},
  {selector: "ImportExpression[source.value=/\\/(lib|dist)\\//]", message: REACH},
];

export default tseslint.config(
  {ignores: ['build/', 'build-plain/', 'build-nojs/', '.docusaurus/', '.cache/', 'node_modules/', 'test-results/', 'playwright-report/', 'bench/']},
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {globals: {...globals.browser, ...globals.node}},
  },
  {
    // Rspack loaders are CommonJS modules.
    files: ['**/*.cjs'],
    languageOptions: {sourceType: 'commonjs', globals: globals.node},
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: {react, '@docusaurus': docusaurus},
    settings: {react: {version: 'detect'}},
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      '@docusaurus/string-literal-i18n-messages': 'error',
      '@docusaurus/no-html-links': 'error',
      '@docusaurus/prefer-docusaurus-heading': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'docusaurus.config.ts'],
    ignores: ['src/internals/**'],
    rules: {
      'no-restricted-imports': ['error', {patterns: [...reachPatterns, themeOriginal]}],
      'no-restricted-syntax': ['error', ...reachSyntax],
    },
  },
  {
    files: ['src/theme/**/*.{ts,tsx}'],
    rules: {'no-restricted-imports': ['error', {patterns: reachPatterns}]},
  },
  {
    // The product's screens (npm run screens): React, but never part of the site.
    files: ['screens/**/*.{ts,tsx}'],
    plugins: {react},
    settings: {react: {version: 'detect'}},
    rules: {...react.configs.recommended.rules, ...react.configs['jsx-runtime'].rules},
  },
);
