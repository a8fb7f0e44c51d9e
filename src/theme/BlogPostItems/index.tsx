// Wraps the list of posts so that the blog's own list pages (/blog, /blog/page/N) get an h1 with the
// blog title; tag and author pages already have theirs. /blog also gets the reader's «what changed
// since my version» (src/components/SinceView), and under its summary only the notes it does not
// cover: the reader's version and older ones.
import {useContext, type ReactNode} from 'react';
import BlogPostItems from '@theme-original/BlogPostItems';
import type BlogPostItemsType from '@theme/BlogPostItems';
import type {WrapperProps} from '@docusaurus/types';
import Heading from '@theme/Heading';
import {BlogListTitle} from '@site/src/utils/blogListTitle';
import {BlogSinceVersions, olderNotes} from '@site/src/utils/blogSince';
import SinceView from '@site/src/components/SinceView';

type Props = WrapperProps<typeof BlogPostItemsType>;

export default function BlogPostItemsWrapper(props: Props): ReactNode {
  const title = useContext(BlogListTitle);
  const versions = useContext(BlogSinceVersions);
  return (
    <>
      {title && <Heading as="h1">{title}</Heading>}
      {versions && versions.length > 1 ? (
        <SinceView versions={versions}>
          {(since) => {
            if (!since) {
              return <BlogPostItems {...props} />;
            }
            const items = olderNotes(props.items, versions, since);
            return (
              items.length > 0 && (
                <>
                  <Heading as="h2">
                    Заметки о версии {since} и более ранних
                  </Heading>
                  <BlogPostItems {...props} items={items} />
                </>
              )
            );
          }}
        </SinceView>
      ) : (
        <BlogPostItems {...props} />
      )}
    </>
  );
}
