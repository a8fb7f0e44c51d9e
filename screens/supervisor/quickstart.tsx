/**
 * The supervisor's quick start (docs/supervisor/quickstart/): the sign-in page, the window
 * «Редактировать профиль» and the main menu of the three roles side by side.
 */
import {L} from '../kit/labels';
import {SUPERVISOR} from '../data/people';
import {Avatar, Dialog, DialogButtons, Field, OverScreen, Panel, Shell, SignIn} from '../kit/index';
import {MonitoringSummary} from '../kit/supervisor';
import type {Screen} from '../types';

const DIR = 'docs/supervisor/quickstart/img';

function autorisation() {
  return (
    <div className="svb-login">
      <SignIn login="e.sokolova" />
    </div>
  );
}

function profileedit() {
  const P = L.profileEdit;
  const behind = (
    <Shell role="supervisor" active="Мониторинг" user={SUPERVISOR}>
      <MonitoringSummary />
      <Panel title={L.monitoring.tabs[0]}>
        <div style={{height: 340}} />
      </Panel>
    </Shell>
  );
  return (
    <OverScreen screen={behind}>
      <Dialog
        title={P.title}
        width={560}
        footer={<DialogButtons ok={L.common.save} />}
      >
        <div style={{display: 'flex', alignItems: 'center', gap: 12}}>
          <Avatar name={SUPERVISOR} size={52} />
          <span className="svb-link">{P.photo}</span>
        </div>
        <div className="svb-grid2">
          <Field label={P.name} value="Елена" />
          <Field label={P.surname} value="Соколова" />
          <Field label={P.email} value="e.sokolova@example.ru" />
          <Field label={P.phone} value="+7 900 123-45-67" />
        </div>
        <div className="muted small">Логин: e.sokolova · Роль: Супервизор — меняет администратор</div>
        <h3 style={{margin: '4px 0 0'}}>{P.password}</h3>
        <div className="svb-grid2">
          <Field label={P.current} value="••••••••••" />
          <Field label={P.next} value="••••••••••••" />
        </div>
        <div className="muted small">Не короче 10 символов, буквы и цифры</div>
      </Dialog>
    </OverScreen>
  );
}

function whois() {
  const roles: [string, readonly string[], string, readonly string[]][] = [
    [L.roles[0], L.nav.agent, '', []],
    [L.roles[1], L.nav.supervisor, 'Настройки супервизора', L.supervisorSettings],
    [L.roles[2], L.nav.admin, 'Администрирование', L.admin.sections],
  ];
  return (
    <div className="svb-roles">
      {roles.map(([role, items, open, sub]) => (
        <div key={role} className={role === L.roles[1] ? 'svb-role svb-role-own' : 'svb-role'}>
          <div className="svb-role-title">{role}</div>
          {items.map((item) => (
            <div key={item}>
              <div className="nav-item">{item}</div>
              {item === open && sub.map((name) => <div key={name} className="svb-sub">{name}</div>)}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

export const screens: Screen[] = [
  {id: 'autorisation', dir: DIR, width: 900, render: autorisation},
  {id: 'profileedit', dir: DIR, width: 1000, render: profileedit},
  {id: 'whois', dir: DIR, width: 900, render: whois},
];
