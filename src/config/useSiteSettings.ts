import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {SiteSettings} from './site';
import type {Release} from './releases.mjs';

export type ClientSettings = SiteSettings & {latestRelease: Release | null};

/** The deployment settings of `src/config/site.ts`, and the latest release, as seen by client code. */
export default function useSiteSettings(): ClientSettings {
  const {siteConfig} = useDocusaurusContext();
  return siteConfig.customFields as unknown as ClientSettings;
}
