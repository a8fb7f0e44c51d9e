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

test.describe('sourceToRegExp, as Vercel compiles sources (path-to-regexp 6, strict and sensitive)', () => {
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
    ['/docs{/:section}?/intro', '/docs/intro', true],
    ['/docs{/:section}?/intro', '/docs/agent/intro', true],
  ];
  for (const [source, pathname, matches] of cases) {
    test(`${source} ${matches ? 'matches' : 'does not match'} ${pathname}`, () => {
      expect(serve.sourceToRegExp(source).test(pathname)).toBe(matches);
    });
  }

  test('rejects a source Vercel would reject', () => {
    expect(() => serve.sourceToRegExp('/(a')).toThrow(/Unbalanced pattern/);
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
    // Never to another site: `//evil.example` would be one (what `/.//evil.example/` parses to).
    ['//evil.example/', '/evil.example'],
    ['/\\evil.example/', '/evil.example'],
  ];
  for (const [pathname, location] of cases) {
    test(`${pathname} → ${location ?? 'served'}`, () => {
      expect(serve.redirectFor(vercel, pathname)?.location ?? null).toBe(location);
    });
  }

  test('redirects rules carry their parameters, with the status Vercel gives them', () => {
    const config = {
      redirects: [
        {source: '/old/:page', destination: '/docs/:page', permanent: false},
        {source: '/manual/:path*', destination: '/docs/:path*'},
        {source: '/away', destination: '//evil.example/'},
      ],
    };
    expect(serve.redirectFor(config, '/old/faq')).toEqual({status: 307, location: '/docs/faq'});
    expect(serve.redirectFor(config, '/manual/agent/quickstart')).toEqual({status: 308, location: '/docs/agent/quickstart'});
    expect(serve.redirectFor(config, '/old/faq/more')).toBeNull();
    expect(serve.redirectFor(config, '/away')).toEqual({status: 308, location: '/evil.example/'});
  });
});

