/**
 * The site's sections, defined once. Everything that groups pages by section reads this list:
 * the home page cards, the search contexts and the section shown beside a search result, the social
 * cards (scripts/social-cards.mjs and src/utils/socialCard.ts), llms.txt and the pages' structured
 * data. Add a section here and every one of them follows.
 *
 * A route belongs to the first section with a path prefix of it, so the general section, whose
 * prefix is `/`, comes last.
 */

/** Who a section is written for: the product's three roles, and integrators (developers). */
export type Audience = 'agent' | 'supervisor' | 'admin' | 'integrator';

/** The pictograms the site draws for sections (src/components/SectionIcon). */
export type SectionIcon = 'headset' | 'chart' | 'gear' | 'code' | 'history' | 'book';

export type SectionId = 'agent' | 'supervisor' | 'admin' | 'api' | 'blog' | 'docs';

export type Section = {
  /** Stable id: file names of the social card (`static/img/social/<id>.png`) and of the search index. */
  id: SectionId;
  /** Short name beside a search result, in breadcrumbs of results and in structured data: 'API'. */
  label: string;
  /** Heading in lists of sections (home page cards, llms.txt): 'Интеграторам'. */
  title: string;
  /** Route prefixes the section owns; the first is its main one. */
  paths: string[];
  audience?: Audience;
  icon: SectionIcon;
  /** Whether the section has its own search index with the full text of its pages (the first path's). */
  searchIndex: boolean;
  /** The section's Open Graph image (1200×630): its big title and the line under it. */
  socialCard: {title: string; subtitle: string};
  /** Its card on the home page: what it covers, where to start, the pages read most. */
  home?: {description: string; entry: Link; links: Link[]};
  /** Parts listed separately in llms.txt, most specific prefix first. */
  parts?: {title: string; paths: string[]}[];
};

export type Link = {label: string; to: string};

export const SECTIONS: Section[] = [
  {
    id: 'agent',
    label: 'Оператору',
    title: 'Оператору',
    paths: ['/docs/agent'],
    audience: 'agent',
    icon: 'headset',
    searchIndex: true,
    socialCard: {title: 'Оператору', subtitle: 'Очередь, обращения, шаблоны ответов и панель клиента'},
    home: {
      description: 'Очередь, ответы клиентам, шаблоны, передача и\u00a0завершение обращений.',
      entry: {label: 'Быстрый старт оператора', to: '/docs/agent/quickstart'},
      links: [
        {label: 'Разделы очереди', to: '/docs/agent/queue/sections'},
        {label: 'Окно обращения', to: '/docs/agent/threads/features'},
        {label: 'Горячие клавиши', to: '/docs/agent/threads/hotkeys'},
      ],
    },
  },
  {
    id: 'supervisor',
    label: 'Супервизору',
    title: 'Супервизору',
    paths: ['/docs/supervisor'],
    audience: 'supervisor',
    icon: 'chart',
    searchIndex: true,
    socialCard: {title: 'Супервизору', subtitle: 'Мониторинг, отчёты, дашборды и контроль обращений'},
    home: {
      description: 'Мониторинг смены, дашборды, контроль обращений, отчёты и\u00a0запросы операторов.',
      entry: {label: 'Обзор для супервизора', to: '/docs/supervisor'},
      links: [
        {label: 'Экран мониторинга', to: '/docs/supervisor/monitoring-new/features'},
        {label: 'Контроль обращений', to: '/docs/supervisor/threadcontrol'},
        {label: 'Создание отчётов', to: '/docs/supervisor/report/createanddownload'},
      ],
    },
  },
  {
    id: 'admin',
    label: 'Администратору',
    title: 'Администратору',
    paths: ['/docs/admin'],
    audience: 'admin',
    icon: 'gear',
    searchIndex: true,
    socialCard: {title: 'Администратору', subtitle: 'Пользователи, маршрутизация, каналы и интеграции'},
    home: {
      description: 'Пользователи, маршрутизация, виджет на\u00a0сайте, интеграции и\u00a0безопасность.',
      entry: {label: 'Кто такой администратор', to: '/docs/admin/quickstart/who-is'},
      links: [
        {label: 'Сегменты и\u00a0маршруты', to: '/docs/admin/routing/segmentation'},
        {label: 'Установка виджета', to: '/docs/admin/widget/install'},
        {label: 'Хранение данных', to: '/docs/admin/info/storage'},
      ],
    },
  },
  {
    id: 'api',
    label: 'API',
    title: 'Интеграторам',
    paths: ['/docs/api', '/docs/sdk'],
    audience: 'integrator',
    icon: 'code',
    searchIndex: true,
    socialCard: {title: 'API и SDK', subtitle: 'Внешний API, API для ботов и мобильные SDK'},
    home: {
      description: 'Внешний REST API, API для чат-ботов с\u00a0вебхуками и\u00a0мобильные\u00a0SDK.',
      entry: {label: 'Обзор API', to: '/docs/api'},
      links: [
        {label: 'Получение токена', to: '/docs/api/external-api/authorization'},
        {label: 'API для ботов', to: '/docs/api/external-api-bot/start'},
        {label: 'Мобильные SDK', to: '/docs/sdk/sdk-mobilechat'},
      ],
    },
    parts: [
      {title: 'API для ботов', paths: ['/docs/api/external-api-bot']},
      {title: 'Мобильные SDK', paths: ['/docs/sdk']},
      {title: 'Внешний API', paths: ['/docs/api']},
    ],
  },
  {
    id: 'blog',
    label: 'История версий',
    title: 'История версий',
    paths: ['/blog'],
    icon: 'history',
    searchIndex: true,
    socialCard: {title: 'История версий', subtitle: 'Заметки о выпусках Чат-центра'},
  },
  {
    id: 'docs',
    label: 'Документация',
    title: 'Общие страницы',
    paths: ['/'],
    icon: 'book',
    searchIndex: false,
    socialCard: {title: 'Документация', subtitle: 'Руководства по ролям, вопросы и ответы, справочник API'},
  },
];

/** True when `pathname` is `prefix` or below it (`/` is above everything). */
export function isUnder(pathname: string, prefix: string): boolean {
  const page = pathname.split(/[?#]/)[0].replace(/(.)\/$/, '$1');
  return prefix === '/' || page === prefix || page.startsWith(`${prefix}/`);
}

/** The section a route belongs to; routes of no other section belong to the general one. */
export function sectionOf(pathname: string): Section {
  return SECTIONS.find((section) => section.paths.some((prefix) => isUnder(pathname, prefix))) ?? SECTIONS[SECTIONS.length - 1];
}

/** The sections with their own search index, as the search plugin's contexts: `{label, path}` without the leading slash. */
export function searchContexts(): {label: string; path: string}[] {
  return SECTIONS.filter((section) => section.searchIndex).map((section) => ({label: section.label, path: section.paths[0].slice(1)}));
}
