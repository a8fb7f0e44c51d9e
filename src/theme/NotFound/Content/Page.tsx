// The not-found page's content (see ./index.tsx).
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';

import Destinations from './Destinations';

export default function NotFoundPage({className}: Props): ReactNode {
  return (
    <main className={clsx('container margin-vert--lg', className)}>
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="not-found-title">
            <Translate id="theme.NotFound.title" description="The title of the 404 page">
              Страница не найдена
            </Translate>
          </Heading>
          <p>
            <Translate id="theme.NotFound.p1" description="The first paragraph of the 404 page">
              Такой страницы на сайте нет: возможно, она переехала или в адресе опечатка.
            </Translate>
          </p>
          <Destinations />
        </div>
      </div>
    </main>
  );
}
