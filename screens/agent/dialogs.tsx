/**
 * The client's profile pages (docs/agent/client-profile/: context, edit, search, outgoing) and the thread's
 * menus and dialogs (docs/agent/threads/: actions, tags, topic, e-mail, bcc, ban request, message edit),
 * with the people and numbers their pages name.
 */
import type {ReactElement, ReactNode} from 'react';
import {L} from '../kit/labels';
import {AGENT} from '../data/people';
import {Button, Checkbox, Dialog, DialogButtons, Field, Icon, Menu, Panel, Row, Shell, Table, Tabs} from '../kit/index';
import {LockField, Radio} from '../kit/choice';
import {ClientPanel, Prop, Workplace, type Thread} from '../kit/workplace';
import type {Screen} from '../types';
import {THREAD} from './workplace';


/** Дмитрий Орлов returns a jacket bought on the site (the queue's «Как вернуть товар?»). */
const ORLOV: Thread = {
  client: 'Дмитрий Орлов',
  channel: L.channels.WEB,
  id: '48207',
  topic: 'Возврат',
  messages: [
    {from: 'client', text: 'Хочу вернуть куртку, не подошёл размер.', time: '11:02'},
    {from: 'agent', text: 'Подскажите номер заказа, пожалуйста.', time: '11:03 ✓✓'},
    {from: 'client', text: 'Заказ 77-0415', time: '11:04'},
  ],
};

/** Анна Смирнова's client ID: the external API's format, `cl_` and 8 letters and digits (docs/agent/client-profile/search). */
const SMIRNOVA_ID = 'cl_8Hn3Vb5S';

/** Анна Смирнова, the client of the profile pages' examples. */
const SMIRNOVA: Thread = {
  client: 'Анна Смирнова',
  channel: L.channels.TELEGRAM,
  id: '48230',
  topic: 'Доставка',
  messages: [
    {from: 'client', text: 'Добрый день! Я переехала, доставку теперь нужно в Екатеринбург.', time: '10:20'},
    {from: 'agent', text: 'Здравствуйте, Анна! Сейчас обновлю город в вашем профиле.', time: '10:21 ✓✓'},
  ],
};

const chip = (text: string, remove = true) => (
  <span key={text} className="chip chip-accent">
    {text}
    {remove && <Icon name="close" size={11} />}
  </span>
);

function over(thread: Thread, dialog: ReactNode) {
  return <Workplace user={AGENT} thread={thread} focus="overlay" overlay={dialog} />;
}

function context() {
  const blocks: [string, [string, ReactNode][]][] = [
    [
      L.agent.clients.context[0],
      [
        ['Виджет', '«Магазин»'],
        ['Страница', <span key={0} style={{color: 'var(--accent)'}}>shop.example.ru/item/5521</span>],
        ['Заголовок', 'Куртка зимняя «Север», синяя'],
        ['Откуда пришёл', 'yandex.ru'],
        ['UTM-метки', 'utm_campaign=winter'],
      ],
    ],
    [
      L.agent.clients.context[1],
      [
        ['Браузер', 'Chrome 131'],
        ['Система', 'Android 14 · смартфон'],
        ['Город (по IP)', 'Новосибирск'],
      ],
    ],
    [
      'Параметры сайта',
      [
        ['orderId', '77-0415'],
        ['loyaltyLevel', 'gold'],
        ['authorized', 'true'],
      ],
    ],
  ];
  return (
    <Workplace
      user={AGENT}
      thread={{...ORLOV, messages: ORLOV.messages.slice(0, 1)}}
      focus="client"
      client={
        <ClientPanel tab="Контекст">
          {blocks.map(([title, rows]) => (
            <div key={title} style={{display: 'flex', flexDirection: 'column', gap: 6}}>
              <div className="ctx-head">{title}</div>
              {rows.map(([label, value]) => (
                <div key={label} className="ctx-row">
                  <span>{label}</span>
                  <span>{value}</span>
                </div>
              ))}
            </div>
          ))}
          <div className="muted small">Контекст только для чтения</div>
        </ClientPanel>
      }
    />
  );
}

