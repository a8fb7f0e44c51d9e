// Every curl, JavaScript, Python and HTTP sample of an operation runs against `prism mock` of its spec
// (started here on 127.0.0.1, stopped after) through a recording proxy: each request it makes must be
// the operation of its section, pass Prism's validation and get a 2xx; and Prism refuses the requests
// the schemas' rules forbid (FORBIDDEN_REQUESTS).
import {spawn, spawnSync} from 'node:child_process';
import {readFileSync, writeFileSync} from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import {loadSpec, parametersOf, SPEC_NAMES, SPECS} from '../../src/plugins/apiReference/spec.mts';
import {httpMessageProblems, httpMessages, sendRaw, toBytes} from './http.mjs';
import {children, hasCommand, pool, problem, ROOT, run, sampleEnv, summary, waitForPort, where, work} from './run.mjs';

/** `prism mock` of each spec on its port; resolves when both listen. */
/**
 * The ports of the mocks (one a spec) and of the recording proxy.
 * @typedef {{external: number, bot: number, proxy: number}} Ports
 */

/**
 * `prism mock` of each spec on its port; resolves when both listen.
 * @param {Ports} ports
 */
export async function startPrism(ports) {
  const cli = path.join(ROOT, 'node_modules/@stoplight/prism-cli/dist/index.js');
  const started = SPEC_NAMES.map((api) => {
    const child = spawn(
      process.execPath,
      [cli, 'mock', '--host', '127.0.0.1', '--port', String(ports[api]), '--errors', path.join(ROOT, SPECS[api].file)],
      {stdio: ['ignore', 'pipe', 'pipe']},
    );
    children.add(child);
    child.log = '';
    child.stdout.on('data', (d) => (child.log += d));
    child.stderr.on('data', (d) => (child.log += d));
    child.on('exit', () => children.delete(child));
    return waitForPort(ports[api], 90_000, () => child.exitCode !== null && `prism mock exited: ${child.log.slice(-2000)}`);
  });
  await Promise.all(started);
}

/** The proxy between samples and Prism: `/s/<sample>/<path>` goes to the sample's mock and is recorded. */
function startProxy(samples, ports) {
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
        {host: '127.0.0.1', port: ports[sample.api], method: req.method, path: rest ?? '/', headers},
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
  return new Promise((resolve) => server.listen(ports.proxy, '127.0.0.1', () => resolve(server)));
}

const templateOf = (route) => new RegExp(`^${route.replace(/\{[^}]+\}/g, '[^/]+')}$`);

/** Whether a recorded request is `operation` (or, without one, any operation of the spec). */
function requestProblems(sample, request) {
  const found = [];
  const url = new URL(request.url, 'http://x');
  const spec = loadSpec(ROOT, sample.api);
  const candidates = spec.operations.filter(
    (o) => !o.webhook && o.method === request.method && templateOf(o.path).test(url.pathname),
  );
  const expected = sample.operation;
  const match = expected
    ? candidates.find((o) => o.path === expected.path && o.method === expected.method)
    : candidates[0];
  if (!match) {
    const wanted = expected ? `${expected.method.toUpperCase()} ${expected.path}` : `an operation of the ${sample.api} spec`;
    return [`sent ${request.method.toUpperCase()} ${url.pathname}, not ${wanted}`];
  }
  const declared = parametersOf(spec, match)
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

async function forbiddenRequests(ports) {
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
      const socket = net.connect(ports[api], '127.0.0.1');
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

/**
 * @param {import('./source.mts').Page[]} pages
 * @param {Promise<void>} prismReady
 * @param {Ports} ports
 */
export async function samples(pages, prismReady, ports) {
  const list = [];
  for (const page of pages.filter((p) => !p.webhook)) {
    for (const block of page.blocks.filter((b) => b.kind === 'code' && ['bash', 'js', 'python', 'http'].includes(b.lang))) {
      const apis = page.api
        ? [page.api]
        : SPEC_NAMES.filter((api) => block.value.includes(SPECS[api].base) || block.value.includes(`${SPECS[api].prefix}/`));
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
  const proxy = await startProxy(list, ports);
  try {
    const byLang = {bash: [], js: [], python: []};
    for (const sample of list) {
      const {block} = sample;
      const prefix = `http://127.0.0.1:${ports.proxy}/s/${sample.id}`;
      if (block.lang === 'http') {
        for (const message of httpMessages(block.value)) {
          sample.found.push(...httpMessageProblems(message));
          const [method, target, version] = message.requestLine.split(' ');
          if (!target.startsWith(`${SPECS[sample.api].prefix}/`)) {
            sample.found.push(`${target} does not start with ${SPECS[sample.api].prefix}/`);
            continue;
          }
          await sendRaw(ports.proxy, toBytes(message, `${method} /s/${sample.id}${target.slice(SPECS[sample.api].prefix.length)} ${version}`));
        }
        continue;
      }
      const code = block.value.split(SPECS[sample.api].base).join(prefix);
      if (code === block.value) {
        sample.found.push(`does not call ${SPECS[sample.api].base}`);
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
  await forbiddenRequests(ports);
}
