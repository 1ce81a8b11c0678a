import {formatRedirectsFile, parseRedirectsFile, redirectRules} from '../hostFiles';
import {readsHeadersFile, resolveGithubPages, resolveNetlify} from '../hostProfiles';

const files = new Set([
  '/index.html',
  '/404.html',
  '/zh/404.html',
  '/zh/index.html',
  '/guide/start/index.html',
  '/guide/start/quick-start/index.html',
  '/guide/start/quick-start.html',
  '/guide/start/quick-start.md',
  '/img/logo.svg',
]);

describe('GitHub Pages', () => {
  it('serves a page at its canonical URL, with or without the slash a folder has', () => {
    expect(resolveGithubPages('/guide/start/quick-start', files)).toEqual({
      kind: 'file',
      file: '/guide/start/quick-start.html',
      status: 200,
    });
    expect(resolveGithubPages('/guide/start/', files)).toMatchObject({
      file: '/guide/start/index.html',
    });
    expect(resolveGithubPages('/guide/start/quick-start/', files)).toMatchObject({
      file: '/guide/start/quick-start/index.html',
    });
    expect(resolveGithubPages('/img/logo.svg?v=1', files)).toMatchObject({file: '/img/logo.svg'});
  });

  it('redirects a folder without its slash, keeping the query', () => {
    expect(resolveGithubPages('/guide/start?x=1', files)).toEqual({
      kind: 'redirect',
      location: '/guide/start/?x=1',
      status: 301,
    });
  });

  it('answers every miss with the root 404 page, whatever the language', () => {
    for (const url of ['/zh/no-such-page', '/nope', '/%ZZ', '/GUIDE/START/', '/a%00']) {
      expect(resolveGithubPages(url, files)).toEqual({
        kind: 'notFound',
        file: '/404.html',
        status: 404,
      });
    }
  });

  it('reads no _headers', () => {
    expect(readsHeadersFile('github-pages')).toBe(false);
    expect(readsHeadersFile('netlify')).toBe(true);
    expect(readsHeadersFile('serve')).toBe(true);
  });
});

describe('Netlify-style hosts', () => {
  // The rules the hostConfig plugin writes, as the host reads them.
  const redirects = parseRedirectsFile(
    formatRedirectsFile(redirectRules({defaultLocalePath: 'en', localePaths: ['zh']})),
  );

  it('serves files before any rule, with or without .html and the slash', () => {
    expect(resolveNetlify('/guide/start/quick-start', files, redirects)).toMatchObject({
      file: '/guide/start/quick-start.html',
    });
    expect(resolveNetlify('/guide/start', files, redirects)).toMatchObject({
      file: '/guide/start/index.html',
    });
    expect(resolveNetlify('/', files, redirects)).toMatchObject({file: '/index.html'});
  });

  it('follows the rules for a miss: redirects, and the 404 page of the language', () => {
    expect(resolveNetlify('/en/guide/start/', files, redirects)).toEqual({
      kind: 'redirect',
      location: '/guide/start/',
      status: 301,
    });
    expect(resolveNetlify('/zh/nope', files, redirects)).toEqual({
      kind: 'notFound',
      file: '/zh/404.html',
      status: 404,
    });
    expect(resolveNetlify('/nope', files, redirects)).toEqual({
      kind: 'notFound',
      file: '/404.html',
      status: 404,
    });
  });

  it('never leaves the build folder', () => {
    expect(resolveNetlify('/../../etc/passwd', files, redirects)).toMatchObject({
      kind: 'notFound',
    });
    expect(resolveGithubPages('/zh/../../package.json', files)).toMatchObject({kind: 'notFound'});
  });
});
