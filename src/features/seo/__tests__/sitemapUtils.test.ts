import {
  localizedSitemapEntries,
  sitemapLocales,
  type SitemapLocale,
} from '@site/src/features/seo/sitemapUtils';

const SITE = 'https://rslib.rs';
const EN: SitemapLocale = {path: '', htmlLang: 'en'};
const ZH: SitemapLocale = {path: 'zh', htmlLang: 'zh-CN'};

const alternates = (path: string) => [
  {lang: 'en', url: `${SITE}${path}`},
  {lang: 'zh-CN', url: `${SITE}/zh${path}`},
  {lang: 'x-default', url: `${SITE}${path}`},
];

describe('sitemapUtils', () => {
  describe('localizedSitemapEntries', () => {
    it('adds the Chinese page of every English page to the root sitemap', () => {
      const entries = [
        {url: `${SITE}/`, lastmod: null},
        {url: `${SITE}/guide/start/`, lastmod: '2026-01-02'},
        {url: `${SITE}/guide/start/quick-start`, lastmod: '2026-01-03', priority: 0.5},
      ];
      expect(
        localizedSitemapEntries(entries, {siteUrl: SITE, locales: [EN, ZH], current: EN}),
      ).toEqual([
        {url: `${SITE}/`, lastmod: null, links: alternates('/')},
        {url: `${SITE}/zh/`, lastmod: null, links: alternates('/')},
        {url: `${SITE}/guide/start/`, lastmod: '2026-01-02', links: alternates('/guide/start/')},
        {url: `${SITE}/zh/guide/start/`, lastmod: null, links: alternates('/guide/start/')},
        {
          url: `${SITE}/guide/start/quick-start`,
          lastmod: '2026-01-03',
          priority: 0.5,
          links: alternates('/guide/start/quick-start'),
        },
        {
          url: `${SITE}/zh/guide/start/quick-start`,
          lastmod: null,
          priority: 0.5,
          links: alternates('/guide/start/quick-start'),
        },
      ]);
    });

    it('gives the Chinese sitemap its own pages only, with their alternates', () => {
      const entries = [
        {url: `${SITE}/zh/`, lastmod: '2026-02-01'},
        {url: `${SITE}/zh/config/lib/format`, lastmod: '2026-02-02'},
      ];
      expect(
        localizedSitemapEntries(entries, {siteUrl: SITE, locales: [EN, ZH], current: ZH}),
      ).toEqual([
        {url: `${SITE}/zh/`, lastmod: '2026-02-01', links: alternates('/')},
        {
          url: `${SITE}/zh/config/lib/format`,
          lastmod: '2026-02-02',
          links: alternates('/config/lib/format'),
        },
      ]);
    });

    it('reads /zh without a slash as the Chinese home page', () => {
      expect(
        localizedSitemapEntries([{url: `${SITE}/zh`}], {
          siteUrl: SITE,
          locales: [EN, ZH],
          current: ZH,
        }),
      ).toEqual([{url: `${SITE}/zh`, links: alternates('/')}]);
    });

    it('keeps entries it cannot place as they are', () => {
      const foreign = [{url: 'https://example.com/page'}, {url: `${SITE}/zhx/page`}];
      expect(
        localizedSitemapEntries(foreign, {siteUrl: SITE, locales: [EN, ZH], current: ZH}),
      ).toEqual(foreign);
      expect(localizedSitemapEntries(foreign, {siteUrl: SITE, locales: [], current: EN})).toEqual(
        foreign,
      );
    });

    it('gives nothing for no pages', () => {
      expect(localizedSitemapEntries([], {siteUrl: SITE, locales: [EN, ZH], current: EN})).toEqual(
        [],
      );
    });
  });
  describe('sitemapLocales', () => {
    const i18n = {
      defaultLocale: 'en',
      locales: ['zh', 'en'],
      localeConfigs: {en: {htmlLang: 'en', path: 'en'}, zh: {htmlLang: 'zh-CN', path: 'zh'}},
    };

    it('puts the default locale first, at the root', () => {
      expect(sitemapLocales(i18n, {siteUrl: `${SITE}/`, currentLocale: 'zh'})).toEqual({
        siteUrl: SITE,
        locales: [EN, ZH],
        current: ZH,
      });
    });

    it('falls back to the locale name for a missing path or htmlLang', () => {
      expect(
        sitemapLocales(
          {defaultLocale: 'en', locales: ['en', 'fr'], localeConfigs: {}},
          {siteUrl: SITE, currentLocale: 'fr'},
        ).current,
      ).toEqual({path: 'fr', htmlLang: 'fr'});
    });
  });
});