test.describe('Markdown at the page\'s address (vercel.json)', () => {
  const markdown = {accept: 'text/markdown, text/html;q=0.9, */*;q=0.8'};
  const cases: [string, Record<string, string>, string | null][] = [
    ['/docs/agent/quickstart', markdown, '/docs/agent/quickstart.md'],
    ['/docs/api/external-api/threads/transfer-thread', {accept: 'text/markdown'}, '/docs/api/external-api/threads/transfer-thread.md'],
    ['/docs', markdown, '/docs.md'],
    ['/docs/agent/quickstart', {accept: 'text/html,application/xhtml+xml,*/*;q=0.8'}, null],
    ['/docs/agent/quickstart', {}, null],
    // The twin itself, other files and the tag lists (no twin) stay as they are.
    ['/docs/agent/quickstart.md', markdown, null],
    ['/docs/api/img/api-flow.svg', markdown, null],
    ['/docs/tags/api', markdown, null],
    ['/docs/tags', markdown, null],
    ['/blog/6-27', markdown, null],
    ['/', markdown, null],
  ];
  for (const [pathname, headers, location] of cases) {
    test(`${pathname} with ${headers.accept ?? 'no Accept'} → ${location ?? 'the page'}`, () => {
      const redirect = serve.redirectFor(vercel, pathname, headers);
      expect(redirect?.location ?? null).toBe(location);
      if (redirect) {
        // Not permanent: the same address answers HTML to a browser.
        expect(redirect.status).toBe(307);
      }
    });
  }

  test('a trailing slash is dropped first, and the request for Markdown follows', () => {
    expect(serve.redirectFor(vercel, '/docs/agent/quickstart/', markdown)).toEqual({status: 308, location: '/docs/agent/quickstart'});
  });

  test('every doc page says that it varies with Accept, other pages do not', () => {
    for (const pathname of ['/docs', '/docs/agent/quickstart', '/docs/agent/quickstart.md']) {
      expect(serve.headersFor(vercel, pathname).Vary, pathname).toBe('Accept');
    }
    for (const pathname of ['/', '/blog/6-27', '/assets/js/main.1a2b.js', '/docsearch']) {
      expect(serve.headersFor(vercel, pathname).Vary, pathname).toBeUndefined();
    }
  });

  test('conditions: a header that must be there, match whole, or be missing', () => {
    const rule = {has: [{type: 'header' as const, key: 'Accept', value: '(.*)text/markdown(.*)'}], missing: [{type: 'header' as const, key: 'x-skip'}]};
    expect(serve.meetsConditions(rule, {accept: 'text/markdown'})).toBe(true);
    expect(serve.meetsConditions(rule, {accept: 'text/html'})).toBe(false);
    expect(serve.meetsConditions(rule, {})).toBe(false);
    expect(serve.meetsConditions(rule, {accept: 'text/markdown', 'x-skip': '1'})).toBe(false);
    expect(serve.meetsConditions({has: [{type: 'header' as const, key: 'accept', value: 'text/markdown'}]}, {accept: 'text/markdown, text/html'})).toBe(false);
  });
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
    writeFileSync(path.join(dir, 'assets', 'js', 'big.3c4d.js'), 'console.log("Чат-центр");\n'.repeat(200));
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

  test('a trailing slash redirects with 308, keeps the query, and carries the security headers', async () => {
    const response = await fetch(`${base}/docs/a/?q=1`, {redirect: 'manual'});
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('/docs/a?q=1');
    expect(response.headers.get('content-security-policy')).toContain("object-src 'none'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  test('no redirect leads off the site', async () => {
    for (const target of ['/.//evil.example/', '//evil.example/', '/%2F/evil.example/', '/\\evil.example/']) {
      const {status, headers} = await rawGet(`${base}${target}`, 'identity');
      expect(status, target).toBe(308);
      expect(new URL(String(headers.location), 'http://docs.example/').host, `${target} → ${headers.location}`).toBe('docs.example');
    }
  });

  test('an unknown path gets the 404 page with status 404 and the headers', async () => {
    const response = await fetch(`${base}/docs/none`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Страница не найдена');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  test('paths never leave the build folder', async () => {
    for (const target of ['/%2e%2e/secret.txt', '/docs/%2e%2e/%2e%2e/secret.txt', '/..%2Fsecret.txt', '/../secret.txt']) {
      const {status, body} = await rawGet(`${base}${target}`, 'identity');
      expect(status, target).not.toBe(200);
      expect(body.toString(), target).not.toContain('secret');
    }
    expect((await fetch(`${base}/%E0%A4%A`)).status).toBe(400);
  });

  test('paths no file can have answer 404, with the headers and nothing in the log', async () => {
    const logged: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => logged.push(args);
    try {
      for (const target of ['/robots.txt/x', '/docs/a/index.html/x', `/${'x'.repeat(5000)}`, `/docs/${'я'.repeat(300)}`, '/a%00b']) {
        const response = await fetch(`${base}${target}`);
        expect(response.status, target.slice(0, 40)).toBe(404);
        expect(await response.text()).toContain('Страница не найдена');
        expect(response.headers.get('content-security-policy')).toContain("object-src 'none'");
      }
      const bad = await fetch(`${base}/%E0%A4%A`);
      expect(bad.headers.get('x-content-type-options')).toBe('nosniff');
      const post = await fetch(`${base}/`, {method: 'POST'});
      expect(post.headers.get('x-content-type-options')).toBe('nosniff');
    } finally {
      console.error = original;
    }
    expect(logged).toEqual([]);
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
      // The doc pages vary with Accept too (vercel.json: a request for Markdown is sent to the page's twin).
      expect(headers.vary).toBe('Accept, Accept-Encoding');
      expect(headers['content-security-policy']).toContain("object-src 'none'");
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

  test('a hashed asset, compressed once and kept, answers the same bytes and headers again in each encoding', async () => {
    const raw = readFileSync(path.join(dir, 'assets', 'js', 'big.3c4d.js'));
    const decode = {br: brotliDecompressSync, gzip: gunzipSync, identity: (body: Buffer) => body};
    for (const encoding of ['br', 'gzip', 'identity'] as const) {
      const first = await rawGet(`${base}/assets/js/big.3c4d.js`, encoding);
      const again = await rawGet(`${base}/assets/js/big.3c4d.js`, encoding);
      expect(again.status, encoding).toBe(200);
      expect(again.headers['content-encoding'], encoding).toBe(encoding === 'identity' ? undefined : encoding);
      expect(again.body.equals(first.body), encoding).toBe(true);
      expect(decode[encoding](again.body).equals(raw), encoding).toBe(true);
      expect(again.headers['content-length'], encoding).toBe(String(again.body.length));
      expect(again.headers['cache-control'], encoding).toBe('public, max-age=31536000, immutable');
      expect(again.headers['content-security-policy'], encoding).toContain("object-src 'none'");
    }
  });

  test('only GET and HEAD', async () => {
    expect((await fetch(`${base}/`, {method: 'POST'})).status).toBe(405);
    const head = await fetch(`${base}/`, {method: 'HEAD'});
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });
});

/** A GET over node:http: the path exactly as written (fetch() would normalize it) and the raw body. */
async function rawGet(url: string, acceptEncoding: string) {
  const http = await import('node:http');
  const {host, port} = new URL(url);
  const target = url.slice(url.indexOf('/', url.indexOf('//') + 2));
  return new Promise<{status: number; headers: Record<string, string | string[] | undefined>; body: Buffer}>((resolve, reject) => {
    http
      .get({host: host.split(':')[0], port, path: target, headers: {'accept-encoding': acceptEncoding}}, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks)}));
      })
      .on('error', reject);
  });
}
