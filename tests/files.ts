import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

/** The build under test: build/, or the folder E2E_DIR names (relative to the project). */
export const BUILD = path.resolve(__dirname, '..', process.env.E2E_DIR ?? 'build');

export const KiB = 1024;

/**
 * Request headers for checks that read a status or a text, not the compression: uncompressed, the
 * local server answers the 246 pages 6 times sooner (17.4 → 3.0 s). Compression: headers.spec.ts.
 */
export const UNCOMPRESSED = {'accept-encoding': 'identity'};

/** A file's size as the server sends it compressed (gzip level 9). */
export const gzip = (file: string) => gzipSync(readFileSync(file), {level: 9}).length;

/** Every file under `dir`, at any depth, whose name matches `match`; full paths, sorted. */
export function filesUnder(dir: string, match: RegExp): string[] {
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && match.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}
