import {mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import {expect, test} from '@playwright/test';

// Playwright compiles specs to CommonJS, so the ES module script is loaded with import().
let serve: typeof import('../../scripts/serve.mjs');
test.beforeAll(async () => {
  serve = await import('../../scripts/serve.mjs');
});

const vercel = JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'vercel.json'), 'utf8'));

test.describe('sourceToRegExp, as path-to-regexp 6 with strict and sensitive', () => {
  const cases: [string, string, boolean][] = [
    ['/(.*)', '/', true],
    ['/(.*)', '/docs/a', true],
    ['/assets/:kind(js|css|images|files|fonts)/(.*)', '/assets/js/main.1a2b.js', true],
    ['/assets/:kind(js|css|images|files|fonts)/(.*)', '/assets/md/docs/a.svg', false],
    ['/assets/:kind(js|css|images|files|fonts)/(.*)', '/ASSETS/js/main.js', false],
    ['/docs/:page', '/docs/faq', true],
    ['/docs/:page', '/docs/faq/more', false],
    ['/docs/:page', '/docs/faq/', false],
    ['/docs/:path*', '/docs', true],
    ['/docs/:path*', '/docs/a/b', true],
    ['/docs/:path+', '/docs', false],
    ['/docs/:path+', '/docs/a/b', true],
    ['/blog/:slug?', '/blog', true],
    ['/search-index(.*).json', '/search-index-docs-agent.json', true],
    ['/search-index(.*).json', '/search-indexXjson', false],
  ];
  for (const [source, pathname, matches] of cases) {
    test(`${source} ${matches ? 'matches' : 'does not match'} ${pathname}`, () => {
      expect(serve.sourceToRegExp(source).test(pathname)).toBe(matches);
    });
  }

  test('rejects what it does not understand', () => {
    expect(() => serve.sourceToRegExp('/{a}')).toThrow(/not supported/);
    expect(() => serve.sourceToRegExp('/(a')).toThrow(/unbalanced/);
  });
});

test.describe('vercel.json headers', () => {
  test('every path gets the security headers and a revalidated cache', () => {
    for (const pathname of ['/', '/docs/start/whatis', '/search-index-docs-agent.json', '/assets/md/docs/a.svg']) {
      const headers = serve.headersFor(vercel, pathname);
      expect(headers['Content-Security-Policy']).toContain("script-src 'self'");
      expect(headers['X-Content-Type-Options']).toBe('nosniff');
      expect(headers['Cache-Control']).toBe('public, max-age=0, must-revalidate');
    }
  });

  test('hashed bundles are cached for a year, the later rule winning', () => {
    const headers = serve.headersFor(vercel, '/assets/js/main.ad69f556.js');
    expect(headers['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(headers['Strict-Transport-Security']).toMatch(/^max-age=\d+/);
    expect(Object.keys(headers).filter((key) => key.toLowerCase() === 'cache-control')).toHaveLength(1);
  });
});

test.describe('redirects of cleanUrls and trailingSlash: false', () => {
  const cases: [string, string | null][] = [
    ['/', null],
    ['/docs/a', null],
    ['/docs/a/', '/docs/a'],
    ['/docs/a/index.html', '/docs/a'],
    ['/docs/a/index', '/docs/a'],
    ['/index.html', '/'],
    ['/404.html', '/404'],
    ['/search-index.json', null],
  ];
  for (const [pathname, location] of cases) {
    test(`${pathname} → ${location ?? 'served'}`, () => {
      expect(serve.redirectFor(vercel, pathname)).toBe(location);
    });
  }
});

test.describe('a served build', () => {
  let dir: string;
  let base: string;
  let close: () => void;

  test.beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'serve-'));
    mkdirSync(path.join(dir, 'docs', 'a'), {recursive: true});
    mkdirSync(path.join(dir, 'assets', 'js'), {recursive: true});
    writeFileSync(path.join(dir, 'index.html'), '<h1>Главная</h1>');
    writeFileSync(path.join(dir, '404.html'), '<h1>Страница не найдена</h1>');
    writeFileSync(path.join(dir, 'docs', 'a', 'index.html'), `<h1>A</h1>${'текст '.repeat(500)}`);
    writeFileSync(path.join(dir, 'assets', 'js', 'main.1a2b.js'), 'console.log(1)');
    writeFileSync(path.join(tmpdir(), 'secret.txt'), 'secret');
    const server = serve.createServer({dir, config: vercel});
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });

  test.afterAll(() => close());

  test('a clean URL answers with its page and the headers', async () => {
    const response = await fetch(`${base}/docs/a`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<h1>A</h1>');
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toContain("object-src 'none'");
  });

  test('a trailing slash redirects with 308 and keeps the query', async () => {
    const response = await fetch(`${base}/docs/a/?q=1`, {redirect: 'manual'});
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('/docs/a?q=1');
  });

  test('an unknown path gets the 404 page with status 404 and the headers', async () => {
    const response = await fetch(`${base}/docs/none`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Страница не найдена');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  test('paths never leave the build folder', async () => {
    expect(serve.resolveFile(dir, '/../secret.txt', true)).toBeNull();
    expect(serve.resolveFile(dir, '/docs/../../secret.txt', true)).toBeNull();
    expect((await fetch(`${base}/%2e%2e/secret.txt`)).status).toBe(404);
    expect((await fetch(`${base}/%E0%A4%A`)).status).toBe(400);
  });

  test('compresses with brotli or gzip as the client accepts', async () => {
    const raw = readFileSync(path.join(dir, 'docs', 'a', 'index.html'));
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      // fetch() would decode the body itself: read the raw bytes over node:http instead.
      const {headers, body} = await rawGet(`${base}/docs/a`, accept);
      expect(headers['content-encoding']).toBe(encoding);
      expect(headers.vary).toBe('Accept-Encoding');
      expect(decode(body).equals(raw)).toBe(true);
      expect(body.length).toBeLessThan(raw.length);
    }
    const plain = await rawGet(`${base}/docs/a`, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(raw)).toBe(true);
  });

  test('revalidation answers 304 for an unchanged file', async () => {
    const first = await fetch(`${base}/assets/js/main.1a2b.js`);
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = first.headers.get('etag')!;
    const again = await fetch(`${base}/assets/js/main.1a2b.js`, {headers: {'if-none-match': etag}});
    expect(again.status).toBe(304);
  });

  test('only GET and HEAD', async () => {
    expect((await fetch(`${base}/`, {method: 'POST'})).status).toBe(405);
    const head = await fetch(`${base}/`, {method: 'HEAD'});
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });
});

test('chooseEncoding follows Accept-Encoding and its q-values', () => {
  expect(serve.chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
  expect(serve.chooseEncoding('gzip')).toBe('gzip');
  expect(serve.chooseEncoding('br;q=0, gzip')).toBe('gzip');
  expect(serve.chooseEncoding('*')).toBe('br');
  expect(serve.chooseEncoding('identity')).toBeNull();
  expect(serve.chooseEncoding(undefined)).toBeNull();
});

async function rawGet(url: string, acceptEncoding: string) {
  const http = await import('node:http');
  return new Promise<{headers: Record<string, string | string[] | undefined>; body: Buffer}>((resolve, reject) => {
    http
      .get(url, {headers: {'accept-encoding': acceptEncoding}}, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({headers: res.headers, body: Buffer.concat(chunks)}));
      })
      .on('error', reject);
  });
}
