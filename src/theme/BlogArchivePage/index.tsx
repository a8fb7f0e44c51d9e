// The blog archive (/blog/archive): every release note by year and month, newest first, each with its
// version, date and what it brought (the note's description), so that a reader looking for «when did
// X come» can scan it on a phone. Dates are in the language of the pages (`htmlLang`, Russian) rather
// than of the locale's code (`en`). Replaces the theme's page, which listed bare titles, put the posts
// of a year oldest first, formatted dates for `en` and showed «Archive» twice.
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {PageMetadata} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import type {Props} from '@theme/BlogArchivePage';
import {keepProductName} from '@site/src/utils/productName';
import styles from './styles.module.css';

type Post = Props['archive']['blogPosts'][number];

/** `YYYY-MM` of a post. */
const monthOf = (post: Post) => post.metadata.date.slice(0, 7);

/** Posts grouped by year and month, newest first. */
export function postsByMonth(posts: readonly Post[]): [string, [string, Post[]][]][] {
  const years = new Map<string, Map<string, Post[]>>();
  for (const post of [...posts].sort((a, b) => b.metadata.date.localeCompare(a.metadata.date))) {
    const month = monthOf(post);
    const months = years.get(month.slice(0, 4)) ?? new Map<string, Post[]>();
    years.set(month.slice(0, 4), months.set(month, [...(months.get(month) ?? []), post]));
  }
  return [...years].map(([year, months]) => [year, [...months]]);
}

export default function BlogArchivePage({archive}: Props): ReactNode {
  const {i18n} = useDocusaurusContext();
  const lang = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
  const day = new Intl.DateTimeFormat(lang, {day: 'numeric', month: 'long', timeZone: 'UTC'});
  // «ноябрь»: the month on its own, as a heading says it.
  const month = new Intl.DateTimeFormat(lang, {month: 'long', timeZone: 'UTC'});
  const monthName = (yearMonth: string) => {
    const name = month.format(new Date(`${yearMonth}-01T00:00:00Z`));
    return name.charAt(0).toLocaleUpperCase(lang) + name.slice(1);
  };
  const title = translate({id: 'theme.blog.archive.title', message: 'Архив', description: 'The page & hero title of the blog archive page'});
  const description = 'Все заметки о выпусках Чат-центра, от новых к старым: версия, дата и главное в ней.';
  return (
    <>
      <PageMetadata title={title} description={description} />
      <Layout>
        <main className="container margin-vert--lg">
          <Heading as="h1">{title}</Heading>
          <p className={styles.lead}>{keepProductName(description)}</p>
          {postsByMonth(archive.blogPosts).map(([year, months]) => (
            <section key={year} className={styles.year} aria-labelledby={`year-${year}`}>
              <Heading as="h2" id={`year-${year}`} className={styles.yearHeading}>
                {year}
              </Heading>
              {months.map(([yearMonth, posts]) => (
                <section key={yearMonth} className={styles.month} aria-labelledby={`month-${yearMonth}`}>
                  <Heading as="h3" id={`month-${yearMonth}`} className={styles.monthHeading}>
                    {monthName(yearMonth)}
                  </Heading>
                  <ul className={styles.posts}>
                    {posts.map((post) => (
                      <li key={post.metadata.permalink} className={styles.post}>
                        <p className={styles.title}>
                          <Link to={post.metadata.permalink}>{post.metadata.title}</Link>
                          <time dateTime={post.metadata.date} className={styles.date}>
                            {day.format(new Date(post.metadata.date))}
                          </time>
                        </p>
                        {post.metadata.description && <p className={styles.summary}>{post.metadata.description}</p>}
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </section>
          ))}
        </main>
      </Layout>
    </>
  );
}
