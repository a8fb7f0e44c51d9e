// The address of a search index, for the page (which starts downloading it) and for the worker
// (which reads it); and the name of each of its files in the build.
import type {IndexFile} from '../engine/search';

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
  return indexFile(url, 'text');
}

/** A file of an index, beside its head: the head itself, its text (….text.json) or its passages (….passages.json); a query stays. */
export function indexFile(url: string, file: IndexFile): string {
  return file === 'head' ? url : url.replace(/\.json(?=\?|$)/, `.${file}.json`);
}

/** A file of the index of a section ('' for the site-wide one) as the build names it: search-index-docs-agent.text.json. */
export function indexFileName(searchContext: string, file: IndexFile): string {
  return indexFile(`search-index${searchContext ? `-${searchContext.replace(/\//g, '-')}` : ''}.json`, file);
}
