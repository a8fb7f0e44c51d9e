import path from 'node:path';
import type {Nodes, Root} from 'mdast';
import {hubModule} from './common';

type JsxElement = Extract<Nodes, {type: 'mdxJsxFlowElement'}>;

/** `require("<module>")` as an MDX attribute expression, with the estree MDX compiles it from. */
function requireExpression(module: string): JsxElement['attributes'][number]['value'] {
  return {
    type: 'mdxJsxAttributeValueExpression',
    value: `require(${JSON.stringify(module)})`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        comments: [],
        body: [
          {
            type: 'ExpressionStatement',
            expression: {
              type: 'CallExpression',
              callee: {type: 'Identifier', name: 'require'},
              arguments: [{type: 'Literal', value: module, raw: JSON.stringify(module)}],
              optional: false,
            },
          },
        ],
      },
    },
  };
}

function hubElements(node: Nodes): JsxElement[] {
  if (node.type === 'mdxJsxFlowElement' && node.name === 'Hub') {
    return [node];
  }
  return 'children' in node ? node.children.flatMap((child) => hubElements(child as Nodes)) : [];
}

/**
 * `<Hub />` in a folder's index page (docs/agent/threads/index.mdx) gets its folder's data:
 * `data={require("@generated/chat-center-hubs/default/hub.agent.threads.json")}`, written at build
 * by ./index.ts. The page imports its own hub's lists and nothing else; in `npm start` it reloads
 * when they change. A hub anywhere else stops the build.
 */
export default function remarkHub({docsDir}: {docsDir: string}) {
  return (tree: Root, file: {path?: string}): void => {
    const elements = hubElements(tree);
    if (elements.length === 0) {
      return;
    }
    const source = file.path ?? '';
    const folder = path.relative(docsDir, path.dirname(source)).split(path.sep).join('/');
    if (!/^index\.mdx?$/.test(path.basename(source)) || !folder || folder.startsWith('..')) {
      throw new Error(`${source}: <Hub /> belongs in the index.mdx of a folder of docs/ (CONTRIBUTING.md, «Хаб раздела»)`);
    }
    for (const element of elements) {
      element.attributes = [
        ...element.attributes.filter((attribute) => !(attribute.type === 'mdxJsxAttribute' && attribute.name === 'data')),
        {type: 'mdxJsxAttribute', name: 'data', value: requireExpression(hubModule(folder))},
      ];
    }
  };
}
