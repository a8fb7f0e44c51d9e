/**
 * Rehype plugin for the pages of the external and bot APIs, run at build time. An operation is a
 * `## Title` followed by a paragraph of inline code, `` `GET /clients` ``. Each becomes
 *
 *   <div class="api-op">
 *     <div class="api-op__head"> the heading, <ApiOperation> (method badge, copyable path,
 *       «Попробовать») and the description </div>
 *     <div class="api-op__main"> «Запрос», «Ошибки» and any other part </div>
 *     <div class="api-op__aside"> «Ответ» and «Примеры кода» </div>
 *   </div>
 *
 * which src/css/api.css lays out in two panes from 1200 px (the samples sticky on the right) and in
 * the source's order below. Each part (an `### ` heading and what follows it) is wrapped in a
 * `div.api-op__part` with a modifier naming it, so the one column can keep the source's order.
 */
import path from 'node:path';
import type {Element, ElementContent, Root, RootContent} from 'hast';
import type {VFile} from 'vfile';
import {textOf} from '../tables';
import {findOperation, loadSpec, OPERATION_LINE, specOfFile} from './spec';

const COMPONENT = 'ApiOperation';
const SOURCE = '@site/src/components/ApiOperation';

/** The parts of an operation by their heading, and the pane each goes to. */
const PARTS: Record<string, {name: string; aside: boolean}> = {
  Запрос: {name: 'request', aside: false},
  Ответ: {name: 'response', aside: true},
  Ошибки: {name: 'errors', aside: false},
  'Примеры кода': {name: 'samples', aside: true},
};

const isElement = (node: RootContent | ElementContent | undefined, tagName: string): node is Element =>
  node?.type === 'element' && node.tagName === tagName;

const div = (className: string, children: RootContent[]): Element => ({
  type: 'element',
  tagName: 'div',
  properties: {className: [className]},
  children: children as ElementContent[],
});

/** The method and path of a paragraph holding only `` `GET /clients` ``. */
function operationLine(node: RootContent | undefined): [string, string] | undefined {
  if (!isElement(node, 'p')) {
    return undefined;
  }
  const content = node.children.filter((child) => !(child.type === 'text' && !child.value.trim()));
  const code = content[0];
  if (content.length !== 1 || !isElement(code, 'code')) {
    return undefined;
  }
  const match = OPERATION_LINE.exec(textOf(code).trim());
  return match ? [match[1]!, match[2]!] : undefined;
}

/** The next node after `index` that is not blank text. */
function nextNode(children: RootContent[], index: number): number {
  let next = index + 1;
  while (children[next]?.type === 'text' && !(children[next] as {value: string}).value.trim()) {
    next += 1;
  }
  return next;
}

function importDeclaration(): RootContent {
  return {
    type: 'mdxjsEsm',
    value: `import ${COMPONENT} from '${SOURCE}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: COMPONENT}}],
            source: {type: 'Literal', value: SOURCE, raw: JSON.stringify(SOURCE)},
            attributes: [],
          },
        ],
      },
    },
  } as unknown as RootContent;
}

function component(attributes: Record<string, string>): RootContent {
  return {
    type: 'mdxJsxFlowElement',
    name: COMPONENT,
    attributes: Object.entries(attributes).map(([name, value]) => ({type: 'mdxJsxAttribute', name, value})),
    children: [],
  } as unknown as RootContent;
}

/** One operation's nodes (its heading first) laid out in head, main and aside. */
function layOut(nodes: RootContent[]): Element {
  const head: RootContent[] = [];
  const main: RootContent[] = [];
  const aside: RootContent[] = [];
  let part: RootContent[] | undefined;
  for (const node of nodes) {
    if (isElement(node, 'h3')) {
      const known = PARTS[textOf(node).trim()];
      part = [];
      (known?.aside ? aside : main).push(div(`api-op__part api-op__part--${known?.name ?? 'other'}`, part));
    }
    if (node.type === 'text' && !node.value.trim()) {
      continue;
    }
    (part ?? head).push(node);
  }
  return div('api-op', [div('api-op__head', head), div('api-op__main', main), ...(aside.length ? [div('api-op__aside', aside)] : [])]);
}

export default function rehypeApiOperations() {
  return (tree: Root, file: VFile): void => {
    const specName = file.path ? specOfFile(file.path) : undefined;
    if (!specName) {
      return;
    }
    const spec = loadSpec(file.path.slice(0, file.path.lastIndexOf(`${path.sep}docs${path.sep}api${path.sep}`)), specName);
    const children = tree.children;
    const result: RootContent[] = [];
    let found = false;
    for (let index = 0; index < children.length; index += 1) {
      const node = children[index]!;
      const lineAt = nextNode(children, index);
      const line = isElement(node, 'h2') ? operationLine(children[lineAt]) : undefined;
      if (!line) {
        result.push(node);
        continue;
      }
      const [method, route] = line;
      const operation = findOperation(spec, method, route);
      if (!operation) {
        file.message(`${method} ${route} is not an operation of the ${specName} spec`);
      }
      let end = lineAt + 1;
      while (end < children.length && !isElement(children[end], 'h2')) {
        end += 1;
      }
      const attributes = {method, path: route, ...(operation && {operation: `${specName}/${operation.id}`})};
      result.push(layOut([node, component(attributes), ...children.slice(lineAt + 1, end)]));
      found = true;
      index = end - 1;
    }
    if (found) {
      tree.children = [importDeclaration(), ...result];
    }
  };
}
