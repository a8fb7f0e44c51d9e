/**
 * Small controls any screen can use besides ./index.tsx: a radio button, a slider, a lock on a field that cannot be
 * changed, a field with a lock, and the square badge of a channel (the queue's cards, the clients list).
 */
import type {ReactNode} from 'react';
import {L} from './labels';

/**
 * A radio button with its label: a row of a list of choices, tinted and bold when chosen; `plain` for a bare
 * radio and its label among a form row's options (the administrator's settings).
 */
export function Radio({on, label, disabled, note, plain}: {on: boolean; label: ReactNode; disabled?: boolean; note?: ReactNode; plain?: boolean}) {
  if (plain) {
    return (
      <span className="toggle-row">
        <span className={on ? 'radio radio-on' : 'radio'} />
        {label}
      </span>
    );
  }
  return (
    <span className={disabled ? 'toggle-row choice-row choice-disabled' : 'toggle-row choice-row'}>
      <span className={on ? 'radio radio-on' : 'radio'} />
      <span className={on ? 'strong' : undefined}>{label}</span>
      {note && (
        <>
          <span className="spacer" />
          <span className="muted small">{note}</span>
        </>
      )}
    </span>
  );
}

/** A slider at `value` per cent. */
export function Slider({value}: {value: number}) {
  return (
    <span className="slider">
      <span className="slider-fill" style={{width: `${value}%`}} />
      <span className="slider-knob" style={{left: `${value}%`}} />
    </span>
  );
}

/** A padlock: the field cannot be changed here. */
export function Lock({size = 14}: {size?: number}) {
  return (
    <svg className="icon lock" width={size} height={size} viewBox="0 0 16 16" aria-hidden="true">
      <path d="M4 7.5h8v6H4ZM5.5 7.5V5a2.5 2.5 0 0 1 5 0v2.5" />
    </svg>
  );
}

/** A field with its label over it: `lock` marks one that needs an approval, `readOnly` one that cannot be changed here (greyed, with the lock unless `lock={false}`). */
export function LockField({label, value, lock, readOnly, note}: {label: string; value: ReactNode; lock?: boolean; readOnly?: boolean; note?: ReactNode}) {
  return (
    <label className="field">
      <span className="field-label">{label}</span>
      <span className={readOnly ? 'control control-locked' : 'control'}>
        <span className="control-value">{value}</span>
        {(lock ?? readOnly) && <Lock />}
      </span>
      {note && <span className="muted small">{note}</span>}
    </label>
  );
}

const BADGES: Record<keyof typeof L.channels, [string, string]> = {
  WEB: ['Веб', '#2463b0'],
  MOBILE: ['Пр', '#6a4fc4'],
  TELEGRAM: ['TG', '#229ed9'],
  VK: ['VK', '#0077ff'],
  WHATSAPP: ['WA', '#1f9d55'],
  VIBER: ['Vb', '#7360f2'],
  EMAIL: ['@', '#c4613b'],
  EXTERNAL: ['API', '#5c6875'],
};

/** The channel's square badge. */
export function ChannelBadge({channel, size = 30}: {channel: keyof typeof L.channels; size?: number}) {
  const [text, colour] = BADGES[channel];
  return (
    <span className="channel-badge" title={L.channels[channel]} style={{width: size, height: size, background: colour, fontSize: text.length > 2 ? size * 0.32 : size * 0.4}}>
      {text}
    </span>
  );
}
