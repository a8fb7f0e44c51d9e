/**
 * A folder's hub (docs/<folder>/index.mdx): its pages and folders with their descriptions, what the
 * release notes changed there lately, and the FAQ's questions about it. The lists are the folder's
 * data, made at build (src/plugins/hubs) and handed to `<Hub />` by src/plugins/hubs/remarkHub.ts.
 *
 * In MDX: `import Hub from '@site/src/components/Hub';` then `<Hub />` under the page's introduction.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import ChangeText, {KindBadge} from '@site/src/components/ChangeText';
import type {HubData} from '@site/src/plugins/hubs/data';
import {HUB_LISTS, HUB_SECTIONS, olderChangesLead, pagesCount, releaseDate, RELEASE_NOTES} from '@site/src/plugins/hubs/common';
import styles from './styles.module.css';

function Section({section, children}: {section: keyof typeof HUB_SECTIONS; children: ReactNode}): ReactNode {
  const {id, title} = HUB_SECTIONS[section];
  return (
    <section className={styles.section} aria-labelledby={id}>
      <Heading as="h2" id={id}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

export default function Hub({data}: {data?: HubData}): ReactNode {
  if (!data) {
    throw new Error('<Hub /> has no data: it belongs in the index.mdx of a folder of docs/ (src/plugins/hubs/remarkHub.ts)');
  }
  const {entries, changes, olderChanges, questions} = data;
  return (
    <div className={clsx(HUB_LISTS, styles.hub)}>
      <Section section="entries">
        <ul className={styles.entries}>
          {entries.map((entry) => (
            <li key={entry.href}>
              <Link to={entry.href} className={clsx(styles.entry, entry.pages !== undefined && styles.folder)}>
                <span className={styles.entryTitle}>{entry.title}</span>
                {entry.pages !== undefined && <span className={styles.count}>{pagesCount(entry.pages)}</span>}
                <span className={styles.description}>{entry.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      {changes.length > 0 && (
        <Section section="changes">
          <ul className={styles.changes}>
            {changes.map((change) => (
              <li key={`${change.note} ${change.page.href}`} className={styles.change}>
                <span className={styles.changeMeta}>
                  <Link to={change.note}>Версия {change.version}</Link>
                  <time dateTime={change.date}>{releaseDate(change.date)}</time>
                  <KindBadge kind={change.kind} />
                </span>
                <span>
                  <ChangeText pieces={change.summary} />
                </span>
                <Link to={change.page.href} className={styles.changePage}>
                  {change.page.title}
                </Link>
              </li>
            ))}
          </ul>
          <p className={styles.more}>
            {olderChangesLead(olderChanges)}
            <Link to={RELEASE_NOTES.to}>{RELEASE_NOTES.label}</Link>.
          </p>
        </Section>
      )}
      {questions.length > 0 && (
        <Section section="questions">
          <ul className={styles.questions}>
            {questions.map((question) => (
              <li key={question.href}>
                <Link to={question.href}>{question.question}</Link>
              </li>
            ))}
          </ul>
        </Section>
      )}
    </div>
  );
}
