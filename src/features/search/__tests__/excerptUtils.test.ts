import {CODE_TERMS_SEPARATOR} from '@site/src/features/search/indexFormat';
import {
  EXCERPT_MAX_WIDTH,
  charWidth,
  cutExcerpt,
  highlightRanges,
  mergeRanges,
  containsPhrase,
  truncateWidth,
  textWidth,
  toSegments,
  typedMatch,
  type ExcerptSegment,
} from '@site/src/features/search/excerptUtils';
import {phraseOf, typedQueryOf} from '@site/src/features/search/queryUtils';

const join = (segments: ExcerptSegment[]) => segments.map((segment) => segment.text).join('');
const marked = (segments: ExcerptSegment[]) =>
  segments.filter((segment) => segment.highlighted).map((segment) => segment.text);

describe('excerptUtils', () => {
  describe('width counting', () => {
    it('counts a wide CJK character 3 and any other character 1', () => {
      expect(charWidth('a')).toBe(1);
      expect(charWidth('中')).toBe(3);
      expect(charWidth('，')).toBe(3);
      expect(charWidth('か')).toBe(3);
      expect(charWidth('한')).toBe(3);
      expect(charWidth('é')).toBe(1);
      expect(charWidth('😀')).toBe(1);
      expect(textWidth('Rslib 构建')).toBe(12);
      expect(textWidth('')).toBe(0);
    });
  });

  describe('exact matches', () => {
    it('takes the punctuation around the query off', () => {
      expect(phraseOf("'use client'")).toBe('use client');
      expect(phraseOf('"type": "module"')).toBe('type": "module');
      expect(phraseOf('--env-mode')).toBe('--env-mode');
      expect(phraseOf('.d.mts')).toBe('.d.mts');
      expect(phraseOf('(.*)+')).toBe('');
    });

    it('finds the phrase as whole words, anywhere in Chinese', () => {
      expect(containsPhrase('Call loadConfig() first', 'loadconfig')).toBe(true);
      expect(containsPhrase('LoadConfigOptions', 'loadconfig')).toBe(false);
      expect(containsPhrase('the core-js package', 'core-js')).toBe(true);
      expect(containsPhrase('core and js', 'core-js')).toBe(false);
      expect(containsPhrase('配置模块联邦插件', '模块联邦')).toBe(true);
      expect(containsPhrase('anything', '')).toBe(false);
    });
  });

  describe('highlighting', () => {
    it('merges index positions and token occurrences, case-insensitively', () => {
      expect(highlightRanges('Use umdName; UMDNAME again', ['umdname'])).toEqual([
        [4, 11],
        [13, 20],
      ]);
      expect(highlightRanges('abc def', [], [[4, 3]])).toEqual([[4, 7]]);
      expect(highlightRanges('abcdef', ['abc', 'cde'])).toEqual([[0, 5]]);
    });

    it('treats regex metacharacters and markup as plain text', () => {
      expect(highlightRanges('a (b)+ c', ['(b)+'])).toEqual([[2, 6]]);
      expect(highlightRanges('x <img src=x> y', ['<img'])).toEqual([[2, 6]]);
      expect(highlightRanges('abc', ['.*'])).toEqual([]);
    });

    it('clamps index positions to the text', () => {
      expect(highlightRanges('abc', [], [[2, 10]])).toEqual([[2, 3]]);
      expect(highlightRanges('abc', [], [[9, 1]])).toEqual([]);
    });

    it('splits a text into segments', () => {
      expect(toSegments('hello world', [[6, 11]])).toEqual([
        {text: 'hello ', highlighted: false},
        {text: 'world', highlighted: true},
      ]);
      expect(
        mergeRanges([
          [5, 6],
          [0, 2],
          [1, 3],
          [6, 6],
        ]),
      ).toEqual([
        [0, 3],
        [5, 6],
      ]);
    });
  });

  describe('excerpt cutting', () => {
    it('keeps a short text whole', () => {
      const segments = cutExcerpt('short text', [[0, 5]]);
      expect(join(segments)).toBe('short text');
      expect(marked(segments)).toEqual(['short']);
    });

    it('cuts a long text to 100 width units around the first match', () => {
      const text = `${'lorem ipsum '.repeat(20)}umdName ${'dolor sit '.repeat(20)}`;
      const at = text.indexOf('umdName');
      const segments = cutExcerpt(text, [[at, at + 7]]);
      const excerpt = join(segments);
      expect(textWidth(excerpt)).toBeLessThanOrEqual(EXCERPT_MAX_WIDTH);
      expect(textWidth(excerpt)).toBeGreaterThan(EXCERPT_MAX_WIDTH - 5);
      expect(excerpt.startsWith('…')).toBe(true);
      expect(excerpt.endsWith('…')).toBe(true);
      expect(marked(segments)).toEqual(['umdName']);
    });

    it('counts Chinese characters 3 units each', () => {
      const text = '构建'.repeat(100);
      const segments = cutExcerpt(text, [[0, 2]]);
      const excerpt = join(segments);
      expect(textWidth(excerpt)).toBeLessThanOrEqual(EXCERPT_MAX_WIDTH);
      expect(Array.from(excerpt.replace('…', ''))).toHaveLength(33);
      expect(excerpt.startsWith('构建')).toBe(true);
    });

    it('fills the room before the match when it is near the end', () => {
      const text = `${'a'.repeat(300)}end`;
      const excerpt = join(cutExcerpt(text, [[300, 303]]));
      expect(excerpt.endsWith('end')).toBe(true);
      expect(textWidth(excerpt)).toBe(EXCERPT_MAX_WIDTH);
    });

    it('never splits an emoji', () => {
      const text = '😀'.repeat(300);
      const excerpt = join(cutExcerpt(text, [[200, 202]]));
      expect(excerpt).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
      expect(excerpt).not.toMatch(/(?<![\ud800-\udbff])[\udc00-\udfff]/);
      expect(textWidth(excerpt)).toBeLessThanOrEqual(EXCERPT_MAX_WIDTH);
    });

    it('starts at the beginning when nothing is highlighted', () => {
      const excerpt = join(cutExcerpt('word '.repeat(100), []));
      expect(excerpt.startsWith('word')).toBe(true);
      expect(excerpt.endsWith('…')).toBe(true);
    });
  });

  describe('display', () => {
    it('shortens a text for display', () => {
      expect(truncateWidth('short')).toBe('short');
      expect(truncateWidth('x'.repeat(500))).toBe(`${'x'.repeat(99)}…`);
    });
  });

  describe('matching what was typed', () => {
    it('holds it whole, spaces next to Chinese aside; or each of its phrases apart; or not', () => {
      expect(typedMatch('Install Rslib and TypeScript', typedQueryOf('install rslib'))).toBe(2);
      expect(typedMatch('安装 Rslib 和 TypeScript', typedQueryOf('安装rslib'))).toBe(2);
      expect(typedMatch('安装Rslib', typedQueryOf('安装 rslib'))).toBe(2);
      expect(typedMatch('与 Rslib 一起安装的包', typedQueryOf('安装 rslib'))).toBe(1);
      expect(typedMatch('Rslib, then install', typedQueryOf('install rslib'))).toBe(0);
      expect(typedMatch(`Text${CODE_TERMS_SEPARATOR}--watch`, typedQueryOf('--watch'))).toBe(2);
    });

    it('takes a Chinese character next to a word as its edge', () => {
      expect(containsPhrase('运行rslib命令', 'rslib')).toBe(true);
      expect(containsPhrase('myrslib', 'rslib')).toBe(false);
    });
  });
});
