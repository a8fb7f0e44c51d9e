/**
 * The agent's workplace as a whole and its queue (docs/agent/quickstart, docs/agent/queue/), the bell's list
 * and the agent's own profile (docs/agent/other/), with the people and numbers their pages name.
 */
import {L} from '../kit/labels';
import {AGENT, SUPERVISOR} from '../data/people';
import {Avatar, Button, Icon, Menu, Panel, Row, Shell, Status, Toggle} from '../kit/index';
import {ChannelBadge, LockField} from '../kit/choice';
import {Workplace, type Section, type Thread} from '../kit/workplace';
import type {Screen} from '../types';
import {SECTIONS, THREAD, profile} from './workplace';


function quickstart() {
  return <Workplace user={AGENT} sections={SECTIONS} thread={THREAD} client={profile()} focus="thread" />;
}

/** The bell's list open under the bell, and the browser's notification in the corner. */
function notifications() {
  const items: [string, string, string, boolean][] = [
    [L.agent.bell.types[0], 'сейчас', 'Ольга Кузнецова · Telegram · Курьер так и не приехал', true],
    [L.agent.bell.types[1], '2 мин', 'От: Денис Орлов · «Клиент просит возврат, заказ 77-0415»', true],
    [L.agent.bell.types[4], '15 мин', `${SUPERVISOR}: с 14:00 новые тарифы доставки, шаблоны уже исправлены`, true],
    [L.agent.bell.types[5], 'вчера', `Одобрено на 7 дней · ${SUPERVISOR} · клиент @promo_bot_2025`, false],
  ];
  return (
    <Workplace
      user={AGENT}
      sections={SECTIONS}
      thread={THREAD}
      focus="overlay"
      client={
        <>
          <div className="agent-drop" style={{top: 2, right: 118, width: 400}}>
            <div className="panel-head">
              <h2>{L.agent.notifications}</h2>
              <span className="chip chip-accent">3</span>
              <span className="spacer" />
              <Button small kind="ghost">
                {L.agent.bell.readAll}
              </Button>
            </div>
            {items.map(([type, when, text, unread]) => (
              <div key={type} className={unread ? 'notif unread-row' : 'notif'}>
                <span className="notif-dot" style={unread ? undefined : {background: 'transparent'}} />
                <div style={{flex: 1, minWidth: 0}}>
                  <Row>
                    <span className={unread ? 'strong' : undefined}>{type}</span>
                    <span className="spacer" />
                    <span className="muted small">{when}</span>
                  </Row>
                  <div className="small muted">{text}</div>
                </div>
              </div>
            ))}
            <div style={{padding: '10px 14px', textAlign: 'center'}}>
              <Button small kind="ghost">
                {L.agent.bell.all}
              </Button>
            </div>
          </div>
          <div className="agent-drop" style={{left: 16, bottom: 16, width: 340, padding: '10px 12px'}}>
            <Row align="start" gap={10}>
              <span className="channel-badge" style={{width: 32, height: 32, background: 'var(--accent)', fontSize: 12}}>
                ЧЦ
              </span>
              <div style={{minWidth: 0}}>
                <div className="small muted">
                  {L.product} · chat.example.ru
                </div>
                <div className="strong">{L.agent.bell.types[0]}</div>
                <div className="small">Ольга Кузнецова: Курьер так и не приехал</div>
              </div>
            </Row>
          </div>
        </>
      }
    />
  );
}

