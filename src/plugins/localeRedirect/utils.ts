/**
 * The first-visit language redirect of the original site. Both functions are
 * serialized into an inline head script, so each is self-contained.
 */

export const VISITED_STORAGE_KEY = 'rspress-visited';

export interface LocaleRedirectInput {
  pathname: string;
  search: string;
  /** `navigator.language`, e.g. `zh-CN`. */
  browserLanguage: string;
  defaultLocale: string;
  locales: string[];
  /** The site's base path without its trailing slash: '' or `/docs`. */
  basePath: string;
}

/**
 * The same page in the browser's language, or null when the browser's primary
 * language subtag is not a site locale or is already the page's. The page's
 * language is read from its path, not from the build that serves it: a host
 * that answers every miss with the root 404 page serves the English build for
 * `/zh/…` paths, and those are Chinese.
 */
export function localeRedirectTarget(input: LocaleRedirectInput): string | null {
  const target = input.browserLanguage.split('-')[0]!.toLowerCase();
  const base = input.basePath;
  let rest =
    input.pathname.indexOf(base) === 0 ? input.pathname.slice(base.length) : input.pathname;
  let current = input.defaultLocale;
  for (const locale of input.locales) {
    const prefix = '/' + locale;
    if (locale !== input.defaultLocale && (rest === prefix || rest.indexOf(prefix + '/') === 0)) {
      current = locale;
      rest = rest.slice(prefix.length);
    }
  }
  if (input.locales.indexOf(target) === -1 || target === current) {
    return null;
  }
  if (rest === '') {
    rest = '/';
  }
  if (target !== input.defaultLocale) {
    rest = '/' + target + rest;
  }
  return base + rest + input.search;
}

export interface FirstVisitConfig {
  storageKey: string;
  defaultLocale: string;
  locales: string[];
  /** The site's base path without its trailing slash: '' or `/docs`. */
  basePath: string;
}

/**
 * On a reader's very first visit (no visited flag yet), sends them to the page
 * in their browser's language. The flag is set before anything else, so this
 * happens at most once; crawlers and audit tools are never redirected, and
 * nothing happens when storage is unavailable (the visit could not be remembered).
 */
export function firstVisitRedirect(
  config: FirstVisitConfig,
  win: Window,
  computeTarget: (input: LocaleRedirectInput) => string | null,
): string | null {
  if (/bot|spider|crawl|lighthouse/i.test(win.navigator.userAgent)) {
    return null;
  }
  try {
    if (win.localStorage.getItem(config.storageKey)) {
      return null;
    }
    win.localStorage.setItem(config.storageKey, '1');
  } catch {
    return null;
  }
  const target = computeTarget({
    pathname: win.location.pathname,
    search: win.location.search,
    browserLanguage: win.navigator.language || '',
    defaultLocale: config.defaultLocale,
    locales: config.locales,
    basePath: config.basePath,
  });
  if (target !== null) {
    win.location.replace(target);
  }
  return target;
}

export function firstVisitRedirectScript(config: FirstVisitConfig): string {
  return `(${firstVisitRedirect.toString()})(${JSON.stringify(config)}, window, ${localeRedirectTarget.toString()});`;
}
