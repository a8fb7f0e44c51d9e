/**
 * A product screen rendered by `npm run screens` (screens/), shown through @docusaurus/plugin-ideal-image:
 * its loaders give each picture a set of widths (srcset), its size and a low-quality placeholder, and this
 * component shows them with a plain <picture> instead of the plugin's client component, so a page gets
 * no script for its pictures. The phone layout below 600 px, the dark variant in dark mode (the hidden one
 * is never downloaded: it is lazy and not displayed), and the zoom opens the 2× picture of the layout shown.
 *
 * In MDX: `import shot from './img/<id>.screen.js';` then `<Screen shot={shot} alt="…" />`.
 */
import type {PointerEvent} from 'react';
import styles from './styles.module.css';

/** What the plugin's loaders make of one PNG. */
type Picture = {
  src: {srcSet: string; images: {path: string; width: number; height: number}[]; src: string; width: number; height: number};
  preSrc: string;
};

/** The module `npm run screens` writes beside the pictures: <id>.screen.js. */
export type ScreenShot = {light: Picture; dark: Picture; narrow: Picture; narrowDark: Picture};

const PHONE = '(max-width: 600px)';

/** The largest picture: the 2× one. */
const largest = (picture: Picture) => picture.src.images.at(-1)!;

function Variant({wide, narrow, alt, className}: {wide: Picture; narrow: Picture; alt: string; className: string}) {
  const big = largest(wide);
  const small = largest(narrow);
  // The zoom (medium-zoom) reads data-zoom-src when it opens: the 2× picture of the layout on screen.
  const zoomSource = (event: PointerEvent<HTMLImageElement>) => {
    event.currentTarget.dataset.zoomSrc = window.matchMedia(PHONE).matches ? small.path : big.path;
  };
  return (
    <picture className={className}>
      <source media={PHONE} srcSet={narrow.src.srcSet} sizes="100vw" width={small.width / 2} height={small.height / 2} />
      <img
        className={styles.image}
        src={wide.src.images[0].path}
        srcSet={wide.src.srcSet}
        sizes="(max-width: 996px) 100vw, 820px"
        width={big.width / 2}
        height={big.height / 2}
        alt={alt}
        loading="lazy"
        decoding="async"
        data-zoom-src={big.path}
        onPointerDown={zoomSource}
        style={{backgroundImage: `url(${wide.preSrc})`}}
      />
    </picture>
  );
}

export default function Screen({shot, alt}: {shot: ScreenShot; alt: string}) {
  return (
    <span className={styles.screen}>
      <Variant wide={shot.light} narrow={shot.narrow} alt={alt} className={styles.light} />
      <Variant wide={shot.dark} narrow={shot.narrowDark} alt={alt} className={styles.dark} />
    </span>
  );
}
