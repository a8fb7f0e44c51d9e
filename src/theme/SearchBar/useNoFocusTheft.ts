import {useEffect} from 'react';
import {searchBox} from './searchBox';

/**
 * The plugin's box focuses itself once its index has loaded if it had the focus when the load began,
 * and it never forgets that on blur: a reader who tabbed past the box, or opened the mobile menu,
 * had the focus pulled back into the box a moment later (behind the open menu). The box now takes
 * the focus only from nothing (the page itself), from inside its own bar (the answer's Escape), or
 * while a key the reader pressed is being handled: the plugin's shortcut (Ctrl/⌘+K, or whatever
 * keymap its options give) focuses the box from its keydown listener, which a focus after an
 * index's download never runs in.
 */
export default function useNoFocusTheft(barClass: string): void {
  useEffect(() => {
    const input = searchBox(barClass);
    if (!input) {
      return undefined;
    }
    let keyPressed = false;
    const onKeyDown = () => {
      keyPressed = true;
      setTimeout(() => {
        keyPressed = false;
      });
    };
    document.addEventListener('keydown', onKeyDown, true);
    input.focus = (options?: FocusOptions) => {
      const current = document.activeElement;
      if (keyPressed || !current || current === document.body || input.closest(`.${barClass}`)?.contains(current)) {
        HTMLInputElement.prototype.focus.call(input, options);
      }
    };
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      Reflect.deleteProperty(input, 'focus');
    };
  }, [barClass]);
}
