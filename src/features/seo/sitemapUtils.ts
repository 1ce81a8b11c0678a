/**
 * The sitemap of both languages. Docusaurus writes one sitemap per locale
 * build (`/sitemap.xml`, `/zh/sitemap.xml`), each listing its own pages. Every
 * page exists in both languages at the same path (`/zh` + the English path), so
 * the root sitemap can list the Chinese pages too, and each entry can name its
 * translations (`xhtml:link hreflang`), as the pages' own alternates do.
 */
import {withoutTrailingSlash} from '../../utils/urlPathUtils';

export interface SitemapEntry {
  url: string;
  lastmod?: string | null;
  changefreq?: string | null;
  priority?: number | null;
}

/** An `xhtml:link` alternate of the `sitemap` package: `lang` is written as `hreflang`. */
export interface SitemapLink {
  lang: string;
  url: string;
}

export type LocalizedSitemapEntry<T extends SitemapEntry = SitemapEntry> = T & {
  links?: SitemapLink[];
};

export interface SitemapLocale {
  /** The locale's URL segment; empty for the default locale, served at the root. */
  path: string;
  /** Its BCP 47 tag, as the pages' `hreflang` give it (`en`, `zh-CN`). */
  htmlLang: string;
}

export interface SitemapLocales {
  siteUrl: string;
  /** The default locale first: it is also the `x-default` alternate. */
  locales: readonly SitemapLocale[];
  /** The locale being built. */
  current: SitemapLocale;
}

/** The site path of an entry's URL, without the current locale's segment: `/guide/start/`. */
function pagePath(url: string, {siteUrl, current}: SitemapLocales): string | null {
  if (!url.startsWith(siteUrl)) {
    return null;
  }
  const path = url.slice(siteUrl.length) || '/';
  if (current.path === '') {
    return path;
  }
  const prefix = `/${current.path}`;
  if (path === prefix || path === `${prefix}/`) {
    return '/';
  }
  return path.startsWith(`${prefix}/`) ? path.slice(prefix.length) : null;
}

function localeUrl(siteUrl: string, locale: SitemapLocale, path: string): string {
  return `${siteUrl}${locale.path === '' ? '' : `/${locale.path}`}${path}`;
}

/**
 * The entries of a locale build with their alternates in every language and
 * `x-default`. The default locale's sitemap (the root one) also gets an entry
 * for each page's translations, so that one file lists the whole site; those
 * carry no `lastmod`, which only the translation's own build knows. Entries
 * outside the locale (another host, another base) are kept as they are.
 */
export function localizedSitemapEntries<T extends SitemapEntry>(
  entries: readonly T[],
  options: SitemapLocales,
): Array<LocalizedSitemapEntry<T>> {
  const {siteUrl, locales, current} = options;
  const [defaultLocale] = locales;
  if (!defaultLocale) {
    return [...entries];
  }
  const isDefaultBuild = current.path === defaultLocale.path;
  const result: Array<LocalizedSitemapEntry<T>> = [];
  for (const entry of entries) {
    const path = pagePath(entry.url, options);
    if (path === null) {
      result.push(entry);
      continue;
    }
    const links: SitemapLink[] = [
      ...locales.map((locale) => ({lang: locale.htmlLang, url: localeUrl(siteUrl, locale, path)})),
      {lang: 'x-default', url: localeUrl(siteUrl, defaultLocale, path)},
    ];
    result.push({...entry, links});
    if (isDefaultBuild) {
      for (const locale of locales.slice(1)) {
        result.push({...entry, url: localeUrl(siteUrl, locale, path), lastmod: null, links});
      }
    }
  }
  return result;
}

export interface SitemapI18n {
  defaultLocale: string;
  locales: readonly string[];
  localeConfigs: Record<string, {path?: string; htmlLang?: string} | undefined>;
}

/**
 * The sitemap locales of the site's i18n config, default first: the default
 * locale is served at the root, the others under their `path` (the locale
 * name when unset), each with its `htmlLang` (the locale name when unset).
 */
export function sitemapLocales(
  i18n: SitemapI18n,
  {siteUrl, currentLocale}: {siteUrl: string; currentLocale: string},
): SitemapLocales {
  const toLocale = (locale: string): SitemapLocale => ({
    path: locale === i18n.defaultLocale ? '' : (i18n.localeConfigs[locale]?.path ?? locale),
    htmlLang: i18n.localeConfigs[locale]?.htmlLang ?? locale,
  });
  const ordered = [
    i18n.defaultLocale,
    ...i18n.locales.filter((locale) => locale !== i18n.defaultLocale),
  ];
  return {
    siteUrl: withoutTrailingSlash(siteUrl),
    locales: ordered.map(toLocale),
    current: toLocale(currentLocale),
  };
}
