/**
 * Locales in URLs: the default language at the site root, the others under
 * `/<locale>/`. Pure functions of a path and the site's i18n settings.
 */
import {withoutTrailingSlash} from '../../utils/urlPathUtils';

export interface LocaleUrlConfig {
  /** The site's base URL (not the locale's): `/` or `/docs/`. */
  baseUrl: string;
  defaultLocale: string;
  locales: readonly string[];
}

/** The site base of a locale build, whose `baseUrl` carries the locale (`/zh/` → `/`). */
export function siteBaseUrl(
  localeBaseUrl: string,
  currentLocale: string,
  defaultLocale: string,
): string {
  const suffix = `${currentLocale}/`;
  return currentLocale !== defaultLocale && localeBaseUrl.endsWith(suffix)
    ? localeBaseUrl.slice(0, -suffix.length)
    : localeBaseUrl;
}

/** The path below the site base; null for a path outside it. */
function pathAfterBase(pathname: string, baseUrl: string): string | null {
  const base = withoutTrailingSlash(baseUrl);
  if (pathname !== base && !pathname.startsWith(`${base}/`)) {
    return null;
  }
  return pathname.slice(base.length) || '/';
}

/** The language a path asks for: its first segment when that is a non-default locale. */
export function localeFromPath(pathname: string, config: LocaleUrlConfig): string {
  const first = pathAfterBase(pathname, config.baseUrl)?.split('/')[1] ?? '';
  return first !== config.defaultLocale && config.locales.includes(first)
    ? first
    : config.defaultLocale;
}

/** `/en/guide/` → `/guide/`: the default language has no prefix. Null when there is none. */
export function withoutDefaultLocalePrefix(
  pathname: string,
  config: LocaleUrlConfig,
): string | null {
  const rest = pathAfterBase(pathname, config.baseUrl);
  const prefix = `/${config.defaultLocale}`;
  if (rest === null || (rest !== prefix && !rest.startsWith(`${prefix}/`))) {
    return null;
  }
  return `${withoutTrailingSlash(config.baseUrl)}${rest.slice(prefix.length) || '/'}`;
}

/** The home page of a language. */
export function localeHomePath(locale: string, config: LocaleUrlConfig): string {
  return locale === config.defaultLocale ? config.baseUrl : `${config.baseUrl}${locale}/`;
}

/** What the locale-messages plugin hands the browser. */
export interface LocaleMessagesGlobalData {
  /** Other locales' messages, by locale then id, from `i18n/<locale>/code.json`. */
  messages: Record<string, Record<string, string>>;
}
