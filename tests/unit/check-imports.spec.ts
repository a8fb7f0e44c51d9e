import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {expect, test} from '@playwright/test';

// Playwright compiles specs to CommonJS, so the ES module script is loaded with import().
let check: typeof import('../../scripts/check-imports.mjs');
let dir: string;

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
  writeFileSync(path.join(dir, file), text);
}

test.beforeAll(async () => {
  check = await import('../../scripts/check-imports.mjs');
  dir = mkdtempSync(path.join(os.tmpdir(), 'check-imports-'));
  write('package.json', JSON.stringify({dependencies: {declared: '1.0.0', '@scope/pkg': '1.0.0'}, devDependencies: {'@types/typed': '1.0.0'}}));
  // Docusaurus's virtual modules (@docusaurus/Link…) are read from its type aliases.
  write('node_modules/@docusaurus/module-type-aliases/src/index.d.ts', "declare module '@docusaurus/Link' {}\ndeclare module '@theme-original/*' {}\n");
  write('tsconfig.json', JSON.stringify({compilerOptions: {types: ['declared', 'node']}}));
  write(
    'src/ok.ts',
    [
      "import a from 'declared';",
      "import b from 'declared/deep/file.js';",
      "import {c} from '@scope/pkg/sub';",
      "import type {T} from 'typed';",
      "import {type U} from 'typed';",
      "import fs from 'node:fs';",
      "import path from 'path';",
      "import Link from '@docusaurus/Link';",
      "import Layout from '@theme/Layout';",
      "import local from './local';",
      'export type R = typeof import("typed");',
      'console.log(a, b, c, fs, path, Link, Layout, local);',
    ].join('\n'),
  );
  write(
    'scripts/bad.mjs',
    ["import x from 'undeclared';", "const y = require('required');", "const z = require.resolve('resolved/package.json');", "await import('dynamic');", "export {w} from 'reexported';"].join('\n'),
  );
  write('tests/types.ts', "import type {V} from 'untyped';\nexport type W = import('@other/thing').X;\n");
  write('config.ts', "import cfg from '@scope/other';\nexport default cfg;\n");
});

test.afterAll(() => rmSync(dir, {recursive: true, force: true}));

test('names every import of an undeclared package, by file and line, and nothing else', () => {
  expect(check.undeclaredImports(dir).sort()).toEqual(
    [
      "config.ts:1: '@scope/other' needs @scope/other in package.json",
      "scripts/bad.mjs:1: 'undeclared' needs undeclared in package.json",
      "scripts/bad.mjs:2: 'required' needs required in package.json",
      "scripts/bad.mjs:3: 'resolved/package.json' needs resolved in package.json",
      "scripts/bad.mjs:4: 'dynamic' needs dynamic in package.json",
      "scripts/bad.mjs:5: 'reexported' needs reexported in package.json",
      "tests/types.ts:1: 'untyped' needs untyped or @types/untyped in package.json",
      "tests/types.ts:2: '@other/thing' needs @other/thing or @types/other__thing in package.json",
      "tsconfig.json (compilerOptions.types):1: 'node' needs node or @types/node in package.json",
    ].sort(),
  );
});

test('a type-only import is satisfied by the @types package, a value import is not', () => {
  write('src/value.ts', "import typed from 'typed';\nconsole.log(typed);\n");
  try {
    expect(check.undeclaredImports(dir)).toContain("src/value.ts:1: 'typed' needs typed in package.json");
  } finally {
    rmSync(path.join(dir, 'src/value.ts'));
  }
});
