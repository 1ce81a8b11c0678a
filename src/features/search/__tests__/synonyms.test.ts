import {
  MAX_SYNONYM_QUERIES,
  SYNONYMS,
  pageLanguage,
  phraseAt,
  synonymQueries,
} from '@site/src/features/search/synonyms';

describe('synonyms', () => {
  it('has at least 40 entries, each with words for both languages, in lower case', () => {
    expect(SYNONYMS.length).toBeGreaterThanOrEqual(40);
    for (const entry of SYNONYMS) {
      expect(entry.en.length).toBeGreaterThan(0);
      expect(entry.zh.length).toBeGreaterThan(0);
      for (const word of [...entry.typed, ...entry.en, ...entry.zh]) {
        expect(word).toBe(word.toLowerCase().trim());
      }
    }
  });

  it('finds a phrase as whole words, not inside a name of code, and Chinese anywhere', () => {
    expect(phraseAt('ts config', 'ts')).toBe(0);
    expect(phraseAt('tsup config', 'ts')).toBe(-1);
    expect(phraseAt('bundle d.ts', 'ts')).toBe(-1);
    expect(phraseAt('--lib', 'lib')).toBe(-1);
    expect(phraseAt('如何开启热更新', '热更新')).toBe(4);
    expect(phraseAt('组件库', '库')).toBe(-1);
    expect(phraseAt('库 id', '库')).toBe(0);
  });

  it('searches a query with the words the pages of its language use', () => {
    expect(synonymQueries('hmr', 'en')).toEqual(['hot module replacement']);
    expect(synonymQueries('热模块替换', 'zh')).toEqual(['热更新', 'hmr']);
    expect(synonymQueries('output directory', 'en')).toEqual(['distpath']);
    expect(synonymQueries('输出目录', 'zh')).toEqual(['distpath', '产物目录']);
    expect(synonymQueries('__filename 垫片', 'zh')).toEqual(['__filename shims']);
    expect(synonymQueries('文件后缀 .mjs', 'zh')).toEqual(['autoextension']);
    // Written apart, `source map` is two words of the index; `sourcemap` (output.sourceMap) is one.
    expect(synonymQueries('source map', 'en')).toEqual(['sourcemap']);
    expect(synonymQueries('core-js', 'en')).not.toContain('core js');
    expect(synonymQueries('rebuild automatically when files change', 'en')).toEqual(['watch']);
    expect(synonymQueries('产物顶部 use client', 'zh')).toEqual(['banner use client']);
    expect(synonymQueries('import 路径 后缀', 'zh')).toContain('redirect 后缀');
    // Switching a project to Rslib is migrating it; switching its format is not.
    expect(synonymQueries('tsc 项目 切换到 rslib', 'zh')).toEqual(['tsc 项目 迁移']);
    expect(synonymQueries('switch to rslib from tsup', 'en')).toEqual(['migrate from tsup']);
    expect(synonymQueries('切换到 esm', 'zh')).toEqual([]);
  });

  it('adds nothing for words the query has already or for names of code', () => {
    expect(synonymQueries('distpath', 'en')).toEqual(['output directory']);
    expect(synonymQueries('output directory distpath', 'en')).toEqual([]);
    expect(synonymQueries('--lib', 'en')).toEqual([]);
    expect(synonymQueries('组件库打包', 'zh')).toEqual([]);
    expect(synonymQueries('lib.format', 'en')).toEqual([]);
  });

  it("searches a topic typed in Chinese and in the pages' words once, in the pages' words", () => {
    expect(synonymQueries('别名 alias', 'zh')).toEqual(['alias']);
    expect(synonymQueries('路径别名 alias 配置', 'zh')).toEqual(['alias 配置']);
    // Named twice in English, it is the query as typed.
    expect(synonymQueries('output directory distpath', 'en')).toEqual([]);
  });

  it('searches a few synonym queries at most', () => {
    expect(synonymQueries('hmr minify sourcemap treeshaking', 'en').length).toBeLessThanOrEqual(
      MAX_SYNONYM_QUERIES,
    );
  });

  it('reads the pages language of a locale', () => {
    expect(pageLanguage('zh')).toBe('zh');
    expect(pageLanguage('en')).toBe('en');
    expect(pageLanguage('fr')).toBe('en');
  });
});
