#!/usr/bin/env node
// The site's Content-Security-Policy: generated here, shipped in vercel.json.
//
//   node scripts/csp.mjs --check [--dir build]            every inline script of the build is allowed
//   node scripts/csp.mjs --write [--dir build] [--dir …]  rewrite the policy in vercel.json
//   (--config FILE: another vercel.json, for tests)
//
// `script-src` has no 'unsafe-inline': each inline script the build emits (Docusaurus' colour-mode
// and announcement-bar script, its base-URL banner on the home page, the Yandex Metrica tag of
// src/plugins/analytics.ts, the loader of src/internals/ssrTemplate.ts that runs the bundles after the
// first paint) is allowed by the SHA-256 of its exact text.
//
// Why the hashes live in vercel.json and are checked, not generated on Vercel: Vercel reads
// vercel.json before the build runs, so a build cannot change the headers it is served with. The
// Metrica tag reads its counter id from a data attribute, so its text and hash are the same for every
// YANDEX_METRICA_ID, production's and the `npm test` build's alike. `--check` is right for the build
// it is given: it fails when one of that build's scripts is not allowed. It runs in `npm test` after
// the build and in vercel.json's buildCommand, so a build whose scripts the policy would block fails
// to deploy instead of shipping a broken page. After a Docusaurus upgrade or a change to an inline
// script, rebuild and run `--write`.
import {createHash} from 'node:crypto';
import {readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {parse} from 'parse5';
import {isMain} from './isMain.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const VERCEL_JSON = path.join(root, 'vercel.json');

/** Third-party origins, one by one, with what each needs. */
const METRICA = ['https://mc.yandex.ru', 'https://mc.yandex.com'];
const METRICA_SCRIPTS = ['https://mc.yandex.ru', 'https://yastatic.net'];
const PUSHFEEDBACK = 'https://app.pushfeedback.com';

/**
 * The policy, directive by directive. `hashes` are the 'sha256-…' sources of the inline scripts.
 * @param {string[]} hashes
 * @returns {string}
 */
export function buildPolicy(hashes) {
  /** @type {[string, ...string[]][]} */
  const directives = [
    ['default-src', "'self'"],
    // Our bundles and the search worker's chunk are same-origin; Vercel Web Analytics is served from
    // the site itself under /_vercel/insights/. Metrica's tag.js comes from mc.yandex.ru and loads
    // its helpers from yastatic.net.
    ['script-src', "'self'", ...[...hashes].sort(), ...METRICA_SCRIPTS],
    // 'unsafe-inline' for styles only, and on purpose: the server-rendered HTML carries style=""
    // attributes (React's inline styles, the SVG sprite, the Metrica <noscript> pixel, the base-URL
    // banner), and the PushFeedback web component and autocomplete.js insert <style> elements at run
    // time. Hashes cannot allow style attributes without 'unsafe-hashes' and would change with every
    // such element; CSS cannot run script, so scripts stay locked down by hash.
    ['style-src', "'self'", "'unsafe-inline'"],
    // data: for the icons inlined in our CSS, blob: and data: for the feedback screenshot preview;
    // Metrica's pixel and hits.
    ['img-src', "'self'", 'data:', 'blob:', ...METRICA],
    ['font-src', "'self'", 'data:'],
    // Search indexes and Vercel's beacons are same-origin; Metrica sends hits, PushFeedback the form.
    ['connect-src', "'self'", ...METRICA, PUSHFEEDBACK],
    // The local search runs lunr in a dedicated worker loaded from /assets/js/.
    ['worker-src', "'self'"],
    // Metrica's cookie-sync frame; nothing else on the site is framed.
    ['frame-src', ...METRICA],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/**
 * The 'sha256-…' sources of the inline scripts a browser would run in `html`, read by an HTML parser
 * (parse5, as the browser parses: CR LF and CR become LF before the browser hashes the text). Data
 * blocks (application/ld+json and the like) are not scripts: CSP does not apply to them.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const hashes = [];
  /** @param {import('parse5').DefaultTreeAdapterMap['parentNode']} node */
  const visit = (node) => {
    for (const child of node.childNodes) {
      if (!('tagName' in child)) {
        continue;
      }
      const attributes = new Map(child.attrs.map(({name, value}) => [name, value]));
      if (child.tagName === 'script' && !attributes.has('src') && isJavaScript(attributes.get('type') ?? '')) {
        const text = child.childNodes.map((node) => ('value' in node ? node.value : '')).join('');
        hashes.push(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
      }
      visit(child.tagName === 'template' && 'content' in child ? child.content : child);
    }
  };
  visit(parse(html));
  return hashes;
}

/** Whether a script's `type` makes it JavaScript: none, `module` or a JavaScript MIME type. @param {string} type */
function isJavaScript(type) {
  const value = type.trim().toLowerCase();
  return value === '' || value === 'module' || /^(?:text|application)\/(?:x-)?(?:java|ecma)script$/.test(value);
}

/**
 * Every inline-script hash of a build, with the pages that use it.
 * @param {string} dir
 * @returns {Map<string, string[]>}
 */
export function buildHashes(dir) {
  /** @type {Map<string, string[]>} */
  const found = new Map();
  for (const file of htmlFiles(dir)) {
    for (const hash of inlineScriptHashes(readFileSync(file, 'utf8'))) {
      const pages = found.get(hash) ?? [];
      pages.push(path.relative(dir, file));
      found.set(hash, pages);
    }
  }
  return found;
}

/** @param {string} dir @returns {string[]} */
function htmlFiles(dir) {
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/**
 * @typedef {{key: string, value: string}} Header
 * @typedef {{source: string, headers: Header[]}} HeaderRule
 * @typedef {{headers?: HeaderRule[]}} VercelConfig
 */

/**
 * The CSP header of vercel.json (the one on every path).
 * @param {VercelConfig} config
 * @returns {Header}
 */
export function cspHeader(config) {
  const header = config.headers
    ?.find((rule) => rule.source === '/(.*)')
    ?.headers.find((h) => h.key.toLowerCase() === 'content-security-policy');
  if (!header) {
    throw new Error('vercel.json has no Content-Security-Policy header on "/(.*)"');
  }
  return header;
}

/** The hash sources in a policy's script-src. @param {string} policy @returns {string[]} */
export function policyHashes(policy) {
  const scriptSrc = policy
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name === 'script-src');
  return (scriptSrc ?? []).filter((source) => source.startsWith("'sha256-"));
}

/**
 * What is wrong with the policy for this build; empty when nothing is.
 * @param {string} policy
 * @param {Map<string, string[]>} hashes
 * @returns {string[]}
 */
export function policyProblems(policy, hashes) {
  const allowed = new Set(policyHashes(policy));
  const problems = [];
  for (const [hash, pages] of hashes) {
    if (!allowed.has(hash)) {
      const more = pages.length > 1 ? ` and ${pages.length - 1} more` : '';
      problems.push(`script-src misses ${hash}, an inline script of ${pages[0]}${more}`);
    }
  }
  if (policy !== buildPolicy([...allowed])) {
    problems.push('the policy in vercel.json differs from the one scripts/csp.mjs generates: edit the generator, then run --write');
  }
  return problems;
}

function main() {
  const {values} = parseArgs({
    options: {
      check: {type: 'boolean', default: false},
      write: {type: 'boolean', default: false},
      dir: {type: 'string', multiple: true, default: [path.join(root, 'build')]},
      config: {type: 'string', default: VERCEL_JSON},
    },
  });
  const mode = values.write ? '--write' : values.check ? '--check' : undefined;
  const dirs = values.dir.map((dir) => path.resolve(dir));
  if (!mode || (values.check && values.write)) {
    console.error('usage: node scripts/csp.mjs --check|--write [--dir build]… [--config vercel.json]');
    process.exit(2);
  }
  const configFile = path.resolve(values.config);
  const config = JSON.parse(readFileSync(configFile, 'utf8'));
  const header = cspHeader(config);

  if (mode === '--write') {
    const hashes = new Set(dirs.flatMap((dir) => [...buildHashes(dir).keys()]));
    header.value = buildPolicy([...hashes]);
    writeFileSync(configFile, `${JSON.stringify(config, null, 2)}\n`);
    console.log(`csp: ${path.basename(configFile)} allows ${hashes.size} inline scripts of ${dirs.join(', ')}`);
    return;
  }

  let failed = false;
  for (const dir of dirs) {
    const hashes = buildHashes(dir);
    const problems = policyProblems(header.value, hashes);
    for (const problem of problems) {
      console.error(`csp: ${problem}`);
    }
    const unused = policyHashes(header.value).filter((hash) => !hashes.has(hash));
    if (unused.length > 0) {
      // Expected: the hashes of the other configuration (production or test counter id).
      console.log(`csp: ${unused.length} allowed hash(es) not used by ${dir} (another configuration's)`);
    }
    if (problems.length > 0) {
      failed = true;
      console.error(`csp: ${dir} does not match vercel.json; rebuild each configuration and run node scripts/csp.mjs --write --dir …`);
    } else {
      console.log(`csp: all ${hashes.size} inline scripts of ${dir} are allowed by vercel.json`);
    }
  }
  process.exit(failed ? 1 : 0);
}

if (isMain(import.meta.url)) {
  main();
}
