/**
 * The tabs of the new monitoring screen (docs/supervisor/monitoring-new/, since 6.20), one screen a page,
 * on the same frame as «features» (screens/supervisor/monitoring.tsx): the summary line, the tabs, «Фильтры»
 * and «Классический вид». The figures agree across the tabs and with the dashboards: 812 threads came in
 * today by noon, 6 wait in the queue (the six of the classic «Очередь»), 41 are in work.
 */
import type {ReactNode} from 'react';
import {L} from '../kit/labels';
import {SUPERVISOR} from '../data/people';
import {Avatar, Button, Checkbox, Dot, Field, Icon, Metric, Panel, Row, Shell, Status, Table, Tabs, Toggle, type Column} from '../kit/index';
import {FilterChips, Timer, statusLabel, type AgentStatus} from '../kit/supervisor';
import type {Screen} from '../types';

const DIR = 'docs/supervisor/monitoring-new/img';
const M = L.monitoring;
const [SEGMENTS, CHANNELS, AGENT_STATUS, AGENTS_FIELD, TAGS, PRIORITY] = M.filterFields;

function Monitoring({tab, filters = [], summary = ['14', '3', '6', '41'], children, drawer}: {tab: (typeof M.tabs)[number]; filters?: string[]; summary?: string[]; children: ReactNode; drawer?: ReactNode}) {
  return (
    <Shell role="supervisor" active="Мониторинг" user={SUPERVISOR}>
      <div className="summary sv-summary">
        <Metric label={L.agentStatus.online} value={summary[0]} />
        <Metric label={L.agentStatus.break} value={summary[1]} />
        <Metric label={L.threadStatus.open} value={summary[2]} />
        <Metric label={L.threadStatus.assigned} value={summary[3]} />
      </div>
      <Panel pad={false}>
        <div className="sv-tabbar">
          <div style={{flex: 1, minWidth: 0}}>
            <Tabs items={M.tabs} active={tab} />
          </div>
          <Row style={{paddingBottom: 8}} gap={12}>
            <Button icon="filter" kind={drawer ? 'primary' : 'default'}>
              {filters.length ? `${M.filters} (${filters.length})` : M.filters}
            </Button>
            <Toggle on={false} label={M.classic} />
          </Row>
        </div>
        {filters.length > 0 && (
          <div style={{padding: '10px 14px', borderTop: '1px solid var(--line)'}}>
            <FilterChips items={filters} />
          </div>
        )}
        {children}
        <div className="table-foot">Обновлено в 12:00:05</div>
      </Panel>
      {drawer && <div style={{height: 56}} />}
      {drawer}
    </Shell>
  );
}

