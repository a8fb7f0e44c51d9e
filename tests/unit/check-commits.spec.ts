import {execFileSync, spawnSync} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {expect, test} from '@playwright/test';

// Playwright compiles specs to CommonJS, so the ES module script is loaded with import().
let check: typeof import('../../scripts/check-commits.mjs');

test.beforeAll(async () => {
  check = await import('../../scripts/check-commits.mjs');
});

const body = '\n\nThe why, and the numbers: 12 → 8 s.';

test('a subject of 72 characters with a body passes, Cyrillic and «» counted as one character each', () => {
  const subject = `Name «Сверх лимита» on the queue page ${'x'.repeat(72 - 38)}`;
  expect([...subject]).toHaveLength(72);
  expect(check.problems(`${subject}${body}`)).toEqual([]);
});

test('a long subject, a full stop, no body, no blank line and a long body line are each named', () => {
  expect(check.problems(`${'Add the widget transfer page and '.repeat(3)}${body}`)).toEqual([expect.stringContaining('99 characters')]);
  expect(check.problems(`Add the widget transfer page.${body}`)).toEqual(['the subject ends with a full stop']);
  expect(check.problems('Add the widget transfer page')).toEqual([expect.stringContaining('no body')]);
  expect(check.problems('Add the widget transfer page\nWhy it is here.')).toEqual(['the line after the subject is not blank']);
  expect(check.problems(`Add the widget transfer page\n\n${'word '.repeat(15)}`)).toEqual([expect.stringContaining('75 characters')]);
  // A link or a path cannot be wrapped.
  expect(check.problems(`Add the widget transfer page\n\nSee https://example.com/${'a'.repeat(80)}\n${'b/'.repeat(40)}`)).toEqual([]);
});

test('the script checks the commits of a range and fails on the one that breaks the rules', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'check-commits-'));
  try {
    const git = (...args: string[]) => execFileSync('git', ['-C', dir, '-c', 'user.name=T', '-c', 'user.email=t@example.com', ...args], {encoding: 'utf8'});
    git('init', '-q');
    const commit = (message: string) => {
      writeFileSync(path.join(dir, 'file'), message);
      git('add', 'file');
      git('commit', '-q', '-m', message);
    };
    commit(`Start${body}`);
    const base = git('rev-parse', 'HEAD').trim();
    commit(`Add the widget transfer page${body}`);
    const script = path.resolve('scripts/check-commits.mjs');
    const run = () => spawnSync('node', [script, `${base}..HEAD`], {cwd: dir, encoding: 'utf8'});
    expect(run()).toMatchObject({status: 0, stdout: expect.stringContaining('1 commit message keeps')});
    // A merge is git's own message: not checked.
    git('checkout', '-q', '-b', 'side');
    commit(`Add the side page${body}`);
    git('checkout', '-q', '-');
    git('merge', '-q', '--no-ff', '-m', 'Merge branch side', 'side');
    expect(run()).toMatchObject({status: 0, stdout: expect.stringContaining('2 commit messages keep')});
    commit('Fixed stuff.');
    const failed = run();
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain('Fixed stuff.\n  ✖ the subject ends with a full stop');
    expect(failed.stderr).toContain('no body');
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});
