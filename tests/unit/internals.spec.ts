import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import themeClassic from '@docusaurus/theme-classic';
import {expect, test} from '@playwright/test';
import {imageZoomClientModule, prismLanguagesClientModule} from '../../src/plugins/leanBundle/internals';

/**
 * The files of other packages the site reaches into, and what it assumes about them. After an
 * upgrade of one of these packages, a failure here names what moved or changed (the build would
 * otherwise go on, with every page's JavaScript silently bigger or a template gone stale).
 */
const root = path.join(__dirname, '..', '..');
// Playwright compiles specs to CommonJS, so the ES module script is loaded with import().
let importsOf: typeof import('../../scripts/check-imports.mjs').importsOf;
test.beforeAll(async () => {
  ({importsOf} = await import('../../scripts/check-imports.mjs'));
});
const read = (file: string) => readFileSync(file, 'utf8');

test('theme-classic still registers the Prism grammars in the client module the lean bundle empties', () => {
  const context = {
    i18n: {currentLocale: 'en', localeConfigs: {en: {direction: 'ltr'}}},
    siteStorage: {},
    siteConfig: {themeConfig: {prism: {additionalLanguages: []}, colorMode: {}}},
  } as unknown as LoadContext;
  const theme = themeClassic(context, {customCss: []} as unknown as Parameters<typeof themeClassic>[1]);
  // Docusaurus resolves a plugin's client modules from the folder of the plugin's file.
  const lib = path.dirname(require.resolve('@docusaurus/theme-classic'));
  const clientModules = theme.getClientModules!().map((module) => path.resolve(lib, module));
  expect(clientModules).toContain(prismLanguagesClientModule());
  expect(read(`${prismLanguagesClientModule()}.js`)).toContain("import prismIncludeLanguages from '@theme/prism-include-languages'");
});

test('the image-zoom plugin still names the client module that src/plugins/leanBundle/lazyZoom.ts loads later', () => {
  // The plugin is an ES module that needs Docusaurus's loader (it reads __dirname): read what it names.
  expect(read(require.resolve('docusaurus-plugin-image-zoom'))).toContain("getClientModules() {\n            return [path.resolve(__dirname, './zoom')];");
  const lazyZoom = path.join(root, 'src/plugins/leanBundle/lazyZoom.ts');
  const loaded = importsOf(lazyZoom, read(lazyZoom)).filter(({specifier}) => specifier.startsWith('docusaurus-plugin-image-zoom/'));
  expect(loaded.length).toBeGreaterThan(0);
  for (const {specifier} of loaded) {
    expect(require.resolve(specifier)).toBe(`${imageZoomClientModule()}.js`);
  }
  expect(read(`${imageZoomClientModule()}.js`)).toMatch(/onRouteUpdate/);
});

test('Docusaurus still starts from the client entry src/plugins/leanBundle/clientEntry.ts replaces, and has the modules it runs in steps', () => {
  expect(read(require.resolve('@docusaurus/core/lib/webpack/client.js'))).toContain("entry: path_1.default.resolve(__dirname, '../client/clientEntry.js')");
  const clientEntry = path.join(root, 'src/plugins/leanBundle/clientEntry.ts');
  const internals = importsOf(clientEntry, read(clientEntry)).filter(({specifier}) => specifier.startsWith('@docusaurus/core/lib/'));
  expect(internals.map(({specifier}) => specifier)).toContain('@docusaurus/core/lib/client/clientEntry');
  for (const {specifier} of internals) {
    expect(() => require.resolve(specifier), specifier).not.toThrow();
  }
});

// src/config/ssrTemplate.ts is this template with one change (paint first): when Docusaurus changes
// its template, merge the change into ours, then update the copy below.
const DOCUSAURUS_TEMPLATE = `
<!DOCTYPE html>
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
      <script src="<%= it.baseUrl %><%= script %>" defer></script>
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
  </body>
</html>
`;

test('Docusaurus\'s page template is still the one src/config/ssrTemplate.ts was written from', () => {
  const {default: template} = createRequire(__filename)('@docusaurus/core/lib/ssg/ssgTemplate.html.js') as {default: string};
  expect(template, 'Docusaurus changed its page template: merge the change into src/config/ssrTemplate.ts').toBe(DOCUSAURUS_TEMPLATE);
});
