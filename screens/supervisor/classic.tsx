/**
 * The classic monitoring screen (docs/supervisor/monitoring/): «Статусы операторов», «Очередь» and
 * «Статистика» on one page under the «Сегмент» list, with «Классический вид» on. The queue is the same six
 * threads the new screen counts (screens/supervisor/monitoring-new.tsx): by priority, then by waiting time.
 */
import type {ReactNode} from 'react';
import {L} from '../kit/labels';
import {SUPERVISOR} from '../data/people';
import {Avatar, Button, Dialog, DialogButtons, Dot, Field, Icon, Menu, Metric, Panel, Row, Shell, Status, Table, Toggle} from '../kit/index';
import {TimedMetric, Timer, statusLabel, type AgentStatus} from '../kit/supervisor';
import type {Screen} from '../types';

const DIR = 'docs/supervisor/monitoring/img';
const C = L.classicMonitoring;
const [STATUSES, QUEUE, STATISTICS] = C.blocks;

/** The top of the classic screen: the «Сегмент» list and the «Классический вид» switch, on. */
function Classic({segment = C.allSegments, children}: {segment?: string; children: ReactNode}) {
  return (
    <Shell role="supervisor" active="Мониторинг" user={SUPERVISOR}>
      <Row gap={12} align="end">
        <Field label={C.segment} kind="select" value={segment} width={220} />
        <span className="spacer" />
        <span style={{paddingBottom: 6}}>
          <Toggle on label={L.monitoring.classic} />
        </span>
      </Row>
      {children}
    </Shell>
  );
}

type Agent = {name: string; status: AgentStatus; reason?: string; since: string; load: string; segments: string; late?: boolean};

/** In the table's order: online, then on a break, then offline. Олег Смирнов's lunch is past its 60 min. */
const AGENTS: Agent[] = [
  {name: 'Анна Иванова', status: 'online', since: '2 ч 14 мин', load: '4 / 5', segments: 'Розница, Кредиты'},
  {name: 'Мария Ким', status: 'online', since: '3 ч 02 мин', load: '5 / 5', segments: 'Розница, Карты'},
  {name: 'Денис Орлов', status: 'online', since: '1 ч 40 мин', load: '3 / 5', segments: 'Розница, Доставка'},
  {name: 'Ирина Павлова', status: 'online', since: '4 ч 05 мин', load: '2 / 5', segments: 'Доставка'},
  {name: 'Олег Смирнов', status: 'break', reason: 'Обед', since: '1 ч 05 мин', load: '1 / 5', segments: 'Розница', late: true},
  {name: 'Никита Белов', status: 'offline', since: '—', load: '0 / 5', segments: 'Платежи'},
];

const person = (name: string) => (
  <Row key="n" gap={8}>
    <Avatar name={name} size={24} />
    <span className="ellipsis">{name}</span>
  </Row>
);

const status = (agent: Agent) => (
  <Row key="s" gap={6}>
    <Dot status={agent.status} />
    {statusLabel(agent.status)}
  </Row>
);

const red = (text: string) => (
  <Status key="r" tone="red">
    {text}
  </Status>
);

function counts() {
  return (
    <div className="sv-counts">
      <span>
        <Dot status="online" /> {L.agentStatus.online}: <b>14</b>
      </span>
      <span>
        <Dot status="break" /> {L.agentStatus.break}: <b>3</b>
      </span>
      <span>
        <Dot status="offline" /> {L.agentStatus.offline}: <b>4</b>
      </span>
    </div>
  );
}

