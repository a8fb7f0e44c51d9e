import {readdirSync} from 'node:fs';
import path from 'node:path';

/** Every file under `dir`, at any depth, whose name matches `match`; full paths, sorted. */
export function filesUnder(dir: string, match: RegExp): string[] {
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && match.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}
