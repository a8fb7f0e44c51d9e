/** The new monitoring screen (docs/supervisor/monitoring-new/, since 6.20). */
import {L} from '../kit/labels';
import {SUPERVISOR} from '../data/people';
import {Avatar, Dot, Metric, Panel, Row, Shell, Status, Table} from '../kit/index';
import {MonitoringTabs} from '../kit/supervisor';
import type {Screen} from '../types';

function features() {
  const agents: [string, 'online' | 'break', string, string, string, string, string][] = [
    ['Анна Иванова', 'online', '4 / 5', '2', '0:48', '23', 'green'],
    ['Мария Ким', 'online', '5 / 5', '1', '1:25', '19', 'yellow'],
    ['Олег Смирнов', 'break', '1 / 5', '0', '0:35', '12', 'green'],
    ['Денис Орлов', 'online', '3 / 5', '3', '3:40', '15', 'red'],
    ['Иван Смирнов', 'online', '2 / 5', '1', '0:52', '21', 'green'],
    ['Светлана Орлова', 'online', '2 / 5', '0', '0:40', '18', 'green'],
    ['Денис Волков', 'online', '1 / 5', '1', '1:10', '9', 'yellow'],
    ['Олег Петров', 'online', '2 / 5', '1', '0:57', '16', 'green'],
    ['Марат Гайнуллин', 'online', '1 / 5', '0', '0:44', '11', 'green'],
    ['Ольга Петрова', 'online', '2 / 5', '2', '2:05', '14', 'yellow'],
    ['Ирина Смирнова', 'break', '1 / 5', '0', '0:39', '8', 'green'],
  ];
  // The summary line counts what the filters leave: the 9 online and 2 on a break of «Розница», their 24
  // threads in work (the column «В работе») and the 3 waiting in the segment's queue («Сегменты»).
  const count = (status: 'online' | 'break') => String(agents.filter((agent) => agent[1] === status).length);
  const inWork = agents.reduce((sum, [, , load]) => sum + Number(load.split(' / ')[0]), 0);
  return (
    <Shell role="supervisor" active="Мониторинг" user={SUPERVISOR}>
      <div className="summary">
        <Metric label={L.agentStatus.online} value={count('online')} />
        <Metric label={L.agentStatus.break} value={count('break')} />
        <Metric label={L.threadStatus.open} value="3" />
        <Metric label={L.threadStatus.assigned} value={String(inWork)} />
      </div>
      <Panel pad={false}>
        <MonitoringTabs filters={2} />
        <Row gap={6} style={{padding: '10px 14px', borderTop: '1px solid var(--line)'}} wrap>
          <span className="chip chip-accent">Сегмент: Розница</span>
          <span className="chip chip-accent">Статус: Онлайн, Перерыв</span>
        </Row>
        <Table
          columns={[
            {label: 'Оператор'},
            {label: 'Статус'},
            {label: 'В работе', align: 'right'},
            {label: 'Ожидают ответа', align: 'right', wide: true},
            {label: 'FRT сегодня', align: 'right'},
            {label: 'Решено сегодня', align: 'right', wide: true},
          ]}
          rows={agents.map(([name, status, load, waiting, frt, solved, tone]) => [
            <Row key="n">
              <Avatar name={name} size={24} />
              {name}
            </Row>,
            <Row key="s" gap={6}>
              <Dot status={status} />
              {status === 'online' ? L.agentStatus.online : L.agentStatus.break}
            </Row>,
            load,
            waiting,
            <Status key="f" tone={tone as 'green'}>
              {frt}
            </Status>,
            solved,
          ])}
        />
        <div className="table-foot">Обновлено в 12:00:05</div>
      </Panel>
    </Shell>
  );
}

export const screens: Screen[] = [
  {id: 'features', dir: 'docs/supervisor/monitoring-new/img', width: 1040, render: features},
];
