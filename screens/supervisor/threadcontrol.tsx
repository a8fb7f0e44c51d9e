/**
 * «Контроль обращений» (docs/supervisor/threadcontrol/): the table of threads with the row menu open,
 * the «Фильтры» panel, and the thread card on the tabs «Журнал событий» (thread 48317) and «Статистика»
 * (thread 48301), with the times and people of their pages' examples.
 */
import type {ReactNode} from 'react';
import {L} from '../kit/labels';
import {SUPERVISOR} from '../data/people';
import {Button, Checkbox, Field, Icon, Menu, Metric, Panel, Row, Segmented, Shell, Status, Table, type Column} from '../kit/index';
import {FilterChips, TimedMetric} from '../kit/supervisor';
import type {Screen} from '../types';
import {ThreadCard, type FeedItem} from './parts';
import {ThreadStatusBadge} from '../kit/workplace';
import type {ThreadStatus} from '../../src/model';

const DIR = 'docs/supervisor/threadcontrol/img';
const T = L.threadCard;
const S = L.threadStatus;

const status = (value: ThreadStatus) => <ThreadStatusBadge status={value} />;
const priority = (value: string) =>
  value === L.priority.critical ? <Status tone="red">{value}</Status> : value === L.priority.high ? <Status tone="orange">{value}</Status> : value;

function Search({filters}: {filters: number}) {
  return (
    <div className="svb-toolbar">
      <span className="svb-search">
        <Icon name="search" />
        <span className="ellipsis">{L.common.search}: номер, клиент, текст сообщения</span>
      </span>
      <Button icon="filter">{`${L.threadControl.filters} (${filters})`}</Button>
      <Button icon="download">{L.common.export}</Button>
    </div>
  );
}

function threadcontrol() {
  const more = (open?: boolean) => (
    <span className="sv-more">
      <Icon name="more" />
      {open && <Menu items={T.rowMenu} active={0} style={{right: -4, top: 22, minWidth: 190}} />}
    </span>
  );
  const row = (on: boolean, id: string, client: string, channel: string, agent: string, st: ThreadStatus, prio: string, created: string, wait: string, open?: boolean): ReactNode[] => [
    <Checkbox key="c" on={on} label="" />,
    <span key="n" className="strong">
      {id}
    </span>,
    client,
    channel,
    'Доставка',
    agent,
    status(st),
    priority(prio),
    created,
    wait,
    more(open),
  ];
  const columns: Column[] = [
    {label: '', width: 30},
    {label: 'Номер'},
    {label: 'Клиент'},
    {label: 'Канал', wide: true},
    {label: 'Сегмент', wide: true},
    {label: 'Оператор', wide: true},
    {label: 'Статус'},
    {label: 'Приоритет', wide: true},
    {label: 'Создано', wide: true},
    {label: 'Ожидание', align: 'right'},
    {label: ' ', width: 28},
  ];
  return (
    <Shell role="supervisor" active="Контроль обращений" user={SUPERVISOR}>
      <Search filters={2} />
      <FilterChips items={['Период: Сегодня', 'Сегмент: Доставка']} />
      <Panel pad={false} className="sv-visible">
        <div className="svb-bulk">
          <span className="strong">Выбрано: 2</span>
          <Button small>{L.agent.transfer}</Button>
          <Button small>{L.agent.finish}</Button>
        </div>
        <Table
          columns={columns}
          rows={[
            row(true, '48341', 'Вера Никитина', 'Telegram', 'Денис Орлов', 'ASSIGNED', L.priority.critical, '11:14', '0:40', true),
            row(true, '48345', 'Сергей Волков', 'Веб-виджет', '—', 'OPEN', L.priority.high, '11:21', '6:12'),
            row(false, '48347', 'ООО «Вектор»', 'E-mail', 'Ирина Павлова', 'ASSIGNED', L.priority.normal, '11:25', '1:05'),
            row(false, '48311', 'Алексей Ли', 'WhatsApp', 'Ирина Павлова', 'RESOLVED', L.priority.normal, '10:30', '0:15'),
            row(false, '48302', 'Наталья Фомина', 'Мобильное приложение', 'Денис Орлов', 'CLOSED', L.priority.normal, '09:58', '0:32'),
          ]}
          highlight={[0]}
        />
        <div className="table-foot">Обращений: 212 · обновляется автоматически</div>
      </Panel>
    </Shell>
  );
}

