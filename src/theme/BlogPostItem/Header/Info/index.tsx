// The theme's date and reading time above a release note, with the date in the site's language
// (src/utils/useSiteDateFormat.ts): «5 июня 2025 г. · 3 мин чтения».
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import type {Props} from '@theme/BlogPostItem/Header/Info';
import useSiteDateFormat from '@site/src/utils/useSiteDateFormat';
import styles from './styles.module.css';

function ReadingTime({readingTime}: {readingTime: number}): ReactNode {
  const {selectMessage} = usePluralForm();
  const minutes = Math.ceil(readingTime);
  return selectMessage(
    minutes,
    translate(
      {
        id: 'theme.blog.post.readingTime.plurals',
        description: 'Pluralized label for "{readingTime} min read".',
        // A Russian default rather than an entry of i18n/en/code.json, which every page's main
        // bundle carries; English plural rules (one|other): «мин» needs no case.
        message: '1\u00a0мин чтения|{readingTime}\u00a0мин чтения',
      },
      {readingTime: minutes},
    ),
  );
}

export default function BlogPostItemHeaderInfo({className}: Props): ReactNode {
  const {metadata} = useBlogPost();
  const {date, readingTime} = metadata;
  const format = useSiteDateFormat({day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'});
  return (
    <div className={clsx(styles.container, 'margin-vert--md', className)}>
      <time dateTime={date}>{format.format(new Date(date))}</time>
      {readingTime !== undefined && (
        <>
          {' · '}
          <ReadingTime readingTime={readingTime} />
        </>
      )}
    </div>
  );
}
