// The navbar, hydrated after the page in a task of its own (src/components/HydrateLater).
import type {ReactNode} from 'react';
import Navbar from '@theme-original/Navbar';
import HydrateLater from '@site/src/components/HydrateLater';

export default function NavbarWrapper(): ReactNode {
  return (
    <HydrateLater>
      <Navbar />
    </HydrateLater>
  );
}
