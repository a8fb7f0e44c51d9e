// What the reader sees when the console cannot load (its script, or the operation's module with the
// mock's answers): nothing was sent anywhere, so it says what to do and offers to try again. In the
// page's bundle, since it also stands in for the console's own script (./index.tsx).
import {useEffect, useRef, type ReactNode} from 'react';
import styles from './styles.module.css';

export default function Failure({onRetry}: {onRetry: () => void}): ReactNode {
  const retry = useRef<HTMLButtonElement>(null);
  // The reader asked for the console: focus goes where it can act.
  useEffect(() => retry.current?.focus(), []);
  return (
    <div role="alert" className={styles.failure}>
      <p>
        Консоль не загрузилась: нет связи с сайтом. Проверьте подключение и нажмите «Повторить»; если не поможет, обновите
        страницу. Пример запроса и ответа — в разделах «Примеры кода» и «Ответ».
      </p>
      <button ref={retry} type="button" className="button button--secondary button--sm" onClick={onRetry}>
        Повторить
      </button>
    </div>
  );
}
