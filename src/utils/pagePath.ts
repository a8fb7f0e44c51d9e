/**
 * A route as the site links it (the `trailingSlash` setting: `false` here, so `/docs/api`, never
 * `/docs/api/`); the home page stays `/`. Docusaurus's Link applies it to links, but not the
 * permalinks that JSON-LD is built from (an index doc's permalink keeps its slash).
 */
export function pagePath(route: string, trailingSlash: boolean | undefined): string {
  const [pathname = '', rest = ''] = route.split(/(?=[?#])/, 2);
  if (trailingSlash === undefined || pathname === '/' || !pathname.startsWith('/')) {
    return route;
  }
  const bare = pathname.replace(/\/+$/, '');
  return `${trailingSlash ? `${bare}/` : bare}${rest}`;
}
