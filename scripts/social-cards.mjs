#!/usr/bin/env node
// `node scripts/social-cards.mjs`: renders the social cards (Open Graph images, 1200×630 PNG) of
// the site's sections into static/img/social/ with the system Chromium. Edit the sections or the
// template, run it, and commit the PNGs. The sections and their cards are in src/config/sections.ts.
import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
// Node 22 runs the TypeScript module as is (type stripping).
import {SECTIONS as SITE_SECTIONS} from '../src/config/sections.ts';
import {CHROMIUM_FLAGS, chromiumPath} from './chromium.mts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'static/img/social');

/** One card per section of src/config/sections.ts: file name, the big title and the line under it. */
const SECTIONS = SITE_SECTIONS.map(({id, socialCard}) => ({id, ...socialCard}));

const chromium = chromiumPath();
if (!chromium) {
  console.error('social-cards: no Chromium found; install `chromium` or set CHROMIUM_PATH');
  process.exit(1);
}

const logo = readFileSync(path.join(root, 'static/img/logo.svg'), 'utf8');
const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function html({title, subtitle}) {
  return `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><style>
  html, body { margin: 0; width: 1200px; height: 630px; overflow: hidden; }
  body { position: relative; }
  body { box-sizing: border-box; padding: 72px 88px; display: flex; flex-direction: column; justify-content: space-between;
    font-family: 'DejaVu Sans', system-ui, sans-serif; color: #fff;
    background: #0a6e65; }
  body::after { content: ''; position: absolute; right: -120px; top: -120px; width: 520px; height: 520px; border-radius: 50%; background: #0c867b; }
  body > * { position: relative; z-index: 1; }
  .brand { display: flex; align-items: center; gap: 20px; font-size: 40px; font-weight: 700; }
  .brand svg { width: 72px; height: 72px; background: #fff; border-radius: 16px; padding: 8px; }
  h1 { margin: 0 0 24px; font-size: 96px; line-height: 1.05; letter-spacing: -1px; }
  p { margin: 0; font-size: 38px; line-height: 1.3; color: #d8f0ed; max-width: 980px; }
  .bar { height: 10px; width: 160px; background: #9fe3da; border-radius: 5px; }
</style></head><body>
  <div class="brand">${logo}<span>Чат-центр</span></div>
  <div><h1>${escape(title)}</h1><p>${escape(subtitle)}</p></div>
  <div class="bar"></div>
</body></html>`;
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'social-cards-'));
mkdirSync(outDir, {recursive: true});
try {
  for (const section of SECTIONS) {
    const page = path.join(tmp, `${section.id}.html`);
    const png = path.join(outDir, `${section.id}.png`);
    writeFileSync(page, html(section));
    execFileSync(
      chromium,
      [
        '--headless',
        '--disable-gpu',
        ...CHROMIUM_FLAGS,
        '--hide-scrollbars',
        `--user-data-dir=${path.join(tmp, 'profile')}`,
        `--screenshot=${png}`,
        '--window-size=1200,630',
        `file://${page}`,
      ],
      {stdio: 'ignore'},
    );
    console.log(path.relative(root, png));
  }
} finally {
  rmSync(tmp, {recursive: true, force: true});
}
