import type {ClientModule} from '@docusaurus/types';
import {afterHydration} from '@site/src/components/HydrateLater';

declare global {
  interface Window {
    /**
     * The tap the page's loader kept (src/internals/ssrTemplate.ts), recording until `on` is false:
     * the toggle, and its place among those `toggles` finds.
     */
    __earlyTap?: {on: boolean; target: HTMLElement | null; index: number; toggles: string};
  }
}

/**
 * What the reader did in the second a phone shows the page before its scripts run, made again once
 * every part of the page has hydrated, since the components that answer it start as the server drew
 * them:
 * - the last tap on one of the theme's toggles (the menu, a sidebar section, the table of contents,
 *   a tab), which nothing answered: the page's loader keeps it until the bundle runs, here, and a
 *   tap elsewhere in the meantime drops it;
 * - a `<details>` the reader opened (one opens without scripts), which the theme's Details component
 *   closed again as it hydrated: the server writes `data-collapsed="true"` on a closed one, so one
 *   open with it was opened by the reader, and it is opened again through its summary, so that the
 *   component's state agrees and the next click closes it.
 */
const early = typeof window === 'undefined' ? undefined : window.__earlyTap;
if (early) {
  early.on = false;
}
let tapped = early?.target ? early : undefined;
let first = true;

function replay(): void {
  document.querySelectorAll('details[open][data-collapsed="true"]').forEach((details) => {
    details.querySelector<HTMLElement>(':scope > summary')?.click();
  });
  if (tapped) {
    // The same element, or the one in its place where the theme rendered it anew.
    const {target, index, toggles} = tapped;
    (target?.isConnected ? target : document.querySelectorAll<HTMLElement>(toggles)[index])?.click();
  }
  tapped = undefined;
}

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    if (first) {
      first = false;
      // After the page is rendered, and its parts have hydrated and can take the clicks.
      requestAnimationFrame(() => afterHydration(replay));
    }
  },
};

export default clientModule;
