import type useIsBrowserType from '@docusaurus/useIsBrowser';

/** A story renders in the browser, hydrated. */
const useIsBrowser: typeof useIsBrowserType = () => true;
export default useIsBrowser;
