/** Routing (docs/admin/routing): the segment form and the routes list with a route's form. */
import {L} from '../kit/labels';
import {Button, Field, Panel, Segmented, Status, Toggle} from '../kit/index';
import {AdminPage, Columns, Form, FormRow, ListPanel, SaveCancel} from '../kit/admin';
import type {Screen} from '../types';

const DIR = 'docs/admin/routing/img';

function createSegment() {
  return (
    <AdminPage section="Маршрутизация" sub={L.admin.routing[1]} title="Новый сегмент">
      <Panel>
        <Form>
          <FormRow label="Название">
            <Field value="VIP-клиенты" />
          </FormRow>
          <FormRow label="Описание">
            <Field kind="area" value="Клиенты с полем «VIP» = да, обслуживание без ожидания" />
          </FormRow>
          <FormRow label={L.admin.chat[1]}>
            <Field kind="select" value="Круглосуточно" />
          </FormRow>
          <FormRow label={L.admin.mode}>
            <Segmented items={L.admin.modes} active={L.admin.modes[0]} />
          </FormRow>
          <FormRow label={L.admin.defaultLimit} hint="Для операторов сегмента без личного лимита; от 1 до 20">
            <Field value="5" width={90} />
          </FormRow>
        </Form>
        <div style={{marginTop: 8}}>
          <ListPanel
            title={L.admin.segmentAgents}
            add={L.admin.add}
            search={false}
            columns={[{label: 'Оператор'}, {label: 'Логин', wide: true}, {label: 'Лимит', align: 'right'}, {label: 'Статус'}]}
            rows={[
              ['Марат Гайнуллин', 'm.gaynullin', '5 (по умолчанию)', <Status key={0} tone="green">{L.agentStatus.online}</Status>],
              ['Светлана Орлова', 's.orlova', '4 (личный)', <Status key={0} tone="green">{L.agentStatus.online}</Status>],
              ['Денис Волков', 'd.volkov', '5 (по умолчанию)', <Status key={0} tone="yellow">{L.agentStatus.break}</Status>],
            ]}
          />
        </div>
        <SaveCancel save={L.common.create} />
      </Panel>
    </AdminPage>
  );
}

const ROUTES: [name: string, segment: string][] = [
  ['VIP-клиенты', 'VIP-клиенты'],
  ['Жалобы', 'Претензии'],
  ['Ночь', 'Дежурная смена'],
  ['Мессенджеры', 'Мессенджеры'],
];

function addRoute() {
  return (
    <AdminPage section="Маршрутизация" sub={L.admin.routing[0]} title={L.admin.routing[0]} actions={<Button kind="primary">{L.common.create}</Button>}>
      <Columns
        asideFirst
        asideWidth={290}
        aside={
          <Panel pad={false}>
            {ROUTES.map(([name, segment], i) => (
              <div key={name} className={i === 0 ? 'list-item active' : 'list-item'}>
                <span className="muted" style={{letterSpacing: -2}}>⋮⋮</span>
                <div>
                  <div className="strong">
                    {i + 1}. {name}
                  </div>
                  <div className="muted small">→ {segment}</div>
                </div>
              </div>
            ))}
            <div className="list-item" style={{paddingLeft: 34}}>
              <div>
                <div className="strong">{L.admin.defaultRoute}</div>
                <div className="muted small">→ Общие вопросы · без условий</div>
              </div>
            </div>
            <div className="table-foot wide-only">Перетащите строку за ⋮⋮, чтобы изменить порядок проверки</div>
          </Panel>
        }
      >
        <Panel title="Маршрут «VIP-клиенты»">
          <Form labelWidth={180}>
            <FormRow label="Название">
              <Field value="VIP-клиенты" />
            </FormRow>
            <FormRow label="Условия" hint="Выполняются все условия">
              <div className="condition">
                <Field label="Тип условия" kind="select" value="Поле клиента" />
                <Field label="Поле" kind="select" value="VIP" />
                <Field label="Сравнение" kind="select" value="равно" />
                <Field label="Значение" kind="select" value="да" />
              </div>
              <Button kind="ghost" small>
                {L.admin.addCondition}
              </Button>
            </FormRow>
            <FormRow label="Сегмент">
              <Field kind="select" value="VIP-клиенты" />
            </FormRow>
            <FormRow label={L.admin.routeOn} inline>
              <Toggle on label="" />
            </FormRow>
          </Form>
          <SaveCancel extra={<Button kind="danger">{L.common.delete}</Button>} />
        </Panel>
      </Columns>
    </AdminPage>
  );
}

export const screens: Screen[] = [
  {id: 'add-route', dir: DIR, width: 1100, render: addRoute},
  {id: 'create-segment', dir: DIR, width: 1100, render: createSegment},
];
