import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {AllContent, LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {ParsedNote} from '../releaseNotes/parseNote';
import {buildHubs, type HubData} from './data';
import {faqQuestions} from './faq';
import {HUBS_PLUGIN, hubModule} from './common';

/** Questions pages: docs/faq.md and any docs/faq-*.md beside it. */
const FAQ = /^faq(-[\w-]+)?$/;

/**
 * Every folder's hub, from what the plugins loaded: the docs (sidebars, titles, descriptions), the
 * release notes' changes (src/plugins/releaseNotes) and the FAQ's questions. Also the Markdown copies'
 * source of the hubs (src/plugins/llms).
 */
export function hubsOf(allContent: AllContent, siteDir: string): Map<string, HubData> {
  const docsContent = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
  const notes = (allContent['chat-center-release-notes']?.default as ParsedNote[] | undefined) ?? [];
  return new Map(
    (docsContent?.loadedVersions ?? []).flatMap((version) => {
      const questions = version.docs
        .filter((doc) => FAQ.test(doc.id))
        .flatMap((doc) => {
          const file = path.join(siteDir, doc.source.replace(/^@site\//, ''));
          return faqQuestions(readFileSync(file, 'utf8'), file, doc.permalink);
        });
      return [...buildHubs({docs: version.docs, sidebars: version.sidebars, notes, questions})];
    }),
  );
}

/**
 * The hubs of the docs' folders (src/components/Hub): at build, each folder's data goes to a module of
 * its own, which the folder's index page imports (./remarkHub.ts): a hub page loads its own lists only.
 */
export default function hubsPlugin(context: LoadContext): Plugin {
  return {
    name: HUBS_PLUGIN,
    getPathsToWatch: () => [path.join(context.siteDir, 'docs', 'faq*.{md,mdx}')],
    async allContentLoaded({allContent, actions}) {
      for (const [folder, hub] of hubsOf(allContent, context.siteDir)) {
        const module = hubModule(folder);
        const file = await actions.createData(path.basename(module), JSON.stringify(hub));
        const written = `@generated/${path.relative(context.generatedFilesDir, file).split(path.sep).join('/')}`;
        if (written !== module) {
          throw new Error(`The hub of docs/${folder}/ went to ${written}, not to ${module}, which its page imports`);
        }
      }
    },
  };
}
