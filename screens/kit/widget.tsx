/**
 * The web widget as the client sees it on the company's site (src/model/labels.ts, LABELS.admin.widget): the chat
 * window (`WidgetWindow`: header in the widget's colour, the feed, the input) and the closed button with
 * its invitation (`WidgetLauncher`). For previews on admin screens and for pages about what the client
 * sees. The widget keeps its configured colour in both themes; its window follows the theme.
 */
import type {CSSProperties, ReactNode} from 'react';
import {L} from './labels';
import {Icon} from './index';

/** The default colour of a new widget (docs/admin/widget/design, `primaryColor`). */
export const WIDGET_COLOUR = '#0B887D';

export type WidgetMessage = {
  from: 'client' | 'agent' | 'system';
  text: ReactNode;
  /** Buttons under the message (a scenario's «Кнопки» step). */
  buttons?: readonly string[];
};

export function WidgetWindow({
  title = 'Поддержка',
  subtitle,
  avatar = 'А',
  colour = WIDGET_COLOUR,
  messages,
  banner,
  below,
  input = L.agent.input,
  width = 300,
  style,
}: {
  title?: string;
  subtitle?: string;
  /** The letter or initials in the header's round avatar; `false` for none. */
  avatar?: string | false;
  colour?: string;
  messages: WidgetMessage[];
  /** Between the header and the feed: a warning's banner (docs/admin/chat-management). */
  banner?: ReactNode;
  /** Under the feed, over the input: a typing line, a rating block. */
  below?: ReactNode;
  input?: ReactNode;
  width?: number;
  style?: CSSProperties;
}) {
  return (
    <div className="wgt" style={{width, ['--wgt' as string]: colour, ...style}}>
      <div className="wgt-head">
        {avatar && <span className="wgt-avatar">{avatar}</span>}
        <div style={{minWidth: 0, flex: 1}}>
          <div className="strong">{title}</div>
          {subtitle && <div className="wgt-sub">{subtitle}</div>}
        </div>
        <Icon name="close" />
      </div>
      {banner}
      <div className="wgt-feed">
        {messages.map((message, i) =>
          message.from === 'system' ? (
            <div key={i} className="msg-system">
              {message.text}
            </div>
          ) : (
            <div key={i} className={`wgt-msg wgt-${message.from}`}>
              <div className="wgt-bubble">{message.text}</div>
              {message.buttons && (
                <div className="wgt-buttons">
                  {message.buttons.map((button) => (
                    <span key={button} className="wgt-button">
                      {button}
                    </span>
                  ))}
                </div>
              )}
            </div>
          ),
        )}
        {below}
      </div>
      <div className="wgt-input">
        <Icon name="clip" />
        <span className="muted" style={{flex: 1}}>
          {input}
        </span>
        <span style={{color: 'var(--wgt)', display: 'flex'}}>
          <Icon name="send" />
        </span>
      </div>
    </div>
  );
}

/** The closed widget: the round button in the page's corner, with the invitation bubble over it. */
export function WidgetLauncher({invite, colour = WIDGET_COLOUR, unread}: {invite?: string; colour?: string; unread?: number}) {
  return (
    <div className="wgt-launcher-row" style={{['--wgt' as string]: colour}}>
      {invite && <div className="wgt-invite">{invite}</div>}
      <span className="wgt-launcher">
        <svg width="26" height="26" viewBox="0 0 22 22" aria-hidden="true">
          <path d="M4 4h14a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H9l-4 3v-3H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Z" fill="#fff" />
        </svg>
        {unread ? <span className="badge">{unread}</span> : null}
      </span>
    </div>
  );
}
