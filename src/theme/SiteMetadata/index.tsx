// Wraps the site-wide metadata to add the section's social card and Open Graph defaults to every page.
import type {ReactNode} from 'react';
import SiteMetadata from '@theme-original/SiteMetadata';
import SocialMeta from '@site/src/components/SocialMeta';

export default function SiteMetadataWrapper(): ReactNode {
  return (
    <>
      <SiteMetadata />
      <SocialMeta />
    </>
  );
}
