// The MCP server of the docs (src/mcp) and the Markdown at a page's address, against the build in
// build/ (or E2E_DIR), with no browser: a stage of npm test after the build (scripts/test.mjs).
//
//   node --import ./src/mcp/hooks.mjs --test tests/build-output/mcp.test.mts
//
// - The SDK's own client starts the server over stdio and over Streamable HTTP, lists its tools,
//   finds a page, gets an operation with the spec's constraints, and gets an error for a bad call.
// - An independent client, the MCP Inspector's CLI, lists the tools and calls one (over HTTP: a
//   server fewer to start than over stdio, which the SDK's client covers).
// - Every answer fits an agent's context (o200k_base tokens), every section URL it gives exists on
//   the built page, and the integrators' questions of bench/mcp-questions.json find their page.
// - The local server (scripts/serve.mjs, with vercel.json) answers a request for Markdown with the
//   page's twin, and the doc pages vary with Accept and link their twin in their head.
import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import {readFileSync} from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import {fileURLToPath} from 'node:url';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {Parser} from 'htmlparser2';
import {parse as parseYaml} from 'yaml';
import {askAll, measureSizes, readQuestions, score} from '../../scripts/mcp-quality.mts';
import {createServer as createSiteServer} from '../../scripts/serve.mjs';
import {builtPagePath} from '../../src/plugins/builtPage.ts';
import {MAX_CHARS, loadLibrary, type Library} from '../../src/mcp/server.mts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const buildDir = path.join(root, process.env.E2E_DIR ?? 'build');
const bin = path.join(root, 'src', 'mcp', 'bin.mjs');
const TOOLS = ['get_api_operation', 'get_page', 'list_api_operations', 'search_docs'];
/** An agent's budget for one answer, in o200k_base tokens (issue 34). */
const MAX_TOKENS = 8000;

const text = (result: unknown) => ((result as CallToolResult).content[0] as {text: string}).text;

// The raw spec, read here as YAML: what get_api_operation answers is checked against it.
const externalSpec = parseYaml(readFileSync(path.join(root, 'static', 'openapi', 'external-api.yaml'), 'utf8'));

/** The MCP Inspector's CLI, an independent client (npx, offline: a devDependency); its output. */
function inspector(...args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['--offline', 'mcp-inspector', '--cli', '--connect-timeout', '60000', ...args], {cwd: root});
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`inspector ${args.join(' ')}: exit ${code}\n${err}`))));
  });
}

