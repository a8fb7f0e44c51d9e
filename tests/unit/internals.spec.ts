import {copyFileSync, mkdtempSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import themeClassic from '@docusaurus/theme-classic';
import {expect, test} from '@playwright/test';
import {imageZoomClientModule, prismLanguagesClientModule} from '../../src/internals/leanBundle/internals';
import {rememberingSharpAdapter} from '../../src/internals/screens';

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

test('the image-zoom plugin still names the client module that src/internals/leanBundle/lazyZoom.ts loads later', () => {
  // The plugin is an ES module that needs Docusaurus's loader (it reads __dirname): read what it names.
  expect(read(require.resolve('docusaurus-plugin-image-zoom'))).toContain("getClientModules() {\n            return [path.resolve(__dirname, './zoom')];");
  const lazyZoom = path.join(root, 'src/internals/leanBundle/lazyZoom.ts');
  const loaded = importsOf(lazyZoom, read(lazyZoom)).filter(({specifier}) => specifier.startsWith('docusaurus-plugin-image-zoom/'));
  expect(loaded.length).toBeGreaterThan(0);
  for (const {specifier} of loaded) {
    expect(require.resolve(specifier)).toBe(`${imageZoomClientModule()}.js`);
  }
  expect(read(`${imageZoomClientModule()}.js`)).toMatch(/onRouteUpdate/);
});

test('Docusaurus still starts from the client entry src/internals/leanBundle/clientEntry.ts replaces, and has the modules it runs in steps', () => {
  expect(read(require.resolve('@docusaurus/core/lib/webpack/client.js'))).toContain("entry: path_1.default.resolve(__dirname, '../client/clientEntry.js')");
  const clientEntry = path.join(root, 'src/internals/leanBundle/clientEntry.ts');
  const internals = importsOf(clientEntry, read(clientEntry)).filter(({specifier}) => specifier.startsWith('@docusaurus/core/lib/'));
  expect(internals.map(({specifier}) => specifier)).toContain('@docusaurus/core/lib/client/clientEntry');
  for (const {specifier} of internals) {
    expect(() => require.resolve(specifier), specifier).not.toThrow();
  }
});

// src/internals/ssrTemplate.ts is this template with one change (paint first): when Docusaurus changes
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

test('Docusaurus\'s page template is still the one src/internals/ssrTemplate.ts was written from', () => {
  const {default: template} = createRequire(__filename)('@docusaurus/core/lib/ssg/ssgTemplate.html.js') as {default: string};
  expect(template, 'Docusaurus changed its page template: merge the change into src/internals/ssrTemplate.ts').toBe(DOCUSAURUS_TEMPLATE);
});

test('plugin-ideal-image still hands its adapter option to responsive-loader, over its own, in both compilations', () => {
  // src/internals/screens.ts resizes each picture once per build through this option.
  const idealImage = createRequire(__filename)('@docusaurus/plugin-ideal-image').default as (
    context: LoadContext,
    options: Record<string, unknown>,
  ) => {configureWebpack(config: object, isServer: boolean): {module: {rules: {use: (string | {loader: string; options: Record<string, unknown>})[]}[]}}};
  const adapter = rememberingSharpAdapter();
  const plugin = idealImage({i18n: {currentLocale: 'en'}} as unknown as LoadContext, {disableInDev: false, adapter});
  for (const isServer of [false, true]) {
    const loaders = plugin.configureWebpack({}, isServer).module.rules.flatMap((rule) => rule.use);
    const responsive = loaders.find((use) => typeof use === 'object' && use.loader === require.resolve('@docusaurus/responsive-loader'));
    expect(responsive, 'responsive-loader among the loaders of plugin-ideal-image').toBeDefined();
    expect(typeof responsive === 'object' && responsive.options.adapter, `the adapter of the ${isServer ? 'server' : 'client'} compilation`).toBe(adapter);
  }
});

test('the remembering adapter resizes a picture once, and again after it changes', async () => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'adapter-')), 'screen.png');
  const [before, after] = ['docs/supervisor/monitoring-new/img/tags.png', 'docs/supervisor/monitoring-new/img/features.png'].map((picture) => path.join(root, picture));
  copyFileSync(before, file);
  const adapter = rememberingSharpAdapter();
  const request = {width: 16, mime: 'image/jpeg', options: {quality: 76}};
  const first = await adapter(file).resize(request);
  expect(first.width).toBe(16);
  expect(await adapter(file).resize(request), 'the second compilation gets the first one\'s result').toBe(first);
  expect(await adapter(file).resize({...request, width: 24}), 'another width is another picture').not.toBe(first);
  await new Promise((done) => setTimeout(done, 20));
  copyFileSync(after, file);
  const changed = await adapter(file).resize(request);
  expect(changed, 'a changed picture is resized again').not.toBe(first);
  expect(changed.data.equals(first.data)).toBe(false);
});

test.describe("the browser's route registry without module names (src/internals/leanBundle/registryLoader.cjs)", () => {
  const registryLoader = createRequire(__filename)('../../src/internals/leanBundle/registryLoader.cjs') as (source: string) => string;
  const entry = (chunk: string, module: string) =>
    `  "${chunk}": [() => import(/* webpackChunkName: "${chunk}" */ "${module}"), "${module}", require.resolveWeak("${module}")],`;

  test("core still writes each registry entry as [loader, name, require.resolveWeak(name)]", () => {
    const codegen = read(require.resolve('@docusaurus/core/lib/server/codegen/codegenRoutes.js'));
    expect(codegen).toContain(entry('${chunkName}', '${modulePath}').trim());
    // The name is read for react-loadable's `modules`, which only Loadable.Capture reports, on the server.
    expect(read(require.resolve('@docusaurus/core/lib/client/serverEntry.js'))).toContain('<Loadable.Capture report=');
  });

  test('drops every name and keeps every loader', () => {
    const source = `export default {\n${entry('004a02bd', '@site/docs/agent/index.mdx')}\n${entry('0058b4c6', '@generated/p/docs-175.json')}};\n`;
    const lean = registryLoader(source);
    expect(lean).not.toMatch(/"@site\/docs\/agent\/index\.mdx", require/);
    expect(lean.match(/\), 0, require\.resolveWeak\("/g)).toHaveLength(2);
    expect(lean).toContain('import(/* webpackChunkName: "004a02bd" */ "@site/docs/agent/index.mdx")');
  });

  test('stops the build on a registry of another shape', () => {
    expect(() => registryLoader('export default {\n  "a": [() => import("x"), "x", 7],\n};\n')).toThrow(/changed @generated\/registry/);
  });
});
