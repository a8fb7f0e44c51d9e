/**
 * Additional functions (docs/additional-function/): the common queue, the priority menu, the personal
 * manager, the thread-end request, the display settings, password recovery and the segment's
 * distribution settings — with the clients, segments and values the pages name.
 */
import {L, shown} from '../kit/labels';
import {AGENT} from '../data/people';
import {Button, Checkbox, Dialog, DialogButtons, Field, Icon, Menu, Row, Segmented, SignIn, Toggle} from '../kit/index';
import {SegmentForm} from '../admin/routing';
import {ChannelBadge, LockField} from '../kit/choice';
import {ClientPanel, Prop, Workplace, type Section, type Thread} from '../kit/workplace';
import {Bubble, ChatButtons, ChatFeed, ChatHeader, ChatInput, Phone} from '../kit/phone';
import type {Screen} from '../types';

const DIR = 'docs/additional-function/img';
const MANAGER = 'Ирина Смирнова';

const [ASSIGNED, COMMON, WAITING, DONE] = L.agent.queueSections;

function commonQueue() {
  const sections: Section[] = [
    {title: ASSIGNED, count: 2},
    {
      title: COMMON,
      count: 4,
      open: true,
      take: true,
      cards: [
        {client: 'Мария Котова', channel: L.channels.WEB, preview: 'Не проходит оплата картой', timer: '01:00', tone: 'green', flag: 'red', active: true},
        {client: 'Олег Ветров', channel: L.channels.TELEGRAM, preview: 'Смена тарифа', timer: '03:00', tone: 'yellow', flag: 'orange'},
        {client: 'Клиент 88213', channel: L.channels.VK, preview: 'Где мой чек?', timer: '09:00', tone: 'red'},
        {client: 'Анна Лис', channel: L.channels.WEB, preview: 'Доставка заказа 5521', timer: '06:00', tone: 'red'},
      ],
    },
    {title: WAITING, count: 1},
    {title: DONE, count: 12},
  ];
  const thread: Thread = {
    client: 'Мария Котова',
    channel: L.channels.WEB,
    id: '48250',
    topic: 'Платежи',
    status: 'OPEN',
    messages: [
      {from: 'system', text: `Приоритет: ${L.priority.critical} · сегмент «Платежи»`},
      {from: 'client', text: 'Здравствуйте! Карта не проходит, пишет «операция отклонена».', time: '14:05'},
    ],
  };
  return <Workplace user={AGENT} sections={sections} thread={thread} focus="queue" />;
}

function priorityChange() {
  const menu = (
    <div className="more-prio">
      <Menu
        style={{position: 'static', minWidth: 150}}
        items={[L.priority.normal, <Row key={0} gap={8}>{L.priority.high}<span className="spacer" /><span style={{color: 'var(--orange)', display: 'flex'}}><Icon name="check" /></span></Row>, L.priority.critical]}
        active={1}
      />
      <Menu
        style={{position: 'static'}}
        items={L.agent.moreMenu.map((item) => (item === L.agent.moreMenu[1] ? <Row key={item} gap={8}>{item}<span className="spacer" />›</Row> : item))}
        active={1}
      />
    </div>
  );
  const thread: Thread = {
    client: 'Олег Ветров',
    channel: L.channels.TELEGRAM,
    id: '48236',
    topic: 'Тарифы',
    messages: [
      {from: 'client', text: 'Хочу перейти на тариф «Бизнес», но в кабинете кнопка неактивна.', time: '14:02'},
      {from: 'system', text: menu},
    ],
  };
  return (
    <div className="more-short">
      <Workplace user={AGENT} thread={thread} focus="thread" />
    </div>
  );
}

function personalManager() {
  const thread: Thread = {
    client: 'Анна Лис',
    channel: L.channels.WEB,
    id: '48244',
    topic: 'Договор',
    messages: [
      {from: 'client', text: 'Добрый день! Хочу продлить договор обслуживания на следующий год.', time: '10:12'},
      {from: 'agent', text: 'Здравствуйте, Анна! Я ваш персональный менеджер, сейчас подготовлю договор.', time: '10:13 ✓✓'},
    ],
  };
  const client = (
    <ClientPanel tab={L.agent.clientTabs[0]}>
      <div className="strong" style={{fontSize: 15}}>
        Анна Лис
      </div>
      <Prop label="Телефон">+7 912 345-67-45</Prop>
      <Prop label="Категория">VIP</Prop>
      <LockField label={L.more.pm.field} value={MANAGER} readOnly />
      <div className="muted small">Персонального менеджера назначает супервизор</div>
    </ClientPanel>
  );
  return (
    <div className="more-short">
      <Workplace user={MANAGER} thread={thread} client={client} focus="client" />
    </div>
  );
}

