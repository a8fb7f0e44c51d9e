// The answers of search (src/plugins/search/engine/answers.ts) on a small site of their own, and the
// build's reading of a page into blocks (src/plugins/search/passages.ts): no build, no browser.
import {expect, test} from '@playwright/test';
import {answerer, choosePassages, CONFIDENCE, DECISIVE, isQuestion, partsOf, searchFirst, sentences, type Passage} from '../../src/plugins/search/engine/answers';
import {searcher, type IndexFile, type SerializedIndex} from '../../src/plugins/search/engine/search';
import {indexPart, unmarked} from '../../src/plugins/search/engine/text';
import {buildTextPart} from '../../src/plugins/search/engine/textIndex';
import {sitePassages} from '../../src/plugins/search/indexFiles';
import {pageSections} from '../../src/plugins/search/passages';
import {scrub} from '../../src/utils/scrub';

const AGENT = ['Пользовательская документация', 'Оператору', 'Работа с обращениями'];
const pages = [
  {i: 1, t: 'Передача обращения', u: '/docs/agent/threads/transfer', b: AGENT},
  {i: 2, t: 'Закреплённые сообщения', u: '/docs/agent/threads/pinned-message', b: AGENT},
  {i: 3, t: 'Частые вопросы', u: '/docs/faq', b: ['Пользовательская документация']},
  {i: 4, t: 'Передача обращения супервизором', u: '/docs/supervisor/threadcontrol/threadtransfer', b: ['Пользовательская документация', 'Супервизору']},
];
const headings = [
  {i: 11, t: 'Как передать обращение', u: '/docs/agent/threads/transfer', h: '#как-передать-обращение', p: 1},
  {i: 12, t: 'Передача и лимит', u: '/docs/agent/threads/transfer', h: '#передача-и-лимит', p: 1},
  {i: 13, t: 'Несколько закреплённых сообщений', u: '/docs/agent/threads/pinned-message', h: '#несколько-закреплённых-сообщений', p: 2},
  {i: 14, t: 'Операторам', u: '/docs/faq', h: '#операторам', p: 3},
  {i: 15, t: 'Передать обращение', u: '/docs/supervisor/threadcontrol/threadtransfer', h: '#передать-обращение', p: 4},
];
const MARK = '\u2063';
// Sections as the build writes them: blocks on lines, the cells of a row apart, the FAQ's questions marked.
const content = [
  {i: 21, t: 'Передача — переназначение обращения другому оператору или сегменту.', s: 'Передача обращения', u: '/docs/agent/threads/transfer', h: '', p: 1},
  {
    i: 22,
    t: 'Откройте обращение в разделе Назначенные.\nНажмите Передать в заголовке обращения или Ctrl+Shift+H.\nВыберите коллегу и напишите комментарий. Нажмите Передать.',
    s: 'Как передать обращение',
    u: '/docs/agent/threads/transfer',
    h: '#как-передать-обращение',
    p: 1,
  },
  {i: 23, t: 'У каждого оператора есть лимит одновременных обращений.\nКоллега\tЗанят\tНельзя выбрать', s: 'Передача и лимит', u: '/docs/agent/threads/transfer', h: '#передача-и-лимит', p: 1},
  {i: 24, t: 'Закреплённое сообщение видно над лентой.', s: 'Закреплённые сообщения', u: '/docs/agent/threads/pinned-message', h: '', p: 2},
  {i: 25, t: 'В одном обращении можно закрепить до трёх сообщений.', s: 'Несколько закреплённых сообщений', u: '/docs/agent/threads/pinned-message', h: '#несколько-закреплённых-сообщений', p: 2},
  {
    i: 26,
    t: `${MARK}#как-закрепить-сообщение${MARK}\nКак закрепить сообщение?\nОткройте меню сообщения и выберите Закрепить.`,
    s: 'Операторам',
    u: '/docs/faq',
    h: '#операторам',
    p: 3,
  },
  {i: 27, t: 'Супервизор передаёт любое обращение из Контроля обращений: нажмите Передать в строке обращения.', s: 'Передать обращение', u: '/docs/supervisor/threadcontrol/threadtransfer', h: '#передать-обращение', p: 4},
];
const descriptions = pages.map((page) => ({i: page.i + 30, t: `Страница «${page.t}».`, s: page.t, u: page.u, p: page.i}));

