import {SearchDocumentType, type WorkerSearchResult} from '@site/src/features/search/indexFormat';
import {searchPlan, typedQueryOf} from '@site/src/features/search/queryUtils';
import type {ExcerptSegment} from '@site/src/features/search/excerptUtils';
import {
  holdsWholeWord,
  holdsWordOutsideFileNames,
  nameParts,
  sectionCandidates,
  toCandidates,
  withBodyShare,
  withNamePartsHeld,
  withSections,
  withTopicShares,
  wordsFoundNowhere,
  type Candidate,
  type HitPage,
} from '@site/src/features/search/candidateUtils';
import {candidateWeight, rankingContext} from '@site/src/features/search/rankingUtils';
import {pagesNeedingText, rankPages} from '@site/src/features/search/pageRankingUtils';
import {namesQuery, saysWhy, shareTypedAsPhrase} from '@site/src/features/search/typedTextUtils';
import {appendNewPages, groupHitsByPage, selectHits} from '@site/src/features/search/hitUtils';
import {titleHit} from '@site/src/features/search/__tests__/hitFixtures';
import {
  isBlogPage,
  isSummaryPage,
  namesOnlySubject,
  pageKinds,
} from '@site/src/features/search/pageKindUtils';

const marked = (segments: ExcerptSegment[]) =>
  segments.filter((segment) => segment.highlighted).map((segment) => segment.text);

const kinds = pageKinds('/');

function page(url: string, title = url, trail: string[] = ['Guide', 'Basic']): HitPage {
  return {url, title, trail, textFile: `search-text-x/${title}.json`};
}

/** A candidate for the query `typed`, a heading by default. */
function candidate(
  typed: string,
  overrides: Partial<Candidate> & {page?: HitPage} = {},
): Candidate {
  return {
    type: SearchDocumentType.Heading,
    page: page('/guide/basic/cli'),
    hash: '',
    text: typed,
    terms: typed.split(' '),
    tokens: typed.split(' '),
    typed: typedQueryOf(typed),
    score: 1,
    synonym: false,
    ...overrides,
  };
}

const weightOf = (item: Candidate, all: Candidate[] = [item]) =>
  candidateWeight(item, rankingContext(all, kinds));

const ranked = (candidates: Candidate[]) =>
  rankPages(candidates, rankingContext(candidates, kinds)).map((entry) => entry.page.url);

