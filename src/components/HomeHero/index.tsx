import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useSiteSettings from '@site/src/config/useSiteSettings';
import styles from './styles.module.css';

/** The top of the home page: what the site is and where to start. */
export default function HomeHero(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {latestRelease} = useSiteSettings();
  return (
    <header className={styles.hero}>
      <div className="container">
        {/* The product's name in the genitive: «Документация Чат-центра», as docs/index.md titles it; never
            broken at its hyphen (the plain hyphen stays: the search index reads this heading). */}
        <Heading as="h1" className={styles.title}>
          Документация <span className={styles.name}>Чат-центра</span>
        </Heading>
        <p className={styles.tagline}>{siteConfig.tagline}</p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/docs">
            Начать с{'\u00a0'}обзора
          </Link>
          {latestRelease && (
            <Link className="button button--secondary button--lg" to={latestRelease.permalink}>
              {/* The version never alone on a line of its own, nor «в» (src/plugins/typography's rules). */}
              Что нового в{'\u00a0'}версии{'\u00a0'}
              {latestRelease.version}
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
