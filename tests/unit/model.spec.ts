/**
 * One product, one truth: the pages, the release notes and the OpenAPI specs against the product
 * model (src/model). No build: the sources are parsed as Docusaurus parses them (./pages.ts). What
 * each check says when it fails, and how to fix it, is in CONTRIBUTING.md, «Модель продукта».
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import YAML from 'yaml';
import type {Nodes} from 'mdast';
import {
  ALL_LABELS,
  BOTS,
  CHANNELS,
  FACTS,
  LABEL_FORMS,
  MAY,
  MESSAGE_DELETION,
  MESSAGE_EDITING,
  OPEN_THREAD,
  PRIORITY,
  TAGS,
  THREAD_LIMIT,
  TRANSFER,
  TOPIC,
  isNewer,
  LABELS,
  PERSONAS,
  PRIORITIES,
  RELEASES,
  ROLES,
  SPELLINGS,
  THREAD_STATUSES,
  USER_ACTIONS,
  AGENT_STATUSES,
  reversedLogin,
  unitWords,
  unknownSincePaths,
  type Fact,
  type Feature,
} from '../../src/model';
import {filesOf, pages, parse, plain, proseBlocks, ROOT, sources, visit} from './pages';

test.describe.configure({mode: 'default'});

const spec = (file: 'external-api' | 'bot-api') => YAML.parse(readFileSync(path.join(ROOT, `static/openapi/${file}.yaml`), 'utf8'));
const SPECS = {'external-api': spec('external-api'), 'bot-api': spec('bot-api')};

/** A JSON pointer into a spec: /components/schemas/X/properties/text/maxLength. */
function at(document: unknown, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], document);
}

