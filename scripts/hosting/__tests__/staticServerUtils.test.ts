import {
  cacheControl,
  contentType,
  isCompressible,
  normalizePath,
  notFoundFile,
  pageFile,
  resolveRequest,
  type SiteIndex,
} from '../staticServerUtils';

const index: SiteIndex = {
  pages: new Set([
    '/',
    '/guide/start/',
    '/guide/start/quick-start',
    '/guide/start/components/CJS',
    '/zh/',
    '/zh/guide/start/',
  ]),
  files: new Set([
    '/index.html',
    '/404.html',
    '/zh/404.html',
    '/guide/start/index.html',
    '/guide/start/quick-start/index.html',
    '/assets/js/main.1234abcd.js',
    '/search-index-cff889cd.json',
  ]),
};

describe('resolveRequest', () => {
  it('answers a moved page of _redirects with a 301, slash or not, query kept', () => {
    const redirects = [
      {from: '/en/*', to: '/:splat', status: 301},
      {from: '/guide/old', to: '/guide/start/', status: 301},
      {from: '/zh/guide/old', to: '/zh/guide/start/', status: 301},
      {from: '/*', to: '/404.html', status: 404},
    ];
    expect(resolveRequest('/guide/old?a=1', index, redirects)).toEqual({
      kind: 'redirect',
      location: '/guide/start/?a=1',
      status: 301,
    });
    expect(resolveRequest('/guide/old/', index, redirects)).toMatchObject({
      location: '/guide/start/',
    });
    expect(resolveRequest('/zh/guide/old', index, redirects)).toMatchObject({
      location: '/zh/guide/start/',
    });
    // Pages come first; the 404 rules are this server's own business.
    expect(resolveRequest('/guide/start/', index, redirects)).toMatchObject({kind: 'file'});
    expect(resolveRequest('/zh/nope', index, redirects)).toEqual({
      kind: 'notFound',
      file: '/zh/404.html',
      status: 404,
    });
  });

  it('serves a page at its canonical path', () => {
    expect(resolveRequest('/guide/start/quick-start', index)).toEqual({
      kind: 'file',
      file: '/guide/start/quick-start/index.html',
      status: 200,
    });
    expect(resolveRequest('/guide/start/', index)).toMatchObject({file: '/guide/start/index.html'});
  });

  it('serves assets and ignores their query string', () => {
    expect(resolveRequest('/assets/js/main.1234abcd.js?v=1', index)).toMatchObject({
      kind: 'file',
      file: '/assets/js/main.1234abcd.js',
    });
  });

  it.each([
    ['/guide/start', '/guide/start/'],
    ['/guide/start/quick-start/', '/guide/start/quick-start'],
    ['/guide/start/quick-start.html', '/guide/start/quick-start'],
    ['/guide/start/index.html', '/guide/start/'],
    ['/guide/start/index', '/guide/start/'],
    ['/GUIDE/START/QUICK-START', '/guide/start/quick-start'],
    ['/guide/start/components/cjs', '/guide/start/components/CJS'],
    ['/en/guide/start/', '/guide/start/'],
    ['/en', '/'],
    ['//guide//start/', '/guide/start/'],
    ['/guide/./start/../start/', '/guide/start/'],
    ['/%67uide/start/quick-start/', '/guide/start/quick-start'],
  ])('redirects %s to %s', (url, location) => {
    expect(resolveRequest(url, index)).toEqual({kind: 'redirect', location, status: 301});
  });

  it('keeps the query string on a redirect', () => {
    expect(resolveRequest('/en/guide/start/?sidebar=0', index)).toMatchObject({
      location: '/guide/start/?sidebar=0',
    });
  });

  it.each([
    ['/nope', '/404.html'],
    ['/zh/nope', '/zh/404.html'],
    ['/zh/zh/', '/zh/404.html'],
    ['/%E0%A4%A', '/404.html'],
    ['/zh/%ZZ', '/zh/404.html'],
    ['/guide/start/quick-start%00', '/404.html'],
    ['/..%5c..%5cetc/passwd', '/404.html'],
  ])('answers %s with %s', (url, file) => {
    expect(resolveRequest(url, index)).toEqual({kind: 'notFound', file, status: 404});
  });

  it('answers a very long path with the 404 page', () => {
    expect(resolveRequest(`/${'a'.repeat(5000)}`, index)).toEqual({
      kind: 'notFound',
      file: '/404.html',
      status: 404,
    });
  });

  it('never leaves the root on traversal', () => {
    expect(resolveRequest('/../../etc/passwd', index)).toEqual({
      kind: 'redirect',
      location: '/etc/passwd',
      status: 301,
    });
    expect(resolveRequest('/etc/passwd', index)).toMatchObject({kind: 'notFound'});
  });
});

describe('path helpers', () => {
  it('normalizes slashes and dot segments', () => {
    expect(normalizePath('//a//b/./c/../d/')).toBe('/a/b/d/');
    expect(normalizePath('/../..')).toBe('/');
  });

  it('maps a page to its file', () => {
    expect(pageFile('/')).toBe('/index.html');
    expect(pageFile('/guide/start/cli')).toBe('/guide/start/cli/index.html');
  });

  it('picks the 404 page of the path language', () => {
    expect(notFoundFile('/zh')).toBe('/zh/404.html');
    expect(notFoundFile('/zhx/a')).toBe('/404.html');
  });

  it('caches hashed files for a year and revalidates pages', () => {
    expect(cacheControl('/assets/js/main.1234abcd.js')).toContain('immutable');
    expect(cacheControl('/zh/assets/js/main.1234abcd.js')).toContain('immutable');
    expect(cacheControl('/guide/assets/index.html')).toBe('no-cache');
    expect(cacheControl('/search-index-cff889cd.json')).toContain('immutable');
    expect(cacheControl('/guide/start/index.html')).toBe('no-cache');
  });
});

describe('Markdown twins and llms.txt', () => {
  const withTwins: SiteIndex = {
    pages: index.pages,
    files: new Set([
      ...index.files,
      '/llms.txt',
      '/llms-full.txt',
      '/zh/llms.txt',
      '/guide/start/index.md',
      '/guide/start/quick-start.md',
      '/zh/guide/start/index.md',
    ]),
  };

  it.each([
    '/llms.txt',
    '/llms-full.txt',
    '/zh/llms.txt',
    '/guide/start/quick-start.md',
    '/guide/start/index.md',
    '/zh/guide/start/index.md',
  ])('serves %s as it is, without a redirect', (url) => {
    expect(resolveRequest(url, withTwins)).toEqual({kind: 'file', file: url, status: 200});
  });

  it('answers a missing twin with the 404 page of its language, not a redirect to the page', () => {
    expect(resolveRequest('/guide/start/cli.md', withTwins)).toEqual({
      kind: 'notFound',
      file: '/404.html',
      status: 404,
    });
    expect(resolveRequest('/zh/guide/start/quick-start.md', withTwins)).toMatchObject({
      kind: 'notFound',
      file: '/zh/404.html',
    });
  });

  it('sends Markdown and text with their types, compressed and revalidated', () => {
    expect(contentType('/guide/start/quick-start.md')).toBe('text/markdown; charset=utf-8');
    expect(contentType('/zh/llms-full.txt')).toBe('text/plain; charset=utf-8');
    expect(isCompressible(contentType('/llms.txt'))).toBe(true);
    expect(isCompressible(contentType('/a.md'))).toBe(true);
    expect(cacheControl('/llms.txt')).toBe('no-cache');
    expect(cacheControl('/guide/start/index.md')).toBe('no-cache');
  });
});
