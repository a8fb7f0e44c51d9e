/**
 * A product screen rendered by `npm run screens` (screens/). The build gives each picture a set of widths
 * (srcset), its size and a low-quality placeholder (src/internals/screens.ts), and this component shows
 * them with a plain <picture>, so a page gets no script for its pictures. The phone layout below 600 px, the dark variant in dark mode (the hidden one
 * is never downloaded: it is lazy and not displayed), and the zoom opens the 2× picture of the layout shown.
 *
 * A screen's buttons look real; the frame around it and the caption under it («Снимок экрана» and a
 * button that enlarges it) say it is a picture.
 *
 * In MDX: `import shot from './img/<id>.screen.js';` then `<Screen shot={shot} alt="…" />`.
 */
import type {MouseEvent, PointerEvent} from 'react';
import styles from './styles.module.css';

/** What responsive-loader makes of one PNG (src/internals/screens.ts): its widths, and a 10 px placeholder. */
type Picture = {srcSet: string; images: {path: string; width: number; height: number}[]; src: string; width: number; height: number; placeholder: string};

/** The module `npm run screens` writes beside the pictures: <id>.screen.js. */
export type ScreenShot = {light: Picture; dark: Picture; narrow: Picture; narrowDark: Picture};

const PHONE = '(max-width: 600px)';

/** The largest picture: the 2× one. */
const largest = (picture: Picture) => picture.images.at(-1)!;

/**
 * What the zoom reads when it opens `image`: the 2× picture of the layout on screen, and the size at
 * which its text reads like the page's (half the 2× picture; src/components/PanZoom).
 */
function setZoomSource(image: HTMLImageElement, big: Picture['images'][number], small: Picture['images'][number]) {
  const shown = window.matchMedia(PHONE).matches ? small : big;
  Object.assign(image.dataset, {zoomSrc: shown.path, zoomWidth: String(shown.width / 2), zoomHeight: String(shown.height / 2)});
}

function Variant({wide, narrow, alt, className}: {wide: Picture; narrow: Picture; alt: string; className: string}) {
  const big = largest(wide);
  const small = largest(narrow);
  return (
    <picture className={className}>
      <source media={PHONE} srcSet={narrow.srcSet} sizes="100vw" width={small.width / 2} height={small.height / 2} />
      <img
        className={styles.image}
        src={wide.images[0].path}
        srcSet={wide.srcSet}
        sizes="(max-width: 996px) 100vw, 820px"
        width={big.width / 2}
        height={big.height / 2}
        alt={alt}
        loading="lazy"
        decoding="async"
        data-zoom-src={big.path}
        data-zoom-width={big.width / 2}
        data-zoom-height={big.height / 2}
        onPointerDown={(event: PointerEvent<HTMLImageElement>) => setZoomSource(event.currentTarget, big, small)}
        style={{backgroundImage: `url(${wide.placeholder})`}}
      />
    </picture>
  );
}

/** «Увеличить»: opens the zoom of the picture on screen, as a click on it does (from the keyboard too). */
function enlarge(event: MouseEvent<HTMLButtonElement>) {
  const screen = event.currentTarget.closest(`.${styles.screen}`);
  const image = Array.from(screen?.querySelectorAll('img') ?? []).find((img) => img.getClientRects().length > 0);
  image?.dispatchEvent(new PointerEvent('pointerdown', {bubbles: true}));
  image?.click();
}

export default function Screen({shot, alt}: {shot: ScreenShot; alt: string}) {
  return (
    <span className={styles.screen}>
      <span className={styles.frame}>
        <Variant wide={shot.light} narrow={shot.narrow} alt={alt} className={styles.light} />
        <Variant wide={shot.dark} narrow={shot.narrowDark} alt={alt} className={styles.dark} />
      </span>
      {/* The caption's words are drawn by its CSS: the search index, which reads the page's HTML, does
          not take them for the page's text. */}
      <span className={styles.caption}>
        <span className={styles.label} />
        <button type="button" className={styles.enlarge} aria-label="Увеличить снимок" onClick={enlarge}>
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
            <path d="M7 2a5 5 0 1 0 3.1 8.9l3.5 3.5 1.1-1.1-3.5-3.5A5 5 0 0 0 7 2Zm0 1.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7ZM6.25 5v1.25H5v1.5h1.25V9h1.5V7.75H9v-1.5H7.75V5h-1.5Z" />
          </svg>
        </button>
      </span>
    </span>
  );
}
