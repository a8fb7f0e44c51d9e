import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

/**
 * Dates in the site's language. The only locale is `en` (the spec's), with `htmlLang: 'ru'`: the
 * theme's own `useDateTimeFormat` formats with the locale code, which gave «June 5, 2025» on a
 * Russian page. This formats with the locale's `htmlLang` (and its calendar): «5 июня 2025 г.».
 */
export default function useSiteDateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const {
    i18n: {currentLocale, localeConfigs},
  } = useDocusaurusContext();
  const {htmlLang, calendar} = localeConfigs[currentLocale] ?? {};
  return new Intl.DateTimeFormat(htmlLang || currentLocale, {calendar, ...options});
}
