/**
 * `chat-center-docs-mcp [--dir <build>] [--http <port> [--host <host>]]`: the MCP server of the
 * documentation (./server.mts) over stdio, or over Streamable HTTP at http://<host>:<port>/mcp.
 * It serves the build in `--dir`, by default the `build/` folder of this repository (`npm run
 * build` makes it), and needs no network.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {createMcpExpressApp} from '@modelcontextprotocol/sdk/server/express.js';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {StreamableHTTPServerTransport} from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import {checkBuild} from './docs.mts';
import {createServer, loadLibrary, type Library} from './server.mts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const {version} = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {version: string};

const USAGE = `Usage: chat-center-docs-mcp [--dir <build>] [--http <port> [--host <host>]]

The documentation of Чат-центр as an MCP server: search_docs, get_page, get_api_operation, list_api_operations.

  --dir <build>   the built site to serve (default: ${path.join(root, 'build')}; make it with npm run build)
  --http <port>   serve Streamable HTTP at http://<host>:<port>/mcp instead of stdio
  --host <host>   the address to listen on with --http (default: 127.0.0.1)
  --help          this text`;

/** Streamable HTTP, stateless: each request gets a server of its own over the one library. */
function serveHttp(library: Promise<Library>, port: number, host: string, dir: string) {
  // DNS rebinding protection for a server on the loopback address (the SDK checks the Host header).
  const app = createMcpExpressApp({host});
  app.post('/mcp', async (req, res) => {
    const server = createServer(library, version);
    const transport = new StreamableHTTPServerTransport({sessionIdGenerator: undefined});
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res, req.body);
  });
  // Stateless: no stream to open and no session to end.
  app.all('/mcp', (_req, res) => {
    res.status(405).set('Allow', 'POST').json({jsonrpc: '2.0', error: {code: -32000, message: 'Method not allowed: POST JSON-RPC messages to /mcp.'}, id: null});
  });
  const listener = app.listen(port, host, () => {
    const address = listener.address();
    const bound = typeof address === 'object' && address ? address.port : port;
    console.error(`chat-center-docs-mcp: the docs in ${dir} at http://${host}:${bound}/mcp`);
  });
  listener.on('error', (error) => {
    console.error(`chat-center-docs-mcp: ${error.message}`);
    process.exit(1);
  });
}

async function main() {
  const {values} = parseArgs({
    options: {
      dir: {type: 'string', default: path.join(root, 'build')},
      http: {type: 'string'},
      host: {type: 'string', default: '127.0.0.1'},
      help: {type: 'boolean', default: false},
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const port = values.http === undefined ? undefined : Number(values.http);
  if (port !== undefined && !(Number.isInteger(port) && port >= 0 && port < 65536)) {
    throw new Error(`--http needs a port number, not «${values.http}»`);
  }
  const dir = path.resolve(values.dir);
  checkBuild(dir);
  // Read while the client connects: the first tool call waits for it, the handshake does not.
  const library = loadLibrary(dir);
  library.catch((error: unknown) => {
    console.error(`chat-center-docs-mcp: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
  if (port === undefined) {
    // stdout carries the protocol: anything else the process prints goes to stderr.
    console.log = console.error;
    await createServer(library, version).connect(new StdioServerTransport());
  } else {
    serveHttp(library, port, values.host, dir);
  }
}

main().catch((error: unknown) => {
  console.error(`chat-center-docs-mcp: ${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
  process.exit(1);
});
