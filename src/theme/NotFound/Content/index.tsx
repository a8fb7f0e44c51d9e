// The not-found page: the theme's title and first paragraph, then a way on (./Destinations.tsx):
// search, each audience's section and the release notes. Its words are Russian defaults here, not
// entries of i18n/en/code.json (which every page's main bundle carries). The docs render this for
// an unknown /docs/ path, so the way on loads lazily: rendered into the HTML on the server, fetched
// by the browser only where a page is not found.
import {lazy, Suspense, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';

const Destinations = lazy(() => import('./Destinations'));

export default function NotFoundContent({className}: Props): ReactNode {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="hero__title">
            <Translate id="theme.NotFound.title" description="The title of the 404 page">
              Страница не найдена
            </Translate>
          </Heading>
          <p>
            <Translate id="theme.NotFound.p1" description="The first paragraph of the 404 page">
              Такой страницы на сайте нет: возможно, она переехала или в адресе опечатка.
            </Translate>
          </p>
          <Suspense fallback={null}>
            <Destinations />
          </Suspense>
        </div>
      </div>
    </main>
  );
}
