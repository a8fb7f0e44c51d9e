#!/usr/bin/env node
// A production-like static server for the end-to-end tests and benchmarks:
//
//   node scripts/serve.mjs --dir build --port 3210 --host 127.0.0.1 [--config vercel.json]
//
// It answers like Vercel serving the build with our vercel.json: the cleanUrls and trailingSlash
// redirects (308), the `headers` rules matched the way Vercel matches them (path-to-regexp,
// case-sensitive, strict), clean URLs resolved to .html files and directory indexes, 404.html with
// status 404 for everything else, ETag revalidation, and brotli or gzip like the CDN.
// Node built-ins only.
import {createHash} from 'node:crypto';
import {readFileSync, statSync} from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {promisify} from 'node:util';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * @typedef {{key: string, value: string}} Header
 * @typedef {{source: string, headers: Header[]}} HeaderRule
 * @typedef {{cleanUrls?: boolean, trailingSlash?: boolean, headers?: HeaderRule[]}} VercelConfig
 */

const escapeRegExp = (/** @type {string} */ text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * A vercel.json `source` as a RegExp. Vercel compiles sources with path-to-regexp 6 and
 * {strict: true, sensitive: true, delimiter: '/'}; this covers the syntax that version accepts
 * except `{…}` groups: literals, `\\` escapes, `:name`, `:name(regex)`, `(regex)`, each with an
 * optional `?`, `*` or `+` that also makes a preceding `/` optional or repeated.
 * @param {string} source
 * @returns {RegExp}
 */
export function sourceToRegExp(source) {
  let pattern = '';
  let i = 0;
  while (i < source.length) {
    const char = source[i];
    if (char === '\\') {
      pattern += escapeRegExp(source[i + 1] ?? '');
      i += 2;
      continue;
    }
    if (char === '{' || char === '}') {
      throw new Error(`serve: "{…}" groups are not supported in source "${source}"`);
    }
    if (char !== ':' && char !== '(') {
      pattern += escapeRegExp(char);
      i += 1;
      continue;
    }
    let name = '';
    if (char === ':') {
      name = source.slice(i + 1).match(/^\w+/)?.[0] ?? '';
      if (!name) {
        throw new Error(`serve: missing parameter name at ${i} in source "${source}"`);
      }
      i += 1 + name.length;
    }
    let group = '[^\\/#\\?]+?';
    if (source[i] === '(') {
      const end = closingParen(source, i);
      group = source.slice(i + 1, end);
      i = end + 1;
    }
    const modifier = '?*+'.includes(source[i] ?? 'x') ? source[i] : '';
    i += modifier.length;
    // path-to-regexp treats a `/` right before a parameter as its prefix.
    const prefix = pattern.endsWith('\\/') ? '\\/' : '';
    if (prefix) {
      pattern = pattern.slice(0, -2);
    }
    if (modifier === '+' || modifier === '*') {
      const repeated = `${prefix}((?:${group})(?:${prefix}(?:${group}))*)`;
      pattern += modifier === '*' ? `(?:${repeated})?` : repeated;
    } else {
      pattern += modifier === '?' ? `(?:${prefix}(${group}))?` : `${prefix}(${group})`;
    }
  }
  return new RegExp(`^${pattern}$`);
}

/** @param {string} source @param {number} open */
function closingParen(source, open) {
  let depth = 0;
  for (let i = open; i < source.length; i += 1) {
    if (source[i] === '\\') {
      i += 1;
    } else if (source[i] === '(') {
      depth += 1;
    } else if (source[i] === ')' && --depth === 0) {
      return i;
    }
  }
  throw new Error(`serve: unbalanced "(" in source "${source}"`);
}

/**
 * The headers of every rule whose source matches, in order; a later rule overrides a header of the
 * same name, as Vercel's `continue` routes do.
 * @param {VercelConfig} config
 * @param {string} pathname
 * @returns {Record<string, string>}
 */
export function headersFor(config, pathname) {
  /** @type {Map<string, Header>} */
  const merged = new Map();
  for (const rule of config.headers ?? []) {
    if (sourceToRegExp(rule.source).test(pathname)) {
      for (const header of rule.headers) {
        merged.set(header.key.toLowerCase(), header);
      }
    }
  }
  return Object.fromEntries([...merged.values()].map(({key, value}) => [key, value]));
}

/**
 * Where Vercel redirects a path (308) under cleanUrls and trailingSlash, or null. These are the
 * routes @vercel/routing-utils generates, in its order.
 * @param {VercelConfig} config
 * @param {string} pathname
 * @returns {string | null}
 */
export function redirectFor(config, pathname) {
  const slash = config.trailingSlash === true ? '/' : '';
  /** @type {[RegExp, (match: RegExpMatchArray) => string][]} */
  const routes = [];
  if (config.cleanUrls) {
    const target = (/** @type {string | undefined} */ p) => (p ? `/${p}${slash}` : '/');
    routes.push([/^\/(?:(.+)\/)?index(?:\.html)?\/?$/, (m) => target(m[1])]);
    routes.push([/^\/(.*)\.html\/?$/, (m) => target(m[1])]);
  }
  if (config.trailingSlash === false) {
    routes.push([/^\/(.*)\/$/, (m) => `/${m[1]}`]);
  } else if (config.trailingSlash === true) {
    routes.push([/^\/((?:[^/]+\/)*[^/.]+)$/, (m) => `/${m[1]}/`]);
    routes.push([/^\/((?:[^/]+\/)*[^/]+\.\w+)\/$/, (m) => `/${m[1]}`]);
  }
  for (const [pattern, target] of routes) {
    const match = pathname.match(pattern);
    if (match) {
      return target(match);
    }
  }
  return null;
}

/**
 * The file that answers a decoded path: the file itself, then `<path>.html` under cleanUrls, then
 * the directory's index.html. Never a file outside `dir`.
 * @param {string} dir
 * @param {string} pathname decoded, starting with `/`
 * @param {boolean} cleanUrls
 * @returns {string | null}
 */
export function resolveFile(dir, pathname, cleanUrls) {
  const base = path.resolve(dir);
  const target = path.resolve(base, `.${pathname}`);
  if (target !== base && !target.startsWith(base + path.sep)) {
    return null;
  }
  const candidates = [target, ...(cleanUrls ? [`${target}.html`] : []), path.join(target, 'index.html')];
  return candidates.find((file) => statSync(file, {throwIfNoEntry: false})?.isFile()) ?? null;
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.yaml': 'text/yaml; charset=utf-8',
  '.yml': 'text/yaml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
};

/** @param {string} file */
export function contentType(file) {
  return TYPES[/** @type {keyof typeof TYPES} */ (path.extname(file).toLowerCase())] ?? 'application/octet-stream';
}

const compressible = (/** @type {string} */ type) => /^text\/|json|javascript|xml|svg/.test(type);

/**
 * The encoding to answer with: brotli when the client takes it, else gzip, else none.
 * @param {string | undefined} acceptEncoding
 * @returns {'br' | 'gzip' | null}
 */
export function chooseEncoding(acceptEncoding) {
  /** @type {Map<string, number>} */
  const accepted = new Map();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim().match(/^q=([\d.]+)$/)?.[1]).find(Boolean);
    if (name) {
      accepted.set(name, q === undefined ? 1 : Number(q));
    }
  }
  const takes = (/** @type {string} */ name) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return takes('br') ? 'br' : takes('gzip') ? 'gzip' : null;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * A file's body, ETag and compressed forms, read once. Brotli at quality 5, like a CDN compressing
 * on the fly, keeps the first request of the 5 MB search index fast.
 */
