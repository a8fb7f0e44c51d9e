/**
 * The kit the product's screens are built from: the app shell with each role's navigation, panels,
 * tables, buttons, fields, tabs, statuses and avatars, dialogs (over a dimmed screen, with their usual
 * buttons), a filter form and the sign-in card. Plain React rendered to static HTML by
 * scripts/screens.mts, styled by ./kit.css (light and dark through CSS variables); never part of the site.
 */
import type {CSSProperties, ReactNode} from 'react';
import {L, shown} from './labels';
import {personaNamed, type RoleId} from '../../src/model';

type Tone = 'green' | 'yellow' | 'red' | 'blue' | 'grey' | 'orange';

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** The icons the screens use, drawn on a 16-px grid. */
const ICONS = {
  bell: 'M8 2a4 4 0 0 0-4 4v3l-1.5 2.5h11L12 9V6a4 4 0 0 0-4-4Zm-1.5 11a1.5 1.5 0 0 0 3 0',
  search: 'M7 2.5a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9Zm3.3 7.8L14 14',
  clip: 'M10.5 4.5 5.2 9.8a1.5 1.5 0 0 0 2.1 2.1l5.3-5.3a3 3 0 0 0-4.2-4.2L3.1 7.7a4.5 4.5 0 0 0 6.4 6.4l3.8-3.8',
  send: 'M2.5 8 13.5 3l-3 10.5-2.5-4.5Z',
  more: 'M3.5 8h.01M8 8h.01M12.5 8h.01',
  chevron: 'M4.5 6.5 8 10l3.5-3.5',
  flag: 'M4 14V2.5h7.5L10 5.5l1.5 3H4',
  pin: 'M6 2.5h4l-.5 4 2 2H4.5l2-2ZM8 8.5V14',
  calendar: 'M3 4h10v9.5H3ZM3 7h10M5.5 2.5v3M10.5 2.5v3',
  download: 'M8 2.5v8m-3.5-3.5L8 10.5l3.5-3.5M3 13.5h10',
  filter: 'M2.5 3.5h11l-4.3 5v4.5l-2.4-1.2V8.5Z',
  plus: 'M8 3v10M3 8h10',
  check: 'M3.5 8.5 6.5 11.5 12.5 4.5',
  close: 'M4 4l8 8M12 4l-8 8',
  mail: 'M2.5 4h11v8h-11ZM2.5 4.5 8 9l5.5-4.5',
  back: 'M9.5 3.5 5 8l4.5 4.5',
} as const;

export type IconName = keyof typeof ICONS;

export function Icon({name, size = 16}: {name: IconName; size?: number}) {
  return (
    <svg className="icon" width={size} height={size} viewBox="0 0 16 16" aria-hidden="true">
      <path d={ICONS[name]} />
    </svg>
  );
}

/** The product's mark, a speech bubble, and its name. */
function Logo({size = 22}: {size?: number}) {
  return (
    <span className="logo">
      <svg width={size} height={size} viewBox="0 0 22 22" aria-hidden="true">
        <rect x="1" y="2" width="20" height="15" rx="5" fill="var(--accent)" />
        <path d="M6 17v4l5-4Z" fill="var(--accent)" />
        <path d="M6.5 8.5h9M6.5 11.5h6" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      {L.product}
    </span>
  );
}

/**
 * The sign-in card: the product's mark and name (the server's address `host` under it), an optional
 * `title`, then login, password, «Войти» and «Забыли пароль?» for the user `login`. With `recovery` (its
 * explanation) the card is the password recovery instead: the login, «Восстановить пароль», «Вернуться ко входу».
 */
export function SignIn({login, host, title, recovery}: {login: string; host?: string; title?: string; recovery?: ReactNode}) {
  return (
    <div className="signin">
      <div className="signin-brand">
        <Logo size={28} />
        {host && <div className="muted small">{host}</div>}
      </div>
      {title && <h2>{title}</h2>}
      {recovery ? (
        <>
          <p className="muted">{recovery}</p>
          <Field label={L.login.login} value={login} />
          <Button kind="primary">{L.login.recover}</Button>
          <span className="signin-link">{L.login.back}</span>
        </>
      ) : (
        <>
          <Field label={L.login.login} value={login} />
          <Field label={L.login.password} value={'•'.repeat(10)} />
          <Button kind="primary">{L.login.enter}</Button>
          <span className="signin-link">{L.login.forgot}</span>
        </>
      )}
    </div>
  );
}

const AVATAR_COLOURS = ['#3b82c4', '#c4613b', '#3ba17a', '#8a5cc4', '#c4a23b', '#c43b6e', '#3bb0c4'];