/** «Статусы операторов»: every column, the row menu ⋯ of one operator open. */
function agentstatus() {
  return (
    <Classic>
      <Panel title={STATUSES} actions={counts()} pad={false} className="sv-visible">
        <div>
          <Table
            columns={[
              {label: 'Оператор'},
              {label: 'Статус'},
              {label: 'Причина', wide: true},
              {label: 'В статусе', align: 'right'},
              {label: 'Обращения', align: 'right'},
              {label: 'Сегменты', wide: true},
              {label: '', width: 36},
            ]}
            rows={AGENTS.map((agent, i) => [
              person(agent.name),
              status(agent),
              agent.reason ?? '—',
              agent.late ? red(agent.since) : agent.since,
              agent.load === '5 / 5' ? red(agent.load) : agent.load,
              agent.segments,
              <span key="m" className="sv-more">
                <Icon name="more" />
                {i === 4 && <Menu items={[C.toOffline, C.agentThreads, C.writeNotice]} active={0} style={{right: -4, top: 24}} />}
              </span>,
            ])}
            highlight={[4]}
          />
        </div>
        <div className="table-foot">Обновлено в 12:00:05</div>
      </Panel>
      <div style={{height: 60}} />
    </Classic>
  );
}

/** The six threads waiting for an operator, by priority and then by waiting time. */
const QUEUE_ROWS: [client: string, channel: string, segment: string, priority: keyof typeof L.priority, waits: string][] = [
  ['ООО «Луч»', L.channels.EMAIL, 'Карты', 'critical', '2:05'],
  ['Клиент 5521', L.channels.WHATSAPP, 'Платежи', 'high', '4:15'],
  ['Пётр Корнилов', L.channels.TELEGRAM, 'Розница', 'normal', '6:40'],
  ['Ольга Рябова', L.channels.WEB, 'Розница', 'normal', '3:12'],
  ['Инна Лосева', L.channels.VK, 'Розница', 'normal', '0:40'],
  ['Клиент 6034', L.channels.WHATSAPP, 'Платежи', 'normal', '0:15'],
];

const priorityTone = {normal: 'grey', high: 'orange', critical: 'red'} as const;

/** The block «Очередь» with its count: the waiting clients, `short` without segment and priority, «Назначить» on `assignRow`. */
function queuePanel({short, assignRow}: {short?: boolean; assignRow?: number}) {
  return (
    <Panel
      title={
        <Row gap={8}>
          {QUEUE}
          <span className="sv-count">6</span>
        </Row>
      }
      pad={false}
    >
      <Table
        columns={[
          {label: 'Клиент'},
          {label: 'Канал', wide: !short},
          ...(short ? [] : [{label: 'Сегмент'}, {label: 'Приоритет'}]),
          {label: 'Ожидает', align: 'right' as const},
          ...(assignRow === undefined ? [] : [{label: '', align: 'right' as const, width: 100}]),
        ]}
        rows={QUEUE_ROWS.map(([client, channel, segment, priority, waits], i) => [
          client,
          channel,
          ...(short
            ? []
            : [
                segment,
                <Status key="p" tone={priorityTone[priority]}>
                  {L.priority[priority]}
                </Status>,
              ]),
          <Timer key="w" metric="FRT" value={waits} />,
          ...(assignRow === undefined ? [] : [i === assignRow ? <Button key="a" small kind="primary">{C.assign}</Button> : '']),
        ])}
        highlight={assignRow === undefined ? [] : [assignRow]}
        compact={short}
      />
    </Panel>
  );
}

/** «Очередь» with «Назначить» on Пётр Корнилов's row and the «Назначить оператору» window open. */
function queue() {
  const candidates: [name: string, load: string, full?: boolean][] = [
    ['Ирина Павлова', '2 / 5'],
    ['Денис Орлов', '3 / 5'],
    ['Анна Иванова', '4 / 5'],
    ['Мария Ким', '5 / 5', true],
  ];
  return (
    <Classic>
      <div className="sv-dock">
        {queuePanel({assignRow: 2})}
        <Dialog
          title={C.assignDialog}
          width={340}
          footer={<DialogButtons ok={C.assign} />}
        >
          <div className="muted">Пётр Корнилов · {L.channels.TELEGRAM} · Розница</div>
          <span className="control">
            <Icon name="search" />
            <span className="control-value placeholder">{L.common.search}</span>
          </span>
          <div className="sv-pick">
            {candidates.map(([name, load, full], i) => (
              <div key={name} className={full ? 'sv-pick-item sv-disabled' : i === 0 ? 'sv-pick-item active' : 'sv-pick-item'}>
                <Avatar name={name} size={26} status="online" />
                <span style={{flex: 1}}>{name}</span>
                <span className="num">{load}</span>
              </div>
            ))}
          </div>
        </Dialog>
      </div>
    </Classic>
  );
}