function filter() {
  const any = 'Все';
  return (
    <Shell role="supervisor" active="Контроль обращений" user={SUPERVISOR}>
      <Search filters={4} />
      <div style={{display: 'flex', gap: 12, alignItems: 'flex-start'}}>
        <div className="aside" style={{flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 12}}>
          <FilterChips items={['Период: Сегодня', 'Статус: В очереди, В работе', 'Сегмент: Доставка', 'Ожидание дольше 10 мин']} />
          <Panel pad={false}>
            <Table
              columns={[{label: 'Номер'}, {label: 'Клиент'}, {label: 'Оператор'}, {label: 'Статус'}, {label: 'Ожидание ↓', align: 'right'}]}
              rows={[
                ['48345', 'Сергей Волков', '—', status('OPEN'), '12:40'],
                ['48342', 'Наталья Орлова', 'Ирина Павлова', status('ASSIGNED'), '11:05'],
              ]}
            />
            <div className="table-foot">Обращений: 2</div>
          </Panel>
        </div>
        <Panel title={L.threadControl.filters} className="svb-filter-panel">
          <div style={{display: 'flex', flexDirection: 'column', gap: 10}}>
            <Field label={L.threadControl.myFilters} kind="select" value="Долгое ожидание — Доставка" />
            <div className="svb-grid2">
              <Field label="Период" kind="date" value="Сегодня" />
              <Field label="Статус" kind="select" value={`${S.open}, ${S.assigned}`} />
              <Field label="Канал" kind="select" value={any} />
              <Field label="Сегмент" kind="select" value="Доставка" />
              <Field label="Оператор" kind="select" value={any} />
              <Field label="Приоритет" kind="select" value={any} />
              <Field label="Тема" kind="select" value={any} />
              <Field label="Теги" kind="select" value={any} />
              <Field label="Оценка" kind="select" value={any} />
              <Field label={T.waitLonger} value="10" />
            </div>
            <Field label={T.clientFields} placeholder="Поле = значение, например «VIP = да»" />
            <Row wrap>
              <Button kind="primary">{L.common.apply}</Button>
              <Button kind="ghost">{L.common.reset}</Button>
              <span className="spacer" />
              <Button icon="plus">{L.threadControl.saveFilter}</Button>
            </Row>
          </div>
        </Panel>
      </div>
    </Shell>
  );
}