function profileEdit() {
  const sounds = L.agent.bell.types.map((type, i) => [type, i < 4] as const);
  return (
    <Shell role="agent" active="" user={AGENT}>
      <Panel
        title={L.agent.profile.edit}
        actions={
          <>
            <Button>{L.common.cancel}</Button>
            <Button kind="primary">{L.common.save}</Button>
          </>
        }
      >
        <div style={{display: 'flex', gap: 20, flexWrap: 'wrap'}}>
          <div style={{display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8, width: 90}}>
            <span className="field-label">{L.agent.profile.photo}</span>
            <Avatar name={AGENT} size={76} />
          </div>
          <div style={{flex: 1, minWidth: 300, display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(168px, 1fr))', gap: 12}}>
            <LockField label={L.agent.profile.lastName} value="Иванова" lock />
            <LockField label={L.agent.profile.firstName} value="Анна" lock />
            <LockField label={L.agent.profile.clientName} value="Анна И." lock />
            <LockField label={L.agent.profile.email} value="a.ivanova@example.ru" lock />
            <LockField label={L.agent.profile.login} value="a.ivanova" readOnly lock={false} />
            <LockField label={L.agent.profile.roles} value="Оператор · Розница, Доставка" readOnly lock={false} />
          </div>
        </div>
        <div className="edit-bar" style={{margin: '14px 0 0', background: 'var(--yellow-soft)'}}>
          <Status tone="yellow">{L.agent.profile.pending}</Status>
          <span>
            {L.agent.profile.clientName}: «Анна Иванова» → «Анна И.» · ждёт решения супервизора
          </span>
        </div>
        <div className="muted small" style={{marginTop: 6}}>
          Поля с замком меняются через согласование супервизора; логин, роли и сегменты меняет администратор.
        </div>
      </Panel>
      <div style={{display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))', gap: 12}}>
        <Panel title={L.agent.notifications}>
          <div style={{display: 'flex', flexDirection: 'column', gap: 8}}>
            {sounds.map(([type, on]) => (
              <Toggle key={type} on={on} label={`Звук: ${type}`} />
            ))}
          </div>
        </Panel>
        <Panel title={L.agent.profile.password}>
          <div style={{display: 'flex', flexDirection: 'column', gap: 10, alignItems: 'flex-start'}}>
            <span className="muted">Последняя смена: 2 сентября 2025</span>
            <span className="small muted">Не короче 10 символов, буквы и цифры; смена раз в 90 дней.</span>
            <Button>{L.agent.profile.changePassword}</Button>
          </div>
        </Panel>
      </div>
    </Shell>
  );
}


function indicators() {
  const sections: Section[] = [
    {
      title: L.agent.queueSections[0],
      count: 3,
      open: true,
      cards: [
        {client: 'Дмитрий Орлов', channel: 'Веб-виджет', preview: 'Как вернуть товар?', timer: '00:45', tone: 'green', unread: 1},
        {client: 'Ольга Кузнецова', channel: 'Telegram', preview: 'Курьер так и не приехал', timer: '02:10', tone: 'yellow', unread: 3, pm: true, flag: 'orange', read: true},
        {client: 'Екатерина Миронова', channel: 'WhatsApp', preview: 'Оплата не прошла', timer: '07:45', tone: 'red', unread: 2, flag: 'red', read: true},
      ],
    },
    {
      title: L.agent.queueSections[1],
      count: 1,
      open: true,
      cards: [{client: 'Марина Зуева', channel: 'E-mail', preview: 'Счёт на оплату', timer: '00:20', tone: 'green', pmOther: true}],
    },
    {title: L.agent.queueSections[2], count: 2},
    {title: L.agent.queueSections[3], count: 12},
  ];
  const timers: [string, 'green' | 'yellow' | 'red', string][] = [
    ['00:45', 'green', 'до 1 мин (Норма до)'],
    ['02:10', 'yellow', 'от 1 до 3 мин (Внимание до)'],
    ['07:45', 'red', 'больше 3 мин'],
  ];
  return (
    <Workplace
      user={AGENT}
      sections={sections}
      focus="queue"
      client={
        <div className="legend" style={{flex: 1, padding: 16, display: 'flex', flexDirection: 'column', gap: 12}}>
          <Panel title="Таймер: пороги FRT из «Метрик производительности»">
            <div style={{display: 'flex', flexDirection: 'column', gap: 8}}>
              {timers.map(([time, tone, note]) => (
                <Row key={time}>
                  <span className={`timer tone-${tone}`}>{time}</span>
                  <span className="small">{note}</span>
                </Row>
              ))}
            </div>
          </Panel>
          <Panel title="Приоритет и метки">
            <div style={{display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(190px, 1fr))', gap: 8}}>
              <Row>
                <span className="muted">—</span>
                <span className="small">{L.priority.normal}: флага нет</span>
              </Row>
              <Row>
                <span style={{color: 'var(--orange)', display: 'flex'}}>
                  <Icon name="flag" size={14} />
                </span>
                <span className="small">{L.priority.high}</span>
              </Row>
              <Row>
                <span style={{color: 'var(--red)', display: 'flex'}}>
                  <Icon name="flag" size={14} />
                </span>
                <span className="small">{L.priority.critical}</span>
              </Row>
              <Row>
                <span className="unread">3</span>
                <span className="small">непрочитанные сообщения</span>
              </Row>
              <Row>
                <span className="pm">{L.agent.pm}</span>
                <span className="small">вы персональный менеджер</span>
              </Row>
              <Row>
                <span className="pm pm-other">{L.agent.pm}</span>
                <span className="small">у клиента другой менеджер</span>
              </Row>
            </div>
          </Panel>
          <Panel title="Значки каналов">
            <div style={{display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(190px, 1fr))', gap: 8}}>
              {(Object.keys(L.channels) as (keyof typeof L.channels)[]).map((code) => (
                <Row key={code}>
                  <ChannelBadge channel={code} size={26} />
                  <span className="small">{L.channels[code]}</span>
                </Row>
              ))}
            </div>
          </Panel>
        </div>
      }
    />
  );
}

const IVANOVA: Thread = {
  client: 'Мария Иванова',
  channel: 'Telegram',
  id: '48219',
  topic: 'Личный кабинет',
  messages: [
    {from: 'client', text: 'Здравствуйте! Не приходит код подтверждения', time: '11:40'},
    {from: 'agent', text: 'Добрый день! Проверю номер, к которому привязан профиль.', time: '11:41 ✓✓'},
    {from: 'client', text: 'Номер заканчивается на 12', time: '11:42'},
  ],
};

function navigation() {
  const sections: Section[] = [
    {
      title: L.agent.queueSections[0],
      count: 1,
      open: true,
      cards: [{client: 'Мария Иванова', channel: 'Telegram', preview: 'Номер заканчивается на 12', timer: '00:50', tone: 'green', unread: 1, active: true}],
    },
    {title: L.agent.queueSections[1], count: 0},
    {title: L.agent.queueSections[2], count: 0},
    {
      title: L.agent.queueSections[3],
      count: 1,
      open: true,
      cards: [{client: 'Мария Иванова', channel: 'Telegram', preview: 'Смена тарифа', timer: 'вчера', tone: 'grey', read: true}],
    },
  ];
  const sorts = L.agent.sorts.map((sort, i) => (
    <Row key={sort} gap={6}>
      <span style={{width: 16, display: 'flex'}}>{i === 0 && <Icon name="check" size={14} />}</span>
      {sort}
    </Row>
  ));
  return (
    <Workplace
      user={AGENT}
      thread={IVANOVA}
      focus="queue"
      sections={sections}
      queue={{
        search: 'Иванова',
        chips: [L.agent.all, L.channels.TELEGRAM, L.channels.WEB, L.channels.EMAIL],
        chip: L.channels.TELEGRAM,
        menu: <Menu items={sorts} active={0} style={{right: 12, top: 40}} />,
        footer: <div className="muted small" style={{padding: '10px 12px'}}>Найдено: 2 обращения</div>,
      }}
    />
  );
}

/** The card's parts, and a thread of the common queue opened to read, with «Взять в работу». */
function cards() {
  const sections: Section[] = [
    {
      title: L.agent.queueSections[0],
      count: 2,
      open: true,
      cards: [
        {
          client: 'Ольга Кузнецова',
          channel: 'Telegram',
          preview: 'Курьер так и не приехал',
          timer: '02:30',
          tone: 'yellow',
          unread: 2,
          pm: true,
          flag: 'orange',
          read: true,
          topic: 'Тема: Доставка · Сегмент «Доставка»',
        },
        {client: 'Дмитрий Орлов', channel: 'Веб-виджет', preview: 'Как вернуть товар?', timer: '00:45', tone: 'green', unread: 1, topic: 'Тема: Возврат · Сегмент «Розница»'},
      ],
    },
    {
      title: L.agent.queueSections[1],
      count: 1,
      open: true,
      take: true,
      cards: [
        {client: 'Сергей Фролов', channel: 'ВКонтакте', preview: 'Где мой заказ?', timer: '01:10', tone: 'yellow', flag: 'orange', active: true, topic: 'Тема: Доставка · Сегмент «Доставка»'},
      ],
    },
    {title: L.agent.queueSections[2], count: 2},
    {title: L.agent.queueSections[3], count: 12},
  ];
  const thread: Thread = {
    client: 'Сергей Фролов',
    channel: 'ВКонтакте',
    id: '48226',
    topic: 'Доставка',
    status: 'OPEN',
    messages: [
      {from: 'client', text: 'Добрый день! Заказ 5530-1201 должен был приехать вчера', time: '13:58'},
      {from: 'client', text: 'Где мой заказ?', time: '13:59'},
    ],
  };
  return <Workplace user={AGENT} sections={sections} thread={thread} focus="queue" />;
}

const screen = (dir: string, id: string, render: () => React.ReactElement, width = 1000): Screen => ({
  id,
  dir: dir ? `docs/agent/${dir}/img` : 'docs/agent/img',
  width,
  
  render,
});

export const screens: Screen[] = [
  screen('', 'workplace', quickstart, 1300),
  screen('other', 'notifications', notifications),
  screen('other', 'profile-edit', profileEdit),
  screen('queue', 'indicators', indicators),
  screen('queue', 'navigation', navigation),
  screen('queue', 'threads', cards),
];
