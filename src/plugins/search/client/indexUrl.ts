// The address of a search index, for the page (which starts downloading it) and for the worker
// (which reads it).

/**
 * The index of a section ('' for the site-wide one), from the plugin's file name (`{dir}` standing
 * for the section); only this site's: the base comes from the page's URL.
 */
export function indexUrl(fileName: string, baseUrl: string, searchContext: string): string {
  const url = `${baseUrl}${fileName.replace('{dir}', searchContext ? `-${searchContext.replace(/\//g, '-')}` : '')}`;
  if (new URL(url, location.origin).origin !== location.origin) {
    throw new Error('Unexpected version url');
  }
  return url;
}

/** The file with the text of an index, beside its head: search-index-docs-agent.json → search-index-docs-agent.text.json (a query stays). */
export function textFile(url: string): string {
  return url.replace(/\.json(?=\?|$)/, '.text.json');
}
