// React's production build, as `npm run screens` renders with it: the same HTML, and a third of the time.
process.env.NODE_ENV = 'production';

import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {parseFragment, type DefaultTreeAdapterMap} from 'parse5';
import {drawings, drawingHash, manifestKey, markupOf, sha, type Drawing} from '../../screens/render';
import {renderToStaticMarkup} from 'react-dom/server';
import {drawnAsOf} from '../../screens/kit/labels';
import {ALL_LABELS, CLIENTS, LABELS, PERSONAS, THREAD_STATUSES, isNewer, menuOf, personaNamed, queueSection, release} from '../../src/model';

const ROOT = path.join(__dirname, '../..');
type Entry = {hash: string; pictures: Record<string, string>};
const manifest: {screens: Record<string, Entry>} = JSON.parse(readFileSync(path.join(ROOT, 'screens/manifest.json'), 'utf8'));

// Each drawing is rendered once for all the tests of this file, which run in one worker.
test.describe.configure({mode: 'default'});
let rendered: (Drawing & {markup: string})[] = [];
test.beforeAll(() => {
  rendered = drawings().map((drawing) => ({...drawing, markup: markupOf(drawing)}));
});

test.describe('product screens (npm run screens)', () => {
  test('every picture was taken from its screen as it renders now', () => {
    const stale = rendered.filter((drawing) => manifest.screens[manifestKey(drawing)]?.hash !== drawingHash(drawing.markup)).map(manifestKey);
    expect(stale, 'run `npm run screens` and commit the pictures').toEqual([]);
    const gone = Object.keys(manifest.screens).filter((key) => !rendered.some((drawing) => manifestKey(drawing) === key));
    expect(gone, 'screens no longer drawn: run `npm run screens`').toEqual([]);
  });

  test('the pictures in the docs are the ones rendered', () => {
    const changed = Object.entries(manifest.screens).flatMap(([key, entry]) =>
      Object.entries(entry.pictures)
        .filter(([file, hash]) => {
          const png = path.join(path.dirname(key), file);
          return !existsSync(path.join(ROOT, png)) || sha(readFileSync(path.join(ROOT, png))) !== hash;
        })
        .map(([file]) => file),
    );
    expect(changed, 'run `npm run screens`').toEqual([]);
  });
});

// What the screens show, read from their HTML (parse5): the states the model gives them.

type Element = DefaultTreeAdapterMap['element'];
type ChildNode = DefaultTreeAdapterMap['childNode'];

const classes = (node: Element) => (node.attrs.find((attr) => attr.name === 'class')?.value ?? '').split(' ');
function all(node: Element | DefaultTreeAdapterMap['documentFragment'], match: (el: Element) => boolean, found: Element[] = []): Element[] {
  for (const child of node.childNodes as ChildNode[]) {
    if ('tagName' in child) {
      if (match(child)) {
        found.push(child);
      }
      all(child, match, found);
    }
  }
  return found;
}
const withClass = (root: Element | DefaultTreeAdapterMap['documentFragment'], name: string) => all(root, (el) => classes(el).includes(name));
function text(node: ChildNode | Element): string {
  if (node.nodeName === '#text') {
    return (node as DefaultTreeAdapterMap['textNode']).value;
  }
  return 'childNodes' in node ? (node.childNodes as ChildNode[]).map(text).join('') : '';
}

