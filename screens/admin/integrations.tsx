/**
 * Администрирование → Интеграции (docs/admin/integrations): the AI assistant, the prompter's knowledge
 * base, the summarizer, a chat bot, the agents' commands, a mailbox and Jira, with the values their pages give.
 */
import type {ReactElement, ReactNode} from 'react';
import {L, shown} from '../kit/labels';
import {Button, Checkbox, Field, Menu, Panel, Row, Toggle} from '../kit/index';
import {AdminPage, Form, FormRow, ListPanel, SaveCancel} from '../kit/admin';
import {Radio} from '../kit/choice';
import {Note, Preview, Split} from './parts';
import type {Screen} from '../types';
import {summaryBlocks} from '../data/summary';
import {day} from '../data/dates';

const DIR = 'docs/admin/integrations/img';
const I = L.integrationForms;
const B = L.admin.bot;
const SEGMENTS = L.workplaceSettings.segments;
const SECTION = 'Интеграции';
const [AI, PROMPTER, SUMMARIZER, BOTS, COMMANDS, EMAIL, JIRA] = L.admin.integrations;

/** The integration's on/off switch, at the right of the page's title. */
const enabled = (label: string = I.enabled) => <Toggle on label={<span className="strong">{label}</span>} />;

/** A form's footer with «Проверить подключение» (or another check) on the left. */
const footer = (check: ReactNode = <Button>{I.checkConnection}</Button>) => <SaveCancel extra={check} />;

function aiAssistant() {
  return (
    <AdminPage section={SECTION} sub={AI} title={AI} actions={enabled()}>
      <Panel className="ab-panel">
        <Form labelWidth={190}>
          <FormRow label={I.provider}>
            <Field kind="select" value="GigaChat" />
          </FormRow>
          <FormRow label={I.model}>
            <Field kind="select" value="GigaChat-Pro" />
          </FormRow>
          <FormRow label={I.apiUrl}>
            <Field value="https://gigachat.example.ru/api/v1" />
          </FormRow>
          <FormRow label={I.apiKey} hint="После сохранения ключ скрыт; чтобы заменить его, введите новый.">
            <Field value="••••••••••••••••" />
          </FormRow>
        </Form>
        <Form title={I.functions} labelWidth={190}>
          <FormRow label="Для операторов">
            {I.aiFunctions.map((name) => (
              <Checkbox key={name} on label={name} />
            ))}
          </FormRow>
          <FormRow label="Защита данных">
            <Toggle on label={`${I.mask} перед отправкой в модель`} />
            <Toggle on={false} label={I.logRequests} />
          </FormRow>
          <FormRow label={SEGMENTS}>
            <Field kind="select" value="Розница, Доставка, Платежи" />
          </FormRow>
        </Form>
        <Note tone="green">Проверка подключения: модель ответила за 1,4 с.</Note>
        {footer()}
      </Panel>
    </AdminPage>
  );
}

function prompter() {
  return (
    <AdminPage section={SECTION} sub={PROMPTER} title="Суфлёр: база знаний" actions={enabled()}>
      <Split side={300}>
        <Panel className="ab-panel">
          <Form labelWidth={200}>
            <FormRow label={I.source}>
              <Radio plain on label={I.sources[0]} />
              <Radio plain on={false} label={I.sources[1]} />
            </FormRow>
            <FormRow label={I.kbUrl}>
              <Field value="https://kb.example.ru/api/articles" />
            </FormRow>
            <FormRow label={I.accessToken}>
              <Field value="••••••••••••••••" />
            </FormRow>
            <FormRow label={I.reindex}>
              <Field kind="select" value="каждые 6 часов" />
            </FormRow>
            <FormRow label={I.hints} hint="От 1 до 5; супервизор меняет для своего сегмента.">
              <Field kind="select" value="3" width={120} />
            </FormRow>
            <FormRow label={I.relevance} hint="От 0 до 1; начните с 0,6.">
              <Field value="0,6" width={120} />
            </FormRow>
            <FormRow label={SEGMENTS}>
              <Field kind="select" value="Розница, Доставка" />
            </FormRow>
          </Form>
          {footer()}
        </Panel>
        <Panel title={I.indexState}>
          <div className="ab-stack" style={{alignItems: 'stretch'}}>
            <div className="ab-stats">
            <div>
              <div className="small muted">Статей в индексе</div>
              <div className="strong num" style={{fontSize: 22}}>
                1 248
              </div>
            </div>
            <div>
              <div className="small muted">Последнее обновление</div>
              <div className="num">{day().dmy} 08:00</div>
            </div>
            <div>
              <div className="small muted">Следующее обновление</div>
              <div className="num">{day().dmy} 14:00</div>
            </div>
            </div>
            <Note tone="yellow">Пропущено статей: 3 (пустой текст)</Note>
            <div>
              <Button>{I.updateNow}</Button>
            </div>
          </div>
        </Panel>
      </Split>
    </AdminPage>
  );
}

