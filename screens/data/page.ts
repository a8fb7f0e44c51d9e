/**
 * Reads what a docs page says, so that a screen shows the numbers its page shows: the first Markdown
 * table after a heading. A changed table changes the screen's HTML, so it asks for the screen to be
 * rendered again (screens/render.ts).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

/** The repository: `npm run screens` and the tests run from it (this module is loaded both as ESM and as CommonJS). */
export const ROOT = process.cwd();

/** The cells of the first table under the heading that starts with `heading`, without the ** of bold. */
export function pageTable(page: string, heading: string): {head: string[]; rows: string[][]} {
  const lines = readFileSync(path.join(ROOT, page), 'utf8').split('\n');
  const start = lines.findIndex((line) => /^#{2,3} /.test(line) && line.replace(/^#+ /, '').startsWith(heading));
  if (start < 0) {
    throw new Error(`${page}: no heading «${heading}»`);
  }
  const first = lines.findIndex((line, i) => i > start && line.startsWith('|'));
  const table: string[][] = [];
  for (let i = first; i < lines.length && lines[i].startsWith('|'); i++) {
    table.push(
      lines[i]
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim().replace(/\*\*/g, '')),
    );
  }
  const [head, , ...rows] = table;
  return {head, rows};
}