describe('rankingUtils', () => {
  describe('candidates from the worker', () => {
    const title = {i: 1, t: 'lib.umdName', u: '/config/lib/umd-name', b: ['Config', 'Lib']};
    const results: WorkerSearchResult[] = [
      {
        document: title,
        type: SearchDocumentType.Title,
        metadata: {umdname: {}},
        tokens: ['umdname'],
        score: 3,
      },
      {
        document: {i: 2, t: 'Without a name', u: '/config/lib/umd-name', h: '#no-name', p: 1},
        type: SearchDocumentType.Heading,
        page: title,
        metadata: {name: {}},
        tokens: ['name'],
        score: 2,
      },
      {
        document: {i: 3, p: 4},
        type: SearchDocumentType.Content,
        page: {
          i: 4,
          t: 'UMD',
          u: '/guide/start/components/UMD',
          b: ['Guide'],
          x: 'search-text-x/4.json',
        },
        metadata: {umdname: {}},
        tokens: ['umdname'],
        score: 1,
      },
    ];
    const typed = typedQueryOf('umdname');

    it('keeps, of a kind of file searched alone, the matches that name the kind, not a file of it', () => {
      const description = (text: string | null) =>
        candidate('json', {type: SearchDocumentType.Description, text});
      const query = 'import json 文件 tree shaking';
      expect(
        holdsWordOutsideFileNames(description('填写 package.json 的字段'), 'json', query),
      ).toBe(false);
      expect(holdsWordOutsideFileNames(description('导入 JSON 文件'), 'json', query)).toBe(true);
      expect(holdsWordOutsideFileNames(description(null), 'json', query)).toBe(true);
      // Typed as an extension, the word is what the file's name holds.
      expect(holdsWordOutsideFileNames(description('package.json'), 'json', '.json 文件')).toBe(
        true,
      );
      // An option's name is no file's (`lib.dts`).
      expect(holdsWordOutsideFileNames(description('lib.dts'), 'dts', 'dts 配置')).toBe(true);
    });

    it('keeps, of a word searched alone, the matches of that word, not of longer ones it begins', () => {
      // "which rsbuild options work in rslib config": `work` is typed whole, not "Web Workers".
      const title = (terms: string[]) =>
        candidate('work', {type: SearchDocumentType.Title, text: 'Web Workers', terms});
      expect(holdsWholeWord(title(['worker']), 'work')).toBe(false);
      expect(holdsWholeWord(title(['work']), 'work')).toBe(true);
      expect(holdsWholeWord(title(['worker', 'work']), 'work')).toBe(true);
      // A stem is no longer than its word ("librari" of "library").
      expect(holdsWholeWord(title(['librari']), 'library')).toBe(true);
      // A term of several words, or Chinese, is not searched as a word being typed.
      expect(holdsWholeWord(title(['sourcemap']), 'source map')).toBe(true);
      expect(holdsWholeWord(title(['配置文件']), '配置')).toBe(true);
    });

    it('takes the page, its trail and text file, the heading hash and the matched terms', () => {
      const candidates = toCandidates(results, {typed, synonym: false});
      expect(candidates.map((item) => [item.type, item.page.url, item.hash, item.text])).toEqual([
        [SearchDocumentType.Title, '/config/lib/umd-name', '', 'lib.umdName'],
        [SearchDocumentType.Heading, '/config/lib/umd-name', '#no-name', 'Without a name'],
        [SearchDocumentType.Content, '/guide/start/components/UMD', '', null],
      ]);
      expect(candidates[0].page.trail).toEqual(['Config', 'Lib']);
      expect(candidates[2].page.textFile).toBe('search-text-x/4.json');
      expect(candidates[2].terms).toEqual(['umdname']);
    });

    it('leaves out a result without its page', () => {
      expect(toCandidates([{...results[1], page: false}], {typed, synonym: false})).toEqual([]);
    });

    it('reads the words of a name of code as written apart', () => {
      expect([...nameParts('output.cleanDistPath')]).toEqual(['output', 'clean', 'dist', 'path']);
      expect([...nameParts('dts.tsgo (TS 7)')]).toEqual(['dts', 'tsgo', 'ts', '7']);
    });

    it('takes a title the worker matched without one of the words to hold only the others', () => {
      const matched = (text: string, tokens: string[]) =>
        candidate('migrate tsc rslib', {type: SearchDocumentType.Title, text, tokens});
      const [full, lacking] = withTopicShares([
        matched('Migrate from tsc to Rslib', ['migrate', 'tsc', 'rslib']),
        matched('Migrate to Rslib', ['migrate', 'rslib']),
      ]);
      expect(full.share).toBeUndefined();
      expect(lacking.share).toEqual({words: ['migrate', 'rslib'], of: 3, weight: 2 / 3});
      // A Chinese query is searched as several cuts of its words.
      const cuts = [
        candidate('静态文件', {tokens: ['静态文件']}),
        candidate('静态文件', {tokens: ['静态', '文件']}),
      ];
      expect(withTopicShares(cuts)).toEqual(cuts);
    });

    it('finds the Latin words of a query that no candidate holds, though its other words found pages', () => {
      const plans = searchPlan('decleration 文件 bundle 成一个', 'zh');
      const found = [
        candidate('bundle', {terms: ['bundle', '文件']}),
        candidate('成一个', {terms: ['成一个']}),
      ];
      expect(wordsFoundNowhere(found, plans)).toEqual(['decleration']);
      // A page that holds the word it was meant as does not hold the word typed.
      expect(
        wordsFoundNowhere([...found, candidate('x', {terms: ['declaration']})], plans),
      ).toEqual(['decleration']);
      expect(
        wordsFoundNowhere([...found, candidate('x', {terms: ['decleration']})], plans),
      ).toEqual([]);
      // An English stem holds its word, though it ends in another letter.
      const libraries = searchPlan('react component library', 'en');
      expect(
        wordsFoundNowhere([candidate('x', {terms: ['react', 'compon', 'librari']})], libraries),
      ).toEqual([]);
      // A word every synonym rewrite replaces is found by the synonym ("typings" → declaration files).
      const typings = searchPlan('typings for my package', 'en');
      expect(typings.some((plan) => plan.synonym)).toBe(true);
      expect(wordsFoundNowhere([candidate('x', {terms: ['packag']})], typings)).toEqual([]);
    });

    it('takes a page text the worker matched without one of the words to hold only the others', () => {
      const text = (terms: string[]) =>
        candidate('configure source maps', {type: SearchDocumentType.Content, text: null, terms});
      const words = ['configure', 'source', 'maps'];
      expect(withBodyShare(text(['configur', 'sourc', 'map']), words).share).toBeUndefined();
      expect(withBodyShare(text(['configur', 'map']), words).share).toEqual({
        words: ['configure', 'maps'],
        of: 3,
        weight: 2 / 3,
      });
      // A Chinese word is held by a word of its run.
      expect(withBodyShare(text(['静态']), ['静态文件']).share).toBeUndefined();
      // A term that is a word of the query of its own holds only that word.
      expect(
        withBodyShare(text(['目标', 'es', '版本']), ['目标', 'es', '版本', 'es2015']).share,
      ).toEqual({
        words: ['目标', 'es', '版本'],
        of: 4,
        weight: 3 / 4,
      });
    });

    describe('words a title holds inside a name of code', () => {
      const words = ['cleandistpath', 'dist', 'rename'];
      const weights = [0.5, 0.2, 0.3];
      const holding = (text: string, held: string[]) =>
        candidate('cleandistpath dist rename', {
          text,
          share: {words: held, of: 3, weight: 0.5},
        });

      it('counts a word that a camelCase name holds', () => {
        const result = withNamePartsHeld(
          holding('output.cleanDistPath', ['cleandistpath']),
          words,
          weights,
        );
        expect(result.share?.words).toEqual(['cleandistpath', 'dist']);
        expect(result.share?.weight).toBeCloseTo(0.7);
      });

      it('holds the query when the name holds every word it lacked', () => {
        const result = withNamePartsHeld(
          holding('output.cleanDistPath rename', ['cleandistpath', 'rename']),
          words,
          weights,
        );
        expect(result.share).toBeUndefined();
      });

      it('counts whole words only, and leaves a candidate that holds every word', () => {
        const distant = holding('output.distance', ['cleandistpath']);
        expect(withNamePartsHeld(distant, words, weights)).toBe(distant);
        const whole = candidate('output.cleanDistPath');
        expect(withNamePartsHeld(whole, words, weights)).toBe(whole);
      });
    });
  });

  describe('what a match weighs', () => {
    it('weighs title, category, heading, description and text in that order', () => {
      const weights = [
        SearchDocumentType.Title,
        SearchDocumentType.Keywords,
        SearchDocumentType.Heading,
        SearchDocumentType.Description,
        SearchDocumentType.Content,
      ].map((type) => weightOf(candidate('banner', {type, text: 'Add a banner here'})));
      expect([...weights].sort((a, b) => b - a)).toEqual(weights);
    });

    it('counts a text as holding the phrases without a verb that goes with any option', () => {
      const list = (text: string) =>
        weightOf(candidate('能不能使用 rsbuild 插件', {type: SearchDocumentType.Keywords, text}));
      expect(list('插件钩子, Rsbuild 插件')).toBe(list('使用插件钩子, Rsbuild 插件'));
    });

    it('weighs a text that holds the query as typed above one with its phrases apart, and that above one without', () => {
      const whole = weightOf(candidate('安装 rslib', {text: '安装 Rslib 和 TypeScript'}));
      const apart = weightOf(candidate('安装 rslib', {text: '与 Rslib 一起安装的包'}));
      expect(whole).toBeGreaterThan(apart);
      const english = weightOf(candidate('install rslib', {text: 'Install Rslib and TypeScript'}));
      const words = weightOf(candidate('install rslib', {text: 'Rslib: how to install'}));
      expect(english).toBeGreaterThan(words * 2);
    });

    it('weighs a text that holds a long pasted query as typed above a heading that names a part of it', () => {
      const pasted = "new Worker(new URL('./worker.ts', import.meta.url))";
      const section = candidate(pasted.toLowerCase(), {
        type: SearchDocumentType.Content,
        text: `The Worker pattern\nWrite it inside the call: ${pasted}.`,
        page: page('/guide/advanced/web-workers'),
      });
      const name = candidate('import.meta.url', {
        text: "shims.cjs['import.meta.url']",
        page: page('/config/lib/shims'),
        synonym: true,
        nameAlone: true,
      });
      expect(weightOf(section, [section, name])).toBeGreaterThan(weightOf(name, [section, name]));
      const short = candidate('web workers', {
        type: SearchDocumentType.Content,
        text: 'Web Workers\nA Web Worker runs a script on a background thread.',
      });
      expect(weightOf(short)).toBeLessThan(weightOf(name, [section, name]));
    });

    it('gives a title or heading that is the query, or the last part of its option name, to its owner', () => {
      expect(namesQuery('output.distPath', typedQueryOf('distpath'))).toBe(true);
      expect(namesQuery('lib.umdName', typedQueryOf('umd name'))).toBe(true);
      expect(namesQuery('Tree shaking', typedQueryOf('tree shaking'))).toBe(true);
      expect(namesQuery('Output structure', typedQueryOf('output'))).toBe(false);
      expect(namesQuery('output.filename', typedQueryOf('change output filename'))).toBe(true);
      expect(namesQuery('lib.banner', typedQueryOf('配置 banner'))).toBe(true);
      expect(namesQuery('Configure', typedQueryOf('configure'))).toBe(true);
      // A Chinese question puts its question words last: they are not part of the name.
      expect(namesQuery('output.externals', typedQueryOf('externals 怎么配'))).toBe(true);
      expect(namesQuery('生成类型声明文件', typedQueryOf('为什么没有生成类型声明文件'))).toBe(true);
      expect(namesQuery('output.externals', typedQueryOf('externals 报错'))).toBe(false);
      const owner = weightOf(candidate('distpath', {text: 'output.distPath'}));
      const mention = weightOf(candidate('distpath', {text: 'Set distPath per format'}));
      expect(owner).toBeGreaterThan(mention);
    });

    it('takes a precise query (code, Chinese words) without a text that holds it as typed for a chance match', () => {
      const flag = weightOf(candidate('--lib', {text: 'Build only some lib items with --lib'}));
      const word = weightOf(
        candidate('--lib', {type: SearchDocumentType.Title, text: 'lib.format'}),
      );
      expect(flag).toBeGreaterThan(word);
      const chinese = weightOf(candidate('样式文件', {text: '样式文件的处理'}));
      const scattered = weightOf(candidate('样式文件', {text: '文件中的样式'}));
      expect(chinese).toBeGreaterThan(scattered * 3);
    });

    it('takes a title that lacks only a verb that goes with any option for no chance match', () => {
      const title = (typed: string) =>
        weightOf(candidate(typed, {type: SearchDocumentType.Title, text: 'UMD 库'}));
      // "umd 配置" asks for the UMD page, as "umd config" does; the title need not say 配置.
      expect(title('umd 配置')).toBe(title('umd config'));
      // A topic word it lacks still makes it a chance match.
      expect(title('umd 全局变量')).toBeLessThan(title('umd 配置') * 0.7);
    });

    it('takes a heading that lacks only what most pages are about (组件库) for the owner of the topic', () => {
      const heading = (typed: string) =>
        weightOf(candidate(typed, {type: SearchDocumentType.Heading, text: 'CSS Modules'}));
      // A topic word it lacks makes it a chance match.
      expect(heading('css modules 组件库')).toBeGreaterThan(heading('css modules 产物') * 2);
      expect(namesQuery('CSS Modules', typedQueryOf('css modules 组件库'))).toBe(true);
    });

    it('takes a heading that lacks only the 报错 of a query for no chance match', () => {
      const heading = (typed: string) =>
        weightOf(candidate(typed, {type: SearchDocumentType.Heading, text: 'Cannot find module'}));
      expect(heading('cannot find module 报错')).toBeGreaterThan(
        heading('cannot find module 产物') * 2,
      );
    });

    it('takes a title, heading or keyword that the query holds as written, with words added, for no chance match', () => {
      expect(
        shareTypedAsPhrase('报错, 拷贝静态文件', typedQueryOf('拷贝静态文件到产物')),
      ).toBeCloseTo(6 / 9);
      expect(
        shareTypedAsPhrase('Cannot find module', typedQueryOf('cannot find module 报错')),
      ).toBe(18 / 20);
      expect(shareTypedAsPhrase('静态资源', typedQueryOf('拷贝静态文件到产物'))).toBe(0);
      expect(shareTypedAsPhrase('件, 产', typedQueryOf('拷贝静态文件到产物'))).toBe(0);
      const keywords = (text: string) =>
        weightOf(candidate('拷贝静态文件到产物', {type: SearchDocumentType.Keywords, text}));
      expect(keywords('清空产物目录, 拷贝静态文件')).toBeGreaterThan(
        keywords('清空产物目录, 静态文件的类型') * 2,
      );
      const text = (words: string) =>
        weightOf(candidate('拷贝静态文件到产物', {type: SearchDocumentType.Content, text: words}));
      expect(text('可以拷贝静态文件')).toBe(text('静态文件可以拷贝'));
      // Of any query: a keyword typed as written among other words says more than its words apart.
      const english = (text: string) =>
        weightOf(candidate('replace tsc with rslib', {type: SearchDocumentType.Keywords, text}));
      expect(english('plain tsc, replace tsc')).toBeGreaterThan(
        english('plain tsc, tsc replacement'),
      );
    });

    it('shares a heading that sibling pages repeat among them, not one that pages of other categories share', () => {
      const migration = (name: string) =>
        candidate('install rslib', {
          text: '1. Install Rslib',
          page: page(`/guide/migration/${name}`, name, ['Guide', 'Migration']),
        });
      const siblings = ['tsup', 'rollup', 'esbuild', 'tsc'].map(migration);
      const alone = weightOf(siblings[0]);
      expect(weightOf(siblings[0], siblings)).toBeCloseTo(alone / 4);
      const topics = [
        candidate('iife', {
          text: 'IIFE',
          page: page('/guide/start/glossary', 'g', ['Guide', 'Start']),
        }),
        candidate('iife', {text: 'iife', page: page('/config/lib/format', 'f', ['Config', 'Lib'])}),
      ];
      expect(weightOf(topics[1], topics)).toBe(weightOf(topics[1]));
    });

    it('ranks summary pages and blog posts below the pages that own the topic, and the glossary first for what-is questions', () => {
      expect(isSummaryPage('/guide/start/glossary', '/')).toBe(true);
      expect(isSummaryPage('/zh/guide/faq/general#x', '/zh/')).toBe(true);
      expect(isSummaryPage('/config/', '/')).toBe(true);
      expect(isSummaryPage('/', '/')).toBe(false);
      // The introduction is a section's index page that teaches in sections of its own.
      expect(isSummaryPage('/guide/start/', '/')).toBe(false);
      expect(isSummaryPage('/zh/guide/start/#why-rslib', '/zh/')).toBe(false);
      expect(isSummaryPage('/zh/guide/migration/', '/zh/')).toBe(true);
      expect(isSummaryPage('/guide/basic/cli', '/')).toBe(false);
      expect(isBlogPage('/zh/blog/rslib-v1', '/zh/')).toBe(true);
      const at = (url: string, extra: Partial<Candidate> = {}) =>
        weightOf(candidate('bundleless', {text: 'Bundleless mode', page: page(url), ...extra}));
      expect(at('/guide/start/glossary')).toBeLessThan(at('/config/lib/bundle'));
      expect(at('/blog/rslib-v1')).toBeLessThan(at('/config/lib/bundle'));
      expect(at('/guide/start/glossary', {definition: true})).toBeGreaterThan(
        at('/config/lib/bundle'),
      );
      // A summary page's heading names a topic without owning it, unless asked what it is.
      const term = (url: string, extra: Partial<Candidate> = {}) =>
        weightOf(candidate('hmr', {text: 'HMR', page: page(url), ...extra}));
      expect(term('/guide/start/glossary')).toBeCloseTo(term('/guide/basic/cli') / 4);
      expect(term('/guide/start/glossary', {definition: true})).toBeCloseTo(
        term('/guide/basic/cli') * 4,
      );
      // A question of an FAQ that holds the reader's question answers it there.
      const asked = (text: string, question: boolean) =>
        weightOf(
          candidate('rslib 和 rsbuild 有什么区别', {
            text,
            page: page('/guide/faq/general'),
            question,
          }),
        );
      const faqQuestion = 'Rslib、Rsbuild 和 Rspack 有什么区别？';
      expect(asked(faqQuestion, true)).toBeCloseTo(2 * asked(faqQuestion, false));
      expect(asked('Rslib、Rsbuild 和 Rspack 的区别', true)).toBeCloseTo(
        asked('Rslib、Rsbuild 和 Rspack 的区别', false),
      );
      expect(asked('Rspack 有什么区别？', true)).toBeCloseTo(asked('Rspack 有什么区别？', false));
      // A section that says why answers a question of why, and only that.
      expect(saysWhy('Why choose Rslib')).toBe(true);
      expect(saysWhy('为什么要迁移\nRslib 构建在 Rsbuild 之上')).toBe(true);
      expect(saysWhy('Bundleless mode\nwhy would you bundle')).toBe(false);
      const reason = (text: string, extra: Partial<Candidate> = {}) =>
        weightOf(candidate('rslib', {text, page: page('/guide/start/'), why: true, ...extra}));
      expect(reason('Why choose Rslib')).toBeCloseTo(4 * reason('Choose Rslib'));
      expect(reason('Why choose Rslib', {why: false})).toBeCloseTo(reason('Choose Rslib'));
      expect(
        reason('Why choose Rslib\nFast builds', {type: SearchDocumentType.Content}),
      ).toBeCloseTo(4 * reason('Choose Rslib\nFast builds', {type: SearchDocumentType.Content}));
      // A summary page's description lists the topics it sends readers on to.
      const description = (url: string) =>
        weightOf(
          candidate('esm and cjs', {
            type: SearchDocumentType.Description,
            text: 'bundle a dependency, esm and cjs output',
            page: page(url),
          }),
        );
      expect(description('/guide/faq/features')).toBeCloseTo(description('/guide/basic/x') / 4);
      const title = candidate('faq', {type: SearchDocumentType.Title, text: 'Exceptions FAQ'});
      expect(weightOf({...title, page: page('/guide/faq/exceptions')})).toBe(
        weightOf({...title, page: page('/guide/basic/exceptions')}),
      );
    });

    it('ranks the introduction first for a query that names only the site’s subject', () => {
      expect(namesOnlySubject('Rslib')).toBe(true);
      expect(namesOnlySubject('rslib rslib')).toBe(true);
      expect(namesOnlySubject('rslib build')).toBe(false);
      expect(namesOnlySubject('')).toBe(false);
      expect(kinds.subjectPage('/guide/start/#why-rslib')).toBe(true);
      expect(pageKinds('/zh/').subjectPage('/zh/guide/start/')).toBe(true);
      expect(kinds.subjectPage('/guide/start/quick-start')).toBe(false);
      // "what is rslib", "rslib 是啥": the titles that name Rslib beside their own topic come after.
      const introduction = (query: string) =>
        candidate(query, {
          type: SearchDocumentType.Keywords,
          text: 'what is Rslib, about Rslib',
          page: page('/guide/start/', 'Introduction'),
        });
      const instanceTitle = (query: string) =>
        candidate(query, {
          type: SearchDocumentType.Title,
          text: 'Rslib instance',
          page: page('/api/javascript-api/instance', 'Rslib instance'),
        });
      for (const query of ['what is rslib', 'rslib 是啥', 'rslib']) {
        const both = [instanceTitle(query), introduction(query)];
        expect(ranked(both)[0]).toBe('/guide/start/');
      }
      // A query that names a topic beside the subject is that topic's.
      const both = [instanceTitle('rslib instance'), introduction('rslib instance')];
      expect(ranked(both)[0]).toBe('/api/javascript-api/instance');
    });

    it('weighs the text of a migration guide below another page’s, its headings as any page’s', () => {
      expect(kinds.migrationPage('/guide/migration/tsc')).toBe(true);
      expect(kinds.migrationPage('/guide/migration/')).toBe(false);
      expect(pageKinds('/zh/').migrationPage('/zh/guide/migration/tsup#config')).toBe(true);
      const at = (url: string, type: Candidate['type']) =>
        weightOf(candidate('clean dist', {type, text: 'Rslib cleans dist', page: page(url)}));
      const text = SearchDocumentType.Content;
      expect(at('/guide/migration/tsc', text)).toBeLessThan(at('/config/rsbuild/output', text));
      const heading = SearchDocumentType.Heading;
      expect(at('/guide/migration/tsc', heading)).toBe(at('/config/rsbuild/output', heading));
    });

    it('weighs a synonym a little below the words typed', () => {
      const typed = weightOf(candidate('minify'));
      expect(weightOf(candidate('minify', {synonym: true}))).toBeLessThan(typed);
      expect(weightOf(candidate('minify', {synonym: true}))).toBeGreaterThan(typed / 2);
    });

    it('weighs a name of code searched apart from the rest of the query below the whole query', () => {
      // "how to update @rslib/core": the page of @rslib/core need not say how to update it.
      const whole = weightOf(candidate('upgrade @rslib/core', {synonym: true}));
      const name = weightOf(candidate('@rslib/core', {synonym: true, nameAlone: true}));
      expect(name).toBeLessThan(whole);
      expect(name).toBeGreaterThan(whole / 2);
    });

    it('weighs a keyword list that holds the words of the query only in different keywords as a scattered text', () => {
      const keywords = (typed: string, text: string) =>
        weightOf(candidate(typed, {type: SearchDocumentType.Keywords, text}));
      // "rebuild file watch": none of the instance page's keywords is about rebuilding on change.
      expect(
        keywords('rebuild file watch', 'list emitted files, rebuild callback, watch in a script'),
      ).toBeCloseTo(
        keywords('rebuild file watch', 'list emitted files, rebuild on file change in watch') / 2,
      );
      // Chinese words are held inside a keyword without spaces.
      expect(keywords('路径别名 替换', '改写导入路径, 路径别名替换')).toBeCloseTo(
        keywords('路径别名 替换', '路径别名替换, 改写导入路径'),
      );
      expect(keywords('路径别名 替换', '路径别名, 替换扩展名')).toBeCloseTo(
        keywords('路径别名 替换', '路径别名的替换, 扩展名') / 2,
      );
      // A query of one word is held in one keyword or none.
      expect(keywords('watch', 'rebuild callback, watch in a script')).toBeCloseTo(
        keywords('watch', 'watch in a script, rebuild callback'),
      );
    });

    it('lets the catalogue of packages own a package’s name typed alone, not in a task', () => {
      expect(kinds.cataloguePage('/guide/start/npm-packages')).toBe(true);
      expect(pageKinds('/zh/').cataloguePage('/zh/guide/start/npm-packages#swc-helpers')).toBe(
        true,
      );
      expect(kinds.cataloguePage('/config/lib/external-helpers')).toBe(false);
      const catalogue = page('/guide/start/npm-packages', 'npm packages');
      const heading = (nameAlone: boolean) =>
        candidate('@swc/helpers', {page: catalogue, synonym: nameAlone, nameAlone});
      // "@swc/helpers": the catalogue's heading of that name owns it.
      expect(weightOf(heading(false))).toBeCloseTo(
        weightOf(candidate('@swc/helpers', {page: page('/config/lib/external-helpers')})),
      );
      // "use @swc/helpers instead of inlined helpers": the page of the task answers.
      const teaching = weightOf(
        candidate('@swc/helpers', {
          page: page('/config/lib/external-helpers'),
          text: 'Install @swc/helpers',
          synonym: true,
          nameAlone: true,
        }),
      );
      expect(weightOf(heading(true))).toBeLessThan(teaching);
      // "what package is create-rslib": a question about packages, which the catalogue's title names.
      const title = candidate('package', {
        type: SearchDocumentType.Title,
        text: 'npm packages',
        page: catalogue,
        share: {words: ['package'], of: 2, weight: 0.5},
      });
      const ownerElsewhere = weightOf(
        candidate('@swc/helpers', {
          page: page('/config/lib/external-helpers'),
          synonym: true,
          nameAlone: true,
        }),
      );
      expect(weightOf(heading(true), [heading(true), title])).toBeCloseTo(ownerElsewhere);
      expect(weightOf(heading(true))).toBeLessThan(ownerElsewhere / 4);
      // "@rslib/core 和 create-rslib 是啥": a question of what each name is, which the catalogue answers.
      const asked = {...heading(true), definition: true};
      expect(weightOf(asked)).toBeCloseTo(ownerElsewhere);
    });

    it('weighs the catalogue’s heading of a file’s name as any page’s, a file not being a package', () => {
      // "package.json 里 exports 字段怎么写": the catalogue's section on package.json answers.
      const fields = (url: string) =>
        weightOf(
          candidate('package.json', {
            page: page(url),
            text: 'Fields of your package.json',
            synonym: true,
            nameAlone: true,
          }),
        );
      expect(fields('/guide/start/npm-packages')).toBeCloseTo(fields('/guide/advanced/dts'));
    });

    it('shares the weight of a file’s name searched alone among the pages whose headings hold it', () => {
      // "don't bundle dependencies listed in package.json": the pages that name package.json
      // each do so for a topic of their own, none of them the reader's.
      const named = (url: string, name = 'package.json') =>
        candidate(name, {
          page: page(url),
          text: `${name} of ${url}`,
          synonym: true,
          nameAlone: true,
        });
      const alone = named('/config/lib/auto-extension');
      const several = [
        '/guide/advanced/dts',
        '/guide/basic/output-format',
        '/guide/start/npm-packages',
      ];
      const all = [alone, ...several.map((url) => named(url))];
      expect(weightOf(alone, all)).toBeCloseTo(weightOf(alone) / 2);
      // An option's name stays its page's, however many pages name it.
      const option = named('/config/lib/auto-external', 'autoexternal');
      const options = [option, ...several.map((url) => named(url, 'autoexternal'))];
      expect(weightOf(option, options)).toBeCloseTo(weightOf(option));
    });

    it('weighs a title that holds one word of a long query below one that holds one of two', () => {
      const title = (of: number) =>
        candidate('variable', {
          type: SearchDocumentType.Title,
          text: 'Environment variables',
          share: {words: ['variable'], of, weight: 1 / of},
        });
      // "umd global variable name" is not about environment variables.
      expect(weightOf(title(4))).toBeCloseTo((weightOf(title(2)) * Math.sqrt(2 / 4)) / 2);
      expect(weightOf(title(3))).toBeCloseTo(weightOf(title(2)) * Math.sqrt(2 / 3));
    });

    it('weighs a page text by its lunr score among the others', () => {
      const low = candidate('banner', {type: SearchDocumentType.Content, text: null, score: 1});
      const high = candidate('banner', {type: SearchDocumentType.Content, text: null, score: 4});
      expect(weightOf(low, [low, high])).toBeLessThan(weightOf(high, [low, high]));
    });
  });

  describe('pages', () => {
    it('orders pages by their best match plus half of the others, at most half as much again', () => {
      const cli = page('/guide/basic/cli');
      const format = page('/config/lib/format');
      const mentions = Array.from({length: 8}, (_, at) =>
        candidate('format', {text: `format ${at}`, hash: `#h${at}`, page: cli}),
      );
      const owner = candidate('format', {
        type: SearchDocumentType.Title,
        text: 'lib.format',
        page: format,
      });
      expect(ranked([...mentions, owner])).toEqual(['/config/lib/format', '/guide/basic/cli']);
    });

    it('keeps the order of the matches between pages that weigh the same', () => {
      const first = candidate('a', {page: page('/a')});
      const second = candidate('a', {page: page('/b')});
      expect(ranked([first, second])).toEqual(['/a', '/b']);
      expect(ranked([second, first])).toEqual(['/b', '/a']);
    });

    it('counts a match of some words only on a page that holds the others too', () => {
      const share = {words: ['banner'], of: 2, weight: 0.5};
      const title = candidate('license banner', {
        type: SearchDocumentType.Title,
        text: 'Exceptions',
        page: page('/guide/faq/exceptions'),
        share,
      });
      expect(ranked([title])).toEqual([]);
      const text = candidate('license banner', {
        type: SearchDocumentType.Content,
        text: null,
        page: page('/guide/faq/exceptions'),
      });
      expect(ranked([title, text])).toEqual(['/guide/faq/exceptions']);
      // A title that is one of the words is about it, whatever else the query says.
      const owner = candidate('license banner', {
        type: SearchDocumentType.Title,
        text: 'lib.banner',
        page: page('/config/lib/banner'),
        share,
      });
      expect(ranked([owner])).toEqual(['/config/lib/banner']);
    });

    it('lets a page that lacks one word of three or more answer', () => {
      const held = (words: string[]) =>
        candidate('keep src folder structure', {
          type: SearchDocumentType.Content,
          text: null,
          page: page(`/${words.length}`),
          share: {words, of: 4, weight: words.length / 4},
        });
      expect(ranked([held(['keep', 'src', 'folder']), held(['keep', 'src'])])).toEqual(['/3']);
    });

    it('lets a keyword that holds words of the query as it writes them answer a pasted error', () => {
      const query = 'uncaught referenceerror: process is not defined 浏览器里报错';
      const keyword = (text: string, words: string[]) =>
        candidate(query, {
          type: SearchDocumentType.Keywords,
          text,
          page: page(`/${text}`),
          share: {words, of: 4, weight: words.length / 4},
        });
      const message = keyword('process.env, process is not defined', ['process', 'defined']);
      const scattered = keyword('defined, process', ['process', 'defined']);
      const most = keyword('ReferenceError, is not defined, 报错', [
        'referenceerror',
        'defined',
        '报错',
      ]);
      expect(ranked([message, scattered, most])).toContain('/process.env, process is not defined');
      expect(ranked([message, scattered, most])).not.toContain('/defined, process');
    });

    it('answers a sentence that no page holds so with the pages that hold the most of its words', () => {
      const held = (words: string[], of: number) =>
        candidate('产物 兼容 低版本 可选链 转译', {
          type: SearchDocumentType.Keywords,
          text: `关于${words.join('和')}的说明`,
          page: page(`/${words.length}-of-${of}`),
          share: {words, of, weight: words.length / of},
        });
      expect(ranked([held(['可选链', '转译'], 5), held(['兼容'], 5)])).toEqual(['/2-of-5']);
      expect(ranked([held(['可选链'], 3)])).toEqual(['/1-of-3']);
      // Of two words, one is not an answer.
      expect(ranked([held(['可选链'], 2)])).toEqual([]);
    });
  });

  describe('sections of a page text', () => {
    const sections: [string, string, string][] = [
      ['', 'CLI', 'The rslib command builds a library.'],
      ['#watch', 'Watch mode', 'Rebuild on change with rslib build --watch.'],
      ['#inspect', 'rslib inspect', 'Print the final config.'],
    ];
    const text = candidate('rslib build --watch', {
      type: SearchDocumentType.Content,
      text: null,
      terms: ['rslib', 'build', 'watch'],
      page: page('/guide/basic/cli', 'CLI'),
    });

    it('replaces a page text by its sections that answer, best first, at most two', () => {
      const found = sectionCandidates(text, sections);
      expect(found.map((item) => item.hash)).toEqual(['#watch', '']);
      expect(found[0].text).toBe('Watch mode\nRebuild on change with rslib build --watch.');
      expect(found[0].scattered).toBe(false);
      expect(found[1].scattered).toBe(true);
    });

    it('keeps the top of a page whose sections hold none of the words', () => {
      const elsewhere = {...text, terms: ['nothing'], typed: typedQueryOf('nothing')};
      expect(sectionCandidates(elsewhere, sections)).toMatchObject([{hash: '', text: ''}]);
    });

    it('asks for the text files of the first pages whose text matched, and uses them once they are in', () => {
      const title = candidate('cli', {
        type: SearchDocumentType.Title,
        text: 'CLI',
        page: page('/x', 'X'),
      });
      const list = rankPages([text, title], rankingContext([text, title], kinds));
      expect(pagesNeedingText(list, 7)).toEqual(['search-text-x/CLI.json']);
      expect(pagesNeedingText(list, 0)).toEqual([]);
      const expanded = withSections([text, title], new Map([['search-text-x/CLI.json', sections]]));
      expect(expanded.map((item) => item.hash)).toEqual(['#watch', '', '']);
      expect(expanded[2]).toBe(title);
    });
  });

  describe('hits shown', () => {
    const cli = page('/guide/basic/cli', 'CLI', ['Guide', 'Basic']);
    const faq = page('/guide/faq/features', 'Features FAQ', ['Guide', 'FAQ']);
    const list = (candidates: Candidate[]) =>
      rankPages(candidates, rankingContext(candidates, kinds));

    it('shows at most two hits of a page before the next, one of a summary page, one per link', () => {
      const candidates = [
        candidate('watch', {text: 'Watch mode', hash: '#watch', page: cli}),
        candidate('watch', {text: 'Watch flags', hash: '#flags', page: cli}),
        candidate('watch', {text: 'Watch again', hash: '#again', page: cli}),
        candidate('watch', {text: 'Watch mode', hash: '#watch', page: cli, synonym: true}),
        candidate('watch', {text: 'How do I watch?', hash: '#watch', page: faq}),
        candidate('watch', {text: 'Watch twice', hash: '#twice', page: faq}),
      ];
      const hits = selectHits(list(candidates), kinds.summaryPage);
      expect(hits.map((hit) => hit.url)).toEqual([
        '/guide/basic/cli#watch',
        '/guide/basic/cli#flags',
        '/guide/faq/features#watch',
      ]);
      expect(selectHits(list(candidates), kinds.summaryPage, 1)).toHaveLength(1);
    });

    it('marks the words the index matched, names the section of a text hit and the trail of its page', () => {
      const [hit] = selectHits(
        list([
          candidate('configure', {
            type: SearchDocumentType.Content,
            text: 'Watch mode\nConfiguring the watcher is rarely needed.',
            hash: '#watch',
            terms: ['configur'],
            tokens: ['configure'],
            page: cli,
          }),
        ]),
        kinds.summaryPage,
      );
      expect(hit).toMatchObject({
        kind: 'content',
        url: '/guide/basic/cli#watch',
        section: 'Watch mode',
        pageTitle: 'CLI',
        trail: ['Guide', 'Basic'],
      });
      expect(marked(hit.excerpt)).toEqual(['Configur']);
    });

    it('groups hits by page, in the order of their first hit, with the page title and trail', () => {
      const hits = selectHits(
        list([
          candidate('watch', {text: 'Watch mode', hash: '#watch', page: cli}),
          candidate('watch', {text: 'How do I watch?', hash: '#watch', page: faq}),
        ]),
        kinds.summaryPage,
      );
      expect(
        groupHitsByPage(hits).map((group) => [group.pageTitle, group.trail, group.hits.length]),
      ).toEqual([
        ['CLI', ['Guide', 'Basic'], 1],
        ['Features FAQ', ['Guide', 'FAQ'], 1],
      ]);
    });

    it('keeps the hits shown in place when more arrive, and adds the new pages after them', () => {
      const shown = [titleHit('/a'), titleHit('/b#x')];
      expect(
        appendNewPages(shown, [titleHit('/c'), titleHit('/a#y'), titleHit('/d')], 4).map(
          (item) => item.url,
        ),
      ).toEqual(['/a', '/b#x', '/c', '/d']);
    });
  });
});
