import {isBodyIndexedWord} from '@site/src/features/search/indexFormat';
import {asksForDefinition, asksQuestion, asksWhy} from '@site/src/features/search/questionUtils';
import {
  MAX_QUERY_LENGTH,
  identifiersOf,
  joinedNamesOf,
  looksLikeCode,
  normalizeQuery,
  phrasesOf,
  queryTerms,
  queryWords,
  searchPlan,
  searchQueries,
  splitWords,
  typedQueryOf,
} from '@site/src/features/search/queryUtils';
import {withContractionsExpanded} from '@site/src/features/search/topicWordUtils';

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

    it('cuts a long query at the end of its last whole word', () => {
      const pasted =
        "error TS2307: Cannot find module './logo.svg' or its corresponding type declarations.";
      expect(normalizeQuery(pasted)).toBe(
        "error ts2307: cannot find module './logo.svg' or its corresponding type",
      );
      // Chinese characters stand alone: a run of them is cut anywhere.
      expect(normalizeQuery(`build ${'构建'.repeat(50)}`)).toBe(`build ${'构建'.repeat(37)}`);
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

    it('drops lone Chinese stop characters and question verbs unless nothing else is left', () => {
      const topic = (query: string) => searchQueries(query).topic;
      expect(topic('rslib 和 rsbuild 的区别')).toBe('rslib rsbuild 的区别');
      expect(topic('sourcemap 怎么开')).toBe('sourcemap');
      expect(topic('和')).toBe('和');
      expect(topic('esm 库 产物')).toBe('esm 库 产物');
      expect(topic('<img src=x onerror=alert(1)>')).toBe('img src x onerror alert 1');
      expect(topic('(.*)+')).toBe('');
      expect(topic('--no-bundle')).toBe('bundle');
      expect(topic('rslib build --no-dts --watch')).toBe('rslib build dts watch');
      expect(topic('no bundle')).toBe('no bundle');
    });

    it('leaves out the verb or 一个 that opens a Chinese phrase, not a word that starts so', () => {
      expect(searchQueries('用 rslib 写一个命令行工具').topic).toBe('rslib 命令行工具');
      expect(searchQueries('一个仓库里有多个包').topic).toBe('仓库里有多个包');
      expect(searchQueries('把依赖打进产物').topic).toBe('依赖打进产物');
      expect(searchQueries('写法示例').topic).toBe('写法示例');
      expect(searchQueries('用户').topic).toBe('用户');
      expect(searchQueries('写').topic).toBe('写');
    });

    it('writes English contractions out, for the synonym table and the question words', () => {
      expect(withContractionsExpanded("don't bundle dependencies")).toBe(
        'do not bundle dependencies',
      );
      expect(withContractionsExpanded('doesn’t emit css')).toBe('does not emit css');
      expect(withContractionsExpanded("can't resolve, won't build")).toBe(
        'cannot resolve, will not build',
      );
      expect(searchQueries("types aren't generated").topic).toBe('types generated');
      // "don't bundle dependencies" is the synonym table's "do not bundle dependencies".
      const plans = searchPlan("don't bundle dependencies", 'en');
      expect(plans.map((plan) => plan.topic)).toEqual(
        searchPlan('do not bundle dependencies', 'en').map((plan) => plan.topic),
      );
      expect(plans.some((plan) => plan.synonym)).toBe(true);
    });

    it('leaves out 组件库 before a topic of two words or more, not before one', () => {
      expect(searchQueries('组件库 css modules 样式怎么处理').topic).toBe('css modules 样式 处理');
      expect(searchQueries('组件库 打包').topic).toBe('组件库 打包');
      expect(searchQueries('组件库').topic).toBe('组件库');
    });

    it('leaves out question words, unless nothing else is left', () => {
      expect(searchQueries('如何配置 banner')).toEqual({topic: 'banner', body: 'banner'});
      expect(searchQueries('如何开启 source map').topic).toBe('source map');
      expect(searchQueries('配置文件').topic).toBe('配置文件');
      expect(searchQueries('配置').topic).toBe('配置');
      expect(searchQueries('change output file name').topic).toBe('output file name');
      expect(searchQueries('enable').topic).toBe('enable');
      // A page on a tool need not say that one integrates it.
      expect(searchQueries('storybook 怎么接入').topic).toBe('storybook');
      expect(searchQueries('integrate storybook').topic).toBe('storybook');
      expect(searchQueries('手动接入').topic).toBe('手动接入');
      // "use" and "add" go with any tool, as 使用 and 添加 do; "when" asks as "how" does.
      expect(searchQueries('Rslib vs Rsbuild, when to use which').topic).toBe('rslib vs rsbuild');
      expect(searchQueries('use').topic).toBe('use');
      // "support" and 支持 go with any feature: a page need not say it supports what it teaches.
      expect(searchQueries('rslib 支持哪些特性').topic).toBe('rslib 特性');
      expect(searchQueries('does rslib support vue').topic).toBe('rslib vue');
      expect(searchQueries('支持').topic).toBe('支持');
      expect(searchQueries('add polyfills for older browsers').topic).toBe(
        'polyfills older browsers',
      );
      expect(searchQueries('怎么生成类型声明文件吗')).toEqual({
        topic: '生成类型声明文件',
        body: '生成类型声明文件',
      });
      expect(searchQueries('how do i bundle a dependency').topic).toBe('bundle dependency');
      expect(searchQueries("what's new in rslib").topic).toBe('new rslib');
      expect(searchQueries('有没有办法只打包一个文件').topic).toBe('只打包一个文件');
      // The 有 of 有哪些 asks too: left in the run before it, it is a word no text holds.
      expect(searchQueries('createRslib 返回的对象有哪些方法').topic).toBe(
        'createrslib 返回的对象 方法',
      );
      expect(searchQueries('lib 有什么配置项').topic).toBe('lib 配置项');
      expect(searchQueries('rslib 咋配置 umd').topic).toBe('rslib umd');
      // 啥 asks as 什么 does; 配 ("怎么配") and 解决 ("怎么解决") go with any option or error.
      expect(searchQueries('rslib 跟 rsbuild 啥关系').topic).toBe('rslib rsbuild 关系');
      expect(searchQueries('alias 路径别名怎么配').topic).toBe('alias 路径别名');
      // 干嘛, 干啥 and 做什么 ask what something is for.
      expect(searchQueries('rslib 是什么 能用来干嘛').topic).toBe('rslib');
      expect(searchQueries('bundleless 模式干啥的').topic).toBe('bundleless 模式');
      expect(searchQueries('rslib 能做什么').topic).toBe('rslib');
      expect(searchQueries('构建报错 怎么解决').topic).toBe('构建报错');
      expect(searchQueries('解决方案').topic).toBe('解决方案');
      expect(searchQueries('how').topic).toBe('how');
      expect(searchQueries('如何').topic).toBe('如何');
    });

    it('leaves out the words that ask what something means, which no page repeats', () => {
      expect(searchQueries('bundleless 是什么意思').topic).toBe('bundleless');
      expect(searchQueries('shims 的含义').topic).toBe('shims');
      // 是啥 and 啥是, as readers type 是什么; no text need hold them as typed either.
      expect(searchQueries('bundleless 是啥').topic).toBe('bundleless');
      expect(searchQueries('啥是 umd').topic).toBe('umd');
      expect(searchQueries('shims 啥意思').topic).toBe('shims');
      expect(phrasesOf('bundleless 是啥')).toEqual(['bundleless']);
      expect(phrasesOf('shims 是什么意思')).toEqual(['shims']);
      expect(searchQueries('what does bundleless mean').topic).toBe('bundleless');
      expect(searchQueries('meaning of umd name').topic).toBe('umd name');
      expect(searchQueries('含义').topic).toBe('含义');
    });

    it.each([
      ['不想把 node_modules 里的依赖打进产物', 'node_modules 依赖打进产物'],
      ['不要打包 react', '打包 react'],
      ['只构建其中一个 lib', '只构建 lib'],
      ['配置文件写法', '配置文件'],
      ['banner 示例', 'banner'],
      // "One file" is a topic: a single-file build.
      ['打包成一个文件', '打包成一个文件'],
      ['esm 中的 __dirname', 'esm __dirname'],
      ['d.ts 里别名没有替换', 'd ts 别名 替换'],
      ['import 路径没有加后缀', 'import 路径 加后缀'],
      ['路径别名没被替换', '路径别名 替换'],
      ['从别的打包工具迁移过来', '打包工具迁移'],
      ['rslib 能不能用来打包应用', 'rslib 打包应用'],
      ['之前用 tsc 编译的项目', 'tsc 编译的项目'],
      ['现在的产物太大', '产物太大'],
      ['图片字体等静态资源', '图片字体 静态资源'],
      ['svg 当作 react 组件导入', 'svg react 组件导入'],
      ['less sass 等等', 'less sass'],
      // 等 of 等待 (to wait) or 等号 (equals sign) is no list's end.
      ['等待构建完成', '等待构建完成'],
      ['等号', '等号'],
      // A word that starts with one of its characters stays whole.
      ['中文文档', '中文文档'],
      ['希望', '希望'],
    ])(
      'leaves out Chinese words of wanting, of what did not happen, of which one, of what a thing is used for, of a kind of text, of when, of "as", the 等 that ends a list and a place word after a name, which the worker would search as words: %s',
      (query, topic) => {
        expect(searchQueries(query).topic).toBe(topic);
      },
    );

    it('leaves out English words that ask for a kind of text, unless nothing else is left', () => {
      expect(searchQueries('storybook setup')).toEqual({topic: 'storybook', body: 'storybook'});
      expect(searchQueries('umd config example').topic).toBe('umd config');
      expect(phrasesOf('storybook setup')).toEqual(['storybook']);
      expect(phrasesOf('tailwind usage example')).toEqual(['tailwind']);
      expect(searchQueries('examples').topic).toBe('examples');
      expect(phrasesOf('setup')).toEqual(['setup']);
    });

    it('keeps a pasted text short: Chinese runs and the number of words', () => {
      expect(searchQueries('构建'.repeat(3000)).topic).toBe('构建'.repeat(6));
      expect(searchQueries('preservemodules').topic).toBe('preservemodules');
      expect(searchQueries('a1 b2 c3 d4 e5 f6 g7 h8 i9 j10').topic.split(' ')).toHaveLength(8);
    });

    it('asks the body index only for the words it holds, and neither index for the words of prose', () => {
      expect(searchQueries('node 20 in the output')).toEqual({
        topic: 'node 20 output',
        body: 'node output',
      });
      expect(searchQueries('in').body).toBe('');
      expect(isBodyIndexedWord('es2015')).toBe(true);
      expect(isBodyIndexedWord('2015')).toBe(false);
      expect(isBodyIndexedWord('x')).toBe(false);
      expect(isBodyIndexedWord('库')).toBe(true);
    });
  });

  describe('what a text holds when it matches as typed', () => {
    it('is the query without its question words, in phrases cut at Chinese particles and question words', () => {
      expect(typedQueryOf('how do i install rslib')).toEqual({
        whole: 'install rslib',
        parts: ['install rslib'],
      });
      expect(phrasesOf('输出目录的配置')).toEqual(['输出目录', '配置']);
      expect(phrasesOf('如何打包第三方依赖')).toEqual(['打包第三方依赖']);
      expect(phrasesOf('安装 rslib')).toEqual(['安装', 'rslib']);
      expect(phrasesOf("'use client'")).toEqual(['use client']);
      expect(phrasesOf('sourcemap 怎么开')).toEqual(['sourcemap']);
      expect(phrasesOf('不想把 node_modules 里的依赖打包进产物')).toEqual([
        'node_modules',
        '依赖打包进产物',
      ]);
      expect(phrasesOf('esm 中的 __dirname')).toEqual(['esm', '__dirname']);
    });

    it('leaves out a verb that goes with any option when a question word asks it, not when it names the topic', () => {
      expect(phrasesOf('bundleless 怎么配置')).toEqual(['bundleless']);
      expect(phrasesOf('如何开启 sourcemap')).toEqual(['sourcemap']);
      expect(phrasesOf('怎么配置产物目录')).toEqual(['产物目录']);
      expect(phrasesOf('umd 配置')).toEqual(['umd', '配置']);
      expect(phrasesOf('怎么使用')).toEqual(['怎么使用']);
    });

    it('cuts English phrases at the words that join them', () => {
      expect(phrasesOf('announcing in 1.0')).toEqual(['announcing', '1.0']);
      expect(phrasesOf('exclude react from the bundle')).toEqual(['exclude react', 'bundle']);
      expect(phrasesOf('why rslib instead of rollup')).toEqual(['rslib instead', 'rollup']);
      expect(typedQueryOf('announcing in 1.0').whole).toBe('announcing in 1.0');
    });

    it('takes code among words word by word', () => {
      expect(phrasesOf('rslib build --watch')).toEqual(['rslib', 'build', '--watch']);
      // The words that join them are not what a text must hold.
      expect(phrasesOf('import.meta.url in cjs')).toEqual(['import.meta.url', 'cjs']);
      expect(phrasesOf('--watch in')).toEqual(['--watch']);
      expect(phrasesOf('require is not defined')).toEqual(['require is not defined']);
    });

    it('tells code from prose and versions', () => {
      for (const code of [
        '--lib',
        'import.meta.url',
        '@rslib/core',
        '__dirname',
        'ERR_REQUIRE_ESM',
        'core-js',
        "'use client'",
        'build()',
      ]) {
        expect(looksLikeCode(code)).toBe(true);
      }
      for (const prose of ['rslib 1.0', 'install rslib', 'es2015', '类型声明文件']) {
        expect(looksLikeCode(prose)).toBe(false);
      }
    });
  });

  describe('the searches of a query', () => {
    it('finds the names of code in a sentence, and the names that punctuation splits', () => {
      expect(identifiersOf('preserve src directory structure outBase')).toEqual(['outbase']);
      expect(identifiersOf('import.meta.url in cjs')).toEqual(['import.meta.url']);
      expect(identifiersOf('outBase')).toEqual([]);
      expect(identifiersOf("'use client' directive")).toEqual([]);
      // Next to Chinese words and punctuation, without spaces.
      expect(identifiersOf('用命令行，createRslib 怎么用')).toEqual(['createrslib']);
      expect(identifiersOf('outBase配置')).toEqual(['outbase']);
      // Pasted code is about what it calls, not what the call passes.
      expect(identifiersOf("new Worker(new URL('./worker.js', import.meta.url))")).toEqual([]);
      expect(identifiersOf("defineConfig({ lib: [{ format: 'esm' }] })")).toEqual(['defineconfig']);
      expect(joinedNamesOf('core-js polyfill')).toEqual([{name: 'core-js', joined: 'corejs'}]);
      expect(joinedNamesOf('@rslib/core')).toEqual([{name: '@rslib/core', joined: 'rslibcore'}]);
      expect(joinedNamesOf('rslib 1.0')).toEqual([]);
    });

    it("leaves out the relative path of a reader's own module, not of another kind of file", () => {
      expect(identifiersOf('import ./utils not rewritten to ./utils.js')).toEqual([]);
      expect(identifiersOf('../index 没有后缀')).toEqual([]);
      expect(joinedNamesOf('import ./utils.js missing')).toEqual([]);
      expect(identifiersOf("cannot find module './index.module.css'")).toEqual([
        './index.module.css',
      ]);
      expect(identifiersOf("import Logo from './logo.svg?react'")).toEqual(['./logo.svg?react']);
    });

    it('searches the words a synonym put in first, one by one', () => {
      expect(
        splitWords(
          'only show errors silence build loglevel',
          'only show errors silence build logs',
          4,
        ),
      ).toEqual(['loglevel', 'only', 'show', 'errors']);
      expect(splitWords('enable source map now', 'enable source map now', 2)).toEqual([
        'source map',
        'enable',
      ]);
      // How many or which of a thing names no topic: searched alone only when there is room.
      expect(
        splitWords('two lib configs same format id', 'two lib configs same format id', 4),
      ).toEqual(['lib', 'configs', 'format', 'id']);
      expect(splitWords('两个 lib 配置', '两个 lib 配置', 4)).toEqual(['lib', '配置', '两个']);
    });

    it('keeps a term of several words that the synonym table knows as one', () => {
      expect(queryTerms('enable source map')).toEqual(['source map', 'enable']);
      expect(queryTerms('Tree Shaking side effects')).toEqual(['tree shaking', 'side', 'effects']);
      expect(queryTerms('source code map')).toEqual(['source', 'code', 'map']);
      expect(queryTerms('开启 source map')).toEqual(['source map', '开启']);
    });

    it.each([
      {
        question: 'what something is',
        asks: asksForDefinition,
        asking: [
          'what is bundleless',
          "what's a lib item",
          'umd name meaning',
          '什么是 bundleless',
          'shims 是什么意思',
          'bundleless 的定义',
          'bundleless 是啥',
          '啥是 umd',
        ],
        notAsking: [
          'bundleless',
          'how to build',
          '怎么配置 shims',
          'what is new in 1.0',
          "what's new",
          '自定义 rspack 配置',
          '类型定义',
          // It asks how to use it as well.
          '模块联邦是什么 怎么用',
          'what is module federation and how to use it',
        ],
      },
      {
        question: 'why',
        asks: asksWhy,
        asking: [
          'why rslib instead of tsup',
          'Why bundleless?',
          '为什么做 rslib',
          '为何需要 shims',
          '为啥要用 rslib',
        ],
        notAsking: ['how to build', 'rslib instead of rollup', 'anywhy', '什么是 bundleless'],
      },
      {
        question: 'any kind',
        asks: asksQuestion,
        asking: [
          'does rslib support tree shaking',
          'tree shaking?',
          'rslib 和 rsbuild 有什么区别',
          '支持 tree shaking 吗',
        ],
        notAsking: ['tree shaking', 'whatever plugin', 'isolated declarations', '摇树优化'],
      },
    ])('tells a question of $question', ({asks, asking, notAsking}) => {
      for (const query of asking) {
        expect(asks(normalizeQuery(query))).toBe(true);
      }
      for (const query of notAsking) {
        expect(asks(normalizeQuery(query))).toBe(false);
      }
    });

    it('searches what was typed first, then its synonyms (a joined name’s too), names of code and joined names', () => {
      const plans = searchPlan('keep HMR with outBase core-js', 'en');
      expect(plans.map((plan) => [plan.topic, plan.body, plan.synonym])).toEqual([
        ['keep hmr outbase core js', 'keep hmr outbase core js', false],
        [
          'keep hot module replacement outbase core js',
          'keep hot module replacement outbase core js',
          true,
        ],
        // `corejs`, as `core-js` is also typed, is a synonym of polyfill.
        ['keep hmr outbase polyfill', 'keep hmr outbase polyfill', true],
        ['outbase', 'outbase', true],
        ['core js', 'core js', true],
        ['', 'corejs', false],
      ]);
      expect(plans[5].typed.whole).toBe('core-js');
      // Only the names of code searched apart from the rest are marked so.
      expect(plans.map((plan) => plan.nameAlone ?? false)).toEqual([
        false,
        false,
        false,
        true,
        true,
        false,
      ]);
      expect(searchPlan('outBase', 'en')[0].nameAlone).toBe(false);
    });
  });
});
