/**
 * Behaviours that several roles, screens and APIs see, each stated once: where a thread's card stands
 * in the agent's queue and what its window offers, where a handed-over thread goes, what a bot is
 * attached to, what a transfer does, who may delete a message, when a topic is required, which
 * channels take which messages, who sets the priority. The screens draw thread states through these
 * functions (screens/kit/workplace.tsx), and tests/unit/screens.spec.ts checks the pictures against them.
 */
import {LABELS} from './labels';

// Threads

/** A thread's status in the API and as the product names it. */
export const THREAD_STATUSES = {
  OPEN: LABELS.threadStatus.open,
  ASSIGNED: LABELS.threadStatus.assigned,
  RESOLVED: LABELS.threadStatus.resolved,
  CLOSED: LABELS.threadStatus.closed,
} as const;
export type ThreadStatus = keyof typeof THREAD_STATUSES;

export const PRIORITIES = {NORMAL: LABELS.priority.normal, HIGH: LABELS.priority.high, CRITICAL: LABELS.priority.critical} as const;
export type Priority = keyof typeof PRIORITIES;

export const AGENT_STATUSES = {ONLINE: LABELS.agentStatus.online, BREAK: LABELS.agentStatus.break, OFFLINE: LABELS.agentStatus.offline} as const;

/** Where a thread stands for an agent: its status, whose it is and who wrote last. */
export type ThreadState = {
  status: ThreadStatus;
  /** Assigned to the agent who looks at it. */
  mine?: boolean;
  /** Who wrote the last message: after the agent's reply the thread waits for the client. */
  lastFrom?: 'client' | 'agent';
};

const [ASSIGNED_SECTION, COMMON_SECTION, WAITING_SECTION, DONE_SECTION] = LABELS.agent.queueSections;

/**
 * The section of the agent's queue a thread's card is in: «Назначенные» while the client waits for
 * an answer, «Ожидают ответа» after the agent answered, «Завершённые» once resolved or closed, and an
 * unassigned thread of a common-queue segment in «Общая очередь».
 */
export function queueSection(thread: ThreadState): string {
  switch (thread.status) {
    case 'OPEN':
      return COMMON_SECTION;
    case 'ASSIGNED':
      return thread.lastFrom === 'agent' ? WAITING_SECTION : ASSIGNED_SECTION;
    default:
      return DONE_SECTION;
  }
}

/**
 * What the thread window offers. Only the agent the thread is assigned to («В работе», mine) answers,
 * transfers and finishes it; an unassigned thread (read from the common queue) offers only «Взять в
 * работу»; a resolved or closed one is read only.
 */
export function threadActions(thread: ThreadState): {buttons: readonly string[]; input: boolean; take: boolean} {
  if (thread.status === 'ASSIGNED' && thread.mine !== false) {
    return {buttons: [LABELS.agent.tags, LABELS.agent.transfer, LABELS.agent.finish, LABELS.agent.more], input: true, take: false};
  }
  return {buttons: [], input: false, take: thread.status === 'OPEN'};
}

// Bots and handover

export const BOTS = {
  /** A bot is attached to segments (the bot card's «Сегменты»), one bot per segment: a thread a route sends to the segment goes to its bot first. */
  attachedTo: 'segments',
  /** `close-thread` with `HANDOVER` or the client's «Позвать оператора». */
  handoverBy: ['close-thread HANDOVER', LABELS.more.bot.callAgent],
  /** The handed-over thread goes through the routes again and waits «В очереди» of the segment they choose; it never goes back to a bot. */
  handoverGoesTo: 'routes',
  handoverStatus: 'OPEN',
  backToBot: false,
  /** The bot learns of «Позвать оператора» from `409 THREAD_NOT_AT_BOT` on its next answer, not from a webhook. */
  handoverWebhook: false,
  closeReasons: ['RESOLVED', 'NO_RESPONSE', 'HANDOVER'],
  events: ['init-chat', 'message', 'training', 'client-contact-provided'],
} as const;

// One open thread per client and channel

export const OPEN_THREAD = {
  /**
   * A client has at most one thread that is not «Закрыто» in a channel, and their messages in the
   * channel go to it: a «Решено» one reopens when they write within 24 hours.
   */
  perClientAndChannel: 1,
  /**
   * Staff write first (the profile's «Написать», the supervisor's «Исходящее сообщение») only while the
   * client's thread is «Решено» or «Закрыто». The outgoing message closes a «Решено» thread of that
   * channel and opens a new one, «Решено» at once: the client's reply reopens the new thread.
   */
  outgoingWhen: ['RESOLVED', 'CLOSED'],
  outgoingClosesResolved: true,
  /** A bot does not close anything: `POST /threads` answers `409 THREAD_ALREADY_OPEN` while the channel has a thread in any status but «Закрыто». */
  botConflict: 'THREAD_ALREADY_OPEN',
} as const;

// Transfer

export const TRANSFER = {
  /** The client is not told: the new agent's name shows when they answer (in the widget). */
  clientNotified: false,
  /** The previous agent gets no notification: the thread leaves their queue, a system line in the feed says who took it. */
  previousAgentNotified: false,
  /** The new agent gets «Вам передано обращение». */
  recipientNotification: LABELS.agent.bell.types[1],
  /** The comment is a service note in the feed: every employee who opens the thread sees it (not only the recipient and the supervisor), never the client. */
  commentSeenBy: 'все сотрудники, которые откроют обращение',
  commentSeenByClient: false,
  tabs: LABELS.agent.transferTabs,
} as const;

