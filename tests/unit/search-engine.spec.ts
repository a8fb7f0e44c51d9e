// The site's search engine (src/plugins/search/engine) on a small site of its own: no build needed.
import {expect, test} from '@playwright/test';
import {otherLayout} from '../../src/plugins/search/engine/layout';
import {compileEntries, compileLexicon, findPhrases, lexiconOf, readersWords, shippedEntries} from '../../src/plugins/search/engine/lexicon';
import {loadIndex, merge, search, searcher, type SearchDocument, type SerializedIndex} from '../../src/plugins/search/engine/search';
import {indexPart, lunrIndex, stems} from '../../src/plugins/search/engine/text';
import {buildTextPart, textPostings} from '../../src/plugins/search/engine/textIndex';
import {indexFiles, shippedIndex, typesetParts, type PluginPart} from '../../src/plugins/search/indexFiles';

const pages = [
  {i: 1, t: 'Передача обращения', u: '/docs/agent/threads/transfer', b: ['Пользовательская документация', 'Оператору', 'Работа с обращениями']},
  {i: 2, t: 'Горячие клавиши', u: '/docs/agent/threads/hotkeys', b: ['Пользовательская документация', 'Оператору', 'Работа с обращениями']},
  {i: 3, t: 'Передача обращения', u: '/docs/api/external-api/threads/transfer-thread', b: ['API', 'Внешний API', 'Обращения']},
  {i: 4, t: 'Лицензия', u: '/docs/admin/info/license', b: ['Пользовательская документация', 'Администратору', 'Информация']},
  {i: 5, t: 'Запрос на блокировку клиента', u: '/docs/agent/threads/client-ban-request', b: ['Пользовательская документация', 'Оператору']},
  {i: 6, t: 'Версия 6.27', u: '/blog/6-27', b: ['История версий']},
];
const headings = [
  {i: 11, t: 'Передать коллеге', u: '/docs/agent/threads/transfer', h: '#передать-коллеге', p: 1},
  {i: 12, t: 'Очередь', u: '/docs/agent/threads/hotkeys', h: '#очередь', p: 2},
  {i: 13, t: 'Запрос', u: '/docs/api/external-api/threads/transfer-thread', h: '#запрос', p: 3},
];
const descriptions = pages.map((page) => ({i: page.i, t: `Страница «${page.t}»${page.u.startsWith('/docs/api') ? ' во внешнем API' : ''}.`, s: page.t, u: page.u, p: page.i}));
const keywords = [{i: 2, t: 'сочетания клавиш', s: 'Горячие клавиши', u: '/docs/agent/threads/hotkeys', p: 2}];
const content = [
  {i: 21, t: 'Нажмите Передать, выберите оператора и напишите комментарий.', s: 'Передать коллеге', u: '/docs/agent/threads/transfer', h: '#передать-коллеге', p: 1},
  {i: 22, t: 'Клавиши очереди: Alt+↓ открывает следующее обращение.', s: 'Очередь', u: '/docs/agent/threads/hotkeys', h: '#очередь', p: 2},
  {i: 23, t: 'POST /threads/{id}/transfer передаёт обращение оператору.', s: 'Запрос', u: '/docs/api/external-api/threads/transfer-thread', h: '#запрос', p: 3},
  {i: 24, t: 'Когда мест нет, оператор видит «Нет свободных мест в лицензии». Черновик ответа сохраняется.', s: 'Лицензия', u: '/docs/admin/info/license', p: 4},
  {i: 25, t: 'Выберите причину: спам, оскорбления или мошенничество.', s: 'Запрос на блокировку клиента', u: '/docs/agent/threads/client-ban-request', p: 5},
  {i: 26, t: 'Перенос виджета на новый домен.', s: 'Версия 6.27', u: '/blog/6-27', p: 6},
  {i: 27, t: 'Передача обращения, горячие клавиши, лицензия.', s: 'Что дальше', u: '/blog/6-27', h: '#что-дальше', p: 6},
];