/** What every client sees of the server: its tools, a page found, an operation, errors. */
async function exercise(client: Client) {
  const {tools} = await client.listTools();
  assert.deepEqual(tools.map((tool) => tool.name).sort(), TOOLS);
  for (const tool of tools) {
    assert.ok((tool.description ?? '').length > 100, `${tool.name} says what it does`);
    assert.equal(tool.inputSchema.type, 'object');
    assert.equal(tool.annotations?.readOnlyHint, true);
  }
  const search = tools.find((tool) => tool.name === 'search_docs')!;
  assert.deepEqual(search.inputSchema.required, ['query']);
  assert.deepEqual(Object.keys(search.inputSchema.properties ?? {}).sort(), ['limit', 'query', 'role']);

  const found = text(await client.callTool({name: 'search_docs', arguments: {query: 'как проверить подпись вебхука', limit: 3}}));
  assert.match(found, /https:\/\/\S+\/docs\/(api\/external-api-bot\/(start|webhooks\/\S+)|chat-bot\/bot-connection)#\S*подпис/);

  const operation = JSON.parse(text(await client.callTool({name: 'get_api_operation', arguments: {api: 'external', method: 'post', path: '/threads/{threadId}/messages'}})));
  const body = operation.requestBody.content['application/json'].schema;
  const specText = externalSpec.components.schemas.SendMessageRequest.allOf[0].properties.text;
  assert.equal(body.allOf[0].properties.text.maxLength, specText.maxLength);
  assert.equal(operation.page.endsWith('/docs/api/external-api/messages#отправить-сообщение-в-обращение'), true, operation.page);

  const wrong = (await client.callTool({name: 'get_api_operation', arguments: {api: 'bot', method: 'POST', path: '/answer'}})) as CallToolResult;
  assert.equal(wrong.isError, true);
  assert.match(text(wrong), /path: "\/answers"/);
  const invalid = (await client.callTool({name: 'get_api_operation', arguments: {api: 'crm', method: 'GET', path: '/x'}})) as CallToolResult;
  assert.equal(invalid.isError, true);
}

/** The ids of the headings in a built page's text (its .theme-doc-markdown element). */
function headingIds(html: string): string[] {
  const ids: string[] = [];
  // For each open element: whether it is in the page's text.
  const open: boolean[] = [];
  new Parser({
    onopentag(name, attributes) {
      const inText = open.at(-1) === true || (attributes.class ?? '').split(/\s+/).includes('theme-doc-markdown');
      open.push(inText);
      if (inText && /^h[2-6]$/.test(name) && attributes.id) {
        ids.push(attributes.id);
      }
    },
    onclosetag() {
      open.pop();
    },
  }).end(html);
  return ids;
}

describe('the MCP server, to its clients', {concurrency: true}, () => {
  test('the SDK client over stdio', async () => {
    const client = new Client({name: 'npm-test', version: '1.0.0'});
    await client.connect(new StdioClientTransport({command: process.execPath, args: [bin, '--dir', buildDir], stderr: 'pipe'}));
    try {
      await exercise(client);
    } finally {
      await client.close();
    }
  });

  test('the SDK client, and the MCP Inspector\'s CLI, over Streamable HTTP', async () => {
    const server = spawn(process.execPath, [bin, '--dir', buildDir, '--http', '0'], {stdio: ['ignore', 'ignore', 'pipe']});
    try {
      // It prints its address once it listens (port 0: one the system gives).
      const url = await new Promise<string>((resolve, reject) => {
        let said = '';
        server.stderr.on('data', (chunk: Buffer) => {
          said += chunk.toString();
          const address = /http:\/\/\S+\/mcp/.exec(said)?.[0];
          if (address) {
            resolve(address);
          }
        });
        server.on('exit', (code) => reject(new Error(`the server stopped (${code}): ${said}`)));
      });
      const client = new Client({name: 'npm-test', version: '1.0.0'});
      await client.connect(new StreamableHTTPClientTransport(new URL(url)));
      try {
        await exercise(client);
      } finally {
        await client.close();
      }
      // The Inspector's CLI, an independent client, lists the tools (--strict: every schema is
      // portable across clients) and calls one.
      const [listed, called] = await Promise.all([
        inspector(url, '--transport', 'http', '--strict', '--method', 'tools/list').then(JSON.parse),
        inspector(url, '--transport', 'http', '--method', 'tools/call', '--tool-name', 'get_page', '--tool-arg', 'url=/docs/api#идемпотентность').then(JSON.parse),
      ]);
      assert.deepEqual((listed.tools as {name: string}[]).map((tool) => tool.name).sort(), TOOLS);
      assert.notEqual(called.isError, true);
      assert.match(called.content[0].text, /^## Идемпотентность$/m);
      assert.match(called.content[0].text, /Idempotency-Key/);
      // Another site's page cannot reach it through the visitor's browser (DNS rebinding): a request
      // for another host name is refused (over node:http, which sends the Host header it is given).
      const status = await new Promise<number | undefined>((resolve, reject) => {
        const {hostname, port, pathname} = new URL(url);
        http
          .request({hostname, port, path: pathname, method: 'POST', headers: {host: `attacker.example:${port}`, 'content-type': 'application/json'}}, (res) => {
            res.resume();
            resolve(res.statusCode);
          })
          .on('error', reject)
          .end('{}');
      });
      assert.equal(status, 403);
    } finally {
      server.kill();
    }
  });
});

describe('what the server answers', () => {
  let library: Library;
  before(async () => {
    library = await loadLibrary(buildDir);
  });

  test('every page and every operation of the specs is there, each operation with its page', () => {
    assert.ok(library.docs.pages.size > 150, `${library.docs.pages.size} pages`);
    for (const api of library.apis) {
      for (const operation of api.operations) {
        assert.ok(library.pageOf.has(`${api.name} ${operation.method} ${operation.path}`), `${api.name} ${operation.method} ${operation.path} has a page`);
      }
    }
  });

  test('every heading of a built page is a section of its Markdown, with the same anchor', () => {
    const missing: string[] = [];
    let headings = 0;
    for (const page of library.docs.pages.values()) {
      const ids = headingIds(readFileSync(builtPagePath(buildDir, page.path), 'utf8'));
      const anchors = new Set(page.sections.map((section) => section.anchor));
      headings += ids.length;
      missing.push(...ids.filter((id) => !anchors.has(id)).map((id) => `${page.path}#${id}`));
    }
    assert.ok(headings > 1000, `${headings} headings`);
    assert.deepEqual(missing, []);
  });

  test(`every answer fits in ${MAX_TOKENS} tokens (o200k_base): the longest ones of each tool, counted`, async () => {
    // npm run bench counts the tokens of every answer; here, of the 5 longest of each tool.
    const sizes = await measureSizes(library, readQuestions(), 5);
    assert.equal(sizes.get_page.count, library.docs.pages.size);
    assert.equal(sizes.get_api_operation.count, library.apis.flatMap((api) => api.operations).length);
    for (const [tool, size] of Object.entries(sizes)) {
      assert.ok(size.max <= MAX_TOKENS, `${tool}: ${size.max} tokens (${size.largest})`);
    }
    assert.ok(sizes.get_page.maxCharacters <= MAX_CHARS + 200, `get_page: ${sizes.get_page.maxCharacters} characters`);
  });

  test('the integrators\' questions find their page in the first three passages (at least 95 %)', async () => {
    const answered = await askAll(library, readQuestions());
    const {all} = score(answered);
    assert.ok(all.n >= 100, `${all.n} questions`);
    assert.ok(all.top3 >= 0.95, `${all.top3}: missed ${answered.filter((a) => a.rank === 0).map((a) => a.q).join('; ')}`);
  });
});

describe('Markdown at the page\'s address, on the local server', () => {
  let base: string;
  let close: () => void;
  before(async () => {
    const config = JSON.parse(readFileSync(path.join(root, 'vercel.json'), 'utf8'));
    const server = createSiteServer({dir: buildDir, config});
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  after(() => close());

  test('a request for Markdown gets the page\'s twin; the HTML says it varies with Accept and links the twin', async () => {
    const route = '/docs/api/external-api/agents';
    const asked = await fetch(`${base}${route}`, {headers: {accept: 'text/markdown'}, redirect: 'manual'});
    assert.equal(asked.status, 307);
    assert.equal(asked.headers.get('location'), `${route}.md`);
    assert.match(asked.headers.get('vary') ?? '', /\bAccept\b/);

    const markdown = await fetch(`${base}${route}`, {headers: {accept: 'text/markdown, text/html;q=0.9'}});
    assert.equal(markdown.status, 200);
    assert.match(markdown.headers.get('content-type') ?? '', /^text\/markdown/);
    assert.match(markdown.headers.get('content-security-policy') ?? '', /default-src 'self'/);
    assert.equal((await markdown.text()).split('\n')[0], '# Операторы');

    const html = await fetch(`${base}${route}`, {headers: {accept: 'text/html,application/xhtml+xml,*/*;q=0.8'}});
    assert.equal(html.status, 200);
    assert.match(html.headers.get('content-type') ?? '', /^text\/html/);
    assert.match(html.headers.get('vary') ?? '', /\bAccept\b/);
    const links: Record<string, string>[] = [];
    new Parser({onopentag: (name, attributes) => name === 'link' && links.push(attributes)}).end(await html.text());
    assert.deepEqual(
      links.filter((link) => link.type === 'text/markdown').map(({rel, href}) => ({rel, href})),
      [{rel: 'alternate', href: `${route}.md`}],
    );
  });
});
