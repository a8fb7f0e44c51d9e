// What the pages and the specs must state beyond their tables (the tables are made from the specs,
// src/plugins/apiReference/tables.mts): no code block of the site calls uuidgen, no HTTP example cuts
// a header with «…» or lacks its Content-Length; an operation taking Idempotency-Key may answer
// IDEMPOTENCY_KEY_REUSED; token errors are RFC 6749 objects and HTTP Basic is stated; webhooks require
// delivery, timestamp and signature headers, the pages state the 300-second tolerance and the
// rotation of the secret.
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {deref, findOperation, loadSpec, operationCodes, parametersOf, SPEC_NAMES} from '../../src/plugins/apiReference/spec.mts';
import {httpMessageProblems, httpMessages} from './http.mjs';
import {problem, ROOT, summary} from './run.mjs';

/** Code blocks of every page of the site (docs and blog), as [file, line, lang, text]. */
function siteCodeBlocks() {
  const files = ['docs', 'blog'].flatMap((dir) =>
    readdirSync(path.join(ROOT, dir), {recursive: true})
      .map((f) => path.join(ROOT, dir, f))
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

/** @param {import('./source.mts').Page[]} pages */
export function pagesAgainstSpecs(pages) {
  let checks = 0;
  const check = (ok, place, message) => {
    checks += 1;
    if (!ok) {
      problem(place, message);
    }
  };
  const rel = (file) => path.relative(ROOT, file);

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

  // An operation that takes Idempotency-Key may answer 409 IDEMPOTENCY_KEY_REUSED (and its error table says so).
  for (const api of SPEC_NAMES) {
    const spec = loadSpec(ROOT, api);
    for (const operation of spec.operations.filter((o) => parametersOf(spec, o).some((p) => p.name === 'Idempotency-Key'))) {
      const codes = operationCodes(spec.document, operation.object)['409'] ?? [];
      check(codes.includes('IDEMPOTENCY_KEY_REUSED'), `${api} spec`, `${operation.id} takes Idempotency-Key but has no 409 IDEMPOTENCY_KEY_REUSED`);
    }
  }

  // Token errors as RFC 6749 §5.2, client authentication by HTTP Basic stated and shown.
  const external = loadSpec(ROOT, 'external').document;
  const token = findOperation(loadSpec(ROOT, 'external'), 'post', '/auth/token').object;
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
  const bot = loadSpec(ROOT, 'bot');
  for (const webhook of bot.operations.filter((o) => o.webhook)) {
    const names = parametersOf(bot, webhook).filter((p) => p.in === 'header' && p.required).map((p) => p.name);
    for (const header of ['X-ChatCenter-Delivery', 'X-ChatCenter-Timestamp', 'X-ChatCenter-Signature']) {
      check(names.includes(header), 'bot spec', `webhook ${webhook.path} does not require ${header}`);
    }
  }
  const signature = new RegExp(bot.document.components.parameters.SignatureHeader.schema.pattern);
  check(signature.test(`sha256=${'a'.repeat(64)},sha256=${'b'.repeat(64)}`), 'bot spec', 'X-ChatCenter-Signature does not allow two signatures (secret rotation)');
  for (const page of pages.filter((p) => p.webhook)) {
    const text = page.blocks.filter((b) => b.kind === 'text').map((b) => b.value).join('\n');
    // Stated as it is or printed from the product model (`:fact[webhook.tolerance]`, 300 s in src/model/limits.ts).
    check(/300 секунд|webhook\.tolerance/.test(text), page.rel, 'does not state the 300-second tolerance of X-ChatCenter-Timestamp');
    check(/сменить секрет/.test(text), page.rel, 'does not point to the rotation of the signing secret');
  }
  const start = pages.find((p) => p.rel.endsWith(path.join('external-api-bot', 'start.mdx')));
  const rotation = start.blocks.filter((b) => b.h3 === 'Смена секрета подписи').map((b) => b.value ?? '').join('\n');
  check(/24 часа/.test(rotation) && /две подписи/.test(rotation), start.rel, '«Смена секрета подписи» does not describe two valid signatures for 24 hours');

  summary.push(`Pages and specs: ${checks} assertions (samples, Idempotency-Key, token errors, webhook signature)`);
}
