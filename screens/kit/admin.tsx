/**
 * The administrator's pages (src/model/labels.ts, LABELS.admin): every admin screen is an `AdminPage`
 * — the admin Shell with the «Администрирование» sections menu (the active section's sub-items open
 * under it) and the page's head — holding forms (`Form` / `FormRow`: label left, control right, one
 * column on a phone), lists (`ListPanel`: a table with «+ Добавить…» and a search field) and a
 * `SaveCancel` footer.
 *
 * ```tsx
 * <AdminPage section="Маршрутизация" sub="Сегменты" title="Новый сегмент">
 *   <Panel>
 *     <Form>
 *       <FormRow label="Название"><Field value="VIP-клиенты" /></FormRow>
 *     </Form>
 *     <SaveCancel save={L.common.create} />
 *   </Panel>
 * </AdminPage>
 * ```
 */
import type {ReactNode} from 'react';
import {L, shown} from './labels';
import {ADMIN} from '../data/people';
import {Button, Icon, Panel, Shell, Table, Tabs, type Column} from './index';

export type AdminSection = (typeof L.admin.sections)[number];

/** The sections with sub-items in the menu (src/model/labels.ts), read while drawing: a version's own. */
export const adminSubs = (): Partial<Record<AdminSection, readonly string[]>> => ({
  Маршрутизация: L.admin.routing,
  'Рабочее место оператора': L.admin.workplace,
  'Управление чатом': L.admin.chat,
  Интеграции: L.admin.integrations,
  Информация: L.admin.info,
});

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** The «Администрирование» menu: every section, the active one open with its sub-items. */
function AdminNav({section, sub, all}: {section: AdminSection; sub?: string; all?: boolean}) {
  return (
    <nav className={cx('nav', 'admin-nav', all && 'admin-nav-all')}>
      <div className="nav-title">{L.nav.admin[0]}</div>
      {L.admin.sections.filter(shown).map((item) => (
        <div key={item}>
          <div className={cx('nav-item', item === section && (sub ? 'open' : 'active'))}>{item}</div>
          {(all || item === section) &&
            adminSubs()[item]?.filter(shown).map((child) => (
              <div key={child} className={cx('nav-item', 'nav-sub', child === sub && 'active')}>
                {child}
              </div>
            ))}
        </div>
      ))}
    </nav>
  );
}

/**
 * An administrator's page: the admin app with its menu (`section` active, or its sub-item `sub`), the
 * page's title with `actions` on the right, `tabs` under it (e.g. L.admin.widgetTabs with `tab` active),
 * then the page's panels. `menu="all"` opens every section's sub-items (an overview of the menu). On a
 * phone the menu hides and a breadcrumb «Раздел › Подраздел» shows where the page is.
 */
export function AdminPage({
  section,
  sub,
  title,
  actions,
  tabs,
  tab,
  user = ADMIN,
  menu = 'section',
  children,
}: {
  section: AdminSection;
  sub?: string;
  title?: ReactNode;
  actions?: ReactNode;
  tabs?: readonly string[];
  tab?: string;
  user?: string;
  menu?: 'section' | 'all';
  children: ReactNode;
}) {
  return (
    <Shell role="admin" active={section} user={user} nav={false}>
      <div className="admin">
        <AdminNav section={section} sub={sub} all={menu === 'all'} />
        <div className="admin-main">
          <div className="admin-crumbs">
            {L.nav.admin[0]} › {section}
            {sub && ` › ${sub}`}
          </div>
          {(title || actions) && (
            <div className="admin-head">
              {title && <h1>{title}</h1>}
              <span className="spacer" />
              {actions}
            </div>
          )}
          {tabs && (
            <div className="admin-tabs">
              <Tabs items={tabs} active={tab ?? tabs[0]} />
            </div>
          )}
          {children}
        </div>
      </div>
    </Shell>
  );
}