// The agent's limit

export const THREAD_LIMIT = {
  /**
   * Distribution and an agent's transfer keep to the agent's limit of concurrent threads. A supervisor
   * («Сверх лимита» of «Контроль обращений») and an integrator (`ignoreLimit` of
   * `POST /distribution/assignments`) may assign above it: six threads at a limit of 5 are no fault,
   * and distribution assigns nothing new until the agent is below the limit again.
   */
  exceededBy: ['supervisor', 'integrator'],
  supervisorCheckbox: LABELS.control.overLimit,
} as const;

// Messages

export const MESSAGE_DELETION = {
  /** A supervisor in «Контроль обращений» or an integrator with `messages:write`; not an agent, not an administrator. */
  who: ['supervisor', 'integrator'],
  scope: 'messages:write',
  /** The mark in the feed of the agent and the widget. */
  placeholder: LABELS.messages.deleted,
  reversible: false,
} as const;

export const MESSAGE_EDITING = {
  /** Own messages, while the thread is «В работе», in channels that allow editing (CHANNELS[...].edit). */
  who: ['agent', 'integrator'],
  status: 'ASSIGNED',
} as const;

// Blocking a client

export const CLIENT_BLOCK = {
  /** A block acts on the client's profile: every channel linked to it; a channel where the same person has another profile (a new number) still creates threads. */
  scope: 'profile',
  /** The agent asks («Запросить блокировку»), the supervisor approves with a term, an integrator blocks through the API. */
  requestedBy: 'agent',
  approvedBy: 'supervisor',
} as const;

// Topic and priority

export const TOPIC = {
  /** Required to finish while «Требовать тему при завершении обращения» is on (on by default); the API answers 422 TOPIC_REQUIRED. */
  requiredBy: 'switch',
  requiredByDefault: true,
  /** Set by the client (a scenario's buttons), the agent and an integrator; a bot and a route do not set it. */
  setBy: ['client', 'agent', 'integrator'],
} as const;

export const TAGS = {
  /**
   * A thread's tags: set by the agent, an integrator (`tags` of `PATCH /threads/{threadId}/settings`
   * and of `resolve`) and a bot, which adds tags of the catalogue when it closes its part
   * (`tags` of the bot API's `close-thread`); a route does not set them.
   */
  setBy: ['agent', 'integrator', 'bot'],
} as const;

export const PRIORITY = {
  /**
   * A new thread is «Обычный». Only the agent (the thread window's «Ещё → Изменить приоритет») and an
   * integrator (`priority` of `PATCH /threads/{threadId}/settings`) change it; the last change wins.
   * Routes, bots, the supervisor and the administrator do not: the supervisor sees and filters it.
   */
  setBy: ['agent', 'integrator'],
  initial: 'NORMAL',
} as const;

// Channels

export type ChannelCode = keyof typeof LABELS.channels;

export type Channel = {
  /** Sent messages can be edited within the edit window. */
  edit: boolean;
  /** When the company may write first: an outgoing message. */
  outgoing: 'always' | 'never' | 'after client wrote' | 'within 24 hours' | 'depends';
  /** How the buttons of a scenario or a bot reach the client: not at all in a letter (the API answers `CHANNEL_NOT_SUPPORTED`). */
  buttons: 'buttons' | 'numbered list' | 'none' | 'as the system shows them';
  /** Voice messages: only from the client (the workplace records none); e-mail and external channels pass audio files both ways. */
  voice: 'from client' | 'both ways';
};

export const CHANNELS = {
  WEB: {edit: true, outgoing: 'never', buttons: 'buttons', voice: 'from client'},
  MOBILE: {edit: true, outgoing: 'always', buttons: 'buttons', voice: 'from client'},
  TELEGRAM: {edit: true, outgoing: 'after client wrote', buttons: 'buttons', voice: 'from client'},
  VK: {edit: true, outgoing: 'after client wrote', buttons: 'buttons', voice: 'from client'},
  WHATSAPP: {edit: false, outgoing: 'within 24 hours', buttons: 'numbered list', voice: 'from client'},
  VIBER: {edit: false, outgoing: 'after client wrote', buttons: 'numbered list', voice: 'from client'},
  EMAIL: {edit: false, outgoing: 'always', buttons: 'none', voice: 'both ways'},
  EXTERNAL: {edit: true, outgoing: 'depends', buttons: 'as the system shows them', voice: 'both ways'},
} as const satisfies Record<ChannelCode, Channel>;

/** Channels without editing: WhatsApp, Viber, E-mail. */
export const channelsWithoutEditing = (): string[] =>
  (Object.keys(CHANNELS) as ChannelCode[]).filter((code) => !CHANNELS[code].edit).map((code) => LABELS.channels[code]);

// Scopes and integrators

/** The user actions the external API lists (`GET /supervisor/user-actions`). */
export const USER_ACTIONS = ['LOGIN', 'LOGOUT', 'STATUS_CHANGED', 'THREAD_TRANSFERRED', 'THREAD_RESOLVED', 'MESSAGE_DELETED', 'CLIENT_BLOCKED', 'SETTINGS_CHANGED'] as const;
