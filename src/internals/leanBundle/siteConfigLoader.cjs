// @ts-check
/**
 * Rspack loader for the client compilation's `@generated/docusaurus.config` (reach 26 in ../README.md).
 *
 * Docusaurus writes the whole site config, as JSON, into a module every page's `main.js` carries.
 * Four of its keys only the server reads: `ssrTemplate` (the page template, ../ssrTemplate.ts) and
 * the options of `plugins`, `presets` and `themes`, which plugins get at build time. In `main.js`
 * they are 4.8 KB (1.7 KB gzip). The browser's copy leaves them out; the server's compilation keeps them.
 */
const SERVER_ONLY = ['ssrTemplate', 'plugins', 'presets', 'themes'];

/**
 * @param {string} source
 * @returns {string}
 */
module.exports = function siteConfigForTheBrowser(source) {
  const match = /^([\s\S]*?export default )(\{[\s\S]*\});\s*$/.exec(source);
  let config;
  try {
    config = match && JSON.parse(match[2]);
  } catch {
    config = undefined;
  }
  // A module of another shape would keep them silently: stop the build instead.
  if (!match || !config || !SERVER_ONLY.some((key) => key in config)) {
    throw new Error(
      'src/internals/leanBundle/siteConfigLoader.cjs: @generated/docusaurus.config is no longer `export default {JSON}` with ssrTemplate, plugins, presets or themes; Docusaurus changed how it writes the site config',
    );
  }
  for (const key of SERVER_ONLY) {
    delete config[key];
  }
  return `${match[1]}${JSON.stringify(config, null, 2)};\n`;
};
