import type {ClientModule} from '@docusaurus/types';
import {afterHydration} from '@site/src/components/HydrateLater';

declare global {
  interface Window {
    /**
     * The tap the page's loader kept (src/internals/ssrTemplate.ts), recording until `on` is false:
     * the toggle, the selector of its kind, its place among the toggles of that kind, and its text.
     */
    __earlyTap?: {on: boolean; target: HTMLElement | null; kind: string; index: number; text: string};
  }
}

/**
 * What the reader did in the second a phone shows the page before its scripts run, made again once
 * every part of the page has hydrated, since the components that answer it start as the server drew
 * them:
 * - the last tap on one of the theme's toggles (the menu, a sidebar section's arrow, the table of
 *   contents, a tab, the release bar's close), which nothing answered: the page's loader keeps it
 *   until the page hydrates, here (after the bundle has run, the route's chunks still load, 0.3–0.5 s
 *   of a phone's time, and nothing answers a tap either). Any tap after it, before or after the
 *   page hydrates, drops it (the reader tried again or moved on), and so does leaving the page;
 * - a `<details>` the reader opened (one opens without scripts): the theme's Details component
 *   hydrates with its state closed while the element stays open, and hides the answer. The server
 *   writes `data-collapsed="true"` on a closed one, so one open with it was opened by the reader; a
 *   click on its summary makes the component's state agree, and the next click closes it.
 */
let tapped: (NonNullable<Window['__earlyTap']> & {page: string}) | undefined;
let first = true;

function dropTap(event: MouseEvent): void {
  if (event.isTrusted) {
    tapped = undefined;
  }
}

/** Takes the tap the loader kept, as the page hydrates: from then on a tap is the page's, and drops it. */
function takeTap(): void {
  const early = window.__earlyTap;
  if (early) {
    early.on = false;
    tapped = early.target ? {...early, page: window.location.pathname} : undefined;
  }
  if (tapped) {
    document.addEventListener('click', dropTap, true);
  }
}

function replay(): void {
  document.removeEventListener('click', dropTap, true);
  document.querySelectorAll('details[open][data-collapsed="true"]').forEach((details) => {
    details.querySelector<HTMLElement>(':scope > summary')?.click();
  });
  if (tapped && tapped.page === window.location.pathname) {
    // The same element, or where the theme rendered it anew (tabs remount), the one of its kind in
    // its place with its text.
    const {target, kind, index, text} = tapped;
    const again = target?.isConnected ? target : document.querySelectorAll<HTMLElement>(kind)[index];
    if (again?.textContent === text) {
      again.click();
    }
  }
  tapped = undefined;
}

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    if (first) {
      first = false;
      takeTap();
      // After the page is rendered, and its parts have hydrated and can take the clicks.
      requestAnimationFrame(() => afterHydration(replay));
    }
  },
};

export default clientModule;
