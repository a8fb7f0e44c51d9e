/**
 * The zoom for a picture that the screen is too small to show legibly whole: a phone or a tablet
 * showing a product screen or a diagram. medium-zoom (the image-zoom plugin) fits a picture to the
 * screen, which there enlarged it by a few per cent (334 → 358 px on a phone, 764 → 788 px on a
 * tablet) and left its 6–7 px text as small as it was. This opens the picture at its own size instead
 * (a 2× product screen at half its pixels: its text as large as the page's), over the same background
 * as medium-zoom's, in a box the reader pans with a finger (or scrolls), pinches to zoom in or out,
 * and closes with a tap, the «Закрыть» button, Escape, or by scrolling the page more than 40 px, as
 * medium-zoom does. Where the fitted picture is legible (a desktop), medium-zoom opens it as before.
 *
 * Loaded with the zoom (src/internals/leanBundle/zoom.ts), after the page has started: `listen()`
 * takes a click on a zoomable picture before medium-zoom when the picture needs this view.
 */
import styles from './styles.module.css';

/** medium-zoom's margin around a fitted picture (docusaurus.config.ts, `zoom.config.margin`). */
const MARGIN = 16;
/** The page scroll that closes a zoom (the spec's 40 px, `zoom.config.scrollOffset`). */
const SCROLL_OFFSET = 40;
/** Fitted at less than this share of its own size, a picture opens here rather than in medium-zoom. */
const LEGIBLE = 0.9;
/** How far a pinch may enlarge the picture beyond its own size. */
const MAX_SCALE = 3;

type Size = {width: number; height: number};

/**
 * The size at which a picture's text reads like the page's, in CSS pixels: a product screen says it
 * (`data-zoom-width`/`-height`, half its 2× picture, src/components/Screen); another picture is drawn
 * at its natural size (a diagram's SVG at its `width` and `height`).
 */
function ownSize(image: HTMLImageElement): Size {
  const width = Number(image.dataset.zoomWidth) || image.naturalWidth;
  const height = Number(image.dataset.zoomHeight) || image.naturalHeight;
  return {width, height};
}

/**
 * Whether medium-zoom's fit would show the picture smaller than legible on this screen: narrower
 * than its own width (a desktop window that is merely short fits a tall picture as before).
 */
export function needsPanning(own: Size, screen: Size): boolean {
  return own.width > 0 && (screen.width - 2 * MARGIN) / own.width < LEGIBLE;
}

/** The words under the picture: how to move it and how to close it, for a finger or for a mouse. */
function hint(): string {
  return window.matchMedia('(pointer: coarse)').matches
    ? 'Двигайте снимок пальцем, разведите два пальца — крупнее.'
    : 'Прокрутка двигает снимок, Ctrl и колесо — масштаб, Esc — закрыть.';
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text) {
    node.textContent = text;
  }
  return node;
}

/**
 * Opens `image` at its own size, with the point the reader tapped (`at`: fractions of its width and
 * height) in the middle of the screen; returns a function that closes it.
 */
