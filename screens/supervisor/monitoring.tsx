/** The new monitoring screen (docs/supervisor/monitoring-new/, since 6.20). */
import {L} from '../kit/labels';
import {SUPERVISOR} from '../data/people';
import {Avatar, Dot, Panel, Row, Shell, Status, Table} from '../kit/index';
import {MonitoringSummary, MonitoringTabs} from '../kit/supervisor';
import type {Screen} from '../types';

function features() {
  const agents: [string, 'online' | 'break', string, string, string, string, string][] = [
    ['Анна Иванова', 'online', '4 / 5', '2', '0:48', '23', 'green'],
    ['Мария Ким', 'online', '5 / 5', '1', '1:25', '19', 'yellow'],
    ['Олег Смирнов', 'break', '1 / 5', '0', '0:35', '12', 'green'],
    ['Денис Орлов', 'online', '3 / 5', '3', '3:40', '15', 'red'],
  ];
  return (
    <Shell role="supervisor" active="Мониторинг" user={SUPERVISOR}>
      <MonitoringSummary />
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
