/**
 * The image-zoom plugin's client module (docusaurus-plugin-image-zoom/lib/zoom.js, with medium-zoom,
 * and our fit for inlined SVGs: ./zoom.ts), loaded once the browser is idle after the page started
 * instead of with main.js: about 3 KiB gzip that nobody needs before they can click an image. When it runs, the plugin's
 * module attaches the zoom to the page's images itself (a second later, as always); route changes
 * after that are passed on to it.
 */
import type ZoomPlugin from 'docusaurus-plugin-image-zoom/lib/zoom.js';
import {whenIdle} from '@site/src/utils/whenIdle';

let plugin: Promise<typeof ZoomPlugin> | undefined;

function load(): Promise<typeof ZoomPlugin> {
  plugin ??= import('./zoom')
    .then((module) => module.default)
    // A chunk gone after a redeploy: images stay as they are, and the page carries on.
    .catch(() => null);
  return plugin;
}

if (typeof window !== 'undefined') {
  whenIdle(() => void load());
}

export function onRouteUpdate(): void {
  void plugin?.then((zoom) => zoom?.onRouteUpdate());
}
