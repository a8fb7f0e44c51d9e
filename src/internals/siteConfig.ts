// The site's configuration for client modules, which run outside React and so cannot read it through
// `useDocusaurusContext()`: Docusaurus's generated module, the same object the hook returns.
// tests/analytics.spec.ts fails if the counter stops reading its id from it.
export {default as siteConfig} from '@generated/docusaurus.config';
