// The questions of a questions page (the FAQ, docs/faq*.md): each `###` heading with the id Docusaurus
// gives it and the docs pages its answer links to, for the hubs of the folders those pages are in.
import {createSlugger} from '@docusaurus/utils';
import type {Nodes} from 'mdast';
import {parseSource} from '../llms/markdown';
import type {FaqQuestion} from './data';

function text(node: Nodes): string {
  if ('value' in node && (node.type === 'text' || node.type === 'inlineCode')) {
    return node.value;
  }
  return 'children' in node ? node.children.map(text).join('') : '';
}

function docLinks(node: Nodes): string[] {
  if (node.type === 'link') {
    return node.url.startsWith('/docs/') ? [node.url] : [];
  }
  return 'children' in node ? node.children.flatMap(docLinks) : [];
}

/**
 * The questions of the page at `permalink` whose source is `source` (the file `sourcePath`): every
 * `###` heading, its anchor as Docusaurus makes it (the same slugger, over every heading in order, so
 * repeated headings get `-1`), and the /docs links of its answer (up to the next heading of level 3 or above).
 */
export function faqQuestions(source: string, sourcePath: string, permalink: string): FaqQuestion[] {
  const slugger = createSlugger();
  const questions: FaqQuestion[] = [];
  let current: FaqQuestion | undefined;
  for (const node of parseSource(source, sourcePath).children) {
    if (node.type === 'heading') {
      // `### Вопрос {#id}` keeps its own id, as in Docusaurus.
      const [, title, explicit] = /^(.*?)(?:\s*\{#([^}]+)\})?$/s.exec(text(node).trim())!;
      // The anchor comes from the words before the typography (its no-break spaces are not in the id).
      const typeset = node.data?.hProperties?.id;
      const id = explicit ?? slugger.slug(typeof typeset === 'string' ? typeset : title);
      if (node.depth <= 3) {
        current = node.depth === 3 ? {question: title, href: `${permalink}#${id}`, links: []} : undefined;
        if (current) {
          questions.push(current);
        }
        continue;
      }
    }
    current?.links.push(...docLinks(node));
  }
  return questions;
}
