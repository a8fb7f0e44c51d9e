/** The settings changelog (docs/additional-function/settings-changelog, since 6.25). */
import {L} from '../kit/labels';
import {ADMIN} from '../data/people';
import {Button, Field, Filters, Panel, Shell, Table} from '../kit/index';
import type {Screen} from '../types';

function changelog() {
  return (
    <Shell role="admin" active="Журнал изменений настроек" user={ADMIN}>
      <Panel title={L.admin.sections[9]} actions={<Button icon="download">{L.common.export}</Button>}>
        <Filters>
          <Field label="Период" kind="date" value="12.11–19.11.2025" />
          <Field label="Пользователь" kind="select" value="Все" />
          <Field label="Раздел" kind="select" value="Все" />
        </Filters>
      </Panel>
      <Panel pad={false}>
        <Table
          columns={[{label: 'Когда'}, {label: 'Кто'}, {label: 'Раздел', wide: true}, {label: 'Настройка'}, {label: 'Было'}, {label: 'Стало'}]}
          rows={[
            ['19.11 11:42', 'Игорь Лебедев', 'Сегменты', 'Лимит по умолчанию', '5', '6'],
            ['18.11 16:05', 'Игорь Лебедев', 'Таймауты', 'Напоминание клиенту', '10 мин', '15 мин'],
            ['17.11 09:30', 'crm-sync (клиент API)', 'Пользователи', 'Роли: Мария Ким', 'Оператор', 'Оператор, Супервизор'],
            ['14.11 18:12', 'Игорь Лебедев', 'Виджеты', 'Разрешённые домены', 'shop.example.ru', 'shop.example.ru, new.example.ru'],
          ]}
        />
        <div className="table-foot">Строк: 4</div>
      </Panel>
    </Shell>
  );
}

export const screens: Screen[] = [
  {id: 'settings-changelog', dir: 'docs/additional-function/img', width: 1100, render: changelog},
];
