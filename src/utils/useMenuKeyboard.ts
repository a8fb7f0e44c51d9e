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
 * The mobile menu as a dialog: focus into it once it is visible, Tab kept inside it, Escape closing
 * it from wherever focus is, focus back on the menu button after Escape. Returns what undoes it.
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

/**
 * While the mobile menu is shown, however it was opened (a tap, a click, Enter), it behaves as a
 * dialog (above); closing it with its close button or the backdrop also returns focus to the menu
 * button. Part of the menu's own code, not a chunk loaded on the first opening: a reader who opens
 * the menu on a slow connection gets focus inside it, and Escape, at once.
 */
export function useMenuKeyboard(): void {
  const {shown, toggle} = useNavbarMobileSidebar();
  useEffect(() => {
    const menu = shown ? document.querySelector<HTMLElement>('.navbar-sidebar') : null;
    if (!menu) {
      return undefined;
    }
    const detach = attachMenuKeyboard(menu, toggle);
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('.navbar-sidebar__close, .navbar-sidebar__backdrop')) {
        requestAnimationFrame(() => menuToggle()?.focus());
      }
    };
    document.addEventListener('click', onClick, true);
    return () => {
      detach();
      document.removeEventListener('click', onClick, true);
    };
  }, [shown, toggle]);
}
