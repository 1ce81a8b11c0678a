import {inlineScriptHashes, withCspMeta} from '../csp';
import {extensionlessPageCopy, redirectPageCopy, redirectPageHtml} from '../pageFiles';
import {refreshTarget} from '../pageHtml';

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
    expect(refreshTarget(pluginPage)).toBe('/zh/guide/advanced/assets');
    expect(refreshTarget('<html><head><meta charset=utf-8><title>x</title>')).toBeNull();
  });

  it('are rewritten with no inline script, in the language of their path', () => {
    const html = redirectPageHtml({target: '/zh/guide/advanced/assets', lang: 'zh-CN'});
    expect(inlineScriptHashes(pluginPage)).toHaveLength(1);
    expect(inlineScriptHashes(html)).toEqual([]);
    expect(html).toContain('<html lang="zh-CN">');
    expect(html).toContain('<script src="/redirect.js"></script>');
    expect(html).toContain('<link rel="canonical" href="/zh/guide/advanced/assets">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(refreshTarget(html)).toBe('/zh/guide/advanced/assets');
    // The policy goes in before the script, as on every page.
    expect(withCspMeta(html, "default-src 'self'").indexOf('Content-Security-Policy')).toBeLessThan(
      html.indexOf('<script'),
    );
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
    expect(extensionlessPageCopy('/zh/config/lib/format/index.html', '/zh/config/lib/format')).toBe(
      '/zh/config/lib/format.html',
    );
  });

  it('leaves section indexes, the home pages and other files alone', () => {
    expect(extensionlessPageCopy('/guide/start/index.html', '/guide/start/')).toBeNull();
    expect(extensionlessPageCopy('/index.html', '/')).toBeNull();
    expect(extensionlessPageCopy('/zh/index.html', '/zh/')).toBeNull();
    expect(extensionlessPageCopy('/404.html', null)).toBeNull();
    expect(extensionlessPageCopy('/old/index.html', null)).toBeNull();
  });
});
