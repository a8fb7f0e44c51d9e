import type {Page} from '@playwright/test';

/**
 * What a reader would see as broken in the page's layout at the current viewport, as sentences that
 * name the element (empty when the layout holds):
 * - the page scrolls sideways (the widest element that sticks out is named), or something of the
 *   page is cut off at the left edge, where no scrolling reaches;
 * - items of the navbar overlap each other or leave the screen;
 * - a fixed element (other than the navbar) lies across article text: a fixed element stays where it
 *   is while the page scrolls, so every line of text that shares its columns passes under it;
 * - in an API operation's two panes, something of the left pane (the console's response, a table)
 *   reaches under the samples' pane on the right, which is drawn over it.
 * Elements inside a box that scrolls sideways on its own (code blocks, wide tables) are allowed out.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;

    const describe = (el: Element): string => {
      const id = el.id ? `#${el.id}` : '';
      const classes = Array.from(el.classList).slice(0, 2).map((c) => `.${c}`).join('');
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
      return `<${el.tagName.toLowerCase()}${id}${classes}>${text ? ` «${text}»` : ''}`;
    };
    const visible = (el: Element): boolean => {
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      return style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) > 0 && box.width > 0 && box.height > 0;
    };
    // Every element, those inside shadow roots too (the feedback launcher is a web component).
    const allElements = (root: ParentNode): Element[] =>
      Array.from(root.querySelectorAll('*')).flatMap((el) => (el.shadowRoot ? [el, ...allElements(el.shadowRoot)] : [el]));
    const scrollsSideways = (el: Element): boolean => {
      for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
        const overflow = getComputedStyle(node).overflowX;
        if (overflow === 'auto' || overflow === 'scroll' || overflow === 'hidden' || overflow === 'clip') {
          return true;
        }
      }
      return false;
    };

    // 1. Sideways scroll of the whole page.
    if (document.documentElement.scrollWidth > width + 1) {
      const culprits = Array.from(document.body.querySelectorAll('*')).filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.right > width + 1 && !scrollsSideways(el) && getComputedStyle(el).position !== 'fixed';
      });
      // The innermost offender says most: drop those that merely contain another one.
      const innermost = culprits.filter((el) => !culprits.some((other) => other !== el && el.contains(other)));
      problems.push(
        `page scrolls sideways (${document.documentElement.scrollWidth} px in ${width} px): ${innermost.slice(0, 3).map(describe).join(', ') || 'no element named'}`,
      );
    }

    // 1b. Something the reader should see cut off at the left edge, where no scrolling reaches: a
    // button of the page's own that stays on one line in a narrow column was centred past it.
    // (Fixed and clipped elements, drawers and skip links are off screen on purpose.)
    const cutOff = Array.from(document.body.querySelectorAll('main *, header *, article *')).filter((el) => {
      const box = el.getBoundingClientRect();
      return (
        box.left < -1 &&
        box.right > 0 &&
        visible(el) &&
        !scrollsSideways(el) &&
        !el.closest('.navbar, .navbar-sidebar, [aria-hidden="true"]') &&
        getComputedStyle(el).position !== 'fixed'
      );
    });
    const outermost = cutOff.filter((el) => !cutOff.some((other) => other !== el && other.contains(el)));
    if (outermost.length > 0) {
      problems.push(`cut off at the left edge: ${outermost.slice(0, 3).map((el) => `${describe(el)} from ${Math.round(el.getBoundingClientRect().left)} px`).join(', ')}`);
    }

    // 2. Navbar items: visible, on screen, not on top of each other.
    const items = Array.from(document.querySelectorAll('.navbar__inner .navbar__brand, .navbar__inner .navbar__toggle, .navbar__inner .navbar__items > *')).filter(
      (el) => visible(el) && !el.classList.contains('navbar__items'),
    );
    const boxes = items.map((el) => ({el, box: el.getBoundingClientRect()}));
    for (const {el, box} of boxes) {
      if (box.left < -1 || box.right > width + 1) {
        problems.push(`navbar item off screen: ${describe(el)} spans ${Math.round(box.left)}–${Math.round(box.right)} px of ${width}`);
      }
    }
    boxes.forEach((a, i) => {
      for (const b of boxes.slice(i + 1)) {
        if (a.el.contains(b.el) || b.el.contains(a.el)) {
          continue;
        }
        const dx = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const dy = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        if (dx > 1 && dy > 1) {
          problems.push(`navbar items overlap by ${Math.round(dx)} px: ${describe(a.el)} and ${describe(b.el)}`);
        }
      }
    });

    // 3. Fixed elements across the columns of article text or of the table of contents.
    const article = document.querySelector('article') ?? document.querySelector('main');
    if (article) {
      // The fixed elements first (a full-width bar, a sidebar drawer or a banner, and what is off
      // screen, are no launcher over text): where there is none, the text is not read at all.
      const fixed = allElements(document.body)
        .filter((el) => {
          const position = getComputedStyle(el).position;
          return position === 'fixed' && visible(el) && !el.closest('.navbar') && !el.contains(article) && !article.contains(el);
        })
        .map((el) => ({el, box: el.getBoundingClientRect(), covered: 0}))
        .filter(({box}) => box.width < width - 1 && box.top < window.innerHeight && box.bottom > 0);
      const overlaps = (rect: DOMRect, box: DOMRect) => Math.min(rect.right, box.right) - Math.max(rect.left, box.left) > 1;
      // Whether a text's element shows and stays in the page's columns, asked once per element and
      // only for text that shares a fixed element's columns.
      const readable = new Map<Element, boolean>();
      const range = document.createRange();
      const regions = fixed.length === 0 ? [] : [article, ...Array.from(document.querySelectorAll('.table-of-contents'))];
      for (const region of regions) {
        const walker = document.createTreeWalker(region, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement;
          if (!node.textContent?.trim() || !parent) {
            continue;
          }
          range.selectNodeContents(node);
          for (const rect of Array.from(range.getClientRects())) {
            for (const item of fixed) {
              if (rect.width > 0 && overlaps(rect, item.box)) {
                if (!readable.has(parent)) {
                  readable.set(parent, visible(parent) && !scrollsSideways(parent));
                }
                item.covered += readable.get(parent) ? 1 : 0;
              }
            }
          }
        }
      }
      for (const {el, box, covered} of fixed) {
        if (covered > 0) {
          problems.push(`fixed ${describe(el)} at ${Math.round(box.left)}–${Math.round(box.right)} px lies over article or TOC text (${covered} line boxes)`);
        }
      }
    }
    // 4. The panes of an API operation (src/css/api.css): the left one stays left of the samples' one.
    for (const aside of Array.from(document.querySelectorAll('.api-op__aside'))) {
      if (getComputedStyle(aside).display === 'contents') {
        continue; // one column
      }
      const pane = aside.getBoundingClientRect();
      const left = Array.from(aside.parentElement?.querySelectorAll(':scope > .api-op__head *, :scope > .api-op__main *') ?? []).filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.right > pane.left + 1 && box.left < pane.left && !scrollsSideways(el);
      });
      const innermost = left.filter((el) => !left.some((other) => other !== el && el.contains(other)));
      if (innermost.length > 0) {
        problems.push(`the left pane reaches under the samples' pane at ${Math.round(pane.left)} px: ${innermost.slice(0, 3).map(describe).join(', ')}`);
      }
    }
    return problems;
  });
}
