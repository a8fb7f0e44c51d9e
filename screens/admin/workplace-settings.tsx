/**
 * Администрирование → Рабочее место оператора (docs/admin/agent-workplace): tags, response templates,
 * the prompter's view, timeouts, session, performance metrics, inactivity reasons, client fields and
 * auto-messages, with the values their pages give.
 */
import type {ReactElement} from 'react';
import {L} from '../kit/labels';
import {Button, Checkbox, Field, Icon, Panel, Row, Status, Tabs, Toggle} from '../kit/index';
import {AdminPage, Form, FormRow, ListPanel, SaveCancel} from '../kit/admin';
import {Amount, Note, Preview, Split, Variables} from './parts';
import type {Screen} from '../types';

const DIR = 'docs/admin/agent-workplace/img';
const W = L.workplaceSettings;
const SECTION = 'Рабочее место оператора';
/** «В работе» kept on one line. */
const nb = (label: string) => label.replace('«В работе»', '«В\u00a0работе»');
const check = (on: boolean) => (on ? <Icon name="check" /> : <span className="muted">—</span>);

function tags() {
  const rows: [string, string, string, string, boolean][] = [
    ['Доставка', '#2463b0', 'Все', '1 284', true],
    ['Возврат', '#1f8a4c', 'Общие вопросы', '612', true],
    ['Жалоба', '#c62f2f', 'Все', '148', true],
    ['Консультация VIP', '#8a5cc4', 'VIP-клиенты', '97', true],
    ['Ошибка сайта', '#d2691e', 'Все', '35', true],
    ['Акция «Осень»', '#8c96a0', 'Все', '0', false],
  ];
  return (
    <AdminPage section={SECTION} sub="Теги" title="Теги">
      {/* The topics are on the second tab of the same screen (docs/admin/agent-workplace/tags.mdx). */}
      <Tabs items={['Теги', W.topicsTab]} active="Теги" small />
      <Panel>
        <Toggle on label={<span className="strong">{W.requireTag}</span>} />
        <Note>Оператор не сможет завершить обращение, пока не выберет хотя бы один тег.</Note>
      </Panel>
      <ListPanel
        add={L.common.create}
        search="Название тега"
        columns={[{label: 'Тег'}, {label: W.segments}, {label: 'За 30 дней', align: 'right'}, {label: 'Статус', align: 'right'}]}
        rows={rows.map(([name, colour, segments, count, active]) => [
          <span key="n" className={active ? 'strong' : 'muted'}>
            <span className="ab-swatch" style={{background: colour}} />
            {name}
          </span>,
          segments,
          count,
          <Status key="s" tone={active ? 'green' : 'grey'}>
            {active ? 'Активен' : 'В архиве'}
          </Status>,
        ])}
        foot="Архивные теги нельзя поставить на новое обращение, но они остаются в отчётах."
      />
    </AdminPage>
  );
}

function templates() {
  return (
    <AdminPage section={SECTION} sub="Шаблоны ответов" title="Шаблоны ответов">
      <Split side={400}>
        <ListPanel
          add={L.common.create}
          tools={
            <>
              <Field kind="select" value={`${W.level}: Все`} width={150} />
              <Field kind="select" value="Сегмент: Все" width={160} />
            </>
          }
          search={false}
          columns={[{label: W.name}, {label: W.level}, {label: 'Сегмент'}, {label: 'Изменён', wide: true}]}
          rows={[
            [<span key="n" className="strong">Приветствие</span>, W.levels[0], '—', '12.11.2025'],
            ['Сроки доставки', W.levels[1], 'Доставка', '05.11.2025'],
            ['Оформление возврата', W.levels[1], 'Общие вопросы', '28.10.2025'],
            ['VIP: личный менеджер', W.levels[1], 'VIP-клиенты', '21.10.2025'],
          ]}
          highlight={[0]}
        />
        <Panel title="Шаблон «Приветствие»">
          <div className="ab-stack" style={{alignItems: 'stretch'}}>
            <Field label={W.name} value="Приветствие" />
            <Field label={W.level} kind="select" value={W.levels[0]} />
            <Field label={W.text} kind="area" value="Здравствуйте! Меня зовут {{agent.name}}, я помогу с вашим вопросом. Ваше обращение № {{thread.id}}." />
            <Variables names={['client.name', 'agent.name', 'company.name', 'thread.id']} />
            <Note>Личные шаблоны операторов здесь не показываются.</Note>
          </div>
          <SaveCancel />
        </Panel>
      </Split>
    </AdminPage>
  );
}

