/**
 * The image-zoom plugin's client module (docusaurus-plugin-image-zoom/lib/zoom.js, with medium-zoom,
 * and our fit for inlined SVGs: ./zoom.ts), loaded once the browser is idle after the page started
 * instead of with main.js, and only on a page that has a picture to zoom (the plugin's selector,
 * `themeConfig.zoom.selector`): about 5 KiB gzip in two files that nobody needs before they can
 * click a picture, and that the home page and the API pages, which have none, never need. When it
 * runs, the plugin's module attaches the zoom to the page's pictures itself (a second later, as
 * always); route changes after that are passed on to it, and a route change to the first page with
 * a picture loads it at once (the page is in the DOM by then).
 */
import type {ClientModule} from '@docusaurus/types';
import type ZoomPlugin from 'docusaurus-plugin-image-zoom/lib/zoom.js';
import {siteConfig} from '../siteConfig';
import {whenIdle} from '@site/src/utils/whenIdle';

/** The pictures the plugin zooms, as it reads them (its default when the site names none). */
const SELECTOR = (siteConfig.themeConfig.zoom as {selector?: string} | undefined)?.selector ?? '.markdown img';

type RouteUpdate = Parameters<NonNullable<ClientModule['onRouteDidUpdate']>>[0];

let plugin: Promise<typeof ZoomPlugin> | undefined;

/** Loads the plugin if it has not been and the page shows a picture to zoom. */
function loadIfPictures(): void {
  plugin ??= document.querySelector(SELECTOR)
    ? import('./zoom')
        .then((module) => module.default)
        // A chunk gone after a redeploy: pictures stay as they are, and the page carries on.
        .catch(() => null)
    : undefined;
}

if (typeof window !== 'undefined') {
  whenIdle(loadIfPictures);
}

export function onRouteDidUpdate({previousLocation}: RouteUpdate): void {
  // The first page: the check above, once the browser is idle.
  if (!previousLocation) {
    return;
  }
  if (plugin) {
    // Loaded before this page: the plugin attaches to its pictures, a second later.
    void plugin.then((zoom) => zoom?.onRouteUpdate());
  } else {
    // The first page with a picture since the start: the plugin attaches as it loads, a second later.
    // Looked for in the next frame: Preact puts the new page in the DOM after this call.
    requestAnimationFrame(loadIfPictures);
  }
}
