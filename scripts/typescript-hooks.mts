// Imports the site's TypeScript from Node scripts as the site's code writes it: without file
// extensions, compiled on import by TypeScript (which the project type-checks with). Used by
// scripts/bench-answers.mts (the search engine). scripts/screens.mts has its own copy, for screens
// only: its source is part of every screen's hash (screens/manifest.json), so moving it there waits for
// the next rendering of the screens.
import {readFileSync} from 'node:fs';
import {registerHooks} from 'node:module';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import ts from 'typescript';

/** Compiles the .ts and .tsx files under `dirs` on import, and resolves their imports without extensions. */
export function importTypeScriptFrom(...dirs: string[]): void {
  const under = (url: string | undefined) => dirs.some((dir) => url?.startsWith(pathToFileURL(dir).href));
  registerHooks({
    resolve(specifier, context, next) {
      if (specifier.startsWith('.') && under(context.parentURL) && !path.extname(specifier)) {
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
      if (under(url) && /\.tsx?$/.test(url)) {
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
}
