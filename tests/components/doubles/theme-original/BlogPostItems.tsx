import type {ReactNode} from 'react';
import type {Props} from '@theme/BlogPostItems';

/** The theme's list of posts, each an article with its title as the heading. */
export default function BlogPostItems({items}: Props): ReactNode {
  return items.map(({content}) => (
    <article key={content.metadata.permalink}>
      <h2>
        <a href={content.metadata.permalink}>{content.metadata.title}</a>
      </h2>
    </article>
  ));
}
