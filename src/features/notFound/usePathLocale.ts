import {useEffect, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {
  localeFromPath,
  siteBaseUrl,
  type LocaleUrlConfig,
} from '@site/src/features/notFound/localeUtils';

/** The site's locale URL settings, whichever locale is being built. */
export function useLocaleUrlConfig(): LocaleUrlConfig {
  const {siteConfig, i18n} = useDocusaurusContext();
  return {
    baseUrl: siteBaseUrl(siteConfig.baseUrl, i18n.currentLocale, i18n.defaultLocale),
    defaultLocale: i18n.defaultLocale,
    locales: i18n.locales,
  };
}

/**
 * The language the URL asks for. It starts as the build's language (what the
 * server rendered, so hydration matches) and follows the real path once in
 * the browser: a host may serve the English 404 page for a `/zh/` path.
 */
export function usePathLocale(): string {
  const {i18n} = useDocusaurusContext();
  const config = useLocaleUrlConfig();
  const [locale, setLocale] = useState(i18n.currentLocale);
  const {baseUrl, defaultLocale, locales} = config;
  useEffect(() => {
    setLocale(localeFromPath(window.location.pathname, {baseUrl, defaultLocale, locales}));
  }, [baseUrl, defaultLocale, locales]);
  return locale;
}
