/**
 * Each report of docs/supervisor/report/ built on the «Отчёты» screen, with the rows of the page's own
 * example («Как читать отчёт: пример»): a table there is read from the page, a worked example in words
 * is written out here with its numbers.
 */
import {ReportScreen} from '../kit/report';
import {L, shown} from '../kit/labels';
import {Status} from '../kit/index';
import {pageTable} from '../data/page';
import type {Screen} from '../types';

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
        ['Период', '03.11–09.11.2025'],
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
  {id: 'incomingthreads', dir: DIR, width: 1120, render: incoming},
  {id: 'agentlog', dir: DIR, width: 1000, render: agentlog},
  {id: 'operationalperfomance', dir: DIR, width: 1000, render: operational},
];

function processing() {
  const email = (n: number, created: string, frt: string, aht: string): string[] => [String(n), created, 'E-mail', 'Ирина Павлова', '0:02', frt, aht, 'Решено оператором'];
  return (
    <ReportScreen
      report="Обработка обращений"
      filters={[
        ['Период', '10.11.2025'],
        ['Сегмент', 'Доставка'],
        ['Канал', 'Все'],
        ['Оператор', 'Все'],
        ['Статус', 'Все'],
      ]}
      columns={[
        {label: 'Номер'},
        {label: 'Создано'},
        {label: 'Канал'},
        {label: 'Операторы', wide: true},
        right('Ожидание в очереди', true),
        right('FRT ↓'),
        right('AHT', true),
        {label: 'Итог', wide: true},
      ]}
      rows={[
        email(48211, '10.11 00:42', '9:04:10', '9:21:30'),
        email(48214, '10.11 01:15', '8:33:40', '8:47:05'),
        email(48219, '10.11 02:03', '7:46:20', '8:02:45'),
        ['48342', '10.11 11:20', 'Telegram', 'Денис Орлов', '1:35', '1:58', '14:20', 'Решено оператором'],
        ['48305', '10.11 10:48', 'Веб-виджет', 'Ирина Павлова', '0:50', '1:41', '9:15', 'Решено оператором'],
      ]}
      highlight={[0, 1, 2]}
      summary={[
        ['Обращений', '240'],
        ['FRT, среднее', '7:40'],
      ]}
      total="Строк: 240, показаны первые по FRT"
    />
  );
}

function workload() {
  return (
    <ReportScreen
      report="Загрузка операторов"
      filters={[
        ['Период', '11.11.2025'],
        ['Сегмент', 'Карты'],
        ['Оператор', 'Мария Ким'],
        ['Группировка', 'По часам'],
      ]}
      columns={[
        {label: 'Интервал'},
        right('Онлайн'),
        right('Перерыв', true),
        right('Занят', true),
        right('Занятость, %'),
        right('Среднее одновременно', true),
        right('Загрузка к лимиту, %'),
        right('Время на лимите'),
      ]}
      rows={[
        ['13:00–14:00', '1:00', '0:00', '0:57', '95', '4,0', '80', '0:18'],
        ['14:00–15:00', '0:50', '0:10', '0:48', '96', '4,2', '84', '0:22'],
        ['15:00–16:00', '1:00', '0:00', '0:55', '92', '4,4', '88', '0:25'],
      ]}
      highlight={[1]}
      total="Мария Ким, лимит 5 · строк: 3"
    />
  );
}

function feedback() {
  const stars = (n: number) => <Status tone={n >= 4 ? 'green' : n === 3 ? 'yellow' : 'red'}>{n}</Status>;
  const [number, score, count, date, average, csat, answered, withComment] = L.report.feedback;
  const [period, segment, channel, agent] = L.report.filters;
  return (
    <ReportScreen
      report="Оценки клиентов"
      filters={[
        [period, '01.10–31.10.2025'],
        [segment, 'Карты'],
        [channel, 'Все'],
        [agent, 'Все'],
        [score, 'Все'],
        ['Тема', 'Все'],
      ]}
      options={[[withComment, false]]}
      columns={[
        {label: date},
        {label: number, wide: true},
        {label: 'Клиент'},
        {label: channel, wide: true},
        {label: segment, wide: true},
        {label: 'Тема', wide: true},
        {label: agent},
        {label: score, align: 'center'},
        {label: 'Комментарий'},
      ]}
      rows={[
        ['31.10 17:42', '47920', 'Павел Егоров', 'Telegram', 'Карты', 'Перевыпуск карты', 'Мария Ким', stars(1), 'Перевыпуск карты занял три недели'],
        ['31.10 16:05', '47911', 'Светлана Белова', 'Веб-виджет', 'Карты', 'Лимиты', 'Анна Иванова', stars(5), 'Быстро ответили, спасибо'],
        ['31.10 15:30', '47903', 'Андрей Лаптев', 'Мобильное приложение', 'Карты', 'Доставка карты', 'Олег Смирнов', stars(2), 'Карту так и не привезли в срок'],
        ['31.10 14:12', '47896', 'Наталья Фомина', 'WhatsApp', 'Карты', 'Лимиты', 'Анна Иванова', stars(4), '—'],
      ]}
      summary={[
        [count, '200'],
        [average, '4,2'],
        [csat, '80'],
        [answered, '16'],
        ...(shown(L.report.feedbackResolved) ? [[L.report.feedbackResolved, '310'] as [string, string]] : []),
      ]}
      total="Строк: 200"
    />
  );
}

