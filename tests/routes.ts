import {readFileSync} from 'node:fs';
import path from 'node:path';

/** The routes the base suite checks: `tests/routes.txt`, one per line, `#` for comments. */
export function readRoutes(file = path.join(__dirname, 'routes.txt')): string[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
}
