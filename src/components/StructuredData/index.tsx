import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';

/** A JSON-LD block (https://schema.org) in the page's head. */
export default function JsonLd({data}: {data: Record<string, unknown>}): ReactNode {
  return (
    <Head>
      <script type="application/ld+json">{JSON.stringify(data)}</script>
    </Head>
  );
}
