/**
 * The image-zoom plugin's client module (docusaurus-plugin-image-zoom/lib/zoom.js, with
 * medium-zoom), loaded once the browser is idle after the page started instead of with main.js:
 * about 3 KiB gzip that nobody needs before they can click an image. When it runs, the plugin's
 * module attaches the zoom to the page's images itself (a second later, as always); route changes
 * after that are passed on to it.
 */
import type ZoomPlugin from 'docusaurus-plugin-image-zoom/lib/zoom.js';
import {whenIdle} from '@site/src/utils/whenIdle';

let plugin: Promise<typeof ZoomPlugin> | undefined;

function load(): Promise<typeof ZoomPlugin> {
  plugin ??= import('docusaurus-plugin-image-zoom/lib/zoom.js')
    .then((module) => module.default)
    // A chunk gone after a redeploy: images stay as they are, and the page carries on.
    .catch(() => null);
  return plugin;
}

/**
 * medium-zoom never enlarges a picture beyond its natural size, except SVG files, which it fits to the
 * screen. Small SVGs are inlined as `data:` URLs, which it does not recognise as SVG, so a 800 px wide
 * diagram zoomed only to 800 px (about 10 % on a desktop) and not at all on a phone. A vector picture
 * has no natural size to respect: just before the zoom opens one, its natural size is made unbounded,
 * and the picture fills the screen (less the configured margin) as SVG files do.
 */
function fitVectorPictures(event: Event): void {
  const image = event.target;
  if (image instanceof HTMLImageElement && /^data:image\/svg\+xml[;,]/.test(image.currentSrc || image.src)) {
    for (const property of ['naturalWidth', 'naturalHeight']) {
      Object.defineProperty(image, property, {configurable: true, value: Number.MAX_SAFE_INTEGER});
    }
  }
}

if (typeof window !== 'undefined') {
  // A capture listener sees medium-zoom's `open` event, which does not bubble, before the zoom sizes the picture.
  document.addEventListener('medium-zoom:open', fitVectorPictures, true);
  whenIdle(() => void load());
}

export function onRouteUpdate(): void {
  void plugin?.then((zoom) => zoom?.onRouteUpdate());
}
