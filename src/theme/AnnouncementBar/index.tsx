// The release bar, hydrated after the page in a task of its own (src/components/HydrateLater).
import type {ReactNode} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import HydrateLater from '@site/src/components/HydrateLater';

export default function AnnouncementBarWrapper(): ReactNode {
  return (
    <HydrateLater>
      <AnnouncementBar />
    </HydrateLater>
  );
}
