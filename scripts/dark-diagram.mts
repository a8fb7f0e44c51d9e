#!/usr/bin/env node
/**
 * Writes the dark variant of diagrams (CONTRIBUTING.md, «Иллюстрации»): `node scripts/dark-diagram.mts
 * docs/start/img/whatis.svg docs/start/img/whatis.phone.svg` writes `whatis.dark.svg` and
 * `whatis.phone.dark.svg`, their colours swapped by src/plugins/diagrams/darken.mts.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import {parseArgs} from 'node:util';
import {darken} from '../src/plugins/diagrams/darken.mts';

for (const file of parseArgs({allowPositionals: true}).positionals) {
  writeFileSync(file.replace(/\.svg$/, '.dark.svg'), darken(readFileSync(file, 'utf8')));
}
