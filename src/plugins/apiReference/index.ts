/**
 * The API reference's build-time parts (issue 19):
 * - this plugin writes the console module of every operation to `.docusaurus/api-console/` (./console.ts),
 *   imported by src/components/ApiOperation only when a reader opens «Попробовать»;
 * - `apiFrontMatter` (the config's markdown.parseFrontMatter) gives a page of operations a table of
 *   contents of its operations (h2 only) and, for a page of one operation, its method in the sidebar;
 * - ./rehype.ts lays out each operation in two panes with its method badge and copyable path.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {ParseFrontMatter} from '@docusaurus/types';
import {writeConsoleModules} from './console';
import {OPERATION_IN_SOURCE, SPECS, specOfFile} from './spec';

export default function apiReferencePlugin(context: LoadContext): Plugin {
  return {
    name: 'chat-center-api-reference',
    async loadContent() {
      writeConsoleModules(context.siteDir, path.join(context.generatedFilesDir, 'api-console'));
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
  // Like the references that list one operation per item: a page of one operation shows its method;
  // a page of several shows none rather than one of them.
  if (methods.length === 1 && frontMatter.sidebar_class_name === undefined) {
    frontMatter.sidebar_class_name = `api-method api-method--${methods[0]!.toLowerCase()}`;
  }
  return {...result, frontMatter};
};
