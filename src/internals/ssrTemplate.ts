/** What a tap before the bundles run is kept for (see RUN_AFTER_FIRST_PAINT): toggles that need no user activation. */
const EARLY_TAP_TARGETS = JSON.stringify(['.navbar__toggle', '.menu__caret', '.theme-doc-toc-mobile button', '.theme-announcement-bar button', '[role="tab"]']);

/**
 * The page template: Docusaurus's own (@docusaurus/core/lib/ssg/ssgTemplate.html.js, 3.10) with
 * one change, paint first. Docusaurus loads the runtime and main bundles as `defer` scripts; when
 * they arrive with the HTML (a fast network, a warm cache), the browser runs them, about 150 ms of
 * a phone's time, before it shows anything. Here a small inline script adds them, in order, once
 * the first contentful paint is on screen (as the browser reports it; two frames later where it
 * cannot) and the page has loaded (its stylesheet and the pictures in view); at once in a hidden
 * tab, which paints nothing; after 3 s whatever happens. Until then no script competes with what
 * the largest paint needs, for the network or the processor: a preload of the bundles in the head
 * (as this template had) started them before it, and Lighthouse's largest paint on a phone came
 * 1.2–1.7 times later than the same page's without scripts. The chunks of the page's route
 * (src/internals/leanBundle/routeChunks.ts) start downloading at that moment too, and Docusaurus's
 * entry finds them loaded or on their way instead of asking for them a round trip later. The loader adds the scripts four
 * per task (a page of the blog has twenty), so that adding them does not hold the page either; they
 * still run in order. Until the page hydrates, the loader keeps the reader's last tap on a toggle,
 * which the page then makes again (src/utils/replayEarly.client.ts). The loader's text is the
 * same on every page (the bundles and chunks are in its data- attributes), so the
 * Content-Security-Policy allows it by hash (scripts/csp.mjs). After a Docusaurus upgrade, compare
 * the template with Docusaurus's.
 */
const RUN_AFTER_FIRST_PAINT = `(function () {
  // The last tap on one of the theme's toggles (the menu, a sidebar section, the table of contents
  // on a phone, a tab, the release bar's close) before the bundles run, which nothing answers yet:
  // src/utils/replayEarly.client.ts makes it again once the page has hydrated. Any other tap
  // in the meantime means the reader moved on. Its place among the toggles of its kind finds it
  // again where the theme renders it anew (tabs remount once hydrated).
  var early = (window.__earlyTap = {on: true, target: null, kind: '', index: -1, text: ''});
  var kinds = ${EARLY_TAP_TARGETS};
  document.addEventListener('click', function (event) {
    if (!early.on) return;
    var target = event.target;
    early.target = null;
    for (var k = 0; k < kinds.length && target && target.closest; k++) {
      var toggle = target.closest(kinds[k]);
      if (toggle) {
        early.target = toggle;
        early.kind = kinds[k];
        early.index = Array.prototype.indexOf.call(document.querySelectorAll(kinds[k]), toggle);
        early.text = toggle.textContent;
        return;
      }
    }
  }, true);
  var script = document.currentScript;
  var sources = (script.getAttribute('data-bundles') + ' ' + script.getAttribute('data-chunks')).split(' ').filter(Boolean);
  var done = false;
  function run() {
    if (done) return;
    done = true;
    (function add(from) {
      sources.slice(from, from + 4).forEach(function (src) {
        var script = document.createElement('script');
        script.setAttribute('src', src);
        script.async = false;
        document.head.appendChild(script);
      });
      if (from + 4 < sources.length) setTimeout(add, 0, from + 4);
    })(0);
  }
  // After the page has painted and loaded (its stylesheet and the pictures in view): nothing the
  // largest paint waits for shares the network or the processor with the scripts.
  function whenLoaded() {
    if (document.readyState === 'complete') return requestAnimationFrame(function () { setTimeout(run, 0); });
    window.addEventListener('load', function () { setTimeout(run, 0); });
  }
  if (document.visibilityState === 'hidden') return run();
  document.addEventListener('visibilitychange', run);
  setTimeout(run, 3000);
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf('paint') < 0) {
    return requestAnimationFrame(function () { requestAnimationFrame(whenLoaded); });
  }
  new PerformanceObserver(function (list, observer) {
    if (list.getEntriesByName('first-contentful-paint').length) {
      observer.disconnect();
      whenLoaded();
    }
  }).observe({type: 'paint', buffered: true});
})();`;

/** Eta code: whether `script` (a path such as assets/js/main.1a2b3c4d.js) is one of the bundles. */
const IS_BUNDLE = `(script) => /^assets\\/js\\/(runtime~)?main\\.[0-9a-f]+\\.js$/.test(script)`;

export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% const isBundle = ${IS_BUNDLE}; %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script data-bundles="<%= it.scripts.filter(isBundle).map((script) => it.baseUrl + script).join(' ') %>" data-chunks="<%= it.scripts.filter((script) => !isBundle(script)).map((script) => it.baseUrl + script).join(' ') %>">${RUN_AFTER_FIRST_PAINT}</script>
  </body>
</html>
`;
