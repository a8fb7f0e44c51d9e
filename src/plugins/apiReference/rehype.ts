/**
 * Rehype plugin for the pages of the external and bot APIs, run at build time. An operation is a
 * `## Title` followed by a paragraph of inline code, `` `GET /clients` ``. The heading and everything
 * up to the next `## ` go into `<ApiOperation method path>` (src/components/ApiOperation), which puts
 * the bar (method badge, copyable path, «Попробовать») under the heading and lays the parts out as
 *
 *   div.api-op > div.api-op__head (heading, bar, description)
 *              + div.api-op__main («Запрос», «Ошибки», any other part)
 *              + div.api-op__aside («Ответ», «Примеры кода»)
 *
 * each part (an `### ` heading and what follows it) in a `div.api-op__part` of its order in the page,
 * so that src/css/api.css shows two panes from 1200 px (the samples sticky on the right) and one
 * column in the source's order below. Every operation of a page must be one of its spec's
 * (tests/api-console.spec.ts): the build warns of any other.
 *
 * A webhook's page (webhooks/<event>.mdx) gets the same for its «Тело
 * события», laid out here: the fields' table in the main pane, the example in the samples' one.
 */
import path from 'node:path';
import type {Element, ElementContent, Root, RootContent} from 'hast';
import type {VFile} from 'vfile';
import {textOf} from '../tables';
import {findOperation, findWebhook, loadSpec, OPERATION_LINE, specOfFile} from './spec.mts';

const COMPONENT = 'ApiOperation';
const SOURCE = '@site/src/components/ApiOperation';

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

/** `<ApiOperation …>children</ApiOperation>`. */
function component(attributes: Record<string, string>, children: RootContent[] = []): RootContent {
  return {
    type: 'mdxJsxFlowElement',
    name: COMPONENT,
    attributes: Object.entries(attributes).map(([name, value]) => ({type: 'mdxJsxAttribute', name, value})),
    children: children.filter((node) => !(node.type === 'text' && !node.value.trim())),
  } as unknown as RootContent;
}

/** The part of a webhook's «Тело события» from its example («Пример тела…») on goes to the samples' pane. */
function layOutWebhook(nodes: RootContent[]): Element {
  const content = nodes.slice(2).filter((node) => !(node.type === 'text' && !node.value.trim()));
  const example = content.findIndex((node) => isElement(node, 'p') && textOf(node).startsWith('Пример тела'));
  const split = example < 0 ? content.length : example;
  return div('api-op', [
    div('api-op__head', nodes.slice(0, 2)),
    div('api-op__main', [div('api-op__part', content.slice(0, split))]),
    ...(split < content.length ? [div('api-op__aside', [div('api-op__part', content.slice(split))])] : []),
  ]);
}

const WEBHOOK_BODY = 'Тело события';

type EstreeNode = {type: string; [key: string]: unknown};

/**
 * Leaves out of the page's `toc` export its `###` entries (the parts of each operation): the table of
 * contents lists operations (`toc_max_heading_level: 2`, ./index.ts), and the page ships less.
 */
function operationsOnlyInToc(tree: Root): void {
  for (const node of tree.children as unknown as {type: string; data?: {estree?: {body: EstreeNode[]}}}[]) {
    for (const statement of node.type === 'mdxjsEsm' ? (node.data?.estree?.body ?? []) : []) {
      const declaration = statement.declaration as {declarations?: {id: {name?: string}; init?: {type: string; elements: EstreeNode[]}}[]} | undefined;
      const toc = declaration?.declarations?.find((d) => d.id.name === 'toc')?.init;
      if (toc?.type === 'ArrayExpression') {
        toc.elements = toc.elements.filter((element) => {
          const level = (element.properties as {key: {name?: string; value?: string}; value: {value?: unknown}}[] | undefined)?.find(
            (property) => (property.key.name ?? property.key.value) === 'level',
          );
          return !(typeof level?.value.value === 'number' && level.value.value > 2);
        });
      }
    }
  }
}

export default function rehypeApiOperations() {
  return (tree: Root, file: VFile): void => {
    const specName = file.path ? specOfFile(file.path) : undefined;
    if (!specName) {
      return;
    }
    const spec = loadSpec(file.path.slice(0, file.path.lastIndexOf(`${path.sep}docs${path.sep}api${path.sep}`)), specName);
    const children = tree.children;
    // A webhook's page (webhooks/<event>.mdx): its body's section, with the event's console.
    const event = file.path.split(path.sep).at(-2) === 'webhooks' ? path.basename(file.path, path.extname(file.path)) : undefined;
    const webhook = event ? findWebhook(spec, event) : undefined;
    if (event && !webhook) {
      file.message(`no webhook ${event} in the ${specName} spec`);
    }
    const result: RootContent[] = [];
    let found = false;
    let operations = false;
    for (let index = 0; index < children.length; index += 1) {
      const node = children[index]!;
      const lineAt = nextNode(children, index);
      if (webhook && isElement(node, 'h2') && textOf(node).trim() === WEBHOOK_BODY) {
        let end = index + 1;
        while (end < children.length && !isElement(children[end], 'h2')) {
          end += 1;
        }
        const bar = component({method: 'POST', path: webhook.path});
        result.push(layOutWebhook([node, bar, ...children.slice(index + 1, end)]));
        found = true;
        index = end - 1;
        continue;
      }
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
      // The component lays the operation out (src/components/ApiOperation): no wrappers in the page.
      result.push(component({method, path: route}, [node, ...children.slice(lineAt + 1, end)]));
      found = true;
      operations = true;
      index = end - 1;
    }
    if (found) {
      tree.children = [importDeclaration(), ...result];
      if (operations) {
        operationsOnlyInToc(tree);
      }
    }
  };
}
