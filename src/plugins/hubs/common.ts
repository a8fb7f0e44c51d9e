// What the build (./index.ts, ./remarkHub.ts, src/plugins/llms) and the page (src/components/Hub) share about hubs.
import {count} from '../../utils/plural';

/** The plugin's name: its data goes to `.docusaurus/<name>/default/`, `@generated/<name>/default/` in the bundles. */
export const HUBS_PLUGIN = 'chat-center-hubs';

/** The module of a folder's hub data: `agent/threads` → `@generated/chat-center-hubs/default/hub.agent.threads.json`. */
export function hubModule(folder: string): string {
  return `@generated/${HUBS_PLUGIN}/default/hub.${folder.split('/').join('.')}.json`;
}

/**
 * The class of a hub's lists, which search leaves out (docusaurus.config.ts, `ignoreCssSelectors`):
 * a hub is found by its own title, introduction and keywords, its pages by theirs.
 */
export const HUB_LISTS = 'hub-lists';

/** A hub's sections, with the ids of their headings, on the page and in its Markdown copy. */
export const HUB_SECTIONS = {
  entries: {id: 'страницы-раздела', title: 'Страницы раздела'},
  changes: {id: 'что-изменилось', title: 'Что изменилось'},
  questions: {id: 'вопросы-и-ответы', title: 'Вопросы и ответы'},
} as const;

/** The release notes, where a hub's older changes are. */
export const RELEASE_NOTES = {label: 'истории версий', to: '/blog'};

const dateFormat = new Intl.DateTimeFormat('ru', {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'});

/** `2025-11-19` → «19 ноября 2025 г.». */
export function releaseDate(date: string): string {
  return dateFormat.format(new Date(`${date}T00:00:00Z`));
}

/** What leads to the release notes under a hub's changes: «Ещё 3 изменения — в », «Все выпуски — в ». */
export function olderChangesLead(olderChanges: number): string {
  return olderChanges > 0 ? `Ещё ${count(olderChanges, 'изменение', 'изменения', 'изменений')} — в ` : 'Все выпуски — в ';
}

/** Under a folder's card: «7 страниц». */
export function pagesCount(pages: number): string {
  return count(pages, 'страница', 'страницы', 'страниц');
}
