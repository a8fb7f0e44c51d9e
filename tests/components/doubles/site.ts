import type {ClientSettings} from '@site/src/config/useSiteSettings';

/** The deployment the stories render in: `siteConfig.customFields` as docusaurus.config.ts passes them. */
export const SETTINGS: ClientSettings = {
  supportEmail: 'support@chat.example.ru',
  yandexMetricaId: '',
  pushFeedbackProjectId: 'docs-components',
  companyUrl: 'https://chat.example.ru',
  latestRelease: null,
};

export const SITE_URL = 'https://docs.chat.example.ru';
