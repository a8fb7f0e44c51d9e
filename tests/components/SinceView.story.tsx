import {useState, type ReactNode} from 'react';
import {BrowserRouter} from 'react-router-dom';
import type {Props as ItemsProps} from '@theme/BlogPostItems';
import BlogPostItems from '@site/src/theme/BlogPostItems';
import {BlogListTitle} from '@site/src/utils/blogListTitle';
import {BlogSinceVersions} from '@site/src/utils/blogSince';

export type BlogProps = {
  /** The address's query, as a shared link has it: `?since=6.24&role=admin`. */
  search: string;
  /** Every release, newest first, as the blog's sidebar lists them. */
  versions: string[];
  /** The posts of the page, newest first. */
  posts: {permalink: string; title: string}[];
};

/**
 * /blog as the BlogListPage wrapper sets it up: its title and the versions, then the BlogPostItems
 * wrapper with «Что изменилось после версии» (src/components/SinceView) above the posts.
 */
export function Blog({search, versions, posts}: BlogProps): ReactNode {
  // The reader arrived at this address: the router reads it when it starts.
  useState(() => window.history.replaceState(null, '', `/blog${search}`));
  const items = posts.map((metadata) => ({content: {metadata}})) as unknown as ItemsProps['items'];
  return (
    <BrowserRouter>
      <BlogListTitle.Provider value="История версий">
        <BlogSinceVersions.Provider value={versions}>
          <BlogPostItems items={items} />
        </BlogSinceVersions.Provider>
      </BlogListTitle.Provider>
    </BrowserRouter>
  );
}
