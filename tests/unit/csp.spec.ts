import {spawnSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {expect, test} from '@playwright/test';

// Playwright compiles specs to CommonJS, so the ES module script is loaded with import().
let csp: typeof import('../../scripts/csp.mjs');
test.beforeAll(async () => {
  csp = await import('../../scripts/csp.mjs');
});

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const vercel = JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'vercel.json'), 'utf8'));

test('hashes the inline scripts a browser runs, not data blocks or external scripts', () => {
  const html = [
    '<script>a()</script>',
    '<script type=module>b()</script>',
    '<script type="text/javascript">c()</script>',
    '<script data-rh=true type=application/ld+json>{"@type":"WebSite"}</script>',
    '<script src=/assets/js/main.js defer></script>',
    '<SCRIPT>d()</SCRIPT >',
  ].join('');
  expect(csp.inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()'), sha('c()'), sha('d()')]);
});

test('hashes the text as the browser sees it, line breaks normalised', () => {
  expect(csp.inlineScriptHashes('<script>a()\r\nb()</script>')).toEqual([sha('a()\nb()')]);
  expect(csp.inlineScriptHashes('<script>ym(1,"init")</script>')).toEqual([sha('ym(1,"init")')]);
});

test('the generated policy is strict where it matters', () => {
  const policy = csp.buildPolicy([sha('x')]);
  const directives = Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
  expect(directives['script-src']).toContain(sha('x'));
  expect(directives['script-src']).not.toContain("'unsafe-inline'");
  expect(directives['script-src']).not.toContain("'unsafe-eval'");
  expect(directives['object-src']).toEqual(["'none'"]);
  expect(directives['base-uri']).toEqual(["'self'"]);
  expect(directives['frame-ancestors']).toEqual(["'none'"]);
  expect(directives['form-action']).toEqual(["'self'"]);
  expect(directives['worker-src']).toEqual(["'self'"]);
  expect(directives['connect-src']).toContain('https://app.pushfeedback.com');
  expect(csp.policyHashes(policy)).toEqual([sha('x')]);
});

test('vercel.json ships the generated policy', () => {
  const policy = csp.cspHeader(vercel).value;
  expect(policy).toBe(csp.buildPolicy(csp.policyHashes(policy)));
  expect(csp.policyHashes(policy).length).toBeGreaterThan(0);
});

test('a missing hash and a hand-edited policy are problems', () => {
  const hashes = new Map([[sha('a()'), ['index.html']]]);
  expect(csp.policyProblems(csp.buildPolicy([sha('a()')]), hashes)).toEqual([]);
  expect(csp.policyProblems(csp.buildPolicy([]), hashes)).toEqual([`script-src misses ${sha('a()')}, an inline script of index.html`]);
  const edited = `${csp.buildPolicy([sha('a()')])}; script-src-attr 'unsafe-inline'`;
  expect(csp.policyProblems(edited, hashes)[0]).toMatch(/differs from the one scripts\/csp\.mjs generates/);
});

test.describe('the command', () => {
  const script = path.join(__dirname, '..', '..', 'scripts', 'csp.mjs');

  function build(scripts: string[]): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'csp-'));
    mkdirSync(path.join(dir, 'docs'));
    writeFileSync(path.join(dir, 'index.html'), scripts.map((s) => `<script>${s}</script>`).join(''));
    writeFileSync(path.join(dir, 'docs', 'index.html'), `<script>${scripts[0]}</script>`);
    return dir;
  }

  test('--check passes for a build whose scripts vercel.json allows, and fails naming the page otherwise', () => {
    // A copy of vercel.json's hashes cannot be turned into scripts, so check the real rule the other
    // way round: a build with one unknown script fails and names it.
    const dir = build(['window.__unknown = 1']);
    expect(csp.buildHashes(dir).get(sha('window.__unknown = 1'))).toEqual(['docs/index.html', 'index.html']);
    const result = spawnSync(process.execPath, [script, '--check', '--dir', dir], {encoding: 'utf8'});
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`script-src misses ${sha('window.__unknown = 1')}, an inline script of docs/index.html and 1 more`);
  });

  test('--write allows the scripts of every build given, then --check passes for each', () => {
    const config = path.join(mkdtempSync(path.join(tmpdir(), 'csp-')), 'vercel.json');
    writeFileSync(config, JSON.stringify(vercel));
    const production = build(['ym(11111111,"init")', 'theme()']);
    const testing = build(['ym(98765432,"init")', 'theme()']);
    const write = spawnSync(process.execPath, [script, '--write', '--config', config, '--dir', production, '--dir', testing], {encoding: 'utf8'});
    expect(write.status, write.stderr).toBe(0);
    const policy = csp.cspHeader(JSON.parse(readFileSync(config, 'utf8'))).value;
    expect(csp.policyHashes(policy).sort()).toEqual([sha('theme()'), sha('ym(11111111,"init")'), sha('ym(98765432,"init")')].sort());
    for (const dir of [production, testing]) {
      const check = spawnSync(process.execPath, [script, '--check', '--config', config, '--dir', dir], {encoding: 'utf8'});
      expect(check.status, check.stderr).toBe(0);
      expect(check.stdout).toContain("1 allowed hash(es) not used by");
    }
  });

  test('an empty build passes --check', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'csp-'));
    writeFileSync(path.join(dir, 'index.html'), '<p>no scripts</p>');
    const result = spawnSync(process.execPath, [script, '--check', '--dir', dir], {encoding: 'utf8'});
    expect(result.status, result.stderr).toBe(0);
  });

  test('without a mode it explains itself', () => {
    const result = spawnSync(process.execPath, [script], {encoding: 'utf8'});
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('usage:');
  });
});
