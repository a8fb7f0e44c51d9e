/**
 * The agent's mobile workplace (docs/additional-function/mobileversion, since 6.24): the queue with its
 * sections as tabs and the status in the header, and the thread window opened over it; the main menu
 * in the bottom bar.
 */
import {L} from '../kit/labels';
import {Avatar, Icon, Status} from '../kit/index';
import {Phone, PhoneNav} from '../kit/phone';
import {ChannelBadge} from '../kit/choice';
import {channelCode} from '../kit/workplace';
import type {Screen} from '../types';


const CARDS = [
  {client: 'Олег Ветров', channel: 'Telegram', preview: 'Хочу перейти на тариф «Бизнес»', timer: '01:20', tone: 'green', unread: 1},
  {client: 'Анна Лис', channel: 'Веб-виджет', preview: 'Доставка заказа 5521', timer: '03:40', tone: 'red', unread: 2},
] as const;

function queue() {
  return (
    <>
      <div className="phone-bar">
        <h2>{L.nav.agent[0]}</h2>
        <span className="spacer" />
        <Status tone="green">
          <span className="dot dot-online" style={{marginRight: 6}} />
          {L.agentStatus.online}
          <Icon name="chevron" size={12} />
        </Status>
      </div>
      <div className="phone-tabs">
        {[
          [L.agent.queueSections[0], 2],
          [L.agent.queueSections[1], 4],
          [L.agent.queueSections[2], 1],
          [L.agent.queueSections[3], 12],
        ].map(([title, count], i) => (
          <span key={title} className={i === 0 ? 'chip chip-accent' : 'chip'}>
            {title} · {count}
          </span>
        ))}
      </div>
      <div className="phone-body" style={{background: 'var(--surface)'}}>
        {CARDS.map((card) => (
          <div key={card.client} className="qcard">
            <ChannelBadge channel={channelCode(card.channel)} size={32} />
            <div style={{flex: 1, minWidth: 0}}>
              <div className="qcard-top">
                <span className="strong ellipsis">{card.client}</span>
                <span className="spacer" />
                <span className={`timer tone-${card.tone}`}>{card.timer}</span>
              </div>
              <div className="qcard-bottom">
                <span className="muted small ellipsis" style={{flex: 1}}>
                  {card.channel} · {card.preview}
                </span>
                <span className="unread">{card.unread}</span>
              </div>
            </div>
          </div>
        ))}
      </div>
      <PhoneNav items={L.nav.agent} active={L.nav.agent[0]} badge={{[L.nav.agent[3]]: 3}} />
    </>
  );
}

function thread() {
  return (
    <>
      <div className="phone-bar">
        <Icon name="back" />
        <Avatar name="Олег Ветров" size={28} />
        <div style={{minWidth: 0, flex: 1}}>
          <div className="strong ellipsis">Олег Ветров</div>
          <div className="muted small ellipsis">Telegram · № 48230</div>
        </div>
        <span title={L.agent.more} style={{display: 'flex'}}>
          <Icon name="more" size={20} />
        </span>
      </div>
      <div className="phone-body">
        <div className="feed" style={{padding: 10}}>
          <div className="msg msg-client">
            <div className="bubble">
              Хочу перейти на тариф «Бизнес». Как это сделать?<span className="msg-time">09:12</span>
            </div>
          </div>
          <div className="msg msg-agent">
            <div className="bubble">
              Откройте «Настройки → Тариф» и нажмите «Сменить тариф».<span className="msg-time">09:13 ✓✓</span>
            </div>
          </div>
        </div>
        <div className="phone-composer">
          <span className="icon-button" title={L.agent.attach}>
            <Icon name="clip" />
          </span>
          <span className="chat-input-box">{L.agent.input}</span>
          <span className="chat-send" title={L.agent.send}>
            <Icon name="send" />
          </span>
        </div>
      </div>
      <PhoneNav items={L.nav.agent} active={L.nav.agent[0]} badge={{[L.nav.agent[3]]: 3}} />
    </>
  );
}

function mobileversion() {
  return (
    <div className="phones">
      <Phone height={430}>{queue()}</Phone>
      <Phone height={430} className="wide-phone">
        {thread()}
      </Phone>
    </div>
  );
}

export const screens: Screen[] = [
  {id: 'mobileversion', dir: 'docs/additional-function/img', width: 760, narrow: 420, render: mobileversion},
];
