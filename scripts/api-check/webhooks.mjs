// The Node and Python receivers of every webhook page run on a local port and must answer good,
// repeated, tampered, unsigned, stale, header-less, non-ASCII and two-signature deliveries as the page
// says (2xx or 401, never 500), processing each delivery once; the page's curl sender is accepted, its
// HTTP example carries a valid signature and is refused as stale. The verification functions of guide
// pages (docs/chat-bot) run in a harness against the same deliveries. Python is skipped, with the
// reason printed, only where python3 is missing.
import {spawn} from 'node:child_process';
import {createHmac, randomUUID} from 'node:crypto';
import {readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {findWebhook, loadSpec, parametersOf} from '../../src/plugins/apiReference/spec.mts';
import {ajv, validate} from './examples.mjs';
import {httpMessageProblems, httpMessages, sendRaw, toBytes} from './http.mjs';
import {children, documentOf, hasCommand, problem, ROOT, run, sampleEnv, summary, waitForPort, where, work} from './run.mjs';
import {readPage} from './source.mts';

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
  const spec = loadSpec(ROOT, page.api);
  for (const param of parametersOf(spec, findWebhook(spec, page.webhook)).filter((p) => p.in === 'header')) {
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

/**
 * @param {import('./source.mts').Page[]} pages
 * @param {number} firstPort the first of a block of free ports: two a webhook page, one a guide's function
 */
export async function webhooks(pages, firstPort) {
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
        const port = firstPort + index * 2 + i;
        const file = path.join(work, `${page.webhook}-${receiver.name}`);
        const found = await checkReceiver(page, {...receiver, file, port, secret, message, sender});
        found.forEach((m) => problem(where(receiver.block), `${receiver.lang} receiver: ${m}`));
        tally[receiver.lang][found.length ? 1 : 0] += 1;
      }
    }),
  );
  const guides = await guideVerifiers(python, firstPort + webhookPages.length * 2);
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
  const files = readdirSync(path.join(ROOT, 'docs'), {recursive: true})
    .map((f) => path.join(ROOT, 'docs', f))
    .filter((f) => /\.mdx?$/.test(f) && !path.relative(ROOT, f).startsWith(`docs${path.sep}api`));
  const guides = files.filter((f) => /X-ChatCenter-Signature/.test(readFileSync(f, 'utf8')));
  let port = firstPort;
  let checked = 0;
  for (const file of guides) {
    const blocks = readPage(file, ROOT);
    const rel = path.relative(ROOT, file);
    const secret = blocks.map((b) => b.kind === 'text' && b.value.match(/`(whsec_[0-9a-f]+)`/)?.[1]).find(Boolean);
    const examples = blocks.filter((b) => b.kind === 'code' && b.lang === 'http' && /X-ChatCenter-Event/.test(b.value));
    const functions = [
      {lang: 'python', block: blocks.find((b) => b.kind === 'code' && b.lang === 'python' && /^def is_valid\(/m.test(b.value))},
      {lang: 'js', block: blocks.find((b) => b.kind === 'code' && /^(js|javascript)$/.test(b.lang) && /export function isValid\(/.test(b.value))},
    ];
    for (const b of blocks.filter((b) => b.kind === 'code' && /X-ChatCenter-Signature:/.test(b.value) && b.lang !== 'http')) {
      // Header lists in prose examples: complete values, as the spec's header schema allows them.
      for (const [, value] of b.value.matchAll(/X-ChatCenter-Signature: (.*)/g)) {
        if (!new RegExp(documentOf('bot').components.parameters.SignatureHeader.schema.pattern).test(value.trim())) {
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
