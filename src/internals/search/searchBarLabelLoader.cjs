// @ts-check
/**
 * Rspack loader for the search plugin's `SearchBar.jsx` (reach 24 in ../README.md), in both
 * compilations, so that the server's HTML has it too.
 *
 * The plugin translates the box's placeholder (`theme.SearchBar.label`, «Поиск» here) but writes
 * its accessible name as `aria-label="Search"`: a screen reader announced the box in English on
 * every page until it hydrated, and on every page read without JavaScript. This names the box by
 * the same translation as its placeholder (upstream report C in ../README.md).
 *
 * @param {string} source
 * @returns {string}
 */
module.exports = function searchBarLabel(source) {
  const fixed = source.split('aria-label="Search"');
  // A bar of another shape would keep its English name silently: stop the build instead.
  if (fixed.length !== 2 || !/import \{ translate \} from "@docusaurus\/Translate";/.test(source)) {
    throw new Error(
      `src/internals/search/searchBarLabelLoader.cjs: expected one aria-label="Search" (found ${fixed.length - 1}) and the translate import in the search plugin's SearchBar.jsx; the plugin changed`,
    );
  }
  return fixed.join('aria-label={translate({id: "theme.SearchBar.label", message: "Search"})}');
};
