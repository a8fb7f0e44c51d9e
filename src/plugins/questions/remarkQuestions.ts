import type {Heading, Root, RootContent} from 'mdast';

/** The MDX JSX element node (mdast-util-mdx-jsx), as far as this plugin builds one. */
type JsxElement = {
  type: 'mdxJsxFlowElement';
  name: string;
  attributes: {type: 'mdxJsxAttribute'; name: string; value: string}[];
  children: RootContent[];
};

/** What this plugin reads of the file: Docusaurus passes the page's front matter in `data`. */
type MarkdownFile = {data: {frontMatter?: Record<string, unknown>}};

/**
 * A page of questions (front matter `collapsible_questions: true`, e.g. the FAQ): each `###` question
 * becomes a collapsible `<details className="question">` whose `<summary>` is the heading itself, so
 * the question keeps its anchor and its place in the table of contents, and its answer (everything up
 * to the next heading) opens below it. `##` headings (the groups by role) stay as they are. A link to
 * a question opens it: see openOnHash.client.ts.
 *
 * Runs after Docusaurus's own remark plugins, which have already given each heading its id.
 */
export default function remarkQuestions() {
  return (tree: Root, file: MarkdownFile): void => {
    if (file.data.frontMatter?.collapsible_questions !== true) {
      return;
    }
    const children: RootContent[] = [];
    let question: JsxElement | null = null;
    for (const node of tree.children) {
      const heading = node.type === 'heading' ? (node as Heading) : null;
      if (heading && heading.depth <= 3) {
        question = null;
      }
      if (heading?.depth === 3) {
        question = element('details', [element('summary', [heading]) as unknown as RootContent], 'question');
        children.push(question as unknown as RootContent);
      } else if (question) {
        question.children.push(node);
      } else {
        children.push(node);
      }
    }
    tree.children = children;
  };
}

function element(name: string, children: JsxElement['children'], className?: string): JsxElement {
  return {
    type: 'mdxJsxFlowElement',
    name,
    attributes: className ? [{type: 'mdxJsxAttribute', name: 'className', value: className}] : [],
    children,
  };
}
