import type useDocusaurusContextType from '@docusaurus/useDocusaurusContext';
import type {DocusaurusContext} from '@docusaurus/types';
import {SETTINGS, SITE_URL} from '../site';

/** The parts of the site's context the components read: its URL, base URL and custom fields. */
const context = {siteConfig: {url: SITE_URL, baseUrl: '/', customFields: SETTINGS}} as unknown as DocusaurusContext;

const useDocusaurusContext: typeof useDocusaurusContextType = () => context;
export default useDocusaurusContext;