/** The eight counters since 00:00 for one segment, each with yesterday's value at the same hour. */
function statisticsTiles({yesterday, tooltip, segment}: {yesterday: boolean; tooltip?: boolean; segment?: boolean}) {
  const was = (key: keyof typeof before) => (yesterday ? `вчера: ${before[key]}` : undefined);
  const figures = segment
    ? {in: '421', solved: '366', closed: '340', missed: '7', frt: '0:52', art: '1:41', aht: '16:10', csat: '89 %'}
    : {in: '812', solved: '701', closed: '655', missed: '9', frt: '0:48', art: '1:35', aht: '16:20', csat: '91 %'};
  const before = segment
    ? {in: '398', solved: '350', closed: '331', missed: '4', frt: '0:47', art: '1:38', aht: '15:40', csat: '90 %'}
    : {in: '776', solved: '689', closed: '640', missed: '6', frt: '0:45', art: '1:31', aht: '15:50', csat: '92 %'};
  const timed = (metric: 'FRT' | 'ART' | 'AHT') => {
    const key = metric.toLowerCase() as 'frt' | 'art' | 'aht';
    return <TimedMetric key={metric} metric={metric} value={figures[key]} note={was(key)} />;
  };
  return (
    <div className="summary sv-stats">
      <Metric label="Поступило" value={figures.in} note={was('in')} />
      <Metric label="Решено" value={figures.solved} note={was('solved')} />
      <Metric label="Закрыто" value={figures.closed} note={was('closed')} />
      <Metric label="Пропущено" value={figures.missed} note={was('missed')} />
      <div style={{position: 'relative'}}>
        {timed('FRT')}
        {tooltip && (
          <div className="sv-tooltip">
            <b>FRT — первое время ответа</b>
            <br />
            От первого сообщения клиента до первого ответа оператора, среднее
          </div>
        )}
      </div>
      {timed('ART')}
      {timed('AHT')}
      <Metric label="CSAT" value={figures.csat} note={was('csat')} />
    </div>
  );
}

/** «Статистика» for the «Розница» segment at noon, the FRT tooltip open. */
function statistics() {
  return (
    <Classic segment="Розница">
      <Panel title={STATISTICS} actions={<span className="muted small">с 00:00 · Сегмент: Розница</span>}>
        {statisticsTiles({yesterday: true, tooltip: true, segment: true})}
        <div style={{height: 64}} />
      </Panel>
    </Classic>
  );
}

/** The whole classic screen: the three blocks for all segments. */
function whatis() {
  return (
    <Classic>
      <div className="sv-split">
        <Panel title={STATUSES} actions={counts()} pad={false}>
          <Table
            columns={[{label: 'Оператор'}, {label: 'Статус'}, {label: 'В статусе', align: 'right', wide: true}, {label: 'Обращения', align: 'right'}]}
            rows={AGENTS.slice(0, 5).map((agent) => [person(agent.name), status(agent), agent.late ? red(agent.since) : agent.since, agent.load === '5 / 5' ? red(agent.load) : agent.load])}
            highlight={[4]}
            compact
          />
        </Panel>
        {queuePanel({short: true})}
      </div>
      <Panel title={STATISTICS} actions={<span className="muted small">с 00:00</span>}>
        {statisticsTiles({yesterday: true})}
      </Panel>
    </Classic>
  );
}

export const screens: Screen[] = [
  {id: 'whatis', dir: DIR, width: 1120, render: whatis},
  {id: 'agentstatus', dir: DIR, width: 1040, render: agentstatus},
  {id: 'queue', dir: DIR, width: 1200, render: queue},
  {id: 'statistics', dir: DIR, width: 1000, render: statistics},
];
