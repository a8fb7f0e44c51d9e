// Wraps the mobile menu (the navbar's items and the docs sidebar, hidden until the reader opens it)
// so that it renders when the browser is idle, or at once when opened. Rendered as soon as the page
// had hydrated, it took one task of about 100 ms of a phone's time.
import type {ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useIdleOrOpen} from '@site/src/utils/useIdleOrOpen';

export default function MobileSidebarWrapper(): ReactNode {
  return useIdleOrOpen() ? <MobileSidebar /> : null;
}