/** The site-wide index of this small site, as the build writes it (without the links at the end of a page). */
const site: SerializedIndex = [indexPart(pages), indexPart(headings), indexPart(descriptions), indexPart(keywords), {text: buildTextPart(content.slice(0, -1))}];
const index = loadIndex(site);
const urls = (input: string, context?: Parameters<typeof search>[3]) => search(index, input, 8, context).hits.map((hit) => (hit.page || hit.document).u);

test('a word typed on the other keyboard layout reads as meant, both ways', () => {
  expect(otherLayout('ujhzxbt')).toBe('горячие');
  expect(otherLayout('j,hfotybz')).toBe('обращения');
  expect(otherLayout('цуирщщл')).toBe('webhook');
  expect(otherLayout('123')).toBeNull();
});

test('readers\' words: a phrase finds its other words, a one-way line only from the readers\' side', () => {
  const lexicon = compileLexicon(['горячие клавиши, hotkeys', 'чат, диалог → обращение']);
  expect(findPhrases(lexicon, stems('hotkeys'), false)).toEqual([{from: 0, to: 1, also: [stems('горячие клавиши')]}]);
  expect(findPhrases(lexicon, stems('завершить диалог'), false)).toEqual([{from: 1, to: 2, also: [stems('обращение')]}]);
  expect(findPhrases(lexicon, stems('обращение'), false)).toEqual([{from: 0, to: 1, also: []}]);
  // The last word may be one being typed.
  expect(findPhrases(lexicon, stems('горячие клав'), true)).toEqual([{from: 0, to: 2, also: [stems('hotkeys')]}]);
  expect(readersWords(lexicon, stems('Завершение обращения'))).toEqual(['чат', 'диалог']);
  expect(readersWords(lexicon, stems('Горячие клавиши'))).toEqual(['hotkeys']);
});

test('the readers\' words the build compiles for the worker read as those compiled in place', () => {
  const lines = ['горячие клавиши, hotkeys', 'чат, диалог → обращение'];
  const shipped = lexiconOf(JSON.parse(JSON.stringify(shippedEntries(compileEntries(lines)))));
  const compiled = compileLexicon(lines);
  expect(shipped.terms).toEqual(compiled.terms);
  expect(shipped.byFirst).toEqual(compiled.byFirst);
  for (const query of ['hotkeys', 'горячие клав', 'завершить диалог', 'обращение']) {
    expect(findPhrases(shipped, stems(query), true)).toEqual(findPhrases(compiled, stems(query), true));
  }
});

test('the compact text part gives each word\'s parts with BM25 weights', () => {
  const part = buildTextPart(content);
  expect(part.docs[0]).toEqual([1, '#передать-коллеге']);
  expect(part.lengths[0]).toBe(stems(content[0].t).length);
  const average = part.lengths.reduce((a, b) => a + b, 0) / part.lengths.length;
  const postings = textPostings(part, part.terms.indexOf(stems('оператора')[0]), average);
  expect(postings.filter((_, k) => k % 2 === 0)).toEqual([0, 2, 3]);
  expect(postings.filter((_, k) => k % 2 === 1).every((weight) => weight > 0)).toBe(true);
});

test('one entry per page, at its best place, named with its section', () => {
  const {hits} = search(index, 'передать коллеге', 8);
  expect(hits[0].document).toMatchObject({u: '/docs/agent/threads/transfer', h: '#передать-коллеге', t: 'Передать коллеге'});
  expect(hits[0].page && hits[0].page.b).toEqual(['Оператору', 'Работа с обращениями']);
  expect(new Set(hits.map((hit) => (hit.page || hit.document).u)).size).toBe(hits.length);
  // The title of the heading, with the reader's words marked.
  expect(hits[0].metadata.match.t.position).toEqual([
    [0, 8],
    [9, 7],
  ]);
});

