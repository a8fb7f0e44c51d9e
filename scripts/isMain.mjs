import path from 'node:path';
import {fileURLToPath} from 'node:url';

/**
 * Whether the module at `url` (its `import.meta.url`) is the script Node was started with, rather
 * than imported by a test or another script. (`import.meta.main` says the same from Node 22.18 on,
 * but the .mjs scripts run on older Node too, where it is undefined: the script would do nothing.)
 * @param {string} url
 */
export function isMain(url) {
  return Boolean(process.argv[1]) && path.resolve(process.argv[1]) === fileURLToPath(url);
}
