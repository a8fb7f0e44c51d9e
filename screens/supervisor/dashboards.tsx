/**
 * The supervisor's dashboards (docs/supervisor/dashboards/) and the supervisor's app with its whole menu
 * (docs/supervisor/). Noon of the same day as the monitoring screens: 812 threads came in, 6 wait, 41 in
 * work, FRT 0:48 — the same figures as the classic «Статистика» for all segments.
 */
import type {ReactNode} from 'react';
import {L} from '../kit/labels';
import {SUPERVISOR} from '../data/people';
import {Avatar, Button, Dot, Field, Metric, Panel, Row, Segmented, Shell, Table} from '../kit/index';
import {MonitoringSummary, MonitoringTabs, TEAM, TimedMetric, Timer, statusLabel, thresholdNote} from '../kit/supervisor';
import type {Screen} from '../types';

const DIR = 'docs/supervisor/dashboards/img';
const D = L.dashboards;
const W = L.dashboardWidgets;

function Dashboards({view, tools, children}: {view: string; tools: ReactNode; children: ReactNode}) {
  return (
    <Shell role="supervisor" active="Дашборды" user={SUPERVISOR}>
      <div className="sv-dashhead">
        <Segmented items={[D.standard, D.charts]} active={view} />
        <span className="spacer" />
        {tools}
      </div>
      {children}
    </Shell>
  );
}

const note = (...lines: string[]) => lines.map((line, i) => <div key={i}>{line}</div>);

/** «Стандартный»: eight widgets, FRT, ART and AHT coloured by the default thresholds. */
function standard() {
  return (
    <Dashboards
      view={D.standard}
      tools={
        <>
          <Row gap={8}>
            <span className="muted small strong">{D.refresh}</span>
            <Field kind="select" value="30 секунд" width={130} />
          </Row>
          <Button>{D.thresholds}</Button>
        </>
      }
    >
      <div className="summary sv-widgets">
        <Metric label={L.threadStatus.open} value="6" note="сейчас" />
        <Metric label={L.threadStatus.assigned} value="41" note="сейчас" />
        <Metric label={W.agentsOnline} value="14 / 17" note="сейчас, из вошедших" />
        <Metric label={W.avgWait} value="2:45" note="за последний час" />
        <TimedMetric metric="FRT" value="0:48" note={note('с начала суток', thresholdNote('FRT'))} />
        <TimedMetric metric="ART" value="1:35" note={note('с начала суток', thresholdNote('ART'))} />
        <TimedMetric metric="AHT" value="16:20" note={note('с начала суток', thresholdNote('AHT'))} />
        <Metric label="CSAT" value="91 %" tone="green" note={note('с начала суток', 'Пороги: 85 % / 75 %')} />
      </div>
      <Panel title={W.today}>
        <div className="sv-today">
          <span>
            Поступило <b>812</b>
          </span>
          <span>
            Решено <b>701</b>
          </span>
          <span>
            Закрыто <b>655</b>
          </span>
          <span>
            Без ответа <b>8</b>
          </span>
        </div>
      </Panel>
      <div className="muted small">Обновлено в 12:00:05 · Сегменты: все</div>
    </Dashboards>
  );
}

/** Threads that came in each hour: today up to noon (812 in all), yesterday the whole day (776 by noon). */
const TODAY = [12, 8, 5, 4, 4, 6, 14, 38, 96, 168, 230, 227];
const YESTERDAY = [10, 7, 5, 3, 4, 6, 12, 34, 90, 160, 220, 225, 210, 200, 190, 180, 170, 150, 120, 90, 60, 40, 25, 15];

function Axis({width, height, top, left, max, step, label}: {width: number; height: number; top: number; left: number; max: number; step: number; label: (v: number) => string}) {
  const lines = [];
  for (let v = 0; v <= max; v += step) {
    const y = top + height - (v / max) * height;
    lines.push(
      <g key={v}>
        <line x1={left} x2={left + width} y1={y} y2={y} stroke="var(--line)" strokeWidth="1" />
        <text x={left - 6} y={y + 4} textAnchor="end" fontSize="11" fill="var(--muted)">
          {label(v)}
        </text>
      </g>,
    );
  }
  return <>{lines}</>;
}

