// Docusaurus's BrowserContext, the value `useIsBrowser()` reads: false while the page hydrates,
// true once it has. Core exports only the hook; src/components/HydrateLater gives the parts it
// hydrates after the page their own value, false for their hydration and true after it, as core
// gives the whole page. tests/unit/internals.spec.ts fails when the file or its export moves;
// tests/code.spec.ts when a part hydrated later stops keeping the server's HTML.
export {Context as BrowserContext} from '@docusaurus/core/lib/client/browserContext';
