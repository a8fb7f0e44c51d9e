// Wraps the search results page to describe it and to name its section selector, which the plugin
// renders unlabelled.
import {useEffect, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import SearchPage from '@theme-original/SearchPage';

export default function SearchPageWrapper(): ReactNode {
  useEffect(() => {
    document.getElementById('context-selector')?.setAttribute('aria-label', 'Где искать');
  });
  return (
    <>
      <Head>
        <meta name="description" content="Поиск по документации Чат-центра: руководства, API и история версий." />
      </Head>
      <SearchPage />
    </>
  );
}
