/**
 * The API reference's build-time parts (issue 19):
 * - this plugin writes the console module of every operation to `/api-console/<spec>/<method>-<path>.js`
 *   of the build (./console.ts), imported by src/components/ApiOperation only when a reader opens
 *   «Попробовать» (`docusaurus start` has none: its console says it could not load);
 * - `apiFrontMatter` (the config's markdown.parseFrontMatter) gives a page of operations a table of
 *   contents of its operations (h2 only); `sidebarMethodsCss`, its method in the sidebar;
 * - ./rehype.ts wraps each operation in src/components/ApiOperation, which lays it out in two panes
 *   with its method badge and copyable path.
 */
import {mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {ParseFrontMatter} from '@docusaurus/types';
import {writeConsoleModules} from './console';
import {OPERATION_IN_SOURCE, SPECS, specOfFile} from './spec.mts';

/**
 * The sidebar's method badges, as CSS: `.menu__link[href="/docs/api/…"]::after {content: 'POST'}` for
 * each page of one operation (the references list one operation an item; a page of several shows
 * none rather than one of them). In CSS rather than the sidebar's data, which every docs page loads.
 */
function sidebarMethodsCss(siteDir: string): string {
  const byMethod = new Map<string, string[]>();
  const root = path.join(siteDir, 'docs', 'api');
  const files = readdirSync(root, {recursive: true, encoding: 'utf8'}).filter((name) => /\.mdx?$/.test(name)).sort();
  for (const file of files.map((name) => path.join(root, name))) {
    const relative = path.relative(path.join(siteDir, 'docs'), file).split(path.sep).join('/');
    const methods = specOfFile(file) ? operationMethods(readFileSync(file, 'utf8')) : [];
    if (methods.length === 1 && !path.basename(file).startsWith('_')) {
      const link = `.menu__link[href="/docs/${relative.replace(/\.mdx?$/, '')}"]`;
      byMethod.set(methods[0]!, [...(byMethod.get(methods[0]!) ?? []), link]);
    }
  }
  return [...byMethod]
    .map(([method, links]) => {
      const m = method.toLowerCase();
      return `:is(${links.join(', ')})::after {\n  content: '${method}';\n  background: var(--api-${m}-bg);\n  color: var(--api-${m}-fg);\n}\n`;
    })
    .join('\n');
}

export default function apiReferencePlugin(context: LoadContext): Plugin {
  const css = path.join(context.generatedFilesDir, 'api-reference', 'sidebar-methods.css');
  mkdirSync(path.dirname(css), {recursive: true});
  writeFileSync(css, sidebarMethodsCss(context.siteDir));
  return {
    // Imported by src/css/api.css, so that it adds nothing to the JavaScript every page loads.
    name: 'chat-center-api-reference',
    async postBuild({outDir}) {
      writeConsoleModules(context.siteDir, path.join(outDir, 'api-console'));
    },
    getPathsToWatch() {
      return Object.values(SPECS).map(({file}) => path.join(context.siteDir, file));
    },
  };
}

/** The methods of the operations a page's Markdown documents, in order. */
export function operationMethods(content: string): string[] {
  return [...content.matchAll(OPERATION_IN_SOURCE)].map((match) => match[1]!);
}

export const apiFrontMatter: ParseFrontMatter = async (params) => {
  const result = await params.defaultParseFrontMatter(params);
  if (!specOfFile(params.filePath)) {
    return result;
  }
  const methods = operationMethods(result.content);
  if (methods.length === 0) {
    return result;
  }
  const frontMatter: Record<string, unknown> = {toc_max_heading_level: 2, ...result.frontMatter};
  return {...result, frontMatter};
};
