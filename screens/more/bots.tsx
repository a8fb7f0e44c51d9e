/**
 * Chat-bots (docs/chat-bot/): the administrator's list of bots, the test console, an infopass in the
 * widget and in the agent's feed, and a thread a bot handed over. Bots, segments and orders are the
 * pages' own: «Бот доставки» for «Доставка», «Помощник банка» for «Платежи» and «Карты», order 5521.
 */
import {L} from '../kit/labels';
import {AGENT} from '../data/people';
import {Button, Field, Icon, Panel, Status, Table, Toggle} from '../kit/index';
import {AdminPage, ListPanel} from '../kit/admin';
import {ClientPanel, Prop, Workplace, type Thread} from '../kit/workplace';
import {Bubble, ChatButtons, ChatFeed, ChatHeader, ChatInput, ChatNote, Phone} from '../kit/phone';
import type {Screen} from '../types';

const DIR = 'docs/chat-bot/img';

function botConnect() {
  return (
    <AdminPage section="Интеграции" sub={L.admin.integrations[3]} title={L.admin.integrations[3]}>
      <ListPanel
        add={L.common.create}
        columns={[
          {label: 'Название'},
          {label: 'Сегменты', wide: true},
          {label: L.more.bot.lastDelivery},
          {label: L.admin.bot.enabled},
          {label: '', wide: true},
        ]}
        rows={[
          ['Бот доставки', 'Доставка', <Status key={0} tone="green">200 · 0,4 с · 14:02</Status>, <Toggle key={1} on label="" />, <Button key={2} small>{L.admin.bot.check}</Button>],
          ['Помощник банка', 'Платежи, Карты', <Status key={0} tone="green">200 · 1,1 с · 14:01</Status>, <Toggle key={1} on label="" />, <Button key={2} small>{L.admin.bot.check}</Button>],
          ['Бот записи (тест)', 'Тестовый сегмент', <Status key={0} tone="red">тайм-аут · 5 с · 13:40</Status>, <Toggle key={1} on={false} label="" />, <Button key={2} small>{L.admin.bot.check}</Button>],
        ]}
        highlight={[2]}
        foot="Ботов: 3 · включено: 2"
      />
    </AdminPage>
  );
}

const ORDER = 'Заказ 5521 передан в доставку, курьер приедет завтра.';

function botTesting() {
  return (
    <AdminPage section="Интеграции" sub={L.admin.integrations[3]} title={`Бот доставки · ${L.admin.bot.console}`}>
      <div className="more-split">
        <Panel title="Тестовый клиент" pad={false}>
          <div className="panel-body" style={{display: 'flex', gap: 10, alignItems: 'flex-end'}}>
            <Field label={L.more.bot.channel} kind="select" value={L.channels.WEB} width={180} />
            <Button icon="plus">{L.more.bot.newThread}</Button>
          </div>
          <div style={{display: 'flex', flexDirection: 'column', height: 290, borderTop: '1px solid var(--line)'}}>
            <ChatFeed>
              <Bubble from="bot">Здравствуйте! Я помогу узнать статус заказа.</Bubble>
              <Bubble from="client">Где заказ 5521?</Bubble>
              <Bubble from="bot">{ORDER}</Bubble>
              <ChatButtons items={[L.more.bot.callAgent]} />
              <ChatNote>Бот ответил за 0,6 с</ChatNote>
            </ChatFeed>
            <ChatInput placeholder={L.agent.input} attach={false} />
          </div>
        </Panel>
        <Panel title={L.threadControl.log} pad={false}>
          <Table
            compact
            columns={[{label: 'Время'}, {label: 'Событие'}, {label: 'Код'}, {label: 'Ответ за', align: 'right'}]}
            rows={[
              ['14:02:10', <span key={0} className="mono">init-chat</span>, <Status key={1} tone="green">200</Status>, '0,3 с'],
              ['14:02:18', <span key={0} className="mono">message</span>, <Status key={1} tone="green">200</Status>, '0,6 с'],
              ['14:02:40', <span key={0} className="mono">message</span>, <Status key={1} tone="red">500</Status>, '1,2 с'],
              ['14:02:50', <span key={0} className="mono">message</span>, <Status key={1} tone="green">200</Status>, '0,5 с'],
            ]}
            highlight={[1]}
          />
          <pre className="more-code wide-only">
            {[
              'X-ChatCenter-Event: message',
              'X-ChatCenter-Delivery: 9a1c…e42',
              'X-ChatCenter-Timestamp: 1763542938',
              'X-ChatCenter-Signature: sha256=4b0e…',
              '',
              '{',
              '  "event": "message",',
              '  "threadId": "th_test_81",',
              '  "text": "Где заказ 5521?"',
              '}',
            ].join('\n')}
          </pre>
        </Panel>
      </div>
      <div className="muted small">Тестовые обращения не попадают в очередь и отчёты.</div>
    </AdminPage>
  );
}

