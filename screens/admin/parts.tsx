/**
 * Small parts of the administrator's settings screens (agent workplace, chat management, integrations):
 * a form and its preview side by side, a note line, the variable buttons under a text, the client's
 * widget window as a preview. Styled by the «admin-b» block of ../kit/kit.css.
 */
import type {ReactNode} from 'react';
import {Icon} from '../kit/index';

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** Two columns — the settings and what they change — one under the other on a phone. `side` is the right column's width. */
export function Split({children, side = 340}: {children: ReactNode; side?: number}) {
  return (
    <div className="ab-split" style={{['--ab-side' as string]: `${side}px`}}>
      {children}
    </div>
  );
}

/** A line of explanation: grey, or a coloured callout (`tone`). */
export function Note({children, tone}: {children: ReactNode; tone?: 'green' | 'yellow' | 'red' | 'blue'}) {
  return <div className={cx('ab-note', tone && `ab-note-${tone}`)}>{children}</div>;
}

/** The buttons that insert a variable into the text above them. */
export function Variables({names}: {names: string[]}) {
  return (
    <div className="ab-vars">
      {names.map((name) => (
        <span key={name} className="ab-var">{`{{${name}}}`}</span>
      ))}
    </div>
  );
}

/** A value box with its unit after it: «30 | минут». */
export function Amount({value, unit, off}: {value: string; unit?: string; off?: boolean}) {
  return (
    <span className={cx('ab-amount', off && 'ab-off')}>
      <span className="control ab-amount-box">
        <span className="control-value">{value}</span>
      </span>
      {unit && <span className="muted">{unit}</span>}
    </span>
  );
}

/** A preview of what someone else sees: its caption over a framed area. */
export function Preview({title, children}: {title: string; children: ReactNode}) {
  return (
    <div className="ab-preview">
      <div className="ab-preview-title">{title}</div>
      {children}
    </div>
  );
}

/** A radio button with its label. */
export function Radio({on, label}: {on: boolean; label: ReactNode}) {
  return (
    <span className="toggle-row">
      <span className={cx('ab-radio', on && 'ab-radio-on')} />
      {label}
    </span>
  );
}

/** The client's chat window on the site: its head, an optional banner, the feed and the input. */
export function WidgetWindow({banner, children, input = 'Введите сообщение…', inputOff}: {banner?: ReactNode; children?: ReactNode; input?: string; inputOff?: boolean}) {
  return (
    <div className="ab-widget">
      <div className="ab-widget-head">
        <span className="ab-widget-logo">Ч</span>
        <div style={{minWidth: 0}}>
          <div className="strong">Поддержка</div>
          <div className="small ab-widget-sub">Обычно отвечаем за 5 минут</div>
        </div>
        <span className="spacer" />
        <Icon name="close" />
      </div>
      {banner}
      <div className="ab-widget-feed">{children}</div>
      <div className={cx('ab-widget-input', inputOff && 'ab-off')}>
        <Icon name="clip" />
        <span className="ab-widget-placeholder">{input}</span>
        <Icon name="send" />
      </div>
    </div>
  );
}

/** A banner in the widget over the feed: yellow «Информация» or red «Важно», with a cross when the client may close it. */
export function WidgetBanner({children, tone = 'yellow', closable}: {children: ReactNode; tone?: 'yellow' | 'red'; closable?: boolean}) {
  return (
    <div className={cx('ab-banner', `ab-banner-${tone}`)}>
      <span style={{flex: 1}}>{children}</span>
      {closable && <Icon name="close" size={14} />}
    </div>
  );
}

/** A message in the widget's feed: the company's on the left, the client's on the right. */
export function WidgetMessage({from, children}: {from: 'company' | 'client'; children: ReactNode}) {
  return <div className={cx('ab-wmsg', from === 'client' && 'ab-wmsg-client')}>{children}</div>;
}
