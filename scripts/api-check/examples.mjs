// Every JSON example on the pages (and the form example of the token request) validates with Ajv
// against the schema of its place: request body, the response of the status named before it, a
// webhook's body, or the schema its code fence names (```json schema=Error).
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import {SPEC_NAMES} from '../../src/plugins/apiReference/spec.mts';
import {documentOf, problem, summary, where} from './run.mjs';

export const ajv = new Ajv2020({strict: false, allErrors: true});
addFormats(ajv);
const SPEC_ID = (api) => `urn:chat-center:${api}`;
for (const api of SPEC_NAMES) {
  ajv.addSchema({...documentOf(api), $id: SPEC_ID(api)});
}
const pointer = (...parts) => parts.map((p) => encodeURIComponent(p.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/');

/** A validator for the schema at `parts` of `api`'s spec; `$ref`s on the way (shared responses) are followed. */
function validator(api, ...parts) {
  const spec = documentOf(api);
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

/** Validates `value` against the schema at `parts`; a problem at `place` when it does not match. */
export function validate(api, parts, value, place, what) {
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
  if (documentOf(api).paths?.[route]?.[method]) {
    return ['paths', route, method];
  }
  problem(api, `no operation ${method.toUpperCase()} ${route} in the spec`);
  return null;
}

export function examples(pages) {
  let json = 0;
  let forms = 0;
  for (const page of pages) {
    for (const block of page.blocks.filter((b) => b.kind === 'code' && (b.lang === 'json' || b.lang === 'text'))) {
      const place = where(block);
      const named = block.meta.match(/\bschema=(\w+)/)?.[1];
      const apis = page.api ? [page.api] : SPEC_NAMES;
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
