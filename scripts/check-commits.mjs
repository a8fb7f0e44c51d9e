#!/usr/bin/env node
// `node scripts/check-commits.mjs <base>..<head>`: the messages of the commits in that range against
// CONTRIBUTING's «Коммиты»: a subject of at most 72 characters, with no full stop at its end; a blank
// line, then a body (why, and the numbers); body lines of at most 72 characters, but for a line with a
// link or a single long word (a path, a hash). The history reads like a changelog only if every commit
// keeps to it, so the CI workflow runs this on a pull request's own commits (.github/workflows/ci.yml).
import {execFileSync} from 'node:child_process';
import {parseArgs} from 'node:util';
import {isMain} from './isMain.mjs';

export const LIMIT = 72;

/** Characters as a reader counts them: «» and Cyrillic letters are one each, not two bytes. */
const length = (/** @type {string} */ text) => [...text].length;

/** A body line that may be longer: a link, or one word that cannot be wrapped. */
const unwrappable = (/** @type {string} */ line) => /https?:\/\//.test(line) || !/\s/.test(line.trim());

/**
 * What is wrong with a commit message, by CONTRIBUTING's rules; empty when nothing.
 * @param {string} message the whole message, subject first
 * @returns {string[]}
 */
export function problems(message) {
  const [subject = '', separator, ...body] = message.replace(/\n+$/, '').split('\n');
  const found = [];
  if (length(subject) > LIMIT) {
    found.push(`the subject has ${length(subject)} characters, more than ${LIMIT}`);
  }
  if (/\.$/.test(subject) && !/\.\.\.$/.test(subject)) {
    found.push('the subject ends with a full stop');
  }
  if (separator !== undefined && separator !== '') {
    found.push('the line after the subject is not blank');
  } else if (body.every((line) => line.trim() === '')) {
    found.push('there is no body: say why, and the numbers, below the subject');
  }
  for (const line of body) {
    if (length(line) > LIMIT && !unwrappable(line)) {
      found.push(`a body line has ${length(line)} characters, more than ${LIMIT}: «${line.slice(0, 40)}…»`);
    }
  }
  return found;
}

/** The commits of a git range, oldest first, but merges (git writes their messages): short hash and whole message. */
function commits(range) {
  const log = execFileSync('git', ['log', '--reverse', '--no-merges', '--format=%h%x00%B%x1e', range], {encoding: 'utf8'});
  return log
    .split('\x1e')
    .map((record) => record.replace(/^\n+/, ''))
    .filter(Boolean)
    .map((record) => {
      const [hash, message] = record.split('\x00');
      return {hash, message};
    });
}

if (isMain(import.meta.url)) {
  const {positionals} = parseArgs({allowPositionals: true});
  if (positionals.length !== 1) {
    console.error('usage: node scripts/check-commits.mjs <base>..<head>');
    process.exit(2);
  }
  const checked = commits(positionals[0]);
  const failed = checked.flatMap(({hash, message}) => problems(message).map((problem) => `${hash} ${message.split('\n')[0]}\n  ✖ ${problem}`));
  if (failed.length > 0) {
    console.error(`${failed.join('\n')}\n\nCONTRIBUTING.md, «Коммиты»: fix the messages with \`git rebase -i\` (reword), then push again.`);
    process.exit(1);
  }
  console.log(`✔ ${checked.length} commit message${checked.length === 1 ? '' : 's'} keep${checked.length === 1 ? 's' : ''} CONTRIBUTING's rules`);
}
