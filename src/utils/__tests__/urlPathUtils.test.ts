import {splitUrl, withoutQueryAndHash, withoutTrailingSlash} from '../urlPathUtils';

describe('splitUrl', () => {
  it.each([
    ['/a/b?x=1#y', {path: '/a/b', query: '?x=1', hash: '#y'}],
    ['/a/b', {path: '/a/b', query: '', hash: ''}],
    ['/a?x=1', {path: '/a', query: '?x=1', hash: ''}],
    ['/a#y', {path: '/a', query: '', hash: '#y'}],
    // A `?` after the `#` belongs to the fragment.
    ['/a#y?z', {path: '/a', query: '', hash: '#y?z'}],
    ['?x#', {path: '', query: '?x', hash: '#'}],
  ])('%s', (url, parts) => {
    expect(splitUrl(url)).toEqual(parts);
  });
});

describe('withoutQueryAndHash', () => {
  it('keeps the path only', () => {
    expect(withoutQueryAndHash('/guide/start/?a=1&b=2#intro')).toBe('/guide/start/');
    expect(withoutQueryAndHash('/config/lib/format#esm')).toBe('/config/lib/format');
    expect(withoutQueryAndHash('/%E4%B8%AD')).toBe('/%E4%B8%AD');
  });
});

describe('withoutTrailingSlash', () => {
  it('drops every trailing slash, and leaves the root as the empty base', () => {
    expect(withoutTrailingSlash('/docs/')).toBe('/docs');
    expect(withoutTrailingSlash('https://rslib.rs//')).toBe('https://rslib.rs');
    expect(withoutTrailingSlash('/guide/start')).toBe('/guide/start');
    expect(withoutTrailingSlash('/')).toBe('');
  });
});
