import {isUnder, SECTIONS} from '../../config/sections';
import type {ApiMethod} from './markdown';

/** What llms.txt says about one doc page. */
export type LlmsDoc = {
  title: string;
  description: string;
  /** Route of the page, e.g. `/docs/agent/quickstart`. */
  permalink: string;
  /** Methods of the API the page documents; empty for guides. */
  methods: ApiMethod[];
};

/** A part of the site outside the docs, listed among the sections (the blog, the specs). */
export type LlmsLink = {title: string; url: string; description: string};

type Group = {title: string; prefixes: string[]; parts?: Group[]};

/**
 * The docs by audience, in the order of the user guide (the site's sections, src/config/sections.ts,
 * but the blog, which llms.txt lists among its links). A page goes to the first group with a prefix
 * of its route; the last group takes everything else.
 */
export const AUDIENCES: Group[] = SECTIONS.filter((section) => section.id !== 'blog').map((section) => ({
  title: section.title,
  prefixes: section.paths,
  parts: section.parts?.map((part) => ({title: part.title, prefixes: part.paths})),
}));

function groupOf<T extends Group>(groups: T[], permalink: string): T {
  return groups.find((group) => group.prefixes.some((prefix) => isUnder(permalink, prefix))) ?? groups[groups.length - 1];
}

/** The title of the audience a doc route belongs to, e.g. `Оператору`. */
export function audienceOf(permalink: string): string {
  return groupOf(AUDIENCES, permalink).title;
}

/** The URL of a route's Markdown version: `/docs/agent/quickstart` → `/docs/agent/quickstart.md`. */
export function markdownPath(permalink: string): string {
  return `${permalink.replace(/\/$/, '') || '/index'}.md`;
}

/** One line of a list: `- [Title](url): description`, a description's line breaks flattened. */
function item(title: string, url: string, description: string): string {
  const about = description.replace(/\s+/g, ' ').trim();
  return `- [${title}](${url})${about ? `: ${about}` : ''}`;
}

function docLines(doc: LlmsDoc, siteUrl: string): string[] {
  return [
    item(doc.title, siteUrl + markdownPath(doc.permalink), doc.description),
    ...doc.methods.map(({method, path, heading}) => `  - \`${method} ${path}\`${heading ? ` — ${heading}` : ''}`),
  ];
}

type LlmsTxtOptions = {
  title: string;
  tagline: string;
  siteUrl: string;
  /** Doc pages in reading order (the sidebars' order). */
  docs: LlmsDoc[];
  /** Parts of the site besides the docs, listed after the audiences. */
  links: LlmsLink[];
};

/** The llms.txt index (https://llmstxt.org): sections, then every doc page by audience. */
export function buildLlmsTxt({title, tagline, siteUrl, docs, links}: LlmsTxtOptions): string {
  const byAudience = AUDIENCES.map((group) => ({group, docs: docs.filter((doc) => groupOf(AUDIENCES, doc.permalink) === group)})).filter(
    ({docs: groupDocs}) => groupDocs.length > 0,
  );
  const lines = [
    `# ${title}`,
    '',
    `> ${tagline}`,
    '',
    'У каждой страницы документации есть Markdown-версия: добавьте `.md` к её адресу. ' +
      `Вся документация одним файлом: ${siteUrl}/llms-full.txt`,
    '',
    '## Разделы',
    '',
    ...byAudience.map(({group, docs: groupDocs}) => item(group.title, siteUrl + groupDocs[0].permalink, `${groupDocs.length} стр.`)),
    ...links.map((link) => item(link.title, link.url, link.description)),
  ];
  for (const {group, docs: groupDocs} of byAudience) {
    lines.push('', `## ${group.title}`);
    if (!group.parts) {
      lines.push('', ...groupDocs.flatMap((doc) => docLines(doc, siteUrl)));
      continue;
    }
    for (const part of group.parts) {
      const partDocs = groupDocs.filter((doc) => groupOf(group.parts!, doc.permalink) === part);
      if (partDocs.length > 0) {
        lines.push('', `### ${part.title}`, '', ...partDocs.flatMap((doc) => docLines(doc, siteUrl)));
      }
    }
  }
  return `${lines.join('\n')}\n`;
}

/** llms-full.txt: every doc page's Markdown, each after a rule and its address. */
export function buildLlmsFull({title, tagline, siteUrl, pages}: {
  title: string;
  tagline: string;
  siteUrl: string;
  pages: {permalink: string; markdown: string}[];
}): string {
  const parts = pages.map(({permalink, markdown}) => `---\n\nИсточник: ${siteUrl}${permalink}\n\n${markdown.trim()}\n`);
  return [`# ${title}\n\n> ${tagline}\n`, ...parts].join('\n');
}
