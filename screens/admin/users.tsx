/** Users (docs/admin/usermanagement): the form of a new user and a user's card, one form for both. */
import {L} from '../kit/labels';
import {Button, Checkbox, Field, Panel, Row, Status, Toggle} from '../kit/index';
import {AdminPage, Columns, Form, FormRow, SaveCancel} from '../kit/admin';
import type {Screen} from '../types';

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

type User = {
  lastName: string;
  firstName: string;
  login: string;
  email: string;
  roles: string[];
  segments: string[];
  /** The personal limit of chats; none means the segments' default limit. */
  limit?: string;
};

/**
 * The form of a user: a new one (`isNew`: with the login, the display name and the invitation, which
 * only creation asks for) or an existing one.
 */
function UserForm({user, isNew = false}: {user: User; isNew?: boolean}) {
  return (
    <Form labelWidth={isNew ? 250 : 230}>
      <FormRow label="Фамилия">
        <Field value={user.lastName} />
      </FormRow>
      <FormRow label="Имя">
        <Field value={user.firstName} />
      </FormRow>
      {isNew && (
        <FormRow label="Логин" hint="Не меняется после создания">
          <Field value={user.login} />
        </FormRow>
      )}
      <FormRow label="E-mail">
        <Field value={user.email} />
      </FormRow>
      {isNew && (
        <FormRow label={L.admin.displayName} hint="Так оператора видят клиенты">
          <Field value={user.firstName} />
        </FormRow>
      )}
      <FormRow label="Роли">
        <Roles on={user.roles} />
      </FormRow>
      <FormRow label="Сегменты">
        <Chips items={user.segments} />
      </FormRow>
      <FormRow
        label={L.admin.userLimit}
        hint={isNew ? `Личный лимит, от 1 до 20. Пусто — «${L.admin.defaultLimit}» сегментов: 5` : `Личный лимит важнее «${L.admin.defaultLimit}» сегментов`}
      >
        <Field value={user.limit} placeholder="Не задан" width={140} />
      </FormRow>
      {isNew && (
        <FormRow label={L.admin.inviteByEmail} hint="Письмо со ссылкой для установки пароля; ссылка действует 72 часа">
          <Toggle on label="" />
        </FormRow>
      )}
    </Form>
  );
}

function createUser() {
  const user: User = {lastName: 'Гайнуллин', firstName: 'Марат', login: 'm.gaynullin', email: 'm.gaynullin@example.ru', roles: ['Оператор'], segments: ['VIP-клиенты', 'Общие вопросы']};
  return (
    <AdminPage section="Пользователи" title="Новый пользователь">
      <Panel>
        <UserForm user={user} isNew />
        <SaveCancel save={L.common.create} />
      </Panel>
    </AdminPage>
  );
}

function editUser() {
  const user: User = {lastName: 'Смирнов', firstName: 'Иван', login: 'i.smirnov', email: 'i.smirnov@example.ru', roles: ['Оператор'], segments: ['Общие вопросы', 'Доставка'], limit: '6'};
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
        Логин {user.login} · вход сегодня в 08:57 · в работе 3
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
          <UserForm user={user} />
          <SaveCancel />
        </Panel>
      </Columns>
    </AdminPage>
  );
}

export const screens: Screen[] = [
  {id: 'create-user', dir: DIR, width: 1000, render: createUser},
  {id: 'edit-user', dir: DIR, width: 1100, render: editUser},
];
