/**
 * The page template: Docusaurus's own (@docusaurus/core/lib/ssg/ssgTemplate.html.js, 3.10) with
 * one change, paint first. Docusaurus loads the runtime and main bundles as `defer` scripts; when
 * they arrive with the HTML (a fast network, a warm cache), the browser runs them, about 150 ms of
 * a phone's time, before it shows anything. Here the head preloads them, so they download as early
 * as before, and a small inline script runs them, in order, once the first contentful paint is on
 * screen (as the browser reports it; two frames later where it cannot; at once in a hidden tab,
 * which paints nothing; after 3 s whatever happens). Its text is the same on every page, so the
 * Content-Security-Policy allows it by hash (scripts/csp.mjs). After a Docusaurus upgrade, compare
 * the template with Docusaurus's.
 */
const RUN_AFTER_FIRST_PAINT = `(function () {
  var done = false;
  function run() {
    if (done) return;
    done = true;
    document.querySelectorAll('link[data-boot]').forEach(function (link) {
      var script = document.createElement('script');
      script.src = link.href;
      script.async = false;
      document.head.appendChild(script);
    });
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
    <% it.scripts.forEach((script) => { %>
      <link rel="preload" as="script" href="<%= it.baseUrl %><%= script %>" data-boot />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>${RUN_AFTER_FIRST_PAINT}</script>
  </body>
</html>
`;
