/**
 * The agent's workplace pages (docs/agent/): the queue, the thread window, the client panel, the transfer
 * dialog, the templates and the statistics, with the people and numbers their pages name.
 */
import {L} from '../kit/labels';
import {AGENT} from '../data/people';
import {Dialog, DialogButtons, Field, Icon, Metric, Panel, Row, Segmented, Shell, Tabs} from '../kit/index';
import {ClientPanel, Prop, Workplace, type Section, type Thread} from '../kit/workplace';
import type {Screen} from '../types';


export const SECTIONS: Section[] = [
  {
    title: L.agent.queueSections[0],
    count: 3,
    open: true,
    cards: [
      {client: 'Ольга Кузнецова', channel: 'Telegram', preview: 'Курьер так и не приехал', timer: '02:30', tone: 'yellow', unread: 2, pm: true, flag: 'orange', active: true},
      {client: 'Дмитрий Орлов', channel: 'Веб-виджет', preview: 'Как вернуть товар?', timer: '00:45', tone: 'green', unread: 1},
      {client: 'Екатерина Миронова', channel: 'WhatsApp', preview: 'Оплата не прошла', timer: '07:45', tone: 'red', unread: 3, flag: 'red'},
    ],
  },
  {
    title: L.agent.queueSections[1],
    count: 2,
    open: true,
    take: true,
    cards: [
      {client: 'Сергей Фролов', channel: 'ВКонтакте', preview: 'Где мой заказ?', timer: '01:10', tone: 'yellow', flag: 'orange'},
      {client: 'Марина Зуева', channel: 'E-mail', preview: 'Счёт на оплату', timer: '00:20', tone: 'green'},
    ],
  },
  {title: L.agent.queueSections[2], count: 2},
  {title: L.agent.queueSections[3], count: 12},
];

export const THREAD: Thread = {
  client: 'Ольга Кузнецова',
  channel: 'Telegram',
  id: '48213',
  topic: 'Доставка',
  pinned: 'Ольга Кузнецова: Заказ № 5530-1184, адрес — ул. Ленина, 12',
  messages: [
    {from: 'system', text: 'Обращение назначено: Анна Иванова · 14:02'},
    {from: 'client', text: 'Здравствуйте! Заказ № 5530-1184, адрес — ул. Ленина, 12', time: '14:02'},
    {from: 'client', text: 'Курьер обещал приехать до 13:00, но так и не приехал', time: '14:03'},
    {from: 'agent', text: 'Здравствуйте, Ольга! Сейчас проверю, где курьер.', time: '14:04 ✓✓'},
    {from: 'client', text: 'Мне нужно сегодня, я дома до 18:00', time: '14:05'},
  ],
  hints: ['Курьер задерживается, привезёт заказ сегодня до 18:00', 'Можем перенести доставку на удобное время'],
};

export function profile() {
  return (
    <ClientPanel tab="Профиль" callouts={false}>
      <div style={{display: 'flex', alignItems: 'center', gap: 10}}>
        <div>
          <div className="strong" style={{fontSize: 15}}>
            Ольга Кузнецова
          </div>
          <div className="muted small">Telegram · Веб-виджет</div>
        </div>
      </div>
      <Prop label="Телефон">+7 912 345-67-89</Prop>
      <Prop label="E-mail">olga.k@example.ru</Prop>
      <Prop label="Персональный менеджер">Анна Иванова</Prop>
      <Prop label="Номер договора">Д-2024-0917</Prop>
      <Prop label="Город">Екатеринбург</Prop>
      <Prop label="Теги клиента">
        <Row gap={6} wrap>
          <span className="chip chip-accent">VIP</span>
          <span className="chip">Постоянный клиент</span>
        </Row>
      </Prop>
    </ClientPanel>
  );
}

function sections() {
  return <Workplace user={AGENT} sections={SECTIONS} thread={THREAD} focus="queue" />;
}

function features() {
  return <Workplace user={AGENT} sections={SECTIONS} thread={THREAD} client={<ClientPanel tab="Профиль" callouts>{profile().props.children}</ClientPanel>} focus="thread" callouts />;
}

function display() {
  return (
    <Workplace
      user={AGENT}
      thread={THREAD}
      client={
        <>
          {profile()}
          <ClientPanel tab="История">
            {[
              ['48213', '19.11.2025', 'Доставка', 'В работе'],
              ['47102', '02.11.2025', 'Возврат', 'Закрыто'],
              ['45877', '14.10.2025', 'Оплата', 'Закрыто'],
            ].map(([id, date, topic, status]) => (
              <div key={id} className="panel" style={{padding: '8px 10px'}}>
                <Row>
                  <span className="strong">№ {id}</span>
                  <span className="spacer" />
                  <span className="muted small">{date}</span>
                </Row>
                <div className="small">
                  {topic} · {status}
                </div>
              </div>
            ))}
          </ClientPanel>
        </>
      }
      focus="client"
    />
  );
}

