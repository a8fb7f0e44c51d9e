import {useEffect, useLayoutEffect} from 'react';
import {afterHydration} from '@site/src/components/HydrateLater';
import {searchBox} from './searchBox';

/**
 * What a reader typed into the box before the plugin's box came alive stays in it. The box hydrates
 * later than the page (src/components/HydrateLater), and on a slow phone a reader who tapped it and
 * typed lost the question (5 of 5 loads at 6× CPU): the plugin's input is controlled by a state that
 * learns the box's text only after the first paint, and until the page knows it runs in the browser
 * the plugin re-renders and writes its `?_highlight=` words (or nothing) into the box. From the
 * moment the box hydrates until every part of the page has (`afterHydration`, which waits for the
 * timers the parts' components set once they know they are in the browser), writes over the
 * reader's text are ignored; then the text is handed to the plugin as if just typed, so that the
 * suggestions and the answer follow it (tests/startup.spec.ts).
 */
export default function useKeepTyped(barClass: string): void {
  useLayoutEffect(() => {
    const input = searchBox(barClass);
    if (!input) {
      return undefined;
    }
    const own = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!;
    const read = () => own.get!.call(input) as string;
    let guarded = true;
    let blocked = false;
    // Any write while the box has text, the plugin's clear (×) too: the plugin's state is behind.
    Object.defineProperty(input, 'value', {
      configurable: true,
      get: read,
      set: (text: string) => {
        if (!read()) {
          own.set!.call(input, text);
        } else if (text !== read()) {
          blocked = true;
        }
      },
    });
    const letGo = () => {
      if (guarded) {
        guarded = false;
        Reflect.deleteProperty(input, 'value');
      }
    };
    afterHydration(() => {
      if (guarded) {
        letGo();
        // The plugin's state learns the text it tried to write over.
        if (blocked) {
          input.dispatchEvent(new Event('input', {bubbles: true}));
        }
      }
    });
    return letGo;
    // Once, as the box hydrates.
  }, []);
  useEffect(() => {
    const input = searchBox(barClass);
    if (!input) {
      return undefined;
    }
    // The plugin wraps the box in its own element when its index has loaded, and the box loses the
    // focus as it moves: a key the reader pressed before the plugin focused it again went nowhere.
    // Chromium says so with a `focusout` (Firefox does not, and there this does nothing).
    let parent = input.parentElement;
    const onFocusIn = () => {
      parent = input.parentElement;
    };
    const onFocusOut = () => {
      if (input.parentElement !== parent) {
        parent = input.parentElement;
        queueMicrotask(() => {
          if (!document.activeElement || document.activeElement === document.body) {
            input.focus();
          }
        });
      }
    };
    input.addEventListener('focusin', onFocusIn);
    input.addEventListener('focusout', onFocusOut);
    return () => {
      input.removeEventListener('focusin', onFocusIn);
      input.removeEventListener('focusout', onFocusOut);
    };
  }, [barClass]);
}
