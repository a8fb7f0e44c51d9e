#!/usr/bin/env node
// The CDN's local stand-in, for the end-to-end tests and the benchmarks:
//
//   node scripts/serve.mjs --dir build --port 3210 --host 127.0.0.1 [--config vercel.json]
//
// It answers like Vercel serving the build with our vercel.json. Libraries do the work:
// path-to-regexp, in the version and with the options Vercel compiles `source` with, matches the
// `headers` and `redirects` rules; serve-handler (Vercel's static file server) finds the file of a
// clean URL (a.html or a/index.html), answers 404.html with status 404, ETags and ranges; compression
// sends brotli or gzip as the client accepts. Here is only the glue: the redirects Vercel makes of
// `cleanUrls` and `trailingSlash` (308, the rules @vercel/routing-utils generates), the header
// conditions of `redirects` (`has`, `missing`: a request for a doc page that asks for Markdown goes to
// the page's Markdown twin), the rules' headers on every response (redirects and errors included),
// and no way off the site or into a stack trace from the URL.
import {lstat, readFileSync, realpath, statSync} from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs, promisify} from 'node:util';
import compression from 'compression';
import {pathToRegexp} from 'path-to-regexp';
import serveHandler from 'serve-handler';
import {isMain} from './isMain.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * @typedef {{key: string, value: string}} Header
 * @typedef {{source: string, headers: Header[]}} HeaderRule
 * @typedef {{type: 'header', key: string, value?: string}} Condition
 * @typedef {{source: string, destination: string, permanent?: boolean, statusCode?: number, has?: Condition[], missing?: Condition[]}} RedirectRule
 * @typedef {{cleanUrls?: boolean, trailingSlash?: boolean, headers?: HeaderRule[], redirects?: RedirectRule[]}} VercelConfig
 * @typedef {{status: number, location: string}} Redirect
 */

/**
 * A vercel.json `source` as the RegExp Vercel matches paths with: @vercel/routing-utils compiles it
 * with path-to-regexp 6 (6.1.0, checked against 6.3.0, the release without the ReDoS advisory, which
 * is the one installed here), case-sensitive and strict about the trailing slash.
 * @param {string} source
 * @param {import('path-to-regexp').Key[]} [keys] filled with the source's parameters
 */
export function sourceToRegExp(source, keys = []) {
  return pathToRegexp(source, keys, {strict: true, sensitive: true, delimiter: '/'});
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

/** A redirect to a path of this site stays on it: `//host` and `/\host` would leave it. */
const onThisSite = (/** @type {string} */ location) => (/^[/\\]/.test(location) ? location.replace(/^[/\\]+/, '/') : location);

/**
 * Whether a request's headers meet a rule's `has` and `missing` conditions, as Vercel reads them:
 * the header named (in any case) is there and, when the condition has a value, the whole header
 * matches it as a regular expression. Only header conditions: the site's rules use no others.
 * @param {Pick<RedirectRule, 'has' | 'missing'>} rule
 * @param {Record<string, string | string[] | undefined>} headers the request's, names in lower case
 */
export function meetsConditions(rule, headers) {
  const holds = (/** @type {Condition} */ condition) => {
    if (condition.type !== 'header') {
      throw new Error(`serve: a ${condition.type} condition in vercel.json is not supported here`);
    }
    const value = headers[condition.key.toLowerCase()];
    const text = Array.isArray(value) ? value.join(', ') : value;
    return text !== undefined && (condition.value === undefined || new RegExp(`^(?:${condition.value})$`).test(text));
  };
  return (rule.has ?? []).every(holds) && !(rule.missing ?? []).some(holds);
}

/**
 * Where Vercel redirects a path, in its order: the routes @vercel/routing-utils makes of cleanUrls
 * and trailingSlash (308), then the `redirects` rules (`:name` parameters carried over) whose `has`
 * and `missing` conditions the request's headers meet. Or null.
 * @param {VercelConfig} config
 * @param {string} pathname as requested (percent-encoded)
 * @param {Record<string, string | string[] | undefined>} [headers] the request's, names in lower case
 * @returns {Redirect | null}
 */
export function redirectFor(config, pathname, headers = {}) {
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
      return {status: 308, location: onThisSite(target(match))};
    }
  }
  for (const rule of config.redirects ?? []) {
    /** @type {import('path-to-regexp').Key[]} */
    const keys = [];
    const match = sourceToRegExp(rule.source, keys).exec(pathname);
    if (match && meetsConditions(rule, headers)) {
      const params = new Map(keys.map((key, i) => [String(key.name), match[i + 1] ?? '']));
      const location = rule.destination.replace(/:(\w+)[*+?]?/g, (token, name) => params.get(name) ?? token);
      const status = typeof rule.permanent === 'boolean' ? (rule.permanent ? 308 : 307) : (rule.statusCode ?? 308);
      return {status, location: onThisSite(location)};
    }
  }
  return null;
}

/**
 * The file system as serve-handler sees it: a path no file can have (a segment longer than the
 * system allows, a NUL byte) is a file that does not exist, answered with the 404 page, not a 500
 * with a stack trace in the log.
 */
const fileSystem = {
  lstat: quietly(promisify(lstat)),
  realpath: quietly(promisify(realpath)),
};

