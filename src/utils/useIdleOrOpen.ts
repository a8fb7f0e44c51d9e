import {startTransition, useEffect, useState} from 'react';
import {useNavbarMobileSidebar} from '@site/src/internals/themeCommon';
import {whenIdle} from './whenIdle';

/**
 * Whether the mobile menu should be rendered: once the browser has been idle after the page loaded
 * (the render is then a transition, done in slices), or at once when the reader opens the menu.
 */
export function useIdleOrOpen(): boolean {
  const {shown, shouldRender} = useNavbarMobileSidebar();
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!shouldRender || idle) {
      return undefined;
    }
    return whenIdle(() => startTransition(() => setIdle(true)));
  }, [shouldRender, idle]);
  return idle || shown;
}
