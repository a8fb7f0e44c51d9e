// Wraps the search results page to describe it, to name its section selector and to mark its content
// as the page's main landmark: the plugin renders neither.
import {useEffect, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import SearchPage from '@theme-original/SearchPage';

export default function SearchPageWrapper(): ReactNode {
  useEffect(() => {
    document.getElementById('context-selector')?.setAttribute('aria-label', 'Где искать');
    document.getElementById('__docusaurus_skipToContent_fallback')?.setAttribute('role', 'main');
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
