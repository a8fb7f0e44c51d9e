/**
 * The product's three roles: what each is called, its code in the API, its main menu and what it may
 * do. A user may hold several roles and then sees the menus of all of them. Integrators are no role of
 * the product: they work through the APIs with a client API's scopes (./behaviours.ts).
 */
import {LABELS} from './labels';

export type RoleId = 'agent' | 'supervisor' | 'admin';

export type Role = {
  /** As the product names it (a label of ./labels.ts). */
  name: string;
  /** In the API: `roles` of an agent. */
  code: 'AGENT' | 'SUPERVISOR' | 'ADMIN';
  /** The main menu on the left, in order. */
  menu: readonly string[];
  /** What the role does, in one line. */
  does: string;
  /** The docs section for the role. */
  docs: string;
};

export const ROLES = {
  agent: {
    name: LABELS.roles[0],
    code: 'AGENT',
    menu: LABELS.nav.agent,
    does: 'Отвечает клиентам в обращениях',
    docs: '/docs/agent/quickstart',
  },
  supervisor: {
    name: LABELS.roles[1],
    code: 'SUPERVISOR',
    menu: LABELS.nav.supervisor,
    does: 'Следит за очередью и операторами, строит отчёты, согласует запросы',
    docs: '/docs/supervisor',
  },
  admin: {
    name: LABELS.roles[2],
    code: 'ADMIN',
    menu: LABELS.nav.admin,
    does: 'Настраивает пользователей, маршрутизацию, виджеты, интеграции',
    docs: '/docs/admin/quickstart/who-is',
  },
} as const satisfies Record<RoleId, Role>;

/** The main menu of a user with these roles: the menus of all of them, in the order of ROLES. */
export function menuOf(roles: readonly RoleId[]): string[] {
  return [...new Set((Object.keys(ROLES) as RoleId[]).filter((role) => roles.includes(role)).flatMap((role) => ROLES[role].menu))];
}

/** What each role may do with a thread and its messages: the actions of ./behaviours.ts by role. */
export const MAY = {
  agent: ['reply', 'transfer', 'resolve', 'pin', 'editOwnMessage', 'setTopic', 'setPriority', 'requestBlock', 'takeFromCommonQueue'],
  supervisor: ['transfer', 'resolve', 'assign', 'assignOverLimit', 'deleteMessage', 'approveBlock', 'unblock', 'sendOutgoing', 'announce'],
  admin: ['configure', 'manageUsers', 'setLimits', 'connectBots'],
} as const satisfies Record<RoleId, readonly string[]>;

export type Action = (typeof MAY)[RoleId][number];

export function may(role: RoleId, action: Action): boolean {
  return (MAY[role] as readonly string[]).includes(action);
}