function survey() {
  const [survey, question, , , , , , answer] = L.report.survey;
  const [period, segment, channel, agent] = L.report.filters;
  return (
    <ReportScreen
      report="Результаты опросов"
      filters={[
        [period, '01.11–30.11.2025'],
        [segment, 'Доставка'],
        [channel, 'Все'],
        [agent, 'Все'],
        [survey, 'После обращения'],
        [question, 'Все'],
        [answer, 'Все'],
      ]}
      options={[L.report.compare]}
      columns={[{label: 'Вопрос'}, {label: 'Тип', wide: true}, right('Ответов'), {label: 'Распределение'}, right('Среднее', true)]}
      rows={[
        ['Решён ли ваш вопрос?', 'Варианты', '480', 'Да — 372 (77,5 %; +2,5 п. п.), Нет — 108 (22,5 %; −2,5 п. п.)', '—'],
        ['Насколько вероятно, что вы порекомендуете нас?', 'Шкала', '430', '9–10 — 215 (50 %; +4 п. п.), 7–8 — 129 (30 %; −1 п. п.), 0–6 — 86 (20 %; −3 п. п.)', '8,1'],
        ['Что нам улучшить?', 'Свободный ответ', '95', '—', '—'],
      ]}
      summary={[['Заполнили опрос', '540']]}
      total="Вопросов: 3 · изменение — к 01.10–31.10.2025"
    />
  );
}

function outgoing() {
  const delivery = {Прочитано: 'green', Доставлено: 'blue', Ошибка: 'red'} as const;
  const row = (date: string, client: string, channel: string, status: keyof typeof delivery, answer: string, reason = '—') => [
    date,
    'Анна Иванова',
    client,
    channel,
    <Status key="s" tone={delivery[status]}>
      {status}
    </Status>,
    reason,
    answer,
  ];
  return (
    <ReportScreen
      report="Исходящие сообщения"
      filters={[
        ['Период', '03.11–09.11.2025'],
        ['Канал', 'Все'],
        ['Сегмент', 'Кредиты'],
        ['Статус доставки', 'Все'],
      ]}
      columns={[{label: 'Дата отправки'}, {label: 'Отправитель', wide: true}, {label: 'Клиент'}, {label: 'Канал', wide: true}, {label: 'Статус доставки'}, {label: 'Причина ошибки', wide: true}, {label: 'Ответ клиента'}]}
      rows={[
        row('07.11 10:15', 'Игорь Васильев', 'WhatsApp', 'Ошибка', 'Нет', 'номер не зарегистрирован'),
        row('07.11 10:12', 'Ольга Кузнецова', 'Telegram', 'Прочитано', 'Есть'),
        row('07.11 10:09', 'Сергей Фролов', 'Telegram', 'Прочитано', 'Нет'),
        row('07.11 10:05', 'Марина Зуева', 'E-mail', 'Доставлено', 'Нет'),
      ]}
      highlight={[0]}
      summary={[
        ['Отправлено', '150'],
        ['Доставлено', '140 (93 %)'],
        ['Ошибка', '10'],
        ['Ответили', '42 (30 %)'],
      ]}
      total="Строк: 150"
    />
  );
}

function pinned() {
  return (
    <ReportScreen
      report="Закреплённые сообщения"
      filters={[
        ['Период', '01.10–31.10.2025'],
        ['Сегмент', 'Доставка'],
        ['Автор сообщения', 'Все'],
        ['Состояние', 'Все'],
      ]}
      columns={[{label: 'Номер обращения'}, {label: 'Закрепил', wide: true}, {label: 'Автор сообщения'}, {label: 'Текст'}, {label: 'Когда откреплено', wide: true}, {label: 'Статус обращения'}]}
      rows={[
        ['47712', 'Денис Орлов', 'Клиент', 'Заказ № 5530-1184, не пришёл курьер', '28.10 16:40', 'Закрыто'],
        ['47705', 'Ирина Павлова', 'Оператор', 'Перезвоним вам до 18:00', '—', 'Закрыто'],
        ['47698', 'Ирина Павлова', 'Клиент', 'Номер заказа 5529-0731', '28.10 12:05', 'Решено'],
        ['47690', 'Денис Орлов', 'Оператор', 'Перезвоним вам до 18:00', '28.10 17:55', 'Закрыто'],
      ]}
      highlight={[1]}
      summary={[
        ['Закреплений', '480'],
        ['Обращений с закреплёнными', '416 из 3 200 (13 %)'],
      ]}
      total="Строк: 480"
    />
  );
}

function reportsScreen() {
  const {head, rows} = pageTable(page('incomingthreads'), 'Как читать отчёт');
  return (
    <ReportScreen
      report="Входящие обращения"
      filters={[
        ['Период', '10.11.2025'],
        ['Сегмент', 'Все'],
        ['Канал', 'Все'],
        ['Группировка', 'По часам'],
      ]}
      columns={head.map((label, i) => (i === 0 ? {label} : right(label, label === 'Завершено ботом')))}
      rows={rows}
      exportOpen
    />
  );
}

screens.push(
  {id: 'threadprocessing', dir: DIR, width: 1120, render: processing},
  {id: 'agentworkload', dir: DIR, width: 1120, render: workload},
  {id: 'feedback', dir: DIR, width: 1240, render: feedback},
  {id: 'surveyresult', dir: DIR, width: 1080, render: survey},
  {id: 'outcomingmessages', dir: DIR, width: 1120, render: outgoing},
  {id: 'pinnedmessages', dir: DIR, width: 1120, render: pinned},
  {id: 'reports', dir: DIR, width: 1120, render: reportsScreen},
);
