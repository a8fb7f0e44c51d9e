// @ts-check
/**
 * Rspack loader for the search plugin's `SearchBar.jsx` (reach 24 in ../README.md), in both
 * compilations, so that the server's HTML has it too. Two fixes, each of a text the bar has once:
 * - **The box's accessible name.** The plugin translates the box's placeholder
 *   (`theme.SearchBar.label`, «Поиск» here) but writes its accessible name as
 *   `aria-label="Search"`: a screen reader announced the box in English on every page until it
 *   hydrated, and on every page read without JavaScript. This names the box by the same
 *   translation as its placeholder (upstream report C in ../README.md).
 * - **One index load when the box had the focus before the page hydrated.** The bar's mount effect
 *   then loads an index at once, but its search context is still its first state (`""`, the whole
 *   site): the effect that sets the section's runs in the same pass. A focus or the pointer over the
 *   box then loads the section's while the first load is under way; each builds autocomplete.js on
 *   the input, the second inside the first, and the box stayed narrow with its × outside it
 *   (upstream report E). The mount effect now loads one task later, with the bar's latest
 *   `loadIndex`: the section's index, once.
 *
 * @param {string} source
 * @returns {string}
 */
module.exports = function searchBar(source) {
  const fixes = [
    ['aria-label="Search"', 'aria-label={translate({id: "theme.SearchBar.label", message: "Search"})}'],
    ['    // Sync the input value and focus state for SSR\n', '    const latestLoadIndex = useRef(loadIndex);\n    latestLoadIndex.current = loadIndex;\n    // Sync the input value and focus state for SSR\n'],
    [
      'if (searchBar && document.activeElement === searchBar) {\n            focusAfterIndexLoaded.current = true;\n            loadIndex();',
      'if (searchBar && document.activeElement === searchBar) {\n            focusAfterIndexLoaded.current = true;\n            setTimeout(() => latestLoadIndex.current());',
    ],
  ];
  // A bar of another shape would keep the old behaviour silently: stop the build instead.
  if (!/import \{ translate \} from "@docusaurus\/Translate";/.test(source)) {
    throw new Error(`src/internals/search/searchBarLoader.cjs: no translate import in the search plugin's SearchBar.jsx; the plugin changed`);
  }
  return fixes.reduce((text, [find, fixed]) => {
    const parts = text.split(find);
    if (parts.length !== 2) {
      throw new Error(`src/internals/search/searchBarLoader.cjs: expected one ${find} (found ${parts.length - 1}) in the search plugin's SearchBar.jsx; the plugin changed`);
    }
    return parts.join(fixed);
  }, source);
};
