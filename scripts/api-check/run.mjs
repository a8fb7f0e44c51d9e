// What the stages of scripts/api-check share: the problems they find, a work folder, the child
// processes they start (stopped at the end), free ports, and the environment of the samples.
import {spawn, spawnSync} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import net from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {loadSpec} from '../../src/plugins/apiReference/spec.mts';

/** The site's root (the folder of package.json). */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Problems found so far, as `place: message`. */
export const problems = [];
/** One line per stage: what it checked. */
export const summary = [];

export function problem(place, message) {
  problems.push(`${place}: ${message}`);
}

/** Where a block of a page stands: `docs/api/…mdx:42`. */
export const where = (block) => `${path.relative(ROOT, block.file)}:${block.line}`;

export const work = mkdtempSync(path.join(tmpdir(), 'api-check-'));

/** Child processes still running; `stopAll` kills them. */
export const children = new Set();

export function stopAll() {
  for (const child of children) {
    child.kill('SIGKILL');
  }
  rmSync(work, {recursive: true, force: true});
}

/** Environment of the samples and receivers: no proxy may catch their loopback requests. */
export const sampleEnv = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => !/^(https?|all|no)_proxy$/i.test(key)),
);
Object.assign(sampleEnv, {
  NO_PROXY: '*',
  CHAT_TOKEN: 'eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJjcm0taW50ZWdyYXRpb24ifQ.sig',
  BOT_TOKEN: 'btk_5e1c9a7f3b2d4e6a8c0f1b3d5e7a9c2b',
  CLIENT_SECRET: '9f3b2c71e0a84d5b8c6e1f2a7d4b0c93',
});

/** Runs a command to its end; resolves with exit code, stdout and stderr. */
export function run(command, args, {env = sampleEnv, timeout = 20_000} = {}) {
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
export async function pool(tasks, limit) {
  const queue = [...tasks];
  await Promise.all(
    Array.from({length: limit}, async () => {
      while (queue.length) {
        await queue.shift()();
      }
    }),
  );
}

export function hasCommand(command, args = ['--version']) {
  return spawnSync(command, args, {stdio: 'ignore'}).status === 0;
}

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
export async function freeBlock(size) {
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

export async function waitForPort(port, timeout, failed) {
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

/** The parsed spec of an API, as the site reads it. */
export const documentOf = (api) => loadSpec(ROOT, api).document;
