// Wraps the blog list page to hand its title to the post list, which shows it as the page's h1, and,
// on /blog itself, the release versions for «Что изменилось после версии» (src/components/SinceView).
import type {ReactNode} from 'react';
import BlogListPage from '@theme-original/BlogListPage';
import type BlogListPageType from '@theme/BlogListPage';
import type {WrapperProps} from '@docusaurus/types';
import {BlogListTitle} from '@site/src/utils/blogListTitle';
import {BlogSinceVersions, versionOf} from '@site/src/utils/blogSince';

type Props = WrapperProps<typeof BlogListPageType>;

export default function BlogListPageWrapper(props: Props): ReactNode {
  // The sidebar lists every note (blogSidebarCount: 'ALL'), newest first.
  const versions = props.metadata.page === 1 ? props.sidebar.items.flatMap((item) => versionOf(item.permalink) ?? []) : null;
  return (
    <BlogListTitle.Provider value={props.metadata.blogTitle}>
      <BlogSinceVersions.Provider value={versions}>
        <BlogListPage {...props} />
      </BlogSinceVersions.Provider>
    </BlogListTitle.Provider>
  );
}
