import {
  EXCERPT_MAX_WIDTH,
  LruCache,
  MAX_QUERY_LENGTH,
  SearchDocumentType,
  allResultsPath,
  charWidth,
  cutExcerpt,
  groupHitsByPage,
  queryOfSearchParams,
  searchParamsOfQuery,
  highlightRanges,
  mergeRanges,
  moveSelection,
  normalizeQuery,
  pagesWithAllWords,
  queryWords,
  rankHits,
  searchQueries,
  phraseOf,
  containsPhrase,
  CODE_TERMS_SEPARATOR,
  appendNewPages,
  documentExcerpt,
  highlightTerms,
  isBodyIndexedWord,
  isSummaryPage,
  hitWeight,
  truncateWidth,
  textWidth,
  toSearchHits,
  toSegments,
  type ExcerptSegment,
  type SearchHit,
  type WorkerSearchResult,
} from '@site/src/features/search/searchUtils';

const join = (segments: ExcerptSegment[]) => segments.map((segment) => segment.text).join('');
const marked = (segments: ExcerptSegment[]) =>
  segments.filter((segment) => segment.highlighted).map((segment) => segment.text);

describe('searchUtils', () => {
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

  describe('hits and groups', () => {
    const page = {i: 1, t: 'lib.umdName', u: '/config/lib/umd-name'};
    const results: WorkerSearchResult[] = [
      {
        document: page,
        type: SearchDocumentType.Title,
        metadata: {umdname: {t: {position: [[4, 7]]}}},
        tokens: ['umdname'],
        score: 3,
      },
      {
        document: {
          i: 2,
          t: 'Without a name',
          u: '/config/lib/umd-name',
          h: '#without-a-name',
          p: 1,
        },
        type: SearchDocumentType.Heading,
        page,
        metadata: {},
        tokens: ['name'],
        score: 2,
      },
      {
        document: {
          i: 3,
          t: 'Set umdName for UMD.',
          u: '/guide/start/components/UMD',
          h: '#usage',
          p: 4,
          s: 'Usage',
        },
        type: SearchDocumentType.Content,
        page: {i: 4, t: 'UMD', u: '/guide/start/components/UMD'},
        metadata: {},
        tokens: ['umdname'],
        score: 1,
      },
    ];

    it('marks each hit as a title, header or content hit, with its link', () => {
      const hits = toSearchHits(results);
      expect(hits.map((hit) => hit.kind)).toEqual(['title', 'header', 'content']);
      expect(hits.map((hit) => hit.url)).toEqual([
        '/config/lib/umd-name',
        '/config/lib/umd-name#without-a-name',
        '/guide/start/components/UMD#usage',
      ]);
      expect(hits[1]).toMatchObject({pageTitle: 'lib.umdName', section: null});
      expect(hits[1].excerpt).toEqual([
        {text: 'Without a ', highlighted: false},
        {text: 'name', highlighted: true},
      ]);
      expect(hits[2]).toMatchObject({pageTitle: 'UMD', section: 'Usage'});
      expect(marked(hits[0].excerpt)).toEqual(['umdName']);
      expect(marked(hits[2].excerpt)).toEqual(['umdName']);
    });

    it('links a body hit, which has no URL of its own, to its page', () => {
      const [bodyHit] = toSearchHits([
        {
          document: {i: 1, t: 'Text about ERR_REQUIRE_ESM.', h: '#esm', p: 2, s: 'ESM'},
          type: SearchDocumentType.Content,
          page: {i: 2, t: 'Exceptions FAQ', u: '/guide/faq/exceptions'},
          metadata: {},
          tokens: ['err_require_esm'],
          score: 1,
        },
      ]);
      expect(bodyHit).toMatchObject({
        url: '/guide/faq/exceptions#esm',
        pageTitle: 'Exceptions FAQ',
        section: 'ESM',
        kind: 'content',
        code: false,
      });
      expect(marked(bodyHit.excerpt)).toEqual(['ERR_REQUIRE_ESM']);
    });

    it('shows the identifiers of the code when only they match, as code', () => {
      const text = `Split the output.${CODE_TERMS_SEPARATOR}splitChunks chunks`;
      const inCode = documentExcerpt(text, ['splitchunks']);
      expect(inCode.code).toBe(true);
      expect(marked(inCode.excerpt)).toEqual(['splitChunks']);
      const inProse = documentExcerpt(text, ['split']);
      expect(inProse.code).toBe(false);
      expect(inProse.excerpt.map((segment) => segment.text).join('')).toBe('Split the output.');
      const codeOnly = documentExcerpt(`${CODE_TERMS_SEPARATOR}defineConfig`, ['x']);
      expect(codeOnly).toEqual({excerpt: [{text: 'defineConfig', highlighted: false}], code: true});
      expect(documentExcerpt('Plain text', ['q'])).toEqual({
        excerpt: [{text: 'Plain text', highlighted: false}],
        code: false,
      });
    });

    it('highlights the words the index matched by their stem', () => {
      expect(highlightTerms(['configuring', 'es2015', 'ts'])).toEqual([
        'configuring',
        'configur',
        'es2015',
        'ts',
      ]);
      expect(marked(documentExcerpt('Configure the banner.', ['configuring']).excerpt)).toEqual([
        'Configur',
      ]);
    });

    it('groups hits by page in the order of their first hit', () => {
      const groups = groupHitsByPage(toSearchHits(results));
      expect(groups.map((group) => [group.pageTitle, group.hits.length])).toEqual([
        ['lib.umdName', 2],
        ['UMD', 1],
      ]);
      expect(groups.map((group) => group.pageUrl)).toEqual([
        '/config/lib/umd-name',
        '/guide/start/components/UMD',
      ]);
    });
  });

  describe('ranking', () => {
    const TYPES = {title: 0, header: 1, content: 4} as const;
    const hit = (
      id: string,
      url: string,
      kind: SearchHit['kind'],
      type: number = TYPES[kind],
    ): SearchHit => ({
      id,
      kind,
      type,
      code: false,
      exact: false,
      partial: false,
      url,
      pageTitle: url,
      section: null,
      excerpt: [],
    });

    it('orders pages by their best hit plus half of the others, then by the worker order', () => {
      const hits = [
        hit('1', '/a#x', 'header'),
        hit('2', '/b', 'title'),
        hit('3', '/c#x', 'header'),
        hit('4', '/c#y', 'header'),
        hit('5', '/c#z', 'content'),
        hit('6', '/d#x', 'header'),
        hit('7', '/c#w', 'content'),
      ];
      // b: 8; c: 4 + 2 + 0.5 + 0.5 = 7; a and d: 4.
      expect(rankHits(hits).map((item) => item.id)).toEqual(['2', '3', '4', '5', '1', '6']);
      expect(rankHits(hits, 2).map((item) => item.id)).toEqual(['2', '3']);
    });

    it("puts a page's best hits first", () => {
      const hits = [hit('1', '/a#x', 'content'), hit('2', '/a', 'title')];
      expect(rankHits(hits).map((item) => item.id)).toEqual(['2', '1']);
    });

    it('weighs title, category, heading, description and text in that order', () => {
      const weights = [0, 3, 1, 2, 4].map((type) =>
        hitWeight(hit('1', '/a', 'content', type), false),
      );
      expect([...weights].sort((a, b) => b - a)).toEqual(weights);
    });

    it('ranks a summary page below the page that owns the topic, unless its title names it', () => {
      const summary = (url: string) => isSummaryPage(url, '/zh/');
      const hits = [
        hit('1', '/zh/guide/start/glossary#mf', 'header'),
        hit('2', '/zh/guide/start/glossary#mf-2', 'content'),
        hit('3', '/zh/guide/advanced/module-federation#intro', 'content'),
        hit('4', '/zh/guide/advanced/module-federation', 'title'),
      ];
      // A summary page shows its best hit only.
      expect(rankHits(hits, 7, summary).map((item) => item.id)).toEqual(['4', '3', '1']);
      const faq = [
        hit('1', '/zh/guide/solution/react#pitfalls', 'header'),
        hit('2', '/zh/guide/faq/general', 'title', 3),
      ];
      expect(rankHits(faq, 7, summary).map((item) => item.id)).toEqual(['2', '1']);
    });

    it('ranks a document that holds what was typed above one that has the words apart', () => {
      const apart = hit('1', '/a#x', 'header');
      const asTyped = {...hit('2', '/faq#y', 'header'), exact: true};
      expect(rankHits([apart, asTyped], 7, (url) => url === '/faq').map((item) => item.id)).toEqual(
        ['2', '1'],
      );
      const partial = {...hit('3', '/b', 'title'), partial: true};
      expect(rankHits([partial, apart]).map((item) => item.id)).toEqual(['3', '1']);
      expect(hitWeight(partial, false)).toBeLessThan(hitWeight(hit('4', '/c', 'title'), false));
    });

    it('puts the page with more hits first when two weigh the same', () => {
      const hits = [
        hit('1', '/a#x', 'content'),
        hit('2', '/a#y', 'content'),
        hit('3', '/b#x', 'content'),
        hit('4', '/b#y', 'content'),
        hit('5', '/b#z', 'content'),
      ];
      expect(rankHits(hits).map((item) => item.id)).toEqual(['3', '4', '5', '1', '2']);
    });

    it('counts many passing mentions as at most half a hit more', () => {
      const mentions = ['1', '2', '3', '4', '5'].map((id) => hit(id, `/a#${id}`, 'content'));
      const heading = hit('6', '/b#x', 'header');
      expect(rankHits([...mentions, heading])[0].id).toBe('6');
    });

    it('knows the summary pages of each language', () => {
      expect(isSummaryPage('/guide/start/glossary#bundle', '/')).toBe(true);
      expect(isSummaryPage('/zh/config/', '/zh/')).toBe(true);
      expect(isSummaryPage('/zh/config/lib/id', '/zh/')).toBe(false);
      expect(isSummaryPage('/guide/faq/exceptions', '/')).toBe(true);
      expect(isSummaryPage('/guide/faq/exceptions', '/zh/')).toBe(false);
      expect(isSummaryPage('/guide/start/', '/')).toBe(true);
      expect(isSummaryPage('/zh/guide/migration/', '/zh/')).toBe(true);
      expect(isSummaryPage('/guide/start/features', '/')).toBe(true);
      expect(isSummaryPage('/guide/migration/tsup', '/')).toBe(false);
      expect(isSummaryPage('/zh/', '/zh/')).toBe(false);
    });

    it('keeps the hits shown in place and adds new pages after them', () => {
      const shown = [hit('1', '/a', 'title'), hit('2', '/b#x', 'header')];
      const ranked = [
        hit('3', '/c#x', 'content'),
        hit('4', '/a#y', 'content'),
        hit('5', '/d', 'title'),
      ];
      expect(appendNewPages(shown, ranked).map((item) => item.id)).toEqual(['1', '2', '3', '5']);
      expect(appendNewPages(shown, ranked, 3).map((item) => item.id)).toEqual(['1', '2', '3']);
    });

    it('finds pages that have every word in different places', () => {
      const direct = [hit('1', '/faq#banner', 'header')];
      const license = [
        hit('2', '/banner', 'content'),
        hit('3', '/faq#banner', 'header'),
        hit('4', '/x', 'title'),
      ];
      const banner = [hit('5', '/banner', 'title'), hit('6', '/y', 'title')];
      expect(pagesWithAllWords(direct, [license, banner]).map((item) => item.id)).toEqual(['2']);
      expect(pagesWithAllWords(direct, [])).toEqual([]);
    });
  });

  describe('keyboard', () => {
    it('moves the selection with wrap-around', () => {
      expect(moveSelection(-1, 1, 3)).toBe(0);
      expect(moveSelection(-1, -1, 3)).toBe(2);
      expect(moveSelection(2, 1, 3)).toBe(0);
      expect(moveSelection(0, -1, 3)).toBe(2);
      expect(moveSelection(0, 1, 0)).toBe(-1);
    });
  });

  describe('cache and links', () => {
    it('keeps the most recently used entries', () => {
      const cache = new LruCache<string, number>(2);
      cache.set('a', 1);
      cache.set('b', 2);
      expect(cache.get('a')).toBe(1);
      cache.set('c', 3);
      expect(cache.has('b')).toBe(false);
      expect(cache.has('a')).toBe(true);
      expect(cache.size).toBe(2);
      const big = new LruCache<number, number>();
      for (let i = 0; i < 150; i += 1) {
        big.set(i, i);
      }
      expect(big.size).toBe(100);
      expect(big.has(49)).toBe(false);
      expect(big.has(50)).toBe(true);
    });

    it('shortens a text for display', () => {
      expect(truncateWidth('short')).toBe('short');
      expect(truncateWidth('x'.repeat(500))).toBe(`${'x'.repeat(99)}…`);
    });

    it('links to the full search page of the locale', () => {
      expect(allResultsPath('/', 'a b&c')).toBe('/search?q=a%20b%26c');
      expect(allResultsPath('/zh/', '构建')).toBe('/zh/search?q=%E6%9E%84%E5%BB%BA');
    });
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
