/**
 * Small parts of the administrator's settings screens (agent workplace, chat management, integrations):
 * a form and its preview side by side, a note line, the variable buttons under a text, a warning's
 * banner for the widget window of ../kit/widget.tsx. Styled by the «admin-b» block of ../kit/kit.css.
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

/** A banner in the widget over the feed: yellow «Информация» or red «Важно», with a cross when the client may close it. */
export function WidgetBanner({children, tone = 'yellow', closable}: {children: ReactNode; tone?: 'yellow' | 'red'; closable?: boolean}) {
  return (
    <div className={cx('ab-banner', `ab-banner-${tone}`)}>
      <span style={{flex: 1}}>{children}</span>
      {closable && <Icon name="close" size={14} />}
    </div>
  );
}
