/**
 * The widget's card (docs/admin/widget): the widgets list with «Новый виджет», and each tab of the card
 * (L.admin.widgetTabs) with the values the pages name — widget «Сайт», ID wgt_7f3a9c2e, shop.example.ru.
 */
import type {ReactNode} from 'react';
import {L} from '../kit/labels';
import {Button, Checkbox, Dialog, DialogButtons, Field, Icon, Panel, Row, Segmented, Status, Toggle} from '../kit/index';
import {AdminPage, Columns, Form, FormRow, ListPanel, Notice, SaveCancel} from '../kit/admin';
import {WidgetLauncher, WidgetWindow, WIDGET_COLOUR} from '../kit/widget';
import type {Screen} from '../types';

const DIR = 'docs/admin/widget/img';
const W = L.admin.widget;
const ID = 'wgt_7f3a9c2e';

/** The card of widget «Сайт» on one of its tabs. */
function WidgetCard({tab, children}: {tab: (typeof L.admin.widgetTabs)[number]; children: ReactNode}) {
  return (
    <AdminPage
      section="Виджеты"
      title={
        <>
          Виджет «Сайт» <span className="muted small" style={{fontWeight: 400, marginLeft: 6}}>ID: {ID}</span>
        </>
      }
      tabs={L.admin.widgetTabs}
      tab={tab}
    >
      {children}
    </AdminPage>
  );
}

const Swatch = ({colour}: {colour: string}) => (
  <span style={{display: 'inline-block', width: 16, height: 16, borderRadius: 4, background: colour, border: '1px solid var(--line)', verticalAlign: -3, marginRight: 8}} />
);

function create() {
  return (
    <>
      <div className="wide-only" style={{minHeight: 600}}>
      <AdminPage section="Виджеты" title={L.admin.sections[6]} actions={<Button kind="primary">{W.create}</Button>}>
        <ListPanel
          columns={[{label: 'Название'}, {label: 'Сайт'}, {label: 'Сегмент', wide: true}, {label: 'Статус'}]}
          rows={[
            ['Личный кабинет', 'lk.example.ru', 'Кредиты', <Status key={0} tone="green">{W.statuses[0]}</Status>],
            ['Промо', 'promo.example.ru', 'Розница', <Status key={0} tone="grey">{W.statuses[1]}</Status>],
            ['Весенняя акция', 'spring.example.ru', 'Розница', <Status key={0} tone="red">{W.statuses[2]}</Status>],
          ]}
        />
      </AdminPage>
      </div>
      <div className="overlay admin-overlay">
        <Dialog
          title="Новый виджет"
          width={460}
          footer={<DialogButtons ok={L.common.create} />}
        >
          <Field label="Название" value="Сайт" />
          <Field label="Адрес сайта" value="https://shop.example.ru" />
          <Field label="Сегмент по умолчанию" kind="select" value="Розница" />
          <Field label="Рабочее время" kind="select" value="Поддержка 9–21" />
        </Dialog>
      </div>
    </>
  );
}