test('readers\' words, the other layout, typos and words being typed find the page', () => {
  expect(urls('hotkeys')[0]).toBe('/docs/agent/threads/hotkeys');
  expect(urls('ujhzxbt rkfdbib')[0]).toBe('/docs/agent/threads/hotkeys');
  expect(urls('горячие клавишы')[0]).toBe('/docs/agent/threads/hotkeys');
  expect(urls('горячие клав')[0]).toBe('/docs/agent/threads/hotkeys');
  expect(urls('бан')[0]).toBe('/docs/agent/threads/client-ban-request');
  expect(urls('лицензя')[0]).toBe('/docs/admin/info/license');
});

test('the first letter the reader types suggests pages, a stop word («о», «на») too; later words need two letters', () => {
  // «о» and «на» are stop words, «п» a word of one letter the index does not have.
  expect(urls('о')).toContain('/docs/agent/threads/transfer');
  expect(urls('п')).toEqual(expect.arrayContaining(['/docs/agent/threads/transfer', '/docs/api/external-api/threads/transfer-thread']));
  expect(urls('п')[0]).toBe('/docs/agent/threads/transfer');
  expect(urls('на')).toContain('/docs/agent/threads/transfer');
  // Only while it is being typed, and only as the query's only word.
  expect(urls('о ')).toEqual([]);
  expect(urls('лицензия п')).toEqual(['/docs/admin/info/license']);
});

test('a word no page has is left out instead of emptying the list; nonsense finds nothing', () => {
  expect(urls('лицензия абракадабра')).toEqual(['/docs/admin/info/license']);
  expect(urls('щщъъззжжхх')).toEqual([]);
  expect(search(index, 'лицензия абракадабра', 8).complete).toBe(false);
  expect(search(index, 'лицензия', 8).complete).toBe(true);
});

test('guides come before API pages unless the query asks for the API or the reader is in the API section', () => {
  expect(urls('передача обращения').slice(0, 2)).toEqual(['/docs/agent/threads/transfer', '/docs/api/external-api/threads/transfer-thread']);
  expect(urls('передача обращения api')[0]).toBe('/docs/api/external-api/threads/transfer-thread');
  const api = (context?: 'api') =>
    search(index, 'передача обращения', 8, context).hits.find((hit) => (hit.page || hit.document).u.startsWith('/docs/api'))!.score;
  expect(api('api')).toBeCloseTo(api() * 2);
});

test('words to highlight: the reader\'s own when the page has them, else the page\'s', () => {
  expect(search(index, 'передать коллеге', 8).hits[0].tokens).toEqual(['передать', 'коллеге']);
  expect(search(index, 'ujhzxbt', 8).hits[0].tokens).toEqual(['горячие']);
  expect(search(index, 'hotkeys', 8).hits[0].tokens).toEqual(expect.arrayContaining(stems('горячие клавиши')));
});

test('a section\'s answer and the site-wide one merge, one entry per page, best first', () => {
  const a = search(index, 'передача', 8).hits;
  const merged = merge(a.slice(0, 1), a, 8);
  expect(merged.map((hit) => (hit.page || hit.document).u)).toEqual(a.map((hit) => (hit.page || hit.document).u));
});

test('shipped indexes: readers\' words join the keywords, link sections leave, the site-wide one keeps words, not paragraphs', () => {
  const plugin = (documents: SearchDocument[]): PluginPart => ({documents, index: lunrIndex(documents)});
  const parts = [pages, headings, descriptions, keywords, content].map(plugin);
  const lexicon = compileLexicon(['бан, блокировка']);
  const shipped = shippedIndex(parts, true, lexicon);
  const keywordPart = shipped[3] as {documents: SearchDocument[]};
  expect(keywordPart.documents).toContainEqual(expect.objectContaining({u: '/docs/agent/threads/client-ban-request', t: 'бан'}));
  const text = shipped[4] as {text: {docs: [number, string][]}};
  expect(text.text.docs).not.toContainEqual([6, '#что-дальше']);
  expect(text.text.docs).toHaveLength(content.length - 1);
  const section = shippedIndex(parts, false, lexicon)[4] as {documents: SearchDocument[]};
  expect(section.documents.map((document) => document.i)).not.toContain(27);
  // A list page the plugin leaves out comes in by its title and description.
  const withList = loadIndex(shippedIndex(parts, true, lexicon, [{u: '/blog', t: 'История версий', description: 'Заметки о выпусках.'}]));
  expect(search(withList, 'история версий', 8).hits[0].document).toMatchObject({u: '/blog', t: 'История версий', b: ['История версий']});
  expect(search(withList, 'заметки о выпусках', 8).hits[0].excerpt?.text).toBe('Заметки о выпусках.');
});

