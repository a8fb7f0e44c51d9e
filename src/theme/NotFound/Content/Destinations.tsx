// The not-found page's way on (./index.tsx): a search box (a plain form to /search, which works
// before the scripts load), a link into each audience's section (src/config/sections.ts) and the
// release notes. Loaded only where a page is not found: the docs' own bundle stays as it was.
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {SECTIONS} from '@site/src/config/sections';
import {keepProductName} from '@site/src/utils/productName';
import './styles.css';

/** Where a reader can go from here: each audience's starting page, then the release notes. */
const DESTINATIONS = [
  ...SECTIONS.flatMap(({id, title, home}) => (home ? [{id, title, to: home.entry.to, description: home.description}] : [])),
  ...SECTIONS.filter(({id}) => id === 'blog').map(({id, title, paths}) => ({
    id,
    title,
    to: paths[0],
    description: keepProductName('Что нового в каждой версии Чат-центра.'),
  })),
];

export default function Destinations(): ReactNode {
  const label = translate({id: 'theme.SearchBar.label', message: 'Search'});
  return (
    <>
      <form className="not-found-search" action="/search" method="get" role="search">
        <input className="not-found-search__input" type="search" name="q" required aria-label={label} placeholder="Что вы искали?" />
        <button className="button button--primary" type="submit">
          Найти
        </button>
      </form>
      <p>
        <Translate id="theme.NotFound.p2" description="The 2nd paragraph of the 404 page">
          Или откройте раздел для своей роли:
        </Translate>
      </p>
      <ul className="not-found-links">
        {DESTINATIONS.map(({id, title, to, description}) => (
          <li key={id}>
            <Link to={to}>{title}</Link>
            <span>{description}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
