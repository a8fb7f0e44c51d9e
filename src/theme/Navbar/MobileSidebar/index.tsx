// Wraps the mobile menu (the navbar's items and the docs sidebar, hidden until the reader opens it)
// so that it renders when the browser is idle, or at once when opened. Rendered as soon as the page
// had hydrated, it took one task of about 100 ms of a phone's time. While it is open, it behaves as
// a dialog from the keyboard (src/utils/menuKeyboard.ts): focus moves into it, Tab stays inside,
// Escape closes it, and closing it returns focus to the menu button.
import {lazy, Suspense, useEffect, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@site/src/internals/themeCommon';
import {useIdleOrOpen} from '@site/src/utils/useIdleOrOpen';

// Loaded on the first opening.
const MenuKeyboard = lazy(() => import('@site/src/utils/menuKeyboard'));

/**
 * While the menu is open, closing it with its close button or the backdrop returns focus to the menu
 * button. Here rather than in the lazily loaded keyboard handling: a quick reader closes the menu
 * before that chunk has arrived.
 */
function useFocusBackOnClose(shown: boolean): void {
  useEffect(() => {
    if (!shown) {
      return undefined;
    }
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('.navbar-sidebar__close, .navbar-sidebar__backdrop')) {
        requestAnimationFrame(() => document.querySelector<HTMLElement>('.navbar__toggle')?.focus());
      }
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [shown]);
}

export default function MobileSidebarWrapper(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  useFocusBackOnClose(shown);
  if (!useIdleOrOpen()) {
    return null;
  }
  return (
    <>
      <MobileSidebar />
      {shown && (
        <Suspense fallback={null}>
          <MenuKeyboard />
        </Suspense>
      )}
    </>
  );
}
