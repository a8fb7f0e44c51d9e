/**
 * The docs plugin, with a leaner version metadata. Every doc page loads, before it can hydrate, the
 * version's metadata: all sidebars and, for each of the ~200 docs, its id, title, sidebar and
 * description. Only DocCard reads that map of docs (`useDocById`: category cards, which this site
 * does not use), so the route props keep the sidebars alone: the map was 26 KB (3.5 KiB gzip) of
 * every doc page's JavaScript, its descriptions once 10 KiB more. A page that renders a DocCard of a
 * doc stops the build (`no version doc found by id`). Sidebar links drop `unlisted: false`, which the
 * theme reads as false when it is absent. And the plugin's global data, which every page carries,
 * holds folder rules instead of the list of all docs (`withSidebarFolders`). Registered instead of
 * the classic preset's docs, with the same options.
 */
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import docsPlugin, {validateOptions, type PluginOptions} from '@docusaurus/plugin-content-docs';
import {sidebarFolders} from '../utils/sidebarFolders';

export {validateOptions};

type VersionProp = {docsSidebars?: Record<string, SidebarItem[]>; docs?: Record<string, unknown>};
type SidebarItem = {unlisted?: boolean; items?: SidebarItem[]};

/** Sidebar items without `unlisted: false` (the default), at every depth. */
function listedByDefault(items: SidebarItem[]): SidebarItem[] {
  return items.map(({unlisted, items: children, ...item}) => ({
    ...item,
    ...(unlisted ? {unlisted} : {}),
    ...(children ? {items: listedByDefault(children)} : {}),
  }));
}

/** `route` with its version props reduced to the sidebars; counts the versions it met. */
export function withLeanVersion(route: RouteConfig, found: {versions: number}): RouteConfig {
  const version = route.props?.version as VersionProp | undefined;
  const props =
    version?.docs && version.docsSidebars
      ? (found.versions++,
        {
          ...route.props,
          version: {
            ...version,
            docs: {},
            docsSidebars: Object.fromEntries(Object.entries(version.docsSidebars).map(([name, items]) => [name, listedByDefault(items)])),
          },
        })
      : route.props;
  return {...route, props, routes: route.routes?.map((child) => withLeanVersion(child, found))};
}

type GlobalVersion = {docs?: {path: string; sidebar?: string}[]; draftIds?: unknown[]};

/**
 * The plugin's global data with each version's list of docs (id, path, sidebar of all 211: 23 KB of
 * every page's main.js) replaced by folder rules (`src/utils/sidebarFolders.ts`, 12 rules). The
 * theme reads the list in the navbar's doc and version items, the version banner and the docs
 * search tags; this site's navbar has sidebar items only, which read the rules
 * (`src/theme/NavbarItem/DocSidebarNavbarItem.tsx`), one version, and the local search.
 */
export function withSidebarFolders(data: unknown): unknown {
  const versions = (data as {versions?: GlobalVersion[]}).versions;
  if (!versions?.length || versions.some((version) => !Array.isArray(version.docs))) {
    throw new Error("src/internals/docs.ts: the docs plugin's global data has no versions[].docs; the docs plugin changed");
  }
  return {
    ...(data as object),
    versions: versions.map(({docs = [], ...version}) => ({...version, docs: [], draftIds: [], sidebarFolders: sidebarFolders(docs)})),
  };
}

export default async function docsWithLeanVersion(context: LoadContext, options: PluginOptions): Promise<Plugin<unknown>> {
  const plugin = (await docsPlugin(context, options)) as Plugin<unknown>;
  return {
    ...plugin,
    async contentLoaded(args) {
      const found = {versions: 0};
      const addRoute: typeof args.actions.addRoute = (route) => args.actions.addRoute(withLeanVersion(route, found));
      const setGlobalData: typeof args.actions.setGlobalData = (data) => args.actions.setGlobalData(withSidebarFolders(data));
      await plugin.contentLoaded?.({...args, actions: {...args.actions, addRoute, setGlobalData}});
      // An upgrade that moves the version metadata out of the route props must not silently bring the
      // map of docs back onto every page: stop the build and look again.
      if (found.versions === 0) {
        throw new Error('src/internals/docs.ts: no route with version metadata props (docs and docsSidebars); the docs plugin changed');
      }
    },
  };
}
