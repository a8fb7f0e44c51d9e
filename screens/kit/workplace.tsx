/**
 * The agent's workplace (src/model/labels.ts, LABELS.agent): the queue on the left, the thread
 * window in the middle, the client panel on the right. A screen fills the parts it is about; the phone
 * layout shows only the part in `focus`, as the mobile workplace does.
 */
import type {ReactNode} from 'react';
import {L, shown} from './labels';
import {Avatar, Button, Icon, Shell, Status, Tabs} from './index';
import {ChannelBadge} from './choice';
import {queueSection, threadActions, type ThreadState, type ThreadStatus} from '../../src/model';

export type Card = {
  client: string;
  channel: string;
  preview: string;
  timer: string;
  tone: 'green' | 'yellow' | 'red' | 'grey';
  unread?: number;
  pm?: boolean;
  flag?: 'orange' | 'red';
  active?: boolean;
  /** A third line: the topic and the segment. */
  topic?: ReactNode;
  /** The grey «ПМ»: the client has another personal manager. */
  pmOther?: boolean;
  /** Opened before: the name is not bold. */
  read?: boolean;
};

export type Section = {title: string; count: number; open?: boolean; cards?: Card[]; take?: boolean};

export type Message = {from: 'client' | 'agent' | 'system'; text: ReactNode; time?: string; pinned?: boolean};

/** A numbered marker that the page's list explains. */
export function Callout({n, style}: {n: number; style?: React.CSSProperties}) {
  return (
    <span className="callout" style={style}>
      {n}
    </span>
  );
}

/** The code of a channel the card names as the product does («Веб-виджет» → WEB). */
export function channelCode(channel: string): keyof typeof L.channels {
  const code = (Object.keys(L.channels) as (keyof typeof L.channels)[]).find((key) => L.channels[key] === channel);
  if (!code) {
    throw new Error(`«${channel}» is no channel of LABELS.channels`);
  }
  return code;
}

