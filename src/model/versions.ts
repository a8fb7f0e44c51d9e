/**
 * The version timeline: each release of Чат-центр since the site began (6.13), its date, its headline and
 * the features of its «Новое» with the pages that describe them. A release note in blog/ lists exactly
 * these features (tests/unit/model.spec.ts), and a label that appeared in a release names that release in
 * ./labels.ts (LABEL_SINCE).
 */
import {compareVersions} from '../config/releases.mjs';

export type Feature = {
  title: string;
  page: string;
  /** The pages of other roles about the same feature: one item of «Новое» links them after its own («включая …»). */
  also?: readonly string[];
};

export type Release = {
  version: string;
  /** ISO date of the release. */
  date: string;
  /** The release in a few words: its note's headline feature. */
  headline: string;
  /** The features of «Новое», the first the headline, each with the page that describes it. */
  features: readonly Feature[];
  /** Changes of the APIs, each with its page. */
  api: readonly Feature[];
};

export const RELEASES = [
  {
    version: '6.13',
    date: '2025-01-22',
    headline: 'Общая очередь',
    features: [
      {title: 'Общая очередь', page: '/docs/additional-function/common-queue'},
      {title: 'Приоритет обращения', page: '/docs/additional-function/priority-change'},
    ],
    api: [],
  },
  {
    version: '6.14',
    date: '2025-02-12',
    headline: 'Закреплённые сообщения',
    features: [
      {title: 'Закреплённые сообщения', page: '/docs/agent/threads/pinned-message'},
      {title: 'Отчёт «Закреплённые сообщения»', page: '/docs/supervisor/report/pinnedmessages'},
    ],
    api: [],
  },
  {
    version: '6.15',
    date: '2025-03-05',
    headline: 'Редактирование сообщений',
    features: [
      {title: 'Редактирование отправленных сообщений', page: '/docs/agent/threads/message-edit'},
      {title: 'Удаление сообщений супервизором', page: '/docs/supervisor/threadcontrol/deletemessage'},
    ],
    api: [{title: 'Редактирование сообщения', page: '/docs/api/external-api/messages'}],
  },
  {
    version: '6.16',
    date: '2025-03-26',
    headline: 'Суфлёр',
    features: [
      {title: 'Суфлёр', page: '/docs/admin/integrations/prompter', also: ['/docs/supervisor/other/prompterconfig']},
    ],
    api: [],
  },
  {
    version: '6.17',
    date: '2025-04-16',
    headline: 'Маскирование номеров',
    features: [
      {title: 'Маскирование номеров', page: '/docs/advanced-settings/number-masking'},
      {title: 'Парольная политика', page: '/docs/advanced-settings/password-rules'},
    ],
    api: [],
  },
  {
    version: '6.18',
    date: '2025-05-14',
    headline: 'Персональный менеджер',
    features: [
      {title: 'Персональный менеджер', page: '/docs/additional-function/personal-manager'},
      {title: 'Предупреждение о персональных данных', page: '/docs/admin/chat-management/personal-data-admonitions'},
    ],
    api: [],
  },
  {
    version: '6.19',
    date: '2025-06-04',
    headline: 'Интеграция с Jira',
    features: [
      {title: 'Интеграция с Jira', page: '/docs/admin/integrations/jira-connect'},
      {title: 'Запрос на блокировку клиента', page: '/docs/agent/threads/client-ban-request'},
    ],
    api: [{title: 'Блокировка клиентов', page: '/docs/api/external-api/users/user-blocked'}],
  },
  {
    version: '6.20',
    date: '2025-06-25',
    headline: 'Новый экран мониторинга',
    features: [
      {title: 'Новый экран мониторинга', page: '/docs/supervisor/monitoring-new/features', also: ['/docs/supervisor/monitoring-new/filters']},
    ],
    api: [],
  },
  {
    version: '6.21',
    date: '2025-07-16',
    headline: 'Саммаризатор',
    features: [
      {title: 'Саммаризатор', page: '/docs/admin/integrations/summarizer'},
      {title: 'Саммари в панели клиента', page: '/docs/agent/client-profile/summary'},
    ],
    api: [{title: 'Поле `summary` в деталях обращения', page: '/docs/api/external-api/threads/thread-details'}],
  },
  {
    version: '6.22',
    date: '2025-08-06',
    headline: 'JSON-редактор виджета',
    features: [
      {title: 'JSON-редактор виджета', page: '/docs/admin/widget/json-editor'},
      {title: 'Push-уведомления виджета', page: '/docs/admin/widget/push-notifications'},
    ],
    api: [],
  },
  {
    version: '6.23',
    date: '2025-08-27',
    headline: 'Запрос на завершение',
    features: [
      {title: 'Запрос на завершение обращения', page: '/docs/additional-function/threadend-request'},
      {title: 'Настройки отображения', page: '/docs/additional-function/vision-settings'},
    ],
    api: [{title: 'Параметр `askClient` при завершении', page: '/docs/api/external-api/threads/resolve-thread'}],
  },
  {
    version: '6.24',
    date: '2025-09-17',
    headline: 'AI-ассистент',
    features: [
      {title: 'AI-ассистент', page: '/docs/admin/integrations/ai-assistant'},
      {title: 'Мобильная версия рабочего места', page: '/docs/additional-function/mobileversion'},
    ],
    api: [{title: 'Подсказки для бота', page: '/docs/api/external-api-bot/hints'}],
  },
  {
    version: '6.25',
    date: '2025-10-08',
    headline: 'Журнал изменений настроек',
    features: [
      {title: 'Журнал изменений настроек', page: '/docs/additional-function/settings-changelog'},
      {title: 'Отчёт «Результаты опросов»', page: '/docs/supervisor/report/surveyresult'},
    ],
    api: [],
  },
  {
    version: '6.26',
    date: '2025-10-29',
    headline: 'Дашборд «Графики и таблицы»',
    features: [
      {title: 'Дашборд «Графики и таблицы»', page: '/docs/supervisor/dashboards/sv-dashboard-graphandtable'},
      {title: 'Метрики производительности', page: '/docs/admin/agent-workplace/performance-metrics'},
    ],
    api: [],
  },
  {
    version: '6.27',
    date: '2025-11-19',
    headline: 'Перенос виджета',
    features: [
      {title: 'Перенос виджета между сайтами', page: '/docs/admin/widget/transfer'},
    ],
    api: [{title: 'Запрос контакта и вебхук `client-contact-provided`', page: '/docs/api/external-api-bot/webhooks/client-contact-provided'}],
  },
] as const satisfies readonly Release[];

/** A version of the timeline: '6.13' … '6.27'. */
export type Version = (typeof RELEASES)[number]['version'];

/** The version the site describes: the newest of the timeline. */
export const CURRENT: Version = RELEASES[RELEASES.length - 1].version;

/** Releases come out every three weeks. */
export const RELEASE_CADENCE_WEEKS = 3;

/** Whether `version` is later than `asOf`: what a picture of `asOf` must not show. */
export function isNewer(version: string, asOf: string): boolean {
  return compareVersions(version, asOf) > 0;
}

export function release(version: string): Release | undefined {
  return RELEASES.find((item) => item.version === version);
}

export {compareVersions};
