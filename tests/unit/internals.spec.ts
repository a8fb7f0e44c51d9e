import {copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import themeClassic from '@docusaurus/theme-classic';
import {expect, test} from '@playwright/test';
import leanBundlePlugin from '../../src/internals/leanBundle';
import {imageZoomClientModule, prismLanguagesClientModule, searchMarkModule, utilsCommonIndex} from '../../src/internals/leanBundle/internals';
import sharp from 'sharp';
import screensPlugin, {screenResizer} from '../../src/internals/screens';

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

test('the search plugin still imports mark.js by its file in its generated module, which src/internals/leanBundle/lazyMark.ts replaces', () => {
  const requireHere = createRequire(__filename);
  const generate = read(requireHere.resolve('@easyops-cn/docusaurus-search-local/dist/server/server/utils/generate.js'));
  expect(generate).toContain('export { default as Mark } from ${JSON.stringify(require.resolve("mark.js"))}');
  const plugin = createRequire(requireHere.resolve('@easyops-cn/docusaurus-search-local/dist/server/server/utils/generate.js'));
  expect(`${searchMarkModule()}.js`, 'the file the alias replaces is the one the plugin imports').toBe(plugin.resolve('mark.js'));
});

test("@docusaurus/utils-common's CommonJS index requires tslib for the helpers src/internals/leanBundle/tslibHelpers.ts gives it, and no others", () => {
  const index = read(utilsCommonIndex());
  expect(index).toContain('require("tslib")');
  const used = [...new Set([...index.matchAll(/\btslib_1\.(\w+)/g)].map(([, helper]) => helper))];
  const given = [...read(path.join(root, 'src/internals/leanBundle/tslibHelpers.ts')).matchAll(/export \{([^}]*)\} from 'tslib'/g)].flatMap(([, names]) => names.split(',').map((name) => name.trim()));
  expect(used.sort()).toEqual(given.sort());
});

test("useIsBrowser() still reads core's BrowserContext, which src/internals/browserContext.ts gives the parts hydrated later", () => {
  const client = path.dirname(createRequire(__filename).resolve('@docusaurus/core/lib/client/browserContext.js'));
  expect(read(path.join(client, 'browserContext.js'))).toMatch(/export const Context = React\.createContext\(false\)/);
  expect(read(path.join(client, 'exports', 'useIsBrowser.js'))).toMatch(/import \{ Context \} from '\.\.\/browserContext'/);
});

test("Preact's compat still sets the event hook that src/internals/leanBundle/preactEvents.ts replaces", () => {
  const compat = read(createRequire(__filename).resolve('preact/compat'));
  expect(compat).toMatch(/\.event\s*=/);
});

test('Docusaurus\'s page template is still the one src/internals/ssrTemplate.ts was written from', () => {
  const {default: template} = createRequire(__filename)('@docusaurus/core/lib/ssg/ssgTemplate.html.js') as {default: string};
  expect(template, 'Docusaurus changed its page template: merge the change into src/internals/ssrTemplate.ts').toBe(DOCUSAURUS_TEMPLATE);
});

