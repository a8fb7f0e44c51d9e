/**
 * The browser's entry: Docusaurus's own (@docusaurus/core/lib/client/clientEntry), run in steps.
 *
 * Docusaurus's entry imports the whole app statically, so the browser evaluates React, the router,
 * the route table, the client modules and the theme, and then matches the route and asks for its
 * chunks, in one task: about 45 ms on a laptop, 180 ms on a phone, during which a tap waits. Here
 * the same modules are evaluated group by group, each in its own task, and Docusaurus's entry, which
 * then finds them evaluated, runs last. The modules stay in main.js (`eager`): no extra request.
 *
 * Once it has run, links in view are not prefetched: Docusaurus fetches the chunks of every page a
 * visible link leads to (a docs page shows dozens in its sidebar), which was a third of the
 * JavaScript a phone downloaded for a page, for pages the reader mostly never opens. A link is
 * still preloaded the moment the reader points at it or touches it (Docusaurus's Link does that),
 * a few hundred milliseconds before the click.
 */
import {nextTask} from '@site/src/utils/nextTask';

// Docusaurus's mobile layout (below 997 px) sorts with localeCompare while it renders the page for
// the first time after hydration; the first call loads the collation data of ICU (about 10 ms on a
// laptop, 45 ms on a phone), here in a task of its own.
const MOBILE = '(max-width: 996px)';

/**
 * React's server rendering writes a preload for each image it renders (the logos) at the start of
 * the app's HTML, and React's hydration passes over them. Preact's does not: it takes them for the
 * app's first children and moves every real child after them, and the browser paints each moved
 * node anew (the page's largest paint again, at hydration). In <head> they do the same work.
 */
function hoistPreloads(): void {
  document.querySelectorAll('#__docusaurus > link').forEach((link) => document.head.append(link));
}

const steps: Array<() => unknown> = [
  () => import(/* webpackMode: "eager" */ './preactEvents'),
  () => import(/* webpackMode: "eager" */ 'react-dom'),
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ 'react-router-dom'),
  () => import(/* webpackMode: "eager" */ '@generated/routes'),
  // Matches the route and takes up its chunks, which the page's HTML has started to download (not
  // awaited: the rest is evaluated meanwhile); Docusaurus's entry preloads again and finds them.
  () =>
    import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/preload').then(({default: preload}) => {
      void preload(window.location.pathname);
    }),
  () => import(/* webpackMode: "eager" */ '@generated/client-modules'),
  () => import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App'),
  () => window.matchMedia(MOBILE).matches && 'а'.localeCompare('б'),
  hoistPreloads,
  () => import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/clientEntry'),
];

/** Links report themselves as they come into view: nothing is fetched for that (see above). */
function noPrefetchInView(): void {
  const {preload} = window.docusaurus;
  window.docusaurus = {preload, prefetch: () => false};
}

async function start(): Promise<void> {
  for (const step of steps) {
    await nextTask();
    await step();
  }
  noPrefetchInView();
}

void start();
