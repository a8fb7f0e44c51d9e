import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {SECTIONS} from '@site/src/config/sections';
import styles from './styles.module.css';

/** One card per audience of the docs (src/config/sections.ts), with its entry page and the pages read most. */
export default function AudienceCards(): ReactNode {
  return (
    <section className={styles.grid} aria-label="Разделы документации">
      {SECTIONS.map(
        ({id, title, home}) =>
          home && (
            <article key={id} className={styles.card}>
              <Heading as="h2" className={styles.title}>
                {title}
              </Heading>
              <p>{home.description}</p>
              <Link className={styles.entry} to={home.entry.to}>
                {home.entry.label}
              </Link>
              <ul className={styles.links}>
                {home.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </article>
          ),
      )}
    </section>
  );
}
