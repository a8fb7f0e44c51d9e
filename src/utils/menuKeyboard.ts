import {useEffect} from 'react';
import {useNavbarMobileSidebar} from '@site/src/internals/themeCommon';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The controls of the open menu a reader can reach: not those of its hidden (inert) panel. */
function focusables(menu: HTMLElement): HTMLElement[] {
  return Array.from(menu.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest('[inert]') && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden',
  );
}

const menuToggle = () => document.querySelector<HTMLElement>('.navbar__toggle');

/**
 * The mobile menu from the keyboard, as a dialog (src/theme/Navbar/MobileSidebar renders it while the menu is open): focus into it once it
 * is visible, Tab kept inside it, Escape closing it, focus back on the menu button after Escape.
 * (After the close button or the backdrop, src/theme/Navbar/MobileSidebar returns it: a reader may
 * close the menu before this chunk has arrived.) Returns what undoes it.
 */
function attachMenuKeyboard(menu: HTMLElement, close: () => void): () => void {
  // Into the menu once it is visible (it fades in from `visibility: hidden`).
  let frame = 0;
  let tries = 0;
  const focusIn = () => {
    const first = focusables(menu)[0];
    if (menu.contains(document.activeElement)) {
      return;
    }
    if (first) {
      first.focus();
    } else if (tries < 60) {
      tries += 1;
      frame = requestAnimationFrame(focusIn);
    }
  };
  frame = requestAnimationFrame(focusIn);
  const returnFocus = () => requestAnimationFrame(() => menuToggle()?.focus());
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      returnFocus();
      return;
    }
    if (event.key !== 'Tab') {
      return;
    }
    const controls = focusables(menu);
    const first = controls[0];
    const last = controls[controls.length - 1];
    const active = document.activeElement;
    if (!first) {
      return;
    }
    if (!menu.contains(active)) {
      event.preventDefault();
      (event.shiftKey ? last : first).focus();
    } else if (event.shiftKey && active === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };
  document.addEventListener('keydown', onKeyDown);
  return () => {
    cancelAnimationFrame(frame);
    document.removeEventListener('keydown', onKeyDown);
  };
}

/** Rendered while the menu is shown: the keyboard handling above, for as long as it is open. */
export default function MenuKeyboard(): null {
  const {toggle} = useNavbarMobileSidebar();
  useEffect(() => {
    const menu = document.querySelector<HTMLElement>('.navbar-sidebar');
    return menu ? attachMenuKeyboard(menu, toggle) : undefined;
  }, [toggle]);
  return null;
}
