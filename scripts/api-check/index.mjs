#!/usr/bin/env node
// The API reference checked by tools nobody here wrote, against the two OpenAPI specs. Runs in
// `npm test` beside the build: no browser and no site build are needed, only the Markdown sources.
// The reference's tables are made from the specs (src/plugins/apiReference/tables.mts), so nothing
// here compares tables with specs; each stage is one module:
//
//   node scripts/api-check/index.mjs [--only spectral,pages,examples,types,samples,webhooks]
//
// spectral  ./spectral.mjs  Spectral's `spectral:oas` ruleset finds nothing in either spec, not even a hint.
// pages     ./pages.mjs     what the pages and specs state beyond the tables (samples, tokens, webhooks).
// examples  ./examples.mjs  every JSON example of the pages validates with Ajv against its schema.
// types     ./types.mjs     openapi-typescript's types compile under `strict`, with no `unknown` in a body.
// samples   ./samples.mjs   every sample runs against `prism mock` of its spec and gets a 2xx.
// webhooks  ./webhooks.mjs  every webhook page's receivers answer good and bad deliveries as the page says.
//
// Ports: PRISM_PORT and the next two for the bot spec's mock and the proxy; RECEIVER_PORT and the
// next ones for the receivers (two per webhook page) and the harnesses of the guide pages'
// verification functions (one per function). Unset, each is the start of a block of free ports
// found at start-up, so that two checks (or a developer's own Prism on 4010) never collide.
import {parseArgs} from 'node:util';
import {examples} from './examples.mjs';
import {pagesAgainstSpecs} from './pages.mjs';
import {freeBlock, problem, problems, ROOT, stopAll, summary} from './run.mjs';
import {samples, startPrism} from './samples.mjs';
import {readPages} from './source.mts';
import {spectral} from './spectral.mjs';
import {types} from './types.mjs';
import {webhooks} from './webhooks.mjs';

const STAGES = ['spectral', 'pages', 'examples', 'types', 'samples', 'webhooks'];
const {values: options} = parseArgs({options: {only: {type: 'string'}}});
const stages = new Set(options.only ? options.only.split(',') : STAGES);
for (const stage of stages) {
  if (!STAGES.includes(stage)) {
    console.error(`✖ no stage ${stage}: the stages are ${STAGES.join(', ')}`);
    process.exit(2);
  }
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
  const prismPort = Number(process.env.PRISM_PORT ?? (await freeBlock(3)));
  const ports = {external: prismPort, bot: prismPort + 1, proxy: prismPort + 2};
  const receiverPort = Number(process.env.RECEIVER_PORT ?? (await freeBlock(40)));
  const pages = readPages(ROOT);
  // Prism and Spectral are child processes: they start first and work while the rest runs here.
  const prism = stages.has('samples') ? startPrism(ports) : null;
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
    running.push(timed('webhooks', () => webhooks(pages, receiverPort)));
  }
  if (prism) {
    running.push(timed('samples', () => samples(pages, prism, ports)));
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