function prompter() {
  const hints: [string, string][] = [
    ['Доставка в Казань — 2–3 дня', 'Сроки доставки'],
    ['Отследить заказ можно по номеру на странице «Мои заказы»', 'Отслеживание заказа'],
    ['Доставка бесплатна для заказов от 3000 ₽', 'Условия доставки'],
  ];
  return (
    <AdminPage section={SECTION} sub="Суфлёр" title="Суфлёр">
      <Note tone="blue">Подключено в «Интеграции → Суфлёр»: 3 подсказки, сегменты «Розница», «Доставка».</Note>
      <Split side={360}>
        <Panel className="ab-panel">
          <Toggle on label={<span className="strong">{W.prompterOn}</span>} />
          <Form labelWidth={200}>
            <FormRow label={W.prompterWhen}>
              <Field kind="select" value={W.prompterWhenValues[0]} />
            </FormRow>
            <FormRow label={W.prompterHowMany}>
              <Field kind="select" value={W.prompterHowManyValues[0]} />
            </FormRow>
            <FormRow label={W.prompterInsert}>
              <Field kind="select" value={W.prompterInsertValues[0]} />
            </FormRow>
          </Form>
          <div className="ab-stack" style={{paddingTop: 6}}>
            <Toggle on={false} label={W.prompterCollapsed} />
            <Toggle on label={W.prompterSource} />
          </div>
          <SaveCancel />
        </Panel>
        <Preview title="Так подсказки видит оператор">
          <div className="ab-wmsg">Сколько идёт доставка в Казань?</div>
          <Row>
            <span className="small strong">Суфлёр · 3 подсказки</span>
            <span className="spacer" />
            <span className="small muted">Свернуть</span>
          </Row>
          {hints.map(([text, article]) => (
            <div key={article} className="ab-hint-card">
              <div>{text}</div>
              <div className="small muted">Статья: {article}</div>
            </div>
          ))}
          <div className="composer-box muted">{L.agent.input}</div>
        </Preview>
      </Split>
    </AdminPage>
  );
}

function timeouts() {
  const rows: [string, string, string, string, boolean][] = [
    [W.timeouts[0], 'Клиент не ответил оператору — обращение переходит в «Решено»', '30', 'минут', true],
    [W.timeouts[1], 'Автосообщение клиенту перед переходом в «Решено»', '5', 'минут до «Решено»', true],
    [W.timeouts[2], 'Обращение «Решено» переходит в «Закрыто»', '24', 'часа', true],
    [W.timeouts[3], 'Клиент ждёт ответа оператора — уведомление «Напоминание»', '5', 'минут', false],
  ];
  return (
    <AdminPage section={SECTION} sub="Таймауты" title="Таймауты">
      <Panel>
        <Form labelWidth={330}>
          {rows.map(([name, what, value, unit, on]) => (
            <FormRow
              key={name}
              label={
                <Toggle
                  on={on}
                  label={
                    <span>
                      {name}
                      <span className="form-hint" style={{display: 'block', fontWeight: 400}}>
                        {what}
                      </span>
                    </span>
                  }
                />
              }
            >
              <Amount value={value} unit={unit} off={!on} />
            </FormRow>
          ))}
        </Form>
        <SaveCancel extra={<Button kind="ghost">{L.common.reset}</Button>} />
      </Panel>
      <Note>Время жизни сессии и автовыход — на экране «Конфигурация сессии». Цвет таймера в очереди — в «Метриках производительности».</Note>
    </AdminPage>
  );
}

function session() {
  return (
    <AdminPage section={SECTION} sub="Конфигурация сессии" title="Конфигурация сессии">
      <Split side={330}>
        <Panel>
          <Form labelWidth={220}>
            <FormRow label={W.sessionLife}>
              <Field kind="select" value="12 часов" />
            </FormRow>
            <FormRow label={W.autoLogout}>
              <Field kind="select" value="30 минут" />
            </FormRow>
            <FormRow label={W.warnBefore}>
              <Field kind="select" value="2 минуты" />
            </FormRow>
          </Form>
          <div className="ab-stack" style={{paddingTop: 10}}>
            <Toggle on label={nb(W.returnThreads)} />
            <Toggle on={false} label={W.singleSession} />
            <Toggle on={false} label={nb(W.stayLoggedIn)} />
          </div>
          <SaveCancel />
        </Panel>
        <Preview title="Так предупреждение видит пользователь">
          <div className="dialog">
            <div className="dialog-body">
              <h2>Вы давно не работали в Чат-центре</h2>
              <div>
                Автоматический выход через <span className="strong num">1:45</span>
              </div>
            </div>
            <div className="dialog-foot">
              <Button>{L.common.logout}</Button>
              <Button kind="primary">{W.keepWorking}</Button>
            </div>
          </div>
        </Preview>
      </Split>
    </AdminPage>
  );
}