test('an index in two files: the head answers suggestions it has whole, the rest waits for the text', async () => {
  const {head, text} = indexFiles(site);
  expect(head).toHaveLength(4);
  // The head and the text, loaded one after the other, search as the whole index does.
  const loaded = loadIndex(text, loadIndex(head));
  for (const query of ['передать коллеге', 'черновик', 'hotkeys', 'лиценз']) {
    expect(search(loaded, query, 8).hits).toEqual(search(index, query, 8).hits);
  }
  let sendText: (serialized: SerializedIndex) => void = () => undefined;
  const textRead = new Promise<SerializedIndex>((resolve) => {
    sendText = resolve;
  });
  const engine = searcher(async (_baseUrl, _context, file) => (file === 'head' ? head : textRead));
  await engine.load('/', '');
  // «Горячие клавиши» is a title: answered before the text comes.
  expect((await engine.search('/', '', 'горячие клавиши', 8)).map((hit) => hit.document.u)).toEqual(['/docs/agent/threads/hotkeys']);
  // «Черновик» is only in a page's text, and the results page wants the whole index: both wait.
  let answered = false;
  const draft = engine.search('/', '', 'черновик', 8).then((hits) => {
    answered = true;
    return hits;
  });
  const results = engine.search('/', '', 'горячие клавиши', 100);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(answered).toBe(false);
  sendText(text);
  expect((await draft).map((hit) => hit.document.u)).toEqual(['/docs/admin/info/license']);
  expect((await results)[0].excerpt).toBeDefined();
});

test('typeset text: a non-breaking space and the non-breaking hyphen of «Чат‑центр» read as a space and a hyphen', () => {
  // src/plugins/typography binds words with U+00A0 and writes the product's name with U+2011.
  expect(stems('Чат\u2011центр хранит\u00a0переписку')).toEqual(stems('Чат-центр хранит переписку'));
  const typesetPages = [
    {i: 1, t: 'Что такое Чат\u2011центр', u: '/docs/start/whatis'},
    {i: 2, t: 'Хранение данных', u: '/docs/admin/info/storage'},
  ];
  const typesetText = [{i: 3, t: 'Чат\u2011центр хранит переписку 3\u00a0года.', s: 'Хранение данных', u: '/docs/admin/info/storage', p: 2}];
  const typeset = loadIndex([indexPart(typesetPages), {text: buildTextPart(typesetText)}]);
  for (const query of ['чат-центр', 'чат центр', 'Чат‑центр']) {
    expect(search(typeset, query, 8).hits.map((hit) => (hit.page || hit.document).u), query).toContain('/docs/start/whatis');
  }
  expect(search(typeset, 'переписку 3 года', 8).hits.map((hit) => (hit.page || hit.document).u)).toContain('/docs/admin/info/storage');
});

test('the index reads as the page: its texts typeset again after the plugin condensed their spaces', () => {
  // The plugin writes every white space of a page, U+00A0 too, as a plain space (its getCondensedText).
  const condensed: PluginPart[] = [{documents: [{i: 1, t: 'Файл до 20 МБ, переписка хранится 3 года.', s: 'Вложения и сроки', u: '/docs/admin/info/storage'}], index: lunrIndex([])}];
  const [part] = typesetParts(condensed);
  expect(part.documents[0].t).toBe('Файл до\u00a020\u00a0МБ, переписка хранится 3\u00a0года.');
  expect(part.documents[0].s).toBe('Вложения и\u00a0сроки');
  expect(part.documents[0].t).toHaveLength(condensed[0].documents[0].t.length);
});