function design() {
  return (
    <WidgetCard tab="Дизайн">
      <Columns
        asideWidth={330}
        asideOnPhone={false}
        aside={
          <Panel title="Предпросмотр">
            <div style={{display: 'flex', flexDirection: 'column', gap: 14, alignItems: 'flex-end'}}>
              <WidgetWindow
                subtitle="Обычно отвечаем за 5 минут"
                messages={[{from: 'agent', text: 'Здравствуйте! Чем мы можем помочь?'}]}
                width={296}
              />
              <WidgetLauncher invite="Есть вопрос о заказе? Напишите нам" />
            </div>
          </Panel>
        }
      >
        <Panel>
          <Form labelWidth={190}>
            <FormRow label="Основной цвет" inline>
              <Field value={<><Swatch colour={WIDGET_COLOUR} />#0B887D</>} width={170} />
            </FormRow>
            <FormRow label="Цвет текста кнопок" inline>
              <Field value={<><Swatch colour="#FFFFFF" />#FFFFFF</>} width={170} />
            </FormRow>
            <FormRow label="Положение">
              <Segmented items={['Справа внизу', 'Слева внизу']} active="Справа внизу" />
            </FormRow>
            <FormRow label="Отступ по горизонтали, px" inline>
              <Field value="24" width={90} />
            </FormRow>
            <FormRow label="Отступ по вертикали, px" inline>
              <Field value="24" width={90} />
            </FormRow>
            <FormRow label="Аватар">
              <Segmented items={['Фото оператора', 'Логотип', 'Нет']} active="Фото оператора" />
            </FormRow>
            <FormRow label="Заголовок">
              <Field value="Поддержка" />
            </FormRow>
            <FormRow label="Подзаголовок">
              <Field value="Обычно отвечаем за 5 минут" />
            </FormRow>
            <FormRow label="Текст приглашения" hint="Пустое поле отключает приглашение">
              <Field value="Есть вопрос о заказе? Напишите нам" />
            </FormRow>
          </Form>
          <SaveCancel />
        </Panel>
      </Columns>
    </WidgetCard>
  );
}

const FEATURES: [name: string, note: string, on: boolean][] = [
  ['Загрузка файлов', 'До 10 файлов в сообщении, каждый до 20 МБ', true],
  ['Оценка обращения', 'Звёзды от 1 до 5 после завершения', true],
  ['Индикатор набора', '«Оператор печатает…»', true],
  ['История переписки', 'Прошлые обращения над текущей лентой', true],
  ['Эмодзи', 'Кнопка выбора эмодзи', true],
  ['Кнопка «Позвать оператора»', 'Пока отвечает чат-бот', true],
  ['Отправка переписки на e-mail', 'Копия переписки после завершения', false],
];

function features() {
  return (
    <WidgetCard tab="Возможности">
      <Columns
        asideWidth={320}
        aside={
          <Panel title="Так это видит клиент">
            <WidgetWindow
              subtitle="Обычно отвечаем за 5 минут"
              width={290}
              messages={[
                {
                  from: 'client',
                  text: (
                    <>
                      Вот фото коробки
                      <span style={{display: 'flex', alignItems: 'center', gap: 6, marginTop: 4, fontSize: 12.5}}>
                        <Icon name="clip" size={14} /> IMG_2041.jpg · 2 МБ
                      </span>
                    </>
                  ),
                },
                {from: 'agent', text: 'Спасибо, оформили замену.'},
                {from: 'system', text: 'Обращение завершено'},
              ]}
              below={
                <div className="wgt-bubble" style={{textAlign: 'center'}}>
                  <div className="strong">{W.rate}</div>
                  <div style={{color: 'var(--wgt)', fontSize: 22, letterSpacing: 4}}>★★★★★</div>
                  <div className="muted small">Комментарий (необязательно)</div>
                </div>
              }
            />
          </Panel>
        }
      >
        <Panel>
          {FEATURES.map(([name, note, on]) => (
            <div key={name} className="feature-row">
              <Toggle on={on} label={<span className="strong">{name}</span>} />
              <span className="muted small wide-only">{note}</span>
            </div>
          ))}
          <SaveCancel />
        </Panel>
      </Columns>
    </WidgetCard>
  );
}

const SNIPPET = `<script
  src="https://chat.example.ru/widget/v1/loader.js"
  data-widget-id="${ID}"
  async
></script>`;

function install() {
  return (
    <WidgetCard tab="Установка">
      <Panel title="Код виджета">
        <p className="muted" style={{marginBottom: 10}}>
          Вставьте код перед закрывающим тегом &lt;/body&gt; на всех страницах сайта.
        </p>
        <pre className="code">{SNIPPET}</pre>
        <Row style={{marginTop: 10}} wrap>
          <Button kind="primary">{W.copyCode}</Button>
          <Button icon="mail">{W.sendToDeveloper}</Button>
        </Row>
        <Form>
          <div style={{height: 8}} />
          <FormRow label={L.admin.allowedDomains} hint="Поддомены перечисляются отдельно">
            <Row wrap>
              <span className="chip">shop.example.ru</span>
              <span className="chip">www.shop.example.ru</span>
            </Row>
          </FormRow>
        </Form>
      </Panel>
      <Notice tone="green">
        <span className="strong" style={{color: 'var(--green)'}}>
          {W.installed}
        </span>{' '}
        · последнее подключение 19.11.2025 09:12 с shop.example.ru
      </Notice>
    </WidgetCard>
  );
}

const JSON_LINES = [
  '{',
  '  "title": "Поддержка",',
  '  "subtitle": "Обычно отвечаем за 5 минут",',
  '  "primaryColor": "#0B887D",',
  '  "position": "bottom-right",',
  '  "avatar": "operator",',
  '  "autoOpenDelay": 0',
  '  "showOnMobile": true,',
  '  "preChatForm": {',
  '    "enabled": true,',
  '    "fields": ["name", "phone"]',
  '  },',
  '  "fileUpload": true,',
  '  "rating": true,',
  '  "push": { "enabled": false }',
  '}',
];

function jsonEditor() {
  return (
    <WidgetCard tab="JSON">
      <Panel pad={false}>
        <div className="json-editor">
          {JSON_LINES.map((line, i) => (
            <div key={i} className={i === 7 ? 'json-line json-error' : 'json-line'}>
              <span className="json-no">{i + 1}</span>
              <span>{line}</span>
            </div>
          ))}
        </div>
      </Panel>
      <Notice tone="red" title="Ошибка в строке 8: ожидается запятая. Изменения не сохранены." />
      <Row wrap>
        <span className="button-off">
          <Button kind="primary">{L.common.save}</Button>
        </span>
        <Button>{W.revert}</Button>
        <span className="spacer" />
        <Button icon="download">{W.downloadJson}</Button>
        <Button>{L.common.upload}</Button>
      </Row>
    </WidgetCard>
  );
}

function push() {
  return (
    <WidgetCard tab="Push-уведомления">
      <Columns
        asideWidth={330}
        aside={
          <Panel title="Так это видит клиент">
            <div className="browser-card">
              <div className="small">shop.example.ru запрашивает разрешение:</div>
              <Row style={{margin: '4px 0 10px'}}>
                <Icon name="bell" />
                <span className="strong">Показывать уведомления</span>
              </Row>
              <Row style={{justifyContent: 'flex-end'}}>
                <Button small>Блокировать</Button>
                <Button small kind="primary">
                  Разрешить
                </Button>
              </Row>
            </div>
            <div className="browser-card" style={{marginTop: 12, display: 'flex', gap: 10}}>
              <span className="wgt-launcher" style={{width: 36, height: 36, ['--wgt' as string]: WIDGET_COLOUR}}>
                <span style={{color: '#fff', fontWeight: 700}}>А</span>
              </span>
              <div style={{minWidth: 0}}>
                <div className="strong">Поддержка · shop.example.ru</div>
                <div className="small">Анна: Заказ 48213 передан в доставку, ожидается 24 ноября.</div>
                <div className="muted small">только что</div>
              </div>
            </div>
          </Panel>
        }
      >
        <Panel>
          <Form labelWidth={200}>
            <FormRow label="Включить push-уведомления" inline>
              <Toggle on label="" />
            </FormRow>
            <FormRow label="Публичный ключ VAPID">
              <Field value="BK3x9vQ…w7Lr2" />
            </FormRow>
            <FormRow label="Запрашивать разрешение">
              <Field kind="select" value="После первого сообщения" />
            </FormRow>
            <FormRow label="Путь к сервис-воркеру" hint="Файл в корне сайта: https://shop.example.ru/chatcenter-sw.js">
              <Field value="/chatcenter-sw.js" />
            </FormRow>
          </Form>
          <Row wrap style={{marginTop: 8}}>
            <Button icon="download">{W.downloadWorker}</Button>
            <Button kind="danger">{W.newKeys}</Button>
          </Row>
          <SaveCancel />
        </Panel>
      </Columns>
    </WidgetCard>
  );
}

/** The goals of Яндекс Метрика the widget sends (docs/advanced-settings/yandex-metrica). */
const GOALS: [string, boolean][] = [
  ['chat_open', true],
  ['chat_close', false],
  ['chat_first_message', true],
  ['chat_operator_answer', true],
  ['chat_file_sent', false],
  ['chat_rating', true],
  ['chat_contact_left', true],
  ['chat_bot_handover', true],
];

function settings() {
  return (
    <WidgetCard tab="Поведение">
      <Panel>
        <Form labelWidth={250}>
          <FormRow label="Сегмент по умолчанию">
            <Field kind="select" value="Розница" />
          </FormRow>
          <FormRow label="Сценарий приветствия">
            <Field kind="select" value="Приветствие сайта" />
          </FormRow>
          <FormRow label="Рабочее время">
            <Field kind="select" value="Поддержка 9–21" />
          </FormRow>
          <FormRow label="Открывать автоматически через, с" hint="0 — не открывать" inline>
            <Field value="0" width={90} />
          </FormRow>
        </Form>
        <Form title="Форма перед чатом" labelWidth={250}>
          <FormRow label={L.admin.askContacts}>
            <Toggle on label="" />
            <Row gap={16} wrap>
              <Checkbox on label="Имя" />
              <Checkbox on label="Телефон" />
              <Checkbox on={false} label="E-mail" />
            </Row>
          </FormRow>
          <FormRow label="Вне рабочего времени">
            <Segmented items={['Показывать виджет', 'Скрывать виджет']} active="Показывать виджет" />
          </FormRow>
        </Form>
        <Form title="Прочее" labelWidth={250}>
          <FormRow label="Показывать на мобильных" inline>
            <Toggle on label="" />
          </FormRow>
          <FormRow label="Звук новых сообщений" inline>
            <Toggle on label="" />
          </FormRow>
          <FormRow label="Счётчик непрочитанных на кнопке" inline>
            <Toggle on label="" />
          </FormRow>
          <FormRow label="Не показывать на страницах">
            <Field value="/checkout/*" />
          </FormRow>
        </Form>
        <Form title={L.more.metrica.title} labelWidth={250}>
          <FormRow label="">
            <Toggle on label={L.more.metrica.send} />
          </FormRow>
          <FormRow label={L.more.metrica.counter} hint="Счётчик уже установлен на сайте">
            <Field value="98765432" width={200} />
          </FormRow>
          <FormRow label="Цели">
            <div className="more-goals">
              {GOALS.map(([goal, on]) => (
                <Checkbox key={goal} on={on} label={<span className="mono">{goal}</span>} />
              ))}
            </div>
          </FormRow>
        </Form>
        <SaveCancel />
      </Panel>
    </WidgetCard>
  );
}

function transfer() {
  const kept = ['ID виджета и код установки', 'Дизайн, поведение и JSON-конфигурация', 'Сегмент, сценарий и рабочее время', 'Обращения, профили клиентов, оценки', 'Предупреждения и согласие на обработку ПДн'];
  const lost = ['Push-подписки клиентов', 'Cookie и локальная история переписки в браузере', 'Разрешения браузера на уведомления'];
  return (
    <WidgetCard tab="Перенос">
      <Panel>
        <Form labelWidth={220}>
          <FormRow label="Текущий домен">
            <span style={{paddingTop: 7}}>shop.example.ru</span>
          </FormRow>
          <FormRow label="Новый домен">
            <Field value="market.example.ru" />
          </FormRow>
          <FormRow label="Переходный период, дней" hint="От 0 до 30" inline>
            <Field value="7" width={90} />
          </FormRow>
          <FormRow label="">
            <Checkbox on label="Перенести поддомен www" />
          </FormRow>
        </Form>
        <div className="transfer-lists">
          <div>
            <h3>Сохранится</h3>
            {kept.map((item) => (
              <div key={item} className="list-line">
                <span style={{color: 'var(--green)', display: 'flex'}}>
                  <Icon name="check" />
                </span>
                {item}
              </div>
            ))}
          </div>
          <div>
            <h3>Не переносится</h3>
            {lost.map((item) => (
              <div key={item} className="list-line">
                <span style={{color: 'var(--red)', display: 'flex'}}>
                  <Icon name="close" />
                </span>
                {item}
              </div>
            ))}
          </div>
        </div>
        <div style={{marginTop: 12}}>
          <Notice tone="yellow" title="После переходного периода код на shop.example.ru перестанет загружать виджет.">
            Уберите старый код с прежнего сайта и настройте переадресацию на новый домен.
          </Notice>
        </div>
        <SaveCancel save={W.transfer} />
      </Panel>
    </WidgetCard>
  );
}

const screen = (id: string, render: () => ReturnType<typeof create>, width = 1100): Screen => ({id, dir: DIR, width, render});

export const screens: Screen[] = [
  screen('create', create, 1000),
  screen('design', design, 1180),
  screen('features', features, 1150),
  screen('install', install, 1100),
  {...screen('json-editor', jsonEditor, 1100), versions: ['6.22']},
  screen('push-notifications', push, 1180),
  screen('settings', settings, 1100),
  screen('transfer', transfer, 1100),
];