/** A person's initials on a colour chosen by the name, so the same person looks the same on every screen. */
export function Avatar({name, size = 28, status}: {name: string; size?: number; status?: 'online' | 'break' | 'offline'}) {
  const initials = name
    .split(' ')
    .slice(0, 2)
    .map((part) => part[0])
    .join('');
  const colour = AVATAR_COLOURS[[...name].reduce((sum, char) => sum + char.charCodeAt(0), 0) % AVATAR_COLOURS.length];
  return (
    <span className="avatar" style={{width: size, height: size, fontSize: size * 0.4, background: colour}}>
      {initials}
      {status && <span className={`avatar-dot dot-${status}`} />}
    </span>
  );
}

export type Role = RoleId;

/**
 * The app: the top bar (status switch and the bell for an agent, the user) and the role's main menu.
 * The user is a person of the model (src/model/personas.ts) who holds the role: an agent sees the
 * agent's menu, never a supervisor's.
 */
export function Shell({
  role,
  active,
  user,
  children,
  nav = true,
}: {
  role: Role;
  active: string;
  user: string;
  children: ReactNode;
  nav?: boolean;
}) {
  const persona = personaNamed(user);
  if (persona?.role !== role) {
    throw new Error(`${user} (${persona ? persona.role : 'not in src/model/personas.ts'}) is drawn with the ${role}'s menu`);
  }
  const items = (role === 'admin' ? L.admin.sections : L.nav[role]).filter(shown);
  return (
    <div className="shell">
      <header className="topbar">
        <Logo />
        <span className="spacer" />
        {role === 'agent' && (
          <span className="status-switch">
            <span className="on">
              <span className="dot dot-online" />
              {L.agentStatus.online}
            </span>
            <span>{L.agentStatus.break}</span>
            <span>{L.agentStatus.offline}</span>
          </span>
        )}
        <span className="bell" title={L.agent.notifications}>
          <Icon name="bell" />
          {role !== 'admin' && <span className="badge">3</span>}
        </span>
        <Avatar name={user} size={26} />
        <span className="user">{user}</span>
      </header>
      <div className="body">
        {nav && (
          <nav className="nav">
            {role === 'admin' && <div className="nav-title">{L.nav.admin[0]}</div>}
            {items.map((item) => (
              <div key={item} className={cx('nav-item', item === active && 'active')}>
                {item}
              </div>
            ))}
          </nav>
        )}
        <main className="main">{children}</main>
      </div>
    </div>
  );
}

export function Panel({title, actions, children, className, pad = true}: {title?: ReactNode; actions?: ReactNode; children?: ReactNode; className?: string; pad?: boolean}) {
  return (
    <section className={cx('panel', className)}>
      {(title || actions) && (
        <div className="panel-head">
          {title && <h2>{title}</h2>}
          <span className="spacer" />
          {actions}
        </div>
      )}
      <div className={cx(pad && 'panel-body')}>{children}</div>
    </section>
  );
}

export function Button({children, kind = 'default', icon, small}: {children?: ReactNode; kind?: 'primary' | 'default' | 'ghost' | 'danger'; icon?: IconName; small?: boolean}) {
  return (
    <span className={cx('button', `button-${kind}`, small && 'button-small')}>
      {icon && <Icon name={icon} />}
      {children}
    </span>
  );
}

export function Status({tone, children}: {tone: Tone; children: ReactNode}) {
  return <span className={`status tone-${tone}`}>{children}</span>;
}

export function Dot({status}: {status: 'online' | 'break' | 'offline'}) {
  return <span className={`dot dot-${status}`} />;
}

/** A field with its label over it: a text box, a drop-down list or a date range. */
export function Field({label, value, kind = 'input', placeholder, width}: {label?: string; value?: ReactNode; kind?: 'input' | 'select' | 'date' | 'area'; placeholder?: string; width?: number}) {
  return (
    <label className="field" style={width ? {width} : undefined}>
      {label && <span className="field-label">{label}</span>}
      <span className={cx('control', kind === 'area' && 'control-area')}>
        {kind === 'date' && <Icon name="calendar" />}
        <span className={cx('control-value', !value && 'placeholder')}>{value ?? placeholder}</span>
        {kind === 'select' && <Icon name="chevron" />}
      </span>
    </label>
  );
}

export function Toggle({on, label}: {on: boolean; label: ReactNode}) {
  return (
    <span className="toggle-row">
      <span className={cx('toggle', on && 'toggle-on')} />
      {label}
    </span>
  );
}

export function Checkbox({on, label}: {on: boolean; label: ReactNode}) {
  return (
    <span className="toggle-row">
      <span className={cx('checkbox', on && 'checkbox-on')}>{on && <Icon name="check" size={12} />}</span>
      {label}
    </span>
  );
}

