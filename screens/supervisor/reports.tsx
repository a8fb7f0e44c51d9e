/**
 * Each report of docs/supervisor/report/ built on the «Отчёты» screen, with the rows of the page's own
 * example («Как читать отчёт: пример»): a table there is read from the page, a worked example in words
 * is written out here with its numbers.
 */
import {ReportScreen} from '../kit/report';
import {Status} from '../kit/index';
import {pageTable} from '../data/page';
import type {Screen} from '../types';

const MODULE = 'screens/supervisor/reports.tsx';
const DIR = 'docs/supervisor/report/img';
const page = (name: string) => `docs/supervisor/report/${name}.mdx`;
const right = (label: string, wide?: boolean) => ({label, align: 'right' as const, wide});

function incoming() {
  const {head, rows} = pageTable(page('incomingthreads'), 'Как читать отчёт');
  return (
    <ReportScreen
      report="Входящие обращения"
      filters={[
        ['Период', '10.11.2025'],
        ['Сегмент', 'Все'],
        ['Канал', 'Все'],
        ['Группировка', 'По часам'],
        ['Рабочее время', 'Все'],
      ]}
      columns={head.map((label, i) => (i === 0 ? {label} : right(label, label === 'Завершено ботом')))}
      rows={rows}
      highlight={[1]}
      summary={[
        ['Поступило', '650'],
        ['Принято оператором', '527'],
        ['Потеряно', '60'],
      ]}
    />
  );
}

const statusTone = {Онлайн: 'green', Перерыв: 'yellow', Офлайн: 'grey'} as const;

function agentlog() {
  const {head, rows} = pageTable(page('agentlog'), 'Как читать отчёт');
  return (
    <ReportScreen
      report="Журнал статусов операторов"
      filters={[
        ['Период', '12.11.2025'],
        ['Сегмент', 'Все'],
        ['Оператор', 'Олег Смирнов'],
        ['Статус', 'Все'],
        ['Длительность от', '—'],
      ]}
      columns={[{label: 'Оператор', wide: true}, ...head.map((label, i) => (i >= 2 && i <= 4 ? right(label) : {label, wide: label === 'Причина'}))]}
      rows={rows.map((row) => [
        'Олег Смирнов',
        <Status key="s" tone={statusTone[row[0] as keyof typeof statusTone]}>
          {row[0]}
        </Status>,
        ...row.slice(1),
      ])}
      highlight={[1, 3]}
    />
  );
}

function operational() {
  const {head, rows} = pageTable(page('operationalperfomance'), 'Как читать отчёт');
  return (
    <ReportScreen
      report="Операционная эффективность"
      filters={[
        ['Период', '03.11.2025 – 09.11.2025'],
        ['Сегмент', 'Карты'],
        ['Канал', 'Все'],
        ['Оператор', 'Все'],
        ['Группировка', 'По операторам'],
      ]}
      columns={head.map((label, i) => (i === 0 ? {label} : right(label, label === 'AHT, среднее' || label === 'Оценок')))}
      rows={rows}
      highlight={[2]}
    />
  );
}

export const screens: Screen[] = [
  {id: 'incomingthreads', dir: DIR, width: 1120, sources: [MODULE, page('incomingthreads')], render: incoming},
  {id: 'agentlog', dir: DIR, width: 1000, sources: [MODULE, page('agentlog')], render: agentlog},
  {id: 'operationalperfomance', dir: DIR, width: 1000, sources: [MODULE, page('operationalperfomance')], render: operational},
];
