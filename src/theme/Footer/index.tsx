// The footer, hydrated after the page in a task of its own (src/components/HydrateLater).
import type {ReactNode} from 'react';
import Footer from '@theme-original/Footer';
import HydrateLater from '@site/src/components/HydrateLater';

export default function FooterWrapper(): ReactNode {
  return (
    <HydrateLater>
      <Footer />
    </HydrateLater>
  );
}
