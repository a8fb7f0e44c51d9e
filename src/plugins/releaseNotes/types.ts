// The changes of the release notes, as the build emits them for /blog?since= (the plugin in ./index.ts
// writes them to /blog/changes.json) and as the since view (src/components/SinceView) reads them.

/** The readers a change is for: the product's three roles and the developers who integrate it. */
export const ROLES = ['agent', 'supervisor', 'admin', 'integrator'] as const;
export type Role = (typeof ROLES)[number];

/** A role's name in the selects and its genitive, for «изменения для администратора». */
export const ROLE_NAMES: Record<Role, {name: string; genitive: string}> = {
  agent: {name: 'Оператор', genitive: 'оператора'},
  supervisor: {name: 'Супервизор', genitive: 'супервизора'},
  admin: {name: 'Администратор', genitive: 'администратора'},
  integrator: {name: 'Интегратор', genitive: 'интегратора'},
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export type Kind = 'new' | 'improved' | 'fixed' | 'api';

/** A piece of an item's text: plain, inline code or bold. */
export type Inline = {text: string; code?: true; strong?: true};

export type Change = {
  kind: Kind;
  roles: Role[];
  /** The item's first sentence (its whole text when it has one sentence). */
  summary: Inline[];
  /** The docs page the item links to (its first /docs link, else the one its section ends with). */
  doc?: string;
  /** The id of the item's section heading in the note. */
  anchor: string;
};

export type ReleaseChanges = {
  version: string;
  title: string;
  /** The note's route, e.g. `/blog/6-27`. */
  permalink: string;
  /** `YYYY-MM-DD`. */
  date: string;
  changes: Change[];
};

/** What /blog/changes.json holds: every note, newest first. */
export type ChangesFile = {notes: ReleaseChanges[]};