function threadendRequest() {
  return (
    <div className="phones" style={{alignItems: 'flex-start'}}>
      <figure className="phone-wrap" style={{width: 400, alignItems: 'stretch'}}>
        <figcaption className="phone-caption" style={{textAlign: 'center'}}>
          Рабочее место оператора
        </figcaption>
        <Dialog
          title={L.agent.finish}
          width={400}
          footer={<DialogButtons ok={L.agent.finishDialog.finish} />}
        >
          <Field label={L.agent.finishDialog.topic} kind="select" value="Промокоды и скидки" />
          <Field label={L.agent.finishDialog.tags} kind="select" value="промокод, консультация" />
          <Checkbox on label={L.agent.finishDialog.ask} />
        </Dialog>
        <div className={shown(L.more.end.left) ? 'panel' : 'panel wide-phone'} style={{background: 'var(--bg)'}}>
          <div className="feed">
            <div className="msg msg-client">
              <div className="bubble">
                Спасибо, промокод сработал!<span className="msg-time">15:20</span>
              </div>
            </div>
            <div className="msg msg-agent">
              <div className="bubble">
                Рада помочь! Хорошего дня.<span className="msg-time">15:21 ✓✓</span>
              </div>
            </div>
            <div className="msg-system strong">
              Запрос на завершение отправлен · {shown(L.more.end.left) ? `${L.more.end.left} 28 мин` : 'ждём ответа клиента'}
            </div>
          </div>
        </div>
      </figure>
      <Phone caption="Веб-виджет клиента" height={430}>
        <ChatHeader title="Чат с поддержкой" />
        <ChatFeed>
          <Bubble from="client" time="15:20">
            Спасибо, промокод сработал!
          </Bubble>
          <Bubble from="agent" name={AGENT} time="15:21">
            Рада помочь! Хорошего дня.
          </Bubble>
          <Bubble from="agent">Ваш вопрос решён?</Bubble>
          <ChatButtons items={[L.more.end.yes, L.more.end.no]} />
        </ChatFeed>
        <ChatInput placeholder="Напишите сообщение…" />
      </Phone>
    </div>
  );
}

function visionSettings() {
  const sections: Section[] = [
    {
      title: ASSIGNED,
      count: 2,
      open: true,
      cards: [
        {client: 'Олег Ветров', channel: L.channels.TELEGRAM, preview: 'Хочу перейти на тариф «Бизнес»', timer: '00:40', tone: 'green', active: true},
        {client: 'Анна Лис', channel: L.channels.WEB, preview: 'Доставка заказа 5521', timer: '02:10', tone: 'yellow'},
      ],
    },
    {title: COMMON, count: 3},
    {title: WAITING, count: 1},
    {title: DONE, count: 9},
  ];
  const v = L.more.vision;
  const dialog = (
    <Dialog
      title={v.title}
      width={480}
      footer={
        <>
          <Button kind="ghost">{L.common.reset}</Button>
          <span className="spacer" />
          <Button>{L.common.cancel}</Button>
          <Button kind="primary">{L.common.save}</Button>
        </>
      }
    >
      <div className="field">
        <span className="field-label">{v.font}</span>
        <div style={{display: 'flex'}}>
          <Segmented items={v.sizes} active={v.sizes[2]} />
        </div>
      </div>
      <Toggle on={false} label={v.contrast} />
      <Toggle on label={v.compact} />
      <div className="field">
        <span className="field-label">{v.preview}</span>
        <div className="qcard" style={{border: '1px solid var(--line)', borderRadius: 8, fontSize: 16.5, padding: '6px 10px'}}>
          <ChannelBadge channel="TELEGRAM" size={34} />
          <div style={{minWidth: 0, flex: 1}}>
            <div className="strong">Олег Ветров</div>
            <div className="muted ellipsis">Telegram · Хочу перейти на тариф «Бизнес»</div>
          </div>
        </div>
      </div>
    </Dialog>
  );
  return <Workplace user={MANAGER} sections={sections} overlay={dialog} focus="overlay" />;
}

function passwordRecovery() {
  return (
    <div className="more-login">
      <SignIn login="i.smirnova" title="Вход" />
      <span className="more-arrow">→</span>
      <SignIn login="i.smirnova" title="Восстановление пароля" recovery="Укажите логин или e-mail — мы отправим ссылку на почту из вашего профиля." />
    </div>
  );
}

function routingSettings() {
  return (
    <SegmentForm
      segment={{
        title: 'Платежи',
        name: 'Платежи',
        description: 'Оплата картой, возвраты и счета',
        workHours: 'Поддержка 9–21',
        skills: 'Эквайринг, Английский язык',
        pmWait: '2 мин',
        agents: [
          ['Ирина Смирнова', 'i.smirnova', '5 (по умолчанию)', true],
          ['Олег Петров', 'o.petrov', '6 (личный)', true],
        ],
      }}
    />
  );
}

export const screens: Screen[] = [
  {id: 'common-queue', dir: DIR, width: 1000, render: commonQueue},
  {id: 'priority-change', dir: DIR, width: 960, render: priorityChange},
  {id: 'personal-manager', dir: DIR, width: 1000, render: personalManager, versions: ['6.18']},
  {id: 'threadend-request', dir: DIR, width: 900, narrow: 440, render: threadendRequest, versions: ['6.23']},
  {id: 'vision-settings', dir: DIR, width: 1000, render: visionSettings},
  {id: 'password-recovery', dir: DIR, width: 900, render: passwordRecovery},
  {id: 'routing-settings', dir: DIR, width: 1100, render: routingSettings},
];
