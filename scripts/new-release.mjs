#!/usr/bin/env node
// `npm run new-release -- 6.28`: creates the release note of a new version from the template,
// dated today, as MDX (blog/<date>-<slug>.mdx). Refuses a version that already has a note. `--blog-dir DIR` for tests.
import {existsSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {listReleases} from '../src/config/releases.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function fail(message) {
  console.error(`new-release: ${message}`);
  process.exit(1);
}

const {values, positionals} = parseArgs({options: {'blog-dir': {type: 'string'}}, allowPositionals: true});
const blogDir = values['blog-dir'] ? path.resolve(values['blog-dir']) : path.join(root, 'blog');
const [version] = positionals;

if (!version || !/^\d+\.\d+$/.test(version)) {
  fail('usage: npm run new-release -- <major.minor>, e.g. npm run new-release -- 6.28');
}
if (!existsSync(blogDir)) {
  fail(`no blog folder at ${blogDir}`);
}

const slug = version.replace('.', '-');
const taken = listReleases(blogDir).find((release) => release.version === version);
if (taken) {
  fail(`version ${version} already has a release note: blog/${taken.file}`);
}

const today = new Date().toISOString().slice(0, 10);
const file = path.join(blogDir, `${today}-${slug}.mdx`);
const template = `---
slug: ${slug}
title: Версия ${version}
description: Что нового в Чат-центре ${version}, какие функции улучшены и какие ошибки исправлены.
authors: [product-team]
tags: [history, rn]
date: ${today}
---

Главное в версии ${version} — одно-два предложения о самой заметной функции выпуска и о том,
кому она пригодится.

{/* truncate */}

{/* Под первым пунктом «Нового» — экран функции со страницы, которая её описывает (CONTRIBUTING.md):
import Screen from '@site/src/components/Screen';
import shot from '@site/docs/<раздел>/img/<id>.screen.js';
и под текстом пункта, с отступом в два пробела: <Screen shot={shot} alt="Что показывает экран" /> */}

## Новое

- [Название функции](/docs/start/whatis) — что она делает и для кого. {/* roles: agent admin */}

## Улучшения

- Что стало удобнее или быстрее. {/* roles: supervisor */}

## Исправления

- Что работало неправильно и как работает теперь. {/* roles: agent */}

{/* Раздел «Изменения API» добавьте, только если менялся API:
## Изменения API
Каждый пункт заканчивается пометкой ролей: agent, supervisor, admin, integrator (CONTRIBUTING.md). */}
`;

writeFileSync(file, template, {flag: 'wx'});
console.log(`new-release: created ${path.relative(process.cwd(), file)}`);
console.log('Fill in every section, link each new feature to its docs page, and name the version on that page.');
console.log('End each item with the roles it matters to: {/* roles: agent supervisor admin integrator */}.');
console.log('Under the first item of «Новое», show the feature\'s product screen from its docs page (CONTRIBUTING.md).');
