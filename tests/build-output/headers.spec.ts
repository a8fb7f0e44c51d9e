import {expect, test} from '@playwright/test';

/**
 * Security and caching headers as the local server sends them (scripts/serve.mjs applies vercel.json,
 * as Vercel does): plain requests, no browser. What the browser does with them (a page that another
 * site frames) is in tests/security.spec.ts.
 */
test('a page is served with the strict policy and the hardening headers', async ({request}) => {
  // What Chromium accepts: the server picks Brotli.
  const response = await request.get('/docs/start/whatis', {headers: {'accept-encoding': 'gzip, deflate, br, zstd'}});
  expect(response.status()).toBe(200);
  const headers = response.headers();
  const policy = headers['content-security-policy'];
  const scriptSrc = policy.split(';').find((d) => d.trim().startsWith('script-src'))!;
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/]+=*'/);
  for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "form-action 'self'", "worker-src 'self'"]) {
    expect(policy).toContain(directive);
  }
  expect(headers['strict-transport-security']).toMatch(/^max-age=\d{8}/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  expect(headers['content-encoding']).toBe('br');
});

test('hashed bundles are immutable; search indexes revalidate', async ({request}) => {
  const html = await (await request.get('/')).text();
  const bundle = html.match(/(\/assets\/js\/main\.[0-9a-f]+\.js)/)![1];
  expect((await request.get(bundle)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const index = await request.get('/search-index-docs-agent.json');
  expect(index.status()).toBe(200);
  expect(index.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
});

test('redirects and errors carry the same headers, and no redirect leaves the site', async ({request}) => {
  const answers: [string, number][] = [
    ['/docs/start/whatis/', 308],
    ['/docs/no-such-page', 404],
    ['/robots.txt/x', 404],
    [`/docs/${'x'.repeat(5000)}`, 404],
  ];
  for (const [path, status] of answers) {
    const response = await request.get(path, {maxRedirects: 0});
    expect(response.status(), path.slice(0, 40)).toBe(status);
    expect(response.headers()['content-security-policy'], path.slice(0, 40)).toContain("object-src 'none'");
    expect(response.headers()['cache-control'], path.slice(0, 40)).toBe('public, max-age=0, must-revalidate');
  }
  // The browser sends this as the path //evil.example/: a redirect to //evil.example would leave.
  const away = await request.get('/.//evil.example/', {maxRedirects: 0});
  expect(away.status()).toBe(308);
  expect(new URL(away.headers().location, 'https://docs.example/').host).toBe('docs.example');
});
