/**
 * Администрирование → Управление чатом (docs/admin/chat-management): the list of warnings, the client's
 * warning and the consent to personal data processing with the widget they show up in, and the work hours.
 * The screens' clock is 19.11.2025, so the warnings' statuses follow from their periods.
 */
import type {ReactElement} from 'react';
import {L} from '../kit/labels';
import {Button, Checkbox, Field, Panel, Segmented, Status, Tabs} from '../kit/index';
import {AdminPage, Form, FormRow, ListPanel, SaveCancel} from '../kit/admin';
import {Preview, Split, WidgetBanner} from './parts';
import {WidgetWindow} from '../kit/widget';
import type {Screen} from '../types';

const DIR = 'docs/admin/chat-management/img';
const C = L.chatSettings;
const SECTION = 'Управление чатом';
const [WARNINGS, WORK_HOURS] = L.admin.chat;
const TONE = {Активно: 'green', Ожидает: 'blue', Завершено: 'grey'} as const;

function admonitions() {
  const rows: [string, string, string, string, keyof typeof TONE][] = [
    ['Тарифы с 1 декабря', C.types[1], 'Сегмент «Розница»', '17.11–01.12', 'Активно'],
    ['Согласие на ПДн', 'Согласие', C.allWidgets, 'бессрочно', 'Активно'],
    ['Техработы 25 ноября', C.types[0], 'Виджет «Сайт»', '24.11–25.11', 'Ожидает'],
    ['Праздничный график', C.types[0], C.allWidgets, '30.12–08.01', 'Ожидает'],
    ['Чёрная пятница', C.types[1], 'Все сегменты', '10.11–17.11', 'Завершено'],
  ];
  return (
    <AdminPage section={SECTION} sub={WARNINGS} title={WARNINGS} actions={<Button kind="primary" icon="plus">{C.createWarning}</Button>}>
      <Tabs items={C.tabs} active={C.tabs[0]} small />
      <ListPanel
        search={false}
        columns={[{label: C.columns[0]}, {label: C.columns[1]}, {label: C.columns[2], wide: true}, {label: C.columns[3], wide: true}, {label: C.columns[4], align: 'right'}]}
        rows={rows.map(([name, type, where, period, status]) => [
          <span key="n" className="strong">{name}</span>,
          type,
          where,
          <span key="p" className="num">{period}</span>,
          <Status key="s" tone={TONE[status]}>
            {status}
          </Status>,
        ])}
        foot="Клиенты видят предупреждения в виджете, операторы — над лентой обращения."
      />
    </AdminPage>
  );
}

function clientAdmonition() {
  return (
    <AdminPage section={SECTION} sub={WARNINGS} title="Новое предупреждение">
      <Split side={330}>
        <Panel className="ab-panel">
          <Form labelWidth={170}>
            <FormRow label={C.columns[1]}>
              <Field kind="select" value={C.types[0]} />
            </FormRow>
            <FormRow label={C.columns[0]}>
              <Field value="Техработы 25 ноября" />
            </FormRow>
            <FormRow label={C.warningText}>
              <Field kind="area" value="25 ноября с 02:00 до 04:00 возможны задержки ответа. Приносим извинения." />
            </FormRow>
            <FormRow label={C.look}>
              <Segmented items={C.looks} active={C.looks[0]} />
            </FormRow>
            <FormRow label={C.widgets}>
              <Field kind="select" value="Сайт" />
            </FormRow>
            <FormRow label={C.from}>
              <Field kind="date" value="24.11.2025 18:00" />
            </FormRow>
            <FormRow label={C.to}>
              <Field kind="date" value="25.11.2025 04:00" />
            </FormRow>
            <FormRow label="">
              <Checkbox on label={C.clientCloses} />
            </FormRow>
          </Form>
          <SaveCancel />
        </Panel>
        <Preview title="Предпросмотр в виджете «Сайт»">
          <WidgetWindow
            subtitle="Обычно отвечаем за 5 минут"
            width={300}
            banner={<WidgetBanner closable>25 ноября с 02:00 до 04:00 возможны задержки ответа. Приносим извинения.</WidgetBanner>}
            messages={[
              {from: 'agent', text: 'Здравствуйте! Чем мы можем помочь?'},
              {from: 'client', text: 'Где мой заказ № 5530-1184?'},
            ]}
          />
        </Preview>
      </Split>
    </AdminPage>
  );
}

