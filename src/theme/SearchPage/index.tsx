// The search results page (/search?q=…&ctx=…), in place of the search plugin's: its input lost
// letters and spaces while the reader typed (it wrote every keystroke to the URL and read the URL
// back over newer keystrokes), and `?version=` sent the worker after an index at any path. Here the
// input is the truth and the URL follows it; the URL is read when the reader arrives by a link or
// goes back. Results come from the same worker as the search box (src/plugins/search/client).
import {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import {useHistory, useLocation} from '@docusaurus/router';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluralForm} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import SearchResults from '@site/src/components/SearchResults';
import {SEARCH_UNAVAILABLE} from '@site/src/components/SearchStatus';
import {searchContexts} from '@site/src/config/sections';
import {searchByWorker} from '@site/src/internals/search/searchByWorker';
import type {Hit} from '@site/src/plugins/search/engine/search';
import styles from './styles.module.css';

const CONTEXTS = searchContexts();
/** The results page lists up to this many pages. */
const RESULTS = 100;

type Search = {query: string; context: string};

/** The search in a URL's query: `q`, and `ctx` when it names a section. The docs have one version: `version` is ignored. */
function fromUrl(search: string): Search {
  const params = new URLSearchParams(search);
  const context = params.get('ctx') ?? '';
  return {query: params.get('q') ?? '', context: CONTEXTS.some(({path}) => path === context) ? context : ''};
}

function toUrl({query, context}: Search): string {
  const params = new URLSearchParams();
  if (query) {
    params.set('q', query);
  }
  if (context) {
    params.set('ctx', context);
  }
  return params.toString();
}

function SearchPageContent(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const history = useHistory();
  const location = useLocation();
  const {selectMessage} = usePluralForm();
  // Empty until the page runs in the browser, as its HTML was built.
  const [search, setSearch] = useState<Search>({query: '', context: ''});
  const [answer, setAnswer] = useState<Search & {hits?: Hit[]}>();

  // The reader arrived by a link or went back: the URL says what to search. The page's own
  // updates of the URL (replace) are not read back.
  useEffect(() => {
    if (history.action !== 'REPLACE') {
      setSearch(fromUrl(location.search));
    }
  }, [history, location.search]);

  const update = (next: Search) => {
    setSearch(next);
    history.replace({search: toUrl(next)});
  };

  const {query, context} = search;
  useEffect(() => {
    if (!query.trim()) {
      setAnswer(undefined);
      return undefined;
    }
    let current = true;
    searchByWorker(siteConfig.baseUrl, context, query, RESULTS).then(
      (hits) => current && setAnswer({query, context, hits}),
      (error: unknown) => {
        console.warn('Search index failed to load:', error);
        if (current) {
          setAnswer({query, context});
        }
      },
    );
    return () => {
      current = false;
    };
  }, [siteConfig.baseUrl, query, context]);

  // The page's own words are Russian defaults here rather than entries of i18n/en/code.json, which
  // every page's main bundle carries: they load with this page alone.
  const title = query
    ? translate({id: 'theme.SearchPage.existingResultsTitle', message: 'Результаты поиска по запросу «{query}»'}, {query})
    : translate({id: 'theme.SearchPage.emptyResultsTitle', message: 'Поиск по документации'});
  const hits = answer?.hits;
  return (
    <main className="container margin-vert--lg">
      <Head>
        <title>{title}</title>
        <meta name="description" content="Поиск по документации Чат-центра: руководства, API и история версий." />
      </Head>
      <Heading as="h1">{title}</Heading>
      <div className="row">
        <div className={clsx('col col--9', styles.queryColumn)}>
          <input
            type="search"
            name="q"
            className={styles.input}
            aria-label={translate({id: 'theme.SearchBar.label', message: 'Search'})}
            value={query}
            onChange={(event) => update({query: event.target.value, context})}
            autoComplete="off"
            // The reader came here to search: the box is ready for typing.
            autoFocus
          />
        </div>
        <div className={clsx('col col--3', styles.contextColumn)}>
          <select
            id="context-selector"
            name="ctx"
            aria-label="Где искать"
            className={styles.input}
            value={context}
            onChange={(event) => update({query, context: event.target.value})}>
            <option value="">
              <Translate id="theme.SearchPage.searchContext.everywhere">Везде</Translate>
            </option>
            {CONTEXTS.map(({label, path}) => (
              <option key={path} value={path}>
                {label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {query.trim() && !answer && <p role="status">Ищем…</p>}
      {answer && !hits && <p role="alert">{SEARCH_UNAVAILABLE}</p>}
      {hits && (
        <p role="status">
          {hits.length > 0
            ? selectMessage(
                hits.length,
                translate(
                  // English plural rules (the locale is en): one|other, worded to need no case.
                  {id: 'theme.SearchPage.documentsFound.plurals', message: 'Найден 1 документ|Найдено документов: {count}'},
                  {count: hits.length},
                ),
              )
            : translate({id: 'theme.SearchPage.noResultsText', message: 'Ничего не найдено'})}
        </p>
      )}
      {hits && <SearchResults hits={hits} />}
    </main>
  );
}

export default function SearchPage(): ReactNode {
  return (
    <Layout>
      <SearchPageContent />
    </Layout>
  );
}
