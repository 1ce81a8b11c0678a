import {createHash} from 'node:crypto';
import path from 'node:path';
import {
  contentSecurityPolicy,
  extensionlessPageCopy,
  formatHeadersFile,
  formatRedirectsFile,
  headerRules,
  inlineScriptHashes,
  metaContentSecurityPolicy,
  parseAttributes,
  redirectPageCopy,
  redirectPageHtml,
  redirectPageTarget,
  redirectRules,
  scriptHashSource,
  siteOutDir,
  withCspMeta,
} from '../utils';

const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('hostConfig utils', () => {
  describe('parseAttributes', () => {
    it('reads quoted, unquoted and bare attributes, names lowercased', () => {
      const attributes = parseAttributes(
        ` data-rh=true TYPE=application/ld+json src='/a.js' async title="a b"`,
      );
      expect(Object.fromEntries(attributes)).toEqual({
        'data-rh': 'true',
        type: 'application/ld+json',
        src: '/a.js',
        async: '',
        title: 'a b',
      });
    });

    it('keeps the first of repeated attributes, as the HTML parser does', () => {
      expect(parseAttributes('type=module type=text/plain').get('type')).toBe('module');
    });
  });

  describe('scriptHashSource', () => {
    it('is the base64 sha256 of the UTF-8 text, quoted', () => {
      expect(scriptHashSource('alert(1)')).toBe(
        "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='",
      );
      expect(scriptHashSource('"中文"')).toBe(sha256('"中文"'));
    });

    it('hashes the text after the parser has normalized line endings', () => {
      expect(scriptHashSource('a\r\nb\rc')).toBe(sha256('a\nb\nc'));
    });
  });

  describe('inlineScriptHashes', () => {
    it('hashes inline scripts the browser runs, once each', () => {
      const html = [
        '<html><head><script>one()</script>',
        '<script type="text/javascript">two()</script>',
        '<script type=module>three()</script>',
        '<SCRIPT>one()</SCRIPT >',
        '</head><body><script>four()</script></body></html>',
      ].join('');
      expect(inlineScriptHashes(html)).toEqual(['one()', 'two()', 'three()', 'four()'].map(sha256));
    });

    it('skips external scripts and data blocks', () => {
      const html = [
        '<script src=/assets/js/main.js defer></script>',
        '<script src="/a.js">ignored()</script>',
        '<script data-rh=true type=application/ld+json>{"@type":"BreadcrumbList"}</script>',
        '<script type="application/json">{}</script>',
      ].join('');
      expect(inlineScriptHashes(html)).toEqual([]);
    });

    it('keeps the script text exactly, markup and whitespace included', () => {
      const text = '\n  if (a < b && c > d) { x.innerHTML = "<div>"; }\n';
      expect(inlineScriptHashes(`<script>${text}</script>`)).toEqual([sha256(text)]);
    });

    it('hashes an empty inline script and survives a missing end tag', () => {
      expect(inlineScriptHashes('<script></script>')).toEqual([sha256('')]);
      expect(inlineScriptHashes('<script>never closed')).toEqual([]);
      expect(inlineScriptHashes('')).toEqual([]);
    });
  });

  describe('contentSecurityPolicy', () => {
    const policy = contentSecurityPolicy(["'sha256-b'", "'sha256-a'", "'sha256-b'"]);
    const directives = new Map(
      policy.split('; ').map((directive) => {
        const [name, ...values] = directive.split(' ');
        return [name!, values];
      }),
    );

    it('allows only the site itself and the given inline scripts', () => {
      expect(directives.get('default-src')).toEqual(["'self'"]);
      expect(directives.get('script-src')).toEqual(["'self'", "'sha256-a'", "'sha256-b'"]);
      expect(policy).not.toMatch(/unsafe-eval|\*|https?:/);
      expect(directives.get('script-src')).not.toContain("'unsafe-inline'");
    });

    it('locks down objects, framing, base and forms', () => {
      expect(directives.get('object-src')).toEqual(["'none'"]);
      expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
      expect(directives.get('base-uri')).toEqual(["'self'"]);
      expect(directives.get('form-action')).toEqual(["'self'"]);
    });

    it('allows own images, data: icons, fonts, fetches and the search worker', () => {
      expect(directives.get('img-src')).toEqual(["'self'", 'data:']);
      expect(directives.get('font-src')).toEqual(["'self'"]);
      expect(directives.get('connect-src')).toEqual(["'self'"]);
      expect(directives.get('worker-src')).toEqual(["'self'"]);
      expect(directives.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    });
  });

  describe('headerRules and formatHeadersFile', () => {
    const rules = headerRules({scriptHashes: ["'sha256-x'"], localePaths: ['zh']});

    it('sends the security headers and the CSP on every path', () => {
      expect(rules[0]!.path).toBe('/*');
      expect(Object.fromEntries(rules[0]!.headers)).toMatchObject({
        'Content-Security-Policy': expect.stringContaining("script-src 'self' 'sha256-x'"),
        'X-Content-Type-Options': 'nosniff',
        'X-Frame-Options': 'DENY',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Permissions-Policy': expect.stringContaining('camera=()'),
        'Strict-Transport-Security': expect.stringMatching(/^max-age=\d+/),
      });
    });

    it('caches the hashed assets of each language for a year, and nothing else', () => {
      expect(rules.slice(1)).toEqual([
        {path: '/assets/*', headers: [['Cache-Control', 'public, max-age=31536000, immutable']]},
        {path: '/zh/assets/*', headers: [['Cache-Control', 'public, max-age=31536000, immutable']]},
      ]);
    });

    it('writes Netlify _headers blocks: a path, then indented headers', () => {
      const file = formatHeadersFile([
        {
          path: '/*',
          headers: [
            ['X-A', '1'],
            ['X-B', 'two words'],
          ],
        },
        {path: '/assets/*', headers: [['Cache-Control', 'no-cache']]},
      ]);
      expect(file).toMatch(/^# Generated by src\/plugins\/hostConfig/);
      expect(file.split('\n').slice(1)).toEqual([
        '/*',
        '  X-A: 1',
        '  X-B: two words',
        '/assets/*',
        '  Cache-Control: no-cache',
        '',
      ]);
    });
  });

  describe('redirectRules and formatRedirectsFile', () => {
    const rules = redirectRules({defaultLocalePath: 'en', localePaths: ['zh']});

    it('drops /en, sends zh misses to the Chinese 404 page and others to the English one', () => {
      expect(rules).toEqual([
        {from: '/en', to: '/', status: 301},
        {from: '/en/*', to: '/:splat', status: 301},
        {from: '/zh/*', to: '/zh/404.html', status: 404},
        {from: '/*', to: '/404.html', status: 404},
      ]);
    });

    it('redirects moved pages in every language, before the 404 rules', () => {
      expect(
        redirectRules({
          defaultLocalePath: 'en',
          localePaths: ['zh'],
          pageRedirects: [{from: '/old', to: '/new'}],
        }),
      ).toEqual([
        {from: '/en', to: '/', status: 301},
        {from: '/en/*', to: '/:splat', status: 301},
        {from: '/old', to: '/new', status: 301},
        {from: '/zh/old', to: '/zh/new', status: 301},
        {from: '/zh/*', to: '/zh/404.html', status: 404},
        {from: '/*', to: '/404.html', status: 404},
      ]);
    });

    it('puts the catch-all last, since the first matching rule wins', () => {
      expect(rules.at(-1)!.from).toBe('/*');
    });

    it('writes aligned Netlify _redirects lines', () => {
      expect(formatRedirectsFile(rules).split('\n').slice(1)).toEqual([
        '/en    /  301',
        '/en/*  /:splat  301',
        '/zh/*  /zh/404.html  404',
        '/*     /404.html  404',
        '',
      ]);
    });
  });

  describe('siteOutDir', () => {
    it('is the output folder for the default locale', () => {
      expect(siteOutDir('/tmp/build', {isDefaultLocale: true, localePath: 'en'})).toBe(
        path.resolve('/tmp/build'),
      );
    });

    it('is the parent of the locale folder for the others', () => {
      expect(siteOutDir('/tmp/build/zh', {isDefaultLocale: false, localePath: 'zh'})).toBe(
        path.resolve('/tmp/build'),
      );
      expect(siteOutDir('/tmp/build/zh/', {isDefaultLocale: false, localePath: 'zh'})).toBe(
        path.resolve('/tmp/build'),
      );
      expect(
        siteOutDir('/tmp/build/zh/hans', {isDefaultLocale: false, localePath: 'zh/hans'}),
      ).toBe(path.resolve('/tmp/build'));
    });
  });

  describe('the policy in the page, for hosts without headers', () => {
    const hash = sha256('x');

    it('is the header policy without what a meta policy cannot carry', () => {
      const meta = metaContentSecurityPolicy([hash]);
      expect(meta).toContain(`script-src 'self' ${hash}`);
      expect(meta).not.toContain('frame-ancestors');
      expect(contentSecurityPolicy([hash]).startsWith(meta.split('; ')[0]!)).toBe(true);
    });

    it('comes right after the charset, before any script, and replaces itself', () => {
      const page = '<html><head><meta charset=UTF-8><script>x</script></head></html>';
      const once = withCspMeta(page, "default-src 'self'");
      expect(once).toBe(
        `<html><head><meta charset=UTF-8><meta http-equiv="Content-Security-Policy" content="default-src 'self'"><script>x</script></head></html>`,
      );
      expect(withCspMeta(once, "default-src 'none'")).toBe(
        once.replace("default-src 'self'", "default-src 'none'"),
      );
      expect(withCspMeta('<html><head><title>t</title></head></html>', 'a')).toBe(
        '<html><head><meta http-equiv="Content-Security-Policy" content="a"><title>t</title></head></html>',
      );
    });
  });

  describe('redirect pages', () => {
    // What @docusaurus/plugin-client-redirects 3.10 writes.
    const pluginPage = [
      '<!DOCTYPE html>',
      '<html>',
      '  <head>',
      '    <meta charset="UTF-8">',
      '    <meta http-equiv="refresh" content="0; url=/zh/guide/advanced/assets">',
      '    <link rel="canonical" href="/zh/guide/advanced/assets" />',
      '  </head>',
      '  <script>',
      "    window.location.href = '/zh/guide/advanced/assets' + window.location.search + window.location.hash;",
      '  </script>',
      '</html>',
    ].join('\n');

    it('are recognized by their refresh, and no other page is', () => {
      expect(redirectPageTarget(pluginPage)).toBe('/zh/guide/advanced/assets');
      expect(redirectPageTarget('<html><head><meta charset=utf-8><title>x</title>')).toBeNull();
    });

    it('are rewritten with no inline script, in the language of their path', () => {
      const html = redirectPageHtml({target: '/zh/guide/advanced/assets', lang: 'zh-CN'});
      expect(inlineScriptHashes(pluginPage)).toHaveLength(1);
      expect(inlineScriptHashes(html)).toEqual([]);
      expect(html).toContain('<html lang="zh-CN">');
      expect(html).toContain('<script src="/redirect.js"></script>');
      expect(html).toContain('<link rel="canonical" href="/zh/guide/advanced/assets">');
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(redirectPageTarget(html)).toBe('/zh/guide/advanced/assets');
      // The policy goes in before the script, as on every page.
      expect(
        withCspMeta(html, "default-src 'self'").indexOf('Content-Security-Policy'),
      ).toBeLessThan(html.indexOf('<script'));
    });

    it('escape what would leave the attribute', () => {
      expect(redirectPageHtml({target: '/a"b<c', lang: 'en'})).toContain('href="/a&quot;b&lt;c"');
    });

    it('are also written as <old path>.html', () => {
      expect(redirectPageCopy('/guide/advanced/static-assets/index.html')).toBe(
        '/guide/advanced/static-assets.html',
      );
      expect(redirectPageCopy('/zh/guide/upgrade/upgrade-rslib/index.html')).toBe(
        '/zh/guide/upgrade/upgrade-rslib.html',
      );
      expect(redirectPageCopy('/guide/advanced/static-assets.html')).toBeNull();
      expect(redirectPageCopy('/index.html')).toBeNull();
    });
  });

  describe('extensionlessPageCopy', () => {
    it('copies a page served without a slash to <path>.html', () => {
      expect(
        extensionlessPageCopy('/guide/start/quick-start/index.html', '/guide/start/quick-start'),
      ).toBe('/guide/start/quick-start.html');
      expect(
        extensionlessPageCopy('/zh/config/lib/format/index.html', '/zh/config/lib/format'),
      ).toBe('/zh/config/lib/format.html');
    });

    it('leaves section indexes, the home pages and other files alone', () => {
      expect(extensionlessPageCopy('/guide/start/index.html', '/guide/start/')).toBeNull();
      expect(extensionlessPageCopy('/index.html', '/')).toBeNull();
      expect(extensionlessPageCopy('/zh/index.html', '/zh/')).toBeNull();
      expect(extensionlessPageCopy('/404.html', null)).toBeNull();
      expect(extensionlessPageCopy('/old/index.html', null)).toBeNull();
    });
  });
});
