import {expect, test} from '@playwright/test';
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {Root, Table} from 'mdast';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';
import {VFile} from 'vfile';
import {loadSpec, type Json} from '../../src/plugins/apiReference/spec.mts';
import remarkApiTables from '../../src/plugins/apiReference/remark.mts';
import {apiTable, typeLabel} from '../../src/plugins/apiReference/tables.mts';

/**
 * The reference's tables made from a spec (src/plugins/apiReference/tables.mts): a small spec written
 * here has each case a table must get right, and each table is read back as the Markdown it prints.
 */
const SPEC = `openapi: 3.1.0
info: {title: T, version: '1'}
paths:
  /threads/{threadId}/messages:
    post:
      operationId: sendMessage
      parameters:
        - name: threadId
          in: path
          required: true
          description: Идентификатор обращения.
          schema: {type: string}
        - $ref: '#/components/parameters/Limit'
          description: Сколько сообщений вернуть.
        - name: Idempotency-Key
          in: header
          description: Ключ запроса, до 64 символов.
          schema: {type: string, maxLength: 64}
      requestBody:
        content:
          application/json:
            schema:
              allOf:
                - type: object
                  required: [text]
                  properties:
                    text: {type: string, description: 'Текст, **до 4096** символов.'}
                    author:
                      type: [object, 'null']
                      description: Автор.
                      required: [login]
                      properties:
                        login: {type: string, description: Логин.}
                - $ref: '#/components/schemas/Attachments'
      responses:
        '201': {description: Отправлено.}
        '400':
          $ref: '#/components/responses/BadRequest'
          description: |
            Текст длиннее 4096 символов: \`400
            VALIDATION_ERROR\`.
        '401': {$ref: '#/components/responses/Unauthorized'}
        '409':
          description: |
            - \`THREAD_CLOSED\` — Обращение закрыто.
            - \`IDEMPOTENCY_KEY_REUSED\` — Ключ уже использован
              с другим телом.
          content:
            application/json:
              schema:
                type: object
                properties:
                  code: {type: string, enum: [IDEMPOTENCY_KEY_REUSED, THREAD_CLOSED]}
  /agents/{login}/status:
    put:
      operationId: setAgentStatus
      parameters:
        - {name: login, in: path, required: true, schema: {type: string}}
      requestBody:
        content:
          application/json:
            schema:
              properties:
                status: {type: string, description: Новый статус.}
              oneOf:
                - type: object
                  required: [status, reasonId]
                  properties:
                    status: {type: string, const: BREAK}
                    reasonId: {type: string, description: Причина.}
                - type: object
                  required: [status]
                  properties:
                    status: {type: string, enum: [ONLINE, OFFLINE]}
                    reasonId: false
      responses:
        '204': {description: Готово.}
        '409':
          description: Два кода без списка.
          content:
            application/json:
              schema:
                properties:
                  code: {type: string, enum: [THREAD_CLOSED, NOT_FOUND]}
webhooks:
  message:
    post:
      operationId: onMessage
      requestBody:
        content:
          application/json:
            schema:
              type: object
              required: [event]
              properties:
                event: {type: string, const: message, description: Имя события.}
                sentAt: {type: string, format: date-time}
      responses:
        '200': {description: Принято.}
components:
  parameters:
    Limit:
      name: limit
      in: query
      description: Сколько элементов вернуть.
      schema: {type: integer, default: 20}
  schemas:
    Attachments:
      type: object
      properties:
        attachments:
          type: array
          items:
            type: object
            required: [url]
            properties:
              url: {type: string, format: uri, description: Адрес файла.}
  responses:
    BadRequest:
      description: Запрос не прошёл проверку.
      content:
        application/json:
          schema:
            properties:
              code: {type: string, enum: [VALIDATION_ERROR]}
    Unauthorized:
      description: Нет токена.
      content:
        application/json:
          schema:
            properties:
              code: {type: string, enum: [INVALID_TOKEN]}
`;

const site = mkdtempSync(path.join(tmpdir(), 'api-tables-'));
mkdirSync(path.join(site, 'static/openapi'), {recursive: true});
writeFileSync(path.join(site, 'static/openapi/external-api.yaml'), SPEC);
const spec = loadSpec(site, 'external');

const markdown = unified().use(remarkGfm, {tablePipeAlign: false}).use(remarkStringify);
const print = (table: Table) => markdown.stringify({type: 'root', children: [table]} as Root).trim().split('\n');

