#!/usr/bin/env node
// The API reference checked by tools nobody here wrote, against the two OpenAPI specs. Runs in
// `npm test` before the build: no browser and no site build are needed, only the Markdown sources.
//
//   node scripts/api-check.mjs [--only spectral,pages,examples,types,samples,webhooks]
//
// spectral  Spectral's `spectral:oas` ruleset (.spectral.yaml) finds nothing in either spec, not even a hint.
// pages     the pages say what the specs say (issue 19): every error code on a page is in its spec, the
//           overview's catalogue holds exactly the specs' codes, each operation's error table lists exactly
//           the codes each status may return and stands in that operation's «Ошибки»; request tables have
//           a row per parameter and field (attachments[].url, .name…) with required, format, E.164 and
//           limits as the spec has them (Idempotency-Key's 64, DELETE message's reason 500…), and an
//           operation taking Idempotency-Key lists IDEMPOTENCY_KEY_REUSED; no code block of the site calls
//           uuidgen, no HTTP example cuts a header with «…» or lacks its Content-Length; token errors are
//           RFC 6749 objects and HTTP Basic is stated; webhooks require delivery, timestamp and signature
//           headers, the pages state the 300-second tolerance and the rotation of the secret.
// examples  every JSON example on the pages (and the form example of the token request) validates with
//           Ajv against the schema of its place: request body, the response of the status named before
//           it, a webhook's body, or the schema its code fence names (```json schema=Error).
// types     openapi-typescript's types of both specs compile under `strict`, no request or response
//           body contains `unknown` or `any`, and the rules the schemas state reject wrong bodies.
// samples   every curl, JavaScript, Python and HTTP sample of an operation runs against `prism mock` of
//           its spec (started here on 127.0.0.1, stopped after) through a recording proxy: each request
//           it makes must be the operation of its section, pass Prism's validation and get a 2xx; and
//           Prism refuses the requests the schemas' rules forbid (FORBIDDEN_REQUESTS).
// webhooks  the Node and Python receivers of every webhook page run on a local port and must answer
//           good, repeated, tampered, unsigned, stale, header-less, non-ASCII and two-signature
//           deliveries as the page says (2xx or 401, never 500), processing each delivery once; the
//           page's curl sender is accepted, its HTTP example carries a valid signature and is refused
//           as stale. The verification functions of guide pages (docs/chat-bot) run in a harness against
//           the same deliveries. Python is skipped, with the reason printed, only where python3 is missing.
//
// Ports: PRISM_PORT and the next two for the bot spec's mock and the proxy; RECEIVER_PORT and the
// next ones for the receivers (two per webhook page) and the harnesses of the guide pages'
// verification functions (one per function). Unset, each is the start of a block of free ports
// found at start-up, so that two checks (or a developer's own Prism on 4010) never collide.
import {spawn, spawnSync} from 'node:child_process';
import {createHmac, randomUUID} from 'node:crypto';
import {mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {parseArgs} from 'node:util';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import openapiTS, {astToString} from 'openapi-typescript';
import ts from 'typescript';
import {
  APIS,
  bodyFields,
  deref,
  findOperation,
  loadSpec,
  operationCodes,
  operationsOf,
  readPage,
  readPages,
  requiredFields,
  root,
  specCodes,
} from './api-docs.mjs';

const STAGES = ['spectral', 'pages', 'examples', 'types', 'samples', 'webhooks'];
const {values: options} = parseArgs({options: {only: {type: 'string'}}});
const stages = new Set(options.only ? options.only.split(',') : STAGES);

/** Whether nothing listens on `port` of the loopback interface. */
function isFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** The first port of `size` consecutive free ports, from a random start in 10000–29999 (below the
 * ephemeral range, 32768 and up on Linux, where outgoing connections could take one meanwhile). */
async function freeBlock(size) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const start = 10000 + Math.floor(Math.random() * 20000);
    let free = true;
    for (let port = start; free && port < start + size; port += 1) {
      free = await isFree(port);
    }
    if (free) {
      return start;
    }
  }
  throw new Error(`no ${size} consecutive free ports on 127.0.0.1`);
}

const PRISM_PORT = Number(process.env.PRISM_PORT ?? (await freeBlock(3)));
const RECEIVER_PORT = Number(process.env.RECEIVER_PORT ?? (await freeBlock(40)));
const PROXY_PORT = PRISM_PORT + 2;
const PORTS = {external: PRISM_PORT, bot: PRISM_PORT + 1};

const problems = [];
const summary = [];
const work = mkdtempSync(path.join(tmpdir(), 'api-check-'));
const children = new Set();

const where = (block) => `${path.relative(root, block.file)}:${block.line}`;
function problem(place, message) {
  problems.push(`${place}: ${message}`);
}

/** Environment of the samples and receivers: no proxy may catch their loopback requests. */
const sampleEnv = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => !/^(https?|all|no)_proxy$/i.test(key)),
);
Object.assign(sampleEnv, {
  NO_PROXY: '*',
  CHAT_TOKEN: 'eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJjcm0taW50ZWdyYXRpb24ifQ.sig',
  BOT_TOKEN: 'btk_5e1c9a7f3b2d4e6a8c0f1b3d5e7a9c2b',
  CLIENT_SECRET: '9f3b2c71e0a84d5b8c6e1f2a7d4b0c93',
});

/** Runs a command to its end; resolves with exit code, stdout and stderr. */
function run(command, args, {env = sampleEnv, timeout = 20_000} = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {env, cwd: work});
    children.add(child);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeout);
    child.on('error', (error) => (stderr += String(error)));
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      children.delete(child);
      resolve({code: code ?? signal, stdout, stderr});
    });
    child.stdin.end();
  });
}

/** Runs `tasks` (functions returning promises) with at most `limit` at a time. */
async function pool(tasks, limit) {
  const queue = [...tasks];
  await Promise.all(
    Array.from({length: limit}, async () => {
      while (queue.length) {
        await queue.shift()();
      }
    }),
  );
}

function hasCommand(command, args = ['--version']) {
  return spawnSync(command, args, {stdio: 'ignore'}).status === 0;
}

// ─── Spectral ────────────────────────────────────────────────────────────────────────────────────

/** Spectral's CLI (started first: it runs while the other stages work). */
function spectral() {
  const cli = path.join(root, 'node_modules/@stoplight/spectral-cli/dist/index.js');
  const files = Object.values(APIS).map((api) => path.join(root, api.spec));
  const args = [cli, 'lint', '--ruleset', path.join(root, '.spectral.yaml'), '--fail-severity', 'hint'];
  return run(process.execPath, [...args, '--format', 'json', '--quiet', ...files], {timeout: 120_000}).then(
    ({code, stdout, stderr}) => {
      let findings;
      try {
        findings = JSON.parse(stdout.slice(stdout.indexOf('[')));
      } catch {
        problem('spectral', `no report (exit ${code}): ${stderr.trim() || stdout.trim()}`);
        return;
      }
      for (const f of findings) {
        problem(`${path.relative(root, f.source)}:${f.range.start.line + 1}`, `Spectral ${f.code}: ${f.message}`);
      }
      summary.push(`Spectral spectral:oas: ${findings.length} findings in ${files.length} specs`);
    },
  );
}

// ─── Ajv: the JSON examples of the pages ─────────────────────────────────────────────────────────

