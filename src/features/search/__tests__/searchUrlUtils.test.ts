import {
  allResultsPath,
  queryOfSearchParams,
  searchParamsOfQuery,
} from '@site/src/features/search/searchUrlUtils';

describe('searchUrlUtils', () => {
  it('links to the full search page of the locale', () => {
    expect(allResultsPath('/', 'a b&c')).toBe('/search?q=a%20b%26c');
    expect(allResultsPath('/zh/', '构建')).toBe('/zh/search?q=%E6%9E%84%E5%BB%BA');
  });
});
describe('the query in the URL of the page of all results', () => {
  it('reads the q parameter, decoded, and nothing when there is none', () => {
    expect(queryOfSearchParams('?q=a%20b%26c')).toBe('a b&c');
    expect(queryOfSearchParams('?q=%E6%9E%84%E5%BB%BA&ctx=x')).toBe('构建');
    expect(queryOfSearchParams('?other=1')).toBe('');
    expect(queryOfSearchParams('')).toBe('');
  });

  it('writes it back so that it reads the same, and no parameter for no query', () => {
    for (const query of ['dts', 'a b&c', '"type": "module"', '监听 #1 ?x=1']) {
      expect(queryOfSearchParams(searchParamsOfQuery(query))).toBe(query);
    }
    expect(searchParamsOfQuery('')).toBe('');
  });
});