test.describe('the product screens (src/internals/screens.ts)', () => {
  const requireHere = createRequire(__filename);
  const picture = path.join(root, 'docs/supervisor/monitoring-new/img/tags.png');
  const pictures = {sizes: [720, 1120, 1600, 2240], quality: 72};
  type Rule = {test?: RegExp; issuer?: unknown; exclude?: (file: string) => boolean; include?: (file: string) => boolean; use?: unknown};

  test("leave Docusaurus's and plugin-ideal-image's rules for their own loaders, in both compilations", () => {
    const idealImage = requireHere('@docusaurus/plugin-ideal-image').default as (context: LoadContext, options: object) => {
      configureWebpack(config: object, isServer: boolean): {module: {rules: Rule[]}};
    };
    for (const isServer of [false, true]) {
      // Docusaurus's own rule for images, then the plugin's (prepended), as the config reaches our plugin.
      const docusaurusRule: Rule = {test: /\.(?:ico|jpe?g|png|gif|webp|avif)(?:\?.*)?$/i, use: [{loader: 'url-loader'}]};
      const rules = [...idealImage({i18n: {currentLocale: 'en'}} as unknown as LoadContext, {disableInDev: false}).configureWebpack({}, isServer).module.rules, docusaurusRule];
      const ours = screensPlugin({}, pictures).configureWebpack!({module: {rules}} as never, isServer, {} as never, {} as never) as {module: {rules: Rule[]}};
      const [idealRule] = rules;
      expect(JSON.stringify(idealRule.use), "plugin-ideal-image's rule: lqip-loader and responsive-loader").toContain('lqip-loader');
      for (const rule of [idealRule, docusaurusRule]) {
        expect(rule.exclude?.(picture), 'a screen picture left out').toBe(true);
        expect(rule.exclude?.(path.join(root, 'static/img/logo.png')), 'another picture kept').toBe(false);
      }
      const [screensRule] = ours.module.rules;
      expect(screensRule.include?.(picture)).toBe(true);
      const [responsive] = screensRule.use as {loader: string; options: {adapter: unknown; emitFile: boolean}}[];
      expect(responsive.loader).toBe(requireHere.resolve('@docusaurus/responsive-loader'));
      expect(responsive.options.emitFile, 'only the browser compilation writes files').toBe(!isServer);
    }
    expect(() => screensPlugin({}, pictures).configureWebpack!({module: {rules: []}} as never, false, {} as never, {} as never), 'no rule to edit stops the build').toThrow(/expected/);
  });

  test('responsive-loader makes every width and the placeholder through the resizer, same bytes as sharp from the file', async () => {
    const cacheDir = mkdtempSync(path.join(tmpdir(), 'screens-'));
    const resizer = screenResizer(cacheDir);
    const emitted: string[] = [];
    const source = await new Promise<string>((resolve, reject) => {
      const context = {
        resourcePath: picture,
        resourceQuery: '',
        rootContext: root,
        query: {adapter: resizer, sizes: pictures.sizes, format: 'jpg', quality: pictures.quality, placeholder: true, placeholderSize: 10, name: '[name].[hash:hex:7].[width].[ext]'},
        emitFile: (name: string) => emitted.push(name),
        async: () => (error: Error | null, result: string) => (error ? reject(error) : resolve(result)),
      };
      (requireHere('@docusaurus/responsive-loader') as (this: typeof context, content: Buffer) => void).call(context, readFileSync(picture));
    });
    const {width} = await sharp(picture).metadata();
    expect(emitted.map((name) => name.split('.').at(-2)), 'one file per width up to the picture\'s own').toEqual(pictures.sizes.filter((w) => w < width!).concat(width!).map(String));
    expect(source).toMatch(/placeholder: "data:image\/jpeg;base64,/);
    const direct = await sharp(picture).resize(720, null).jpeg({quality: 72}).toBuffer();
    const [cached] = readdirSync(cacheDir).filter((file) => file.endsWith('.jpeg')).map((file) => readFileSync(path.join(cacheDir, file))).filter((data) => data.equals(direct));
    expect(cached, 'the 720 px JPEG is the bytes sharp makes from the PNG').toBeDefined();
  });

  test('the resizer keeps each result for this build and the next, and resizes a changed picture again', async () => {
    const cacheDir = mkdtempSync(path.join(tmpdir(), 'screens-'));
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'screen-')), 'screen.png');
    copyFileSync(picture, file);
    const request = {width: 16, mime: 'image/jpeg', options: {quality: 76}};
    const first = await screenResizer(cacheDir)(file).resize(request);
    expect(readdirSync(cacheDir)).toHaveLength(1);
    // The cached result, marked: the next build must read it rather than resize again.
    const [kept] = readdirSync(cacheDir);
    const marked = await sharp(path.join(root, 'docs/supervisor/monitoring-new/img/features.png')).resize(16, null).jpeg({quality: 76}).toBuffer();
    writeFileSync(path.join(cacheDir, kept), marked);
    const resizer = screenResizer(cacheDir);
    const again = await resizer(file).resize(request);
    expect(again.data.equals(marked), 'the next build reads the result from the cache').toBe(true);
    expect(again.height, 'with the size of the cached picture').toBe((await sharp(marked).metadata()).height);
    expect(await resizer(file).resize(request), 'the second compilation gets the first one\'s result').toBe(again);
    copyFileSync(path.join(root, 'docs/supervisor/monitoring-new/img/features.png'), file);
    const changed = await resizer(file).resize(request);
    expect(changed.data.equals(first.data), 'a changed picture is resized again').toBe(false);
    expect(readdirSync(cacheDir)).toHaveLength(2);
  });
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

