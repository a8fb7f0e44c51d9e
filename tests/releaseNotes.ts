import path from 'node:path';
import {readNotes} from '../src/plugins/releaseNotes/index';
import type {Role} from '../src/plugins/releaseNotes/types';

/** The release notes as the build reads them: what the since view and the role feeds must show. */
export const NOTES = readNotes(path.join(__dirname, '..', 'blog'), 'https://docs.example.ru');

export const summaryText = (pieces: {text: string}[]) => pieces.map((p) => p.text).join('');

/** The changes after `since` for `role` (all roles when undefined), newest first. */
export function expected(since: string, role?: Role) {
  const index = NOTES.findIndex((note) => note.version === since);
  return NOTES.slice(0, index).flatMap((note) => note.changes.filter((change) => !role || change.roles.includes(role)).map((change) => ({note, change})));
}
