import {isBodyIndexedWord} from '@site/src/features/search/indexFormat';
import {
  MAX_QUERY_LENGTH,
  normalizeQuery,
  queryWords,
  searchQueries,
} from '@site/src/features/search/queryUtils';

describe('queryUtils', () => {
  describe('query normalisation', () => {
    it('lower-cases, trims, collapses spaces and removes accents', () => {
      expect(normalizeQuery('  UMD   Name ')).toBe('umd name');
      expect(normalizeQuery('Café Déjà')).toBe('cafe deja');
      expect(normalizeQuery('import.meta.URL')).toBe('import.meta.url');
    });

    it('keeps Korean and Cyrillic accents', () => {
      expect(normalizeQuery('Ёлка')).toBe('ёлка');
      expect(normalizeQuery('한국어')).toBe('한국어');
    });

    it('cuts a long query without splitting an emoji', () => {
      expect(Array.from(normalizeQuery('x'.repeat(10_000)))).toHaveLength(MAX_QUERY_LENGTH);
      const emoji = normalizeQuery('😀'.repeat(200));
      expect(Array.from(emoji)).toHaveLength(MAX_QUERY_LENGTH);
      expect(emoji).toBe('😀'.repeat(MAX_QUERY_LENGTH));
    });
  });

  describe('words sent to the worker', () => {
    it('splits like the worker: word characters or runs of Chinese characters', () => {
      expect(queryWords('import.meta.url')).toEqual(['import', 'meta', 'url']);
      expect(queryWords('--no-bundle')).toEqual(['no', 'bundle']);
      expect(queryWords('__dirname 类型声明文件')).toEqual(['__dirname', '类型声明文件']);
      expect(queryWords('react组件库 react')).toEqual(['react', '组件库']);
      expect(queryWords('<>!?* 😀')).toEqual([]);
    });

    it('drops lone Chinese stop characters unless nothing else is left', () => {
      const topic = (query: string) => searchQueries(query).topic;
      expect(topic('rslib 和 rsbuild 的区别')).toBe('rslib rsbuild 的区别');
      expect(topic('和')).toBe('和');
      expect(topic('<img src=x onerror=alert(1)>')).toBe('img src x onerror alert 1');
      expect(topic('(.*)+')).toBe('');
      expect(topic('--no-bundle')).toBe('bundle');
      expect(topic('rslib build --no-dts --watch')).toBe('rslib build dts watch');
      expect(topic('no bundle')).toBe('no bundle');
    });

    it('leaves out question words, unless nothing else is left', () => {
      expect(searchQueries('如何配置 banner')).toEqual({topic: 'banner', body: 'banner'});
      expect(searchQueries('如何开启 source map').topic).toBe('source map');
      expect(searchQueries('配置文件').topic).toBe('配置文件');
      expect(searchQueries('配置').topic).toBe('配置');
      expect(searchQueries('怎么生成类型声明文件吗')).toEqual({
        topic: '生成类型声明文件',
        body: '生成类型声明文件',
      });
      expect(searchQueries('how do i add a banner').topic).toBe('add banner');
      expect(searchQueries('how').topic).toBe('how');
      expect(searchQueries('如何').topic).toBe('如何');
    });

    it('replaces Chinese words for the terms the Chinese pages keep in English', () => {
      expect(searchQueries('__filename 垫片').topic).toBe('__filename shims');
      expect(searchQueries('摇树优化').topic).toBe('tree shaking');
      expect(searchQueries('页脚注释').topic).toBe('footer 注释');
      expect(searchQueries('监听文件变化').topic).toBe('watch 文件变化');
      expect(searchQueries('为什么 require 未定义').topic).toBe('require not defined');
      expect(searchQueries('库 id').topic).toBe('lib id');
      expect(searchQueries('组件库').topic).toBe('组件库');
    });

    it('keeps a pasted text short: Chinese runs and the number of words', () => {
      expect(searchQueries('构建'.repeat(3000)).topic).toBe('构建'.repeat(6));
      expect(searchQueries('preservemodules').topic).toBe('preservemodules');
      expect(searchQueries('a1 b2 c3 d4 e5 f6 g7 h8 i9 j10').topic.split(' ')).toHaveLength(8);
    });

    it('asks the body index only for the words it holds', () => {
      expect(searchQueries('node 20 in the output')).toEqual({
        topic: 'node 20 in output',
        body: 'node output',
      });
      expect(searchQueries('in').body).toBe('');
      expect(isBodyIndexedWord('es2015')).toBe(true);
      expect(isBodyIndexedWord('2015')).toBe(false);
      expect(isBodyIndexedWord('x')).toBe(false);
      expect(isBodyIndexedWord('库')).toBe(true);
    });
  });
});
