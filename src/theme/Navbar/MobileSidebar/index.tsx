// Wraps the mobile menu (the navbar's items and the docs sidebar, hidden until the reader opens it)
// so that it renders when the browser is idle, or at once when opened. Rendered as soon as the page
// had hydrated, it took one task of about 100 ms of a phone's time. While it is open, it behaves as
// a dialog (src/utils/useMenuKeyboard.ts): focus moves into it, Tab stays inside, Escape closes it, and
// closing it returns focus to the menu button.
import type {ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useIdleOrOpen} from '@site/src/utils/useIdleOrOpen';
import {useMenuKeyboard} from '@site/src/utils/useMenuKeyboard';

export default function MobileSidebarWrapper(): ReactNode {
  useMenuKeyboard();
  if (!useIdleOrOpen()) {
    return null;
  }
  return <MobileSidebar />;
}
