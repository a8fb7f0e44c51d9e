/**
 * The supervisor's «Уведомления» (docs/supervisor/notifications/): a new announcement on the tab
 * «Объявления», and a block request and a profile change request on the tab «Запросы».
 */
import {L} from '../kit/labels';
import {Button, Field, Row, Segmented, Table} from '../kit/index';
import type {Screen} from '../types';
import {Form, FormRow} from '../kit/admin';
import {Chip, NotificationsScreen, type ListItem} from './parts';

const DIR = 'docs/supervisor/notifications/img';
const N = L.notifications;

const REQUESTS = (active: 0 | 1): ListItem[] => [
  {title: 'Изменение профиля', meta: 'Анна Иванова · 09:52', active: active === 0},
  {title: 'Блокировка клиента', meta: 'Денис Орлов · 09:40', active: active === 1},
  {title: 'Изменение профиля', meta: 'Мария Ким · вчера'},
];

/** «Прочитали N из M» and the button that deletes a sent announcement. */
const read = (n: number, of: number) => (
  <Row>
    <span className="svb-link">{`Прочитали ${n} из ${of}`}</span>
    <span className="spacer" />
    <Button small kind="ghost">
      {L.common.delete}
    </Button>
  </Row>
);

function create() {
  return (
    <NotificationsScreen
      tab="Объявления"
      listActions={
        <Button kind="primary" icon="plus" small>
          {L.common.create}
        </Button>
      }
      list={[
        {title: 'Новый тариф «Кэшбэк+»', meta: 'Сегменты: Карты · 18.11', note: read(12, 18)},
        {title: 'График на праздники', meta: 'Все операторы · 17.11', note: read(40, 41)},
        {title: 'Обновлён шаблон «Возврат»', meta: 'Операторы: Мария Ким, Олег Смирнов · 14.11', note: read(2, 2)},
      ]}
    >
      <h2>Новое уведомление</h2>
      <Form labelWidth={160}>
        <FormRow label={N.recipients}>
          <Segmented items={N.recipientKinds} active="Сегменты" />
          <Row gap={6} wrap>
            <Chip accent>Розница</Chip>
            <Chip accent>Карты</Chip>
          </Row>
        </FormRow>
        <FormRow label={N.title}>
          <Field value="Сбой оплаты картой" />
        </FormRow>
        <FormRow label={N.text}>
          <Field kind="area" value="С 10:00 не проходят платежи картами «Мир». Отвечайте шаблоном «Оплата — сбой» и ставьте тег «Сбой оплаты». Исправление ожидается к 14:00." />
        </FormRow>
        <FormRow label={N.importance} hint={`Откроется поверх рабочего места оператора, пока он не нажмёт «${N.read}»`}>
          <Segmented items={N.importances} active="Важное" />
        </FormRow>
        <FormRow label={N.showUntil}>
          <Field kind="date" value="19.11.2025, 18:00" width={220} />
        </FormRow>
      </Form>
      <Row style={{justifyContent: 'flex-end'}}>
        <Button>{L.common.cancel}</Button>
        <Button kind="primary" icon="send">
          {N.send}
        </Button>
      </Row>
    </NotificationsScreen>
  );
}

function blockrequest() {
  return (
    <NotificationsScreen tab="Запросы" list={REQUESTS(1)}>
      <div>
        <h2>Блокировка клиента: Клиент 8810</h2>
        <div className="muted small">Отправлен 19.11 в 09:40</div>
      </div>
      <div className="svb-props">
        <span>Канал</span>
        <span>WhatsApp · +7 9** ***-**-41</span>
        <span>{N.threadsDay}</span>
        <span className="strong">3</span>
        <span>Оператор</span>
        <span>Денис Орлов, сегмент «Розница»</span>
        <span>{N.reason}</span>
        <span className="strong">Оскорбления</span>
        <span>{L.agent.comment}</span>
        <span>Третье обращение за час с угрозами, на просьбы не реагирует.</span>
        <span>Обращение</span>
        <span className="svb-link">{N.openThread} № 48290</span>
      </div>
      <Form labelWidth={160}>
        <FormRow label={N.blockTerm}>
          <Segmented items={['1 день', '7 дней', '30 дней', N.forever]} active="7 дней" />
        </FormRow>
        <FormRow label={L.agent.comment}>
          <Field kind="area" placeholder="Для оператора: почему вы так решили" />
        </FormRow>
      </Form>
      <div className="svb-note">
        После одобрения Чат-центр сам закроет открытое обращение клиента № 48290 (статус «{L.threadStatus.closed}»), в профиле клиента появится метка «{L.agent.blocked}». Блокировка снимется сама 26.11.2025.
      </div>
      <Row style={{justifyContent: 'flex-end'}}>
        <Button kind="danger">{N.reject}</Button>
        <Button kind="primary" icon="check">
          {N.approve}
        </Button>
      </Row>
    </NotificationsScreen>
  );
}

function agentprofilerequest() {
  const [field, was, became] = N.compare;
  const changed = (value: string) => (
    <span className="strong" style={{color: 'var(--green)'}}>
      {value}
    </span>
  );
  return (
    <NotificationsScreen tab="Запросы" list={REQUESTS(0)}>
      <div>
        <h2>Изменение профиля: Анна Иванова</h2>
        <div className="muted small">Сегмент: Розница · отправлен 19.11 в 09:52</div>
      </div>
      <div className="panel">
        <Table
          columns={[{label: field, width: 150}, {label: was}, {label: became}]}
          rows={[
            [L.profileEdit.surname, 'Иванова', changed('Волкова')],
            [L.profileEdit.email, 'a.ivanova@example.ru', changed('a.volkova@example.ru')],
          ]}
        />
      </div>
      <Form labelWidth={160}>
        <FormRow label={L.agent.comment}>
          <Field kind="area" placeholder="Обязателен при отклонении" />
        </FormRow>
      </Form>
      <Row style={{justifyContent: 'flex-end'}}>
        <span className="svb-off">
          <Button kind="danger">{N.reject}</Button>
        </span>
        <Button kind="primary" icon="check">
          {N.approve}
        </Button>
      </Row>
    </NotificationsScreen>
  );
}

export const screens: Screen[] = [
  {id: 'create', dir: DIR, width: 1100, render: create},
  {id: 'blockrequest', dir: DIR, width: 1100, render: blockrequest},
  {id: 'agentprofilerequest', dir: DIR, width: 1100, render: agentprofilerequest},
];
