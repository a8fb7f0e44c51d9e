// Loaded with the image zoom (./lazyZoom.ts), not with main.js.
/**
 * medium-zoom never enlarges a picture beyond its natural size, except SVG files, which it fits to the
 * screen. Small SVGs are inlined as `data:` URLs, which it does not recognise as SVG, so a 800 px wide
 * diagram zoomed only to 800 px (about 10 % on a desktop) and not at all on a phone. A vector picture
 * has no natural size to respect: just before the zoom opens one, its natural size is made unbounded,
 * and the picture fills the screen (less the configured margin) as SVG files do. Once it has closed,
 * the picture has its own size again (src/components/PanZoom reads it).
 */
function fitVectorPictures(event: Event): void {
  const image = event.target;
  if (image instanceof HTMLImageElement && /^data:image\/svg\+xml[;,]/.test(image.currentSrc || image.src)) {
    for (const property of ['naturalWidth', 'naturalHeight']) {
      Object.defineProperty(image, property, {configurable: true, value: Number.MAX_SAFE_INTEGER});
    }
  }
}

function restoreSize(event: Event): void {
  const image = event.target;
  if (image instanceof HTMLImageElement) {
    // The own properties defined above; the element's own getters show through again.
    Reflect.deleteProperty(image, 'naturalWidth');
    Reflect.deleteProperty(image, 'naturalHeight');
  }
}

/** Listens before the zoom attaches; capture listeners see medium-zoom's events, which do not bubble. */
export function listen(): void {
  document.addEventListener('medium-zoom:open', fitVectorPictures, true);
  document.addEventListener('medium-zoom:closed', restoreSize, true);
}
