import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {Parser} from 'htmlparser2';
import {BUILD, filesUnder, UNCOMPRESSED} from '../files';
import {site} from '../../src/config/site';

/**
 * Every URL of the site that the build lists or links (internal links of each page, its canonical
 * and JSON-LD, the sitemap, llms.txt) is the one that answers: no trailing slash, no redirect hop.
 * The build's files are read here; the server (scripts/serve.mjs) answers the requests, no browser.
 */
const ORIGIN = new URL(site.url).origin;
const escaped = ORIGIN.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The site's path of an internal URL (absolute or root-relative), or null for other hosts and bare anchors. */
function sitePath(url: string): string | null {
  const raw = url.replace(/&amp;/g, '&');
  if (!raw.startsWith('/') && !raw.startsWith(ORIGIN)) {
    return null;
  }
  if (raw.startsWith('//')) {
    return null;
  }
  const {pathname, origin} = new URL(raw, ORIGIN);
  return origin === ORIGIN ? decodeURI(pathname) : null;
}

/** Each internal path → one place that lists it. */
function listedPaths(): Map<string, string> {
  const found = new Map<string, string>();
  const add = (url: string, where: string) => {
    const route = sitePath(url);
    // The not-found page's canonical names the file itself; no page links to it.
    if (route === '/404.html' && where === '404.html') {
      return;
    }
    if (route !== null && !found.has(route)) {
      found.set(route, where);
    }
  };
  const absolute = new RegExp(`${escaped}[^\\s"'<>\\\\]*`, 'g');
  for (const file of filesUnder(BUILD, /\.html$/)) {
    const where = path.relative(BUILD, file);
    const parser = new Parser({
      onopentag(_name, attributes) {
        if (attributes.href !== undefined) {
          add(attributes.href, where);
        }
        // Canonical and Open Graph URLs are absolute, in attributes.
        for (const value of Object.values(attributes)) {
          for (const [url] of value.matchAll(absolute)) {
            add(url, where);
          }
        }
      },
      // JSON-LD's URLs, in its script's text.
      ontext(text) {
        for (const [url] of text.matchAll(absolute)) {
          add(url, where);
        }
      },
    });
    parser.end(readFileSync(file, 'utf8'));
  }
  for (const file of ['sitemap.xml', 'llms.txt']) {
    for (const [url] of readFileSync(path.join(BUILD, file), 'utf8').matchAll(new RegExp(`${escaped}[^\\s"'<>)]*`, 'g'))) {
      add(url, file);
    }
  }
  return found;
}

const LISTED = listedPaths();

test('the build lists hundreds of internal URLs', () => {
  expect(LISTED.size).toBeGreaterThan(300);
  for (const route of ['/docs', '/docs/api', '/docs/chat-bot', '/docs/supervisor', '/docs/supervisor/threadcontrol']) {
    expect(LISTED.has(route), route).toBe(true);
  }
});

test('no internal link or listed URL ends with a slash (except the home page)', () => {
  const slashed = [...LISTED].filter(([route]) => route !== '/' && route.endsWith('/'));
  expect(slashed.map(([route, where]) => `${route} (in ${where})`)).toEqual([]);
});

test('every internal link and listed URL answers 200 without a redirect', async ({request}) => {
  test.setTimeout(180_000);
  const failures: string[] = [];
  const routes = [...LISTED.keys()];
  for (let i = 0; i < routes.length; i += 16) {
    await Promise.all(
      routes.slice(i, i + 16).map(async (route) => {
        const response = await request.get(encodeURI(route), {maxRedirects: 0, headers: UNCOMPRESSED});
        if (response.status() !== 200) {
          failures.push(`${route} → ${response.status()} ${response.headers().location ?? ''} (in ${LISTED.get(route)})`.trim());
        }
        await response.dispose();
      }),
    );
  }
  expect(failures).toEqual([]);
});
