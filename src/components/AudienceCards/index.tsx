import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

type Audience = {
  title: string;
  description: string;
  entry: {label: string; to: string};
  links: {label: string; to: string}[];
};

const audiences: Audience[] = [
  {
    title: 'Оператору',
    description: 'Очередь, ответы клиентам, шаблоны, передача и завершение обращений.',
    entry: {label: 'Быстрый старт оператора', to: '/docs/agent/quickstart'},
    links: [
      {label: 'Разделы очереди', to: '/docs/agent/queue/sections'},
      {label: 'Окно обращения', to: '/docs/agent/threads/features'},
      {label: 'Горячие клавиши', to: '/docs/agent/threads/hotkeys'},
    ],
  },
  {
    title: 'Супервизору',
    description: 'Мониторинг смены, дашборды, контроль обращений, отчёты и запросы операторов.',
    entry: {label: 'Обзор для супервизора', to: '/docs/supervisor'},
    links: [
      {label: 'Экран мониторинга', to: '/docs/supervisor/monitoring-new/features'},
      {label: 'Контроль обращений', to: '/docs/supervisor/threadcontrol'},
      {label: 'Создание отчётов', to: '/docs/supervisor/report/createanddownload'},
    ],
  },
  {
    title: 'Администратору',
    description: 'Пользователи, маршрутизация, виджет на сайте, интеграции и безопасность.',
    entry: {label: 'Кто такой администратор', to: '/docs/admin/quickstart/who-is'},
    links: [
      {label: 'Сегменты и маршруты', to: '/docs/admin/routing/segmentation'},
      {label: 'Установка виджета', to: '/docs/admin/widget/install'},
      {label: 'Хранение данных', to: '/docs/admin/info/storage'},
    ],
  },
  {
    title: 'Интеграторам',
    description: 'Внешний REST API, API для чат-ботов с вебхуками и мобильные SDK.',
    entry: {label: 'Обзор API', to: '/docs/api'},
    links: [
      {label: 'Получение токена', to: '/docs/api/external-api/authorization'},
      {label: 'API для ботов', to: '/docs/api/external-api-bot/start'},
      {label: 'Мобильные SDK', to: '/docs/sdk/sdk-mobilechat'},
    ],
  },
];

/** One card per audience of the docs, with its entry page and the pages read most. */
export default function AudienceCards(): ReactNode {
  return (
    <section className={styles.grid} aria-label="Разделы документации">
      {audiences.map((audience) => (
        <article key={audience.title} className={styles.card}>
          <Heading as="h2" className={styles.title}>
            {audience.title}
          </Heading>
          <p>{audience.description}</p>
          <Link className={styles.entry} to={audience.entry.to}>
            {audience.entry.label}
          </Link>
          <ul className={styles.links}>
            {audience.links.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </article>
      ))}
    </section>
  );
}
