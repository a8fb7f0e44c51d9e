/** «Информация» and «Безопасность» (docs/admin/info): the licence, security settings and data storage. */
import {L} from '../kit/labels';
import {Bar, Button, Checkbox, Field, Metric, Panel, Row, Table, Toggle} from '../kit/index';
import {AdminPage, Columns, Form, FormRow, Notice, SaveCancel} from '../kit/admin';
import type {Screen} from '../types';

const DIR = 'docs/admin/info/img';
const LI = L.admin.license;
const SE = L.admin.security;
const ST = L.admin.storage;

/** 30 seats (the supervisor's «Лицензии» shows the same licence), 27 taken: the 90 % warning is on. */
function license() {
  return (
    <AdminPage section="Информация" sub={L.admin.info[0]} title={L.admin.info[0]} actions={<Button kind="primary">{LI.upload}</Button>}>
      <div className="summary">
        <Metric label={LI.seats} value="30" note="мест для операторов" />
        <Metric label={LI.busy} value="27" note="в рабочем месте" />
        <Metric label={LI.peak} value="30" tone="yellow" note="18.11.2025 в 10:15" />
        <Metric label={LI.until} value="31.12.2026" note="осталось 407 дней" />
      </div>
      <Panel>
        <Row>
          <span className="strong">Занято 27 из 30 мест</span>
          <span className="spacer" />
          <span className="strong" style={{color: 'var(--yellow)'}}>
            90 %
          </span>
        </Row>
        <div style={{marginTop: 8}}>
          <Bar value={90} tone="yellow" />
        </div>
      </Panel>
      <Notice tone="yellow" title="18.11.2025 в 10:15 были заняты все 30 мест: 3 оператора не смогли начать работу.">
        Увеличьте число мест или разведите смены.
      </Notice>
      <Panel pad={false}>
        <Table
          columns={[{label: 'Номер лицензии'}, {label: 'Организация'}, {label: 'Выдана'}]}
          rows={[['CC-2025-00417', 'ООО «Ромашка»', '01.01.2025']]}
        />
        <div className="table-foot">Письма — на e-mail из общих настроек: при занятости 90 % мест и за 30 дней до окончания срока.</div>
      </Panel>
    </AdminPage>
  );
}

function security() {
  return (
    <AdminPage section="Безопасность" title={L.admin.sections[7]}>
      <Columns
        asideWidth={380}
        aside={
          <Panel title={SE.sso}>
            <div style={{display: 'flex', flexDirection: 'column', gap: 12}}>
              <Toggle on={false} label={<span className="strong">{SE.ssoOn}</span>} />
              <Field label={SE.protocol} kind="select" value="SAML 2.0" />
              <Field label={SE.metadata} value="https://sso.example.ru/metadata" />
              <Checkbox on label={SE.adminPassword} />
            </div>
          </Panel>
        }
      >
        <Panel title={SE.policy} actions={<Button small>{SE.change}</Button>}>
          От 10 символов, буквы и цифры, смена каждые 90 дней
        </Panel>
        <Panel title={SE.ips} actions={<Toggle on label={<span className="strong">{SE.restrict}</span>} />} pad={false}>
          <Table
            columns={[{label: 'Адрес или сеть'}, {label: 'Описание'}, {label: '', align: 'right'}]}
            rows={[
              ['195.19.12.0/24', 'Офис, Москва', <Button key={0} small kind="ghost">{L.common.delete}</Button>],
              ['91.207.4.18', 'VPN-шлюз', <Button key={0} small kind="ghost">{L.common.delete}</Button>],
            ]}
            highlight={[0]}
          />
          <div className="table-foot">
            <Row wrap>
              <span>Ваш адрес 195.19.12.47 входит в список</span>
              <span className="spacer" />
              <Button small>{SE.addIp}</Button>
            </Row>
          </div>
        </Panel>
      </Columns>
      <SaveCancel bar />
    </AdminPage>
  );
}

function storage() {
  return (
    <AdminPage section="Информация" sub={L.admin.info[1]} title={L.admin.info[1]}>
      <Notice tone="blue">
        Место хранения: центры обработки данных в России · <span style={{whiteSpace: 'nowrap'}}>шифрование AES-256</span>
      </Notice>
      <Panel>
        <Form labelWidth={260}>
          <FormRow label={ST.keep} hint="От 6 месяцев до 5 лет">
            <Row wrap>
              <Field kind="select" value="3 года" width={160} />
              <Button kind="primary">{L.common.save}</Button>
            </Row>
          </FormRow>
        </Form>
      </Panel>
      <Panel pad={false}>
        <Table
          columns={[{label: 'Данные'}, {label: 'Срок хранения'}, {label: 'Кто меняет', wide: true}]}
          rows={[
            ['Переписка и вложения', '3 года', 'Администратор'],
            ['Профили клиентов и поля клиента', 'Пока есть хранимое обращение', '—'],
            ['Журнал действий пользователей', '1 год', 'Не меняется'],
            ['Резервные копии', '30 дней', 'Не меняется'],
          ]}
          highlight={[0]}
        />
      </Panel>
      <Panel title={ST.erase}>
        <p className="muted" style={{marginBottom: 10}}>
          По запросу клиента: профиль, поля клиента, обращения с сообщениями и вложениями удаляются без восстановления.
        </p>
        <Row align="end" wrap>
          <Field label={ST.client} value="n.belova@example.ru" width={300} />
          <Button>{ST.find}</Button>
        </Row>
        <div className="found">
          <span>
            <span className="strong">Наталья Белова</span> · +7 912 ***-**-45 · 14 обращений
          </span>
          <span className="spacer" />
          <Button kind="danger">{ST.eraseButton}</Button>
        </div>
      </Panel>
    </AdminPage>
  );
}

export const screens: Screen[] = [
  {id: 'license', dir: DIR, width: 1000, render: license},
  {id: 'security', dir: DIR, width: 1150, render: security},
  {id: 'storage', dir: DIR, width: 1000, render: storage},
];
