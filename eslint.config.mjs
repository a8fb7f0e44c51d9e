// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import docusaurus from '@docusaurus/eslint-plugin';
import globals from 'globals';

export default tseslint.config(
  {ignores: ['build/', 'build-plain/', '.docusaurus/', 'node_modules/', 'test-results/', 'playwright-report/', 'bench/']},
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {globals: {...globals.browser, ...globals.node}},
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
    // The product's screens (npm run screens): React, but never part of the site.
    files: ['screens/**/*.{ts,tsx}'],
    plugins: {react},
    settings: {react: {version: 'detect'}},
    rules: {...react.configs.recommended.rules, ...react.configs['jsx-runtime'].rules},
  },
);
