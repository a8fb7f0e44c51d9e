import type useBaseUrlType from '@docusaurus/useBaseUrl';

/** The site's base URL is `/`: a path stays as it is. */
const useBaseUrl: typeof useBaseUrlType = (url) => url ?? '';
export default useBaseUrl;
