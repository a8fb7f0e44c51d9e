/** The plugin's input in this wrapper's bar (the element with `barClass`, ./index.tsx). */
export const searchBox = (barClass: string): HTMLInputElement | null => document.querySelector<HTMLInputElement>(`.${barClass} input.navbar__search-input`);
