/** Routing (docs/admin/routing): the segment form and the routes list with a route's form. */
import {L} from '../labels';
import {Field, Panel, Segmented, Status} from '../kit/index';
import {AdminPage, Form, FormRow, ListPanel, SaveCancel} from '../kit/admin';
import type {Screen} from '../types';

const MODULE = 'screens/admin/routing.tsx';
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
              ['Марат Гайнуллин', 'm.gaynullin', '5 (по умолчанию)', <Status tone="green">{L.agentStatus.online}</Status>],
              ['Светлана Орлова', 's.orlova', '4 (личный)', <Status tone="green">{L.agentStatus.online}</Status>],
              ['Денис Волков', 'd.volkov', '5 (по умолчанию)', <Status tone="yellow">{L.agentStatus.break}</Status>],
            ]}
          />
        </div>
        <SaveCancel save={L.common.create} />
      </Panel>
    </AdminPage>
  );
}

export const screens: Screen[] = [
  {id: 'create-segment', dir: DIR, width: 1100, sources: [MODULE, 'docs/admin/routing/create-segment.mdx'], render: createSegment},
];
