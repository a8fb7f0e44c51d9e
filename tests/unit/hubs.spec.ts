import {expect, test} from '@playwright/test';
import {buildHubs, MAX_CHANGES, type HubDoc} from '../../src/plugins/hubs/data';
import {faqQuestions} from '../../src/plugins/hubs/faq';
import type {Change} from '../../src/plugins/releaseNotes/types';

// A folder's hub (src/plugins/hubs): what it lists, from the docs, the release notes and the FAQ.

const doc = (id: string, title: string, permalink = `/docs/${id.replace(/\/index$/, '')}`): HubDoc => ({
  id,
  title,
  description: `О странице «${title}».`,
  permalink,
  sourceDirName: id.includes('/') ? id.slice(0, id.lastIndexOf('/')) : '.',
});

const DOCS = [
  doc('agent/index', 'Оператору'),
  doc('agent/quickstart', 'Быстрый старт оператора'),
  doc('agent/threads/index', 'Работа с обращениями'),
  doc('agent/threads/transfer', 'Передача обращения'),
  doc('agent/threads/features', 'Окно обращения'),
  doc('admin/index', 'Администратору'),
  doc('admin/widget', 'Виджет'),
];

/** The sidebar as Docusaurus loads it: `Окно обращения` before `Передача обращения`, the folder labelled by its category. */
const SIDEBARS = {
  tutorialSidebar: [
    {
      type: 'category' as const,
      label: 'Оператору',
      link: {type: 'doc' as const, id: 'agent/index'},
      collapsed: true,
      collapsible: true,
      items: [
        {type: 'doc' as const, id: 'agent/quickstart'},
        {
          type: 'category' as const,
          label: 'Обращения',
          link: {type: 'doc' as const, id: 'agent/threads/index'},
          collapsed: true,
          collapsible: true,
          items: [
            {type: 'doc' as const, id: 'agent/threads/features'},
            {type: 'doc' as const, id: 'agent/threads/transfer'},
          ],
        },
      ],
    },
  ],
};

const change = (doc: string, text: string): Change => ({kind: 'new', roles: ['agent'], summary: [{text}], doc, anchor: 'новое'});

test('a hub lists its pages and folders in sidebar order, a folder by its label with its page count', () => {
  const hubs = buildHubs({docs: DOCS, sidebars: SIDEBARS, notes: [], questions: []});
  expect([...hubs.keys()].sort()).toEqual(['admin', 'agent', 'agent/threads']);
  expect(hubs.get('agent')!.entries).toEqual([
    // Descriptions come typeset: a no-break space after «О».
    {title: 'Быстрый старт оператора', description: 'О\u00a0странице «Быстрый старт оператора».', href: '/docs/agent/quickstart'},
    {title: 'Обращения', description: 'О\u00a0странице «Работа с\u00a0обращениями».', href: '/docs/agent/threads', pages: 2},
  ]);
  expect(hubs.get('agent/threads')!.entries.map((entry) => entry.href)).toEqual(['/docs/agent/threads/features', '/docs/agent/threads/transfer']);
});

test('a folder of pages without a hub stops the build', () => {
  expect(() => buildHubs({docs: DOCS.filter((d) => d.id !== 'agent/threads/index'), sidebars: SIDEBARS, notes: [], questions: []})).toThrow(
    'docs/agent/threads/: a folder of pages without a hub',
  );
});

test('a hub shows the newest changes that link into its folder and counts the rest', () => {
  const notes = Array.from({length: MAX_CHANGES + 2}, (_, i) => ({
    version: `6.${30 - i}`,
    date: `2026-01-${String(20 - i).padStart(2, '0')}`,
    permalink: `/blog/6-${30 - i}`,
    changes: [change('/docs/agent/threads/transfer#шаги', `Изменение ${i}`), change('/docs/admin/widget', 'Виджет')],
  }));
  const hubs = buildHubs({docs: DOCS, sidebars: SIDEBARS, notes, questions: []});
  const threads = hubs.get('agent/threads')!;
  expect(threads.changes.map((c) => c.version)).toEqual(['6.30', '6.29', '6.28', '6.27', '6.26']);
  expect(threads.olderChanges).toBe(2);
  expect(threads.changes[0]).toMatchObject({note: '/blog/6-30#новое', page: {title: 'Передача обращения', href: '/docs/agent/threads/transfer#шаги'}});
  // The change links to the section of the page it is about; the parent folder sees its subfolders' changes; a folder elsewhere does not.
  expect(hubs.get('agent')!.changes).toHaveLength(MAX_CHANGES);
  expect(hubs.get('admin')!.changes.every((c) => c.page.href === '/docs/admin/widget')).toBe(true);
});

test('the FAQ gives each question its anchor as Docusaurus makes it and the pages its answer links to', () => {
  const faq = `---
title: Вопросы
---

## Оператору

### Как передать обращение?

См. [передачу](/docs/agent/threads/transfer#шаги) и [виджет](https://example.ru/docs/x).

### Как передать обращение?

Повтор с [окном](/docs/agent/threads/features).

### Свой якорь {#own}

Без ссылок.
`;
  const questions = faqQuestions(faq, 'faq.md', '/docs/faq');
  expect(questions).toEqual([
    {question: 'Как передать обращение?', href: '/docs/faq#как-передать-обращение', links: ['/docs/agent/threads/transfer#шаги']},
    {question: 'Как передать обращение?', href: '/docs/faq#как-передать-обращение-1', links: ['/docs/agent/threads/features']},
    {question: 'Свой якорь', href: '/docs/faq#own', links: []},
  ]);
  const hubs = buildHubs({docs: DOCS, sidebars: SIDEBARS, notes: [], questions});
  expect(hubs.get('agent/threads')!.questions.map((q) => q.href)).toEqual(['/docs/faq#как-передать-обращение', '/docs/faq#как-передать-обращение-1']);
  expect(hubs.get('admin')!.questions).toEqual([]);
});
