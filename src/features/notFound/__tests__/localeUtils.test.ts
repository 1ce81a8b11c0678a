import {
  localeFromPath,
  localeHomePath,
  siteBaseUrl,
  withoutDefaultLocalePrefix,
} from '@site/src/features/notFound/localeUtils';

const root = {baseUrl: '/', defaultLocale: 'en', locales: ['en', 'zh']};
const sub = {...root, baseUrl: '/docs/'};

describe('localeUtils', () => {
  it('finds the site base from a locale build', () => {
    expect(siteBaseUrl('/zh/', 'zh', 'en')).toBe('/');
    expect(siteBaseUrl('/docs/zh/', 'zh', 'en')).toBe('/docs/');
    expect(siteBaseUrl('/', 'en', 'en')).toBe('/');
  });

  it.each([
    ['/zh/nope', root, 'zh'],
    ['/zh', root, 'zh'],
    ['/zhx/nope', root, 'en'],
    ['/nope/zh/', root, 'en'],
    ['/en/nope', root, 'en'],
    ['/docs/zh/a', sub, 'zh'],
    ['/zh/a', sub, 'en'],
  ])('reads the language of %s', (pathname, config, locale) => {
    expect(localeFromPath(pathname, config)).toBe(locale);
  });

  it.each([
    ['/en/guide/start/', root, '/guide/start/'],
    ['/en', root, '/'],
    ['/en/', root, '/'],
    ['/docs/en/x', sub, '/docs/x'],
    ['/english/x', root, null],
    ['/zh/en/x', root, null],
    ['/guide/', root, null],
  ])('drops the default-language prefix of %s', (pathname, config, expected) => {
    expect(withoutDefaultLocalePrefix(pathname, config)).toBe(expected);
  });

  it('links each language home', () => {
    expect(localeHomePath('en', root)).toBe('/');
    expect(localeHomePath('zh', root)).toBe('/zh/');
    expect(localeHomePath('zh', sub)).toBe('/docs/zh/');
  });
});
