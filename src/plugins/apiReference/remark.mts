/**
 * Remark plugin of the API reference's pages: each `::api-parameters`, `::api-body` and `::api-errors`
 * leaf directive becomes its table, made from the page's spec by ./tables.mts. A directive that names
 * no operation of the spec, or an operation the spec cannot tabulate, fails the build at its line.
 */
import path from 'node:path';
import type {Root, RootContent} from 'mdast';
import type {VFile} from 'vfile';
import {loadSpec, SPEC_NAMES, SPECS, specOfFile} from './spec.mts';
import {apiTable, isTableDirective} from './tables.mts';

type Parent = {children: RootContent[]};

/** The site's root of a page: the folder above its `docs/`. */
export function siteDirOf(file: string): string {
  const at = file.lastIndexOf(`${path.sep}docs${path.sep}`);
  return at < 0 ? process.cwd() : file.slice(0, at);
}

export default function remarkApiTables() {
  return (tree: Root, file: VFile): void => {
    const name = file.path ? specOfFile(file.path) : undefined;
    const visit = (parent: Parent): void => {
      parent.children = parent.children.map((node) => {
        if (node.type === 'leafDirective' && isTableDirective(node.name)) {
          if (!name) {
            file.fail(`::${node.name} stands outside the pages of the APIs (${SPEC_NAMES.map((spec) => SPECS[spec].pages).join(', ')})`, node);
          }
          try {
            return apiTable(loadSpec(siteDirOf(file.path), name), node.name, node.attributes ?? {});
          } catch (error) {
            return file.fail((error as Error).message, node);
          }
        }
        if ('children' in node) {
          visit(node as Parent);
        }
        return node;
      });
    };
    visit(tree);
  };
}
