import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import type {RouteConfig} from '@docusaurus/types';
import {datedSitemapItems, lastCommitTimes, routeSources, withLastmod} from '../../src/plugins/seo/sitemap';
import {robotsTxt} from '../../src/plugins/seo';
import {socialCardPath, socialCardSection} from '../../src/utils/socialCard';

const ITEMS = [
  {url: 'https://docs.example.ru/docs/a', changefreq: 'weekly' as const, priority: 0.5, lastmod: null},
  {url: 'https://docs.example.ru/blog', changefreq: 'weekly' as const, priority: 0.5, lastmod: null},
  {url: 'https://docs.example.ru/', changefreq: 'weekly' as const, priority: 0.5, lastmod: null},
];

test.describe('sitemap lastmod', () => {
  test('dates the entries of dated routes only, the home page included', () => {
    const dated = withLastmod(ITEMS, 'https://docs.example.ru', (route) =>
      ({'/docs/a': '2025-11-19', '/': '2025-11-20'})[route],
    );
    expect(dated.map((item) => item.lastmod)).toEqual(['2025-11-19', null, '2025-11-20']);
    expect(dated[0]).toEqual({...ITEMS[0], lastmod: '2025-11-19'});
  });

  test('keeps a date the sitemap plugin already has, and entries of other sites', () => {
    const items = [{...ITEMS[0], lastmod: '2020-01-01'}, {...ITEMS[1], url: 'https://elsewhere.example/blog'}];
    expect(withLastmod(items, 'https://docs.example.ru', () => '2025-11-19')).toEqual(items);
  });

  test('finds the source file of nested routes', () => {
    const routes = [
      {
        path: '/docs',
        component: 'Root',
        routes: [
          {path: '/docs/a', component: 'Doc', metadata: {sourceFilePath: 'docs/a.md'}},
          {path: '/docs/tags', component: 'Tags'},
        ],
      },
      {path: '/', component: 'Home', metadata: {sourceFilePath: 'src/pages/index.tsx'}},
    ] as RouteConfig[];
    expect([...routeSources(routes)]).toEqual([
      ['/docs/a', 'docs/a.md'],
      ['/', 'src/pages/index.tsx'],
    ]);
  });
});

test.describe('lastCommitTimes', () => {
  let dir: string;
  const git = (cwd: string, ...args: string[]) => execFileSync('git', args, {cwd, stdio: 'ignore'});
  const commit = (cwd: string, date: string, message: string) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', message], {
      cwd,
      stdio: 'ignore',
      env: {...process.env, GIT_AUTHOR_DATE: `${date}T12:00:00Z`, GIT_COMMITTER_DATE: `${date}T12:00:00Z`},
    });

  // One small repository for the describe block: a site folder inside it, two commits, one new file.
  test.beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'lastmod-'));
    const repo = path.join(dir, 'repo');
    const site = path.join(repo, 'site');
    mkdirSync(path.join(site, 'docs'), {recursive: true});
    git(repo, 'init', '-q');
    writeFileSync(path.join(site, 'docs/a.md'), 'a');
    writeFileSync(path.join(site, 'docs/b.md'), 'b');
    git(repo, 'add', '.');
    commit(repo, '2025-01-10', 'first');
    writeFileSync(path.join(site, 'docs/a.md'), 'a2');
    git(repo, 'add', '.');
    commit(repo, '2025-03-05', 'second');
    writeFileSync(path.join(site, 'docs/new.md'), 'not committed');
  });
  test.afterAll(() => rmSync(dir, {recursive: true, force: true}));

  test('times each file by its last commit, relative to the site folder', () => {
    const dates = lastCommitTimes(path.join(dir, 'repo/site'));
    expect(dates.get('docs/a.md')).toBe('2025-03-05T12:00:00.000Z');
    expect(dates.get('docs/b.md')).toBe('2025-01-10T12:00:00.000Z');
    expect(dates.has('docs/new.md')).toBe(false);
  });

  // What docusaurus.config.ts gives the sitemap plugin, on routes shaped as Docusaurus makes them.
  async function sitemapOf(siteDir: string) {
    const createSitemapItems = datedSitemapItems(siteDir);
    const routes = [
      {path: '/docs', component: 'Docs', routes: [{path: '/docs/a', component: 'Doc', metadata: {sourceFilePath: 'docs/a.md'}}]},
      {path: '/docs/b', component: 'Doc', metadata: {sourceFilePath: 'docs/b.md'}},
      {path: '/docs/new', component: 'Doc', metadata: {sourceFilePath: 'docs/new.md'}},
    ] as RouteConfig[];
    const items = await createSitemapItems({
      routes,
      siteConfig: {url: 'https://docs.example.ru'},
      defaultCreateSitemapItems: async () =>
        ['/docs/a', '/docs/b', '/docs/new'].map((route) => ({url: `https://docs.example.ru${route}`, changefreq: null, priority: null, lastmod: null})),
    } as unknown as Parameters<typeof createSitemapItems>[0]);
    return Object.fromEntries(items.map((item) => [item.url.replace('https://docs.example.ru', ''), item.lastmod]));
  }

  test('the sitemap dates each page by its source file\'s last commit in a full clone, and none in a shallow one', async () => {
    expect(await sitemapOf(path.join(dir, 'repo/site'))).toEqual({
      '/docs/a': '2025-03-05T12:00:00.000Z',
      '/docs/b': '2025-01-10T12:00:00.000Z',
      '/docs/new': null,
    });
    const shallow = path.join(dir, 'shallow-sitemap');
    git(dir, 'clone', '-q', '--depth', '1', `file://${path.join(dir, 'repo')}`, shallow);
    expect(await sitemapOf(path.join(shallow, 'site'))).toEqual({'/docs/a': null, '/docs/b': null, '/docs/new': null});
  });

  test('knows no dates in a shallow clone or outside a repository', () => {
    const shallow = path.join(dir, 'shallow');
    git(dir, 'clone', '-q', '--depth', '1', `file://${path.join(dir, 'repo')}`, shallow);
    expect(lastCommitTimes(path.join(shallow, 'site')).size).toBe(0);
    const plain = path.join(dir, 'plain');
    mkdirSync(plain);
    expect(lastCommitTimes(plain).size).toBe(0);
  });
});

test.describe('robots.txt and social cards', () => {
  test('robots.txt allows everything and names the sitemap of the site', () => {
    expect(robotsTxt('https://docs.example.ru')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://docs.example.ru/sitemap.xml\n');
  });

  test('each section shares its own card', () => {
    expect(socialCardSection('/')).toBe('docs');
    expect(socialCardSection('/docs/faq')).toBe('docs');
    expect(socialCardSection('/docs/agent/quickstart')).toBe('agent');
    expect(socialCardSection('/docs/supervisor/')).toBe('supervisor');
    expect(socialCardSection('/docs/admin/quickstart/who-is')).toBe('admin');
    expect(socialCardSection('/docs/api/external-api/agents')).toBe('api');
    expect(socialCardSection('/docs/sdk/sdk-mobilechat')).toBe('api');
    expect(socialCardSection('/docs/administration')).toBe('docs');
    expect(socialCardPath('/blog/6-27')).toBe('/img/social/blog.png');
  });
});
