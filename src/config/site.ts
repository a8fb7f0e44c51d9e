/**
 * Everything about the site that depends on the deployment, in one place.
 *
 * Each value comes from an environment variable read at build time; the default applies when the
 * variable is unset or empty. Client code reads the same values through `siteConfig.customFields`
 * (see `useSiteSettings` in `src/config/useSiteSettings.ts`).
 *
 * | Variable                  | Default                        | Meaning                                    |
 * |---------------------------|--------------------------------|--------------------------------------------|
 * | `SITE_URL`                | `https://docs.chat.example.ru` | Public origin of the site (no path)        |
 * | `SUPPORT_EMAIL`           | `support@chat.example.ru`      | Recipient of the support mail links        |
 * | `YANDEX_METRICA_ID`       | empty (no counter)             | Yandex Metrica counter id, digits only     |
 * | `PUSHFEEDBACK_PROJECT_ID` | empty (no widget)              | PushFeedback project id                    |
 * | `VERCEL_ANALYTICS`        | on when built on Vercel        | Vercel Web Analytics: `true` or `false`    |
 * | `STARTUP_TUNING`          | `true`                         | Paint-first template and leanBundle plugin |
 *
 * Vercel Web Analytics loads `/_vercel/insights/script.js`, which only Vercel serves: on any other
 * host (and with `npm run serve`) it would be a 404 on every page. So it is on by default only when
 * the build runs on Vercel, which sets `VERCEL=1`.
 *
 * `STARTUP_TUNING=false` builds plain Docusaurus: without the paint-first HTML template
 * (src/internals/ssrTemplate.ts) and the leanBundle plugin. Only `npm run bench` sets it, to measure what
 * the two are worth against the same site without them, in the same run.
 */

function env(name: string, fallback: string): string {
  const value = process.env[name]?.trim();
  return value ? value : fallback;
}

/** `true`/`1` or `false`/`0`; `fallback` when the variable is unset or empty. */
function flag(name: string, fallback: boolean): boolean {
  const value = env(name, '').toLowerCase();
  if (!value) {
    return fallback;
  }
  if (value !== 'true' && value !== 'false' && value !== '1' && value !== '0') {
    throw new Error(`${name} must be true or false, got "${value}"`);
  }
  return value === 'true' || value === '1';
}

function origin(url: string): string {
  return new URL(url).origin;
}

function digits(name: string): string {
  const value = env(name, '');
  if (value && !/^\d+$/.test(value)) {
    throw new Error(`${name} must contain digits only, got "${value}"`);
  }
  return value;
}

export const site = {
  /** Product name, shown in the navbar and in titles. */
  title: 'Чат-центр',
  tagline: 'Руководства, API и\u00a0SDK омниканальной платформы для обслуживания клиентов в\u00a0чатах',
  /** The company's own site, where the footer logo leads. */
  companyUrl: 'https://chat.example.ru',
  url: origin(env('SITE_URL', 'https://docs.chat.example.ru')),
  supportEmail: env('SUPPORT_EMAIL', 'support@chat.example.ru'),
  yandexMetricaId: digits('YANDEX_METRICA_ID'),
  pushFeedbackProjectId: env('PUSHFEEDBACK_PROJECT_ID', ''),
  vercelAnalytics: flag('VERCEL_ANALYTICS', env('VERCEL', '') !== ''),
  startupTuning: flag('STARTUP_TUNING', true),
} as const;

/** The subset of settings that client code needs, passed through `customFields`. */
export type SiteSettings = Pick<
  typeof site,
  'supportEmail' | 'yandexMetricaId' | 'pushFeedbackProjectId' | 'companyUrl'
>;

export const clientSettings: SiteSettings = {
  supportEmail: site.supportEmail,
  yandexMetricaId: site.yandexMetricaId,
  pushFeedbackProjectId: site.pushFeedbackProjectId,
  companyUrl: site.companyUrl,
};
