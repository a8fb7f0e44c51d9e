import {existsSync} from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The HTML file a route was written to: `<route>.html` with `trailingSlash: false` (this site, so that
 * every URL answers without a redirect), `<route>/index.html` with `trailingSlash: true` or undefined;
 * the home page is `index.html` either way.
 */
export function builtPagePath(outDir: string, permalink: string): string {
  const route = permalink.replace(/^\/+|\/+$/g, '');
  if (!route) {
    return path.join(outDir, 'index.html');
  }
  const flat = path.join(outDir, `${route}.html`);
  return existsSync(flat) ? flat : path.join(outDir, route, 'index.html');
}

/** A built page's HTML, or '' when the route was not built. */
export async function readBuiltPage(outDir: string, permalink: string): Promise<string> {
  return fs.readFile(builtPagePath(outDir, permalink), 'utf8').catch(() => '');
}