/** A form: `FormRow`s one under another, with an optional heading. `labelWidth` is the label column's width. */
export function Form({title, labelWidth = 210, children}: {title?: ReactNode; labelWidth?: number; children: ReactNode}) {
  return (
    <div className="form" style={{['--form-label' as string]: `${labelWidth}px`}}>
      {title && <h3 className="form-title">{title}</h3>}
      {children}
    </div>
  );
}

/**
 * One setting: its label on the left, the control (and a `hint` under it) on the right; stacked on a
 * phone. `inline` keeps a small control (a toggle, a short number) on the label's line on a phone too.
 */
export function FormRow({label, hint, inline, children}: {label: ReactNode; hint?: ReactNode; inline?: boolean; children: ReactNode}) {
  return (
    <div className={cx('form-row', inline && 'form-row-inline')}>
      <div className="form-label">{label}</div>
      <div className="form-control">
        {children}
        {hint && <div className="form-hint">{hint}</div>}
      </div>
    </div>
  );
}

/** A search box. */
export function Search({placeholder = L.common.search, value, width = 240}: {placeholder?: string; value?: string; width?: number}) {
  return (
    <span className="control admin-search" style={{width}}>
      <Icon name="search" />
      <span className={cx('control-value', !value && 'placeholder')}>{value ?? placeholder}</span>
    </span>
  );
}

/**
 * A list of items: its `title`, the «+ Добавить…» button (`add`, a label of labels.ts), a search field
 * and `tools` beside it, then the table (`columns`, `rows`) or `children`, and a `foot` line.
 */
export function ListPanel({
  title,
  add,
  search = L.common.search,
  tools,
  columns,
  rows,
  highlight,
  foot,
  children,
}: {
  title?: ReactNode;
  add?: string;
  search?: string | false;
  tools?: ReactNode;
  columns?: Column[];
  rows?: ReactNode[][];
  highlight?: number[];
  foot?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Panel
      title={title}
      pad={false}
      actions={
        add && (
          <Button kind="primary" small>
            {add}
          </Button>
        )
      }
    >
      {(search || tools) && (
        <div className="list-tools">
          {search && <Search placeholder={search} />}
          {tools}
        </div>
      )}
      {columns && rows && <Table columns={columns} rows={rows} highlight={highlight} />}
      {children}
      {foot && <div className="table-foot">{foot}</div>}
    </Panel>
  );
}

/** A form or list beside a narrower `aside` (a preview, a side list); stacked on a phone, `aside` under it or, with `asideOnPhone={false}`, left out. */
export function Columns({aside, asideWidth = 320, asideFirst, asideOnPhone = true, children}: {aside: ReactNode; asideWidth?: number; asideFirst?: boolean; asideOnPhone?: boolean; children: ReactNode}) {
  const side = (
    <div className={cx('admin-aside', !asideOnPhone && 'wide-only')} style={{width: asideWidth}}>
      {aside}
    </div>
  );
  return (
    <div className="admin-cols">
      {asideFirst && side}
      <div className="admin-col">{children}</div>
      {!asideFirst && side}
    </div>
  );
}

/** A notice bar on the page: a warning (`yellow`), a problem (`red`), a fact (`blue`), a success (`green`). */
export function Notice({tone = 'yellow', title, children}: {tone?: 'yellow' | 'red' | 'blue' | 'green'; title?: ReactNode; children?: ReactNode}) {
  return (
    <div className={`notice notice-${tone}`}>
      {title && <div className="strong">{title}</div>}
      {children && <div>{children}</div>}
    </div>
  );
}

/**
 * The form's footer: «Отмена» and «Сохранить» (or `save`, e.g. «Создать») on the right, `extra` on the
 * left. Inside a panel it is the panel's last line; `bar` makes it a bar of its own under several panels.
 */
export function SaveCancel({save = L.common.save, extra, bar}: {save?: string; extra?: ReactNode; bar?: boolean}) {
  return (
    <div className={cx('save-cancel', bar && 'save-bar')}>
      {extra}
      <span className="spacer" />
      <Button>{L.common.cancel}</Button>
      <Button kind="primary">{save}</Button>
    </div>
  );
}
