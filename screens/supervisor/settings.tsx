/**
 * «Настройки супервизора» (docs/supervisor/other/): «Лицензии», «Суфлёр» for a segment,
 * «Конфигурация сессии» and «Действия пользователей», with the numbers their pages give.
 */
import {L} from '../kit/labels';
import {Avatar, Bar, Button, Dot, Field, Filters, Metric, Panel, Row, Status, Table, Toggle} from '../kit/index';
import {TEAM} from '../kit/supervisor';
import type {Screen} from '../types';
import {Form, FormRow} from '../kit/admin';
import {Slider} from '../kit/choice';
import {Chip, SettingsScreen} from './parts';

const DIR = 'docs/supervisor/other/img';

const person = (name: string) => (
  <Row key={name} gap={8}>
    <Avatar name={name} size={24} />
    {name}
  </Row>
);

function licenseinfo() {
  const T = L.license;
  const state = (status: 'online' | 'break') => (
    <Row gap={6}>
      <Dot status={status} />
      {status === 'online' ? L.agentStatus.online : L.agentStatus.break}
    </Row>
  );
  return (
    <SettingsScreen active="Лицензии">
      <Panel title="Лицензии">
        <div className="summary svb-tiles2">
          <Metric label={T.total} value="30" />
          <Metric label={T.used} value="27" tone="yellow" />
          <Metric label={T.free} value="3" />
          <Metric label={T.until} value={<span style={{fontSize: 21}}>31.12.2026</span>} />
        </div>
        <div style={{marginTop: 14}}>
          <Row>
            <span className="strong">Занято 90 % мест</span>
            <span className="spacer" />
            <span className="muted small">27 из 30</span>
          </Row>
          <div style={{marginTop: 6}}>
            <Bar value={90} tone="yellow" />
          </div>
        </div>
        <div className="svb-note svb-note-warn" style={{marginTop: 12}}>
          Свободно 3 места. Когда мест не останется, следующий оператор не сможет начать работу.
        </div>
      </Panel>
      <Panel title={T.holders} pad={false}>
        <Table
          columns={[{label: 'Оператор'}, {label: 'Статус'}, {label: 'Вход ↑'}, {label: 'Сегменты', wide: true}]}
          rows={[
            ...(['Олег Смирнов', 'Мария Ким', 'Анна Иванова', 'Денис Орлов'] as const).map((name, i) => {
              const agent = TEAM.find((member) => member.name === name)!;
              return [person(name), state(agent.status as 'online' | 'break'), ['06:10', '07:45', '08:57', '09:02'][i], agent.segments.join(', ')];
            }),
          ]}
          highlight={[0]}
        />
        <div className="table-foot">… ещё 23 оператора · обновляется автоматически</div>
      </Panel>
    </SettingsScreen>
  );
}

function prompterconfig() {
  const P = L.prompter;
  const segments: [string, boolean][] = [
    ['Розница', true],
    ['Карты', true],
    ['Кредиты', false],
    ['Доставка', true],
    ['Платежи', false],
  ];
  return (
    <SettingsScreen active="Суфлёр">
      <div style={{display: 'flex', gap: 12, alignItems: 'flex-start'}}>
        <Panel title="Сегменты" className="aside svb-seg-list" pad={false}>
          <div style={{width: 180}}>
            {segments.map(([name, on]) => (
              <div key={name} className={name === 'Розница' ? 'list-item active strong' : 'list-item'}>
                {name}
                <Status tone={on ? 'green' : 'grey'}>{on ? 'вкл.' : 'выкл.'}</Status>
              </div>
            ))}
          </div>
        </Panel>
        <div style={{flex: 1, minWidth: 0}}>
          <Panel title="Суфлёр · Розница">
            <div style={{display: 'flex', flexDirection: 'column', gap: 14}}>
              <Form labelWidth={160}>
                <FormRow label="Подсказки">
                  <Toggle on label={P.enable} />
                </FormRow>
                <FormRow label={P.count} hint="От 1 до 5; по умолчанию 3 — значение администратора">
                  <Field kind="select" value="3" width={120} />
                </FormRow>
                <FormRow label={P.relevance} hint="Подсказки с меньшей оценкой совпадения оператор не увидит">
                  <Row gap={12} style={{alignSelf: 'stretch'}}>
                    <div style={{flex: 1}}>
                      <Slider value={60} />
                    </div>
                    <span className="strong num">60 %</span>
                  </Row>
                </FormRow>
                <FormRow label={P.sections}>
                  <Row gap={6} wrap>
                    <Chip>Доставка</Chip>
                    <Chip>Оплата</Chip>
                    <Chip>Возврат товара</Chip>
                    <Chip>Акции</Chip>
                  </Row>
                </FormRow>
              </Form>
              <Row style={{justifyContent: 'flex-end'}}>
                <Button kind="ghost">{L.common.reset}</Button>
                <Button kind="primary">{L.common.save}</Button>
              </Row>
            </div>
          </Panel>
        </div>
      </div>
    </SettingsScreen>
  );
}