function metrics() {
  // The thresholds and, since 6.27, beside them the metric's median for the last month (min:s).
  const rows: [string, string, string, string][] = [
    [W.metrics[0], '1', '3', '0:55'],
    [W.metrics[1], '2', '5', '1:50'],
    [W.metrics[2], '15', '30', '12:40'],
  ];
  const queue: [string, string, 'green' | 'yellow' | 'red'][] = [
    ['Ольга Кузнецова', '0:42', 'green'],
    ['Дмитрий Орлов', '2:15', 'yellow'],
    ['Екатерина Миронова', '4:08', 'red'],
  ];
  return (
    <AdminPage section={SECTION} sub="Метрики производительности" title="Метрики производительности">
      <Split side={280}>
        <Panel>
          <Row wrap style={{marginBottom: 10}}>
            <span className="strong">{L.admin.thresholdsFor}</span>
            <Field kind="select" value="Все сегменты" width={200} />
          </Row>
          <table className="table">
            <thead>
              <tr>
                <th style={{textAlign: 'left'}}>Метрика</th>
                <th style={{textAlign: 'left'}}>{L.admin.normal}</th>
                <th style={{textAlign: 'left'}}>{L.admin.attention}</th>
                <th style={{textAlign: 'left'}}>{W.median}</th>
                <th className="wide-only" style={{textAlign: 'left'}}>{W.over}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map(([name, normal, attention, median]) => (
                <tr key={name}>
                  <td className="strong">{name}</td>
                  <td>
                    <Amount value={normal} unit="мин" />
                  </td>
                  <td>
                    <Amount value={attention} unit="мин" />
                  </td>
                  <td className="muted">{median}</td>
                  <td className="wide-only">
                    <Status tone="red">дольше {attention} мин</Status>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="muted small" style={{paddingTop: 6}}>{W.median} — за прошлый месяц, в минутах и секундах</div>
          <div className="ab-stack" style={{paddingTop: 12}}>
            <Toggle on label={W.lightQueue} />
            <Toggle on label={W.lightDashboards} />
          </div>
          <SaveCancel />
        </Panel>
        <Preview title="Пример в очереди оператора">
          <div className="panel">
            {queue.map(([name, time, tone]) => (
              <div key={name} className="list-item">
                <span>{name}</span>
                <span className="spacer" />
                <span className={`timer tone-${tone}`}>{time}</span>
              </div>
            ))}
          </div>
          <Note>Таймер окрашивается по порогам FRT: до 1 мин — зелёный, до 3 мин — жёлтый, дольше — красный.</Note>
        </Preview>
      </Split>
    </AdminPage>
  );
}

function reasons() {
  const rows: [string, string, string, boolean][] = [
    ['Обед', '60 мин', 'Нет', true],
    ['Короткий перерыв', '15 мин', 'Нет', true],
    ['Обучение', '120 мин', 'Да', true],
    ['Совещание', '60 мин', 'Да', true],
    ['Работа с почтой', 'без ограничения', 'Да', false],
  ];
  return (
    <AdminPage section={SECTION} sub="Причины неактивности" title="Причины неактивности">
      <Split side={330}>
        <ListPanel
          add={L.common.create}
          search={false}
          columns={[{label: '', width: 24}, {label: 'Причина'}, {label: W.maxDuration}, {label: 'Рабочее время', wide: true}, {label: 'Статус', align: 'right'}]}
          rows={rows.map(([name, max, work, active]) => [
            <span key="d" className="ab-drag">⋮⋮</span>,
            <span key="n" className={name === 'Обед' ? 'strong' : ''}>{name}</span>,
            max,
            work,
            <Status key="s" tone={active ? 'green' : 'grey'}>
              {active ? 'Активна' : 'Отключена'}
            </Status>,
          ])}
          highlight={[0]}
        />
        <Panel title="Причина «Обед»">
          <div className="ab-stack" style={{alignItems: 'stretch'}}>
            <Field label={W.name} value="Обед" />
            <Field label={W.maxDuration} kind="select" value="60 минут" />
            <Toggle on={false} label={W.workingTime} />
            <Toggle on label={W.reasonActive} />
          </div>
          <SaveCancel />
        </Panel>
      </Split>
    </AdminPage>
  );
}

function fields() {
  const rows: [string, string, string, boolean, boolean, boolean][] = [
    ['VIP', 'vip', W.fieldTypes[4], true, false, true],
    ['Номер договора', 'contract', W.fieldTypes[0], true, true, false],
    ['Город', 'city', W.fieldTypes[3], true, true, true],
    ['Дата рождения', 'birthday', W.fieldTypes[2], false, false, false],
    ['Сумма покупок', 'purchases', W.fieldTypes[1], false, false, true],
  ];
  return (
    <AdminPage section={SECTION} sub="Поля клиента" title="Поля клиента">
      <Split side={330}>
        <ListPanel
          add={L.common.create}
          search={false}
          columns={[
            {label: 'Поле'},
            {label: W.fieldCode, wide: true},
            {label: W.fieldType},
            {label: 'Видно', align: 'center'},
            {label: 'Изменяет', align: 'center'},
            {label: 'Маршруты', align: 'center'},
          ]}
          rows={rows.map(([name, code, type, visible, editable, routes]) => [
            <span key="n" className={name === 'VIP' ? 'strong' : ''}>{name}</span>,
            <span key="c" className="ab-code">{code}</span>,
            type,
            check(visible),
            check(editable),
            check(routes),
          ])}
          highlight={[0]}
        />
        <Panel title="Поле «VIP»">
          <div className="ab-stack" style={{alignItems: 'stretch'}}>
            <Field label={W.name} value="VIP" />
            <div className="ab-grid2">
              <Field label={W.fieldCode} value="vip" />
              <Field label={W.fieldType} kind="select" value={W.fieldTypes[4]} />
            </div>
            <Checkbox on label={W.fieldVisible} />
            <Checkbox on={false} label={W.fieldEditable} />
            <Checkbox on label={W.fieldInRoutes} />
            <Field label={W.fieldDefault} kind="select" value="нет" />
            <Note tone="yellow">Код и тип нельзя изменить после создания.</Note>
          </div>
          <SaveCancel />
        </Panel>
      </Split>
    </AdminPage>
  );
}

function autoMessages() {
  const list: [string, string, boolean][] = [
    [W.autoMessages[0], 'Сразу после первого сообщения клиента', true],
    [W.autoMessages[1], 'Обращение пришло, когда чат закрыт', true],
    [W.autoMessages[2], 'Клиент ждёт в очереди дольше 3 минут', true],
    [W.autoMessages[3], 'За 5 минут до перехода в «Решено»', true],
  ];
  return (
    <AdminPage section={SECTION} sub="Автосообщения" title="Автосообщения">
      <Split side={520}>
        <Panel pad={false}>
          {list.map(([name, when, on], i) => (
            <div key={name} className={i === 1 ? 'list-item active' : 'list-item'}>
              <div style={{minWidth: 0}}>
                <div className="strong">{name}</div>
                <div className="small muted">{when}</div>
              </div>
              <span className="spacer" />
              <span className={on ? 'toggle toggle-on' : 'toggle'} />
            </div>
          ))}
        </Panel>
        <Panel title={W.autoMessages[1]}>
          <div className="ab-stack" style={{alignItems: 'stretch'}}>
            <Toggle on label={<span className="strong">{W.send}</span>} />
            <Field label={W.channels} kind="select" value="Все каналы" />
            <Field
              label={W.text}
              kind="area"
              value="Здравствуйте! Сейчас операторы не работают. Мы ответим {{workhours.next}}. Ваше сообщение уже в очереди, писать повторно не нужно."
            />
            <Variables names={['client.name', 'company.name', 'workhours.next', 'queue.position']} />
            <Note tone="blue">
              <span className="strong">{W.preview}:</span> «…Мы ответим завтра в 09:00. Ваше сообщение уже в очереди…»
            </Note>
          </div>
          <SaveCancel />
        </Panel>
      </Split>
    </AdminPage>
  );
}

const screen = (id: string, render: () => ReactElement, width = 1100): Screen => ({id, dir: DIR, width, render});

export const screens: Screen[] = [
  screen('tags', tags),
  screen('templates', templates),
  screen('prompter', prompter),
  screen('timeouts', timeouts, 1000),
  screen('session-config', session),
  screen('performance-metrics', metrics),
  screen('inactivity-reasons', reasons),
  screen('client-fields', fields),
  screen('auto-messages', autoMessages),
];
