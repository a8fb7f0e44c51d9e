import {readFileSync} from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {listReleases} from '../../config/releases.mjs';
import {atom, jsonFeed, roleFeed, rss} from './feeds';
import {parseNote, type ParsedNote} from './parseNote';
import {ROLES, type ChangesFile} from './types';

/** Every release note in `blogDir`, parsed, newest first. A note is MDX: a `.md` one would show its markers as text. */
export function readNotes(blogDir: string, siteUrl: string): ParsedNote[] {
  return listReleases(blogDir)
    .map((release) => {
      if (!release.file.endsWith('.mdx')) {
        throw new Error(`blog/${release.file}: a release note is MDX; rename it to .mdx (CONTRIBUTING.md, «Как добавить заметку о выпуске»)`);
      }
      return parseNote(readFileSync(path.join(blogDir, release.file), 'utf8'), `blog/${release.file}`, siteUrl);
    })
    .reverse();
}

/** What /blog/changes.json holds: the notes' changes without their HTML. */
export function changesFile(notes: ParsedNote[]): ChangesFile {
  return {
    notes: notes.map(({version, title, permalink, date, changes}) => ({
      version,
      title,
      permalink,
      date,
      changes: changes.map(({kind, roles, summary, doc, anchor}) => ({kind, roles, summary, ...(doc && {doc}), anchor})),
    })),
  };
}

/**
 * Reads the changes of the release notes from their sections (./parseNote.ts) and, at build, writes
 * /blog/changes.json, which /blog loads only when a reader picks their version (src/components/
 * SinceView), and each role's RSS, Atom and JSON feeds under /blog/roles/<role>/.
 */
export default function releaseNotesPlugin(context: LoadContext): Plugin<ParsedNote[]> {
  const blogDir = path.join(context.siteDir, 'blog');
  const siteUrl = context.siteConfig.url.replace(/\/$/, '');
  return {
    name: 'chat-center-release-notes',
    getPathsToWatch: () => [path.join(blogDir, '*.{md,mdx}')],
    // Parsed while the site loads, so that a note without roles fails `docusaurus start` too.
    loadContent: async () => readNotes(blogDir, siteUrl),
    async postBuild({outDir, content}) {
      const notes = content;
      await fs.mkdir(path.join(outDir, 'blog'), {recursive: true});
      await fs.writeFile(path.join(outDir, 'blog', 'changes.json'), JSON.stringify(changesFile(notes)));
      for (const role of ROLES) {
        const dir = path.join(outDir, 'blog', 'roles', role);
        await fs.mkdir(dir, {recursive: true});
        const feed = roleFeed(notes, role, siteUrl);
        await fs.writeFile(path.join(dir, 'rss.xml'), rss(feed));
        await fs.writeFile(path.join(dir, 'atom.xml'), atom(feed));
        await fs.writeFile(path.join(dir, 'feed.json'), jsonFeed(feed));
      }
    },
  };
}