test.describe('the model', () => {
  test('names each label of LABEL_SINCE and LABEL_FORMS', () => {
    expect(unknownSincePaths(), 'src/model/labels.ts, LABEL_SINCE').toEqual([]);
    const texts = new Set(ALL_LABELS.map((label) => label.text));
    expect(Object.keys(LABEL_FORMS).filter((label) => !texts.has(label)), 'src/model/labels.ts, LABEL_FORMS').toEqual([]);
  });

  test('dates no label before a feature it names («Как у AI-ассистента» is no older than «AI-ассистент»)', () => {
    // A feature's name: a menu item of a version after 6.13 (a main menu, a section of «Администрирование») that no older label spells the same.
    const features = ALL_LABELS.filter((label) => label.since && /^(nav\.|admin\.(sections|routing|workplace|chat|integrations|info)\[)/.test(label.path) && !ALL_LABELS.some((other) => other.text === label.text && (!other.since || isNewer(label.since!, other.since))));
    const early = ALL_LABELS.flatMap((label) =>
      features
        .filter((feature) => feature !== label && feature.text !== label.text && (!label.since || isNewer(feature.since!, label.since)))
        .filter((feature) => {
          // The feature's name in any case ending: «AI-ассистент», «AI-ассистента».
          const stem = /[а-яё]$/iu.test(feature.text) ? feature.text.slice(0, -1) : feature.text;
          const at = label.text.indexOf(stem);
          return at >= 0 && !/\p{L}/u.test(label.text[at - 1] ?? '');
        })
        .map((feature) => `${label.path} «${label.text}» (${label.since ?? 'before 6.13'}) names «${feature.text}» (${feature.since})`),
    );
    expect(early, 'src/model/labels.ts, LABEL_SINCE').toEqual([]);
  });

  test('gives each action to the roles its behaviour names, and their menus offer it', () => {
    const roles = (action: string) => (Object.keys(MAY) as (keyof typeof MAY)[]).filter((role) => (MAY[role] as readonly string[]).includes(action));
    const staff = (who: readonly string[]) => who.filter((actor) => actor !== 'integrator');
    expect(roles('setPriority'), 'src/model: PRIORITY.setBy against MAY').toEqual(staff(PRIORITY.setBy));
    expect(roles('deleteMessage'), 'src/model: MESSAGE_DELETION.who against MAY').toEqual(staff(MESSAGE_DELETION.who));
    expect(roles('editOwnMessage'), 'src/model: MESSAGE_EDITING.who against MAY').toEqual(staff(MESSAGE_EDITING.who));
    // Above the agent's limit: the supervisor's «Сверх лимита», the external API's `ignoreLimit`.
    expect((THREAD_LIMIT.exceededBy as readonly string[]).includes('integrator'), 'src/model: THREAD_LIMIT.exceededBy against ignoreLimit of static/openapi/external-api.yaml').toBe(
      readFileSync(path.join(ROOT, 'static/openapi/external-api.yaml'), 'utf8').includes('ignoreLimit:'),
    );
    expect(roles('assignOverLimit'), 'src/model: THREAD_LIMIT.exceededBy against MAY').toEqual(staff(THREAD_LIMIT.exceededBy));
    // Where a role changes the priority, its menu has the item: the agent's «Ещё», the supervisor's row menu.
    const item = LABELS.agent.moreMenu[1];
    expect(LABELS.agent.moreMenu.includes(item), 'LABELS.agent.moreMenu offers the priority').toBe(roles('setPriority').includes('agent'));
    expect((LABELS.threadCard.rowMenu as readonly string[]).includes(item), 'LABELS.threadCard.rowMenu offers the priority').toBe(roles('setPriority').includes('supervisor'));
  });

  test('lets a bot and an integrator set what the thread requests of their APIs take', () => {
    // The properties of the request bodies of an API's thread operations (`/threads/…`).
    const takes = (file: 'external-api' | 'bot-api') => {
      const api = spec(file);
      const deref = (node: {$ref?: string} | undefined): Record<string, unknown> | undefined =>
        node?.$ref ? deref(node.$ref.split('/').slice(1).reduce((at: Record<string, never>, key) => at[key], api)) : (node as Record<string, unknown> | undefined);
      return Object.entries(api.paths as Record<string, Record<string, {requestBody?: {content?: Record<string, {schema?: {$ref?: string}}>}}>>)
        .filter(([route]) => route.startsWith('/threads'))
        .flatMap(([, operations]) => Object.values(operations))
        .flatMap((operation) => Object.keys((deref(operation.requestBody?.content?.['application/json']?.schema)?.properties as object | undefined) ?? {}));
    };
    const bot = takes('bot-api');
    const integrator = takes('external-api');
    for (const [name, behaviour, fields] of [['TAGS', TAGS, ['tags']], ['TOPIC', TOPIC, ['topic', 'topicId']], ['PRIORITY', PRIORITY, ['priority']]] as const) {
      const setBy = behaviour.setBy as readonly string[];
      expect(setBy.includes('bot'), `src/model: ${name}.setBy against the thread requests of static/openapi/bot-api.yaml`).toBe(fields.some((field) => bot.includes(field)));
      expect(setBy.includes('integrator'), `src/model: ${name}.setBy against the thread requests of static/openapi/external-api.yaml`).toBe(fields.some((field) => integrator.includes(field)));
    }
  });

  test('refuses a bot a second open thread in a channel as the bot API does', () => {
    const conflict = spec('bot-api').paths['/threads'].post.responses['409'].description as string;
    expect(conflict, 'src/model: OPEN_THREAD.botConflict against 409 of POST /threads, static/openapi/bot-api.yaml').toContain(`\`${OPEN_THREAD.botConflict}\` — У клиента уже есть незакрытое обращение в этом канале`);
    // Staff write first only where no thread is open, and the outgoing message closes a resolved one: one open thread stays one.
    expect(OPEN_THREAD.outgoingClosesResolved || !(OPEN_THREAD.outgoingWhen as readonly string[]).includes('RESOLVED'), 'src/model: an outgoing message beside a «Решено» thread makes two open threads unless it closes it').toBe(true);
  });

  test('shows a transfer comment to whom the model says, in the spec and on the API page', () => {
    const description = spec('external-api').paths['/threads/{threadId}/transfer'].post.description as string;
    expect(description.replace(/\s+/g, ' '), 'static/openapi/external-api.yaml, transferThread: who sees the comment (TRANSFER.commentSeenBy)').toContain(TRANSFER.commentSeenBy);
    const page = readFileSync(path.join(ROOT, 'docs/api/external-api/threads/transfer-thread.mdx'), 'utf8');
    expect(page.replace(/\s+/g, ' '), 'docs/api/external-api/threads/transfer-thread.mdx: who sees the comment (TRANSFER.commentSeenBy)').toContain(TRANSFER.commentSeenBy);
  });

  test('has a release note for each release of the timeline, with its date and its features', () => {
    const notes = pages().filter((page) => page.file.startsWith('blog/'));
    for (const release of RELEASES) {
      const note = notes.find((page) => page.route === `/blog/${release.version.replace('.', '-')}`);
      expect(note, `blog/: no note of ${release.version}`).toBeTruthy();
      expect(note!.file, `${note!.file}: dated as in src/model/versions.ts`).toContain(release.date);
      // «Новое»: its items link the features' pages, the headline first.
      const news = note!.tree.children.findIndex((node) => node.type === 'heading' && plain(node) === 'Новое');
      const list = note!.tree.children.slice(news).find((node) => node.type === 'list');
      // Each item: the page its first link names, and every page it links.
      const items: {page: string; links: string[]}[] = [];
      visit(list as Nodes, (node) => {
        if (node.type === 'listItem') {
          const first = (node.children[0] as Nodes | undefined) && 'children' in node.children[0] ? (node.children[0].children as Nodes[]).find((child) => child.type === 'link') : undefined;
          if (first?.type === 'link') {
            const links: string[] = [];
            visit(node, (link) => void (link.type === 'link' && links.push(link.url.replace(/#.*/, ''))));
            items.push({page: first.url.replace(/#.*/, ''), links});
          }
        }
      });
      const message = `${note!.file}: «Новое» lists the features of ${release.version} (src/model/versions.ts)`;
      expect(items.map((item) => item.page), message).toEqual(release.features.map((feature) => feature.page));
      // A feature with pages of several roles is one item that links them all.
      expect(items.map((item, i) => (release.features[i] as Feature).also?.filter((page) => !item.links.includes(page)) ?? []).flat(), message).toEqual([]);
    }
    expect(notes.length, 'a note for a version missing from src/model/versions.ts').toBe(RELEASES.length);
  });
});

test.describe('the OpenAPI specs agree with the model', () => {
  test('limits: maxLength, maxItems, minimum, maximum, default', () => {
    const wrong = Object.entries(FACTS).flatMap(([id, fact]: [string, Fact]) =>
      (fact.spec ?? []).filter(({file, pointer}) => at(SPECS[file], pointer) !== fact.value).map(({file, pointer}) => `${id} = ${fact.value}, ${file}${pointer} = ${String(at(SPECS[file], pointer))}`),
    );
    expect(wrong).toEqual([]);
  });

  test('enums: statuses, channels, priorities, roles, agent statuses, webhooks, handover, user actions', () => {
    const schema = (file: 'external-api' | 'bot-api', name: string) => at(SPECS[file], `/components/schemas/${name}`) as {enum: string[]};
    for (const file of ['external-api', 'bot-api'] as const) {
      expect(schema(file, 'ThreadStatus').enum, file).toEqual(Object.keys(THREAD_STATUSES));
      expect(schema(file, 'ChannelCode').enum, file).toEqual(Object.keys(CHANNELS));
    }
    expect(Object.keys(CHANNELS)).toEqual(Object.keys(LABELS.channels));
    expect(schema('external-api', 'Priority').enum).toEqual(Object.keys(PRIORITIES));
    expect(schema('external-api', 'AgentStatus').enum).toEqual(Object.keys(AGENT_STATUSES));
    expect(at(SPECS['external-api'], '/components/schemas/Agent/properties/roles/items/enum')).toEqual(Object.values(ROLES).map((role) => role.code));
    expect(schema('bot-api', 'EventName').enum).toEqual(BOTS.events);
    expect(at(SPECS['bot-api'], '/components/schemas/CloseThreadRequest/properties/reason/enum')).toEqual(BOTS.closeReasons);
    expect(at(SPECS['external-api'], '/components/schemas/UserActionList/properties/items/items/properties/action/enum')).toEqual(USER_ACTIONS);
  });

  test('the channels that show no buttons are the ones the specs refuse buttons in', () => {
    // The 422 answers name them: «Канал не показывает кнопки (например, `EMAIL`)».
    const refused = [...readFileSync(path.join(ROOT, 'static/openapi/external-api.yaml'), 'utf8').matchAll(/Канал не показывает кнопки \(например, ([^)]*)\)/g)].flatMap(([, list]) =>
      [...list.matchAll(/`([A-Z]+)`/g)].map(([, code]) => code),
    );
    expect(refused.length).toBeGreaterThan(0);
    const none = Object.entries(CHANNELS).filter(([, channel]) => channel.buttons === 'none').map(([code]) => code);
    expect(none).toEqual(expect.arrayContaining(refused));
  });
});

// Bold labels

/** Bold text that is no label of the product, and why it stays bold. Short: fix the page instead. */
const NOT_LABELS: Record<string, string> = {
  Разрешить: 'the browser\'s own button in its notification prompt (docs/admin/widget/push-notifications)',
  Блокировать: 'the browser\'s own button in its notification prompt',
  'File → Add Package Dependencies': 'Xcode\'s menu (docs/sdk/sdk-mobilechat)',
  важно: 'what bold looks like in a message (docs/additional-function/markdown)',
};

const LABEL_TEXTS = new Set([...ALL_LABELS.map((label) => label.text), ...Object.values(LABEL_FORMS).flat()]);

/** A menu path «Администрирование → Интеграции → Чат-боты»: each step in the menu of the one before. */
function menuPathProblem(parts: string[]): string | undefined {
  const unknown = parts.filter((part) => !LABEL_TEXTS.has(part));
  if (unknown.length) {
    return `not labels: ${unknown.join(', ')}`;
  }
  const admin = LABELS.nav.admin[0];
  const children: Record<string, readonly string[]> = {
    [admin]: LABELS.admin.sections,
    [LABELS.admin.sections[1]]: LABELS.admin.routing,
    [LABELS.admin.sections[3]]: LABELS.admin.workplace,
    [LABELS.admin.sections[4]]: LABELS.admin.chat,
    [LABELS.admin.sections[5]]: LABELS.admin.integrations,
    [LABELS.admin.sections[8]]: LABELS.admin.info,
    [LABELS.nav.supervisor[5]]: LABELS.supervisorSettings,
  };
  for (let i = 1; i < parts.length; i++) {
    const under = children[parts[i - 1]];
    if (under && (parts[i - 1] !== admin || i === 1) && !under.includes(parts[i])) {
      return `«${parts[i]}» is not in «${parts[i - 1]}»`;
    }
  }
  return undefined;
}

test('every bold text of a page is a label of the product', () => {
  const problems: string[] = [];
  for (const {file, tree} of sources()) {
    visit(tree, (node) => {
      if (node.type !== 'strong') {
        return;
      }
      const text = plain(node).replace(/\s+/g, ' ').trim();
      // A label with the count the product shows in it: «Фильтры (4)», «В очереди: 3».
      const bare = text.replace(/(?: \(\d+\)|: \d+)$/, '');
      if (LABEL_TEXTS.has(bare) || text in NOT_LABELS) {
        return;
      }
      const parts = text.split(/\s*→\s*/);
      const problem = parts.length > 1 ? menuPathProblem(parts) : 'not a label';
      if (problem) {
        problems.push(`${file}:${node.position?.start.line}: **${text}** — ${problem}`);
      }
    });
  }
  expect(problems, 'a label: add it to src/model/labels.ts (with its version); emphasis: not bold').toEqual([]);
});

// Numbers next to facts

const NUMBER = String.raw`(\d{1,3}(?:[ \u00a0]\d{3})+|\d+)([.,]\d+)?`;
/** Words around a number that make it an example, a comparison or a condition, not a statement of a fact. */
const NOT_A_STATEMENT = /например|скажем|если|меньше|больше|короче|длиннее|слишком|не менее|не более чем|вместо|средн/i;
/** How far before (and after) a number the words of a fact are looked for, in characters. */
const BEFORE = 50;
const AFTER = 20;

/**
 * The numbers with a unit in a text that contradict a fact: a fact of that unit whose words stand
 * next to the number, and none of them with the number's value. An example, a comparison or a
 * condition («например 15 минут», «короче 15 минут», «если сократить до 30 дней») states no fact.
 */
export function contradictions(text: string): string[] {
  const found: string[] = [];
  const facts = Object.entries(FACTS) as [string, Fact][];
  const units = [...new Set(facts.map(([, fact]) => fact.unit))].filter((unit) => unitWords(unit).length);
  for (const sentence of text.split(/(?<=[.!?;])\s+/)) {
    if (NOT_A_STATEMENT.test(sentence)) {
      continue;
    }
    for (const unit of units) {
      const re = new RegExp(`(?<![\\d.,])${NUMBER}[ \\u00a0]?(${unitWords(unit).join('|')})(?![\\p{L}])`, 'gu');
      for (const match of sentence.matchAll(re)) {
        if (match[2]) {
          continue; // 4,2 обращения: an average, no limit
        }
        const value = Number(match[1].replace(/[ \u00a0]/g, ''));
        // Checked when a fact's word stands next to the number; any fact of the unit the sentence names may hold it.
        const around = sentence.slice(Math.max(0, match.index - BEFORE), match.index + match[0].length + AFTER).toLowerCase();
        const whole = sentence.toLowerCase();
        const has = (text: string, word: string) => new RegExp(`(?<!\\p{L})${word}`, 'u').test(text);
        const names = (text: string, near: Fact['near']) => near.some((words) => (typeof words === 'string' ? [words] : words).every((word) => has(text, word)));
        const trigger = facts.some(([, fact]) => fact.unit === unit && fact.near.some((words) => has(around, typeof words === 'string' ? words : words[0])));
        const about = facts.filter(([, fact]) => fact.unit === unit && names(whole, fact.near));
        if (trigger && about.length && !about.some(([, fact]) => fact.value === value)) {
          found.push(`«${match[0]}» in «${sentence.trim().slice(0, 140)}» — ${about.map(([id, fact]) => `${id} = ${fact.value}`).join(', ')}`);
        }
      }
    }
  }
  return found;
}

test('a number with a unit next to a fact is the fact\'s value', () => {
  // A label's numbers («Последние 30 дней») are its words, not a fact: proseBlocks masks them.
  // CONTRIBUTING.md too: what it tells a writer about the product agrees with the model.
  const contributing = {file: 'CONTRIBUTING.md', tree: parse(readFileSync(path.join(ROOT, 'CONTRIBUTING.md'), 'utf8'), 'CONTRIBUTING.md')};
  const problems = [...sources(), contributing].flatMap(({file, tree}) =>
    proseBlocks(tree, {maskLabels: true}).flatMap(({text, line}) => contradictions(text).map((problem) => `${file}:${line}: ${problem}`)),
  );
  expect(problems, 'print the fact from src/model/limits.ts (`:fact[…]`) or fix the number').toEqual([]);
});

test('the specs\' descriptions state the facts with the model\'s numbers', () => {
  const problems: string[] = [];
  for (const [file, document] of Object.entries(SPECS)) {
    const walk = (value: unknown, where: string) => {
      if (typeof value === 'string') {
        problems.push(...contradictions(value).map((problem) => `${file}${where}: ${problem}`));
      } else if (value && typeof value === 'object') {
        for (const [key, item] of Object.entries(value)) {
          if (key === 'description' || key === 'summary' || typeof item === 'object') {
            walk(item, `${where}/${key}`);
          }
        }
      }
    };
    walk(document, '');
  }
  expect(problems).toEqual([]);
});

// Related pages

test('«Связанные страницы» and «Что дальше» name each page by its title', () => {
  const titles = new Map(pages().map((page) => [page.route, page.title]));
  const problems: string[] = [];
  for (const {file, tree} of pages()) {
    tree.children.forEach((node, index) => {
      if (node.type !== 'heading' || node.depth !== 2 || !/^(Связанные страницы|Что дальше)$/.test(plain(node))) {
        return;
      }
      const list = tree.children.slice(index + 1).find((next) => next.type === 'list' || next.type === 'heading');
      for (const item of list?.type === 'list' ? list.children : []) {
        const paragraph = item.children[0];
        const [link, ...rest] = paragraph?.type === 'paragraph' ? paragraph.children : [];
        if (link?.type !== 'link' || !link.url.startsWith('/')) {
          continue;
        }
        const title = titles.get(link.url.replace(/#.*/, ''));
        const after = rest.map((child) => plain(child as Nodes)).join('');
        if (title !== undefined && (plain(link) !== title || (after.trim() && !/^\s+—\s/.test(after)))) {
          problems.push(`${file}:${item.position?.start.line}: [${plain(link)}](${link.url})${after.slice(0, 30)} — the page is «${title}»`);
        }
      }
    });
  }
  expect(problems, 'write [the page\'s title](route) — and a comment after a dash').toEqual([]);
});

// Words

test('a field named after a verb is quoted as a field: «в поле **Причина** выберите», not «Выберите **Причина**»', () => {
  // «Задайте», «Заполните», «Укажите» take a field, and «Выберите **X**:» a field whose values follow. A field's name
  // stays as the product writes it, so a name that would have to bend (a feminine noun, a verb, «Норма до») gets
  // «в поле» or «поля»: «Заполните поля **Фамилия**, **Имя**».
  const verb = /(?<!\p{L})(?:[Зз]адайте|[Зз]аполните|[Уу]кажите|указывает|заполняет|задаёт|[Вв]ыберите|выбирает)\s+\*\*([^*]+)\*\*(:?)/gu;
  const bends = (name: string) => /^\p{L}+(?<!м)[ая](?:\s|$)/u.test(name) || /^\p{L}+(?:ть|ться)(?:\s|$)/u.test(name) || /\s(?:до|с|по|через)$|, мин$/u.test(name);
  const problems: string[] = [];
  for (const {file} of sources()) {
    readFileSync(path.join(ROOT, file), 'utf8')
      .split('\n')
      .forEach((line, i) => {
        for (const [match, name, colon] of line.matchAll(verb)) {
          const picksValue = /[Вв]ыбир|[Вв]ыберите/u.test(match) && !colon;
          if (bends(name) && !picksValue) {
            problems.push(`${file}:${i + 1}: «${match}» — write «в поле **${name}** …»`);
          }
        }
      });
  }
  expect(problems).toEqual([]);
});

test('one spelling per term, one login per person, „inner“ quotes inside «outer» ones', () => {
  const problems: string[] = [];
  const wrong = Object.entries(SPELLINGS).map(([bad, good]) => ({bad, good, re: new RegExp(`(?<![\\p{L}-])${bad}`, 'u')}));
  const logins = Object.values(PERSONAS).map((persona) => ({bad: reversedLogin(persona.login), good: persona.login}));
  for (const {file, tree} of sources()) {
    for (const {text, line} of proseBlocks(tree)) {
      for (const {bad, good, re} of wrong) {
        if (re.test(text)) {
          problems.push(`${file}:${line}: «${bad}» — the product writes «${good}»`);
        }
      }
      let depth = 0;
      for (const char of text) {
        depth += char === '«' ? 1 : char === '»' ? -1 : 0;
        if (depth > 1) {
          problems.push(`${file}:${line}: «…«…»…» in «${text.slice(0, 100)}» — quotes inside quotes are „…“`);
          break;
        }
      }
    }
  }
  // Logins are in code, examples, screens and specs too.
  const files = [...sources().map(({file}) => file), ...filesOf('screens', /\.tsx?$/), 'static/openapi/external-api.yaml', 'static/openapi/bot-api.yaml'];
  for (const file of files) {
    const source = readFileSync(path.join(ROOT, file), 'utf8');
    for (const {bad, good} of logins) {
      if (new RegExp(`(?<![\\w.])${bad.replace('.', '\\.')}(?![\\w])`).test(source)) {
        problems.push(`${file}: login «${bad}» — the person's login is «${good}» (src/model/personas.ts)`);
      }
    }
  }
  expect(problems).toEqual([]);
});