/** A table whose row `open` is unfolded: under it, across all columns, `nested`. */
function ExpandTable({columns, rows, open, nested, highlight = []}: {columns: Column[]; rows: ReactNode[][]; open?: number; nested?: ReactNode; highlight?: number[]}) {
  const wide = (column?: Column) => (column?.wide ? 'wide-only' : undefined);
  return (
    <table className="table sv-expand">
      <thead>
        <tr>
          {columns.map((column, j) => (
            <th key={j} className={wide(column)} style={{textAlign: column.align ?? 'left', width: column.width}}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.flatMap((row, i) => [
          <tr key={i} className={i === open ? 'sv-open' : highlight.includes(i) ? 'highlight' : undefined}>
            {row.map((cell, j) => (
              <td key={j} className={wide(columns[j])} style={{textAlign: columns[j]?.align ?? 'left'}}>
                {cell}
              </td>
            ))}
          </tr>,
          ...(i === open
            ? [
                <tr key={`${i}-nested`} className="sv-nested-row">
                  <td colSpan={columns.length}>{nested}</td>
                </tr>,
              ]
            : []),
        ])}
      </tbody>
    </table>
  );
}

const caret = (open: boolean) => (
  <span className={open ? 'sv-caret' : 'sv-caret sv-closed'}>
    <Icon name="chevron" size={14} />
  </span>
);

const person = (name: string, open?: boolean) => (
  <Row key="n" gap={8}>
    {open !== undefined && caret(open)}
    <Avatar name={name} size={24} />
    <span className="ellipsis">{name}</span>
  </Row>
);

const agentStatus = (status: AgentStatus, reason?: string) => (
  <Row key="s" gap={6}>
    <Dot status={status} />
    {reason ? `${statusLabel(status)} · ${reason}` : statusLabel(status)}
  </Row>
);

/** «Операторы», no filters: every operator, Денис Орлов's row open with the three threads waiting for him. */
function agents() {
  type Row = [name: string, status: AgentStatus, load: string, waiting: string, frt: string, solved: string, reason?: string];
  const rows: Row[] = [
    ['Денис Орлов', 'online', '3 / 5', '3', '3:40', '15'],
    ['Анна Иванова', 'online', '4 / 5', '2', '0:48', '23'],
    ['Мария Ким', 'online', '5 / 5', '1', '1:25', '19'],
    ['Ирина Павлова', 'online', '2 / 5', '0', '0:55', '17'],
    ['Олег Смирнов', 'break', '1 / 5', '0', '0:35', '12', 'Обед'],
    ['Никита Белов', 'offline', '0 / 5', '0', '—', '0'],
  ];
  const cells = ([name, status, load, waiting, frt, solved, reason]: Row, open: boolean) => [
    person(name, open),
    agentStatus(status, reason),
    load,
    waiting,
    frt === '—' ? frt : <Timer key="f" metric="FRT" value={frt} />,
    solved,
    <span key="m" className="sv-more">
      <Icon name="more" />
    </span>,
  ];
  const columns = [
    {label: 'Оператор'},
    {label: 'Статус'},
    {label: 'В работе', align: 'right' as const},
    {label: 'Ожидают ответа ↓', align: 'right' as const},
    {label: 'FRT сегодня', align: 'right' as const, wide: true},
    {label: 'Решено сегодня', align: 'right' as const, wide: true},
    {label: '', width: 36, wide: true},
  ];
  const threads: [client: string, channel: string, text: string, silent: string][] = [
    ['Светлана Белова', L.channels.TELEGRAM, 'Где мой заказ 5531-2210? Курьер не приехал', '4:10'],
    ['Андрей Лаптев', L.channels.WEB, 'Можно перенести доставку на субботу?', '1:50'],
    ['Наталья Фомина', L.channels.EMAIL, 'Прикладываю фото чека', '0:20'],
  ];
  return (
    <Monitoring tab="Операторы" summary={['14', '3', '6', '41']}>
      <ExpandTable
        columns={columns}
        rows={rows.map((row, i) => cells(row, i === 0))}
        open={0}
        nested={
          <Table
            compact
            columns={[{label: 'Клиент'}, {label: 'Канал', wide: true}, {label: 'Последнее сообщение клиента'}, {label: 'Без ответа', align: 'right'}]}
            rows={threads.map(([client, channel, text, silent]) => [
              client,
              channel,
              <span key="t" className="sv-clip">
                {text}
              </span>,
              <Timer key="w" metric="FRT" value={silent} />,
            ])}
          />
        }
      />
    </Monitoring>
  );
}

/** «Каналы»: every channel, WhatsApp's row red: its wait is over twice the average of all channels (2:04). */
function channels() {
  const rows: [channel: keyof typeof L.channels, queue: number, work: number, today: number, wait: string, frt: string, missed: number][] = [
    ['WEB', 1, 15, 310, '1:10', '0:39', 2],
    ['WHATSAPP', 2, 10, 188, '5:40', '1:02', 5],
    ['TELEGRAM', 1, 8, 143, '0:50', '0:44', 1],
    ['MOBILE', 0, 4, 79, '0:35', '0:40', 0],
    ['VK', 1, 2, 41, '0:55', '0:51', 0],
    ['VIBER', 0, 1, 12, '0:30', '0:47', 0],
    ['EMAIL', 1, 1, 33, '1:20', '18:05', 1],
    ['EXTERNAL', 0, 0, 6, '0:40', '1:15', 0],
  ];
  return (
    <Monitoring tab="Каналы">
      <div className="sv-red-rows">
        <Table
          columns={[
            {label: 'Канал'},
            {label: 'В очереди', align: 'right'},
            {label: 'В работе', align: 'right', wide: true},
            {label: 'Поступило сегодня', align: 'right'},
            {label: 'Ожидание в очереди', align: 'right'},
            {label: 'FRT сегодня', align: 'right', wide: true},
            {label: 'Пропущено', align: 'right', wide: true},
          ]}
          rows={rows.map(([channel, queue, work, today, wait, frt, missed]) => [
            <span key="c" className={channel === 'WHATSAPP' ? 'strong' : undefined}>
              {L.channels[channel]}
            </span>,
            queue,
            work,
            today,
            wait,
            <Timer key="f" metric="FRT" value={frt} />,
            missed,
          ])}
          highlight={[1]}
        />
      </div>
    </Monitoring>
  );
}

/** «Операторы» with two conditions on and the «Фильтры» panel open over it. */
function filters() {
  const rows: [string, AgentStatus, string, string, string][] = [
    ['Анна Иванова', 'online', '4 / 5', '2', '0:48'],
    ['Мария Ким', 'online', '5 / 5', '1', '1:25'],
    ['Олег Смирнов', 'break', '1 / 5', '0', '0:35'],
    ['Денис Орлов', 'online', '3 / 5', '3', '3:40'],
  ];
  const drawer = (
    <aside className="sv-drawer">
      <div className="dialog-head">
        <h2>{M.filters}</h2>
        <span className="spacer" />
        <Icon name="close" />
      </div>
      <div className="dialog-body">
        <Field label={SEGMENTS} kind="select" value="Розница" />
        <Field label={CHANNELS} kind="select" value="Все каналы" />
        <div className="field">
          <span className="field-label">{AGENT_STATUS}</span>
          <Row gap={14} wrap>
            <Checkbox on label={L.agentStatus.online} />
            <Checkbox on label={L.agentStatus.break} />
            <Checkbox on={false} label={L.agentStatus.offline} />
          </Row>
        </div>
        <Field label={AGENTS_FIELD} kind="select" value="Все операторы" />
        <Field label={TAGS} kind="select" value="Все теги" />
        <div className="field">
          <span className="field-label">{PRIORITY}</span>
          <Row gap={14} wrap>
            <Checkbox on={false} label={L.priority.normal} />
            <Checkbox on={false} label={L.priority.high} />
            <Checkbox on={false} label={L.priority.critical} />
          </Row>
        </div>
      </div>
      <div className="dialog-foot">
        <Button>{L.common.reset}</Button>
        <Button kind="primary">{L.common.apply}</Button>
      </div>
    </aside>
  );
  return (
    <Monitoring tab="Операторы" filters={['Сегмент: Розница', 'Статус: Онлайн, Перерыв']} summary={['9', '2', '3', '24']} drawer={drawer}>
      <Table
        columns={[{label: 'Оператор'}, {label: 'Статус'}, {label: 'В работе', align: 'right'}, {label: 'Ожидают ответа', align: 'right'}, {label: 'FRT сегодня', align: 'right'}]}
        rows={rows.map(([name, status, load, waiting, frt]) => [person(name), agentStatus(status), load, waiting, <Timer key="f" metric="FRT" value={frt} />])}
      />
    </Monitoring>
  );
}

/** «Сегменты»: «Розница» open with its queue; «Платежи» distributes through the common queue. */
function segments() {
  type Seg = [name: string, online: number, free: number, queue: number, longest: string, today: number, common?: boolean];
  const rows: Seg[] = [
    ['Розница', 9, 0, 3, '6:40', 421],
    ['Карты', 5, 11, 1, '2:05', 198],
    ['Кредиты', 3, 6, 0, '—', 64],
    ['Доставка', 4, 8, 0, '—', 86],
    ['Платежи', 2, 7, 2, '4:15', 43, true],
  ];
  const columns = [
    {label: 'Сегмент'},
    {label: 'Операторы онлайн', align: 'right' as const, wide: true},
    {label: 'Свободные места', align: 'right' as const},
    {label: 'В очереди', align: 'right' as const},
    {label: 'Макс. ожидание', align: 'right' as const},
    {label: 'Поступило сегодня', align: 'right' as const, wide: true},
  ];
  const cells = ([name, online, free, queue, longest, today, common]: Seg, open: boolean) => [
    <Row key="n" gap={8}>
      {caret(open)}
      <span className="strong">{name}</span>
      {common && <Status tone="blue">{L.admin.modes[1]}</Status>}
    </Row>,
    online,
    free === 0 ? (
      <Status key="f" tone="red">
        0
      </Status>
    ) : (
      free
    ),
    queue,
    longest === '—' ? longest : <Timer key="l" metric="FRT" value={longest} />,
    today,
  ];
  const queue: [client: string, channel: string, priority: keyof typeof L.priority, waits: string][] = [
    ['Пётр Корнилов', L.channels.TELEGRAM, 'normal', '6:40'],
    ['Ольга Рябова', L.channels.WEB, 'normal', '3:12'],
    ['Инна Лосева', L.channels.VK, 'normal', '0:40'],
  ];
  return (
    <Monitoring tab="Сегменты">
      <ExpandTable
        columns={columns}
        rows={rows.map((row, i) => cells(row, i === 0))}
        open={0}
        nested={
          <>
            <div className="sv-nested-title">{M.segmentQueue}</div>
            <Table
              compact
              columns={[{label: 'Клиент'}, {label: 'Канал', wide: true}, {label: 'Приоритет', wide: true}, {label: 'Ожидает', align: 'right'}, {label: '', align: 'right', width: 100}]}
              rows={queue.map(([client, channel, priority, waits]) => [
                client,
                channel,
                L.priority[priority],
                <Timer key="w" metric="FRT" value={waits} />,
                <Button key="a" small>
                  {L.classicMonitoring.assign}
                </Button>,
              ])}
            />
          </>
        }
      />
    </Monitoring>
  );
}

/** «Теги»: today against yesterday at noon; «Сбой оплаты» grew eightfold, «Без тега» at the bottom. */
function tags() {
  const rows: [tag: string, work: number, today: number, yesterday: number, change: string, share: string][] = [
    ['Сбой оплаты', 9, 96, 12, '+700 %', '12 %'],
    ['Доставка', 7, 154, 149, '+3 %', '19 %'],
    ['Возврат товара', 4, 81, 88, '−8 %', '10 %'],
    ['Жалоба', 2, 22, 19, '+16 %', '3 %'],
    ['Консультация', 11, 240, 251, '−4 %', '30 %'],
    [M.noTag, 8, 219, 203, '+8 %', '27 %'],
  ];
  return (
    <Monitoring tab="Теги">
      <div className="sv-red-rows">
        <Table
          columns={[
            {label: 'Тег'},
            {label: 'В работе', align: 'right', wide: true},
            {label: 'Сегодня', align: 'right'},
            {label: 'Вчера', align: 'right'},
            {label: 'Изменение', align: 'right'},
            {label: 'Доля обращений', align: 'right'},
          ]}
          rows={rows.map(([tag, work, today, yesterday, change, share]) => [
            tag === M.noTag ? (
              <span key="t" className="muted strong">
                {tag}
              </span>
            ) : (
              <span key="t" className="strong">
                {tag}
              </span>
            ),
            work,
            today,
            yesterday,
            change === '+700 %' ? (
              <Status key="c" tone="red">
                {change}
              </Status>
            ) : (
              change
            ),
            share,
          ])}
          highlight={[0]}
        />
      </div>
    </Monitoring>
  );
}

export const screens: Screen[] = [
  {id: 'agents', dir: DIR, width: 1100, render: agents},
  {id: 'channels', dir: DIR, width: 1100, render: channels},
  {id: 'filters', dir: DIR, width: 1100, render: filters},
  {id: 'segments', dir: DIR, width: 1100, render: segments},
  {id: 'tags', dir: DIR, width: 1040, render: tags},
];
