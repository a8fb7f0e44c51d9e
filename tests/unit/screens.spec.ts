import {createHash} from 'node:crypto';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {L} from '../../screens/labels';

const ROOT = path.join(__dirname, '../..');
type Entry = {sources: string[]; hash: string; pictures: Record<string, string>};
const manifest: {screens: Record<string, Entry>} = JSON.parse(readFileSync(path.join(ROOT, 'screens/manifest.json'), 'utf8'));
const sha = (data: Buffer | string) => createHash('sha256').update(data).digest('hex').slice(0, 16);
const read = (file: string) => readFileSync(path.join(ROOT, file));

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), {withFileTypes: true}).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

test.describe('product screens (npm run screens)', () => {
  test('every screen was rendered again after its sources changed', () => {
    const stale = Object.entries(manifest.screens)
      .filter(([, entry]) => sha(entry.sources.map((file) => `${file}\n${read(file).toString('utf8')}`).join('\n')) !== entry.hash)
      .map(([screen]) => screen);
    expect(stale, 'run `npm run screens` and commit the pictures').toEqual([]);
  });

  test('the pictures in the docs are the ones rendered', () => {
    const changed = Object.entries(manifest.screens).flatMap(([screen, entry]) =>
      Object.entries(entry.pictures)
        .filter(([file, hash]) => {
          const png = path.join(path.dirname(screen), file);
          return !existsSync(path.join(ROOT, png)) || sha(read(png)) !== hash;
        })
        .map(([file]) => file),
    );
    expect(changed, 'run `npm run screens`').toEqual([]);
  });

  test('every file of screens/ is a source of a rendered screen', () => {
    const sources = new Set(Object.values(manifest.screens).flatMap((entry) => entry.sources));
    const unrendered = filesUnder('screens').filter((file) => file !== path.join('screens', 'manifest.json') && !sources.has(file));
    expect(unrendered, 'a new screen or kit file: run `npm run screens`').toEqual([]);
  });

  test('every label of the screens is one CONTRIBUTING.md names in bold', () => {
    const contributing = read('CONTRIBUTING.md').toString('utf8').replace(/\s*\n\s*/g, ' ');
    const labels = (value: unknown): string[] =>
      typeof value === 'string' ? [value] : Object.values(value as Record<string, unknown>).flatMap(labels);
    const missing = labels(L).filter((label) => !contributing.includes(`**${label}**`));
    expect(missing).toEqual([]);
  });
});
