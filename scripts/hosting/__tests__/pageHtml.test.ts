import {canonicalPath, decodeEntities, parseAttributes, refreshTarget} from '../pageHtml';

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

  it('reads an unquoted value up to the next space, `=` and `/` included', () => {
    expect(parseAttributes('content=0;url=/a/b/ http-equiv=refresh').get('content')).toBe(
      '0;url=/a/b/',
    );
  });
});

describe('decodeEntities', () => {
  it('decodes the references the build writes, an escaped ampersand once', () => {
    expect(decodeEntities('&lt;a href=&quot;x&quot;&gt; &#x27;&#39; &amp;lt;')).toBe(
      `<a href="x"> '' &lt;`,
    );
  });
});

describe('canonicalPath', () => {
  it('reads canonical links in either attribute order, decoded', () => {
    expect(canonicalPath('<link rel=canonical href=https://rslib.rs/guide/start/>')).toBe(
      '/guide/start/',
    );
    expect(canonicalPath('<link href="https://rslib.rs/zh/a" rel="canonical">')).toBe('/zh/a');
    expect(canonicalPath('<link rel=canonical href=/guide/%E4%B8%AD>')).toBe('/guide/中');
  });

  it('is null without a canonical link', () => {
    expect(canonicalPath('<link rel=alternate href=/zh/><p>no link</p>')).toBeNull();
  });
});

describe('refreshTarget', () => {
  it('finds where a refresh page sends the reader, in any attribute order and quoting', () => {
    expect(
      refreshTarget('<meta http-equiv="refresh" content="0; url=/guide/advanced/assets">'),
    ).toBe('/guide/advanced/assets');
    expect(refreshTarget(`<meta content="0;URL='/zh/a?b=1'" http-equiv=refresh>`)).toBe(
      '/zh/a?b=1',
    );
    expect(refreshTarget('<meta http-equiv=Refresh content="5, url=/a?x=1&amp;y=2">')).toBe(
      '/a?x=1&y=2',
    );
  });

  it('is null for a page without a refresh, or a refresh that only reloads', () => {
    expect(refreshTarget('<html><head><meta charset=utf-8><title>x</title>')).toBeNull();
    expect(refreshTarget('<meta http-equiv="refresh" content="30">')).toBeNull();
    expect(refreshTarget('<meta name="refresh" content="0; url=/a">')).toBeNull();
  });
});