test("the lean build caches apart from plain Docusaurus's: a version of its own in Rspack's persistent cache (src/internals/leanBundle)", () => {
  // Docusaurus's version of the cache, which leanBundle extends; it does not change with a plugin's
  // aliases, so without the suffix plain Docusaurus's build (npm run bench) read this build's modules.
  const base = read(require.resolve('@docusaurus/core/lib/webpack/base.js'));
  expect(base).toMatch(/experiments\.cache = \{\s*type: 'persistent',[^}]*version:/);
  const plugin = leanBundlePlugin({generatedFilesDir: mkdtempSync(path.join(tmpdir(), 'lean-'))} as LoadContext);
  for (const isServer of [false, true]) {
    const config = {experiments: {cache: {type: 'persistent', version: 'client-production-en-3.10.2-abc'}}};
    const ours = plugin.configureWebpack!(config as never, isServer, {currentBundler: {name: 'webpack'}} as never, {} as never) as {experiments?: object};
    // The version alone: Docusaurus merges the rest in, and would append its arrays again.
    expect(ours.experiments).toEqual({cache: {version: 'client-production-en-3.10.2-abc-lean-bundle'}});
  }
});

test.describe("the browser's site config without what only the server reads (src/internals/leanBundle/siteConfigLoader.cjs)", () => {
  const siteConfigLoader = createRequire(__filename)('../../src/internals/leanBundle/siteConfigLoader.cjs') as (source: string) => string;
  const generated = (config: object) => `/*\n * AUTOGENERATED - DON'T EDIT\n */\nexport default ${JSON.stringify(config, null, 2)};\n`;

  test('core still writes the site config as `export default` and its JSON', () => {
    const codegen = read(require.resolve('@docusaurus/core/lib/server/codegen/codegen.js'));
    expect(codegen).toContain('export default ${JSON.stringify(siteConfig, null, 2)};');
    // No client code of Docusaurus's packages or the search plugin reads the four keys, by name or
    // destructured from the site config.
    const docusaurus = path.join(root, 'node_modules/@docusaurus');
    const dirs = [
      ...readdirSync(docusaurus).flatMap((name) => ['lib/client', 'lib/theme'].map((sub) => path.join(docusaurus, name, sub))),
      path.join(docusaurus, 'theme-common/lib'),
      path.join(root, 'node_modules/@easyops-cn/docusaurus-search-local/dist/client'),
    ].filter((dir) => existsSync(dir));
    expect(dirs.length).toBeGreaterThan(5);
    const readers = dirs.flatMap((dir) =>
      readdirSync(dir, {recursive: true, encoding: 'utf8'})
        .filter((file) => /\.jsx?$/.test(file))
        .map((file) => path.join(dir, file))
        .filter((file) => /\b(ssrTemplate|presets)\b|siteConfig[^;\n]*\b(plugins|themes)\b|\{[^}]*\b(plugins|themes)\b[^}]*\}\s*=\s*siteConfig/.test(read(file))),
    );
    expect(readers.map((file) => path.relative(root, file))).toEqual([]);
  });

  test('applies to the production client only: the debug plugin shows the whole config in development', () => {
    const plugin = leanBundlePlugin({generatedFilesDir: '/generated'} as LoadContext);
    const rules = (mode: string, isServer: boolean) =>
      ((plugin.configureWebpack!({mode} as never, isServer, {currentBundler: {name: 'webpack'}} as never, {} as never) as {module?: {rules: {test: unknown}[]}}).module?.rules ?? []).map(
        (rule) => rule.test,
      );
    expect(rules('production', false)).toContain(path.join('/generated', 'docusaurus.config.mjs'));
    expect(rules('development', false)).not.toContain(path.join('/generated', 'docusaurus.config.mjs'));
    expect(rules('production', true)).not.toContain(path.join('/generated', 'docusaurus.config.mjs'));
  });

  test('leaves out ssrTemplate, plugins, presets and themes, and keeps the rest', () => {
    const config = {title: 'Чат-центр', baseUrl: '/', ssrTemplate: '<html>', plugins: [['./a.ts', {x: 1}]], presets: [], themes: [], themeConfig: {navbar: {}}, customFields: {a: 1}};
    const lean = siteConfigLoader(generated(config));
    const kept = JSON.parse(/export default (\{[\s\S]*\});/.exec(lean)![1]);
    expect(kept).toEqual({title: 'Чат-центр', baseUrl: '/', themeConfig: {navbar: {}}, customFields: {a: 1}});
    expect(lean).toContain('AUTOGENERATED');
  });

  test('stops the build on a site config of another shape', () => {
    expect(() => siteConfigLoader('export const config = {};\n')).toThrow(/changed how it writes the site config/);
    expect(() => siteConfigLoader(generated({title: 'x'}))).toThrow(/changed how it writes the site config/);
  });
});
