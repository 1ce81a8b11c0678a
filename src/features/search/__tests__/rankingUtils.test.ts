import {
  SearchDocumentType,
  CODE_TERMS_SEPARATOR,
  type WorkerSearchResult,
} from '@site/src/features/search/indexFormat';
import {
  documentExcerpt,
  highlightTerms,
  type ExcerptSegment,
} from '@site/src/features/search/excerptUtils';
import {
  groupHitsByPage,
  pagesWithAllWords,
  rankHits,
  appendNewPages,
  isSummaryPage,
  hitWeight,
  toSearchHits,
  type SearchHit,
} from '@site/src/features/search/rankingUtils';

const marked = (segments: ExcerptSegment[]) =>
  segments.filter((segment) => segment.highlighted).map((segment) => segment.text);

describe('rankingUtils', () => {
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
});
