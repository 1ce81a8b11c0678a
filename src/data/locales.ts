/**
 * The site's languages, listed once: docusaurus.config.ts builds them, and the
 * hosting scripts, the benches and the tests read them from here. The default
 * language is served at the root, every other one under `/<path>/`.
 */

export const LOCALES = ['en', 'zh'] as const;
export type SiteLocale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: SiteLocale = 'en';

export interface SiteLocaleConfig {
  /** The name the language dropdown shows. */
  label: string;
  /** The `lang` of the language's pages. */
  htmlLang: string;
  /** The URL segment of a language other than the default: `zh` → `/zh/`. */
  path: string;
}

export const LOCALE_CONFIGS: Record<SiteLocale, SiteLocaleConfig> = {
  en: {label: 'English', htmlLang: 'en', path: 'en'},
  zh: {label: '简体中文', htmlLang: 'zh-CN', path: 'zh'},
};

/** What a path of the site starts with in a language: '' for the default language, `/zh` for Chinese. */
export function localePrefix(locale: SiteLocale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${LOCALE_CONFIGS[locale].path}`;
}

/** A default-language path in a language: `/guide/` → `/zh/guide/`. */
export function localizedPath(path: string, locale: SiteLocale): string {
  return `${localePrefix(locale)}${path}`;
}

/** The language a path of the site is in, by its first segment. */
export function localeOfPath(path: string): SiteLocale {
  return (
    LOCALES.find((locale) => {
      const prefix = localePrefix(locale);
      return prefix !== '' && (path === prefix || path.startsWith(`${prefix}/`));
    }) ?? DEFAULT_LOCALE
  );
}