function history() {
  const feed: FeedItem[] = [
    {from: 'client', text: 'Здравствуйте, хочу узнать про досрочное погашение', who: 'Клиент', time: '10:00'},
    {from: 'agent', text: 'Добрый день! Подскажите номер договора, пожалуйста.', who: 'Анна Иванова', time: '10:03'},
    {from: 'client', text: 'КД-2024-5531', who: 'Клиент', time: '10:05'},
    {from: 'system', text: 'Передано в сегмент «Кредиты»'},
    {from: 'agent', text: 'Здравствуйте, меня зовут Олег, сейчас рассчитаю сумму.', who: 'Олег Смирнов', time: '10:11'},
    {from: 'system', text: 'Сообщение удалено супервизором'},
    {from: 'agent', text: 'Сумма досрочного погашения — 184\u00a0200\u00a0₽, платёж можно внести в приложении.', who: 'Олег Смирнов', time: '10:18'},
  ];
  const events: [string, string, string][] = [
    ['10:00:00', 'Обращение создано', 'Клиент'],
    ['10:00:01', 'Маршрут: сегмент «Карты»', T.system],
    ['10:01:30', 'Назначено: Анна Иванова', `${T.system} · распределение`],
    ['10:03:00', 'Первый ответ оператора', 'Анна Иванова'],
    ['10:06:10', 'Добавлен тег «Кредит»', 'Анна Иванова'],
    ['10:08:00', 'Передано в сегмент «Кредиты»', 'Анна Иванова'],
    ['10:10:00', 'Назначено: Олег Смирнов', `${T.system} · распределение`],
    ['10:16:30', 'Сообщение удалено: ошибка в сумме', `${SUPERVISOR} (супервизор)`],
    ['10:20:00', `Статус: ${S.resolved}`, 'Олег Смирнов'],
  ];
  return (
    <ThreadCard id="48317" client="Павел Егоров" channel="Telegram · Кредиты" status={status('RESOLVED')} feed={feed} tab={L.threadControl.log}>
      <Segmented items={T.logGroups} active="Все" />
      <div className="svb-events">
        {events.map(([time, what, who]) => (
          <div key={time} className="svb-event">
            <span className="svb-event-time">{time}</span>
            <span>
              {what} <span className="muted">· {who}</span>
            </span>
          </div>
        ))}
      </div>
      <Row style={{justifyContent: 'flex-end'}}>
        <Button icon="download" small>
          {L.common.export}
        </Button>
      </Row>
    </ThreadCard>
  );
}

function threadstatistics() {
  const feed: FeedItem[] = [
    {from: 'client', text: 'Не могу оплатить заказ картой, пишет «операция отклонена»', who: 'Клиент', time: '10:00'},
    {from: 'agent', text: 'Здравствуйте! Проверю платёж, подскажите номер заказа.', who: 'Анна Иванова', time: '10:03'},
    {from: 'system', text: 'Передано: Олег Смирнов'},
    {from: 'agent', text: 'Платёж прошёл повторно, заказ оплачен.', who: 'Олег Смирнов', time: '10:17'},
    {from: 'system', text: `Статус: ${S.resolved} · оценка 4 из 5`},
  ];
  const [wait, clientMessages, agentMessages, transfers, rating] = T.tiles;
  const [passed, finished] = T.outcomes;
  return (
    <ThreadCard id="48301" client="Вера Никитина" channel="Веб-виджет · Розница" status={status('RESOLVED')} feed={feed} tab={L.threadControl.stats}>
      <div className="svb-tiles">
        <TimedMetric metric="FRT" value="3:00" />
        <TimedMetric metric="ART" value="2:00" />
        <TimedMetric metric="AHT" value="16:30" />
        <Metric label={wait} value="3:30" />
        <Metric label={clientMessages} value="5" />
        <Metric label={agentMessages} value="4" />
        <Metric label={transfers} value="1" />
        <Metric label={rating} value="4 из 5" />
      </div>
      <h3 style={{margin: '4px 0 0'}}>{T.byAgent}</h3>
      <div className="panel">
        <Table
          compact
          columns={[{label: 'Оператор'}, {label: 'Назначено'}, {label: 'Снято'}, {label: 'В работе', align: 'right'}, {label: 'Ответов', align: 'right'}, {label: 'ART', align: 'right'}, {label: 'Итог'}]}
          rows={[
            ['Анна Иванова', '10:01:30', '10:08:00', '6:30', '2', '2:30', passed],
            ['Олег Смирнов', '10:10:00', '10:20:00', '10:00', '2', '1:30', finished],
          ]}
        />
      </div>
    </ThreadCard>
  );
}

export const screens: Screen[] = [
  {id: 'threadcontrol', dir: DIR, width: 1200, render: threadcontrol},
  {id: 'filter', dir: DIR, width: 1160, render: filter},
  {id: 'history', dir: DIR, width: 1200, render: history},
  {id: 'threadstatistics', dir: DIR, width: 1200, render: threadstatistics},
];