test('types read in Russian', () => {
  const cases: [Json, string][] = [
    [{type: 'string'}, 'строка'],
    [{type: 'integer'}, 'целое число'],
    [{type: 'boolean'}, 'логическое значение'],
    [{type: 'string', format: 'date-time'}, 'строка (date-time)'],
    [{type: ['string', 'null'], format: 'email'}, 'строка (email) или null'],
    [{type: 'string', enum: ['WEB', 'VK']}, 'строка: `WEB`, `VK`'],
    [{type: 'string', const: 'message'}, 'строка: `message`'],
    [{type: 'array', items: {type: 'string'}}, 'массив строк'],
    [{type: 'array', items: {type: 'object', properties: {}}}, 'массив объектов'],
    [{type: 'array', items: {type: 'string', enum: ['OPEN']}}, 'массив строк: `OPEN`'],
    [{oneOf: [{type: 'object', properties: {}}, {type: 'null'}]}, 'объект или null'],
    [{type: ['string', 'number', 'boolean']}, 'строка, число или логическое значение'],
    [{properties: {a: {type: 'string'}}}, 'объект'],
  ];
  for (const [schema, label] of cases) {
    expect(typeLabel({}, schema), JSON.stringify(schema)).toBe(label);
  }
});

test('the parameters table: where, type, required, and the description of this use with its default', () => {
  expect(print(apiTable(spec, 'api-parameters', {operation: 'sendMessage'}))).toEqual([
    '| Параметр | Где | Тип | Обязательный | Описание |',
    '| - | - | - | - | - |',
    '| `threadId` | путь | строка | да | Идентификатор обращения. |',
    '| `limit` | строка запроса | целое число | нет | Сколько сообщений вернуть. По умолчанию `20`. |',
    '| `Idempotency-Key` | заголовок | строка | нет | Ключ запроса, до 64 символов. |',
  ]);
});

test('the body table: the parts merged in order, nested fields, required inside an object that may be null', () => {
  expect(print(apiTable(spec, 'api-body', {operation: 'sendMessage'}))).toEqual([
    '| Поле | Тип | Обязательное | Описание |',
    '| - | - | - | - |',
    '| `text` | строка | да | Текст, **до 4096** символов. |',
    '| `author` | объект или null | нет | Автор. |',
    '| `author.login` | строка | да | Логин. |',
    '| `attachments` | массив объектов | нет | |',
    '| `attachments[].url` | строка (uri) | да | Адрес файла. |',
  ]);
});

test('the body table of branches: the values of every branch, the description beside them, a field kept in place by `false`', () => {
  expect(print(apiTable(spec, 'api-body', {operation: 'setAgentStatus'}))).toEqual([
    '| Поле | Тип | Обязательное | Описание |',
    '| - | - | - | - |',
    '| `status` | строка: `BREAK`, `ONLINE`, `OFFLINE` | да | Новый статус. |',
    '| `reasonId` | строка | нет | Причина. |',
  ]);
});

test('a webhook\'s event is what the bot receives: «Всегда есть»', () => {
  expect(print(apiTable(spec, 'api-body', {operation: 'onMessage'}))).toEqual([
    '| Поле | Тип | Всегда есть | Описание |',
    '| - | - | - | - |',
    '| `event` | строка: `message` | да | Имя события. |',
    '| `sentAt` | строка (date-time) | нет | |',
  ]);
});

test('the errors table: this use\'s description on one line, one row a code of a list, no 2xx and no common code', () => {
  expect(print(apiTable(spec, 'api-errors', {operation: 'sendMessage'}))).toEqual([
    '| HTTP | `code` | Когда возникает |',
    '| - | - | - |',
    '| 400 | `VALIDATION_ERROR` | Текст длиннее 4096 символов: `400 VALIDATION_ERROR`. |',
    '| 409 | `THREAD_CLOSED` | Обращение закрыто. |',
    '| 409 | `IDEMPOTENCY_KEY_REUSED` | Ключ уже использован с другим телом. |',
  ]);
});

test('a status with several codes must describe each in its list, and an unknown operation is named', () => {
  expect(() => apiTable(spec, 'api-errors', {operation: 'setAgentStatus'})).toThrow(
    /409 response allows THREAD_CLOSED, NOT_FOUND; its description must describe each as a list item/,
  );
  expect(() => apiTable(spec, 'api-body', {operation: 'sendMesage'})).toThrow('no operation sendMesage in the external spec');
  expect(() => apiTable(spec, 'api-errors', {})).toThrow('::api-errors needs the operation');
});

test('a page gets its tables in place of the directives, and a wrong one fails the build at its line', async () => {
  const processor = unified().use(remarkParse).use(remarkDirective).use(remarkGfm, {tablePipeAlign: false}).use(remarkApiTables).use(remarkStringify);
  const page = (value: string) => new VFile({path: path.join(site, 'docs/api/external-api/messages.mdx'), value});
  const done = String(await processor.process(page('### Ошибки\n\n::api-errors{operation=sendMessage}\n')));
  expect(done).toContain('| 400 | `VALIDATION_ERROR` | Текст длиннее 4096 символов: `400 VALIDATION_ERROR`. |');
  expect(done).toContain('| 409 | `THREAD_CLOSED` | Обращение закрыто. |');
  const failed = processor.process(page('Текст.\n\n::api-body{operation=nope}\n'));
  await expect(failed).rejects.toThrow('::api-body: no operation nope in the external spec');
  await expect(failed).rejects.toMatchObject({line: 3, column: 1, file: path.join(site, 'docs/api/external-api/messages.mdx')});
});
