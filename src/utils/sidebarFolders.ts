/**
 * Which docs sidebar a URL belongs to, from a few folder rules instead of the list of every doc.
 *
 * The docs plugin puts each doc's id, path and sidebar into the global data that every page's
 * `main.js` carries (23 KB for 211 docs) — only for the navbar to know which sidebar's item to
 * highlight. A folder whose docs all sit in one sidebar says the same in one rule: `/docs/api` →
 * `ApiSidebar`. `src/internals/docs.ts` writes the rules at build; the navbar item reads them.
 */
/** `[folder, sidebar id]`: the pages under the folder are in that sidebar (null: in none). */
export type SidebarFolder = readonly [path: string, sidebar: string | null];

/** What the docs plugin's global data holds per version here, besides its sidebars' links. */
export type LeanGlobalVersion = {sidebarFolders: SidebarFolder[]};

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** The fewest folder rules that give every doc its sidebar (null: the doc is in none). */
export function sidebarFolders(docs: readonly {path: string; sidebar?: string}[]): SidebarFolder[] {
  const rules: SidebarFolder[] = [];
  const walk = (folder: string, under: readonly {path: string; sidebar?: string}[]) => {
    const sidebars = new Set(under.map((doc) => doc.sidebar ?? null));
    if (sidebars.size === 1) {
      rules.push([folder, [...sidebars][0]]);
      return;
    }
    const children = new Map<string, {path: string; sidebar?: string}[]>();
    for (const doc of under) {
      if (doc.path === folder) {
        rules.push([folder, doc.sidebar ?? null]);
        continue;
      }
      const next = doc.path.slice(folder.length + (folder === '/' ? 0 : 1)).split('/')[0];
      const child = folder === '/' ? `/${next}` : `${folder}/${next}`;
      children.set(child, [...(children.get(child) ?? []), doc]);
    }
    for (const [child, docsUnder] of children) walk(child, docsUnder);
  };
  walk('/', docs.map((doc) => ({...doc, path: trimSlash(doc.path)})));
  return rules;
}

/** The sidebar of `pathname`: the rule of the longest folder that holds it; undefined outside them all. */
export function sidebarOfPath(rules: readonly SidebarFolder[], pathname: string): string | null | undefined {
  const path = trimSlash(pathname);
  let best: SidebarFolder | undefined;
  for (const rule of rules) {
    const [folder] = rule;
    const holds = path === folder || path.startsWith(folder === '/' ? '/' : `${folder}/`);
    if (holds && (!best || folder.length > best[0].length)) best = rule;
  }
  return best?.[1];
}
