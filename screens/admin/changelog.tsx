/** The settings changelog (docs/additional-function/settings-changelog, since 6.25). */
import {L, shown} from '../kit/labels';
import {ADMIN} from '../data/people';
import {Button, Field, Filters, Panel, Shell, Table} from '../kit/index';
import type {Screen} from '../types';
import {day} from '../data/dates';

const API_CLIENT = 'wfm-sync (клиент API)';

/** The changelog; since 6.26 the column «Кто» shows under a user's name the role at the time of the change. */
function changelog() {
  const [, , ADMIN_ROLE] = L.roles;
  const who = (name: string, role?: string) =>
    !shown(L.changelog.role) || !role ? (
      name
    ) : (
      <span key={name}>
        {name}
        <br />
        <span className="muted small">{role}</span>
      </span>
    );
  return (
    <Shell role="admin" active="Журнал изменений настроек" user={ADMIN}>
      <Panel title={L.admin.sections[9]} actions={<Button icon="download">{L.common.export}</Button>}>
        <Filters>
          <Field label="Период" kind="date" value={`${day(-7).dm}–${day().dmy}`} />
          <Field label="Пользователь" kind="select" value="Все" />
          <Field label="Раздел" kind="select" value="Все" />
        </Filters>
      </Panel>
      <Panel pad={false}>
        <Table
          columns={[{label: 'Когда'}, {label: 'Кто'}, {label: 'Раздел', wide: true}, {label: 'Настройка'}, {label: 'Было'}, {label: 'Стало'}]}
          rows={[
            [`${day().dm} 11:42`, who(ADMIN, ADMIN_ROLE), 'Сегменты', 'Лимит по умолчанию', '5', '6'],
            [`${day(-1).dm} 16:05`, who(ADMIN, ADMIN_ROLE), 'Таймауты', 'Напоминание клиенту', '10 мин', '5 мин'],
            [`${day(-2).dm} 09:30`, who(API_CLIENT), 'Пользователи', `${L.admin.userLimit}: Мария Ким`, '5', '7'],
            [`${day(-5).dm} 18:12`, who(ADMIN, ADMIN_ROLE), 'Виджеты', 'Разрешённые домены', 'shop.example.ru', 'shop.example.ru, new.example.ru'],
          ]}
        />
        <div className="table-foot">Строк: 4{shown(L.changelog.role) && ` · ${L.changelog.role}`}</div>
      </Panel>
    </Shell>
  );
}

export const screens: Screen[] = [
  {id: 'settings-changelog', dir: 'docs/additional-function/img', width: 1100, render: changelog, versions: ['6.25']},
];
