/**
 * The page template: Docusaurus's own (@docusaurus/core/lib/ssg/ssgTemplate.html.js, 3.10) with
 * one change, paint first. Docusaurus loads the runtime and main bundles as `defer` scripts; when
 * they arrive with the HTML (a fast network, a warm cache), the browser runs them, about 150 ms of
 * a phone's time, before it shows anything. Here the head preloads them at low priority, so they
 * download early without holding up the stylesheet, and a small inline script runs them, in order,
 * once the first contentful paint is on screen (as the browser reports it; two frames later where
 * it cannot; at once in a hidden tab, which paints nothing; after 3 s whatever happens). The chunks
 * of the page's route (src/internals/leanBundle/routeChunks.ts) start downloading at that moment too,
 * so they do not compete with what the first paint needs, and Docusaurus's entry finds them loaded
 * or on their way instead of asking for them a round trip later. The loader adds the scripts four
 * per task (a page of the blog has twenty), so that adding them does not hold the page either; they
 * still run in order. The loader's text is the same on every page (the chunks are in its data-chunks
 * attribute), so the Content-Security-Policy allows it by hash (scripts/csp.mjs). After a
 * Docusaurus upgrade, compare the template with Docusaurus's.
 */
const RUN_AFTER_FIRST_PAINT = `(function () {
  var chunks = document.currentScript.getAttribute('data-chunks').split(' ');
  var done = false;
  function run() {
    if (done) return;
    done = true;
    var bundles = Array.prototype.map.call(document.querySelectorAll('link[data-boot]'), function (link) {
      return link.getAttribute('href');
    });
    var sources = bundles.concat(chunks).filter(Boolean);
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
  if (document.visibilityState === 'hidden') return run();
  document.addEventListener('visibilitychange', run);
  setTimeout(run, 3000);
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf('paint') < 0) {
    return requestAnimationFrame(function () { requestAnimationFrame(run); });
  }
  new PerformanceObserver(function (list) {
    if (list.getEntriesByName('first-contentful-paint').length) run();
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
    <% it.scripts.filter(isBundle).forEach((script) => { %>
      <link rel="preload" as="script" href="<%= it.baseUrl %><%= script %>" fetchpriority="low" data-boot />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script data-chunks="<%= it.scripts.filter((script) => !isBundle(script)).map((script) => it.baseUrl + script).join(' ') %>">${RUN_AFTER_FIRST_PAINT}</script>
  </body>
</html>
`;
