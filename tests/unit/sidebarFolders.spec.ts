import {expect, test} from '@playwright/test';
import {withLeanVersion, withSidebarFolders} from '../../src/internals/docs';
import {sidebarFolders, sidebarOfPath} from '../../src/utils/sidebarFolders';

/**
 * The navbar's sidebar items light up from folder rules instead of the list of every doc that the
 * docs plugin would put into every page's main.js (src/utils/sidebarFolders.ts, src/internals/docs.ts).
 */
const docs = [
  {path: '/docs/', sidebar: 'guide'},
  {path: '/docs/agent', sidebar: 'guide'},
  {path: '/docs/agent/threads/transfer', sidebar: 'guide'},
  {path: '/docs/api', sidebar: 'api'},
  {path: '/docs/api/bot/send-message', sidebar: 'api'},
  {path: '/docs/sdk/android', sidebar: 'api'},
  {path: '/docs/mixed/a', sidebar: 'guide'},
  {path: '/docs/mixed/b', sidebar: 'api'},
  {path: '/docs/orphan'},
];

test('every doc gets its own sidebar back from the rules', () => {
  const rules = sidebarFolders(docs);
  for (const doc of docs) expect(sidebarOfPath(rules, doc.path), doc.path).toBe(doc.sidebar ?? null);
});

test('a folder of one sidebar is one rule, and pages under it that are not docs (hubs) belong to it', () => {
  const rules = sidebarFolders(docs);
  expect(rules).toContainEqual(['/docs/agent', 'guide']);
  expect(rules).toContainEqual(['/docs/api', 'api']);
  expect(rules.length).toBeLessThan(docs.length);
  expect(sidebarOfPath(rules, '/docs/agent/threads/')).toBe('guide');
  expect(sidebarOfPath(rules, '/docs/api/bot')).toBe('api');
  expect(sidebarOfPath(rules, '/docs/apix')).toBe('guide');
  expect(sidebarOfPath(rules, '/blog/6.27')).toBeUndefined();
});

test("the docs plugin's global data loses its list of docs and gains the rules", () => {
  const data = {path: '/docs', versions: [{name: 'current', docs: docs, draftIds: ['x'], sidebars: {guide: {link: {path: '/docs', label: 'Д'}}}}]};
  const [version] = (withSidebarFolders(data) as {versions: Record<string, unknown>[]}).versions;
  expect(version.docs).toEqual([]);
  expect(version.sidebars).toEqual(data.versions[0].sidebars);
  expect(version.sidebarFolders).toEqual(sidebarFolders(docs));
  expect(() => withSidebarFolders({versions: [{name: 'current'}]})).toThrow(/docs plugin changed/);
});

test("a doc route's version props keep the sidebars, without the map of docs or `unlisted: false`", () => {
  const link = (id: string, unlisted: boolean) => ({type: 'link', href: `/docs/${id}`, label: id, docId: id, unlisted});
  const sidebars = {guide: [link('a', false), {type: 'category', label: 'К', items: [link('b', false), link('c', true)]}]};
  const version = {pluginId: 'default', docs: {a: {id: 'a', title: 'А', sidebar: 'guide'}}, docsSidebars: sidebars};
  const found = {versions: 0};
  const route = withLeanVersion({path: '/docs', component: 'root', routes: [{path: '/docs', component: 'version', props: {version}}]}, found);
  expect(found.versions).toBe(1);
  const lean = route.routes![0].props!.version as typeof version;
  expect(lean.docs).toEqual({});
  expect(lean.docsSidebars).toEqual({
    guide: [
      {type: 'link', href: '/docs/a', label: 'a', docId: 'a'},
      {type: 'category', label: 'К', items: [{type: 'link', href: '/docs/b', label: 'b', docId: 'b'}, link('c', true)]},
    ],
  });
});
