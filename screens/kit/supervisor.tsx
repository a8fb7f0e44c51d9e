/**
 * What the supervisor's screens share (monitoring, dashboards, thread control): the team the supervisor
 * watches, and the colour of FRT, ART and AHT by the thresholds of «Метрики производительности»
 * (CONTRIBUTING.md, «Цвет времени ожидания и показателей»: not above «Норма до» — green, between the
 * thresholds — yellow, above «Внимание до» — red; defaults FRT 1 / 3 min, ART 2 / 5 min, AHT 15 / 30 min).
 */
import type {ReactNode} from 'react';
import {L} from './labels';
import {Button, Icon, Metric, Row, Status, Tabs, Toggle} from './index';

/** The default thresholds in seconds: [«Норма до», «Внимание до»]. */
export const THRESHOLDS = {FRT: [60, 180], ART: [120, 300], AHT: [900, 1800]} as const;

export type Timed = keyof typeof THRESHOLDS;
export type Tone = 'green' | 'yellow' | 'red';

/** «m:ss» or «h:mm:ss» in seconds. */
export function seconds(value: string): number {
  return value.split(':').reduce((sum, part) => sum * 60 + Number(part), 0);
}

const clock = (total: number) => `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;

/** The colour of a time by the metric's thresholds. */
export function toneOf(metric: Timed, value: string): Tone {
  const [normal, attention] = THRESHOLDS[metric];
  const time = seconds(value);
  return time <= normal ? 'green' : time <= attention ? 'yellow' : 'red';
}

/** «Норма до 1:00 · Внимание до 3:00»: the thresholds a tile is coloured by. */
export function thresholdNote(metric: Timed): string {
  const [normal, attention] = THRESHOLDS[metric];
  return `${L.admin.normal} ${clock(normal)} · ${L.admin.attention} ${clock(attention)}`;
}

/** A time in a table cell, coloured by the metric's thresholds. */
export function Timer({metric, value}: {metric: Timed; value: string}) {
  return <Status tone={toneOf(metric, value)}>{value}</Status>;
}

/** A metric tile of FRT, ART or AHT coloured by its thresholds; the note says them unless given another. */
export function TimedMetric({metric, value, label = metric, note}: {metric: Timed; value: string; label?: string; note?: ReactNode}) {
  return <Metric label={label} value={value} tone={toneOf(metric, value)} note={note ?? thresholdNote(metric)} />;
}

/** Active filter conditions over a table, each with its ✕. */
export function FilterChips({items}: {items: string[]}) {
  return (
    <div className="sv-chips">
      {items.map((item) => (
        <span key={item} className="chip chip-accent">
          {item}
          <Icon name="close" size={12} />
        </span>
      ))}
    </div>
  );
}

export type AgentStatus = 'online' | 'break' | 'offline';

/**
 * The operators the supervisor's screens show, with the segments they work in (screens/data/people.ts
 * names the segments). The new monitoring screen (screens/supervisor/monitoring.tsx) shows the first four.
 */
export const TEAM: {name: string; segments: string[]; status: AgentStatus; reason?: string}[] = [
  {name: 'Анна Иванова', segments: ['Розница', 'Кредиты'], status: 'online'},
  {name: 'Мария Ким', segments: ['Розница', 'Карты'], status: 'online'},
  {name: 'Олег Смирнов', segments: ['Розница'], status: 'break', reason: 'Обед'},
  {name: 'Денис Орлов', segments: ['Розница', 'Доставка'], status: 'online'},
  {name: 'Ирина Павлова', segments: ['Доставка'], status: 'online'},
  {name: 'Никита Белов', segments: ['Платежи'], status: 'offline'},
];

export const statusLabel = (status: AgentStatus) => L.agentStatus[status];

/** The counters over «Мониторинг»: agents online and on a break, threads open and assigned. */
export function MonitoringSummary({className}: {className?: string}) {
  return (
    <div className={className ? `summary ${className}` : 'summary'}>
      <Metric label={L.agentStatus.online} value="14" />
      <Metric label={L.agentStatus.break} value="3" />
      <Metric label={L.threadStatus.open} value="6" />
      <Metric label={L.threadStatus.assigned} value="41" />
    </div>
  );
}

/** «Мониторинг»'s tab bar, «Операторы» open: the tabs, «Фильтры» (with how many are set) and the classic view's switch. */
export function MonitoringTabs({filters}: {filters?: number}) {
  return (
    <div className="sv-tabbar">
      <div style={{flex: 1, minWidth: 0}}>
        <Tabs items={L.monitoring.tabs} active="Операторы" />
      </div>
      <Row style={{paddingBottom: 8}} gap={12}>
        <Button icon="filter">{filters ? `${L.monitoring.filters} (${filters})` : L.monitoring.filters}</Button>
        <Toggle on={false} label={L.monitoring.classic} />
      </Row>
    </div>
  );
}
