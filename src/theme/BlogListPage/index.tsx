// Wraps the blog list page to hand its title to the post list, which shows it as the page's h1.
import type {ReactNode} from 'react';
import BlogListPage from '@theme-original/BlogListPage';
import type BlogListPageType from '@theme/BlogListPage';
import type {WrapperProps} from '@docusaurus/types';
import {BlogListTitle} from '@site/src/utils/blogListTitle';

type Props = WrapperProps<typeof BlogListPageType>;

export default function BlogListPageWrapper(props: Props): ReactNode {
  return (
    <BlogListTitle.Provider value={props.metadata.blogTitle}>
      <BlogListPage {...props} />
    </BlogListTitle.Provider>
  );
}
