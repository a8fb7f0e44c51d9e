#!/usr/bin/env node
// `npm run screens [-- <id>… | --all]`: renders the product's screens (screens/) to PNG beside the pages
// that show them: <dir>/<id>.png and <id>.dark.png (desktop), <id>.narrow.png and <id>.narrow.dark.png
// (phone), at 2× density, and the same for each older version a release note shows (<id>@6.14.png…).
// Each screen is React rendered to static HTML with the kit's CSS (screens/render.ts), and shot by the
// project's Chromium (scripts/chromium.mts) with fixed data, the Liberation fonts, a fixed clock and no
// animations (screens/camera.ts), so the same HTML gives the same pixels. screens/manifest.json records
// the hash of each picture's HTML, the kit's CSS and the camera, and the pictures' hashes;
// tests/unit/screens.spec.ts fails when they no longer match.
// Without arguments, only the pictures whose HTML changed are taken again (a label renamed in the
// model re-renders the screens that show it); `--all` takes every one, `<id>…` those screens.
import {existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {registerHooks} from 'node:module';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {parseArgs} from 'node:util';
import ts from 'typescript';
import {chromium} from '@playwright/test';
import {CHROMIUM_FLAGS, chromiumPath} from './chromium.mts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const screensDir = path.join(root, 'screens');
process.env.NODE_ENV = 'production';

// The screens and the product model they draw from (src/model) are TSX and TS: compiled on import by
// TypeScript (which the project type-checks with), and imported without extensions as in the site's code.
const compiled = [screensDir, path.join(root, 'src/model')].map((dir) => pathToFileURL(dir).href);
const isCompiled = (url: string | undefined) => compiled.some((dir) => url?.startsWith(dir));
registerHooks({
  resolve(specifier, context, next) {
    if (specifier.startsWith('.') && isCompiled(context.parentURL) && !path.extname(specifier)) {
      const base = fileURLToPath(new URL(specifier, context.parentURL));
      for (const candidate of [`${base}.tsx`, `${base}.ts`, `${base}/index.tsx`, `${base}/index.ts`]) {
        try {
          readFileSync(candidate);
          return next(pathToFileURL(candidate).href, context);
        } catch {
          // try the next one
        }
      }
    }
    return next(specifier, context);
  },
  load(url, context, next) {
    if (isCompiled(url) && /\.tsx?$/.test(url)) {
      const source = readFileSync(fileURLToPath(url), 'utf8');
      const {outputText} = ts.transpileModule(source, {
        fileName: fileURLToPath(url),
        compilerOptions: {module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, jsx: ts.JsxEmit.ReactJSX, verbatimModuleSyntax: false},
      });
      return {format: 'module', source: outputText, shortCircuit: true};
    }
    return next(url, context);
  },
});

const {drawings, drawingHash, manifestKey, markupOf, sha} = (await import(pathToFileURL(path.join(screensDir, 'render.ts')).href)) as typeof import('../screens/render.ts');
const {BROWSER_ARGS, LAYOUTS, THEMES, camera, shoot, widthOf} = (await import(pathToFileURL(path.join(screensDir, 'camera.ts')).href)) as typeof import('../screens/camera.ts');

const css = readFileSync(path.join(screensDir, 'kit/kit.css'), 'utf8');
const {values, positionals: only} = parseArgs({options: {all: {type: 'boolean'}}, allowPositionals: true});
const all = values.all ?? false;
const manifestFile = path.join(screensDir, 'manifest.json');
type Entry = {hash: string; pictures: Record<string, string>};
const manifest: {screens: Record<string, Entry>} = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {screens: {}};

const every = drawings().map((drawing) => {
  const markup = markupOf(drawing);
  return {...drawing, markup, hash: drawingHash(markup), key: manifestKey(drawing)};
});
const pictured = (entry: Entry | undefined, dir: string) =>
  entry !== undefined && Object.entries(entry.pictures).every(([file, hash]) => existsSync(path.join(root, dir, file)) && sha(readFileSync(path.join(root, dir, file))) === hash);
const chosen = every.filter((drawing) =>
  only.length ? only.includes(drawing.screen.id) : all || manifest.screens[drawing.key]?.hash !== drawing.hash || !pictured(manifest.screens[drawing.key], drawing.screen.dir),
);
// Pictures of a drawing that no longer exists go, with their entry.
for (const key of Object.keys(manifest.screens).filter((key) => !every.some((drawing) => drawing.key === key))) {
  for (const file of Object.keys(manifest.screens[key].pictures)) {
    rmSync(path.join(root, path.dirname(key), file), {force: true});
  }
  delete manifest.screens[key];
}

const started = performance.now();
const browser = await chromium.launch({executablePath: chromiumPath(), args: [...CHROMIUM_FLAGS, ...BROWSER_ARGS]});
const {page} = await camera(browser);
try {
  for (const {screen, name, markup, hash, key} of chosen) {
    const pictures: Record<string, string> = {};
    mkdirSync(path.join(root, screen.dir), {recursive: true});
    for (const layout of LAYOUTS) {
      for (const theme of THEMES) {
        const file = `${name}${layout}${theme}.png`;
        const png = await shoot(page, {css, markup, width: widthOf(screen, layout), layout, theme, file: path.join(root, screen.dir, file), key});
        pictures[file] = sha(png);
      }
    }
    // The module a page imports: the four pictures, each through @docusaurus/plugin-ideal-image.
    const module = `${name}.screen.js`;
    const variants = {light: '', dark: '.dark', narrow: '.narrow', narrowDark: '.narrow.dark'};
    const code = [
      '// Generated by `npm run screens` (scripts/screens.mts) from screens/: one product screen, shown by',
      "// <Screen> (src/components/Screen): `import shot from './img/" + module + "';`.",
      ...Object.entries(variants).map(([variant, suffix]) => `import ${variant} from './${name}${suffix}.png';`),
      `export default {${Object.keys(variants).join(', ')}};`,
      '',
    ].join('\n');
    writeFileSync(path.join(root, screen.dir, module), code);
    pictures[module] = sha(code);
    manifest.screens[key] = {hash, pictures};
    console.log(key);
  }
} finally {
  await browser.close();
  const sorted = Object.fromEntries(Object.entries(manifest.screens).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(manifestFile, `${JSON.stringify({screens: sorted}, null, 2)}\n`);
}
console.log(`${chosen.length} of ${every.length} pictures in ${((performance.now() - started) / 1000).toFixed(1)} s`);
