/**
 * What the console of an operation («Попробовать») needs, generated at build time from the specs:
 * per operation one module with its parameters, example body, mock answers and a precompiled Ajv
 * validator of the whole request (standalone code, so no Ajv compiler ships to readers). The
 * console imports the module of an operation only when a reader opens it.
 */
import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import standaloneCode from 'ajv/dist/standalone';
import {deref, loadSpec, SPECS, type Json, type Operation, type Spec, type SpecName} from './spec.mts';
import type {ConsoleOperation, ConsoleParameter, MockResponse} from '../../components/ApiOperation/types';

const SPEC_ID = 'spec';

/** An example value of a parameter, header or media type. */
function exampleOf(document: Json, object: Json): unknown {
  if (!object) {
    return undefined;
  }
  if (object.example !== undefined) {
    return object.example;
  }
  const first = object.examples && Object.values<Json>(object.examples)[0];
  if (first !== undefined) {
    return deref(document, first)?.value;
  }
  const schema = deref(document, object.schema);
  return schema?.example ?? schema?.examples?.[0] ?? schema?.default ?? schema?.const;
}

/** `$ref`s to the spec's schemas point into the schema Ajv knows the spec by. */
function pointRefs(schema: Json): Json {
  return JSON.parse(JSON.stringify(schema ?? {}).replace(/"\$ref":"#\//g, `"$ref":"${SPEC_ID}#/`));
}

function authorization(spec: Spec, operation: Operation): ConsoleParameter | undefined {
  const requirements: Json[] = operation.object.security ?? spec.document.security ?? [];
  const schemes = requirements.flatMap((requirement) => Object.keys(requirement));
  const bearer = schemes
    .map((name) => spec.document.components?.securitySchemes?.[name])
    .some((scheme) => scheme && (scheme.type === 'oauth2' || (scheme.type === 'http' && scheme.scheme === 'bearer')));
  if (!bearer) {
    return undefined;
  }
  const optional = requirements.some((requirement) => Object.keys(requirement).length === 0);
  return {
    name: 'Authorization',
    in: 'header',
    required: !optional,
    description: 'Токен доступа.',
    example: `Bearer $${SPECS[spec.name].tokenVariable}`,
    type: 'string',
  };
}

function mockResponse(document: Json, status: string, value: Json): MockResponse {
  const response = deref(document, value);
  const [mediaType, media] = Object.entries<Json>(response?.content ?? {})[0] ?? [];
  const headers: Record<string, string> = {};
  if (mediaType) {
    headers['content-type'] = mediaType;
  }
  for (const [name, header] of Object.entries<Json>(response?.headers ?? {})) {
    const example = exampleOf(document, deref(document, header));
    if (example !== undefined) {
      headers[name.toLowerCase()] = String(example);
    }
  }
  return {status: Number(status), description: (response?.description ?? '').trim(), headers, body: media ? exampleOf(document, media) : undefined};
}

export function consoleOperation(spec: Spec, operation: Operation): {data: ConsoleOperation; schema: Json} {
  const {document} = spec;
  const parameters = [...(operation.pathItem.parameters ?? []), ...(operation.object.parameters ?? [])].map((p: Json) => deref(document, p));
  const auth = authorization(spec, operation);
  const params: ConsoleParameter[] = [
    ...parameters
      .filter((p: Json) => ['path', 'query', 'header'].includes(p.in))
      .map((p: Json): ConsoleParameter => {
        const schema = deref(document, p.schema) ?? {};
        const example = exampleOf(document, p);
        return {
          name: p.name,
          in: p.in,
          required: p.in === 'path' || Boolean(p.required),
          description: (p.description ?? '').trim(),
          example: example === undefined ? undefined : String(example),
          type: Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type,
        };
      }),
    ...(auth ? [auth] : []),
  ];
  const groups = {path: 'path', query: 'query', header: 'headers'} as const;
  const schema: Json = {type: 'object', properties: {}, required: [...Object.values(groups)]};
  for (const [where, key] of Object.entries(groups)) {
    const own = parameters.filter((p: Json) => p.in === where);
    const name = (p: Json) => (where === 'header' ? p.name.toLowerCase() : p.name);
    schema.properties[key] = {
      type: 'object',
      properties: Object.fromEntries(own.map((p: Json) => [name(p), pointRefs(p.schema)])),
      required: own.filter((p: Json) => where === 'path' || p.required).map(name),
    };
  }
  // A request without its token is not a schema error: the mock answers it 401, as a server (and Prism) would.
  const requestBody = deref(document, operation.object.requestBody);
  const [mediaType, media] = Object.entries<Json>(requestBody?.content ?? {})[0] ?? [];
  if (media) {
    schema.properties.body = pointRefs(media.schema);
    if (requestBody.required) {
      schema.required.push('body');
    }
  }
  const responses = Object.entries<Json>(operation.object.responses ?? {}).filter(([status]) => /^\d{3}$/.test(status));
  const success = responses.find(([status]) => status.startsWith('2'));
  const unauthorized = responses.find(([status]) => status === '401');
  const data: ConsoleOperation = {
    spec: spec.name,
    id: operation.id,
    method: operation.method.toUpperCase(),
    ...(operation.webhook
      ? {path: '', event: operation.path, server: SPECS[spec.name].webhookUrl ?? ''}
      : {path: operation.path, server: document.servers?.[0]?.url ?? ''}),
    params,
    ...(mediaType && {body: {mediaType, required: Boolean(requestBody.required), example: exampleOf(document, media)}}),
    responses: {
      ...(success && {success: mockResponse(document, success[0], success[1])}),
      ...(unauthorized && {unauthorized: mockResponse(document, unauthorized[0], unauthorized[1])}),
    },
  };
  return {data, schema};
}

/** The file of an operation, as src/components/ApiOperation names it: `get-threads-threadId-messages`, `webhook-init-chat`. */
export function consoleFileName(operation: Operation): string {
  return `${operation.webhook ? 'webhook-' : operation.method}${operation.path.replace(/\W+/g, '-')}`;
}

/** Writes `<outDir>/<spec>/<consoleFileName>.js` for every operation of both specs, ES modules the browser imports. */
export function writeConsoleModules(siteDir: string, outDir: string): number {
  rmSync(outDir, {recursive: true, force: true});
  let count = 0;
  for (const name of Object.keys(SPECS) as SpecName[]) {
    const spec = loadSpec(siteDir, name);
    mkdirSync(path.join(outDir, name), {recursive: true});
    for (const operation of spec.operations) {
      const ajv = new Ajv2020({strict: false, allErrors: true, code: {source: true, lines: false}});
      addFormats(ajv);
      ajv.addSchema({$id: SPEC_ID, components: {schemas: spec.document.components?.schemas ?? {}}});
      const {data, schema} = consoleOperation(spec, operation);
      ajv.addSchema({...schema, $id: 'request'});
      // CommonJS code in a function that is given Ajv's runtime (src/components/ApiOperation/Console.tsx).
      const code = standaloneCode(ajv, ajv.getSchema('request')).replace(/^"use strict";/, '');
      const file = [
        'export function validator(require) {',
        'const module = {exports: {}};',
        code,
        'return module.exports;',
        '}',
        `export const operation = ${JSON.stringify(data)};`,
        '',
      ].join('\n');
      writeFileSync(path.join(outDir, name, `${consoleFileName(operation)}.js`), file);
      count += 1;
    }
  }
  return count;
}
