import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {Hit} from '@site/src/plugins/search/engine/search';
import styles from './styles.module.css';

/** `text` with the given places marked. */
export function Marked({text, position}: {text: string; position: [number, number][]}): ReactNode {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [start, length] of [...position].sort((a, b) => a[0] - b[0])) {
    if (length === 0 || start < at) {
      continue;
    }
    parts.push(text.slice(at, start), <mark key={start}>{text.slice(start, start + length)}</mark>);
    at = start + length;
  }
  parts.push(text.slice(at));
  return <>{parts}</>;
}

/** Where a hit leads: its page and heading, with the words to highlight there. */
export function hitUrl({document, tokens}: Hit): string {
  const params = new URLSearchParams(tokens.map((token) => ['_highlight', token]));
  return `${document.u}${tokens.length > 0 ? `?${params}` : ''}${document.h ?? ''}`;
}

/**
 * The results page's list: one entry per page, at its best matching place, with its section, its
 * place in the docs and an excerpt (the matching paragraph, or the page's description).
 */
export default function SearchResults({hits}: {hits: Hit[]}): ReactNode {
  return (
    <div className={styles.results}>
      {hits.map((hit) => {
        const page = hit.page || hit.document;
        const [section, ...trail] = page.b ?? [];
        const path = hit.page ? [...trail, hit.page.t] : trail;
        return (
          <article key={hitUrl(hit)} className={styles.result}>
            <Heading as="h2" className={styles.title}>
              <Link to={hitUrl(hit)}>
                <Marked text={hit.document.t} position={hit.metadata.match?.t.position ?? []} />
              </Link>
            </Heading>
            <p className={styles.path}>
              <span className={styles.section}>{section}</span>
              {path.length > 0 && ` ${path.join(' › ')}`}
            </p>
            {hit.excerpt && (
              <p className={styles.excerpt}>
                <Marked text={hit.excerpt.text} position={hit.excerpt.position} />
              </p>
            )}
          </article>
        );
      })}
    </div>
  );
}
