/** Users (docs/admin/usermanagement): the form of a new user and a user's card. */
import {L} from '../labels';
import {Button, Checkbox, Field, Panel, Row, Status, Toggle} from '../kit/index';
import {AdminPage, Columns, Form, FormRow, SaveCancel} from '../kit/admin';
import type {Screen} from '../types';

const MODULE = 'screens/admin/users.tsx';
const DIR = 'docs/admin/usermanagement/img';

/** Chips in a field: the chosen segments. */
function Chips({items}: {items: string[]}) {
  return (
    <span className="control" style={{height: 'auto', minHeight: 32, padding: '4px 8px', flexWrap: 'wrap', gap: 6}}>
      {items.map((item) => (
        <span key={item} className="chip">
          {item} ×
        </span>
      ))}
    </span>
  );
}

function Roles({on}: {on: string[]}) {
  return (
    <Row gap={18} wrap style={{minHeight: 32}}>
      {L.admin.roles.map((role) => (
        <Checkbox key={role} on={on.includes(role)} label={role} />
      ))}
    </Row>
  );
}

function createUser() {
  return (
    <AdminPage section="Пользователи" title="Новый пользователь">
      <Panel>
        <Form labelWidth={250}>
          <FormRow label="Фамилия">
            <Field value="Гайнуллин" />
          </FormRow>
          <FormRow label="Имя">
            <Field value="Марат" />
          </FormRow>
          <FormRow label="Логин" hint="Не меняется после создания">
            <Field value="m.gaynullin" />
          </FormRow>
          <FormRow label="E-mail">
            <Field value="m.gaynullin@example.ru" />
          </FormRow>
          <FormRow label={L.admin.displayName} hint="Так оператора видят клиенты">
            <Field value="Марат" />
          </FormRow>
          <FormRow label="Роли">
            <Roles on={['Оператор']} />
          </FormRow>
          <FormRow label="Сегменты">
            <Chips items={['VIP-клиенты', 'Общие вопросы']} />
          </FormRow>
          <FormRow label={L.admin.userLimit} hint={`Личный лимит, от 1 до 20. Пусто — «${L.admin.defaultLimit}» сегментов: 5`}>
            <Field placeholder="Не задан" width={140} />
          </FormRow>
          <FormRow label={L.admin.inviteByEmail} hint="Письмо со ссылкой для установки пароля; ссылка действует 72 часа">
            <Toggle on label="" />
          </FormRow>
        </Form>
        <SaveCancel save={L.common.create} />
      </Panel>
    </AdminPage>
  );
}

function editUser() {
  return (
    <AdminPage
      section="Пользователи"
      title={
        <>
          Иван Смирнов <Status tone="green">Активен</Status>
        </>
      }
    >
      <div className="muted" style={{marginTop: -8}}>
        Логин i.smirnov · вход сегодня в 08:57 · в работе 3
      </div>
      <Columns
        asideWidth={250}
        aside={
          <Panel title="Действия">
            <div style={{display: 'flex', flexDirection: 'column', gap: 8, alignItems: 'stretch'}}>
              <Button>{L.admin.resetPassword}</Button>
              <Button>{L.admin.sendInvite}</Button>
              <Button>{L.admin.block}</Button>
              <Button kind="danger">{L.common.delete}</Button>
            </div>
          </Panel>
        }
      >
        <Panel>
          <Form labelWidth={230}>
            <FormRow label="Фамилия">
              <Field value="Смирнов" />
            </FormRow>
            <FormRow label="Имя">
              <Field value="Иван" />
            </FormRow>
            <FormRow label="E-mail">
              <Field value="i.smirnov@example.ru" />
            </FormRow>
            <FormRow label="Роли">
              <Roles on={['Оператор']} />
            </FormRow>
            <FormRow label="Сегменты">
              <Chips items={['Общие вопросы', 'Доставка']} />
            </FormRow>
            <FormRow label={L.admin.userLimit} hint={`Личный лимит важнее «${L.admin.defaultLimit}» сегментов`}>
              <Field value="6" width={140} />
            </FormRow>
          </Form>
          <SaveCancel />
        </Panel>
      </Columns>
    </AdminPage>
  );
}

export const screens: Screen[] = [
  {id: 'create-user', dir: DIR, width: 1000, sources: [MODULE, 'screens/kit/admin.tsx', 'docs/admin/usermanagement/create-user.mdx'], render: createUser},
  {id: 'edit-user', dir: DIR, width: 1100, sources: [MODULE, 'screens/kit/admin.tsx', 'docs/admin/usermanagement/edit-user.mdx'], render: editUser},
];
