import type {ReactElement} from 'react';
import type {Version} from '../src/model';

/** One product screen: what it shows and where its pictures go. */
export type Screen = {
  /** The pictures' name: <dir>/<id>.png, .dark.png, and the phone layout .narrow.png, .narrow.dark.png. */
  id: string;
  /** The folder beside the page that shows the screen, from the repository root: docs/…/img. */
  dir: string;
  /** The window's width in CSS pixels (rendered at 2×); `narrow` is the phone layout's width (520 unless given). */
  width: number;
  narrow?: number;
  /**
   * Older versions the screen is also drawn as, for the release notes that show it: <id>@<version>.png
   * and its <id>@<version>.screen.js, without the labels that came later (screens/kit/labels.ts).
   */
  versions?: readonly Version[];
  render: () => ReactElement;
};
