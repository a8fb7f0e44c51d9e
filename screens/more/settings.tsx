/**
 * Advanced settings (docs/advanced-settings/) and the external API's clients: blocks of
 * «Безопасность», the widget's Yandex Metrica block, the mobile app's push keys and the list of API
 * clients — admin pages (screens/kit/admin.tsx) with the values the pages name.
 */
import {L} from '../kit/labels';
import {Button, Checkbox, Field, Icon, Panel, Row, Segmented, Status, Table, Toggle} from '../kit/index';
import {AdminPage, Form, FormRow, ListPanel, SaveCancel} from '../kit/admin';
import type {Screen} from '../types';

const DIR = 'docs/advanced-settings/img';
const S = L.more.security;
const SECURITY = 'Безопасность';

function iframe() {
  return (
    <AdminPage section={SECURITY} title={SECURITY}>
      <Panel title={S.iframe}>
        <div style={{display: 'flex', flexDirection: 'column', gap: 12}}>
          <Toggle on label={S.allowIframe} />
          <div className="field-label">{S.sources}</div>
          <div className="panel">
            <Table
              compact
              columns={[{label: 'Источник'}, {label: 'Добавлен', wide: true}, {label: '', align: 'right'}]}
              rows={[
                [<span key={0} className="mono">https://crm.example.ru</span>, '12.11.2025', <Icon key={1} name="close" />],
                [<span key={0} className="mono">https://crm-test.example.ru</span>, '14.11.2025', <Icon key={1} name="close" />],
              ]}
            />
          </div>
          <Row align="end" wrap>
            <div style={{flex: 1, minWidth: 220}}>
              <Field label={S.newSource} value="https://" />
            </div>
            <Button>{L.admin.add}</Button>
          </Row>
          <div className="more-csp">
            <div className="field-label">Заголовок ответа сервера</div>
            <span className="mono">Content-Security-Policy: frame-ancestors {"'self'"} https://crm.example.ru https://crm-test.example.ru</span>
          </div>
        </div>
        <SaveCancel />
      </Panel>
    </AdminPage>
  );
}

function numberMasking() {
  const on = <Status tone="green">да</Status>;
  return (
    <AdminPage section={SECURITY} title={SECURITY}>
      <Panel title={S.masking} actions={<Toggle on label="" />}>
        <div className="panel" style={{marginBottom: 12}}>
          <Table
            compact
            columns={[{label: S.ruleName}, {label: S.pattern, wide: true}, {label: 'Чьи сообщения'}, {label: 'Включено'}]}
            rows={[
              [
                <div key={0}>
                  Номер карты
                  <div className="small" style={{marginTop: 4}}>
                    <Checkbox on label={S.keep4} />
                  </div>
                </div>,
                <span key={1} className="mono">{'\\b(?:\\d[ -]?){13,19}\\b'}</span>, 'все', on],
              ['Телефон', <span key={0} className="mono">{'\\+?[78][\\s(-]*\\d{3}…'}</span>, 'клиента', on],
              ['Паспорт РФ', <span key={0} className="mono">{'\\b\\d{2}\\s?\\d{2}\\s?\\d{6}\\b'}</span>, 'все', on],
              ['СНИЛС', <span key={0} className="mono">{'\\b\\d{3}-\\d{3}-\\d{3}\\s?\\d{2}\\b'}</span>, 'все', <Status key={1} tone="grey">нет</Status>],
              ['Номер договора', <span key={0} className="mono">{'\\bДГ-\\d{8}\\b'}</span>, 'все', on],
            ]}
          />
        </div>
        <Button icon="plus">{S.addRule}</Button>
        <div style={{marginTop: 14}}>
          <div className="field-label" style={{marginBottom: 4}}>
            {S.check}
          </div>
          <Row wrap>
            <span className="control" style={{flex: 1, minWidth: 200}}>
              Карта 4276 1600 1234 5678
            </span>
            <span className="muted">→</span>
            <span className="control" style={{flex: 1, minWidth: 200, background: 'var(--surface-2)'}}>
              Карта ****5678
            </span>
          </Row>
        </div>
        <SaveCancel />
      </Panel>
    </AdminPage>
  );
}

function passwordRules() {
  const P = L.more.password;
  return (
    <AdminPage section={SECURITY} title={SECURITY}>
      <Panel title={P.title}>
        <Form labelWidth={240}>
          <FormRow label={P.minLength} hint="символов, от 8 до 64">
            <Field value="10" width={90} />
          </FormRow>
          <FormRow label="Состав пароля">
            <div style={{display: 'flex', flexDirection: 'column', gap: 8}}>
              <Checkbox on label={P.lettersDigits} />
              <Checkbox on={false} label={P.cases} />
              <Checkbox on={false} label={P.special} />
              <Checkbox on label={P.noLogin} />
            </div>
          </FormRow>
          <FormRow label={P.expiry} hint="дней, 0 — без ограничения">
            <Field value="90" width={90} />
          </FormRow>
          <FormRow label={P.history} hint="последних паролей не повторять">
            <Field value="5" width={90} />
          </FormRow>
          <FormRow label={P.attempts}>
            <Field value="5" width={90} />
          </FormRow>
          <FormRow label={P.lockout} hint="минут">
            <Field value="15" width={90} />
          </FormRow>
          <FormRow label="">
            <Checkbox on={false} label={P.forceChange} />
          </FormRow>
        </Form>
        <SaveCancel />
      </Panel>
    </AdminPage>
  );
}

function pushMobile() {
  const P = L.more.push;
  const connected = <Status tone="green">подключено</Status>;
  return (
    <AdminPage section="Интеграции" sub={L.admin.integrations[8]} title={L.admin.integrations[8]}>
      <Panel title={P.title} actions={<Button small>{P.test}</Button>}>
        <div className="more-split" style={{gridTemplateColumns: '1fr 1fr'}}>
          <div className="panel" style={{padding: 14, display: 'flex', flexDirection: 'column', gap: 10}}>
            <Row>
              <span className="strong">Android · FCM</span>
              <span className="spacer" />
              {connected}
            </Row>
            <Field label={P.serviceAccount} value="service-account.json ✓" />
            <Field label={P.firebaseId} value="shop-app-4f21a" />
            <Field label={P.packageName} value="ru.shop.app" />
          </div>
          <div className="panel" style={{padding: 14, display: 'flex', flexDirection: 'column', gap: 10}}>
            <Row>
              <span className="strong">iOS · APNs</span>
              <span className="spacer" />
              {connected}
            </Row>
            <Field label={P.apnsKey} value="AuthKey_8K2L9QX3TZ.p8 ✓" />
            <div className="more-pair">
              <Field label={P.keyId} value="8K2L9QX3TZ" />
              <Field label={P.teamId} value="A1B2C3D4E5" />
            </div>
            <Field label={P.bundleId} value="ru.shop.app" />
            <div className="field">
              <span className="field-label">{P.env}</span>
              <div style={{display: 'flex'}}>
                <Segmented items={[P.sandbox, P.production]} active={P.production} />
              </div>
            </div>
          </div>
        </div>
        <SaveCancel />
      </Panel>
    </AdminPage>
  );
}

function apiClients() {
  const scopes = (...items: string[]) => (
    <Row gap={4} wrap>
      {items.map((item) => (
        <span key={item} className="chip mono">
          {item}
        </span>
      ))}
    </Row>
  );
  return (
    <AdminPage section="Интеграции" sub={L.admin.integrations[7]} title={L.admin.integrations[7]}>
      <ListPanel
        add={L.common.create}
        columns={[{label: 'Название'}, {label: 'client_id'}, {label: 'Области доступа', wide: true}, {label: 'Создан', wide: true}]}
        rows={[
          ['CRM — отдел продаж', <span key={0} className="mono">crm-integration</span>, scopes('threads:read', 'threads:write', 'messages:read', 'messages:write', 'clients:read', 'clients:write'), '03.11.2025'],
          ['Планирование смен', <span key={0} className="mono">wfm-sync</span>, scopes('agents:read', 'agents:write'), '05.11.2025'],
          ['Выгрузка отчётов', <span key={0} className="mono">bi-reports</span>, scopes('reports:read'), '10.11.2025'],
          ['Личный кабинет', <span key={0} className="mono">lk-channel</span>, scopes('channels:write'), '17.11.2025'],
        ]}
        foot="client_secret показывается один раз, сразу после создания. Токен живёт 1 час; лимит — 600 запросов в минуту."
      />
    </AdminPage>
  );
}

export const screens: Screen[] = [
  {id: 'iframe', dir: DIR, width: 1100, render: iframe},
  {id: 'number-masking', dir: DIR, width: 1100, render: numberMasking, versions: ['6.17']},
  {id: 'password-rules', dir: DIR, width: 1100, render: passwordRules},
  {id: 'push-mobile', dir: DIR, width: 1200, render: pushMobile},
  {id: 'external-api-clients', dir: 'docs/api/external-api/img', width: 1100, render: apiClients},
];