/**
 * @template {unknown[]} A @template R
 * @param {(...args: A) => Promise<R>} call
 * @returns {(...args: A) => Promise<R>}
 */
function quietly(call) {
  return async (...args) => {
    try {
      return await call(...args);
    } catch (error) {
      const code = /** @type {NodeJS.ErrnoException} */ (error).code;
      if (code === 'ENAMETOOLONG' || code === 'EINVAL' || code === 'ERR_INVALID_ARG_VALUE' || code === 'ERR_INVALID_ARG_TYPE') {
        throw Object.assign(new Error('no such file'), {code: 'ENOENT'});
      }
      throw error;
    }
  };
}

/**
 * @param {{dir: string, config: VercelConfig}} options
 * @returns {http.Server}
 */
export function createServer({dir, config}) {
  const files = {public: path.resolve(dir), cleanUrls: true, etag: true, directoryListing: false};
  // Brotli at quality 4, gzip at 6: what a CDN does on the fly, fast enough for the search indexes.
  const compress = compression();
  // A CDN compresses a file once and keeps it; so does this server for the files whose names change
  // with their content (/assets/…, hashed by the build): the end-to-end tests open hundreds of pages
  // in fresh browsers, and compressing the same bundles again for each took a good part of a core.
  /** @type {Map<string, {status: number, headers: import('node:http').OutgoingHttpHeaders, body: Buffer}>} */
  const kept = new Map();

  const server = http.createServer((req, res) => {
    /** @type {URL} */
    let url;
    try {
      // Relative to this server whatever the request names: `//host/x` is the path //host/x.
      url = new URL(`http://localhost${req.url ?? '/'}`);
      if (url.host !== 'localhost') {
        throw new Error('not a path');
      }
    } catch {
      res.writeHead(400).end();
      return;
    }
    for (const [key, value] of Object.entries(headersFor(config, url.pathname))) {
      res.setHeader(key, value);
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, {Allow: 'GET, HEAD'}).end();
      return;
    }
    const redirect = redirectFor(config, url.pathname, req.headers);
    if (redirect) {
      res.writeHead(redirect.status, {Location: `${redirect.location}${url.search}`}).end();
      return;
    }
    const key = req.method === 'GET' && !req.headers.range && !req.headers['if-none-match'] && url.pathname.startsWith('/assets/') ? `${req.headers['accept-encoding'] ?? ''}\n${url.pathname}` : null;
    const hit = key ? kept.get(key) : undefined;
    if (hit) {
      res.writeHead(hit.status, {...hit.headers, 'content-length': hit.body.length}).end(hit.body);
      return;
    }
    if (key) {
      keep(res, (answer) => answer.status === 200 && kept.set(key, answer));
    }
    compress(/** @type {never} */ (req), /** @type {never} */ (res), () => {
      serveHandler(req, res, files, fileSystem).catch((/** @type {unknown} */ error) => {
        console.error(error);
        if (!res.headersSent) {
          res.writeHead(500);
        }
        res.end();
      });
    });
  });
  // Keep idle connections longer than a client keeps them between requests (Node closes them after 5 s):
  // a request sent on a socket the server was closing failed with ECONNRESET on a clean-clone run.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return server;
}

/**
 * Collects what is written to `res` (after compression, which writes through these) and hands it to
 * `done` with the status and headers once the response has ended.
 * @param {http.ServerResponse} res
 * @param {(answer: {status: number, headers: import('node:http').OutgoingHttpHeaders, body: Buffer}) => void} done
 */
function keep(res, done) {
  /** @type {Buffer[]} */
  const chunks = [];
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  const collect = (/** @type {unknown} */ chunk, /** @type {unknown} */ encoding) => {
    if (chunk && typeof chunk !== 'function') {
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(/** @type {string} */ (chunk), typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8'));
    }
  };
  res.write = /** @type {typeof res.write} */ ((chunk, ...rest) => {
    collect(chunk, rest[0]);
    return write(chunk, ...rest);
  });
  res.end = /** @type {typeof res.end} */ ((chunk, ...rest) => {
    collect(chunk, rest[0]);
    const result = end(chunk, ...rest);
    done({status: res.statusCode, headers: res.getHeaders(), body: Buffer.concat(chunks)});
    return result;
  });
}

function main() {
  const {values} = parseArgs({
    options: {
      dir: {type: 'string', default: 'build'},
      config: {type: 'string', default: path.join(root, 'vercel.json')},
      port: {type: 'string', default: '3210'},
      host: {type: 'string', default: '127.0.0.1'},
    },
  });
  const dir = path.resolve(values.dir);
  const configFile = path.resolve(values.config);
  const port = Number(values.port);
  const host = values.host;
  if (!statSync(path.join(dir, 'index.html'), {throwIfNoEntry: false})?.isFile()) {
    console.error(`serve: no build in ${dir}; run npm run build first`);
    process.exit(1);
  }
  const config = JSON.parse(readFileSync(configFile, 'utf8'));
  createServer({dir, config}).listen(port, host, () => {
    console.log(`serve: ${dir} with ${path.relative(process.cwd(), configFile) || configFile} at http://${host}:${port}/`);
  });
}

if (isMain(import.meta.url)) {
  main();
}
