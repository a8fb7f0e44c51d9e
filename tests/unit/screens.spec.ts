// React's production build, as `npm run screens` renders with it: the same HTML, and a third of the time.
process.env.NODE_ENV = 'production';

import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {drawings, drawingHash, manifestKey, markupOf, sha, type Drawing} from '../../screens/render';

const ROOT = path.join(__dirname, '../..');
type Entry = {hash: string; pictures: Record<string, string>};
const manifest: {screens: Record<string, Entry>} = JSON.parse(readFileSync(path.join(ROOT, 'screens/manifest.json'), 'utf8'));

// Each drawing is rendered once for all the tests of this file, which run in one worker.
test.describe.configure({mode: 'default'});
let rendered: (Drawing & {markup: string})[] = [];
test.beforeAll(() => {
  rendered = drawings().map((drawing) => ({...drawing, markup: markupOf(drawing)}));
});

test.describe('product screens (npm run screens)', () => {
  test('every picture was taken from its screen as it renders now', () => {
    const stale = rendered.filter((drawing) => manifest.screens[manifestKey(drawing)]?.hash !== drawingHash(drawing.markup)).map(manifestKey);
    expect(stale, 'run `npm run screens` and commit the pictures').toEqual([]);
    const gone = Object.keys(manifest.screens).filter((key) => !rendered.some((drawing) => manifestKey(drawing) === key));
    expect(gone, 'screens no longer drawn: run `npm run screens`').toEqual([]);
  });

  test('the pictures in the docs are the ones rendered', () => {
    const changed = Object.entries(manifest.screens).flatMap(([key, entry]) =>
      Object.entries(entry.pictures)
        .filter(([file, hash]) => {
          const png = path.join(path.dirname(key), file);
          return !existsSync(path.join(ROOT, png)) || sha(readFileSync(path.join(ROOT, png))) !== hash;
        })
        .map(([file]) => file),
    );
    expect(changed, 'run `npm run screens`').toEqual([]);
  });
});