function consent() {
  return (
    <AdminPage section={SECTION} sub={WARNINGS} title={C.types[2]}>
      <Split side={330}>
        <Panel className="ab-panel">
          <Form labelWidth={170}>
            <FormRow label={C.consentText}>
              <Field kind="area" value="Продолжая, вы соглашаетесь на обработку персональных данных в соответствии с {ссылка}." />
            </FormRow>
            <FormRow label={C.linkText}>
              <Field value="Политикой обработки персональных данных" />
            </FormRow>
            <FormRow label={C.policyLink}>
              <Field value="https://shop.example.ru/privacy" />
            </FormRow>
            <FormRow label={C.buttonText}>
              <Field value={C.accept} />
            </FormRow>
            <FormRow label={C.widgets}>
              <Field kind="select" value={C.allWidgets} />
            </FormRow>
            <FormRow label="">
              <Checkbox on={false} label={C.askAgain} />
            </FormRow>
          </Form>
          <SaveCancel />
        </Panel>
        <Preview title="Так согласие видит клиент">
          <WidgetWindow
            subtitle="Обычно отвечаем за 5 минут"
            width={300}
            messages={[]}
            below={
              <div className="ab-consent">
                <div>
                  Продолжая, вы соглашаетесь на обработку персональных данных в соответствии с{' '}
                  <span className="ab-link">Политикой обработки персональных данных</span>.
                </div>
                <span className="ab-accept">{C.accept}</span>
              </div>
            }
            input={<span className="ab-off">Сначала примите согласие</span>}
          />
        </Preview>
      </Split>
    </AdminPage>
  );
}

function workHours() {
  const days: [string, string | null][] = [
    ['Пн', '09:00 – 21:00'],
    ['Вт', '09:00 – 21:00'],
    ['Ср', '09:00 – 21:00'],
    ['Чт', '09:00 – 21:00'],
    ['Пт', '09:00 – 21:00'],
    ['Сб', '10:00 – 18:00'],
    ['Вс', null],
  ];
  return (
    <AdminPage section={SECTION} sub={WORK_HOURS} title="Расписание «Поддержка 9–21»">
      <Panel className="ab-panel">
        <div className="ab-grid2 ab-keep">
          <Field label={C.columns[0]} value="Поддержка 9–21" />
          <Field label={C.timeZone} kind="select" value="(UTC+03:00) Москва" />
        </div>
      </Panel>
      <div className="ab-grid2" style={{alignItems: 'start'}}>
        <Panel title={C.weekDays}>
          <div className="ab-days">
            {days.map(([day, hours]) => [
              <span key={`${day}d`} className="strong">
                {day}
              </span>,
              <span key={`${day}t`} className={hours ? 'toggle toggle-on' : 'toggle'} />,
              hours ? (
                <span key={`${day}h`} className="control num" style={{height: 30}}>
                  {hours}
                </span>
              ) : (
                <span key={`${day}h`} className="muted">
                  {C.dayOff}
                </span>
              ),
            ])}
          </div>
        </Panel>
        <ListPanel
          title={C.holidays}
          search={false}
          tools={
            <Button small icon="plus">
              {C.addDate}
            </Button>
          }
          columns={[{label: 'Дата'}, {label: 'Режим'}]}
          rows={[
            ['31.12.2025', `${C.shortDay} 09:00–15:00`],
            ['01.01.2026', C.dayOff],
            ['02.01.2026', C.dayOff],
            ['07.01.2026', C.dayOff],
          ]}
        />
      </div>
      <Panel title={C.appliesTo} className="ab-panel">
        <div className="ab-grid2 ab-keep">
          <Field label={L.workplaceSettings.segments} kind="select" value="Розница" />
          <Field label={C.widgets} kind="select" value="Сайт, Личный кабинет" />
        </div>
        <div style={{marginTop: 12}}>
          <Checkbox on label={C.acceptOffHours} />
        </div>
        <SaveCancel />
      </Panel>
    </AdminPage>
  );
}

const screen = (id: string, render: () => ReactElement, width = 1100): Screen => ({id, dir: DIR, width, render});

export const screens: Screen[] = [
  screen('admonitions', admonitions),
  screen('client-admonitions', clientAdmonition),
  screen('personal-data-admonitions', consent),
  screen('work-hours', workHours),
];
