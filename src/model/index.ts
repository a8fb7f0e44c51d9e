/**
 * The product model: what Чат-центр is, stated once. Pages print from it (`:fact[…]`, `:label[…]`,
 * src/plugins/model/), the screens draw from it (screens/), and tests/unit/model.spec.ts checks the
 * pages, the OpenAPI specs and the screens against it. CONTRIBUTING.md, «Модель продукта», says how to
 * add a fact, a label or a screen.
 *
 * - ./versions.ts — the version timeline: each release, its date and its features;
 * - ./labels.ts — every label of the interface, the version it appeared in, the forms pages bend it into;
 * - ./limits.ts — limits and defaults, each a number with its unit (./units.ts);
 * - ./roles.ts — the three roles, their menus and what each may do;
 * - ./behaviours.ts — behaviours several roles and APIs see, and the channels;
 * - ./personas.ts — the people of the examples, with their logins;
 * - ./terms.ts — the one spelling of each term.
 */
export * from './versions';
export * from './labels';
export * from './units';
export * from './limits';
export * from './roles';
export * from './behaviours';
export * from './personas';
export * from './terms';
