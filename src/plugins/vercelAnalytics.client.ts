import {whenLoadedAndIdle} from '@site/src/utils/whenIdle';

// Vercel Web Analytics, in the bundle only where it is on (`VERCEL_ANALYTICS`, src/config/site.ts):
// once per visit, after the page's load event and then when the browser is idle (off the critical
// path: its loader is a chunk of its own, fetched then); the script reports route changes itself.
if (typeof window !== 'undefined') {
  whenLoadedAndIdle(() => {
    import('@vercel/analytics')
      .then(({inject}) => inject({framework: 'docusaurus'}))
      // A chunk gone after a redeploy: no analytics for this visit, and the page carries on.
      .catch(() => undefined);
  });
}