function infopassCard() {
  return (
    <div className="infopass">
      <div className="strong">Офис на Тверской</div>
      <div>Москва, ул. Тверская, 12, стр. 1</div>
      <div className="muted small">Пн–Пт 9:00–20:00, Сб 10:00–16:00</div>
      <div className="muted small">Выдача заказов и возврат товара</div>
    </div>
  );
}

function botInfopasses() {
  const thread = {client: 'Мария Котова', channel: L.channels.WEB, id: '48241', topic: 'Офисы и выдача'};
  return (
    <div className="phones">
      <Phone caption="Веб-виджет клиента" height={470}>
        <ChatHeader title="Помощник магазина" subtitle="Бот · отвечает сразу" />
        <ChatFeed>
          <Bubble from="client" time="14:04">
            Где ближайший офис?
          </Bubble>
          <Bubble from="bot">{infopassCard()}</Bubble>
          <ChatButtons items={['Маршрут', 'Позвонить', 'Другие офисы']} />
        </ChatFeed>
        <ChatInput placeholder="Напишите сообщение…" />
      </Phone>
      <figure className="phone-wrap wide-phone" style={{width: 430}}>
        <figcaption className="phone-caption">История обращения у оператора</figcaption>
        <div className="panel more-feed-panel">
          <div className="thread-head">
            <div className="strong">{thread.client}</div>
            <div className="muted small">
              {thread.channel} · № {thread.id} · {thread.topic}
            </div>
          </div>
          <div className="feed">
            <div className="msg msg-client">
              <div className="bubble">
                Где ближайший офис?<span className="msg-time">14:04</span>
              </div>
            </div>
            <div className="msg-system">Бот · Помощник магазина · инфопасс</div>
            <div className="msg msg-client">
              <div className="bubble infopass-feed">
                <span className="strong">Офис на Тверской</span>
                <span>Москва, ул. Тверская, 12, стр. 1</span>
                <span>Пн–Пт 9:00–20:00, Сб 10:00–16:00</span>
                <span className="muted small">Кнопки: Маршрут · Позвонить · Другие офисы</span>
                <span className="msg-time">14:04</span>
              </div>
            </div>
            <div className="msg-system">Клиент нажал «Позвонить» · 14:05</div>
          </div>
        </div>
      </figure>
    </div>
  );
}

function botOther() {
  const thread: Thread = {
    client: 'Олег Ветров',
    channel: L.channels.TELEGRAM,
    id: '48236',
    topic: 'Доставка',
    pinned: (
      <div className="pinned" style={{background: 'var(--surface-2)'}}>
        <span style={{display: 'flex', transform: 'rotate(-90deg)'}}>
          <Icon name="chevron" size={14} />
        </span>
        <span className="ellipsis">Разговор с ботом «Бот доставки» · 6 сообщений · 14:01–14:04</span>
      </div>
    ),
    messages: [
      {from: 'client', text: 'Курьер не приехал, хочу вернуть деньги', time: '14:03'},
      {from: 'system', text: 'Бот доставки: Соединяю вас с оператором.'},
      {from: 'system', text: <span className="strong">Передано оператору · 14:04 · бот передал обращение</span>},
      {from: 'client', text: 'Заказ 5521, ждал весь день, курьер не пришёл', time: '14:05'},
    ],
    above: (
      <div className="hints">
        <div className="hint" style={{maxWidth: '100%', borderStyle: 'dashed'}}>
          {/* The bot's name from its card, the key of the hint, and the × that hides the panel (6.27; Alt+Shift+0 too). */}
          <div style={{display: 'flex', alignItems: 'center', gap: 6}}>
            <span className="strong">Бот доставки</span>
            <span className="muted small">· Alt+Shift+1</span>
            <span className="spacer" style={{flex: 1}} />
            <span title="Скрыть подсказки · Alt+Shift+0" style={{display: 'flex'}}>
              <Icon name="close" size={14} />
            </span>
          </div>
          Заказ 5521: доставка перенесена на 22.11, возврат доступен в течение 14 дней.
        </div>
      </div>
    ),
  };
  const client = (
    <ClientPanel tab={L.agent.clientTabs[0]}>
      <div className="strong" style={{fontSize: 15}}>
        Олег Ветров
      </div>
      <Prop label="Телефон">+7 916 204-18-33</Prop>
      <Prop label="Номер заказа">5521 · от бота</Prop>
      <Prop label="Причина обращения">Возврат денег · от бота</Prop>
    </ClientPanel>
  );
  return <Workplace user={AGENT} thread={thread} client={client} focus="thread" />;
}

export const screens: Screen[] = [
  {id: 'bot-connect', dir: DIR, width: 1100, render: botConnect},
  {id: 'bot-testing', dir: DIR, width: 1200, render: botTesting},
  {id: 'bot-infopasses', dir: DIR, width: 860, narrow: 420, render: botInfopasses},
  {id: 'bot-other', dir: DIR, width: 1000, render: botOther},
];