const ajv = new Ajv2020({strict: false, allErrors: true});
addFormats(ajv);
const SPEC_ID = (api) => `urn:chat-center:${api}`;
for (const api of Object.keys(APIS)) {
  ajv.addSchema({...loadSpec(api), $id: SPEC_ID(api)});
}
const pointer = (...parts) => parts.map((p) => encodeURIComponent(p.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/');

/** A validator for the schema at `parts` of `api`'s spec; `$ref`s on the way (shared responses) are followed. */
function validator(api, ...parts) {
  const spec = loadSpec(api);
  let at = [];
  for (const part of parts) {
    const node = at.reduce((n, key) => n?.[key], spec);
    const ref = node?.$ref;
    if (typeof ref === 'string' && ref.startsWith('#/')) {
      at = ref.slice(2).split('/').map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
    }
    at.push(part);
  }
  return at.reduce((n, key) => n?.[key], spec) === undefined ? null : ajv.getSchema(`${SPEC_ID(api)}#/${pointer(...at)}`);
}

function validate(api, parts, value, place, what) {
  const check = validator(api, ...parts);
  if (!check) {
    problem(place, `${what}: no schema at #/${parts.join('/')} of the ${api} spec`);
    return false;
  }
  if (!check(value)) {
    problem(place, `${what} does not match its schema: ${ajv.errorsText(check.errors, {dataVar: 'example'})}`);
    return false;
  }
  return true;
}

/** Where an operation lives in its spec, as JSON pointer parts. */
function operationPointer(api, method, route) {
  const spec = loadSpec(api);
  if (spec.paths?.[route]?.[method]) {
    return ['paths', route, method];
  }
  problem(api, `no operation ${method.toUpperCase()} ${route} in the spec`);
  return null;
}

function examples(pages) {
  let json = 0;
  let forms = 0;
  for (const page of pages) {
    for (const block of page.blocks.filter((b) => b.kind === 'code' && (b.lang === 'json' || b.lang === 'text'))) {
      const place = where(block);
      const named = block.meta.match(/\bschema=(\w+)/)?.[1];
      const apis = page.api ? [page.api] : Object.keys(APIS);
      let value;
      if (block.lang === 'json') {
        try {
          value = JSON.parse(block.value);
        } catch (error) {
          problem(place, `JSON example does not parse: ${error.message}`);
          continue;
        }
      }
      if (named) {
        json += 1;
        apis.forEach((api) => validate(api, ['components', 'schemas', named], value, place, `example (${api} ${named})`));
      } else if (page.webhook && block.h2 === 'Тело события') {
        json += 1;
        const parts = ['webhooks', page.webhook, 'post', 'requestBody', 'content', 'application/json', 'schema'];
        validate(page.api, parts, value, place, `body of webhook ${page.webhook}`);
      } else if (block.operation && block.h3 === 'Запрос') {
        const op = operationPointer(page.api, block.operation.method, block.operation.path);
        if (!op) {
          continue;
        }
        if (block.lang === 'json') {
          json += 1;
          validate(page.api, [...op, 'requestBody', 'content', 'application/json', 'schema'], value, place, 'request example');
        } else {
          forms += 1;
          const form = Object.fromEntries(new URLSearchParams(block.value.trim()));
          const media = 'application/x-www-form-urlencoded';
          validate(page.api, [...op, 'requestBody', 'content', media, 'schema'], form, place, 'form example');
        }
      } else if (block.operation && block.status && block.lang === 'json') {
        const op = operationPointer(page.api, block.operation.method, block.operation.path);
        json += 1;
        if (op) {
          validate(page.api, [...op, 'responses', block.status, 'content', 'application/json', 'schema'], value, place, `${block.status} example`);
        }
      } else {
        problem(place, `${block.lang} example is tied to no schema: put it under «Запрос», after a status line, or name one (\`\`\`json schema=Name)`);
      }
    }
  }
  summary.push(`Ajv: ${json} JSON examples and ${forms} form example validated against their schemas`);
}

// ─── The pages against the specs: what issue 19 found, asserted ──────────────────────────────────

const codeSpans = (text) => [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
/** The column of a table that holds error codes: the one headed `code`, `error` or «Код». */
const codeColumn = (header) => header.findIndex((h) => ['`code`', '`error`', 'Код'].includes(h));

/** Code blocks of every page of the site (docs and blog), as [file, line, lang, text]. */
function siteCodeBlocks() {
  const files = ['docs', 'blog'].flatMap((dir) =>
    readdirSync(path.join(root, dir), {recursive: true})
      .map((f) => path.join(root, dir, f))
      .filter((f) => /\.mdx?$/.test(f)),
  );
  return files.flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return [...text.matchAll(/^```(\w*)[^\n]*\n([\s\S]*?)^```$/gm)].map((m) => ({
      file,
      line: text.slice(0, m.index).split('\n').length,
      lang: m[1],
      value: m[2],
    }));
  });
}

function pagesAgainstSpecs(pages) {
  let checks = 0;
  const check = (ok, place, message) => {
    checks += 1;
    if (!ok) {
      problem(place, message);
    }
  };
  const rel = (file) => path.relative(root, file);

  // Samples: no sender relies on `uuidgen` (absent on stock Debian/Ubuntu: the header silently goes);
  // no HTTP example cuts a header short with «…» or lacks the Content-Length of its body.
  for (const block of siteCodeBlocks()) {
    const place = `${rel(block.file)}:${block.line}`;
    check(!/\buuidgen\b/.test(block.value), place, 'a sample calls uuidgen, which stock Debian and Ubuntu lack');
    if (block.lang === 'http') {
      for (const message of httpMessages(block.value.replace(/\n$/, ''))) {
        httpMessageProblems(message).forEach((m) => check(false, place, `HTTP example: ${m}`));
      }
    }
  }

  for (const page of pages) {
    const apis = page.api ? [page.api] : Object.keys(APIS);
    const known = new Set(apis.flatMap((api) => [...specCodes(loadSpec(api))]));
    for (const table of page.blocks.filter((b) => b.kind === 'table')) {
      const [header, ...rows] = table.rows;
      const column = codeColumn(header);
      if (column < 0) {
        continue;
      }
      // Every code a table names is a code of its spec.
      for (const code of rows.flatMap((row) => codeSpans(row[column]))) {
        check(known.has(code), where(table), `${code} is not an error code of the ${apis.join(' or ')} spec`);
      }
      // An operation's error table stands in that operation's «Ошибки» (not under a later section).
      if (header.includes('HTTP') && table.h3 !== 'Коды ошибок') {
        check(Boolean(table.operation) && table.h3 === 'Ошибки', where(table), `an error table under «${table.h2}» / «${table.h3}», not in an operation's «Ошибки»`);
      }
    }
  }

  // One catalogue of codes, on the overview, holding exactly the codes of both specs.
  const overview = pages.find((p) => p.rel === path.join('docs', 'api', 'index.mdx'));
  const catalogue = new Set(
    overview.blocks
      .filter((b) => b.kind === 'table' && b.h3 === 'Коды ошибок')
      .flatMap((b) => b.rows.slice(1).map((row) => codeSpans(row[0])[0])),
  );
  const all = new Set(Object.keys(APIS).flatMap((api) => [...specCodes(loadSpec(api))]));
  for (const code of all) {
    check(catalogue.has(code), overview.rel, `the catalogue of error codes lacks ${code}`);
  }
  for (const code of catalogue) {
    check(all.has(code), overview.rel, `the catalogue lists ${code}, which no spec has`);
  }

  // Operations: the request tables state the spec's fields (attachments[].url and .name too), whether
  // each is required, its format and its limits (the 64 characters of Idempotency-Key, the 500 of
  // DELETE message's reason); an operation that takes Idempotency-Key lists IDEMPOTENCY_KEY_REUSED.
  for (const page of pages.filter((p) => p.api)) {
    const spec = loadSpec(page.api);
    const byOperation = new Map();
    for (const block of page.blocks.filter((b) => b.operation)) {
      const key = `${block.operation.method} ${block.operation.path}`;
      byOperation.set(key, [...(byOperation.get(key) ?? []), block]);
    }
    for (const [key, blocks] of byOperation) {
      const {method, path: route} = blocks[0].operation;
      const found = findOperation(spec, method, route);
      if (!found) {
        problem(page.rel, `${key} is not in the ${page.api} spec`);
        continue;
      }
      const parameters = [...(found.pathItem.parameters ?? []), ...(found.operation.parameters ?? [])].map((p) => deref(spec, p));
      const media = Object.values(deref(spec, found.operation.requestBody)?.content ?? {})[0];
      const expected = {
        Параметр: {
          fields: new Map(parameters.map((p) => [p.name, deref(spec, p.schema)])),
          required: new Set(parameters.filter((p) => p.required).map((p) => p.name)),
        },
        Поле: {
          fields: media ? bodyFields(spec, media.schema) : new Map(),
          required: media ? requiredFields(spec, media.schema) : new Set(),
        },
      };
      const place = `${page.rel} ${method.toUpperCase()} ${route}`;
      for (const [kind, {fields, required}] of Object.entries(expected)) {
        const table = blocks.find((b) => b.kind === 'table' && b.h3 === 'Запрос' && b.rows[0][0] === kind);
        const [header, ...rows] = table?.rows ?? [[]];
        const shown = new Map(rows.map((row) => [row[0].replace(/`/g, ''), row]));
        for (const name of new Set([...fields.keys(), ...shown.keys()])) {
          const schema = fields.get(name);
          const row = shown.get(name);
          check(Boolean(schema && row), place, schema ? `the «${kind}» table has no row ${name}` : `the «${kind}» table shows ${name}, which the spec does not have`);
          if (!schema || !row) {
            continue;
          }
          const cell = (...titles) => row[header.findIndex((h) => titles.includes(h))] ?? '';
          const says = cell('Обязательное', 'Обязательный');
          check(says === (required.has(name) ? 'да' : 'нет'), place, `${name} is ${required.has(name) ? '' : 'not '}required in the spec, the page says «${says}»`);
          const format = schema.format ?? deref(spec, schema.items)?.format;
          const said = cell('Тип').match(/\((\w[\w-]*)\)/)?.[1];
          if (format || said) {
            check(format === said, place, `${name} has ${format ? `format ${format}` : 'no format'} in the spec, its type reads «${cell('Тип')}»`);
          }
          if (schema.pattern === loadSpec(page.api).components.schemas.Phone?.pattern) {
            check(row.at(-1).includes('E.164'), place, `${name} is a phone in E.164 in the spec; its row does not say so`);
          }
          for (const limit of ['maxLength', 'maxItems', 'maximum']) {
            if (schema[limit] !== undefined) {
              check(row.at(-1).includes(String(schema[limit])), place, `${name} has ${limit} ${schema[limit]} in the spec; its row does not say so`);
            }
          }
        }
      }
      // The error table lists exactly the codes the spec lets each status of this operation return
      // (401, 429 and 5xx, common to every operation, stand in the shared list under the table).
      const listed = new Map();
      for (const table of blocks.filter((b) => b.kind === 'table' && b.h3 === 'Ошибки')) {
        const column = codeColumn(table.rows[0]);
        for (const row of table.rows.slice(1)) {
          listed.set(row[0], new Set([...(listed.get(row[0]) ?? []), ...codeSpans(row[column] ?? '')]));
        }
      }
      for (const [status, codes] of Object.entries(operationCodes(spec, found.operation))) {
        if (['401', '429', '5XX'].includes(status)) {
          continue;
        }
        const shown = [...(listed.get(status) ?? [])].sort().join(', ');
        check(shown === [...codes].sort().join(', '), place, `${status}: the spec allows ${codes.join(', ')}; the error table lists ${shown || 'nothing'}`);
      }
      for (const status of listed.keys()) {
        check(status in (found.operation.responses ?? {}), place, `the error table lists ${status}, which the spec does not answer`);
      }
      if (expected.Параметр.fields.has('Idempotency-Key')) {
        const errors = blocks.filter((b) => b.kind === 'table' && b.h3 === 'Ошибки').flatMap((b) => b.rows.slice(1));
        check(
          errors.some((row) => row[0] === '409' && row.some((c) => c.includes('`IDEMPOTENCY_KEY_REUSED`'))),
          place,
          'takes Idempotency-Key but its error table has no 409 IDEMPOTENCY_KEY_REUSED',
        );
      }
    }
  }

  // Token errors as RFC 6749 §5.2, client authentication by HTTP Basic stated and shown.
  const external = loadSpec('external');
  const token = findOperation(external, 'post', '/auth/token').operation;
  for (const status of ['400', '401']) {
    const schema = deref(external, deref(external, token.responses[status])?.content?.['application/json']?.schema);
    const parts = [schema, ...(schema?.allOf ?? []).map((part) => deref(external, part))];
    const oauth = parts.some((part) => part?.required?.includes('error') && part.properties?.error_description);
    check(oauth && !parts.some((part) => part?.properties?.code), 'external spec', `POST /auth/token ${status} is not an RFC 6749 error object`);
  }
  check(Boolean(deref(external, token.responses['401']).headers?.['WWW-Authenticate']), 'external spec', 'POST /auth/token 401 has no WWW-Authenticate header');
  const basic = token.security?.some((s) => external.components.securitySchemes[Object.keys(s)[0]]?.scheme === 'basic');
  check(basic, 'external spec', 'POST /auth/token does not accept HTTP Basic client authentication');
  const authorization = pages.find((p) => p.rel.endsWith(path.join('external-api', 'authorization.mdx')));
  const prose = authorization.blocks.filter((b) => b.kind === 'text').map((b) => b.value).join('\n');
  check(/Authorization: Basic/.test(prose) && /client_secret_basic/.test(prose), authorization.rel, 'does not say that HTTP Basic client authentication works');
  check(/RFC 6749/.test(prose) && /`error_description`/.test(prose), authorization.rel, 'does not describe the RFC 6749 error object');

  // Webhooks: the signature covers delivery, timestamp and body; the tolerance and the rotation of the
  // secret are stated where a bot developer reads them.
  const bot = loadSpec('bot');
  for (const [name, item] of Object.entries(bot.webhooks)) {
    const headers = item.post.parameters.map((p) => deref(bot, p)).filter((p) => p.in === 'header' && p.required);
    const names = headers.map((p) => p.name);
    for (const header of ['X-ChatCenter-Delivery', 'X-ChatCenter-Timestamp', 'X-ChatCenter-Signature']) {
      check(names.includes(header), 'bot spec', `webhook ${name} does not require ${header}`);
    }
  }
  const signature = new RegExp(bot.components.parameters.SignatureHeader.schema.pattern);
  check(signature.test(`sha256=${'a'.repeat(64)},sha256=${'b'.repeat(64)}`), 'bot spec', 'X-ChatCenter-Signature does not allow two signatures (secret rotation)');
  for (const page of pages.filter((p) => p.webhook)) {
    const text = page.blocks.filter((b) => b.kind === 'text').map((b) => b.value).join('\n');
    check(/300 секунд/.test(text), page.rel, 'does not state the 300-second tolerance of X-ChatCenter-Timestamp');
    check(/сменить секрет/.test(text), page.rel, 'does not point to the rotation of the signing secret');
  }
  const start = pages.find((p) => p.rel.endsWith(path.join('external-api-bot', 'start.mdx')));
  const rotation = start.blocks.filter((b) => b.h3 === 'Смена секрета подписи').map((b) => b.value ?? '').join('\n');
  check(/24 часа/.test(rotation) && /две подписи/.test(rotation), start.rel, '«Смена секрета подписи» does not describe two valid signatures for 24 hours');

  summary.push(`Pages against specs: ${checks} assertions (codes, catalogue, request tables, error tables, samples, token errors, webhook signature)`);
}

// ─── openapi-typescript: typed, strict, no `unknown` ─────────────────────────────────────────────

/** Bodies the schemas' rules forbid; each line must fail to compile (`@ts-expect-error`). */
const TYPE_FIXTURE = `import type {components as E} from './external';
import type {components as B} from './bot';

// The same types accept right bodies, so an error below is the rule's, not a missing type's.
export const ok: [
  B['schemas']['AnswerRequest'],
  E['schemas']['TransferRequest'],
  E['schemas']['AgentStatusRequest'],
  E['schemas']['SendMessageRequest'],
  E['schemas']['CommandCreate'],
  E['schemas']['Error']['code'],
] = [
  {clientId: 'cl_1', text: 'Здравствуйте'},
  {toSegmentId: 'seg_vip'},
  {status: 'BREAK', inactivityReasonId: 'ir_lunch'},
  {authorLogin: 'ivanova.a', attachments: [{url: 'https://crm.example.ru/a.pdf', name: 'a.pdf'}]},
  {name: 'заказ', type: 'WEBHOOK', params: {url: 'https://crm.example.ru/hooks/chat-order'}},
  'NOT_FOUND',
];
// @ts-expect-error unknown fields and nothing to send
export const answer: B['schemas']['AnswerRequest'] = {clientId: 'cl_1', txt: 'hi', foo: 1};
// @ts-expect-error a field the schema does not have, beside a right text
export const extraField: B['schemas']['AnswerRequest'] = {clientId: 'cl_1', text: 'hi', foo: 1};
// @ts-expect-error a misspelt field of a command parameter
export const commandTypo: E['schemas']['CommandCreate'] = {name: 'заказ', type: 'WEBHOOK', params: {uri: 'https://crm.example.ru/hooks/chat-order'}};
// @ts-expect-error neither text, attachments nor infopass
export const emptyAnswer: B['schemas']['AnswerRequest'] = {clientId: 'cl_1'};
// @ts-expect-error two recipients
export const transfer: E['schemas']['TransferRequest'] = {toAgentLogin: 'petrov.s', toSegmentId: 'seg_vip'};
// @ts-expect-error no recipient
export const noRecipient: E['schemas']['TransferRequest'] = {comment: 'x'};
// @ts-expect-error a reason without BREAK
export const online: E['schemas']['AgentStatusRequest'] = {status: 'ONLINE', inactivityReasonId: 'ir_lunch'};
// @ts-expect-error BREAK without a reason
export const onBreak: E['schemas']['AgentStatusRequest'] = {status: 'BREAK'};
// @ts-expect-error neither text nor attachments
export const emptyMessage: E['schemas']['SendMessageRequest'] = {authorLogin: 'ivanova.a'};
// @ts-expect-error the parameters of another command type
export const command: E['schemas']['CommandCreate'] = {name: 'заказ', type: 'WEBHOOK', params: {segmentId: 'seg_vip'}};
// @ts-expect-error a code that is not in the catalogue
export const code: E['schemas']['Error']['code'] = 'NO_SUCH_CODE';
// @ts-expect-error a bot error code in the external API
export const botCode: E['schemas']['Error']['code'] = 'BOT_DISABLED';
`;

async function types() {
  const files = [];
  for (const api of Object.keys(APIS)) {
    const ast = await openapiTS(pathToFileURL(path.join(root, APIS[api].spec)), {defaultNonNullable: false});
    files.push(path.join(work, `${api}.ts`));
    const source = astToString(ast);
    writeFileSync(files.at(-1), source);
    // TypeScript folds `X & (unknown | unknown)` into X, so the checker below cannot see such a body:
    // the generated code (not its doc comments) holds no `unknown` but the open header maps of responses.
    source.split('\n').forEach((line, i) => {
      if (/\b(unknown|any)\b/.test(line) && !/^\s*(\*|\/\*\*|\/\/)/.test(line) && !/^\s*\[name: string\]: unknown;$/.test(line)) {
        problem(`types ${api}.ts:${i + 1}`, `openapi-typescript emitted «${line.trim()}»`);
      }
    });
  }
  files.push(path.join(work, 'rules.ts'));
  writeFileSync(files.at(-1), TYPE_FIXTURE);
  const program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts'],
    types: [],
  });
  const diagnostics = ts.getPreEmitDiagnostics(program);
  for (const d of diagnostics) {
    const at = d.file ? `${path.basename(d.file.fileName)}:${d.file.getLineAndCharacterOfPosition(d.start).line + 1}` : 'tsc';
    problem(`types ${at}`, ts.flattenDiagnosticMessageText(d.messageText, ' '));
  }
  const checker = program.getTypeChecker();
  let bodies = 0;
  let loose = 0;
  for (const api of Object.keys(APIS)) {
    const source = program.getSourceFile(path.join(work, `${api}.ts`));
    const declaration = source.statements.find((s) => ts.isInterfaceDeclaration(s) && s.name.text === 'operations');
    const prop = (type, name) => {
      const symbol = type && checker.getPropertyOfType(checker.getNonNullableType(type), name);
      return symbol && checker.getTypeOfSymbolAtLocation(symbol, declaration);
    };
    const members = (type) => (type ? checker.getPropertiesOfType(checker.getNonNullableType(type)) : []);
    for (const operation of members(checker.getTypeAtLocation(declaration.name))) {
      const type = checker.getTypeOfSymbolAtLocation(operation, declaration);
      const requests = members(prop(prop(type, 'requestBody'), 'content')).map((m) => ['requestBody', m]);
      const responses = members(prop(type, 'responses')).flatMap((status) =>
        members(prop(checker.getTypeOfSymbolAtLocation(status, declaration), 'content')).map((m) => [
          `responses.${status.name}`,
          m,
        ]),
      );
      for (const [kind, media] of [...requests, ...responses]) {
        bodies += 1;
        const found = unknowns(checker, checker.getTypeOfSymbolAtLocation(media, declaration), declaration);
        loose += found.length;
        for (const at of found) {
          problem(`types ${api}`, `operations.${operation.name}.${kind}["${media.name}"]${at} is unknown or any`);
        }
      }
    }
  }
  const expected = (TYPE_FIXTURE.match(/@ts-expect-error/g) ?? []).length;
  summary.push(
    `openapi-typescript: ${files.length - 1} specs, ${diagnostics.length} errors under tsc --strict, ${loose} unknown or any in ${bodies} request and response bodies, ${expected} bodies the rules forbid rejected`,
  );
}

/** Paths inside `type` whose type is `unknown` or `any`. */
function unknowns(checker, type, at, trail = '', seen = new Set()) {
  if (type.flags & (ts.TypeFlags.Unknown | ts.TypeFlags.Any)) {
    return [trail || ' (the body itself)'];
  }
  if (seen.has(type)) {
    return [];
  }
  seen.add(type);
  if (type.isUnionOrIntersection()) {
    return type.types.flatMap((t) => unknowns(checker, t, at, trail, seen));
  }
  if (checker.isArrayType(type) || checker.isTupleType(type)) {
    return checker.getTypeArguments(type).flatMap((t) => unknowns(checker, t, at, `${trail}[]`, seen));
  }
  if (!(type.flags & ts.TypeFlags.Object)) {
    return [];
  }
  return [
    ...checker
      .getPropertiesOfType(type)
      .flatMap((p) => unknowns(checker, checker.getTypeOfSymbolAtLocation(p, at), at, `${trail}.${p.name}`, seen)),
    ...checker.getIndexInfosOfType(type).flatMap((info) => unknowns(checker, info.type, at, `${trail}[key]`, seen)),
  ];
}

// ─── Prism: the samples of every operation ───────────────────────────────────────────────────────

/** `prism mock` of each spec on its port; resolves when both listen. */
async function startPrism() {
  const cli = path.join(root, 'node_modules/@stoplight/prism-cli/dist/index.js');
  const started = Object.keys(APIS).map((api) => {
    const child = spawn(
      process.execPath,
      [cli, 'mock', '--host', '127.0.0.1', '--port', String(PORTS[api]), '--errors', path.join(root, APIS[api].spec)],
      {stdio: ['ignore', 'pipe', 'pipe']},
    );
    children.add(child);
    child.log = '';
    child.stdout.on('data', (d) => (child.log += d));
    child.stderr.on('data', (d) => (child.log += d));
    child.on('exit', () => children.delete(child));
    return waitForPort(PORTS[api], 90_000, () => child.exitCode !== null && `prism mock exited: ${child.log.slice(-2000)}`);
  });
  await Promise.all(started);
}

async function waitForPort(port, timeout, failed) {
  const until = Date.now() + timeout;
  for (;;) {
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(socket.end() && true));
      socket.on('error', () => resolve(false));
    });
    if (open) {
      return;
    }
    const reason = failed?.();
    if (reason || Date.now() > until) {
      throw new Error(reason || `nothing listens on port ${port} after ${timeout / 1000} s`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The proxy between samples and Prism: `/s/<sample>/<path>` goes to the sample's mock and is recorded. */
function startProxy(samples) {
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const [, id, rest] = req.url.match(/^\/s\/(\d+)(\/.*)?$/) ?? [];
      const sample = samples[Number(id)];
      if (!sample) {
        res.writeHead(404).end();
        return;
      }
      const headers = {...req.headers};
      delete headers.host;
      const forward = http.request(
        {host: '127.0.0.1', port: PORTS[sample.api], method: req.method, path: rest ?? '/', headers},
        (answer) => {
          const body = [];
          answer.on('data', (c) => body.push(c));
          answer.on('end', () => {
            sample.requests.push({
              method: req.method.toLowerCase(),
              url: rest ?? '/',
              status: answer.statusCode,
              violations: answer.headers['sl-violations'],
            });
            res.writeHead(answer.statusCode, answer.headers).end(Buffer.concat(body));
          });
        },
      );
      forward.on('error', (error) => res.writeHead(502).end(String(error)));
      forward.end(Buffer.concat(chunks));
    });
  });
  return new Promise((resolve) => server.listen(PROXY_PORT, '127.0.0.1', () => resolve(server)));
}

/** Splits an HTTP tab into its messages: head lines, body (or null), and where it stands. */
export function httpMessages(text) {
  const messages = [];
  for (const line of text.split('\n')) {
    if (/^(GET|POST|PUT|PATCH|DELETE) \S+ HTTP\/1\.1$/.test(line) || !messages.length) {
      messages.push([]);
    }
    messages.at(-1).push(line);
  }
  return messages.map((lines) => {
    while (lines.at(-1) === '') {
      lines.pop();
    }
    const blank = lines.indexOf('');
    const head = blank < 0 ? lines : lines.slice(0, blank);
    const body = blank < 0 ? null : lines.slice(blank + 1).join('\n');
    const headers = Object.fromEntries(
      head.slice(1).map((h) => [h.slice(0, h.indexOf(':')).toLowerCase(), h.slice(h.indexOf(':') + 1).trim()]),
    );
    return {requestLine: head[0], head, headers, body};
  });
}

/** Problems of an HTTP tab's message as text: Content-Length, elisions. */
function httpMessageProblems(message) {
  const found = [];
  if (message.head.some((h) => h.includes('…'))) {
    found.push('a header is cut short with «…»');
  }
  if (message.body !== null) {
    const length = Buffer.byteLength(message.body);
    if (message.headers['content-length'] !== String(length)) {
      found.push(`Content-Length is ${message.headers['content-length'] ?? 'missing'}, the body has ${length} bytes`);
    }
  }
  return found;
}

/** Sends raw bytes to a port; resolves with the status code (0 when nothing came back). */
function sendRaw(port, bytes, timeout = 10_000) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks = [];
    const timer = setTimeout(() => socket.destroy(), timeout);
    socket.on('connect', () => socket.write(bytes));
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      const head = Buffer.concat(chunks).toString('latin1');
      resolve(Number(head.match(/^HTTP\/1\.[01] (\d{3})/)?.[1] ?? 0));
    });
  });
}

function toBytes(message, requestLine, extraHeaders = {}) {
  const head = [requestLine, ...message.head.slice(1).filter((h) => !/^(host|connection):/i.test(h))];
  head.push('Host: 127.0.0.1', 'Connection: close', ...Object.entries(extraHeaders).map(([k, v]) => `${k}: ${v}`));
  return Buffer.concat([Buffer.from(`${head.join('\r\n')}\r\n\r\n`, 'latin1'), Buffer.from(message.body ?? '')]);
}

const templateOf = (route) => new RegExp(`^${route.replace(/\{[^}]+\}/g, '[^/]+')}$`);

/** Whether a recorded request is `operation` (or, without one, any operation of the spec). */
function requestProblems(sample, request) {
  const found = [];
  const url = new URL(request.url, 'http://x');
  const spec = loadSpec(sample.api);
  const candidates = operationsOf(spec).filter(
    (o) => o.path && o.method === request.method && templateOf(o.path).test(url.pathname),
  );
  const expected = sample.operation;
  const match = expected
    ? candidates.find((o) => o.path === expected.path && o.method === expected.method)
    : candidates[0];
  if (!match) {
    const wanted = expected ? `${expected.method.toUpperCase()} ${expected.path}` : `an operation of the ${sample.api} spec`;
    return [`sent ${request.method.toUpperCase()} ${url.pathname}, not ${wanted}`];
  }
  const declared = [...(match.pathItem.parameters ?? []), ...(match.operation.parameters ?? [])]
    .map((p) => deref(spec, p))
    .filter((p) => p.in === 'query')
    .map((p) => p.name);
  for (const name of new Set(url.searchParams.keys())) {
    if (!declared.includes(name)) {
      found.push(`query parameter ${name} is not in the spec`);
    }
  }
  if (request.status < 200 || request.status > 299) {
    found.push(`Prism answered ${request.status}`);
  }
  if (request.violations) {
    found.push(`Prism violations: ${request.violations}`);
  }
  return found;
}

/**
 * Runners that execute many samples in one interpreter, one after another, each as its own module
 * (Node) or with its own globals (Python), and write what each raised to a JSON file: starting Python
 * with `requests` once instead of 55 times is what keeps this stage fast.
 */
const RUNNERS = {
  js: `import {writeFileSync} from 'node:fs';
import {pathToFileURL} from 'node:url';
const [list, out] = process.argv.slice(2);
const results = {};
for (const [id, file] of JSON.parse(list)) {
  try {
    await import(pathToFileURL(file).href);
    results[id] = null;
  } catch (error) {
    results[id] = String(error?.stack ?? error);
  }
}
writeFileSync(out, JSON.stringify(results));
`,
  python: `import contextlib, io, json, sys, traceback
results = {}
for id, file in json.loads(sys.argv[1]):
    try:
        with open(file, encoding="utf-8") as source, contextlib.redirect_stdout(io.StringIO()):
            exec(compile(source.read(), file, "exec"), {"__name__": "__main__"})
        results[id] = None
    except BaseException:
        results[id] = traceback.format_exc()
with open(sys.argv[2], "w", encoding="utf-8") as out:
    json.dump(results, out)
`,
};

/** Runs the samples of one language; resolves with sample id → error text (null when it ran). */
async function runSamples(lang, list) {
  if (!list.length) {
    return {};
  }
  const files = list.map(({id, code}) => {
    const file = path.join(work, `${id}.${{bash: 'sh', js: 'mjs', python: 'py'}[lang]}`);
    writeFileSync(file, code);
    return [id, file];
  });
  if (lang === 'bash') {
    const results = {};
    await pool(
      files.map(([id, file]) => async () => {
        const r = await run('bash', [file]);
        results[id] = r.code === 0 ? null : `exit ${r.code}: ${(r.stderr || r.stdout).trim()}`;
      }),
      4,
    );
    return results;
  }
  const runner = path.join(work, `runner.${lang === 'js' ? 'mjs' : 'py'}`);
  const out = path.join(work, `results-${lang}.json`);
  writeFileSync(runner, RUNNERS[lang]);
  const r = await run(lang === 'js' ? process.execPath : 'python3', [runner, JSON.stringify(files), out], {timeout: 120_000});
  try {
    return JSON.parse(readFileSync(out, 'utf8'));
  } catch {
    return Object.fromEntries(files.map(([id]) => [id, `runner failed (exit ${r.code}): ${r.stderr.slice(-800)}`]));
  }
}

/**
 * Requests the specs' rules forbid, sent straight to `prism mock`: Prism must refuse each (4xx with
 * `sl-violations`), so a rule stated only in prose — which Prism and generated clients cannot see —
 * shows up here. [api, method, path, body, headers, the rule].
 */
const FORBIDDEN_REQUESTS = [
  ['external', 'POST', '/threads/thr_1/transfer', {toAgentLogin: 'petrov.s', toSegmentId: 'seg_vip'}, {}, 'transfer to two recipients'],
  ['external', 'POST', '/threads/thr_1/transfer', {comment: 'Клиенту нужен юрист'}, {}, 'transfer to no recipient'],
  ['external', 'PUT', '/agents/petrov.s/status', {status: 'ONLINE', inactivityReasonId: 'ir_lunch'}, {}, 'inactivityReasonId without BREAK'],
  ['external', 'PUT', '/agents/petrov.s/status', {status: 'BREAK'}, {}, 'BREAK without inactivityReasonId'],
  ['external', 'POST', '/threads/thr_1/messages', {authorLogin: 'ivanova.a'}, {}, 'a message without text or attachments'],
  ['external', 'POST', '/threads/thr_1/messages', {authorLogin: 'ivanova.a', text: ''}, {}, 'a message with empty text'],
  ['external', 'POST', '/threads/thr_1/messages', {authorLogin: 'ivanova.a', attachments: [{url: 'https://crm.example.ru/a.pdf'}]}, {}, 'an attachment without name'],
  ['external', 'POST', '/threads/thr_1/messages', {authorLogin: 'ivanova.a', text: 'Добрый день'}, {'Idempotency-Key': 'k'.repeat(65)}, 'a 65-character Idempotency-Key'],
  ['external', 'DELETE', `/threads/thr_1/messages/msg_1?reason=${'x'.repeat(501)}`, null, {}, 'a 501-character reason of DELETE message'],
  ['external', 'POST', '/channels/ch_1/inbound-messages', {externalClientId: 'c1', externalMessageId: 'm1'}, {}, 'an inbound message without text or attachments'],
  ['external', 'POST', '/clients', {name: 'Мария Соколова', phone: '89161234567'}, {}, 'a phone not in E.164'],
  ['external', 'PATCH', '/clients/cl_1', {email: 'не адрес'}, {}, 'ClientUpdate.email that is not an e-mail'],
  ['bot', 'POST', '/answers', {clientId: 'cl_1', txt: 'hi', foo: 1}, {}, 'an answer whose text is misspelt (txt)'],
  ['bot', 'POST', '/answers', {clientId: 'cl_1'}, {}, 'an answer without text, attachments or infopass'],
];

async function forbiddenRequests() {
  let refused = 0;
  for (const [api, method, target, body, headers, rule] of FORBIDDEN_REQUESTS) {
    const payload = body === null ? '' : JSON.stringify(body);
    const head = [
      `${method} ${target} HTTP/1.1`,
      `Authorization: Bearer ${api === 'bot' ? sampleEnv.BOT_TOKEN : sampleEnv.CHAT_TOKEN}`,
      ...(body === null ? [] : ['Content-Type: application/json', `Content-Length: ${Buffer.byteLength(payload)}`]),
      ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
      'Host: 127.0.0.1',
      'Connection: close',
    ];
    const raw = await new Promise((resolve) => {
      const socket = net.connect(PORTS[api], '127.0.0.1');
      const chunks = [];
      socket.on('connect', () => socket.end(Buffer.concat([Buffer.from(`${head.join('\r\n')}\r\n\r\n`), Buffer.from(payload)])));
      socket.on('data', (c) => chunks.push(c));
      socket.on('error', () => resolve(''));
      socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });
    const status = Number(raw.match(/^HTTP\/1\.[01] (\d{3})/)?.[1] ?? 0);
    if (status >= 400 && status < 500 && /^sl-violations:/im.test(raw)) {
      refused += 1;
    } else {
      problem(`${api} spec`, `Prism accepted ${rule} (${method} ${target.slice(0, 60)}: ${status || 'no answer'}): the rule is not in the schema`);
    }
  }
  summary.push(`Prism mock refuses ${refused}/${FORBIDDEN_REQUESTS.length} requests the rules forbid`);
}

async function samples(pages, prismReady) {
  const list = [];
  for (const page of pages.filter((p) => !p.webhook)) {
    for (const block of page.blocks.filter((b) => b.kind === 'code' && ['bash', 'js', 'python', 'http'].includes(b.lang))) {
      const apis = page.api
        ? [page.api]
        : Object.keys(APIS).filter((api) => block.value.includes(APIS[api].base) || block.value.includes(`${APIS[api].prefix}/`));
      if (apis.length !== 1) {
        problem(where(block), `${block.lang} sample calls ${apis.length ? 'both APIs' : 'neither base URL'}; a sample calls one API`);
        continue;
      }
      list.push({id: list.length, block, api: apis[0], operation: block.operation, requests: [], found: []});
    }
  }
  const hasPython = hasCommand('python3');
  const python = hasPython && spawnSync('python3', ['-c', 'import requests']).status === 0;
  const skipReason = hasPython ? "python3 has no 'requests' module (pip install requests)" : 'python3 is not installed';
  await prismReady;
  const proxy = await startProxy(list);
  try {
    const byLang = {bash: [], js: [], python: []};
    for (const sample of list) {
      const {block} = sample;
      const prefix = `http://127.0.0.1:${PROXY_PORT}/s/${sample.id}`;
      if (block.lang === 'http') {
        for (const message of httpMessages(block.value)) {
          sample.found.push(...httpMessageProblems(message));
          const [method, target, version] = message.requestLine.split(' ');
          if (!target.startsWith(`${APIS[sample.api].prefix}/`)) {
            sample.found.push(`${target} does not start with ${APIS[sample.api].prefix}/`);
            continue;
          }
          await sendRaw(PROXY_PORT, toBytes(message, `${method} /s/${sample.id}${target.slice(APIS[sample.api].prefix.length)} ${version}`));
        }
        continue;
      }
      const code = block.value.split(APIS[sample.api].base).join(prefix);
      if (code === block.value) {
        sample.found.push(`does not call ${APIS[sample.api].base}`);
      } else if (block.lang !== 'python' || python) {
        byLang[block.lang].push({id: sample.id, code});
      }
    }
    const results = await Promise.all(Object.entries(byLang).map(([lang, items]) => runSamples(lang, items)));
    for (const [id, error] of results.flatMap((r) => Object.entries(r))) {
      if (error) {
        list[id].found.push(`failed: ${error.slice(-600)}`);
      }
    }
  } finally {
    proxy.close();
  }
  const counts = {bash: [0, 0], js: [0, 0], python: [0, 0], http: [0, 0]};
  for (const sample of list) {
    if (sample.block.lang === 'python' && !python) {
      continue;
    }
    if (!sample.requests.length) {
      sample.found.push('made no request');
    }
    for (const request of sample.requests) {
      sample.found.push(...requestProblems(sample, request));
    }
    sample.found.forEach((message) => problem(where(sample.block), `${sample.block.lang} sample ${message}`));
    counts[sample.block.lang][sample.found.length ? 1 : 0] += 1;
  }
  const pythonTotal = list.filter((s) => s.block.lang === 'python').length;
  const line = Object.entries(counts)
    .map(([lang, [ok, bad]]) => `${lang} ${ok}/${lang === 'python' ? pythonTotal : ok + bad}`)
    .join(', ');
  summary.push(`Prism mock replays: ${line}${python ? '' : ` (Python skipped: ${skipReason})`}`);
  await forbiddenRequests();
}

// ─── Webhook receivers ───────────────────────────────────────────────────────────────────────────

const sign = (secret, delivery, timestamp, body) =>
  `sha256=${createHmac('sha256', secret).update(`${delivery}.${timestamp}.`).update(body).digest('hex')}`;

/** A delivery as raw bytes; `headers` may hold non-ASCII (sent as Latin-1 bytes) or leave some out. */
function delivery(event, body, headers) {
  const head = [
    'POST /chatcenter/webhook HTTP/1.1',
    'Host: 127.0.0.1',
    'Connection: close',
    'Content-Type: application/json',
    `Content-Length: ${Buffer.byteLength(body)}`,
    `X-ChatCenter-Event: ${event}`,
    ...Object.entries(headers)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${k}: ${v}`),
  ];
  return Buffer.concat([Buffer.from(`${head.join('\r\n')}\r\n\r\n`, 'latin1'), Buffer.from(body)]);
}

/** The deliveries every receiver gets, with the answer the pages promise and whether it is processed. */
function deliveryCases(secret, event, body) {
  const now = () => Math.floor(Date.now() / 1000);
  const headers = (id, ts, signature) => ({
    'X-ChatCenter-Delivery': id,
    'X-ChatCenter-Timestamp': ts,
    'X-ChatCenter-Signature': signature,
  });
  const signed = (id = randomUUID(), ts = now(), key = secret, payload = body) => headers(id, ts, sign(key, id, ts, payload));
  const first = randomUUID();
  const other = 'whsec_0000000000000000000000000000000000';
  const rotated = (order) => {
    const id = randomUUID();
    const ts = now();
    const signatures = [sign(secret, id, ts, body), sign(other, id, ts, body)];
    return {id, headers: headers(id, ts, (order ? signatures : signatures.reverse()).join(','))};
  };
  const cases = [
    ['good', () => ({id: first, headers: signed(first)}), 2, 1],
    ['repeated (same X-ChatCenter-Delivery, new time and signature)', () => ({id: first, headers: signed(first)}), 2, 0],
    ['tampered body', () => ({headers: signed(), body: body.replace('"', '"x')}), 401],
    ['unsigned', () => ({headers: {...signed(), 'X-ChatCenter-Signature': undefined}}), 401],
    ['signed with another secret', () => ({headers: signed(randomUUID(), now(), other)}), 401],
    ['replayed 6 minutes later', () => ({headers: signed(randomUUID(), now() - 360)}), 401],
    ['timestamp 6 minutes ahead', () => ({headers: signed(randomUUID(), now() + 360)}), 401],
    ['without X-ChatCenter-Delivery', () => ({headers: {...signed(''), 'X-ChatCenter-Delivery': undefined}}), 401],
    ['without X-ChatCenter-Timestamp', () => ({headers: {...signed(), 'X-ChatCenter-Timestamp': undefined}}), 401],
    ['without any X-ChatCenter header', () => ({headers: {}}), 401],
    ['non-ASCII signature', () => ({headers: {...signed(), 'X-ChatCenter-Signature': `sha256=\u00e4${'0'.repeat(63)}`}}), 401],
    ['non-ASCII delivery id', () => ({headers: {...signed(), 'X-ChatCenter-Delivery': `\u00e4${randomUUID().slice(1)}`}}), 401],
    ['non-numeric timestamp', () => ({headers: {...signed(), 'X-ChatCenter-Timestamp': '1e9'}}), 401],
    ['two signatures (secret rotation), ours first', () => rotated(true), 2, 1],
    ['two signatures (secret rotation), ours second', () => rotated(false), 2, 1],
  ];
  return cases.map(([name, make, status, processed = 0]) => {
    const made = make();
    return {name, status, processed, id: made.id, bytes: delivery(event, made.body ?? body, made.headers)};
  });
}

/** Starts a receiver sample; resolves with the child once its port accepts connections. */
async function startReceiver(command, args, port, secret) {
  const child = spawn(command, args, {env: {...sampleEnv, PORT: String(port), SIGNING_SECRET: secret}, cwd: work});
  children.add(child);
  child.out = '';
  child.err = '';
  child.stdout.on('data', (d) => (child.out += d));
  child.stderr.on('data', (d) => (child.err += d));
  child.on('exit', () => children.delete(child));
  await waitForPort(port, 60_000, () => child.exitCode !== null && `exited: ${child.err.slice(-1000)}`);
  return child;
}

/** The HTTP example of a webhook page: a complete delivery of its event, signed with the page's secret. */
function checkWebhookExample(page, block, secret) {
  const [message] = httpMessages(block.value);
  const found = httpMessageProblems(message);
  const spec = loadSpec(page.api);
  const operation = spec.webhooks[page.webhook].post;
  for (const param of operation.parameters.map((p) => deref(spec, p)).filter((p) => p.in === 'header')) {
    const value = message.headers[param.name.toLowerCase()];
    const check = ajv.compile(param.schema);
    const typed = param.schema.type === 'integer' && /^\d+$/.test(value ?? '') ? Number(value) : value;
    if (value === undefined || !check(typed)) {
      found.push(`header ${param.name} is ${value === undefined ? 'missing' : `not as the spec says: ${ajv.errorsText(check.errors)}`}`);
    }
  }
  const parts = ['webhooks', page.webhook, 'post', 'requestBody', 'content', 'application/json', 'schema'];
  if (message.body !== null && validate(page.api, parts, JSON.parse(message.body), where(block), 'HTTP example body')) {
    const h = message.headers;
    const expected = sign(secret, h['x-chatcenter-delivery'], h['x-chatcenter-timestamp'], message.body);
    if (h['x-chatcenter-signature'] !== expected) {
      found.push(`signature is not HMAC-SHA256 of delivery.timestamp.body with ${secret}: expected ${expected}`);
    }
  }
  found.forEach((m) => problem(where(block), `HTTP example ${m}`));
  return message;
}

/** Runs one receiver sample against every delivery case and the page's curl sender; returns its problems. */
async function checkReceiver(page, {block, command, file, port, secret, message, sender}) {
  const found = [];
  writeFileSync(file, block.value);
  let child;
  try {
    child = await startReceiver(command, [file], port, secret);
  } catch (error) {
    return [`did not start on PORT=${port}: ${error.message}`];
  }
  const cases = deliveryCases(secret, page.webhook, JSON.stringify(JSON.parse(message.body)));
  cases.push({name: "the page's HTTP example, replayed", status: 401, processed: 0, bytes: toBytes(message, message.requestLine)});
  for (const c of cases) {
    const status = await sendRaw(port, c.bytes);
    if (c.status === 2 ? status < 200 || status > 299 : status !== c.status) {
      found.push(`${c.name}: answered ${status || 'nothing'}, the page says ${c.status === 2 ? '2xx' : c.status}`);
    }
  }
  const script = sender.value.replace(/http:\/\/localhost:8080/g, `http://127.0.0.1:${port}`);
  const sent = await run('bash', ['-c', script], {env: {...sampleEnv, SIGNING_SECRET: secret}});
  if (sent.code !== 0 || !/^2\d\d$/m.test(sent.stdout)) {
    found.push(`the page's curl sender got ${sent.stdout.trim() || `exit ${sent.code}: ${sent.stderr.trim()}`}, not 2xx`);
  }
  await new Promise((r) => setTimeout(r, 300));
  // A receiver prints one line per delivery it processes, naming the delivery.
  const lines = child.out.split('\n').filter(Boolean);
  for (const id of new Set(cases.map((c) => c.id).filter(Boolean))) {
    const expected = cases.filter((c) => c.id === id).reduce((n, c) => n + c.processed, 0);
    const seen = lines.filter((l) => l.includes(id)).length;
    if (seen !== expected) {
      found.push(`delivery ${id} (${cases.find((c) => c.id === id).name}) was processed ${seen} times, not ${expected}`);
    }
  }
  const expected = cases.reduce((n, c) => n + c.processed, 0) + 1;
  if (lines.length !== expected) {
    found.push(`processed ${lines.length} deliveries, not ${expected} (the good ones and the curl sender's): ${lines.join(' | ')}`);
  }
  if (child.exitCode !== null) {
    found.push(`exited during the run: ${child.err.slice(-800)}`);
  }
  if (/Traceback|Error:/.test(child.err)) {
    found.push(`raised: ${child.err.slice(-800)}`);
  }
  child.kill();
  await new Promise((r) => (child.exitCode !== null ? r() : child.on('exit', r)));
  return found;
}

async function webhooks(pages) {
  const webhookPages = pages.filter((p) => p.webhook);
  const python = hasCommand('python3');
  const tally = {js: [0, 0], python: [0, 0]};
  await Promise.all(
    webhookPages.map(async (page, index) => {
      const only = (lang, name) => {
        const blocks = page.blocks.filter((b) => b.kind === 'code' && b.lang === lang);
        if (blocks.length !== 1) {
          problem(page.rel, `a webhook page has one ${name} sample, this one has ${blocks.length}`);
        }
        return blocks[0];
      };
      const secret = page.blocks.map((b) => b.kind === 'text' && b.value.match(/`(whsec_[0-9a-f]+)`/)?.[1]).find(Boolean);
      const [sender, node, py, example] = [only('bash', 'curl'), only('js', 'JavaScript'), only('python', 'Python'), only('http', 'HTTP')];
      if (!secret || !sender || !node || !py || !example) {
        problem(page.rel, 'a webhook page needs its example secret (`whsec_…`), a curl sender, Node and Python receivers and an HTTP example');
        return;
      }
      const message = checkWebhookExample(page, example, secret);
      const receivers = [
        {lang: 'js', block: node, command: process.execPath, name: 'receiver.mjs'},
        {lang: 'python', block: py, command: 'python3', name: 'receiver.py'},
      ].filter((r) => r.lang === 'js' || python);
      for (const [i, receiver] of receivers.entries()) {
        const port = RECEIVER_PORT + index * 2 + i;
        const file = path.join(work, `${page.webhook}-${receiver.name}`);
        const found = await checkReceiver(page, {...receiver, file, port, secret, message, sender});
        found.forEach((m) => problem(where(receiver.block), `${receiver.lang} receiver: ${m}`));
        tally[receiver.lang][found.length ? 1 : 0] += 1;
      }
    }),
  );
  const guides = await guideVerifiers(python, RECEIVER_PORT + webhookPages.length * 2);
  const count = deliveryCases('x', 'x', '{}').length + 2;
  const langs = Object.entries(tally)
    .filter(([lang]) => lang === 'js' || python)
    .map(([lang, [ok, bad]]) => `${lang === 'js' ? 'Node' : 'Python'} ${ok}/${ok + bad}`)
    .join(', ');
  summary.push(
    `Webhook receivers: ${count} deliveries (incl. the page's curl sender and its HTTP example) × ${webhookPages.length} pages: ${langs}; ${guides} verification functions of guide pages${python ? '' : ' — Python skipped: python3 is not installed'}`,
  );
}

/**
 * Harnesses around the verification functions a guide page shows (`is_valid` in Python, `isValid` in
 * JavaScript): a server that passes each delivery's raw body and X-ChatCenter headers (None/undefined
 * when absent) to the function and answers 200 when it returns true, 401 when false. An exception is
 * no answer at all, as a bot's 500 would be.
 */
const VERIFIER_HARNESS = {
  python: `import os, sys
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
with open(sys.argv[1], encoding="utf-8") as source:
    exec(compile(source.read(), sys.argv[1], "exec"))
class Harness(BaseHTTPRequestHandler):
    def do_POST(self):
        raw = self.rfile.read(int(self.headers.get("Content-Length") or 0))
        h = self.headers
        ok = is_valid(raw, h.get("X-ChatCenter-Delivery"), h.get("X-ChatCenter-Timestamp"), h.get("X-ChatCenter-Signature"), os.environ["SIGNING_SECRET"])
        self.send_response(200 if ok else 401)
        self.end_headers()
ThreadingHTTPServer(("127.0.0.1", int(os.environ["PORT"])), Harness).serve_forever()
`,
  js: `import http from 'node:http';
import {pathToFileURL} from 'node:url';
const {isValid} = await import(pathToFileURL(process.argv[2]).href);
http.createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    const h = req.headers;
    const ok = isValid(Buffer.concat(chunks), h['x-chatcenter-delivery'], h['x-chatcenter-timestamp'], h['x-chatcenter-signature'], process.env.SIGNING_SECRET);
    res.writeHead(ok ? 200 : 401).end();
  });
}).listen(Number(process.env.PORT), '127.0.0.1');
`,
};

/**
 * Guide pages outside the reference that show how to verify a delivery (docs/chat-bot): their HTTP
 * example is a complete delivery signed with the page's secret, and their verification functions,
 * run in a harness, answer every delivery case as the reference's receivers must.
 */
async function guideVerifiers(python, firstPort) {
  const files = readdirSync(path.join(root, 'docs'), {recursive: true})
    .map((f) => path.join(root, 'docs', f))
    .filter((f) => /\.mdx?$/.test(f) && !path.relative(root, f).startsWith(`docs${path.sep}api`));
  const guides = files.filter((f) => /X-ChatCenter-Signature/.test(readFileSync(f, 'utf8')));
  let port = firstPort;
  let checked = 0;
  for (const file of guides) {
    const blocks = readPage(file);
    const rel = path.relative(root, file);
    const secret = blocks.map((b) => b.kind === 'text' && b.value.match(/`(whsec_[0-9a-f]+)`/)?.[1]).find(Boolean);
    const examples = blocks.filter((b) => b.kind === 'code' && b.lang === 'http' && /X-ChatCenter-Event/.test(b.value));
    const functions = [
      {lang: 'python', block: blocks.find((b) => b.kind === 'code' && b.lang === 'python' && /^def is_valid\(/m.test(b.value))},
      {lang: 'js', block: blocks.find((b) => b.kind === 'code' && /^(js|javascript)$/.test(b.lang) && /export function isValid\(/.test(b.value))},
    ];
    for (const b of blocks.filter((b) => b.kind === 'code' && /X-ChatCenter-Signature:/.test(b.value) && b.lang !== 'http')) {
      // Header lists in prose examples: complete values, as the spec's header schema allows them.
      for (const [, value] of b.value.matchAll(/X-ChatCenter-Signature: (.*)/g)) {
        if (!new RegExp(loadSpec('bot').components.parameters.SignatureHeader.schema.pattern).test(value.trim())) {
          problem(where(b), `X-ChatCenter-Signature «${value.trim()}» is not a complete signature`);
        }
      }
    }
    if (!examples.length && !functions.some((f) => f.block)) {
      continue;
    }
    if (!secret || examples.length !== 1 || functions.some((f) => !f.block)) {
      problem(rel, 'a page that shows webhook verification needs its example secret (`whsec_…`), one HTTP delivery and both verification functions (Python is_valid, JavaScript isValid)');
      continue;
    }
    const event = httpMessages(examples[0].value)[0].headers['x-chatcenter-event'];
    const message = checkWebhookExample({api: 'bot', webhook: event}, examples[0], secret);
    for (const {lang, block} of functions.filter((f) => f.lang === 'js' || python)) {
      const snippet = path.join(work, `guide-${checked}.${lang === 'js' ? 'mjs' : 'py'}`);
      const harness = path.join(work, `guide-${checked}-harness.${lang === 'js' ? 'mjs' : 'py'}`);
      writeFileSync(snippet, block.value);
      writeFileSync(harness, VERIFIER_HARNESS[lang]);
      checked += 1;
      let child;
      try {
        child = await startReceiver(lang === 'js' ? process.execPath : 'python3', [harness, snippet], port, secret);
      } catch (error) {
        problem(where(block), `${lang} verification function: harness did not start: ${error.message}`);
        continue;
      }
      const cases = deliveryCases(secret, event, JSON.stringify(JSON.parse(message.body)));
      cases.push({name: "the page's HTTP example, replayed", status: 401, bytes: toBytes(message, message.requestLine)});
      for (const c of cases) {
        const status = await sendRaw(port, c.bytes);
        if (c.status === 2 ? status < 200 || status > 299 : status !== c.status) {
          problem(where(block), `${lang} verification function, ${c.name}: answered ${status || 'nothing (it raised)'}, should be ${c.status === 2 ? '2xx' : c.status}`);
        }
      }
      child.kill();
      port += 1;
    }
  }
  return checked;
}

// ─── main ────────────────────────────────────────────────────────────────────────────────────────

function stopAll() {
  for (const child of children) {
    child.kill('SIGKILL');
  }
  rmSync(work, {recursive: true, force: true});
}
process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});

const started = Date.now();
/** Runs a stage and notes how long it took. */
async function timed(name, stage) {
  const start = Date.now();
  await stage();
  summary.push(`${name}: ${((Date.now() - start) / 1000).toFixed(1)} s`);
}
try {
  const pages = readPages();
  // Prism and Spectral are child processes: they start first and work while the rest runs here.
  const prism = stages.has('samples') ? startPrism() : null;
  prism?.catch(() => {});
  const running = [];
  if (stages.has('spectral')) {
    running.push(timed('spectral', spectral));
  }
  if (stages.has('pages')) {
    await timed('pages', () => pagesAgainstSpecs(pages));
  }
  if (stages.has('examples')) {
    await timed('examples', () => examples(pages));
  }
  if (stages.has('types')) {
    await timed('types', types);
  }
  if (stages.has('webhooks')) {
    running.push(timed('webhooks', () => webhooks(pages)));
  }
  if (prism) {
    running.push(timed('samples', () => samples(pages, prism)));
  }
  await Promise.all(running);
} catch (error) {
  problem('api-check', error.stack ?? String(error));
} finally {
  stopAll();
}
for (const line of summary) {
  console.log(`  ${line}`);
}
for (const p of problems) {
  console.error(`✖ ${p}`);
}
console.log(`${problems.length ? '✖' : '✔'} API reference: ${problems.length} problems (${((Date.now() - started) / 1000).toFixed(1)} s)`);
process.exit(problems.length ? 1 : 0);
