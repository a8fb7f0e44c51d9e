import {useState, type ReactNode} from 'react';
import {BrowserRouter} from 'react-router-dom';
import SearchPage from '@site/src/theme/SearchPage';
import SearchStatus from '@site/src/components/SearchStatus';

/** The results page (/search), arrived at by `search`: `?q=…&ctx=…` from a link, or nothing. */
export function ResultsPage({search}: {search: string}): ReactNode {
  useState(() => window.history.replaceState(null, '', `/search${search}`));
  return (
    <BrowserRouter>
      <SearchPage />
    </BrowserRouter>
  );
}

/**
 * The navbar's search box in SearchStatus, as the search plugin's box behaves until its index has
 * loaded: the first focus fetches the index and leaves a failure unhandled; once loaded, the input
 * becomes a combobox.
 */
export function NavbarBox(): ReactNode {
  const load = (input: HTMLInputElement) =>
    void fetch('/search-index.json')
      .then((response) => response.json())
      .then(() => input.setAttribute('role', 'combobox'));
  return (
    <SearchStatus>
      <input type="search" aria-label="Поиск" placeholder="Поиск" onFocus={(event) => load(event.currentTarget)} />
    </SearchStatus>
  );
}
