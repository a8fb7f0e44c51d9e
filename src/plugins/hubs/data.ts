// What a folder's hub shows (src/components/Hub), computed at build from the docs (their sidebar order,
// titles and descriptions), the release notes' changes (src/plugins/releaseNotes) and the questions of
// the FAQ (./faq.ts). The same data makes the hub's Markdown copy (src/plugins/llms).
import type {DocMetadata, LoadedVersion} from '@docusaurus/plugin-content-docs';
import {isUnder} from '../../config/sections';
import {pagePath} from '../../utils/pagePath';
import {typeset} from '../typography/typeset';
import type {Inline, Kind, ReleaseChanges} from '../releaseNotes/types';

/** A page of the folder, or a folder in it (with its hub's link and how many pages it has). */
export type HubEntry = {title: string; description: string; href: string; pages?: number};

/** A change of a release note that links to a page of the folder. */
export type HubChange = {
  version: string;
  /** `YYYY-MM-DD`. */
  date: string;
  /** The change's section in its note: `/blog/6-27#новое`. */
  note: string;
  kind: Kind;
  summary: Inline[];
  /** The page of the folder the change links to. */
  page: {title: string; href: string};
};

/** A question of the FAQ whose answer links to a page of the folder. */
export type FaqQuestion = {question: string; href: string; links: string[]};
export type HubQuestion = Omit<FaqQuestion, 'links'>;

export type HubData = {
  entries: HubEntry[];
  /** The newest changes, at most MAX_CHANGES. */
  changes: HubChange[];
  /** How many older changes there are besides. */
  olderChanges: number;
  questions: HubQuestion[];
};

/** How many changes a hub lists: the latest ones; the rest are in the release notes. */
export const MAX_CHANGES = 5;

/** What of a doc the hubs read. */
export type HubDoc = Pick<DocMetadata, 'id' | 'title' | 'description' | 'permalink' | 'sourceDirName'>;

type SidebarItems = LoadedVersion['sidebars'][string];

/** The folder whose hub a doc is (`agent/threads` for `agent/threads/index`), or undefined. */
export function hubFolder(doc: Pick<HubDoc, 'id' | 'sourceDirName'>): string | undefined {
  return doc.sourceDirName !== '.' && doc.id === `${doc.sourceDirName}/index` ? doc.sourceDirName : undefined;
}

/** Every folder a doc is in, nearest last: `agent/threads` → `agent`, `agent/threads`. */
function foldersOf(dir: string): string[] {
  if (dir === '.') {
    return [];
  }
  const parts = dir.split('/');
  return parts.map((_, i) => parts.slice(0, i + 1).join('/'));
}

const parentOf = (folder: string) => (folder.includes('/') ? folder.slice(0, folder.lastIndexOf('/')) : '.');

/** Doc ids in the sidebars' order, and the label of each category by the id of the doc it links to. */
function readSidebars(sidebars: LoadedVersion['sidebars']): {rank: Map<string, number>; labels: Map<string, string>} {
  const rank = new Map<string, number>();
  const labels = new Map<string, string>();
  const walk = (items: SidebarItems) => {
    for (const item of items) {
      if (item.type === 'doc' || item.type === 'ref') {
        rank.set(item.id, rank.get(item.id) ?? rank.size);
      } else if (item.type === 'category') {
        if (item.link?.type === 'doc') {
          rank.set(item.link.id, rank.get(item.link.id) ?? rank.size);
          labels.set(item.link.id, item.label);
        }
        walk(item.items);
      }
    }
  };
  Object.values(sidebars).forEach(walk);
  return {rank, labels};
}

const route = (permalink: string) => pagePath(permalink.split('#')[0], false);

/**
 * The hub of every folder of the docs, by folder (`agent/threads`). A folder's hub is its `index`
 * doc; a folder with pages and no hub stops the build, so that its URL cannot answer 404.
 */
export function buildHubs({docs, sidebars, notes, questions}: {
  docs: HubDoc[];
  sidebars: LoadedVersion['sidebars'];
  notes: Pick<ReleaseChanges, 'version' | 'date' | 'permalink' | 'changes'>[];
  questions: FaqQuestion[];
}): Map<string, HubData> {
  const hubs = new Map(docs.flatMap((doc) => (hubFolder(doc) ? [[hubFolder(doc)!, doc] as const] : [])));
  const missing = [...new Set(docs.flatMap((doc) => foldersOf(doc.sourceDirName)))].filter((folder) => !hubs.has(folder));
  if (missing.length > 0) {
    throw new Error(
      `${missing.map((folder) => `docs/${folder}/`).join(', ')}: a folder of pages without a hub; ` +
        'add its index.mdx with <Hub /> (CONTRIBUTING.md, «Хаб раздела»)',
    );
  }
  const {rank, labels} = readSidebars(sidebars);
  const byRoute = new Map(docs.map((doc) => [route(doc.permalink), doc]));
  const order = (doc: HubDoc) => rank.get(doc.id) ?? Number.MAX_SAFE_INTEGER;
  const pagesUnder = (folder: string) => docs.filter((doc) => !hubFolder(doc) && foldersOf(doc.sourceDirName).includes(folder)).length;

  return new Map(
    [...hubs].map(([folder, hub]) => {
      const prefix = route(hub.permalink);
      const children = docs
        .filter((doc) => (doc.sourceDirName === folder && doc !== hub) || (hubFolder(doc) && parentOf(hubFolder(doc)!) === folder))
        .sort((a, b) => order(a) - order(b));
      const entries = children.map((doc): HubEntry => {
        const sub = hubFolder(doc);
        return {
          title: (sub && labels.get(doc.id)) || doc.title,
          // Front matter is not typeset by the Markdown pipeline: the hub prints it typeset, as the pages' prose.
          description: typeset(doc.description),
          href: route(doc.permalink),
          ...(sub && {pages: pagesUnder(sub)}),
        };
      });
      const changes = notes.flatMap((note) =>
        note.changes.flatMap((change): HubChange[] => {
          const page = change.doc && byRoute.get(route(change.doc));
          if (!page || !isUnder(route(page.permalink), prefix)) {
            return [];
          }
          return [
            {
              version: note.version,
              date: note.date,
              note: `${note.permalink}#${change.anchor}`,
              kind: change.kind,
              summary: change.summary,
              page: {title: page.title, href: pagePath(change.doc!, false)},
            },
          ];
        }),
      );
      return [
        folder,
        {
          entries,
          changes: changes.slice(0, MAX_CHANGES),
          olderChanges: Math.max(0, changes.length - MAX_CHANGES),
          questions: questions
            .filter((question) => question.links.some((link) => isUnder(route(link), prefix)))
            .map(({question, href}) => ({question, href})),
        },
      ];
    }),
  );
}