function edit() {
  return (
    <Workplace
      user={AGENT}
      thread={SMIRNOVA}
      focus="client"
      client={
        <ClientPanel tab="Профиль">
          <LockField label="Имя" value="Анна Смирнова" />
          <LockField label="Телефон" value="+7 912 345-67-89" />
          <LockField label="E-mail" value="anna.smirnova@example.ru" />
          <LockField label="Город" value="Екатеринбург" />
          <LockField label="Номер договора" value="Д-20417" readOnly />
          <LockField label="Тариф" value="Премиум" readOnly />
          <LockField label="Персональный менеджер" value={AGENT} readOnly />
          <LockField label={L.channels.TELEGRAM} value="@anna_sm · ID 583920114" readOnly />
          <Prop label="Теги клиента">
            <Row gap={6} wrap>
              {chip('VIP')}
            </Row>
          </Prop>
          <div className="muted small">Поля с замком нельзя изменить из рабочего места оператора</div>
          <Row style={{justifyContent: 'flex-end'}}>
            <Button>{L.common.cancel}</Button>
            <Button kind="primary">{L.common.save}</Button>
          </Row>
        </ClientPanel>
      }
    />
  );
}

/** The «Клиенты» screen: the search, the results and the profile of the chosen client. */
function clients() {
  return (
    <>
      <h2 style={{fontSize: 18}}>{L.nav.agent[1]}</h2>
      <Row wrap align="end">
        <div style={{flex: 1, minWidth: 220}}>
          <Field label={L.common.search} value="912 345" />
        </div>
        <Field label={L.agent.clients.channel} kind="select" value={L.agent.all} width={170} />
      </Row>
      <div className="muted small">Найдено: 2</div>
      <Panel pad={false}>
        <Table
          columns={[
            {label: 'Имя'},
            {label: 'Телефон'},
            {label: 'E-mail', wide: true},
            {label: 'Каналы', wide: true},
            {label: 'Последнее обращение', align: 'right'},
          ]}
          rows={[
            [<span key={0} className="strong nowrap">Анна Смирнова</span>, <span key={1} className="nowrap">+7 912 345-67-89</span>, 'anna.smirnova@example.ru', 'Telegram +2', 'сегодня'],
            [<span key={0} className="nowrap">Пётр Смирнов</span>, <span key={1} className="nowrap">+7 912 345-10-02</span>, '—', 'WhatsApp', '2 окт.'],
          ]}
          highlight={[0]}
        />
      </Panel>
      <Panel
        title={
          <span>
            Анна Смирнова <span className="muted small">· ID клиента {SMIRNOVA_ID} · 7 обращений</span>
          </span>
        }
        actions={
          <>
            <Button>{L.agent.clients.edit}</Button>
            <Button kind="primary">{L.agent.write}</Button>
          </>
        }
      >
        <Tabs items={[L.agent.clientTabs[0], L.agent.clientTabs[2]]} active={L.agent.clientTabs[0]} small />
        <div style={{display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', gap: 12, marginTop: 12}}>
          <Prop label="Телефон">+7 912 345-67-89</Prop>
          <Prop label="E-mail">anna.smirnova@example.ru</Prop>
          <Prop label="Номер договора">Д-20417</Prop>
          <Prop label="Город">Екатеринбург</Prop>
        </div>
      </Panel>
    </>
  );
}

function search() {
  return (
    <Shell role="agent" active={L.nav.agent[1]} user={AGENT}>
      {clients()}
    </Shell>
  );
}

function outgoing() {
  return (
    <Shell role="agent" active={L.nav.agent[1]} user={AGENT}>
      <div className="agent-hide-narrow" style={{display: 'flex', flexDirection: 'column', gap: 12, minHeight: 590}}>
        {clients()}
      </div>
      <div className="overlay agent-over">
        <Dialog title={L.agent.clients.outgoing} width={520} footer={<DialogButtons ok={L.agent.send} extra={<Button icon="clip">{L.agent.attach}</Button>} />}>
          <div className="muted">Анна Смирнова · ID клиента {SMIRNOVA_ID}</div>
          <div className="field">
            <span className="field-label">{L.agent.clients.channel}</span>
            <div style={{display: 'flex', flexDirection: 'column', gap: 2}}>
              <Radio on label="Telegram · @anna_sm" note="писала сегодня" />
              <Radio on={false} label="E-mail · anna.smirnova@example.ru" />
              <Radio on={false} disabled label="WhatsApp · +7 912 345-67-89" note="окно 24 часа истекло" />
              <Radio on={false} disabled label={L.channels.WEB} note="недоступно для исходящих" />
            </div>
          </div>
          <Field label={L.agent.finishDialog.topic} kind="select" value="Доставка" />
          <Field kind="area" value="Анна, добрый день! Курьер перенёс доставку заказа 58-1932 на завтра, 10:00–14:00. Удобно ли вам это время?" />
        </Dialog>
      </div>
    </Shell>
  );
}

/** The «Ещё» menu open under its button, and a message's menu in the feed. */
function actions() {
  const [theme, priority, attach, mail, bcc, back, ban] = L.agent.moreMenu;
  const groups = [[theme, priority], [attach, mail, bcc], [back, ban]];
  const more = (
    <div className="menu more-menu" style={{top: 84, left: 300, width: 290}}>
      {groups.map((group, i) => (
        <div key={i}>
          {i > 0 && <div className="menu-sep" />}
          {group.map((item) => (
            <div key={item} className={item === mail ? 'menu-item disabled' : 'menu-item'}>
              {item}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
  return (
    <Workplace
      user={AGENT}
      focus="thread"
      thread={{
        ...ORLOV,
        menu: more,
        messages: [
          ...ORLOV.messages,
          {from: 'client', text: 'Куртка 48 размера, нужна 50-го. Можно обменять?', time: '11:05'},
          {
            from: 'agent',
            text: (
              <span style={{position: 'relative', display: 'block'}}>
                Можно: курьер заберёт куртку и привезёт 50-й размер завтра.
                <span className="msg-menu">
                  <Menu items={L.agent.messageMenu.filter((item) => item !== 'Открепить')} style={{right: 0, top: 46}} />
                </span>
              </span>
            ),
            time: '11:07 ✓✓',
          },
        ],
      }}
    />
  );
}

function attachEmail() {
  return over(
    SMIRNOVA,
    <div className="dialogs">
      <Dialog title={L.agent.moreMenu[2]} width={350} footer={<DialogButtons ok={L.common.save} />}>
        <Field label="E-mail" value="anna.smirnova@example.ru" />
        <div className="muted small">Адрес сохранится в обращении и в пустом поле «E-mail» профиля клиента.</div>
      </Dialog>
      <Dialog title={L.agent.moreMenu[3]} width={390} footer={<DialogButtons ok={L.agent.send} />}>
        <Field label="E-mail" value="anna.smirnova@example.ru" />
        <div className="muted small">Тема письма: Переписка по обращению № 48230</div>
        <Checkbox
          on
          label={
            <span>
              {L.agent.mail.attachments} <span className="muted">(2 файла, 3,4 МБ)</span>
            </span>
          }
        />
      </Dialog>
    </div>,
  );
}

function banRequest() {
  const [spam] = L.agent.ban.reasons;
  return over(
    {
      client: '@promo_bot_2025',
      channel: L.channels.TELEGRAM,
      id: '48231',
      topic: 'Другое',
      messages: [
        {from: 'client', text: 'Скидки 90% только сегодня! Переходите: promo-sale.example.com', time: '09:00'},
        {from: 'client', text: 'Скидки 90% только сегодня! Переходите: promo-sale.example.com', time: '09:01'},
        {from: 'client', text: 'Скидки 90% только сегодня! Переходите: promo-sale.example.com', time: '09:02'},
      ],
    },
    <Dialog title={L.agent.ban.title} width={460} footer={<DialogButtons ok={L.agent.ban.send} />}>
      <div className="muted">Клиент: Telegram · @promo_bot_2025 · № 48231</div>
      <div className="field">
        <span className="field-label">{L.agent.ban.reason}</span>
        <div style={{display: 'flex', flexDirection: 'column', gap: 2}}>
          {L.agent.ban.reasons.map((reason) => (
            <Radio key={reason} on={reason === spam} label={reason} />
          ))}
        </div>
      </div>
      <Field label={L.agent.comment} kind="area" value="С 9:00 прислал 40 одинаковых сообщений со ссылкой на сторонний сайт." />
      <div className="muted small">Срок блокировки — 1, 7 или 30 дней либо навсегда — выберет супервизор, когда одобрит запрос.</div>
    </Dialog>,
  );
}

function messageEdit() {
  return (
    <Workplace
      user={AGENT}
      focus="thread"
      thread={{
        ...THREAD,
        hints: undefined,
        messages: [
          THREAD.messages[1],
          THREAD.messages[2],
          {from: 'agent', text: 'Курьер задерживается, заказ у него. Привезёт сегодня.', time: '14:04 · изменено ✓✓'},
          {from: 'agent', text: 'Курьер привезёт заказ до 20:00.', time: '14:06 ✓✓'},
        ],
        composer: (
          <div style={{padding: '10px 0 14px', display: 'flex', flexDirection: 'column', gap: 8}}>
            <div className="edit-bar">
              <span className="strong">{L.agent.editing}</span>
              <span className="muted">Осталось 11 мин</span>
              <span className="spacer" />
              <Icon name="close" />
            </div>
            <div className="composer" style={{padding: '0 14px', flexWrap: 'wrap'}}>
              <div className="composer-box" style={{borderColor: 'var(--accent)'}}>
                <span>Курьер привезёт заказ до 21:00.</span>
              </div>
              <Button>{L.common.cancel}</Button>
              <Button kind="primary">{L.common.save}</Button>
            </div>
          </div>
        ),
      }}
    />
  );
}

function stealthCopy() {
  return over(
    {
      client: 'Павел Орлов, ООО «Вектор»',
      channel: L.channels.EMAIL,
      id: '48190',
      topic: 'Претензия',
      headExtra: (
        <span className="chip chip-accent" style={{marginTop: 4}}>
          <Icon name="mail" size={12} />
          {L.agent.moreMenu[4]}: 2 адреса
        </span>
      ),
      messages: [
        {from: 'client', text: 'Направляю претензию по договору поставки № 14/25: партия пришла с опозданием на 9 дней.', time: '10:05'},
        {from: 'agent', text: 'Павел, претензию получили, юридический отдел рассмотрит её в течение 5 рабочих дней.', time: '10:20'},
      ],
    },
    <Dialog title={L.agent.moreMenu[4]} width={460} footer={<DialogButtons ok={L.common.save} extra={<Button kind="danger">{L.agent.bcc.off}</Button>} />}>
      <div className="muted small">Клиент не увидит, что ответы копируются.</div>
      <label className="field">
        <span className="field-label">{L.agent.bcc.addresses}</span>
        <span className="control" style={{height: 'auto', minHeight: 40, flexWrap: 'wrap', gap: 6, padding: '6px 8px', borderColor: 'var(--accent)'}}>
          {chip('lawyer@example.ru')}
          {chip('k.volkova@example.ru')}
        </span>
      </label>
    </Dialog>,
  );
}

function tags() {
  const groups: [string, [string, boolean][]][] = [
    [
      'Заказ',
      [
        ['Возврат', true],
        ['Обмен', false],
        ['Размер не подошёл', true],
      ],
    ],
    [
      'Доставка',
      [
        ['Задержка доставки', false],
        ['Жалоба на курьера', false],
      ],
    ],
  ];
  return over(
    {...ORLOV, headExtra: <Row gap={6} style={{marginTop: 4}}>{[chip('Возврат'), chip('Размер не подошёл')]}</Row>},
    <Dialog title={L.agent.tags} width={420} footer={<DialogButtons ok={L.common.apply} />}>
      <Field placeholder={L.common.search} />
      {groups.map(([group, items]) => (
        <div key={group} style={{display: 'flex', flexDirection: 'column', gap: 8}}>
          <div className="menu-head" style={{padding: 0}}>
            {group}
          </div>
          {items.map(([tag, on]) => (
            <Checkbox key={tag} on={on} label={tag} />
          ))}
        </div>
      ))}
    </Dialog>,
  );
}

function themeChange() {
  const topics = ['Доставка', 'Оплата', 'Возврат', 'Технические проблемы', 'Другое'];
  return over(
    {...ORLOV, topic: 'Доставка'},
    <Dialog title={L.agent.moreMenu[0]} width={420} footer={<DialogButtons ok={L.common.save} />}>
      <div className="muted">Текущая тема: Доставка</div>
      <Field placeholder={L.common.search} />
      <div style={{display: 'flex', flexDirection: 'column', gap: 2}}>
        {topics.map((topic) => (
          <Radio key={topic} on={topic === 'Возврат'} label={topic} />
        ))}
      </div>
    </Dialog>,
  );
}

const screen = (dir: string, id: string, render: () => ReactElement, width = 1000): Screen => ({
  id,
  dir: `docs/agent/${dir}/img`,
  width,
  
  render,
});

export const screens: Screen[] = [
  screen('client-profile', 'context', context),
  screen('client-profile', 'edit', edit),
  screen('client-profile', 'search', search),
  screen('client-profile', 'outgoing', outgoing),
  screen('threads', 'actions', actions),
  screen('threads', 'attach-email', attachEmail),
  screen('threads', 'client-ban-request', banRequest),
  screen('threads', 'message-edit', messageEdit),
  screen('threads', 'stealth-copy', stealthCopy),
  screen('threads', 'tag', tags),
  screen('threads', 'theme-change', themeChange),
];
