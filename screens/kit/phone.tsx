/**
 * A smartphone and the client's chat on it: the frame (status bar, rounded screen), the chat header,
 * message bubbles, the typing line and the input. Used for the mobile SDK's chat, the web widget as the
 * client sees it and the agent's mobile workplace. Colours come from the kit's variables, so the dark
 * pictures show the phone in its dark theme.
 */
import type {ReactNode} from 'react';
import {Avatar, Icon} from './index';

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** The phone: a dark frame with the status bar (12:00, as the screens' clock) and the screen inside. */
export function Phone({children, height = 560, width = 300, caption, className}: {children: ReactNode; height?: number; width?: number; caption?: ReactNode; className?: string}) {
  return (
    <figure className={cx('phone-wrap', className)}>
      {caption && <figcaption className="phone-caption">{caption}</figcaption>}
      <div className="phone" style={{width}}>
        <div className="phone-screen" style={{height}}>
          <div className="phone-status">
            <span>12:00</span>
            <span className="phone-notch" />
            <span className="phone-battery" />
          </div>
          {children}
        </div>
      </div>
    </figure>
  );
}

/** The chat's coloured header: the back or close mark, the title and an optional second line. */
export function ChatHeader({title, subtitle, avatar, close = true}: {title: string; subtitle?: string; avatar?: string; close?: boolean}) {
  return (
    <div className="chat-header">
      {avatar && <Avatar name={avatar} size={30} />}
      <div style={{flex: 1, minWidth: 0}}>
        <div className="strong ellipsis">{title}</div>
        {subtitle && <div className="chat-header-sub ellipsis">{subtitle}</div>}
      </div>
      {close && <Icon name="close" />}
    </div>
  );
}

/** A message: the client's on the right in the main colour, the agent's and the bot's on the left. */
export function Bubble({from, children, time, name, before, after}: {from: 'client' | 'agent' | 'bot'; children: ReactNode; time?: string; name?: string; before?: ReactNode; after?: ReactNode}) {
  return (
    <div className={`chat-msg chat-msg-${from}`}>
      {before}
      {from === 'agent' && name && <Avatar name={name} size={24} />}
      <div className="chat-bubble">
        {children}
        {time && <span className="chat-time">{time}</span>}
      </div>
      {after}
    </div>
  );
}

/** The list of messages between the header and the input. */
export function ChatFeed({children}: {children: ReactNode}) {
  return <div className="chat-feed">{children}</div>;
}

/** A grey line in the feed: who is typing, a mark about the thread. */
export function ChatNote({children}: {children: ReactNode}) {
  return <div className="chat-note">{children}</div>;
}

/** Buttons under a bot's message or a question to the client. */
export function ChatButtons({items}: {items: readonly string[]}) {
  return (
    <div className="chat-buttons">
      {items.map((item) => (
        <span key={item} className="chat-button">
          {item}
        </span>
      ))}
    </div>
  );
}

/** The input at the bottom: «+» for files, the placeholder, the round send button. */
export function ChatInput({placeholder, attach = true}: {placeholder: string; attach?: boolean}) {
  return (
    <div className="chat-input">
      {attach && <span className="chat-plus">+</span>}
      <span className="chat-input-box">{placeholder}</span>
      <span className="chat-send">
        <Icon name="send" size={16} />
      </span>
    </div>
  );
}

/** The bottom bar of an app on the phone: the main menu's items, one of them on. */
export function PhoneNav({items, active, badge}: {items: readonly string[]; active: string; badge?: Record<string, number>}) {
  return (
    <nav className="phone-nav">
      {items.map((item) => (
        <span key={item} className={cx('phone-nav-item', item === active && 'active')}>
          <span className="phone-nav-dot">{badge?.[item] ? <span className="unread">{badge[item]}</span> : null}</span>
          {item}
        </span>
      ))}
    </nav>
  );
}
