// Wraps the list of posts so that the blog's own list pages (/blog, /blog/page/N) get an h1 with the
// blog title; tag and author pages already have theirs.
import {useContext, type ReactNode} from 'react';
import BlogPostItems from '@theme-original/BlogPostItems';
import type BlogPostItemsType from '@theme/BlogPostItems';
import type {WrapperProps} from '@docusaurus/types';
import Heading from '@theme/Heading';
import {BlogListTitle} from '@site/src/utils/blogListTitle';

type Props = WrapperProps<typeof BlogPostItemsType>;

export default function BlogPostItemsWrapper(props: Props): ReactNode {
  const title = useContext(BlogListTitle);
  return (
    <>
      {title && <Heading as="h1">{title}</Heading>}
      <BlogPostItems {...props} />
    </>
  );
}
