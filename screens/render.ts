/**
 * Every picture `npm run screens` takes: each screen as the current version shows it, and as each older
 * version in its `versions` (a release note's picture), rendered to static HTML by react-dom/server.
 * The picture's hash is the hash of that HTML, of the kit's CSS and of how it is taken (./camera.ts;
 * not the rest of scripts/screens.mts): a change of the model, the kit or a page that leaves a screen's HTML as it was
 * leaves its pictures alone, and tests/unit/screens.spec.ts finds every picture whose HTML changed.
 */
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {renderToStaticMarkup} from 'react-dom/server';
import {screens} from './index';
import {drawnAsOf} from './kit/labels';
import type {Screen} from './types';
import {ROOT} from './data/page';

export type Drawing = {
  screen: Screen;
  /** The older version drawn, or undefined for the current one. */
  version?: string;
  /** The pictures' name in the screen's folder: <id> or <id>@<version>. */
  name: string;
};

export function drawings(): Drawing[] {
  return screens.flatMap((screen) => [
    {screen, name: screen.id},
    ...(screen.versions ?? []).map((version) => ({screen, version, name: `${screen.id}@${version}`})),
  ]);
}

/** The drawing's HTML: the screen rendered as its version showed it. */
export function markupOf({screen, version}: Pick<Drawing, 'screen' | 'version'>): string {
  return drawnAsOf(version, () => renderToStaticMarkup(screen.render()));
}

export const sha = (data: Buffer | string): string => createHash('sha256').update(data).digest('hex').slice(0, 16);

/** What a drawing's pictures are made of besides its HTML: the kit's CSS and how they are taken. */
const shared = (): string => ['screens/kit/kit.css', 'screens/camera.ts'].map((file) => readFileSync(path.join(ROOT, file), 'utf8')).join('\n');

/** The hash screens/manifest.json keeps for a drawing's pictures. */
export function drawingHash(markup: string): string {
  return sha(`${markup}\n${shared()}`);
}

/** The key of a drawing in screens/manifest.json: `<dir>/<name>`. */
export const manifestKey = ({screen, name}: Drawing): string => `${screen.dir}/${name}`;