export function open(image: HTMLImageElement, at = {x: 0.5, y: 0}): () => void {
  const own = ownSize(image);
  const previousFocus = document.activeElement as HTMLElement | null;
  const scrollStart = window.scrollY;

  const dialog = element('div', styles.viewer);
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-label', image.alt ? `Увеличенный снимок: ${image.alt}` : 'Увеличенный снимок');
  const pane = element('div', styles.pane);
  pane.tabIndex = 0;
  const picture = element('img', styles.picture);
  picture.alt = image.alt;
  picture.draggable = false;
  // What is on screen first, the sharper picture as soon as it has come.
  picture.src = image.currentSrc || image.src;
  const sharper = image.dataset.zoomSrc;
  if (sharper) {
    const loader = new Image();
    loader.src = sharper;
    void loader.decode().then(
      () => (picture.src = sharper),
      () => undefined,
    );
  }
  // A diagram dimmed for the dark page stays dimmed; a product screen's dark variant is not.
  picture.style.filter = getComputedStyle(image).filter;
  pane.append(picture);
  const bar = element('div', styles.bar);
  const close = element('button', styles.close, 'Закрыть');
  close.type = 'button';
  bar.append(element('p', styles.hint, hint()), close);
  dialog.append(pane, bar);

  let scale = 1;
  const minScale = Math.min(1, (window.innerWidth - 2 * MARGIN) / own.width, (window.innerHeight - 2 * MARGIN) / own.height);
  /** Sets the scale, keeping the picture's point under (x, y) of the pane where it was. */
  const zoomTo = (next: number, x = pane.clientWidth / 2, y = pane.clientHeight / 2) => {
    const clamped = Math.min(MAX_SCALE, Math.max(minScale, next));
    const ratio = clamped / scale;
    const left = (pane.scrollLeft + x) * ratio - x;
    const top = (pane.scrollTop + y) * ratio - y;
    scale = clamped;
    picture.style.width = `${own.width * scale}px`;
    picture.style.height = `${own.height * scale}px`;
    pane.scrollLeft = left;
    pane.scrollTop = top;
  };

  // Two fingers zoom; one pans (the pane's own scrolling). A tap closes.
  let pinch: {distance: number; scale: number} | null = null;
  const distance = (touches: TouchList) => Math.hypot(touches[0].clientX - touches[1].clientX, touches[0].clientY - touches[1].clientY);
  pane.addEventListener('touchstart', (event) => {
    if (event.touches.length === 2) {
      pinch = {distance: distance(event.touches), scale};
    }
  });
  pane.addEventListener(
    'touchmove',
    (event) => {
      if (pinch && event.touches.length === 2) {
        event.preventDefault();
        const box = pane.getBoundingClientRect();
        const x = (event.touches[0].clientX + event.touches[1].clientX) / 2 - box.left;
        const y = (event.touches[0].clientY + event.touches[1].clientY) / 2 - box.top;
        zoomTo((pinch.scale * distance(event.touches)) / pinch.distance, x, y);
      }
    },
    {passive: false},
  );
  pane.addEventListener('touchend', (event) => {
    if (event.touches.length < 2) {
      pinch = null;
    }
  });
  // A trackpad's pinch, or Ctrl and the wheel.
  pane.addEventListener(
    'wheel',
    (event) => {
      if (event.ctrlKey) {
        event.preventDefault();
        const box = pane.getBoundingClientRect();
        zoomTo(scale * Math.exp(-event.deltaY / 200), event.clientX - box.left, event.clientY - box.top);
      }
    },
    {passive: false},
  );

  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      done();
    } else if (event.key === 'Tab') {
      // Focus stays in the dialog: the pane (arrows pan it) and «Закрыть».
      event.preventDefault();
      (document.activeElement === close ? pane : close).focus();
    }
  };
  const onScroll = () => {
    if (Math.abs(window.scrollY - scrollStart) > SCROLL_OFFSET) {
      done();
    }
  };
  function done() {
    document.removeEventListener('keydown', onKey);
    window.removeEventListener('scroll', onScroll);
    dialog.remove();
    previousFocus?.focus?.({preventScroll: true});
  }
  pane.addEventListener('click', done);
  close.addEventListener('click', done);
  document.addEventListener('keydown', onKey);
  window.addEventListener('scroll', onScroll, {passive: true});

  document.body.append(dialog);
  zoomTo(1);
  pane.scrollLeft = at.x * own.width - pane.clientWidth / 2;
  pane.scrollTop = at.y * own.height - pane.clientHeight / 2;
  pane.focus({preventScroll: true});
  return done;
}

/**
 * medium-zoom's own view, where it opens a picture (a desktop), says how to close it as well: a
 * note at the bottom of the screen while the picture is open.
 */
function noteHowToClose(): void {
  let note: HTMLElement | undefined;
  document.addEventListener(
    'medium-zoom:open',
    () => {
      note ??= element('p', styles.note, 'Закрыть — щелчок, Esc или прокрутка страницы');
      document.body.append(note);
    },
    true,
  );
  document.addEventListener('medium-zoom:close', () => note?.remove(), true);
}

/**
 * Takes a click on a zoomable picture (one medium-zoom has attached to) before medium-zoom does, and
 * opens it here when medium-zoom's fit would leave it illegible.
 */
export function listen(): void {
  noteHowToClose();
  document.addEventListener(
    'click',
    (event) => {
      const image = event.target;
      if (
        image instanceof HTMLImageElement &&
        image.classList.contains('medium-zoom-image') &&
        !image.classList.contains('medium-zoom-image--opened') &&
        needsPanning(ownSize(image), {width: window.innerWidth, height: window.innerHeight})
      ) {
        event.stopPropagation();
        event.preventDefault();
        const box = image.getBoundingClientRect();
        open(image, {x: (event.clientX - box.left) / box.width, y: (event.clientY - box.top) / box.height});
      }
    },
    true,
  );
}