function IntakeChart() {
  const [left, top, width, height, max] = [34, 10, 376, 150, 250];
  const x = (hour: number) => left + (hour / 23) * width;
  const y = (value: number) => top + height - (value / max) * height;
  const path = (values: number[]) => values.map((v, h) => `${h ? 'L' : 'M'}${x(h).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  return (
    <svg className="sv-chart" viewBox="0 0 420 200" role="img">
      <Axis width={width} height={height} top={top} left={left} max={max} step={50} label={String} />
      <path d={path(YESTERDAY)} fill="none" stroke="var(--muted)" strokeWidth="2" strokeDasharray="5 4" />
      <path d={path(TODAY)} fill="none" stroke="var(--accent)" strokeWidth="2.6" />
      <circle cx={x(11)} cy={y(227)} r="3.5" fill="var(--accent)" />
      {[0, 6, 12, 18, 23].map((h) => (
        <text key={h} x={x(h)} y={top + height + 16} textAnchor={h === 23 ? 'end' : 'middle'} fontSize="11" fill="var(--muted)">
          {`${String(h).padStart(2, '0')}:00`}
        </text>
      ))}
      <g fontSize="11.5" fill="var(--text)">
        <line x1={left + 8} x2={left + 30} y1={194} y2={194} stroke="var(--accent)" strokeWidth="2.6" />
        <text x={left + 36} y={198}>
          {W.periods[0]}
        </text>
        <line x1={left + 108} x2={left + 130} y1={194} y2={194} stroke="var(--muted)" strokeWidth="2" strokeDasharray="5 4" />
        <text x={left + 136} y={198}>
          {W.periods[1]}
        </text>
      </g>
    </svg>
  );
}

/** FRT and ART of the hours from 07:00 to 11:00, in seconds; the dashed lines are FRT's thresholds. */
const HOURS: [hour: string, frt: number, art: number][] = [
  ['07', 40, 80],
  ['08', 45, 90],
  ['09', 58, 105],
  ['10', 65, 110],
  ['11', 50, 95],
];

function ResponseChart() {
  const [left, top, width, height, max] = [34, 10, 376, 150, 180];
  const y = (value: number) => top + height - (value / max) * height;
  const slot = width / HOURS.length;
  return (
    <svg className="sv-chart" viewBox="0 0 420 200" role="img">
      <Axis width={width} height={height} top={top} left={left} max={max} step={60} label={(v) => `${v / 60}:00`} />
      {HOURS.map(([hour, frt, art], i) => {
        const x = left + i * slot + slot / 2;
        return (
          <g key={hour}>
            <rect x={x - 19} y={y(frt)} width="17" height={top + height - y(frt)} rx="3" fill={frt > 60 ? 'var(--yellow)' : 'var(--accent)'} />
            <rect x={x + 2} y={y(art)} width="17" height={top + height - y(art)} rx="3" fill="var(--blue)" />
            <text x={x} y={top + height + 16} textAnchor="middle" fontSize="11" fill="var(--muted)">
              {`${hour}:00`}
            </text>
          </g>
        );
      })}
      <g fontSize="11.5" fill="var(--text)">
        <rect x={left + 8} y={188} width="12" height="12" rx="2" fill="var(--accent)" />
        <text x={left + 26} y={198}>
          FRT
        </text>
        <rect x={left + 68} y={188} width="12" height="12" rx="2" fill="var(--blue)" />
        <text x={left + 86} y={198}>
          ART
        </text>
        <rect x={left + 128} y={188} width="12" height="12" rx="2" fill="var(--yellow)" />
        <text x={left + 146} y={198}>
          FRT больше «Норма до» (1:00)
        </text>
      </g>
    </svg>
  );
}

/** «Графики и таблицы» for today: the totals of «Сегменты» are the standard dashboard's FRT and CSAT. */
function charts() {
  const [intake, response, segments, agents] = W.blocks;
  const segmentRows: [string, string, string, string][] = [
    ['Розница', '421', '0:52', '89 %'],
    ['Карты', '198', '0:37', '94 %'],
    ['Доставка', '86', '1:05', '90 %'],
    ['Кредиты', '64', '0:44', '92 %'],
    ['Платежи', '43', '0:31', '96 %'],
    ['Итого', '812', '0:48', '91 %'],
  ];
  const agentRows: [string, string, string, string][] = [
    ['Анна Иванова', '23', '9:40', '93 %'],
    ['Мария Ким', '19', '12:05', '88 %'],
    ['Ирина Павлова', '17', '11:30', '90 %'],
    ['Денис Орлов', '15', '16:30', '85 %'],
    ['Олег Смирнов', '12', '14:30', '81 %'],
  ];
  const right = (label: string) => ({label, align: 'right' as const});
  const total = (cell: string, i: number, row: string[]) => (row[0] === 'Итого' ? <b key={i}>{cell}</b> : cell);
  return (
    <Dashboards
      view={D.charts}
      tools={
        <>
          <Row gap={8}>
            <span className="muted small strong">{W.period}</span>
            <Field kind="select" value={W.periods[0]} width={120} />
          </Row>
          <Button icon="download">{L.common.export}</Button>
        </>
      }
    >
      <div className="sv-charts">
        <Panel title={intake}>
          <IntakeChart />
        </Panel>
        <Panel title={response}>
          <ResponseChart />
        </Panel>
        <Panel title={segments} pad={false}>
          <Table
            compact
            columns={[{label: 'Сегмент'}, right('Поступило ↓'), right('FRT'), right('CSAT')]}
            rows={segmentRows.map((row) => [total(row[0], 0, row), total(row[1], 1, row), <Timer key="f" metric="FRT" value={row[2]} />, total(row[3], 3, row)])}
          />
        </Panel>
        <Panel title={agents} pad={false}>
          <Table
            compact
            columns={[{label: 'Оператор'}, right('Решено ↓'), right('AHT'), right('CSAT')]}
            rows={agentRows.map(([name, solved, aht, csat]) => [
              <Row key="n" gap={8}>
                <Avatar name={name} size={22} />
                <span className="ellipsis">{name}</span>
              </Row>,
              solved,
              <Timer key="a" metric="AHT" value={aht} />,
              csat,
            ])}
          />
        </Panel>
      </div>
    </Dashboards>
  );
}

/** The supervisor's app: the whole menu, «Настройки супервизора» unfolded, «Мониторинг» open. */
function menu() {
  return (
    <Shell role="supervisor" active="Мониторинг" user={SUPERVISOR} nav={false}>
      <div className="sv-home">
        <nav className="nav sv-nav">
          {L.nav.supervisor.map((item) => (
            <div key={item}>
              <div className={item === 'Мониторинг' ? 'nav-item active' : 'nav-item'}>
                {item}
                {item === 'Уведомления' && <span className="sv-navcount">3</span>}
              </div>
              {item === 'Настройки супервизора' &&
                L.supervisorSettings.map((sub) => (
                  <div key={sub} className="nav-item sv-navsub">
                    {sub}
                  </div>
                ))}
            </div>
          ))}
        </nav>
        <div className="sv-homemain">
          <MonitoringSummary className="sv-summary" />
          <Panel pad={false}>
            <MonitoringTabs />
            <Table
              columns={[{label: 'Оператор'}, {label: 'Статус'}, {label: 'В работе', align: 'right'}, {label: 'Сегменты', wide: true}]}
              rows={TEAM.slice(0, 5).map((agent) => [
                <Row key="n" gap={8}>
                  <Avatar name={agent.name} size={22} />
                  <span className="ellipsis">{agent.name}</span>
                </Row>,
                <Row key="s" gap={6}>
                  <Dot status={agent.status} />
                  {statusLabel(agent.status)}
                </Row>,
                {'Анна Иванова': '4 / 5', 'Мария Ким': '5 / 5', 'Олег Смирнов': '1 / 5', 'Денис Орлов': '3 / 5', 'Ирина Павлова': '2 / 5'}[agent.name],
                agent.segments.join(', '),
              ])}
            />
          </Panel>
        </div>
      </div>
    </Shell>
  );
}

export const screens: Screen[] = [
  {id: 'sv-dashboard-default', dir: DIR, width: 1200, render: standard},
  {id: 'sv-dashboard-graphandtable', dir: DIR, width: 1160, render: charts},
  {id: 'menu', dir: 'docs/supervisor/img', width: 1000, narrow: 600, render: menu},
];
