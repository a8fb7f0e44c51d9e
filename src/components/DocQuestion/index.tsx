/* eslint-disable @docusaurus/no-html-links -- a mailto: link opens the mail client; <Link> would open it in a new tab. */
import type {ReactNode} from 'react';
import useSupportMailto from '@site/src/utils/useSupportMailto';
import {DOCS_QUESTION_SUBJECT} from '@site/src/utils/mailto';
import styles from './styles.module.css';

/** Below every doc page: a question about this page goes to support with the page's address. */
export default function DocQuestion(): ReactNode {
  const href = useSupportMailto(DOCS_QUESTION_SUBJECT);
  return (
    <aside className={styles.question} aria-label="Вопрос по странице">
      Не нашли ответ или заметили неточность? <a href={href}>Задать вопрос по этой странице</a>
    </aside>
  );
}
