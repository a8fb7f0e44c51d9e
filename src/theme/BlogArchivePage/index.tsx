// The blog archive (/blog/archive) as one list: a single «Архив» heading, years and posts newest first,
// dates in the language of the pages (`htmlLang`, Russian) rather than of the locale's code (`en`).
// Replaces the theme's page, which put the posts of a year oldest first, formatted dates for `en`
// and showed «Archive» twice (title and description).
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {PageMetadata} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import type {Props} from '@theme/BlogArchivePage';

type Post = Props['archive']['blogPosts'][number];

/** Posts grouped by year, newest year and newest post first. */
export function postsByYear(posts: readonly Post[]): [string, Post[]][] {
  const years = new Map<string, Post[]>();
  for (const post of [...posts].sort((a, b) => b.metadata.date.localeCompare(a.metadata.date))) {
    const year = post.metadata.date.slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), post]);
  }
  return [...years];
}

export default function BlogArchivePage({archive}: Props): ReactNode {
  const {i18n} = useDocusaurusContext();
  const lang = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
  const date = new Intl.DateTimeFormat(lang, {day: 'numeric', month: 'long', timeZone: 'UTC'});
  const title = translate({id: 'theme.blog.archive.title', message: 'Архив', description: 'The page & hero title of the blog archive page'});
  const description = 'Все заметки о выпусках Чат-центра, от новых к старым.';
  return (
    <>
      <PageMetadata title={title} description={description} />
      <Layout>
        <main className="container margin-vert--lg">
          <Heading as="h1">{title}</Heading>
          <p>{description}</p>
          {postsByYear(archive.blogPosts).map(([year, posts]) => (
            <section key={year}>
              <Heading as="h2" id={year}>
                {year}
              </Heading>
              <ul>
                {posts.map((post) => (
                  <li key={post.metadata.permalink}>
                    <Link to={post.metadata.permalink}>{post.metadata.title}</Link>
                    {' — '}
                    <time dateTime={post.metadata.date}>{date.format(new Date(post.metadata.date))}</time>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </main>
      </Layout>
    </>
  );
}
