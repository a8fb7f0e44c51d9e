// The not-found page: the theme's title and first paragraph, then a way on (./Destinations.tsx):
// search, each audience's section and the release notes. Its words are Russian defaults here, not
// entries of i18n/en/code.json (which every page's main bundle carries). The docs render this for
// an unknown /docs/ path, so it loads lazily (./Page.tsx): rendered into the HTML on the server,
// fetched by the browser only where a page is not found.
import {lazy, Suspense, type ReactNode} from 'react';
import type {Props} from '@theme/NotFound/Content';

const Page = lazy(() => import('./Page'));

export default function NotFoundContent(props: Props): ReactNode {
  return (
    <Suspense fallback={null}>
      <Page {...props} />
    </Suspense>
  );
}