function summarizer() {
  return (
    <AdminPage section={SECTION} sub={SUMMARIZER} title={SUMMARIZER} actions={enabled()}>
      <Split side={380}>
        <Panel className="ab-panel">
          <Form labelWidth={190}>
            <FormRow label={I.modelConnection}>
              <Field kind="select" value={shown(L.integrationForms.sameAsAssistant) ? L.integrationForms.sameAsAssistant : L.integrationForms.ownConnection} />
            </FormRow>
            <FormRow label={SEGMENTS}>
              <Field kind="select" value="Розница, Доставка" />
            </FormRow>
            <FormRow label={I.when}>
              {I.whenValues.map((name) => (
                <Checkbox key={name} on label={name} />
              ))}
              <Checkbox on label={I.skipShort} />
            </FormRow>
            <FormRow label={I.length}>
              <Radio plain on label={`${I.lengths[0]} — до 3 предложений`} />
              <Radio plain on={false} label={`${I.lengths[1]} — до 8 пунктов`} />
            </FormRow>
          </Form>
          {footer(<Button>{I.buildExample}</Button>)}
        </Panel>
        <Panel title={I.example}>
          <div className="ab-stack">
            <div className="small muted">Обращение № 48213 · Ольга Кузнецова · Доставка</div>
            {summaryBlocks().map(([title, text]) => (
              <div key={title}>
                <div className="strong">{title}</div>
                <div>{text}</div>
              </div>
            ))}
          </div>
        </Panel>
      </Split>
    </AdminPage>
  );
}

function bot() {
  return (
    <AdminPage section={SECTION} sub={BOTS} title="Бот доставки" actions={enabled(B.enabled)}>
      <Panel className="ab-panel">
        <Form labelWidth={170}>
          <FormRow label={L.workplaceSettings.name}>
            <Field value="Бот доставки" />
          </FormRow>
          <FormRow label={SEGMENTS}>
            <Field kind="select" value="Доставка" />
          </FormRow>
          <FormRow label={B.webhook}>
            <Field value="https://bot.example.ru/chatcenter/webhook" />
          </FormRow>
          <FormRow label={I.events}>
            <Row wrap gap={16} style={{minHeight: 32}}>
              {['init-chat', 'message', 'training', 'client-contact-provided'].map((event) => (
                <Checkbox key={event} on label={<span className="ab-code">{event}</span>} />
              ))}
            </Row>
          </FormRow>
        </Form>
        <Form title={I.credentials} labelWidth={170}>
          <FormRow label={B.token}>
            <Row style={{alignSelf: 'stretch'}}>
              <span className="control ab-code" style={{flex: 1, minWidth: 0}}>
                <span className="control-value">cc_bot_7Qm••••••••••••</span>
              </span>
              <Button>{I.copy}</Button>
            </Row>
            <Button kind="danger" small>
              {B.reissueToken}
            </Button>
          </FormRow>
          <FormRow label={B.secret}>
            <Row style={{alignSelf: 'stretch'}}>
              <span className="control ab-code" style={{flex: 1, minWidth: 0}}>
                <span className="control-value">whsec_••••••••••••••••</span>
              </span>
              <Button>{I.copy}</Button>
            </Row>
            <Button kind="danger" small>
              {B.reissueSecret}
            </Button>
          </FormRow>
        </Form>
        {footer(<Button>{B.check}</Button>)}
        <div style={{marginTop: 10}}>
          <Note tone="green">
            Последняя доставка: <span className="ab-code">message</span> · 200 · 312 мс · 19.11.2025 11:58
          </Note>
        </div>
      </Panel>
    </AdminPage>
  );
}

function commands() {
  const rows: [string, number, string, string][] = [
    ['перевод', 1, I.allAgents, 'Во второй уровень'],
    ['доставка', 0, 'Сегмент «Доставка»', 'Сроки доставки'],
    ['заказ', 2, I.allAgents, 'Статус заказа'],
    ['jira', 4, 'Сегмент «Платежи»', 'Задача в проекте SUP'],
    ['кабинет', 3, I.allAgents, 'Карточка клиента в CRM'],
  ];
  return (
    <AdminPage section={SECTION} sub={COMMANDS} title={COMMANDS}>
      <Split side={300}>
        <ListPanel
          add={L.common.create}
          search={false}
          columns={[{label: I.command}, {label: I.action}, {label: I.availableTo, wide: true}, {label: I.description, wide: true}]}
          rows={rows.map(([name, action, who, description]) => [
            <span key="c" className="ab-code strong">
              /{name}
            </span>,
            I.actions[action],
            who,
            description,
          ])}
        />
        <Preview title="Так команды видит оператор">
          <Menu
            style={{position: 'static', minWidth: 0}}
            active={0}
            items={rows.filter(([name]) => name !== 'jira').map(([name, , , description]) => (
              <span key={name}>
                <span className="ab-code strong">/{name}</span> <span className="muted small">{description}</span>
              </span>
            ))}
          />
          <div className="composer-box">/</div>
        </Preview>
      </Split>
    </AdminPage>
  );
}

