import {
  firstVisitRedirect,
  firstVisitRedirectScript,
  localeRedirectTarget,
  type LocaleRedirectInput,
} from '../utils';

const base: Omit<LocaleRedirectInput, 'pathname' | 'browserLanguage'> = {
  search: '',
  defaultLocale: 'en',
  locales: ['en', 'zh'],
  basePath: '',
};

describe('localeRedirectTarget', () => {
  it.each([
    ['/guide/start/', 'zh-CN', 'en', '/zh/guide/start/'],
    ['/', 'zh', 'en', '/zh/'],
    ['/config/lib/format', 'zh-Hans-CN', 'en', '/zh/config/lib/format'],
    ['/zh/guide/start/quick-start', 'en-US', 'zh', '/guide/start/quick-start'],
    ['/zh/', 'en-GB', 'zh', '/'],
    ['/zh', 'en', 'zh', '/'],
    // The English 404 page a host serves for every miss: the path says Chinese.
    ['/zh/no-such-page', 'zh-CN', 'zh', null],
    ['/zh/no-such-page', 'en-US', 'zh', '/no-such-page'],
    ['/no-such-page', 'zh-CN', 'en', '/zh/no-such-page'],
  ])('%s with %s (a %s page) goes to %s', (pathname, browserLanguage, _pageLocale, expected) => {
    expect(localeRedirectTarget({...base, pathname, browserLanguage})).toBe(expected);
  });

  it('stays when the language is the page language or not a site language', () => {
    expect(localeRedirectTarget({...base, pathname: '/', browserLanguage: 'en-US'})).toBeNull();
    expect(localeRedirectTarget({...base, pathname: '/', browserLanguage: 'fr-FR'})).toBeNull();
    expect(localeRedirectTarget({...base, pathname: '/', browserLanguage: ''})).toBeNull();
  });

  it('keeps the query and the base URL', () => {
    expect(
      localeRedirectTarget({
        ...base,
        basePath: '/docs',
        pathname: '/docs/guide/start/',
        search: '?sidebar=0',
        browserLanguage: 'zh-TW',
      }),
    ).toBe('/docs/zh/guide/start/?sidebar=0');
    expect(
      localeRedirectTarget({
        ...base,
        basePath: '/docs',
        pathname: '/docs/zh/guide/',
        browserLanguage: 'en',
      }),
    ).toBe('/docs/guide/');
  });
});

function fakeWindow({
  userAgent = 'Mozilla/5.0 Chrome/156',
  language = 'zh-CN',
  visited = false,
  throwing = false,
} = {}) {
  const store: Record<string, string> = visited ? {'rspress-visited': '1'} : {};
  const replace = jest.fn();
  const win = {
    navigator: {userAgent, language},
    location: {pathname: '/guide/start/', search: '?a=1', replace},
    get localStorage() {
      if (throwing) throw new Error('SecurityError');
      return {
        getItem: (k: string) => store[k] ?? null,
        setItem: (k: string, v: string) => (store[k] = v),
      };
    },
  } as unknown as Window;
  return {win, store, replace};
}

const config = {
  storageKey: 'rspress-visited',
  defaultLocale: 'en',
  locales: ['en', 'zh'],
  basePath: '',
};

describe('firstVisitRedirect', () => {
  it('redirects a first visit and remembers it', () => {
    const {win, store, replace} = fakeWindow();
    expect(firstVisitRedirect(config, win, localeRedirectTarget)).toBe('/zh/guide/start/?a=1');
    expect(replace).toHaveBeenCalledWith('/zh/guide/start/?a=1');
    expect(store['rspress-visited']).toBe('1');
  });

  it('sets the visited flag even when it does not redirect', () => {
    const {win, store, replace} = fakeWindow({language: 'en-US'});
    expect(firstVisitRedirect(config, win, localeRedirectTarget)).toBeNull();
    expect(replace).not.toHaveBeenCalled();
    expect(store['rspress-visited']).toBe('1');
  });

  it('never redirects twice', () => {
    const {win, replace} = fakeWindow({visited: true});
    expect(firstVisitRedirect(config, win, localeRedirectTarget)).toBeNull();
    expect(replace).not.toHaveBeenCalled();
  });

  it.each(['Googlebot/2.1', 'Baiduspider', 'facebookexternalhit crawler', 'Chrome-Lighthouse'])(
    'leaves %s alone',
    (userAgent) => {
      const {win, replace, store} = fakeWindow({userAgent});
      expect(firstVisitRedirect(config, win, localeRedirectTarget)).toBeNull();
      expect(replace).not.toHaveBeenCalled();
      expect(store['rspress-visited']).toBeUndefined();
    },
  );

  it('does nothing when storage is unavailable', () => {
    const {win, replace} = fakeWindow({throwing: true});
    expect(firstVisitRedirect(config, win, localeRedirectTarget)).toBeNull();
    expect(replace).not.toHaveBeenCalled();
  });

  it('serializes into a script that runs on its own', () => {
    const {win, replace} = fakeWindow();
    new Function('window', firstVisitRedirectScript(config))(win);
    expect(replace).toHaveBeenCalledWith('/zh/guide/start/?a=1');
  });
});