function transfer() {
  const agents: [string, string, boolean][] = [
    ['Денис Орлов', '2 / 5', true],
    ['Ирина Павлова', '4 / 5', true],
    ['Олег Смирнов', '5 / 5', false],
  ];
  return (
    <Workplace
      user={AGENT}
      sections={SECTIONS}
      thread={THREAD}
      focus="overlay"
      overlay={
        <Dialog
          title="Передать обращение"
          width={460}
          footer={<DialogButtons ok={L.agent.transfer} />}
        >
          <Tabs items={L.agent.transferTabs} active="Оператору" />
          <Field value={undefined} placeholder={L.common.search} />
          <div className="panel">
            {agents.map(([name, load, free], i) => (
              <div key={name} className={i === 0 ? 'list-item active' : 'list-item'} style={free ? undefined : {opacity: 0.45}}>
                <span className="dot dot-online" />
                <span className={i === 0 ? 'strong' : ''}>{name}</span>
                <span className="spacer" />
                <span className="num">{load}</span>
              </div>
            ))}
          </div>
          <Field label={L.agent.comment} kind="area" value="Клиент ждёт курьера сегодня, номер заказа закреплён, обещала перезвонить до 18:00" />
        </Dialog>
      }
    />
  );
}

function templates() {
  return (
    <Workplace
      user="Ольга Петрова"
      thread={{
        ...THREAD,
        client: 'Анна Соколова',
        pinned: undefined,
        messages: [
          {from: 'client', text: 'Добрый день! Когда привезут мой заказ?', time: '10:12'},
        ],
        hints: undefined,
        input: 'Анна, ваш заказ в обращении 48213 уже у курьера. Он привезёт его сегодня.',
        above: (
          <div className="panel" style={{margin: '0 14px 8px'}}>
            <div className="panel-head">
              <h2>{L.agent.templates}</h2>
              <span className="spacer" />
              <Icon name="close" />
            </div>
            <div style={{display: 'flex'}}>
              <div style={{width: 150, borderRight: '1px solid var(--line)'}}>
                {['Доставка', 'Возвраты', 'Оплата', 'Приветствие'].map((category, i) => (
                  <div key={category} className={i === 0 ? 'list-item active strong' : 'list-item'}>
                    {category}
                  </div>
                ))}
              </div>
              <div style={{flex: 1, padding: 10, display: 'flex', flexDirection: 'column', gap: 8}}>
                <Field placeholder={L.common.search} value="курьер" />
                {[
                  ['Курьер в пути', '{{client.name}}, ваш заказ в обращении {{thread.id}} уже у курьера. Он привезёт его сегодня.'],
                  ['Курьер задерживается', '{{client.name}}, курьер задерживается. Я, {{agent.name}}, слежу за доставкой.'],
                ].map(([title, text], i) => (
                  <div key={title} className="panel" style={{padding: '8px 10px', borderColor: i === 0 ? 'var(--accent)' : undefined}}>
                    <div className="strong">{title}</div>
                    <div className="small muted">{text}</div>
                  </div>
                ))}
              </div>
            </div>
          </div>
        ),
      }}
      focus="thread"
    />
  );
}

function statistics() {
  const days: [string, number][] = [
    ['Пн', 38],
    ['Вт', 41],
    ['Ср', 35],
    ['Чт', 39],
    ['Пт', 36],
    ['Сб', 14],
    ['Вс', 10],
  ];
  return (
    <Shell role="agent" active="Статистика" user={AGENT}>
      <Row wrap>
        <h2 style={{fontSize: 18}}>{L.nav.agent[2]}</h2>
        <span className="spacer" />
        <Segmented items={L.agent.periods} active="Неделя" />
      </Row>
      <div className="summary" style={{gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))'}}>
        <Metric label="Обращений" value="213" note="30 в день" />
        <Metric label="FRT" value="0:48" tone="green" note="Норма до 1:00 · Внимание до 3:00" />
        <Metric label="ART" value="1:35" tone="green" note="Норма до 2:00 · Внимание до 5:00" />
        <Metric label="AHT" value="17:40" tone="yellow" note="Норма до 15:00 · Внимание до 30:00" />
        <Metric label="CSAT" value="92 %" note="по 64 оценкам" />
      </div>
      <Panel title="Обращения по дням">
        <div className="chart">
          {days.map(([day, count]) => (
            <div key={day} className="chart-col">
              <span className="small num">{count}</span>
              <span className="chart-bar" style={{height: count * 3.2}} />
              <span className="small muted">{day}</span>
            </div>
          ))}
        </div>
      </Panel>
    </Shell>
  );
}

const screen = (dir: string, id: string, render: () => React.ReactElement, width = 1180): Screen => ({id, dir: `docs/agent/${dir}/img`, width, render});

export const screens: Screen[] = [
  screen('queue', 'sections', sections, 1000),
  screen('threads', 'features', features, 1360),
  screen('client-profile', 'display', display, 1200),
  screen('threads', 'transfer', transfer, 1000),
  screen('threads', 'response-template', templates, 900),
  screen('other', 'statistics', statistics, 1000),
];
