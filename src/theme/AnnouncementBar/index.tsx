// The release bar, hydrated after the page in a task of its own (src/components/HydrateLater). With
// no bar configured the theme renders nothing, and a part must render one element.
import type {ReactNode} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import {useThemeConfig} from '@docusaurus/theme-common';
import HydrateLater from '@site/src/components/HydrateLater';

export default function AnnouncementBarWrapper(): ReactNode {
  const {announcementBar} = useThemeConfig();
  return announcementBar ? (
    <HydrateLater>
      <AnnouncementBar />
    </HydrateLater>
  ) : (
    <AnnouncementBar />
  );
}
