// openapi-typescript's types of both specs compile under `strict`, no request or response body
// contains `unknown` or `any`, and the rules the schemas state reject wrong bodies.
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import openapiTS, {astToString} from 'openapi-typescript';
import ts from 'typescript';
import {SPEC_NAMES, SPECS} from '../../src/plugins/apiReference/spec.mts';
import {problem, ROOT, summary, work} from './run.mjs';

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

export async function types() {
  const files = [];
  for (const api of SPEC_NAMES) {
    const ast = await openapiTS(pathToFileURL(path.join(ROOT, SPECS[api].file)), {defaultNonNullable: false});
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
  for (const api of SPEC_NAMES) {
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