/** The index files of this small site as the build writes them: a section's head and text, the site-wide three. */
function indexOf(context: string): Record<IndexFile, SerializedIndex> {
  const own = <T extends {u: string}>(documents: T[]) => documents.filter((document) => !context || document.u.startsWith(`/${context}/`));
  return {
    head: [indexPart(own(pages)), indexPart(own(headings)), indexPart(own(descriptions)), indexPart([])],
    text: context ? [indexPart(own(content))] : [{text: buildTextPart(content)}],
    passages: sitePassages([{documents: pages}, {documents: headings}, {documents: descriptions}, {documents: []}, {documents: content}] as never),
  };
}
const read = async (_baseUrl: string, context: string, file: IndexFile) => indexOf(context)[file];
const answers = answerer(searcher(read), read);
const ask = (question: string) => answers.answer('/', '', question);

test('a section\'s text is read as sentences: one per block or sentence, a table row as «cell — cell», no admonition label', () => {
  expect(sentences('Первое предложение. Второе: «в кавычках».\nПункт списка\nвнимание\nИмя\tДа\tКомментарий').map((one) => one.text)).toEqual([
    'Первое предложение.',
    'Второе: «в кавычках».',
    'Пункт списка',
    'Имя — Да — Комментарий',
  ]);
});

test('a question the FAQ files under its h2 is cited by its own heading', () => {
  const parts = partsOf(content[5]);
  expect(parts.map(({hash, heading}) => [hash, heading])).toEqual([['#как-закрепить-сообщение', 'Как закрепить сообщение?']]);
  expect(parts[0].sentences.map((one) => one.text)).toEqual(['Откройте меню сообщения и выберите Закрепить.']);
  expect(unmarked(content[5].t)).not.toContain(MARK);
});

test('a question is answered from the right section, its words marked, headed by page › section', async () => {
  const answer = await ask('как передать обращение коллеге');
  expect(answer.asked).toBe(true);
  const [first] = answer.passages;
  expect(`${first.url}${first.hash}`).toBe('/docs/agent/threads/transfer#как-передать-обращение');
  expect([first.page, first.section]).toEqual(['Передача обращения', 'Как передать обращение']);
  expect(first.text).toContain('Нажмите Передать');
  const marked = first.marks.map(([start, length]) => first.text.slice(start, start + length).toLowerCase());
  expect(marked).toEqual(expect.arrayContaining(['передать', 'обращения']));
  // «передать» also finds the readers' «переназначить», but «назначенные» is another word.
  expect(marked).not.toContain('назначенные');
  expect(answer.passages.length).toBeLessThanOrEqual(3);
});

test('the FAQ\'s question is cited by its own anchor', async () => {
  const answer = await ask('как закрепить сообщение в чате');
  expect(answer.ranked.map((passage) => `${passage.url}${passage.hash}`)).toContain('/docs/faq#как-закрепить-сообщение');
});

test('a question with a word no page has gets no passage, and the results stay', async () => {
  const answer = await ask('как передать обращение в инстаграм');
  expect(answer.unknown).toEqual(['инстаграм']);
  expect(answer.passages).toEqual([]);
  expect(answer.hits.length).toBeGreaterThan(0);
  // A word that says nothing of the subject is not a missing word, typed on the other layout too («yfie»: «нашу»).
  expect((await ask('передать обращение в yfie')).unknown).toEqual([]);
});

test('a verb no page has is how the reader puts it, not a subject the docs lack: no «не знаю» for it alone', async () => {
  // «влезает», «уложился», «распечатать» are in no page; the pages about what is asked still answer.
  for (const question of ['сколько сообщений влезает в закреплённые', 'передача обращения уложилась в лимит', 'как распечатать закреплённые сообщения']) {
    const answer = await ask(question);
    expect(answer.unknown, question).toEqual([]);
    expect(answer.ranked.length, question).toBeGreaterThan(0);
  }
  // A noun no page has still is: «принтере», «этикеток».
  expect((await ask('как распечатать закреплённые сообщения на принтере')).unknown).toEqual(['принтере']);
  expect((await ask('передача обращения для этикеток')).passages).toEqual([]);
});

test('the other keyboard layout and typos are answered, and the correction is told', async () => {
  const layout = await ask('crjkmrj vj;yj pfrhtgbnm cjj,otybq');
  expect(layout.corrected).toBe('сколько можно закрепить сообщений');
  expect(layout.ranked[0]?.hash).toBe('#несколько-закреплённых-сообщений');
  const typo = await ask('скока можно закрепть сообщений');
  expect(typo.ranked[0]?.hash).toBe('#несколько-закреплённых-сообщений');
});

test('a single word is searched, not answered; several words or a question mark are asked', async () => {
  expect(isQuestion('передача')).toBe(false);
  expect(isQuestion('передача?')).toBe(true);
  expect(isQuestion('передача обращения')).toBe(true);
  expect((await ask('передача')).asked).toBe(false);
});

