#!/usr/bin/env node
// `node scripts/check-imports.mjs`: fails when the code imports a package that package.json does not
// declare. A package that is only in node_modules because something else depends on it may be gone,
// or another version, after the next install (issue 18: @rspack/core and theme-classic were).
//
// It reads, with TypeScript's parser, every import, export … from, import(), require(),
// require.resolve() and `typeof import()` in src/, scripts/, tests/, screens/ and the configuration files at the
// top of the project, and tsconfig.json's `types`. A type-only import is satisfied by the package
// itself or by its @types package. Docusaurus's own module aliases (@site/, @theme/, @generated/,
// @docusaurus/Link…, as @docusaurus/module-type-aliases declares them) are not packages.
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {isBuiltin} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import ts from 'typescript';
import {isMain} from './isMain.mjs';

const SOURCES = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const FOLDERS = ['src', 'scripts', 'tests', 'screens'];
const SKIP = new Set(['node_modules', 'build', '.docusaurus']);
/** Prefixes Docusaurus resolves itself (its webpack aliases), not packages. */
const ALIAS_PREFIXES = ['@site/', '@theme/', '@theme-original/', '@theme-init/', '@generated/'];

/** @param {string} dir @returns {string[]} */
function sourceFiles(dir) {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return SKIP.has(entry.name) ? [] : sourceFiles(file);
    }
    return SOURCES.test(entry.name) ? [file] : [];
  });
}

/** The package a bare specifier names: `@scope/name` or `name`; null for paths, built-ins and aliases. */
export function packageOf(specifier, aliases = new Set()) {
  if (/^[./]/.test(specifier) || isBuiltin(specifier) || aliases.has(specifier)) {
    return null;
  }
  if (ALIAS_PREFIXES.some((prefix) => specifier.startsWith(prefix))) {
    return null;
  }
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** `@types/x` for `x`, `@types/scope__x` for `@scope/x`. */
const typesPackage = (name) => `@types/${name.replace(/^@([^/]+)\//, '$1__')}`;

/**
 * Every module specifier in a source text, with whether it is only used for types.
 * @param {string} file @param {string} text
 * @returns {{specifier: string, typeOnly: boolean, line: number}[]}
 */
export function importsOf(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  /** @type {{specifier: string, typeOnly: boolean, line: number}[]} */
  const found = [];
  const add = (/** @type {ts.Node} */ node, /** @type {boolean} */ typeOnly) => {
    if (ts.isStringLiteralLike(node)) {
      found.push({specifier: node.text, typeOnly, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1});
    }
  };
  const visit = (/** @type {ts.Node} */ node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const onlyTypeElements =
        !!clause && !clause.name && !!bindings && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((e) => e.isTypeOnly);
      add(node.moduleSpecifier, !!clause && (clause.isTypeOnly || onlyTypeElements));
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
      add(node.moduleSpecifier, node.isTypeOnly);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      add(node.moduleReference.expression, node.isTypeOnly);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node.argument.literal, true);
    } else if (ts.isCallExpression(node) && node.arguments.length > 0) {
      const callee = node.expression;
      const isImport = callee.kind === ts.SyntaxKind.ImportKeyword;
      const isRequire = ts.isIdentifier(callee) && callee.text === 'require';
      const isResolve =
        ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression) && callee.expression.text === 'require' && callee.name.text === 'resolve';
      if (isImport || isRequire || isResolve) {
        add(node.arguments[0], false);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  for (const reference of source.typeReferenceDirectives) {
    found.push({specifier: reference.fileName, typeOnly: true, line: source.getLineAndCharacterOfPosition(reference.pos).line + 1});
  }
  return found;
}

/** Whether an installed package ships its own type declarations. */
function hasOwnTypes(root, name) {
  const dir = path.join(root, 'node_modules', name);
  const manifest = path.join(dir, 'package.json');
  if (!existsSync(manifest)) {
    return true;
  }
  const pkg = JSON.parse(readFileSync(manifest, 'utf8'));
  return Boolean(pkg.types || pkg.typings || JSON.stringify(pkg.exports ?? {}).includes('"types"') || existsSync(path.join(dir, 'index.d.ts')));
}

/** The single-name virtual modules of Docusaurus (@docusaurus/Link, …), as its type aliases declare them. */
function docusaurusAliases(root) {
  const file = path.join(root, 'node_modules/@docusaurus/module-type-aliases/src/index.d.ts');
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  return new Set([...text.matchAll(/declare module '([^'*]+)'/g)].map((m) => m[1]));
}

/**
 * The imports of packages that package.json does not declare, as `file:line` messages.
 * @param {string} root the project folder
 * @returns {string[]}
 */
export function undeclaredImports(root) {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const declared = new Set(
    ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies'].flatMap((field) => Object.keys(pkg[field] ?? {})),
  );
  const aliases = docusaurusAliases(root);
  const topLevel = readdirSync(root, {withFileTypes: true})
    .filter((entry) => entry.isFile() && SOURCES.test(entry.name))
    .map((entry) => path.join(root, entry.name));
  const files = [...topLevel, ...FOLDERS.filter((dir) => existsSync(path.join(root, dir))).flatMap((dir) => sourceFiles(path.join(root, dir)))];

  const uses = files.flatMap((file) => importsOf(file, readFileSync(file, 'utf8')).map((use) => ({...use, file: path.relative(root, file)})));
  const tsconfig = path.join(root, 'tsconfig.json');
  if (existsSync(tsconfig)) {
    const {config} = ts.readConfigFile(tsconfig, ts.sys.readFile);
    for (const name of config?.compilerOptions?.types ?? []) {
      uses.push({specifier: name, typeOnly: true, line: 1, file: 'tsconfig.json (compilerOptions.types)'});
    }
  }

  const problems = [];
  const untypedBy = new Map();
  for (const {specifier, typeOnly, line, file} of uses) {
    const name = packageOf(specifier, aliases);
    if (!name) {
      continue;
    }
    const types = typesPackage(name);
    if (!declared.has(name) && !(typeOnly && declared.has(types))) {
      problems.push(`${file}:${line}: '${specifier}' needs ${typeOnly ? `${name} or ${types}` : name} in package.json`);
    } else if (/\.tsx?$/.test(file) && !declared.has(types) && !hasOwnTypes(root, name) && existsSync(path.join(root, 'node_modules', types))) {
      // TypeScript reads this package's types from @types, which only a dependency of another package installed.
      untypedBy.set(types, [...(untypedBy.get(types) ?? []), `${file}:${line}`]);
    }
  }
  for (const [types, places] of untypedBy) {
    const more = places.length > 1 ? ` and ${places.length - 1} more` : '';
    problems.push(`${places[0]}${more}: the types of '${types.slice(7).replace('__', '/')}' come from ${types}, which needs to be in package.json`);
  }
  return problems;
}

if (isMain(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const problems = undeclaredImports(root);
  if (problems.length > 0) {
    console.error(`Imports of packages package.json does not declare (add each at the version package-lock.json holds, with --save-exact):\n${problems.map((p) => `  ${p}`).join('\n')}`);
    process.exit(1);
  }
  console.log('Every imported package is declared in package.json.');
}
