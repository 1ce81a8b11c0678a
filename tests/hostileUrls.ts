/**
 * Odd URLs a static host meets, each with where it must end: a page (by its
 * clean path), a file, or the 404 page of a language. `npm run serve` is held
 * to this list by tests/browser/hostileUrls.test.ts.
 */
export type HostileOutcome =
  {page: string} | {file: string; type: RegExp} | {notFound: 'en' | 'zh'};

export interface HostileUrl {
  url: string;
  outcome: HostileOutcome;
  why: string;
}

export const HOSTILE_URLS: HostileUrl[] = [
  {
    url: '//guide//start//quick-start',
    outcome: {page: '/guide/start/quick-start'},
    why: 'double slashes',
  },
  {url: '///', outcome: {page: '/'}, why: 'only slashes'},
  {
    url: '/zh//guide/start/',
    outcome: {page: '/zh/guide/start/'},
    why: 'double slash after the locale',
  },
  {
    url: '/guide/start/quick-start/',
    outcome: {page: '/guide/start/quick-start'},
    why: 'extra trailing slash',
  },
  {url: '/guide/start', outcome: {page: '/guide/start/'}, why: 'section index without its slash'},
  {url: '/zh', outcome: {page: '/zh/'}, why: 'locale home without its slash'},
  {
    url: '/guide/start/quick-start.html',
    outcome: {page: '/guide/start/quick-start'},
    why: '.html suffix',
  },
  {
    url: '/zh/guide/start/quick-start.html',
    outcome: {page: '/zh/guide/start/quick-start'},
    why: '.html suffix in zh',
  },
  {url: '/guide/start/index', outcome: {page: '/guide/start/'}, why: '/index suffix'},
  {url: '/guide/start/index.html', outcome: {page: '/guide/start/'}, why: '/index.html suffix'},
  {url: '/index.html', outcome: {page: '/'}, why: 'root index.html'},
  {url: '/zh/index.html', outcome: {page: '/zh/'}, why: 'zh index.html'},
  {url: '/GUIDE/START/QUICK-START', outcome: {page: '/guide/start/quick-start'}, why: 'upper case'},
  {url: '/Config/Lib/', outcome: {page: '/config/lib/'}, why: 'mixed case'},
  {
    url: '/en/guide/start/quick-start',
    outcome: {page: '/guide/start/quick-start'},
    why: 'default-language prefix',
  },
  {url: '/en', outcome: {page: '/'}, why: 'default-language prefix alone'},
  {
    url: '/en/zh/guide/start/',
    outcome: {page: '/zh/guide/start/'},
    why: 'default prefix before zh',
  },
  {url: '/zh/zh/guide/start/', outcome: {notFound: 'zh'}, why: 'doubled zh prefix'},
  {url: '/%7A%68/guide/start/', outcome: {page: '/zh/guide/start/'}, why: 'percent-encoded locale'},
  {
    url: '/guide/start/quick-start/%2e%2e/glossary',
    outcome: {page: '/guide/start/glossary'},
    why: 'encoded dot segment',
  },
  {url: '/guide/../config/', outcome: {page: '/config/'}, why: 'dot-dot inside the site'},
  {url: '/guide/start/%E0%A4%A', outcome: {notFound: 'en'}, why: 'truncated escape'},
  {url: '/%', outcome: {notFound: 'en'}, why: 'lone percent sign'},
  {url: '/zh/%ZZ', outcome: {notFound: 'zh'}, why: 'invalid escape in zh'},
  {url: '/guide/start/quick-start%00', outcome: {notFound: 'en'}, why: 'encoded NUL'},
  {url: '/%F0%9F%98%80', outcome: {notFound: 'en'}, why: 'emoji path'},
  {url: '/../../../../etc/passwd', outcome: {notFound: 'en'}, why: 'traversal'},
  {url: '/%2e%2e/%2e%2e/etc/passwd', outcome: {notFound: 'en'}, why: 'encoded traversal'},
  {
    url: '/..%2f..%2f..%2fetc%2fpasswd',
    outcome: {notFound: 'en'},
    why: 'encoded slashes in traversal',
  },
  {url: '/assets/..%5c..%5cpackage.json', outcome: {notFound: 'en'}, why: 'encoded backslashes'},
  {url: '/zh/../../package.json', outcome: {notFound: 'en'}, why: 'traversal from zh'},
  {url: `/${'a'.repeat(5000)}`, outcome: {notFound: 'en'}, why: 'very long segment'},
  {url: `/zh/${'x/'.repeat(1500)}`, outcome: {notFound: 'zh'}, why: 'very deep path'},
  {
    url: '/guide/start/quick-start?x=1&y=%3Cscript%3E',
    outcome: {page: '/guide/start/quick-start'},
    why: 'query string on a page',
  },
  {
    url: '/img/logo.svg?v=1&cache=%00',
    outcome: {file: '/img/logo.svg', type: /^image\/svg\+xml/},
    why: 'query string on an asset',
  },
  {
    url: '/assets/js/../../img/logo.svg',
    outcome: {file: '/img/logo.svg', type: /^image\/svg\+xml/},
    why: 'dot-dot to an asset',
  },
  {
    url: '/sitemap.xml?utm_source=x',
    outcome: {file: '/sitemap.xml', type: /xml/},
    why: 'query string on the sitemap',
  },
  {url: '/no/such/page', outcome: {notFound: 'en'}, why: 'unknown English page'},
  {url: '/zh/no/such/page', outcome: {notFound: 'zh'}, why: 'unknown Chinese page'},
  {url: '/config/lib/format/extra', outcome: {notFound: 'en'}, why: 'page with an extra segment'},
];
