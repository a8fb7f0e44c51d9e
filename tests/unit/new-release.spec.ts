import {expect, test} from '@playwright/test';
import {spawnSync} from 'node:child_process';
import {mkdtempSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

const script = path.join(__dirname, '..', '..', 'scripts', 'new-release.mjs');

function newRelease(blogDir: string, ...args: string[]) {
  return spawnSync(process.execPath, [script, ...args, '--blog-dir', blogDir], {encoding: 'utf8'});
}

test('creates the next release note from the template, dated today', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'blog-'));
  const result = newRelease(dir, '6.28');
  expect(result.status, result.stderr).toBe(0);
  const today = new Date().toISOString().slice(0, 10);
  expect(readdirSync(dir)).toEqual([`${today}-6-28.mdx`]);
  const text = readFileSync(path.join(dir, `${today}-6-28.mdx`), 'utf8');
  expect(text).toContain('slug: 6-28');
  expect(text).toContain('title: Версия 6.28');
  expect(text).toContain(`date: ${today}`);
  expect(text).toContain('tags: [history, rn]');
  expect(text).toContain('{/* truncate */}');
  // MDX: no HTML comments.
  expect(text).not.toContain('<!--');
  for (const section of ['## Новое', '## Улучшения', '## Исправления']) {
    expect(text).toContain(section);
  }
});

test('refuses a version that already has a note', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'blog-'));
  writeFileSync(path.join(dir, '2025-11-19-6-27.mdx'), '---\nslug: 6-27\ntitle: Версия 6.27\n---\n');
  const result = newRelease(dir, '6.27');
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('already has a release note');
  expect(readdirSync(dir)).toEqual(['2025-11-19-6-27.mdx']);
});

test('refuses a malformed version', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'blog-'));
  const result = newRelease(dir, 'next');
  expect(result.status).toBe(1);
  expect(readdirSync(dir)).toEqual([]);
});