function email() {
  const server = (kind: 'imap' | 'smtp') => (
    <Panel title={kind === 'imap' ? 'Входящая почта (IMAP)' : 'Исходящая почта (SMTP)'}>
      <div className="ab-stack" style={{alignItems: 'stretch'}}>
        <Field label={I.server} value={`${kind}.example.ru`} />
        <div className="ab-grid2 ab-keep">
          <Field label={I.port} value={kind === 'imap' ? '993' : '465'} />
          <Field label={I.encryption} kind="select" value="SSL/TLS" />
          <Field label={I.login} value="support" />
          <Field label={I.password} value="••••••••" />
        </div>
      </div>
    </Panel>
  );
  return (
    <AdminPage section={SECTION} sub={EMAIL} title="Почтовый ящик support@example.ru">
      <Panel>
        <div className="ab-grid2 ab-keep">
          <Field label={I.mailbox} value="support@example.ru" />
          <Field label={I.sender} value="Поддержка магазина" />
        </div>
      </Panel>
      <div className="ab-grid2" style={{alignItems: 'start'}}>
        {server('imap')}
        {server('smtp')}
      </div>
      <Panel>
        <div className="ab-grid3">
          <Field label={I.folder} value="INBOX" />
          <Field label={I.checkEvery} kind="select" value="1 мин" />
          <Field label={I.segment} kind="select" value="Поддержка по почте" />
        </div>
        <div style={{marginTop: 12}}>
          <Note tone="green">IMAP: подключено, 12 писем в папке · SMTP: тестовое письмо отправлено</Note>
        </div>
        {footer()}
      </Panel>
    </AdminPage>
  );
}

function jira() {
  return (
    <AdminPage section={SECTION} sub={JIRA} title={JIRA} actions={enabled()}>
      <Panel className="ab-panel">
        <div className="ab-grid2">
          <Field label={I.jiraUrl} value="https://example.atlassian.net" />
          <Field label={I.jiraLogin} value="cc-integration@example.ru" />
          <Field label={I.jiraToken} value="••••••••••••••••" />
          <div className="ab-grid2 ab-keep">
            <Field label={I.project} kind="select" value="SUP" />
            <Field label={I.issueType} kind="select" value="Задача" />
          </div>
        </div>
      </Panel>
      <ListPanel
        title={I.fieldMap}
        search={false}
        tools={
          <Button small icon="plus">
            {I.addField}
          </Button>
        }
        columns={[{label: 'Поле Чат-центра'}, {label: 'Поле Jira'}, {label: 'Правило', wide: true}]}
        rows={[
          ['Тема обращения', 'Summary', 'Оператор может изменить перед созданием'],
          ['Последние сообщения', 'Description', 'Последние 10 сообщений обращения'],
          ['Ссылка на обращение', 'Description', 'Добавляется всегда, в конце описания'],
          ['Приоритет', 'Priority', 'Обычный → Medium, Высокий → High, Критический → Highest'],
          ['Теги', 'Labels', 'Как есть, пробелы заменяются на _'],
          ['Поле клиента «Номер договора»', <span key="f" className="ab-code">customfield_10042</span>, 'Текст'],
        ].map((row) => row.map((cell, i) => (i === 1 && typeof cell === 'string' ? <span key="j" className="ab-code">{cell}</span> : cell)))}
      />
      <Panel className="ab-panel">
        <Checkbox on label={I.statusComments} />
        {footer()}
      </Panel>
    </AdminPage>
  );
}

const screen = (id: string, render: () => ReactElement, width = 1100): Screen => ({id, dir: DIR, width, render});

export const screens: Screen[] = [
  {...screen('ai-assistant', aiAssistant), versions: ['6.24']},
  {...screen('prompter', prompter), versions: ['6.16']},
  {...screen('summarizer', summarizer), versions: ['6.21']},
  screen('bot-adding', bot),
  screen('command-config', commands),
  screen('email-connect', email),
  {...screen('jira-connect', jira), versions: ['6.19']},
];
