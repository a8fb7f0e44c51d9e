/**
 * The text of each section of a built page with its blocks kept apart, for the answers of search
 * (./engine/answers.ts reads it sentence by sentence). The search plugin joins a section's
 * paragraphs, list items and table cells with spaces, so that a table reads as one endless
 * sentence; here the same sections (as the plugin's parseDocument finds them: the text after the
 * page's title and after each h2 and h3 of the article) are read with a line break between blocks
 * and a tab between the cells of a table row. A heading the plugin leaves inside a section (the
 * FAQ's questions are h3 in a <summary>, so the plugin files every answer under the h2) starts a
 * part of the section marked with its hash (HEADING_MARK of ./engine/text.ts), so that an answer
 * can cite the question it quotes. The words are the plugin's, in its order: only the spaces and
 * marks between them differ, which `withBlocks` checks section by section (where they do not
 * agree, the plugin's text stays).
 */
import * as cheerio from 'cheerio';
import type {SearchDocument} from './engine/search';
import {HEADING_MARK, unmarked} from './engine/text';
import {readBuiltPage} from '../builtPage';

type Root = cheerio.CheerioAPI;
type Node = ReturnType<Root>[number];

const HEADINGS = 'h1, h2, h3';
/** The plugin's block elements (its getCondensedText), each a block of its own here; table rows too. */
const BLOCKS = new Set(
  'address article aside blockquote details dialog dd div dl dt fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hgroup hr li main nav ol p pre section table ul tr'.split(' '),
);
const CELLS = new Set(['td', 'th']);

/** The text of elements with line breaks between blocks and tabs between cells, whitespace otherwise collapsed. */
function blockText(root: Root, nodes: Node[]): string {
  const text = (node: Node): string => {
    if (node.type === 'text') {
      // Line breaks in the HTML source are spaces: only blocks and cells break the text.
      return node.data.replace(/\s+/g, ' ');
    }
    if (node.type !== 'tag') {
      return '';
    }
    if (node.name === 'br') {
      return ' ';
    }
    const inner = root(node).contents().get().map(text).join('');
    const hash = /^h[23]$/.test(node.name) ? root(node).find('a.hash-link').attr('href') : undefined;
    const mark = hash ? `\n${HEADING_MARK}${hash}${HEADING_MARK}` : '';
    return BLOCKS.has(node.name) ? `${mark}\n${inner}\n` : CELLS.has(node.name) ? `\t${inner}\t` : inner;
  };
  return nodes
    .map(text)
    .join('')
    .replace(/\s+/g, (space) => (space.includes('\n') ? '\n' : space.includes('\t') ? '\t' : ' '))
    .trim();
}

/** The sections of a built page as the search plugin reads them, by hash ('' for the text after the title). */
export function pageSections(html: string, ignore: string[] = []): Map<string, string> {
  const $ = cheerio.load(html);
  $('div[class^="mdxCodeBlock_"] button').remove();
  for (const selector of ignore) {
    $(selector).remove();
  }
  const sections = new Map<string, string>();
  const title = $('article h1').first();
  $('article')
    .find(HEADINGS)
    .each((_, element) => {
      const heading = $(element);
      const hash = heading.find('a.hash-link').attr('href') ?? '';
      let nodes: Node[];
      if (heading.is(title)) {
        const header = heading.parent();
        const first = header.is('header') ? header : heading;
        const post = $('#__blog-post-container');
        if (post.length) {
          nodes = post.children().first().nextUntil(HEADINGS).addBack().get();
        } else if (first.nextAll().filter(HEADINGS).length) {
          nodes = first.nextUntil(HEADINGS).get();
        } else {
          nodes = [];
          for (const next of first.nextAll().get()) {
            const inner = $(next).find(HEADINGS);
            if (inner.length) {
              nodes.push(...inner.first().prevAll().get().reverse());
              break;
            }
            nodes.push(next);
          }
        }
      } else {
        nodes = heading.nextUntil(HEADINGS).get();
      }
      if (!sections.has(hash)) {
        sections.set(hash, blockText($, nodes));
      }
    });
  return sections;
}

const words = (text: string) => unmarked(text).replace(/\s+/g, ' ').trim();

/**
 * The plugin's content documents with their text read block by block from the built pages; a
 * document keeps its text when the page's section does not have the same words. `ignore`: the
 * selectors the plugin leaves out (its ignoreCssSelectors). Also says how many documents kept theirs.
 */
export async function withBlocks(
  outDir: string,
  documents: SearchDocument[],
  ignore: string[],
  pages: Map<string, Promise<Map<string, string>>> = new Map(),
): Promise<{documents: SearchDocument[]; kept: number}> {
  const sectionsOf = (url: string) => {
    let page = pages.get(url);
    if (!page) {
      page = readBuiltPage(outDir, url).then((html) => pageSections(html, ignore));
      pages.set(url, page);
    }
    return page;
  };
  let kept = 0;
  const read = await Promise.all(
    documents.map(async (document) => {
      const text = (await sectionsOf(document.u)).get(document.h ?? '');
      if (text === undefined || words(text) !== words(document.t)) {
        kept += 1;
        return document;
      }
      return {...document, t: text};
    }),
  );
  return {documents: read, kept};
}
