import {createRequire} from 'node:module';
import {expect, test} from '@playwright/test';
import {withRequestOrigins} from '../../src/internals/leanBundle/routeChunks';

type Bundles = {js?: Array<{file: string}>};

// The function Docusaurus calls to list a page's scripts, loaded the way Docusaurus loads it.
const fromDocusaurus = createRequire(require.resolve('@docusaurus/core/package.json'));
const {getBundles} = fromDocusaurus('react-loadable-ssr-addon-v5-slorber') as {
  getBundles: (manifest: object, modules: string[]) => Bundles;
};

// The client manifest as react-loadable-ssr-addon writes it: chunks known by chunk name.
const manifest = {
  entrypoints: ['main'],
  origins: {main: ['17', '42'], '5e95c892': ['8991', '6906']},
  assets: {
    '17': {js: [{file: 'assets/js/runtime~main.1.js'}]},
    '42': {js: [{file: 'assets/js/main.2.js'}]},
    '6906': {js: [{file: 'assets/js/5e95c892.3.js'}]},
    '8991': {js: [{file: 'assets/js/8991.4.js'}]},
  },
};

// Chunk groups as webpack and Rspack give them: the import request that loads each.
const groups = [
  {origins: [{request: '@theme/DocsRoot'}], chunks: [{id: 8991}, {id: '6906'}]},
  {origins: [{request: undefined}, {request: 'main'}], chunks: [{id: '999'}]},
];

const files = (m: object, modules: string[]) =>
  (getBundles(m, ['main', ...modules]).js ?? []).map((bundle) => bundle.file);

test('without the fix, a rendered module maps to no chunk: the page lists the bundles only', () => {
  expect(files(manifest, ['@theme/DocsRoot'])).toEqual(['assets/js/runtime~main.1.js', 'assets/js/main.2.js']);
});

test('each chunk group is listed under the request that imports it, bundles first', () => {
  expect(files(withRequestOrigins(manifest, groups), ['@theme/DocsRoot'])).toEqual([
    'assets/js/runtime~main.1.js',
    'assets/js/main.2.js',
    'assets/js/8991.4.js',
    'assets/js/5e95c892.3.js',
  ]);
});

test('what the manifest already names keeps its chunks; chunk ids become strings', () => {
  const fixed = withRequestOrigins(manifest, groups);
  expect(fixed.origins.main).toEqual(['17', '42']);
  expect(fixed.origins['@theme/DocsRoot']).toEqual(['8991', '6906']);
  expect(manifest.origins).not.toHaveProperty('@theme/DocsRoot');
});
