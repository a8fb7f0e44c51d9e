import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {load} from 'cheerio';
import {NB_HYPHEN, typeset} from '../src/plugins/typography/typeset';
import {filesUnder} from './files';

/**
 * Russian typography in what the build wrote (src/plugins/typography): no number and its unit apart
 * at a plain space, where a line could break between them, in the pages' text, their Markdown
 * copies, llms-full.txt and the search indexes. No browser: the files as the server sends them.
 */
const BUILD = path.resolve(__dirname, '..', process.env.E2E_DIR ?? 'build');
const APART = /(?<![\d.,:/\w-])\d+(?:[.,]\d+)? (?:МБ|КБ|ГБ|файл\p{L}*|час(?:а|ов)?|минут\p{L}*|мин|секунд\p{L}*|символ\p{L}*|дн(?:я|ей)|день|месяц\p{L}*|год(?:а)?|лет|строк\p{L}*|сообщени\p{L}*|обращени\p{L}*|запрос\p{L}*|%)(?!\p{L})/gu;

/** The text a reader reads: the article of an HTML page, without code, tags and scripts. */
function articleText(html: string): string {
  const article = /<article[\s\S]*<\/article>/.exec(html)?.[0] ?? '';
  return article
    .replace(/<(script|style|pre|code|svg)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, '\n')
    .replace(/&nbsp;|&#160;|&#xa0;/gi, '\u00a0');
}

/** Markdown without its code blocks and code spans. */
const markdownText = (markdown: string) => markdown.replace(/```[\s\S]*?```/g, ' ').replace(/`[^`\n]*`/g, ' ');

function apart(files: string[], read: (file: string) => string): string[] {
  return files.flatMap((file) => [...read(file).matchAll(APART)].map((match) => `${path.relative(BUILD, file)}: «${match[0]}»`)).slice(0, 20);
}

test('the built pages hold no number apart from its unit', () => {
  const pages = filesUnder(BUILD, /\.html$/).filter((file) => /[/\\](docs|blog)[/\\]/.test(file));
  expect(pages.length).toBeGreaterThan(200);
  expect(apart(pages, (file) => articleText(readFileSync(file, 'utf8')))).toEqual([]);
});

test('nor do the Markdown copies, llms-full.txt and the search indexes', () => {
  const copies = [...filesUnder(path.join(BUILD, 'docs'), /\.md$/), path.join(BUILD, 'llms-full.txt')];
  expect(apart(copies, (file) => markdownText(readFileSync(file, 'utf8')))).toEqual([]);
  const indexes = filesUnder(BUILD, /^search-index.*\.json$/).filter((file) => path.dirname(file) === BUILD);
  expect(indexes.length).toBeGreaterThan(1);
  expect(apart(indexes, (file) => readFileSync(file, 'utf8'))).toEqual([]);
});

test("the home page's own text is typeset as the docs are: the hero, the audience cards, the help and the release bar", () => {
  const $ = load(readFileSync(path.join(BUILD, 'index.html'), 'utf8'));
  const blocks = $('header h1, header p, header a, main h2, main h3, main p, main a, main li, .theme-announcement-bar')
    .toArray()
    .map((element) => $(element).text())
    .filter((text) => text.trim());
  expect(blocks.length).toBeGreaterThan(20);
  // The product's name keeps its plain hyphen in the title, which CSS keeps on one line (src/components/HomeHero).
  const rules = (text: string) => typeset(text).replaceAll(NB_HYPHEN, '-');
  expect(blocks.filter((text) => rules(text) !== text).map((text) => `«${text}» → «${rules(text)}»`)).toEqual([]);
});
