// The reaches into @easyops-cn/docusaurus-search-local (src/internals/search/package.ts) still find
// what they replace and read. When the package moves or changes one of these files, this fails
// here, by name, instead of the build quietly bundling the plugin's own search again.
import {existsSync, mkdirSync, mkdtempSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import os from 'node:os';
import {generatedIndexUrl, searchPackageFiles} from '../../src/internals/search/package';
import {fromLunr} from '../../src/plugins/search/engine/text';

const files = searchPackageFiles();
const source = (file: string) => readFileSync(file, 'utf8');

test('the files the site replaces or reads are where it expects them', () => {
  for (const file of Object.values(files)) {
    expect(existsSync(file), file).toBe(true);
  }
});

test('the search bar asks for results through the module ours replaces, and reads one constant', () => {
  const searchBar = source(files.searchBar);
  const imports = [...searchBar.matchAll(/import\s+\{([^}]*)\}\s+from\s+"([^"]+)"/g)].map(([, names, from]) => ({
    names: names.split(',').map((name) => name.trim()),
    file: path.resolve(path.dirname(files.searchBar), from),
  }));
  const fromWorker = imports.find(({file}) => `${file}.js` === files.searchByWorker);
  expect(fromWorker?.names.sort()).toEqual(['fetchIndexesByWorker', 'searchByWorker']);
  // Ours must give the bar everything it takes from the generated constants.
  const fromConstants = imports.find(({file}) => `${file}.js` === files.generatedConstants);
  expect(fromConstants?.names).toEqual(['searchResultLimits']);
  // The functions ours replaces, with the arguments ours takes.
  const worker = source(files.searchByWorker);
  expect(worker).toMatch(/export async function fetchIndexesByWorker\(baseUrl, searchContext\)/);
  expect(worker).toMatch(/export async function searchByWorker\(baseUrl, searchContext, input, limit\)/);
});

test.describe("the search box's accessible name translated (src/internals/search/searchBarLabelLoader.cjs)", () => {
  const searchBarLabel = createRequire(__filename)('../../src/internals/search/searchBarLabelLoader.cjs') as (source: string) => string;
  const LABEL = 'aria-label={translate({id: "theme.SearchBar.label", message: "Search"})}';

  test("names the plugin's box by the translation its placeholder has", () => {
    const searchBar = source(files.searchBar);
    const named = searchBarLabel(searchBar);
    expect(named).not.toContain('aria-label="Search"');
    // The placeholder's translation, and nothing else of the bar changed.
    expect(searchBar).toMatch(/placeholder=\{translate\(\{\s*id: "theme.SearchBar.label",/);
    expect(named).toBe(searchBar.replace('aria-label="Search"', LABEL));
  });

  test('stops the build when the bar has another shape', () => {
    expect(() => searchBarLabel('<input aria-label="Найти" />')).toThrow(/the plugin changed/);
    expect(() => searchBarLabel('<input aria-label="Search" />')).toThrow(/the plugin changed/);
  });
});

test('the generated constants name the index file the worker fetches', () => {
  const require = createRequire(files.generatedConstants);
  const generate = source(require.resolve('../../../server/server/utils/generate.js'));
  expect(source(files.generatedConstants)).toMatch(/generated-constants\.js/);
  expect(generate).toMatch(/export const searchIndexUrl = /);
  expect(generate).toMatch(/search-index\{dir\}\.json/);
});

test('the index file name the page downloads is read from the settings the plugin generates', () => {
  const require = createRequire(files.generatedConstants);
  const {generate} = require('../../../server/server/utils/generate.js') as {generate: (config: object, dir: string) => string};
  const generatedFilesDir = mkdtempSync(path.join(os.tmpdir(), 'search-generated-'));
  const dir = path.join(generatedFilesDir, '@easyops-cn', 'docusaurus-search-local', 'default');
  mkdirSync(dir, {recursive: true});
  generate({language: ['en', 'ru'], removeDefaultStopWordFilter: [], searchResultLimits: 8, fuzzyMatchingDistance: 1, hashed: false}, dir);
  expect(generatedIndexUrl(generatedFilesDir)).toBe('search-index{dir}.json');
});

test("the plugin's index parts are documents and a lunr index, as the site's index files read them", () => {
  const require = createRequire(files.generatedConstants);
  const {buildIndex} = require('../../../server/server/utils/buildIndex.js') as {
    buildIndex: (documents: {i: number; t: string; u: string}[][], options: object) => {documents: unknown[]; index: {toJSON(): unknown}}[];
  };
  const documents = [{i: 1, t: 'Передача обращения', u: '/docs/agent/threads/transfer'}];
  const [part] = buildIndex([documents], {language: ['en', 'ru'], removeDefaultStopWordFilter: [], removeDefaultStemmer: false});
  const serialized = JSON.parse(JSON.stringify(part));
  expect(serialized.documents).toEqual(documents);
  const read = fromLunr(serialized.documents, serialized.index);
  expect(read.terms).toEqual(['обращен', 'передач']);
  expect(read.postings.map((postings) => postings[0])).toEqual([0, 0]);
});
