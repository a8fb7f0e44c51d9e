/**
 * A shared link, /blog?since=6.20&role=admin, shows its state from the first paint. The page's HTML is
 * built without a query and React reads it only once the page has hydrated (a second or more on a
 * phone): until then the reader saw «Не выбрана» and the plain list, and then the summary pushed
 * everything down (a layout shift of 0.53 of a phone's screen).
 *
 * This script runs where the server put it, at the top of the block, before the rest of the page is
 * parsed. For a version the reader can pick
 * it marks <html data-blog-since> (./styles.module.css then shows the block's placeholder of the
 * height the block keeps while it loads, and keeps the list back until the summary is in), gives the
 * placeholder its version (`--blog-since`), sets the two selects as the parser creates them, and
 * starts downloading the changes, so that they are there when React asks. Once hydrated, React shows
 * the same state itself. It does nothing on a page reached through the router: by then the document
 * has loaded.
 *
 * Its text is the same on every build (what it needs is in its data attributes): the Content-Security-
 * Policy allows it by its hash (scripts/csp.mjs). Rendered in place, not through <Head>, which would
 * add it again in the browser (unminified, so not the text the policy allows); and only until the
 * page has hydrated, so the browser never creates it.
 */
import type {ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {ROLES} from '@site/src/plugins/releaseNotes/types';

/** The selects the script sets: `data-since-param` names the query parameter each shows. */
export const PARAM_ATTRIBUTE = 'data-since-param';

const SCRIPT = `(function () {
  if (document.readyState !== 'loading') return;
  var script = document.currentScript;
  var query = new URLSearchParams(location.search);
  var values = {since: query.get('since'), role: query.get('role') || ''};
  if (script.getAttribute('data-versions').split(' ').indexOf(values.since) < 0) return;
  if (script.getAttribute('data-roles').split(' ').indexOf(values.role) < 0) values.role = '';
  var root = document.documentElement;
  root.setAttribute('data-blog-since', values.since);
  root.style.setProperty('--blog-since', '"' + values.since + '"');
  var preload = document.createElement('link');
  preload.rel = 'preload';
  preload.as = 'fetch';
  preload.crossOrigin = 'anonymous';
  preload.href = script.getAttribute('data-changes');
  document.head.appendChild(preload);
  function setSelects() {
    document.querySelectorAll('select[${PARAM_ATTRIBUTE}]').forEach(function (select) {
      var value = values[select.getAttribute('${PARAM_ATTRIBUTE}')];
      for (var i = 0; i < select.options.length; i++) {
        if (select.options[i].value === value) select.selectedIndex = i;
      }
    });
  }
  var observer = new MutationObserver(setSelects);
  observer.observe(root, {childList: true, subtree: true});
  document.addEventListener('DOMContentLoaded', function () {
    observer.disconnect();
    setSelects();
  });
})();`;

/** The script; `choices`: the versions a reader can pick. */
export default function EarlyQuery({choices}: {choices: string[]}): ReactNode {
  const changes = useBaseUrl('/blog/changes.json');
  // Hydrated as the server wrote it, then gone: Preact (the browser's React, src/internals/leanBundle)
  // would run a script it creates on a page reached through the router, and the policy blocks it.
  if (useIsBrowser()) {
    return null;
  }
  return <script data-versions={choices.join(' ')} data-roles={ROLES.join(' ')} data-changes={changes} dangerouslySetInnerHTML={{__html: SCRIPT}} />;
}
