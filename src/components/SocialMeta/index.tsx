import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {socialCardPath} from '@site/src/utils/socialCard';
import JsonLd from '@site/src/components/StructuredData';

/**
 * Open Graph and Twitter defaults for every page: the social card of the page's section and the
 * `website` type (doc and post pages override the type with `article`); the home page also
 * describes the site in JSON-LD.
 */
export default function SocialMeta(): ReactNode {
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  const image = useBaseUrl(socialCardPath(pathname), {absolute: true});
  const home = useBaseUrl('/', {absolute: true});
  return (
    <>
      <Head>
        <meta property="og:type" content="website" />
        <meta property="og:site_name" content={siteConfig.title} />
        <meta property="og:image" content={image} />
        <meta property="og:image:width" content="1200" />
        <meta property="og:image:height" content="630" />
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:image" content={image} />
      </Head>
      {pathname === '/' && (
        <JsonLd
          data={{
            '@context': 'https://schema.org',
            '@type': 'WebSite',
            name: siteConfig.title,
            description: siteConfig.tagline,
            url: home,
            inLanguage: 'ru',
          }}
        />
      )}
    </>
  );
}
