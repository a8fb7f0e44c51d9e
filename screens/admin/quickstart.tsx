/** The administrator's quick start (docs/admin/quickstart): first login, general settings, the admin menu. */
import {L} from '../kit/labels';
import {ADMIN, AGENT, SUPERVISOR} from '../data/people';
import {Button, Field, Icon, Panel, SignIn, Status} from '../kit/index';
import {adminSubs, AdminPage, Form, FormRow, ListPanel, SaveCancel} from '../kit/admin';
import type {Screen} from '../types';

const DIR = 'docs/admin/quickstart/img';

const Rule = ({children}: {children: string}) => (
  <div className="login-rule">
    <span style={{color: 'var(--green)', display: 'flex'}}>
      <Icon name="check" size={14} />
    </span>
    {children}
  </div>
);

function login() {
  const dots = (n: number) => '•'.repeat(n);
  return (
    <div className="login-page">
      <div className="login-step">
        <div className="login-caption">1. Вход</div>
        <SignIn login="i.lebedev" host="chat.example.ru" />
      </div>
      <div className="login-step">
        <div className="login-caption">2. Смена временного пароля</div>
        <div className="dialog" style={{width: '100%'}}>
          <div className="dialog-head">
            <h2>{L.login.change}</h2>
          </div>
          <div className="dialog-body">
            <p className="muted">Временный пароль нужно заменить</p>
            <Field label={L.login.current} value={dots(10)} />
            <Field label={L.login.fresh} value={dots(12)} />
            <Field label={L.login.repeat} value={dots(12)} />
            <div>
              <Rule>Не короче 10 символов</Rule>
              <Rule>Есть буквы и цифры</Rule>
            </div>
          </div>
          <div className="dialog-foot">
            <Button>{L.common.cancel}</Button>
            <Button kind="primary">{L.common.save}</Button>
          </div>
        </div>
      </div>
    </div>
  );
}

function settings() {
  return (
    <AdminPage section="Общие настройки" title={L.admin.sections[10]}>
      <Panel>
        <Form labelWidth={220}>
          <FormRow label="Название компании">
            <Field value="ООО «Ромашка»" />
          </FormRow>
          <FormRow label="Часовой пояс">
            <Field kind="select" value="(UTC+03:00) Москва" />
          </FormRow>
          <FormRow label="Язык">
            <Field kind="select" value="Русский" />
          </FormRow>
          <FormRow label="E-mail для уведомлений" hint="Письма об окончании лицензии и о нехватке мест">
            <Field value="support-admins@example.ru" />
          </FormRow>
          <FormRow label="Логотип" hint="SVG или PNG до 1 МБ, квадратный, от 64×64 пикселей">
            <div style={{display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap'}}>
              <span className="logo-tile">Р</span>
              <span>
                logo.svg <span className="muted small">· 48 КБ</span>
              </span>
              <Button small>{L.common.upload}</Button>
              <Button small kind="danger">
                {L.common.delete}
              </Button>
            </div>
          </FormRow>
        </Form>
        <SaveCancel />
      </Panel>
    </AdminPage>
  );
}

const active = <Status tone="green">Активен</Status>;
const USERS = [
  [ADMIN, 'i.lebedev', 'Администратор', '—', active],
  [SUPERVISOR, 'e.sokolova', 'Супервизор', 'Все', active],
  [AGENT, 'a.ivanova', 'Оператор', 'Общие вопросы', active],
  ['Иван Смирнов', 'i.smirnov', 'Оператор', 'Общие вопросы, Доставка', active],
  ['Марат Гайнуллин', 'm.gaynullin', 'Оператор', 'VIP-клиенты, Общие вопросы', <Status key={0} tone="blue">Приглашён</Status>],
  ['Татьяна Громова', 't.gromova', 'Супервизор', 'Доставка', active],
  ['Мария Ким', 'm.kim', 'Оператор, Супервизор', 'Карты', active],
  ['Светлана Орлова', 's.orlova', 'Оператор', 'VIP-клиенты', active],
  ['Денис Волков', 'd.volkov', 'Оператор', 'VIP-клиенты', active],
  ['Олег Петров', 'o.petrov', 'Оператор', 'Кредиты', active],
];

function UserList({rows}: {rows: typeof USERS}) {
  return (
    <ListPanel
      search="Имя, логин или e-mail"
      tools={
        <>
          <Field kind="select" value="Все роли" width={150} />
          <Field kind="select" value="Все статусы" width={150} />
        </>
      }
      columns={[{label: 'Имя'}, {label: 'Логин', wide: true}, {label: 'Роли'}, {label: 'Сегменты', wide: true}, {label: 'Статус'}]}
      rows={rows}
      foot="Пользователей: 42"
    />
  );
}

function whoIs() {
  return (
    <AdminPage section="Пользователи" menu="all" title={L.admin.sections[0]} actions={<Button kind="primary">{L.common.create}</Button>}>
      <Panel title={L.nav.admin[0]} className="narrow-only">
        {L.admin.sections.map((section) => (
          <div key={section} className="menu-overview">
            <span className="strong">{section}</span>
            {adminSubs()[section] && <span className="muted small"> — {adminSubs()[section]!.join(', ')}</span>}
          </div>
        ))}
      </Panel>
      <div className="wide-only">
        <UserList rows={USERS} />
      </div>
      <div className="narrow-only">
        <UserList rows={USERS.slice(0, 5)} />
      </div>
    </AdminPage>
  );
}

export const screens: Screen[] = [
  {id: 'login', dir: DIR, width: 900, render: login},
  {id: 'settings', dir: DIR, width: 1000, render: settings},
  {id: 'who-is', dir: DIR, width: 880, render: whoIs},
];
