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

test.describe("the search plugin's bar, mended (src/internals/search/searchBarLoader.cjs)", () => {
  const mend = createRequire(__filename)('../../src/internals/search/searchBarLoader.cjs') as (source: string) => string;
  const LABEL = 'aria-label={translate({id: "theme.SearchBar.label", message: "Search"})}';
  const MOUNT_LOAD = 'if (searchBar && document.activeElement === searchBar) {\n            focusAfterIndexLoaded.current = true;\n            loadIndex();';

  test("the search box's accessible name translated: the box is named by the translation its placeholder has", () => {
    const searchBar = source(files.searchBar);
    const mended = mend(searchBar);
    expect(mended).not.toContain('aria-label="Search"');
    expect(mended).toContain(LABEL);
    expect(searchBar).toMatch(/placeholder=\{translate\(\{\s*id: "theme.SearchBar.label",/);
  });

  test("one index load when the box had the focus before the page hydrated: the mount effect loads the section's, a task later", () => {
    const searchBar = source(files.searchBar);
    // The plugin's mount effect loads at once, with the context of its first render.
    expect(searchBar).toContain(MOUNT_LOAD);
    expect(searchBar).toMatch(/const \[searchContext, setSearchContext\] = useState\(""\);/);
    const mended = mend(searchBar);
    expect(mended).not.toContain(MOUNT_LOAD);
    expect(mended).toContain('setTimeout(() => latestLoadIndex.current());');
    expect(mended).toContain('latestLoadIndex.current = loadIndex;');
  });

  test('stops the build when the bar has another shape', () => {
    expect(() => mend('<input aria-label="Найти" />')).toThrow(/the plugin changed/);
    expect(() => mend('<input aria-label="Search" />')).toThrow(/the plugin changed/);
    const searchBar = source(files.searchBar);
    expect(() => mend(searchBar.replace(MOUNT_LOAD, MOUNT_LOAD.replace('loadIndex()', 'loadIndex(true)')))).toThrow(/the plugin changed/);
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
