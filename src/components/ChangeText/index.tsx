// A change of the release notes (src/plugins/releaseNotes) as the since view on /blog and the hubs show it.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import type {Inline, Kind} from '@site/src/plugins/releaseNotes/types';
import styles from './styles.module.css';

const KIND_LABELS: Record<Kind, string> = {
  new: 'Новое',
  improved: 'Улучшение',
  fixed: 'Исправление',
  api: 'API',
};

/** The kind of a change on a badge: «Новое», «Улучшение», «Исправление», «API». */
export function KindBadge({kind}: {kind: Kind}): ReactNode {
  return <span className={clsx('badge', styles.kind, styles[kind])}>{KIND_LABELS[kind]}</span>;
}

/** A change's summary: its text with its code and bold pieces. */
export default function ChangeText({pieces}: {pieces: Inline[]}): ReactNode {
  return pieces.map((piece, index) =>
    piece.code ? <code key={index}>{piece.text}</code> : piece.strong ? <strong key={index}>{piece.text}</strong> : piece.text,
  );
}