class FileCache {
  /** @type {Map<string, {mtime: number, body: Buffer, etag: string, encoded: Map<string, Promise<Buffer>>}>} */
  entries = new Map();

  /** @param {string} file */
  get(file) {
    const mtime = statSync(file).mtimeMs;
    let entry = this.entries.get(file);
    if (!entry || entry.mtime !== mtime) {
      const body = readFileSync(file);
      const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
      entry = {mtime, body, etag, encoded: new Map()};
      this.entries.set(file, entry);
    }
    return entry;
  }

  /** @param {string} file @param {'br' | 'gzip'} encoding @returns {Promise<Buffer>} */
  encoded(file, encoding) {
    const entry = this.get(file);
    let result = entry.encoded.get(encoding);
    if (!result) {
      result =
        encoding === 'br'
          ? brotli(entry.body, {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 5}})
          : gzip(entry.body, {level: 6});
      entry.encoded.set(encoding, result);
    }
    return result;
  }
}

/**
 * @param {{dir: string, config: VercelConfig}} options
 * @returns {http.Server}
 */
export function createServer({dir, config}) {
  const cache = new FileCache();
  const notFound = path.join(dir, '404.html');

  return http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, {Allow: 'GET, HEAD'}).end();
        return;
      }
      const location = redirectFor(config, url.pathname);
      if (location !== null) {
        res.writeHead(308, {Location: `${location}${url.search}`}).end();
        return;
      }
      let pathname;
      try {
        pathname = decodeURIComponent(url.pathname);
      } catch {
        res.writeHead(400).end();
        return;
      }
      const found = pathname.includes('\0') ? null : resolveFile(dir, pathname, config.cleanUrls === true);
      const file = found ?? notFound;
      const entry = cache.get(file);
      const type = contentType(file);
      /** @type {Record<string, string | number>} */
      const headers = {
        'Content-Type': type,
        ETag: entry.etag,
        ...headersFor(config, url.pathname),
      };
      if (found && req.headers['if-none-match'] === entry.etag) {
        res.writeHead(304, headers).end();
        return;
      }
      let body = entry.body;
      const encoding = compressible(type) ? chooseEncoding(req.headers['accept-encoding']) : null;
      if (compressible(type)) {
        headers.Vary = 'Accept-Encoding';
      }
      if (encoding) {
        body = await cache.encoded(file, encoding);
        headers['Content-Encoding'] = encoding;
      }
      headers['Content-Length'] = body.length;
      res.writeHead(found ? 200 : 404, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (error) {
      console.error(error);
      if (!res.headersSent) {
        res.writeHead(500);
      }
      res.end();
    }
  });
}

function main() {
  const args = process.argv.slice(2);
  const option = (/** @type {string} */ name, /** @type {string} */ fallback) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
  };
  const dir = path.resolve(option('dir', 'build'));
  const configFile = path.resolve(option('config', path.join(root, 'vercel.json')));
  const port = Number(option('port', '3210'));
  const host = option('host', '127.0.0.1');
  if (!statSync(path.join(dir, 'index.html'), {throwIfNoEntry: false})?.isFile()) {
    console.error(`serve: no build in ${dir}; run npx docusaurus build first`);
    process.exit(1);
  }
  const config = JSON.parse(readFileSync(configFile, 'utf8'));
  createServer({dir, config}).listen(port, host, () => {
    console.log(`serve: ${dir} with ${path.relative(process.cwd(), configFile) || configFile} at http://${host}:${port}/`);
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main();
}