test.describe('what the screens show follows the model (src/model/behaviours.ts, roles.ts)', () => {
  const trees = () => rendered.map((drawing) => ({key: manifestKey(drawing), tree: parseFragment(drawing.markup)}));

  test('an unassigned thread offers «Взять в работу», no «Передать» or «Завершить обращение», no message box', () => {
    const wrong: string[] = [];
    let unassigned = 0;
    for (const {key, tree} of trees()) {
      for (const thread of withClass(tree, 'thread')) {
        const status = text(withClass(withClass(thread, 'thread-head')[0], 'status')[0] ?? thread);
        const buttons = withClass(thread, 'thread-actions').flatMap((bar) => withClass(bar, 'button').map(text));
        const box = withClass(thread, 'composer').length > 0;
        if (status === THREAD_STATUSES.OPEN) {
          unassigned++;
          if (buttons.includes(LABELS.agent.transfer) || buttons.includes(LABELS.agent.finish) || box || !text(thread).includes(LABELS.agent.take)) {
            wrong.push(`${key}: ${buttons.join(', ')}${box ? ', message box' : ''}`);
          }
        } else if (status === THREAD_STATUSES.ASSIGNED && !buttons.includes(LABELS.agent.transfer)) {
          wrong.push(`${key}: a thread «В работе» without «Передать»`);
        }
      }
    }
    expect(unassigned, 'screens with an unassigned thread').toBeGreaterThan(0);
    expect(wrong).toEqual([]);
  });

  test('the open thread\'s card is in the section of the queue its last message gives it', () => {
    const wrong: string[] = [];
    for (const {key, tree} of trees()) {
      const [thread] = withClass(tree, 'thread');
      const [queue] = withClass(tree, 'queue');
      if (!thread || !queue) {
        continue;
      }
      let section = '';
      let cardSection = '';
      all(queue, (el) => {
        if (classes(el).includes('qsection')) {
          section = (el.childNodes as ChildNode[]).filter((child) => child.nodeName === '#text').map(text).join('');
        } else if (classes(el).includes('qcard') && classes(el).includes('active')) {
          cardSection = section;
        }
        return false;
      });
      const last = withClass(withClass(thread, 'feed')[0], 'msg').at(-1);
      const status = text(withClass(withClass(thread, 'thread-head')[0], 'status')[0]);
      const code = (Object.keys(THREAD_STATUSES) as (keyof typeof THREAD_STATUSES)[]).find((name) => THREAD_STATUSES[name] === status) ?? 'ASSIGNED';
      const expected = queueSection({status: code, lastFrom: last && classes(last).includes('msg-agent') ? 'agent' : 'client'});
      if (cardSection && cardSection !== expected) {
        wrong.push(`${key}: the card is in «${cardSection}», not «${expected}»`);
      }
    }
    expect(wrong).toEqual([]);
  });

  test('a user sees the main menu of their role', () => {
    const wrong: string[] = [];
    for (const {key, tree} of trees()) {
      for (const shell of withClass(tree, 'shell')) {
        const user = text(withClass(shell, 'user')[0]);
        const persona = personaNamed(user);
        const nav = withClass(shell, 'nav')[0];
        // The main menu's items, each by its own words (no counter, no sub-items).
        const items =
          nav && !classes(nav).includes('admin-nav')
            ? withClass(nav, 'nav-item')
                .filter((item) => classes(item).every((name) => ['nav-item', 'active', 'open'].includes(name)))
                .map((item) => (item.childNodes as ChildNode[]).filter((child) => child.nodeName === '#text').map(text).join(''))
            : undefined;
        const agentBar = withClass(shell, 'status-switch').length > 0;
        if (!persona) {
          wrong.push(`${key}: ${user} is not a person of src/model/personas.ts`);
        } else if ((persona.role === 'agent') !== agentBar || (items && persona.role !== 'admin' && items.join() !== menuOf([persona.role]).join())) {
          wrong.push(`${key}: ${user} (${persona.role}) sees ${items?.join(', ') ?? 'the admin menu'}${agentBar ? ' and the agent\'s status switch' : ''}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  test('people are the model\'s: staff where staff stand, clients where clients stand (src/model/personas.ts)', () => {
    const staff = new Set<string>(Object.values(PERSONAS).map((persona) => persona.name));
    const clients = new Set<string>(CLIENTS);
    expect([...clients].filter((name) => staff.has(name)), 'src/model/personas.ts: staff and a client at once').toEqual([]);
    // A person's name: a first name of the model's people and a capitalised surname.
    const first = [...new Set([...staff, ...clients].map((name) => name.split(' ')[0]))].join('|');
    const names = (value: string) => value.match(new RegExp(`(?<!\\p{L})(?:${first}) [А-ЯЁ][а-яё]+`, 'gu')) ?? [];
    const wrong: string[] = [];
    const expectIn = (key: string, place: string, el: Element, side: Set<string>) => {
      for (const name of all(el, () => true).flatMap((child) => (child.childNodes as ChildNode[]).filter((node) => node.nodeName === '#text').flatMap((node) => names(text(node))))) {
        if (!side.has(name)) {
          wrong.push(`${key}: ${name} ${staff.has(name) ? 'is staff' : clients.has(name) ? 'is a client' : 'is nobody of src/model/personas.ts'} in ${place}`);
        }
      }
    };
    for (const {key, tree} of trees()) {
      // Each text node by itself: a name and the timer after it are two nodes.
      for (const name of all(tree, () => true).flatMap((el) => (el.childNodes as ChildNode[]).filter((child) => child.nodeName === '#text').flatMap((child) => names(text(child))))) {
        if (!staff.has(name) && !clients.has(name)) {
          wrong.push(`${key}: ${name} is nobody of src/model/personas.ts`);
        }
      }
      // A queue card, a thread's head, the supervisor's thread card: the client.
      for (const el of [...withClass(tree, 'qcard-top'), ...withClass(tree, 'thread-head'), ...withClass(tree, 'svb-card-head')]) {
        expectIn(key, 'a client\'s place', el, clients);
      }
      // A table's «Клиент» column holds clients, its «Оператор» column staff.
      for (const table of all(tree, (el) => el.tagName === 'table')) {
        // Its own cells, not a nested table's.
        const own = (el: Element) => {
          let parent = el.parentNode as Element | null;
          while (parent && parent.tagName !== 'table') {
            parent = parent.parentNode as Element | null;
          }
          return parent === table;
        };
        const head = all(table, (el) => el.tagName === 'th' && own(el)).map((th) => text(th).trim());
        for (const row of all(table, (el) => el.tagName === 'tr' && own(el))) {
          (row.childNodes as ChildNode[]).filter((cell): cell is Element => 'tagName' in cell && cell.tagName === 'td' && !all(cell, (el) => el.tagName === 'table').length).forEach((cell, i) => {
            if (head[i] === 'Клиент') {
              expectIn(key, 'the «Клиент» column', cell, clients);
            } else if (head[i] === 'Оператор' || head[i] === 'Операторы') {
              expectIn(key, `the «${head[i]}» column`, cell, staff);
            }
          });
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  test('a queue card is drawn one way: the channel\'s square badge left of the client (docs/agent/queue/indicators)', () => {
    const wrong: string[] = [];
    let cards = 0;
    for (const {key, tree} of trees()) {
      for (const card of withClass(tree, 'qcard')) {
        cards++;
        const [lead] = (card.childNodes as ChildNode[]).filter((child): child is Element => 'tagName' in child);
        if (!lead || !classes(lead).includes('channel-badge')) {
          wrong.push(`${key}: ${text(card).slice(0, 40)}`);
        }
      }
    }
    expect(cards, 'queue cards on the screens').toBeGreaterThan(10);
    expect(wrong, 'a card starts with <ChannelBadge>, not an avatar').toEqual([]);
  });

  test('a client\'s ID on a screen has the external API\'s format, `cl_…`', () => {
    // The format of every client ID the spec's examples give.
    const spec = readFileSync(path.join(ROOT, 'static/openapi/external-api.yaml'), 'utf8');
    const examples = [...spec.matchAll(/\bcl_[A-Za-z0-9]+/g)].map((match) => match[0]);
    expect(examples.length, 'client IDs in external-api.yaml').toBeGreaterThan(3);
    const format = /^cl_[A-Za-z0-9]{8}$/;
    expect(examples.filter((id) => !format.test(id)), 'external-api.yaml').toEqual([]);
    const wrong = rendered.flatMap((drawing) =>
      [...drawing.markup.replace(/<[^>]+>/g, ' ').matchAll(/ID клиента:? ([^\s·<]+)/g)].filter((match) => !format.test(match[1])).map((match) => `${manifestKey(drawing)}: ${match[0]}`),
    );
    expect(wrong).toEqual([]);
  });

  test('a tab of a page of the administration is drawn one way on every screen', () => {
    const forms = new Map<string, {key: string; labels: string}>();
    const wrong: string[] = [];
    for (const {key, tree} of trees()) {
      const [main] = withClass(tree, 'admin-main');
      const [tabs] = main ? withClass(main, 'tabs') : [];
      if (!tabs) {
        continue;
      }
      const place = `${withClass(main, 'admin-crumbs').map(text).join()} · ${withClass(tabs, 'active').map(text).join()}`;
      const labels = [...withClass(main, 'form-label'), ...withClass(main, 'field-label')].map(text).filter(Boolean).join(' | ');
      const seen = forms.get(place);
      if (seen && seen.labels !== labels) {
        wrong.push(`${place}: ${seen.key} and ${key} draw it differently`);
      }
      forms.set(place, seen ?? {key, labels});
    }
    expect(forms.size, 'tabs of administration pages on the screens').toBeGreaterThan(5);
    expect(wrong).toEqual([]);
  });

  test('a tab the model names is drawn as a tab on a screen', () => {
    // A label the model calls a tab (`…Tab`, `…tabs[…]`): a page sends readers to it, so a screen shows it.
    const tabs = ALL_LABELS.filter((label) => /(Tab|[tT]abs\[[^\]]*\])$/.test(label.path));
    // A tab may carry a count: «Запросы (3)».
    const drawn = new Set(trees().flatMap(({tree}) => withClass(tree, 'tab').map((tab) => text(tab).replace(/\s*\(\d+\)$/, '').trim())));
    expect(tabs.length, 'labels of tabs in src/model/labels.ts').toBeGreaterThan(5);
    expect(tabs.filter((label) => !drawn.has(label.text)).map((label) => `${label.path} «${label.text}»`), 'tabs of src/model/labels.ts no screen draws').toEqual([]);
  });
});

test('a release note\'s picture shows no label of a later version', () => {
  const wrong: string[] = [];
  const later = (version: string) => {
    // Labels whose words no label of that version or before has: a later one, if a picture shows them.
    const older = new Set(ALL_LABELS.filter((label) => !label.since || !isNewer(label.since, version)).map((label) => label.text));
    return [...new Set(ALL_LABELS.filter((label) => label.since && isNewer(label.since, version) && !older.has(label.text)).map((label) => label.text))];
  };
  for (const file of readdirSync(path.join(ROOT, 'blog')).filter((name) => name.endsWith('.mdx'))) {
    const source = readFileSync(path.join(ROOT, 'blog', file), 'utf8');
    const version = /^slug: (\d+)-(\d+)$/m.exec(source)!.slice(1).join('.');
    const [, dir, id, asOf] = /^import shot from '@site\/(docs\/.+\/img)\/([^/'@]+)(?:@([\d.]+))?\.screen\.js';$/m.exec(source) ?? [];
    const drawing = rendered.find((item) => item.screen.dir === dir && item.name === (asOf ? `${id}@${asOf}` : id));
    if (!drawing) {
      wrong.push(`${file}: no screen ${dir}/${id}${asOf ? `@${asOf}` : ''} (versions: in its screen)`);
      continue;
    }
    // Drawn as the note's version, with each later label a mark: no mark, and no later label's words.
    const marked = drawnAsOf(version, () => renderToStaticMarkup(drawing.screen.render()), true);
    const marks = [...new Set(marked.match(/⟦[^⟧]*⟧/g) ?? [])];
    const shown = later(version).filter((label) => drawing.markup.includes(`>${label}<`));
    // Nor a day after the release: «19.11.2025» on a picture of 26.03.2025 (the year of the timeline, 2025).
    const released = release(version)!.date;
    const future = [...drawing.markup.replace(/<[^>]+>/g, ' ').matchAll(/(?<![\d.])(\d{2})\.(\d{2})(?:\.(\d{4}))?(?![\d.])/g)]
      .filter(([, dd, mm, yyyy]) => Number(mm) >= 1 && Number(mm) <= 12 && `${yyyy ?? released.slice(0, 4)}-${mm}-${dd}` > released)
      .map(([date]) => date);
    if (marks.length || shown.length || future.length) {
      wrong.push(`${file} (${version}): ${[...marks, ...shown, ...new Set(future)].join(', ')}`);
    }
  }
  expect(wrong, 'give the screen `versions: [\'6.N\']`, import <id>@6.N.screen.js in the note, and ask shown(label) in the kit').toEqual([]);
});
