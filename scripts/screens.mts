#!/usr/bin/env node
// `npm run screens [-- <id>…]`: renders the product's screens (screens/) to PNG beside the pages that show
// them: <dir>/<id>.png and <id>.dark.png (desktop), <id>.narrow.png and <id>.narrow.dark.png (phone), at
// 2× density. Each screen is React rendered to static HTML with the kit's CSS, and shot by the project's
// Chromium (scripts/chromium.mts) with fixed data, the Liberation fonts, a fixed clock and no animations,
// so the same sources give the same pixels. screens/manifest.json records each screen's source hash
// and its pictures' hashes; tests/unit/screens.spec.ts fails when they no longer match.
import {createHash} from 'node:crypto';
import {mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {registerHooks} from 'node:module';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import ts from 'typescript';
import {chromium} from '@playwright/test';
import {CHROMIUM_FLAGS, chromiumPath} from './chromium.mts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const screensDir = path.join(root, 'screens');
process.env.NODE_ENV = 'production';

// The screens are TSX: compiled on import by TypeScript (which the project type-checks with), and
// imported without extensions as in the site's code.
registerHooks({
  resolve(specifier, context, next) {
    if (specifier.startsWith('.') && context.parentURL?.startsWith(pathToFileURL(screensDir).href) && !path.extname(specifier)) {
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
    if (url.startsWith(pathToFileURL(screensDir).href) && /\.tsx?$/.test(url)) {
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

const {renderToStaticMarkup} = await import('react-dom/server');
const {screens} = (await import(pathToFileURL(path.join(screensDir, 'index.ts')).href)) as typeof import('../screens/index.ts');

/** Files every screen is made of: the kit, the labels, the data and this script. */
export function sharedSources(): string[] {
  const under = (dir: string): string[] =>
    readdirSync(path.join(root, dir), {withFileTypes: true}).flatMap((entry) =>
      entry.isDirectory() ? under(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    );
  return [...under('screens/kit'), ...under('screens/data'), 'screens/index.ts', 'screens/labels.ts', 'screens/types.ts', 'scripts/screens.mts'].sort();
}

const sha = (data: Buffer | string) => createHash('sha256').update(data).digest('hex').slice(0, 16);
const hashSources = (files: string[]) => sha(files.map((file) => `${file}\n${readFileSync(path.join(root, file), 'utf8')}`).join('\n'));

const css = readFileSync(path.join(screensDir, 'kit/kit.css'), 'utf8');
const only = process.argv.slice(2);
const chosen = screens.filter((screen) => only.length === 0 || only.includes(screen.id));
const manifestFile = path.join(screensDir, 'manifest.json');
type Entry = {sources: string[]; hash: string; pictures: Record<string, string>};
const manifest: {screens: Record<string, Entry>} = only.length ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {screens: {}};

const started = performance.now();
const browser = await chromium.launch({executablePath: chromiumPath(), args: [...CHROMIUM_FLAGS, '--font-render-hinting=none', '--disable-lcd-text']});
const context = await browser.newContext({deviceScaleFactor: 2, viewport: {width: 1200, height: 800}, reducedMotion: 'reduce', colorScheme: 'light'});
const page = await context.newPage();
await page.clock.install({time: new Date('2025-11-19T12:00:00+03:00')});
const shared = sharedSources();
try {
  for (const screen of chosen) {
    const body = renderToStaticMarkup(screen.render());
    const pictures: Record<string, string> = {};
    mkdirSync(path.join(root, screen.dir), {recursive: true});
    for (const layout of ['', '.narrow'] as const) {
      const width = layout ? (screen.narrow ?? 520) : screen.width;
      for (const theme of ['', '.dark'] as const) {
        const classes = [theme && 'dark', layout && 'narrow'].filter(Boolean).join(' ');
        await page.setViewportSize({width, height: 800});
        await page.setContent(
          `<!doctype html><html lang="ru" class="${classes}"><head><meta charset="utf-8"><style>${css}</style></head><body><div id="screen">${body}</div></body></html>`,
        );
        await page.evaluate(() => document.fonts.ready);
        // A label or a table wider than the window would be cut off in the picture.
        const overflow = await page.evaluate(
          (width) => Array.from(document.querySelectorAll('#screen *')).filter((el) => el.getBoundingClientRect().right > width + 1)
              .map((el) => `${Math.round(el.getBoundingClientRect().right)}: ${el.outerHTML.slice(0, 100)}`)
              .at(-1),
          width,
        );
        if (overflow) {
          throw new Error(`${screen.id}${layout}: wider than ${width} px: ${overflow}`);
        }
        const file = `${screen.id}${layout}${theme}.png`;
        const png = await page.locator('#screen').screenshot({animations: 'disabled', caret: 'hide', path: path.join(root, screen.dir, file)});
        pictures[file] = sha(png);
      }
    }
    // The module a page imports: the four pictures, each through @docusaurus/plugin-ideal-image.
    const module = `${screen.id}.screen.js`;
    const variants = {light: '', dark: '.dark', narrow: '.narrow', narrowDark: '.narrow.dark'};
    const code = [
      '// Generated by `npm run screens` (scripts/screens.mts) from screens/: one product screen, shown by',
      "// <Screen> (src/components/Screen): `import shot from './img/" + module + "';`.",
      ...Object.entries(variants).map(([name, suffix]) => `import ${name} from './${screen.id}${suffix}.png';`),
      `export default {${Object.keys(variants).join(', ')}};`,
      '',
    ].join('\n');
    writeFileSync(path.join(root, screen.dir, module), code);
    pictures[module] = sha(code);
    const sources = [...new Set([...shared, ...screen.sources])].sort();
    manifest.screens[`${screen.dir}/${screen.id}`] = {sources, hash: hashSources(sources), pictures};
    console.log(`${screen.dir}/${screen.id}`);
  }
} finally {
  await browser.close();
}
const sorted = Object.fromEntries(Object.entries(manifest.screens).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(manifestFile, `${JSON.stringify({screens: sorted}, null, 2)}\n`);
console.log(`${chosen.length} screens in ${((performance.now() - started) / 1000).toFixed(1)} s`);
