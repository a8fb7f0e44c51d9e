import type {ReactElement} from 'react';

/** One product screen: what it shows and where its pictures go. */
export type Screen = {
  /** The pictures' name: <dir>/<id>.png, .dark.png, and the phone layout .narrow.png, .narrow.dark.png. */
  id: string;
  /** The folder beside the page that shows the screen, from the repository root: docs/…/img. */
  dir: string;
  /** The window's width in CSS pixels (rendered at 2×); `narrow` is the phone layout's width (520 unless given). */
  width: number;
  narrow?: number;
  /** Besides the kit, the labels and the data, the files the screen is made of: its module, the pages it reads. */
  sources: string[];
  render: () => ReactElement;
};
