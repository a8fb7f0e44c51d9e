// The address of a search index, for the page (which starts downloading it) and for the worker
// (which reads it). The file name with its hash comes from the search plugin's generated settings
// (see ../index.ts).
import {searchIndexUrl} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants';

/** The index of a section ('' for the site-wide one); only this site's: the base comes from the page's URL. */
export function indexUrl(baseUrl: string, searchContext: string): string {
  const url = `${baseUrl}${searchIndexUrl.replace('{dir}', searchContext ? `-${searchContext.replace(/\//g, '-')}` : '')}`;
  if (new URL(url, location.origin).origin !== location.origin) {
    throw new Error('Unexpected version url');
  }
  return url;
}