test('on a role\'s section, that role\'s passage comes first, even where the operator\'s page says more', async () => {
  // «коллеге» is not in the supervisor's index: search asks the site-wide one too, whose operator's
  // page says every word and ranks first (as it does from the home page).
  const question = 'как передать обращение коллеге';
  const fromHome = await ask(question);
  const fromSupervisor = await answers.answer('/', 'docs/supervisor', question);
  expect(fromHome.passages[0].url).toBe('/docs/agent/threads/transfer');
  expect(fromSupervisor.hits.map((hit) => (hit.page || hit.document).u)).toContain('/docs/agent/threads/transfer');
  expect(fromSupervisor.ranked.map((passage) => passage.url)).toContain('/docs/agent/threads/transfer');
  expect(fromSupervisor.ranked[0].url).toBe('/docs/supervisor/threadcontrol/threadtransfer');
});

test('search\'s first page leads the answer unless a passage elsewhere is decisively better, and the first three name three pages', () => {
  const passage = (url: string, hash: string, score: number) => ({url, hash, score}) as Passage;
  const ranked = [passage('/a', '#1', 3), passage('/b', '', 3 - DECISIVE / 2), passage('/a', '#2', 2.5), passage('/c', '', 3 - 2 * DECISIVE)];
  const places = (list: Passage[]) => list.map(({url, hash}) => `${url}${hash}`);
  expect(places(searchFirst(ranked, '/b'))).toEqual(['/b', '/a#1', '/c', '/a#2']);
  expect(places(searchFirst(ranked, '/c'))).toEqual(['/a#1', '/b', '/c', '/a#2']);
  expect(places(searchFirst(ranked, '/elsewhere'))).toEqual(['/a#1', '/b', '/c', '/a#2']);
});

test('an unsure passage is the answer only on the page where the search found every word of the question', () => {
  // Every feature the confidence reads is 0: below its bias, not sure.
  const unsure = {url: '/a', hash: '', score: 1, features: new Array(21).fill(0)} as unknown as Passage;
  expect(CONFIDENCE.bias).toBeLessThan(0);
  expect(choosePassages([unsure])).toEqual([]);
  expect(choosePassages([unsure], [], '/b')).toEqual([]);
  expect(choosePassages([unsure], [], '/a')).toEqual([unsure]);
  // A word no page has is «не знаю» whatever the search found.
  expect(choosePassages([unsure], ['инстаграм'], '/a')).toEqual([]);
});

test('a word that says nothing of the subject counts for nothing, though a page has it', async () => {
  // «вопрос» is in the FAQ's title; «и» typed on the other layout is «b», a term of the API pages.
  const said = (answer: Awaited<ReturnType<typeof ask>>) => answer.ranked.map(({url, hash, coverage}) => [url, hash, coverage]);
  expect(said(await ask('вопрос как передать обращение'))).toEqual(said(await ask('как передать обращение')));
  // Nor do the words a question frames itself with: «узнать», «посмотреть» (the docs have them too).
  expect(said(await ask('где посмотреть как передать обращение'))).toEqual(said(await ask('где как передать обращение')));
  expect(said(await ask('как узнать сколько можно закрепить сообщений'))).toEqual(said(await ask('как сколько можно закрепить сообщений')));
});

test('the build reads a page\'s sections as the search plugin does, its blocks apart and the FAQ\'s questions marked', () => {
  // The zero-width space the theme puts in every heading's link.
  const ZWSP = '\u200b';
  const html = `<article><header><h1>Частые вопросы</h1></header><p>Вступление
    в две строки.</p><h2>Операторам<a class="hash-link" href="#операторам">${ZWSP}</a></h2>
    <details><summary><h3>Как закрепить?<a class="hash-link" href="#как-закрепить">${ZWSP}</a></h3></summary><div><p>Откройте <strong>меню</strong>.</p></div></details>
    <h2>Лимиты<a class="hash-link" href="#лимиты">${ZWSP}</a></h2><table><tr><th>Что</th><th>Сколько</th></tr><tr><td>Файл</td><td>20 МБ</td></tr></table></article>`;
  const sections = pageSections(html);
  expect(sections.get('')).toBe('Вступление в две строки.');
  expect(sections.get('#операторам')).toBe(`${MARK}#как-закрепить${MARK}\nКак закрепить?\u200b\nОткройте меню.`);
  expect(sections.get('#лимиты')).toBe('Что\tСколько\nФайл\t20 МБ');
});

test('e-mail addresses and phone numbers leave no trace in what goes to Metrica', () => {
  expect(scrub('пишу с anna.smirnova@example.ru, тел. +7 (912) 345-67-89, договор 6.27')).toBe('пишу с [e-mail], тел. [телефон], договор 6.27');
});
