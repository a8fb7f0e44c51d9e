import type {ReactNode} from 'react';
import FeedbackWidget from '@site/src/components/FeedbackWidget';

/** A page with the feedback widget, as the Layout wrapper mounts it (the project id: ./doubles/site.ts). */
export function Page(): ReactNode {
  return (
    <main>
      <h1>Что такое Чат-центр</h1>
      <p>Текст страницы.</p>
      <FeedbackWidget />
    </main>
  );
}
