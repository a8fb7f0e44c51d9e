// The theme's sidebar link, highlighted by folder rules: the theme's looks the page up in the list
// of every doc that the docs plugin puts in each page's main.js, which src/internals/docs.ts
// replaces with the rules (23 KB → 0.4 KB). Hubs (/docs/agent…) now light their section too.
import React, {type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {useActiveVersion, useLayoutDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import type {Props} from '@theme/NavbarItem/DocSidebarNavbarItem';
import {sidebarOfPath, type LeanGlobalVersion} from '@site/src/utils/sidebarFolders';

export default function DocSidebarNavbarItem({sidebarId, label, docsPluginId, ...props}: Props): ReactNode {
  const {pathname} = useLocation();
  const version = useActiveVersion(docsPluginId) as (ReturnType<typeof useActiveVersion> & Partial<LeanGlobalVersion>) | undefined;
  const sidebarLink = useLayoutDocsSidebar(sidebarId, docsPluginId).link;
  if (!sidebarLink) throw new Error(`DocSidebarNavbarItem: sidebar "${sidebarId}" has nothing to link to.`);
  const active = sidebarOfPath(version?.sidebarFolders ?? [], pathname) === sidebarId;
  return <DefaultNavbarItem exact {...props} isActive={() => active} label={label ?? sidebarLink.label} to={sidebarLink.path} />;
}
