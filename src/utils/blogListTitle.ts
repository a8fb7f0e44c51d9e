import {createContext} from 'react';

/**
 * The title of the blog list page being rendered (/blog, /blog/page/N), or null elsewhere: set by the
 * BlogListPage wrapper, read by the BlogPostItems wrapper, which renders it as the page's h1.
 */
export const BlogListTitle = createContext<string | null>(null);
