import {useEffect} from 'react';

/**
 * The plugin's box focuses itself once its index has loaded if it had the focus when the load began,
 * and it never forgets that on blur: a reader who tabbed past the box, or opened the mobile menu,
 * had the focus pulled back into the box a moment later (behind the open menu). The box now takes
 * the focus only from nothing (the page itself), from inside its own bar (the answer's Escape), or
 * on the reader's shortcut (Ctrl/⌘+K).
 */
export default function useNoFocusTheft(barClass: string): void {
  useEffect(() => {
    const input = document.querySelector<HTMLInputElement>(`.${barClass} input.navbar__search-input`);
    if (!input) {
      return undefined;
    }
    let shortcut = false;
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        shortcut = true;
        setTimeout(() => {
          shortcut = false;
        });
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    input.focus = (options?: FocusOptions) => {
      const current = document.activeElement;
      if (shortcut || !current || current === document.body || input.closest(`.${barClass}`)?.contains(current)) {
        HTMLInputElement.prototype.focus.call(input, options);
      }
    };
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      Reflect.deleteProperty(input, 'focus');
    };
  }, [barClass]);
}