function sessionconfig() {
  const S = L.session;
  const end = <Button small kind="danger">{S.end}</Button>;
  return (
    <SettingsScreen active="Конфигурация сессии">
      <Panel title={S.autoLogout}>
        <div style={{display: 'flex', flexDirection: 'column', gap: 12}}>
          <Form labelWidth={160}>
            <FormRow label={S.segment}>
              <Field kind="select" value="Розница" width={220} />
            </FormRow>
            <FormRow label={S.after} hint="Не больше, чем задал администратор: 30 мин">
              <Field value="15 мин" width={120} />
            </FormRow>
            <FormRow label="Задаёт администратор">
              <div className="svb-off" style={{display: 'flex', flexDirection: 'column', gap: 8}}>
                <span>
                  {S.lifetime}: 12 ч · {S.adminLimit}: 30 мин
                </span>
                <Toggle on label={S.returnThreads} />
                <Toggle on={false} label={S.keepWithThreads} />
              </div>
            </FormRow>
          </Form>
          <Row style={{justifyContent: 'flex-end'}}>
            <Button kind="primary">{L.common.save}</Button>
          </Row>
        </div>
      </Panel>
      <Panel title={S.active} pad={false}>
        <Table
          columns={[{label: 'Оператор'}, {label: 'Устройство'}, {label: 'IP-адрес', wide: true}, {label: 'Вход', wide: true}, {label: 'Бездействие', align: 'right'}, {label: '', align: 'right'}]}
          rows={[
            [person('Анна Иванова'), 'Chrome, Windows', '10.20.4.17', '08:57', '1 мин', end],
            [person('Олег Смирнов'), 'Firefox, Linux', '10.20.4.22', '06:10', '12 мин', end],
            [person('Олег Смирнов'), 'Safari, iOS', '85.140.3.9', '07:31', '24 мин', end],
            [person('Мария Ким'), 'Яндекс Браузер, macOS', '10.20.4.30', '07:45', '0 мин', end],
          ]}
        />
      </Panel>
    </SettingsScreen>
  );
}

function useractions() {
  const U = L.userActions;
  const role = {o: 'Оператор', s: 'Супервизор'} as const;
  const row = (time: string, who: string, r: keyof typeof role, action: string, object: string) => [
    time,
    who,
    role[r],
    action,
    object.startsWith('№') ? <span className="svb-link">{object}</span> : object,
  ];
  return (
    <SettingsScreen active="Действия пользователей">
      <Panel
        title="Действия пользователей"
        actions={
          <Button icon="download" small>
            {L.common.export}
          </Button>
        }
      >
        <Filters>
          <Field label={U.period} kind="date" value="13.11–19.11.2025" />
          <Field label={U.users} kind="select" value="Все" />
          <Field label={U.role} kind="select" value="Все" />
          <Field label={U.type} kind="select" value="Все" />
        </Filters>
      </Panel>
      <Panel pad={false}>
        <Table
          columns={[{label: 'Дата и время'}, {label: 'Пользователь'}, {label: U.role, wide: true}, {label: 'Действие'}, {label: U.object}]}
          rows={[
            row('19.11 10:41', 'Анна Иванова', 'o', 'Передача обращения', '№ 48213 → Карты'),
            row('19.11 10:37', 'Елена Соколова', 's', 'Удаление сообщения', '№ 48190'),
            row('19.11 10:30', 'Денис Орлов', 'o', 'Завершение обращения', '№ 48177'),
            row('19.11 10:12', 'Елена Соколова', 's', 'Одобрена блокировка', 'Клиент 8810, 7 дней'),
            row('19.11 09:58', 'Олег Смирнов', 'o', 'Смена статуса', 'Онлайн → Перерыв (Обед)'),
            row('19.11 08:57', 'Анна Иванова', 'o', 'Вход', 'Chrome, 10.20.4.17'),
          ]}
        />
        <div className="table-foot">Записи хранятся 1 год · показано 6 из 1 284</div>
      </Panel>
    </SettingsScreen>
  );
}

export const screens: Screen[] = [
  {id: 'licenseinfo', dir: DIR, width: 1100, render: licenseinfo},
  {id: 'prompterconfig', dir: DIR, width: 1160, render: prompterconfig},
  {id: 'sessionconfig', dir: DIR, width: 1160, render: sessionconfig},
  {id: 'useractions', dir: DIR, width: 1100, render: useractions},
];