export function Tabs({items, active, small}: {items: readonly string[]; active: string; small?: boolean}) {
  return (
    <div className={cx('tabs', small && 'tabs-small')}>
      {items.filter(shown).map((item) => (
        <span key={item} className={cx('tab', item === active && 'active')}>
          {item}
        </span>
      ))}
    </div>
  );
}

/** Buttons joined into one switch, one of them on. */
export function Segmented({items, active}: {items: readonly string[]; active: string}) {
  return (
    <span className="segmented">
      {items.filter(shown).map((item) => (
        <span key={item} className={cx(item === active && 'on')}>
          {item}
        </span>
      ))}
    </span>
  );
}

/** A column; `wide` ones are left out of the phone layout. */
export type Column = {label: string; align?: 'left' | 'right' | 'center'; width?: number; wide?: boolean};

export function Table({columns, rows, highlight = [], compact}: {columns: Column[]; rows: ReactNode[][]; highlight?: number[]; compact?: boolean}) {
  return (
    <table className={cx('table', compact && 'table-compact')}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.label} className={cx(column.wide && 'wide-only')} style={{textAlign: column.align ?? 'left', width: column.width}}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={i} className={cx(highlight.includes(i) && 'highlight')}>
            {row.map((cell, j) => (
              <td key={j} className={cx(columns[j]?.wide && 'wide-only')} style={{textAlign: columns[j]?.align ?? 'left'}}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A figure with its label: a metric tile of a dashboard or statistics screen. */
export function Metric({label, value, tone, note}: {label: string; value: ReactNode; tone?: Tone; note?: ReactNode}) {
  return (
    <div className={cx('metric', tone && `metric-${tone}`)}>
      <div className="metric-label">{label}</div>
      <div className="metric-value">{value}</div>
      {note && <div className="metric-note">{note}</div>}
    </div>
  );
}

/** A menu or list open over the screen. */
export function Menu({items, active, style}: {items: readonly ReactNode[]; active?: number; style?: CSSProperties}) {
  return (
    <div className="menu" style={style}>
      {items.filter((item) => item !== undefined && (typeof item !== 'string' || shown(item))).map((item, i) => (
        <div key={i} className={cx('menu-item', i === active && 'active')}>
          {item}
        </div>
      ))}
    </div>
  );
}

/** A dialog over a dimmed screen. */
export function Dialog({title, children, footer, width = 440}: {title: string; children: ReactNode; footer?: ReactNode; width?: number}) {
  return (
    <div className="dialog" style={{width}}>
      <div className="dialog-head">
        <h2>{title}</h2>
        <span className="spacer" />
        <Icon name="close" />
      </div>
      <div className="dialog-body">{children}</div>
      {footer && <div className="dialog-foot">{footer}</div>}
    </div>
  );
}

/** A dialog over the dimmed screen behind it; on a phone only the dialog, full width. */
export function OverScreen({screen, children}: {screen: ReactNode; children: ReactNode}) {
  return (
    <div className="over-screen">
      {screen}
      <div className="overlay">{children}</div>
    </div>
  );
}

/** A filter form over a list: its fields in a grid, then «Применить» and «Сбросить». */
export function Filters({children}: {children: ReactNode}) {
  return (
    <>
      <div className="filters">{children}</div>
      <Row style={{marginTop: 12}}>
        <Button kind="primary">{L.common.apply}</Button>
        <Button kind="ghost">{L.common.reset}</Button>
      </Row>
    </>
  );
}

/** A dialog's usual footer: `extra` on the left, then «Отмена» and the primary button `ok`. */
export function DialogButtons({ok, extra}: {ok: ReactNode; extra?: ReactNode}) {
  return (
    <>
      {extra && <span style={{marginRight: 'auto'}}>{extra}</span>}
      <Button>{L.common.cancel}</Button>
      <Button kind="primary">{ok}</Button>
    </>
  );
}

export function Row({children, gap = 8, wrap, align = 'center', style}: {children: ReactNode; gap?: number; wrap?: boolean; align?: 'center' | 'end' | 'start'; style?: CSSProperties}) {
  return <div style={{display: 'flex', gap, alignItems: align === 'center' ? 'center' : `flex-${align}`, flexWrap: wrap ? 'wrap' : undefined, ...style}}>{children}</div>;
}

export function Bar({value, tone = 'blue'}: {value: number; tone?: Tone}) {
  return (
    <span className="bar">
      <span className={`bar-fill tone-${tone}`} style={{width: `${value}%`}} />
    </span>
  );
}
