/** Routing (docs/admin/routing): the segment form and the routes list with a route's form. */
import {L, shown} from '../kit/labels';
import {Button, Checkbox, Field, Panel, Segmented, Status, Toggle} from '../kit/index';
import {AdminPage, Columns, Form, FormRow, ListPanel, SaveCancel} from '../kit/admin';
import type {Screen} from '../types';

const DIR = 'docs/admin/routing/img';

/** A segment's values, as its page's example names them. */
export type Segment = {
  title: string;
  name: string;
  description: string;
  workHours: string;
  skills: string;
  pmWait: string;
  agents: [name: string, login: string, limit: string, online: boolean | 'break'][];
  save?: string;
};

/**
 * The segment form (Администрирование → Маршрутизация → Сегменты): every screen of a segment draws this
 * one form, whatever its page is about (docs/admin/routing/create-segment, docs/additional-function/routing-settings).
 */
export function SegmentForm({segment}: {segment: Segment}) {
  const status = (online: boolean | 'break') =>
    online === 'break' ? <Status tone="yellow">{L.agentStatus.break}</Status> : <Status tone={online ? 'green' : 'grey'}>{online ? L.agentStatus.online : L.agentStatus.offline}</Status>;
  return (
    <AdminPage section="Маршрутизация" sub={L.admin.routing[1]} title={segment.title}>
      <Panel>
        <Form labelWidth={230}>
          <FormRow label={L.workplaceSettings.name}>
            <Field value={segment.name} />
          </FormRow>
          <FormRow label={L.integrationForms.description}>
            <Field kind="area" value={segment.description} />
          </FormRow>
          <FormRow label={L.admin.chat[1]}>
            <Field kind="select" value={segment.workHours} />
          </FormRow>
          <FormRow label={L.admin.mode}>
            <Segmented items={L.admin.modes} active={L.admin.modes[0]} />
          </FormRow>
          <FormRow label={L.admin.method}>
            <Segmented items={L.admin.methods} active={L.admin.methods[0]} />
          </FormRow>
          <FormRow label={L.admin.skills}>
            <div style={{display: 'flex', flexDirection: 'column', gap: 8}}>
              <Field kind="select" value={segment.skills} />
              {shown(L.more.routing.preferLevel) && <Checkbox on={false} label={L.more.routing.preferLevel} />}
            </div>
          </FormRow>
          {shown(L.more.pm.field) && (
            <FormRow label={L.more.pm.field}>
              <Checkbox on label={L.more.pm.first} />
            </FormRow>
          )}
          {shown(L.more.pm.wait) && (
            <FormRow label={L.more.pm.wait}>
              <Field kind="select" value={segment.pmWait} width={120} />
            </FormRow>
          )}
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
            rows={segment.agents.map(([name, login, limit, online]) => [name, login, limit, status(online)])}
          />
        </div>
        <SaveCancel save={segment.save} />
      </Panel>
    </AdminPage>
  );
}

function createSegment() {
  return (
    <SegmentForm
      segment={{
        title: 'Новый сегмент',
        name: 'VIP-клиенты',
        description: 'Клиенты с полем «VIP» = да, обслуживание без ожидания',
        workHours: 'Круглосуточно',
        skills: 'Английский язык',
        pmWait: '2 мин',
        agents: [
          ['Марат Гайнуллин', 'm.gaynullin', '5 (по умолчанию)', true],
          ['Светлана Орлова', 's.orlova', '4 (личный)', true],
          ['Денис Волков', 'd.volkov', '5 (по умолчанию)', 'break'],
        ],
        save: L.common.create,
      }}
    />
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
