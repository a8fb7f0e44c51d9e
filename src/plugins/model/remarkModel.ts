/**
 * A remark plugin: pages print the product's facts and labels from the model (src/model) with two
 * text directives, in `.md` and `.mdx` alike:
 *
 * - `:fact[message.maxLength]` → «4096 символов»; after «до», «от», «более»… the unit is in the
 *   genitive («до :fact[resolved.autoClose]» → «до 24 часов»); `:fact[message.maxLength]{number}` →
 *   «4096»;
 * - `:label[agent.transfer]` → **Передать**, a label in bold as every label on a page; a message of
 *   the product (`messages.…`) in quotes: «Нет свободных мест в лицензии».
 *
 * An unknown fact or label stops the build with the page and line. Registered for the docs, the blog
 * and the pages in docusaurus.config.ts and run by the Markdown copies (src/plugins/llms/markdown.ts).
 */
import type {Nodes, PhrasingContent, Root, Text} from 'mdast';
import {FACTS, formatNumber, labelAt, unitWord, type FactId} from '../../model';

type Directive = Extract<Nodes, {type: 'textDirective'}>;

/** Words after which Russian puts a counted unit in the genitive: «до 24 часов», «более 5 минут». */
const GENITIVE = /(?:^|[\s(])(до|от|около|более|менее|больше|меньше|свыше|дольше|длиннее|короче|старше|течение|из|после|раньше|позже|позднее|не\s+более|не\s+менее)\s+$/iu;

function textOf(node: Directive): string {
  return node.children.map((child) => ('value' in child ? child.value : '')).join('').trim();
}

function fail(node: Directive, file: {path?: string} | undefined, message: string): never {
  const line = node.position?.start.line;
  throw new Error(`${file?.path ?? 'page'}${line ? `:${line}` : ''}: ${message}`);
}

/** What `:fact[…]` prints, given the text just before it. */
export function printFact(id: string, before: string, numberOnly = false): string {
  const fact = FACTS[id as FactId];
  if (!fact) {
    throw new Error(`no fact «${id}» in src/model/limits.ts`);
  }
  const number = formatNumber(fact.value);
  const word = unitWord(fact.unit, fact.value, GENITIVE.test(before));
  return numberOnly || !word ? number : `${number} ${word}`;
}

function replace(node: Directive, before: string, file: {path?: string} | undefined): PhrasingContent | undefined {
  const id = textOf(node);
  if (node.name === 'fact') {
    try {
      return {type: 'text', value: printFact(id, before, Boolean(node.attributes && 'number' in node.attributes))};
    } catch (error) {
      fail(node, file, (error as Error).message);
    }
  }
  if (node.name === 'label') {
    const label = labelAt(id);
    if (!label) {
      fail(node, file, `no label «${id}» in src/model/labels.ts`);
    }
    return label.path.startsWith('messages.') ? {type: 'text', value: `«${label.text}»`} : {type: 'strong', children: [{type: 'text', value: label.text}]};
  }
  return undefined;
}

/** Replaces the `:fact` and `:label` directives of a tree with what they print. */
export function printModel(tree: Root, file?: {path?: string}): void {
  const walk = (node: Nodes) => {
    if (!('children' in node)) {
      return;
    }
    node.children.forEach((child, index) => {
      if (child.type === 'textDirective') {
        const previous = node.children[index - 1];
        const printed = replace(child, previous?.type === 'text' ? (previous as Text).value : '', file);
        if (printed) {
          (node.children as PhrasingContent[])[index] = printed;
          return;
        }
      }
      walk(child as Nodes);
    });
  };
  walk(tree);
}

export default function remarkModel() {
  return (tree: Root, file: {path?: string}) => printModel(tree, file);
}