/** A card of the queue: the channel's square badge left of the client's name (docs/agent/queue/indicators), never an avatar. */
function QueueCard({card, take}: {card: Card; take?: boolean}) {
  return (
    <div className={card.active ? 'qcard active' : 'qcard'}>
      <ChannelBadge channel={channelCode(card.channel)} />
      <div style={{flex: 1, minWidth: 0}}>
        <div className="qcard-top">
          <span className={card.read ? 'ellipsis' : 'strong ellipsis'}>{card.client}</span>
          {card.pm && shown(L.agent.pm) && <span className="pm">{L.agent.pm}</span>}
          {card.pmOther && shown(L.agent.pm) && <span className="pm pm-other">{L.agent.pm}</span>}
          <span className="spacer" />
          {card.flag && (
            <span style={{color: `var(--${card.flag})`, display: 'flex'}}>
              <Icon name="flag" size={14} />
            </span>
          )}
          <span className={`timer tone-${card.tone}`}>{card.timer}</span>
        </div>
        <div className="qcard-bottom">
          <span className="muted small">{card.channel}</span>
          <span className="muted small ellipsis" style={{flex: 1}}>
            · {card.preview}
          </span>
          {card.unread ? <span className="unread">{card.unread}</span> : null}
        </div>
        {card.topic && <div className="muted small ellipsis">{card.topic}</div>}
        {take && (
          <div style={{marginTop: 6}}>
            <Button small kind="primary">
              {L.agent.take}
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}

export type QueueOptions = {
  /** What the search box holds. */
  search?: string;
  /** The channel buttons under the search box (the default is «Все» in the box), `chip` the one on. */
  chips?: readonly string[];
  chip?: string;
  /** A menu open over the column (the sorting). */
  menu?: ReactNode;
  footer?: ReactNode;
};

export function Queue({sections, search, chips, chip = L.agent.all, menu, footer}: {sections: Section[]} & QueueOptions) {
  return (
    <aside className="queue" style={menu ? {position: 'relative'} : undefined}>
      {menu}
      <div className="queue-head">
        <h2>{L.nav.agent[0]}</h2>
        <span className="spacer" />
        <span className="chip">
          {L.agent.sort}
          <Icon name="chevron" size={12} />
        </span>
      </div>
      <div className="queue-search">
        <Icon name="search" />
        {search ? <span style={{color: 'var(--text)'}}>{search}</span> : <span className="muted">{L.common.search}</span>}
        <span className="spacer" />
        {search && <Icon name="close" />}
        {!chips && <span className="chip chip-accent">{L.agent.all}</span>}
      </div>
      {chips && (
        <div className="queue-chips">
          {chips.map((item) => (
            <span key={item} className={item === chip ? 'chip chip-accent' : 'chip'}>
              {item}
            </span>
          ))}
        </div>
      )}
      {sections.map((section) => (
        <div key={section.title}>
          <div className="qsection">
            <span style={{display: 'flex', transform: section.open ? undefined : 'rotate(-90deg)'}}>
              <Icon name="chevron" size={14} />
            </span>
            {section.title}
            <span className="count">{section.count}</span>
          </div>
          {section.open && section.cards?.map((card) => <QueueCard key={card.client} card={card} take={section.take} />)}
        </div>
      ))}
      {footer}
    </aside>
  );
}

export type Thread = {
  client: string;
  channel: string;
  id: string;
  topic: string;
  /** The thread's status («В работе» unless given): what the window offers follows from it (src/model/behaviours.ts). */
  status?: ThreadStatus;
  /** The pinned message (the default bar) or a bar of its own. */
  pinned?: ReactNode;
  messages: Message[];
  hints?: string[];
  input?: ReactNode;
  above?: ReactNode;
  /** Under the client's name: tags, a bcc mark. */
  headExtra?: ReactNode;
  /** A menu open from the head (the «Ещё» menu). */
  menu?: ReactNode;
  /** Instead of the message box of a thread in work: the edit bar. */
  composer?: ReactNode;
};

/** Where a thread stands for the agent who has it open: its status and who wrote last. */
export function stateOf(thread: Thread): ThreadState {
  const last = thread.messages.filter((message) => message.from !== 'system').at(-1);
  return {status: thread.status ?? 'ASSIGNED', mine: true, lastFrom: last?.from === 'agent' ? 'agent' : 'client'};
}

const STATUS_TONES = {OPEN: 'yellow', ASSIGNED: 'blue', RESOLVED: 'green', CLOSED: 'grey'} as const;

/** A thread's status as every screen shows it: its label on its colour. */
export function ThreadStatusBadge({status}: {status: ThreadStatus}) {
  const labels = {OPEN: L.threadStatus.open, ASSIGNED: L.threadStatus.assigned, RESOLVED: L.threadStatus.resolved, CLOSED: L.threadStatus.closed};
  return <Status tone={STATUS_TONES[status]}>{labels[status]}</Status>;
}

/** A thread's messages: the system's lines and the client's and agent's bubbles with their time. */
export function Messages({messages}: {messages: Message[]}) {
  return (
    <>
      {messages.map((message, i) =>
        message.from === 'system' ? (
          <div key={i} className="msg-system">
            {message.text}
          </div>
        ) : (
          <div key={i} className={`msg msg-${message.from}`}>
            <div className="bubble">
              {message.text}
              {message.time && <span className="msg-time">{message.time}</span>}
            </div>
          </div>
        ),
      )}
    </>
  );
}

export function ThreadWindow({thread, callouts}: {thread: Thread; callouts?: boolean}) {
  const state = stateOf(thread);
  const actions = threadActions(state);
  return (
    <section className="thread">
      <div className="thread-head" style={thread.menu ? {position: 'relative', zIndex: 5} : undefined}>
        {thread.menu}
        <div style={{display: 'flex', alignItems: 'center', gap: 10}}>
          {callouts && <Callout n={1} />}
          <Avatar name={thread.client} size={34} />
          <div style={{minWidth: 0}}>
            <div className="strong">{thread.client}</div>
            <div className="muted small">
              {thread.channel} · № {thread.id} · {thread.topic}
            </div>
            {thread.headExtra}
          </div>
          <span className="spacer" />
          <ThreadStatusBadge status={state.status} />
        </div>
        {actions.buttons.length > 0 && (
          <div className="thread-actions">
            {actions.buttons.map((button) => (
              <Button key={button} small icon={button === L.agent.more ? 'more' : undefined}>
                {button}
              </Button>
            ))}
          </div>
        )}
      </div>
      {thread.pinned && typeof thread.pinned !== 'string' && thread.pinned}
      {typeof thread.pinned === 'string' && (
        <div className="pinned">
          {callouts && <Callout n={2} />}
          <Icon name="pin" size={14} />
          <span className="ellipsis">{thread.pinned}</span>
        </div>
      )}
      <div className="feed">
        {callouts && <Callout n={3} style={{position: 'absolute', left: 8, top: 8}} />}
        <Messages messages={thread.messages} />
      </div>
      {thread.above}
      {thread.hints && (
        <div className="hints">
          {callouts && <Callout n={4} />}
          {thread.hints.map((hint) => (
            <span key={hint} className="hint ellipsis">
              {hint}
            </span>
          ))}
        </div>
      )}
      {actions.take && (
        <div className="take-bar">
          <span className="muted" style={{flex: 1}}>
            Обращение в общей очереди. Чтобы ответить, возьмите его в работу.
          </span>
          <Button kind="primary">{L.agent.take}</Button>
        </div>
      )}
      {actions.input && (thread.composer ?? (
        <div className="composer">
          {callouts && <Callout n={5} />}
          <div className="composer-box">
            <span className={thread.input ? '' : 'muted'}>{thread.input ?? L.agent.input}</span>
          </div>
          <span className="icon-button" title={L.agent.attach}>
            <Icon name="clip" />
          </span>
          <Button small>{L.agent.templates}</Button>
          <Button small kind="primary" icon="send">
            {L.agent.send}
          </Button>
        </div>
      ))}
    </section>
  );
}

export function ClientPanel({tab, children, callouts}: {tab: string; children: ReactNode; callouts?: boolean}) {
  return (
    <aside className="client">
      <div style={{display: 'flex', alignItems: 'center', gap: 6, paddingLeft: callouts ? 8 : 0}}>
        {callouts && <Callout n={6} />}
        <div style={{flex: 1}}>
          <Tabs items={L.agent.clientTabs} active={tab} small />
        </div>
      </div>
      <div className="client-body">{children}</div>
    </aside>
  );
}

/** A label and its value in the client panel. */
export function Prop({label, children}: {label: string; children: ReactNode}) {
  return (
    <div className="prop">
      <div className="field-label">{label}</div>
      <div>{children}</div>
    </div>
  );
}

export function Workplace({
  user,
  sections,
  thread,
  client,
  overlay,
  focus,
  callouts,
  queue,
}: {
  user: string;
  sections?: Section[];
  /** The queue's search, channel buttons and menu. */
  queue?: QueueOptions;
  thread?: Thread;
  client?: ReactNode;
  overlay?: ReactNode;
  focus: 'queue' | 'thread' | 'client' | 'overlay';
  callouts?: boolean;
}) {
  // The open thread's card stands in the section its state gives it: after the agent's reply, «Ожидают ответа».
  const card = sections?.find((section) => section.cards?.some((item) => item.active));
  if (thread && card && card.title !== queueSection(stateOf(thread))) {
    throw new Error(`the card of ${thread.client}'s thread is in «${card.title}», its state puts it in «${queueSection(stateOf(thread))}» (src/model/behaviours.ts)`);
  }
  return (
    <Shell role="agent" active="Очередь" user={user}>
      <div className={`workplace focus-${focus}`}>
        {sections && <Queue sections={sections} {...queue} />}
        {thread && <ThreadWindow thread={thread} callouts={callouts} />}
        {client}
        {overlay && <div className="overlay">{overlay}</div>}
      </div>
    </Shell>
  );
}
