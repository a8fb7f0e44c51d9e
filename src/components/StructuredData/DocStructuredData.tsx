import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {audienceOf} from '@site/src/plugins/llms/llmsTxt';
import {socialCardPath} from '@site/src/utils/socialCard';
import useSiteSettings from '@site/src/config/useSiteSettings';
import JsonLd from './index';

/**
 * A doc page as a `TechArticle`, with the `article` Open Graph type. The breadcrumbs add their own
 * `BreadcrumbList` (theme's DocBreadcrumbs).
 */
export default function DocStructuredData(): ReactNode {
  const {metadata, frontMatter} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  // As the site links it: the docs home's permalink, /docs/, keeps a slash the URL does not have.
  const url = useBaseUrl(metadata.permalink.replace(/(.)\/$/, '$1'), {absolute: true});
  const image = useBaseUrl(socialCardPath(metadata.permalink), {absolute: true});
  const home = useBaseUrl('/', {absolute: true});
  const {companyUrl} = useSiteSettings();
  return (
    <>
      <Head>
        <meta property="og:type" content="article" />
      </Head>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'TechArticle',
          '@id': url,
          url,
          mainEntityOfPage: url,
          headline: metadata.title,
          name: metadata.title,
          description: metadata.description,
          image,
          inLanguage: 'ru',
          articleSection: audienceOf(metadata.permalink),
          ...(frontMatter.keywords && {keywords: frontMatter.keywords}),
          isPartOf: {'@type': 'WebSite', name: siteConfig.title, url: home},
          publisher: {'@type': 'Organization', name: siteConfig.title, url: companyUrl},
        }}
      />
    </>
  );
}
