// @ts-check
/**
 * Rspack loader for the client compilation's `@generated/registry` (reach 22 in ../README.md).
 *
 * Docusaurus writes one entry per route chunk: `"id": [() => import("@site/…"), "@site/…",
 * require.resolveWeak("@site/…")]`. The middle string, the module's name, is what react-loadable
 * reports to `Loadable.Capture` while the server renders a page; the browser never reads it. In
 * `main.js` it is 280 paths, 13 KB of every page's JavaScript. The server's compilation keeps it.
 *
 * @param {string} source
 * @returns {string}
 */
module.exports = function registryWithoutModuleNames(source) {
  const entries = (source.match(/require\.resolveWeak\(/g) ?? []).length;
  let lean = 0;
  const result = source.replace(/\), ("(?:[^"\\]|\\.)*"), require\.resolveWeak\(\1\)\]/g, (_, name) => {
    lean++;
    return `), 0, require.resolveWeak(${name})]`;
  });
  // A registry of another shape would keep its names silently: stop the build instead.
  if (entries === 0 || lean !== entries) {
    throw new Error(
      `src/internals/leanBundle/registryLoader.cjs: ${lean} of ${entries} registry entries have the shape [loader, "name", require.resolveWeak("name")]; Docusaurus changed @generated/registry`,
    );
  }
  return result;
};
