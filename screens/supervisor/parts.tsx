/**
 * Parts of the supervisor's screens shared by the modules of docs/supervisor/notifications, other,
 * quickstart and threadcontrol (area sv-b): the «Настройки супервизора» and «Уведомления» frames,
 * the thread card of «Контроль обращений» and a chip.
 */
import type {ReactNode} from 'react';
import {L} from '../kit/labels';
import {SUPERVISOR} from '../data/people';
import {Avatar, Button, Panel, Shell, Tabs} from '../kit/index';
import {Messages} from '../kit/workplace';

/** «Настройки супервизора» with its four screens listed on the left (hidden on a phone). */
export function SettingsScreen({active, children}: {active: (typeof L.supervisorSettings)[number]; children: ReactNode}) {
  return (
    <Shell role="supervisor" active="Настройки супервизора" user={SUPERVISOR}>
      <div style={{display: 'flex', gap: 12, alignItems: 'flex-start'}}>
        <Panel title="Настройки супервизора" className="aside" pad={false}>
          <div style={{width: 230}}>
            {L.supervisorSettings.map((name) => (
              <div key={name} className={name === active ? 'list-item active strong' : 'list-item'}>
                {name}
              </div>
            ))}
          </div>
        </Panel>
        <div style={{flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 12}}>{children}</div>
      </div>
    </Shell>
  );
}

/** One item of a list on the left: the requests or the sent announcements. */
export type ListItem = {title: string; meta: string; note?: ReactNode; active?: boolean};

/** «Уведомления»: the tabs «Объявления» and «Запросы (N)», the list on the left (hidden on a phone) and the open item. */
export function NotificationsScreen({tab, list, listActions, children}: {tab: 'Объявления' | 'Запросы'; list: ListItem[]; listActions?: ReactNode; children: ReactNode}) {
  const [announcements, requests] = L.notifications.tabs;
  const requestsTab = `${requests} (3)`;
  return (
    <Shell role="supervisor" active="Уведомления" user={SUPERVISOR}>
      <Panel pad={false}>
        <div style={{padding: '6px 14px 0'}}>
          <Tabs items={[announcements, requestsTab]} active={tab === 'Запросы' ? requestsTab : announcements} />
        </div>
        <div className="svb-split">
          <div className="aside svb-list">
            {listActions && <div className="svb-list-actions">{listActions}</div>}
            {list.map((item) => (
              <div key={item.title + item.meta} className={item.active ? 'list-item active' : 'list-item'}>
                <div style={{minWidth: 0, flex: 1}}>
                  <div className="strong">{item.title}</div>
                  <div className="muted small">{item.meta}</div>
                  {item.note && <div className="small" style={{marginTop: 2}}>{item.note}</div>}
                </div>
              </div>
            ))}
          </div>
          <div className="svb-detail">{children}</div>
        </div>
      </Panel>
    </Shell>
  );
}

/** A chip with a cross that removes it. */
export function Chip({children, accent}: {children: ReactNode; accent?: boolean}) {
  return <span className={accent ? 'chip chip-accent' : 'chip'}>{children} ✕</span>;
}

export type FeedItem = {from: 'client' | 'agent' | 'system'; text: string; who?: string; time?: string};

/**
 * The thread card of «Контроль обращений»: the head with the supervisor's buttons, the messages without
 * an input on the left (hidden on a phone) and the panel with the card's tabs on the right.
 */
export function ThreadCard({id, client, channel, status, feed, tab, children}: {id: string; client: string; channel: string; status: ReactNode; feed: FeedItem[]; tab: string; children: ReactNode}) {
  return (
    <Shell role="supervisor" active="Контроль обращений" user={SUPERVISOR}>
      <Panel pad={false}>
        <div className="svb-card-head">
          <Avatar name={client} size={32} />
          <div style={{minWidth: 0}}>
            <div className="strong">
              Обращение {id} · {client}
            </div>
            <div className="muted small">{channel}</div>
          </div>
          {status}
          <span className="spacer" />
          <span className="svb-card-buttons">
            <Button small>{L.agent.transfer}</Button>
            <Button small>{L.agent.finish}</Button>
            <Button small icon="mail">
              {L.threadCard.outgoing}
            </Button>
          </span>
        </div>
        <div className="svb-card">
          <div className="svb-feed">
            <Messages messages={feed.map(({who, time, ...message}) => ({...message, time: [who, time].filter(Boolean).join(' · ') || undefined}))} />
          </div>
          <div className="svb-side">
            <div className="svb-side-tabs">
              <Tabs items={L.threadCard.tabs} active={tab} small />
            </div>
            <div className="svb-side-body">{children}</div>
          </div>
        </div>
      </Panel>
    </Shell>
  );
}
