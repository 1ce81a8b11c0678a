/**
 * What readers type next to what the pages say. A query holding one of an
 * entry's words is also searched with that word replaced by each of the words
 * the pages of its language use ("hmr" → "hot module replacement", "产物目录"
 * → "distpath"), so that a page is found by the name readers know it by.
 * tests/content/searchSynonyms.test.ts checks that every word an entry sends
 * a query to occurs in the pages of its language.
 */

/** The languages of the site's pages. */
export type PageLanguage = 'en' | 'zh';

/** The pages' language of a Docusaurus locale. */
export function pageLanguage(locale: string): PageLanguage {
  return locale === 'zh' ? 'zh' : 'en';
}

export interface SynonymEntry {
  /** What readers type, in either language, lower case. */
  typed: string[];
  /** What the English pages say, lower case: the words a query is also searched with. */
  en: string[];
  /** What the Chinese pages say, likewise (many terms stay English there). */
  zh: string[];
}

export const SYNONYMS: SynonymEntry[] = [
  // Builds and output
  {
    typed: ['hot reload', 'hot reloading', 'live reload', '热重载', '热替换'],
    en: ['hmr', 'hot module replacement'],
    zh: ['热更新', 'hmr', '热模块替换'],
  },
  {
    typed: [
      'output dir',
      'output folder',
      'out dir',
      'outdir',
      'dist folder',
      'dist directory',
      'dist path',
      '输出目录',
      '输出文件夹',
      '输出路径',
    ],
    en: ['distpath', 'output directory'],
    zh: ['distpath', '产物目录'],
  },
  {
    typed: [
      'clean dist',
      'clean output',
      'remove dist',
      'delete dist',
      'empty dist',
      '清空',
      '清理',
      '清除产物',
      '删除产物',
    ],
    en: ['cleandistpath'],
    zh: ['cleandistpath'],
  },
  {
    typed: ['package size', 'output size', 'build size', '包大小', '产物体积', '产物大小'],
    en: ['bundle size'],
    zh: ['包体积'],
  },
  {
    typed: ['minification', 'minimize', 'uglify', 'terser', 'compress', '代码压缩', '混淆'],
    en: ['minify'],
    zh: ['压缩', 'minify'],
  },
  {
    typed: [
      'tree-shaking',
      'treeshaking',
      'tree shake',
      'dead code elimination',
      '摇树优化',
      '摇树',
      '树摇',
    ],
    en: ['tree shaking'],
    zh: ['tree shaking'],
  },
  {
    typed: ['sourcemap', 'sourcemaps', 'source maps', '源码映射', '源映射', '源代码映射'],
    en: ['source map', 'sourcemap'],
    zh: ['source map', 'sourcemap'],
  },
  {
    typed: [
      'watch mode',
      'rebuild on change',
      'auto rebuild',
      'watch files',
      '监听',
      '监听模式',
      '自动重新构建',
      '文件变化',
    ],
    en: ['watch'],
    zh: ['watch'],
  },
  {
    typed: ['single file', 'one file', 'bundle into one file', '打包成一个文件', '单文件'],
    en: ['bundle mode'],
    zh: ['bundle 模式'],
  },
  {
    typed: [
      'unbundled',
      'preserve modules',
      'preservemodules',
      'file by file',
      'keep folder structure',
      'keep directory structure',
      '不打包',
      '保留目录结构',
      '保持目录结构',
      '逐文件',
    ],
    en: ['bundleless'],
    zh: ['bundleless'],
  },
  {
    typed: [
      'file extension',
      'file extensions',
      'extension',
      '.mjs',
      '.cjs',
      '后缀',
      '文件后缀',
      '扩展名',
    ],
    en: ['autoextension'],
    zh: ['autoextension'],
  },
  {
    typed: [
      'import extension',
      'rewrite imports',
      'import paths',
      'path rewrite',
      '导入路径',
      '引用路径',
      '路径重写',
    ],
    en: ['redirect'],
    zh: ['redirect'],
  },
  {
    typed: [
      'license header',
      'header comment',
      'copyright comment',
      'license comment',
      'copyright header',
      '页眉',
      '文件头注释',
      '版权注释',
      '许可证注释',
    ],
    en: ['banner'],
    zh: ['banner'],
  },
  {
    typed: ['footer comment', '页脚', '文件尾注释'],
    en: ['footer'],
    zh: ['footer'],
  },
  {
    typed: ['log level', 'logs', 'quiet', 'verbose', '日志', '日志级别', '静默'],
    en: ['loglevel'],
    zh: ['loglevel'],
  },
  // Formats
  {
    typed: ['common js', 'require()', 'module.exports'],
    en: ['commonjs', 'cjs'],
    zh: ['commonjs', 'cjs'],
  },
  {
    typed: ['es module', 'ecmascript modules', 'ecmascript module', 'es6 modules'],
    en: ['es modules', 'esm'],
    zh: ['esm'],
  },
  {
    typed: [
      'esm and cjs',
      'cjs and esm',
      'both esm and cjs',
      'dual format',
      '双格式',
      '双包',
      'esm 和 cjs',
    ],
    en: ['dual package'],
    zh: ['dual package'],
  },
  {
    typed: ['global variable', 'script tag', 'browser global', '全局变量', 'script 标签'],
    en: ['umd'],
    zh: ['umd'],
  },
  {
    typed: ['micro frontend', 'micro frontends', 'microfrontend', '微前端'],
    en: ['module federation'],
    zh: ['模块联邦'],
  },
  // Types
  {
    typed: [
      'd.ts',
      '.d.ts',
      'type definitions',
      'type definition',
      'typings',
      'types file',
      'type declarations',
      '类型文件',
      '类型定义文件',
      '声明文件',
    ],
    en: ['declaration files'],
    zh: ['类型声明文件'],
  },
  {
    typed: [
      'bundle dts',
      'bundle types',
      'rollup dts',
      'dts rollup',
      'api-extractor',
      'api extractor',
      '类型打包',
      '声明打包',
      '合并类型',
    ],
    en: ['declaration bundling'],
    zh: ['类型声明打包'],
  },
  {
    typed: ['ts', 'tsconfig'],
    en: ['typescript'],
    zh: ['typescript'],
  },
  {
    typed: ['decorator', 'experimentaldecorators', 'legacy decorators'],
    en: ['decorators'],
    zh: ['装饰器'],
  },
  // Dependencies
  {
    typed: [
      'external',
      'externalize',
      'exclude dependencies',
      'exclude deps',
      'do not bundle dependencies',
      '外部化',
      '排除依赖',
      '不打包依赖',
    ],
    en: ['externals'],
    zh: ['外部依赖'],
  },
  {
    typed: ['peer dependency', 'peerdependencies', 'peer deps', '同伴依赖', '对等依赖'],
    en: ['peer dependencies'],
    zh: ['peer 依赖'],
  },
  {
    typed: ['dev dependency', 'dev dependencies', 'dev deps'],
    en: ['devdependencies'],
    zh: ['开发依赖'],
  },
  {
    typed: ['helpers', '@swc/helpers', 'tslib', 'runtime helpers', '辅助函数'],
    en: ['externalhelpers'],
    zh: ['externalhelpers'],
  },
  {
    typed: [
      'workspace',
      'workspaces',
      'pnpm workspace',
      'multi package repo',
      '单体仓库',
      '大仓',
      '多包仓库',
    ],
    en: ['monorepo'],
    zh: ['monorepo'],
  },
  // Compatibility
  {
    typed: ['polyfills', 'corejs', '兼容补丁'],
    en: ['polyfill'],
    zh: ['polyfill'],
  },
  {
    typed: ['shim', '垫片'],
    en: ['shims'],
    zh: ['shims'],
  },
  {
    typed: [
      'syntax level',
      'es version',
      'ecmascript version',
      'downlevel',
      'transpile',
      'es5',
      '语法级别',
      '语法降级',
      '降级',
    ],
    en: ['syntax'],
    zh: ['syntax'],
  },
  {
    typed: [
      'browser support',
      'browser compatibility',
      'supported browsers',
      '浏览器兼容',
      '浏览器兼容性',
    ],
    en: ['browserslist'],
    zh: ['browserslist'],
  },
  {
    typed: ['runtime target', 'platform', 'node or browser', '运行环境', '运行目标', '目标环境'],
    en: ['target'],
    zh: ['target'],
  },
  // Styles, assets and file types
  {
    typed: ['css module', 'module.css', 'css 模块'],
    en: ['css modules'],
    zh: ['css modules'],
  },
  {
    typed: [
      'scss',
      'sass',
      'less',
      'stylus',
      'style files',
      'styles',
      '样式文件',
      '样式',
      '预处理器',
    ],
    en: ['css'],
    zh: ['css'],
  },
  {
    typed: ['images', 'image', 'fonts', 'font', 'static files', 'png', '图片', '静态文件', '字体'],
    en: ['static assets'],
    zh: ['静态资源'],
  },
  {
    typed: [
      'svg component',
      'svg as react component',
      'svg react component',
      'import svg',
      'svg 组件',
      'svg 转组件',
    ],
    en: ['svgr'],
    zh: ['svgr'],
  },
  {
    typed: ['webassembly', '.wasm'],
    en: ['wasm'],
    zh: ['wasm'],
  },
  {
    typed: ['web worker', 'worker', 'workers', 'worker thread'],
    en: ['web workers'],
    zh: ['web workers'],
  },
  {
    typed: ['env', '.env', 'dotenv', 'process.env', 'env variables', 'environment variable'],
    en: ['environment variables'],
    zh: ['环境变量'],
  },
  {
    typed: ['path alias', 'aliases', 'paths alias', '路径别名', '别名'],
    en: ['alias'],
    zh: ['alias'],
  },
  // Projects, tools and workflows
  {
    typed: ['ui library', 'react components', 'ui components', 'ui 组件库', '组件'],
    en: ['component library'],
    zh: ['组件库'],
  },
  {
    typed: ['config file', 'rslib.config.ts', 'rslib.config.js', 'rslib.config'],
    en: ['configuration file'],
    zh: ['配置文件'],
  },
  {
    typed: ['entry point', 'entry file', 'entry points', 'input file', '入口文件', '多入口'],
    en: ['entry'],
    zh: ['入口'],
  },
  {
    typed: ['command line', 'commands', 'cli flags', 'cli options', '命令', '命令行参数'],
    en: ['cli'],
    zh: ['命令行'],
  },
  {
    typed: [
      'getting started',
      'get started',
      'tutorial',
      'first library',
      'new project',
      'create project',
      'scaffold',
      '入门',
      '新手',
      '教程',
      '创建项目',
      '新建项目',
    ],
    en: ['quick start'],
    zh: ['快速上手'],
  },
  {
    typed: [
      'test',
      'tests',
      'testing',
      'unit test',
      'unit tests',
      'jest',
      'vitest',
      '测试',
      '单元测试',
      '单测',
    ],
    en: ['rstest'],
    zh: ['rstest'],
  },
  {
    typed: [
      'bundle analysis',
      'bundle analyzer',
      'analyze bundle',
      'analyze output',
      'webpack-bundle-analyzer',
      '产物分析',
      '构建分析',
      '分析产物',
    ],
    en: ['rsdoctor'],
    zh: ['rsdoctor'],
  },
  {
    typed: ['component preview', 'preview components', '组件预览'],
    en: ['storybook'],
    zh: ['storybook'],
  },
  {
    typed: [
      "what's new",
      'what is new',
      'whats new',
      'new features',
      'release notes',
      'changelog',
      '新特性',
      '新功能',
      '有什么新',
      '更新了什么',
    ],
    en: ['announcing'],
    zh: ['正式发布'],
  },
  {
    typed: [
      'update',
      'breaking changes',
      'migrate from 0.x',
      'new version',
      '更新',
      '破坏性变更',
      '版本升级',
      '不兼容变更',
    ],
    en: ['upgrade'],
    zh: ['升级'],
  },
  {
    typed: ['migration', 'switch from', 'move from', 'replace'],
    en: ['migrate'],
    zh: ['迁移'],
  },
  {
    typed: [
      'programmatic',
      'node api',
      'js api',
      'build from code',
      '编程接口',
      '编程式调用',
      'js 调用',
    ],
    en: ['javascript api'],
    zh: ['javascript api'],
  },
  {
    typed: [
      'llm',
      'llms',
      'llms.txt',
      'agents.md',
      'claude',
      'cursor',
      'copilot',
      'coding agent',
      'coding agents',
      '大模型',
    ],
    en: ['ai'],
    zh: ['ai'],
  },
  {
    typed: ['publish', 'publishing', 'npm publish', 'release to npm', '发布', '发包'],
    en: ['npm packages'],
    zh: ['npm 包'],
  },
  {
    typed: ['引入', '引用'],
    en: ['import'],
    zh: ['导入'],
  },
  // Chinese pages keep error messages in English, and `lib` for a lib item standing alone.
  {
    typed: ['未定义'],
    en: ['not defined'],
    zh: ['not defined'],
  },
  {
    typed: ['库'],
    en: ['lib'],
    zh: ['lib'],
  },
  {
    typed: ['nodejs', 'server side', 'server-side', '服务端'],
    en: ['node.js'],
    zh: ['node.js'],
  },
];

/** Whether two queries have the same words, whatever the spaces and punctuation between them. */
const sameWords = (a: string, b: string) =>
  a.replace(/[^\p{L}\p{N}_]+/gu, '') === b.replace(/[^\p{L}\p{N}_]+/gu, '');

/** At most this many synonym queries are searched beside what was typed. */
export const MAX_SYNONYM_QUERIES = 3;

const isChinese = (text: string) => /\p{Unified_Ideograph}/u.test(text);

/**
 * Where a phrase occurs in a normalised query, as a whole word or words, and
 * not inside a name of code (`ts` not in `tsup` nor in `d.ts`, `lib` not in
 * `--lib`); a Chinese phrase of two characters or more anywhere (Chinese has
 * no spaces), a single character only standing alone.
 */
export function phraseAt(query: string, phrase: string): number {
  if (phrase.length >= 2 && isChinese(phrase)) {
    return query.indexOf(phrase);
  }
  const wordChar = /[\p{L}\p{N}_$\-.@/]/u;
  for (let at = query.indexOf(phrase); at !== -1; at = query.indexOf(phrase, at + 1)) {
    const before = query[at - 1];
    const after = query[at + phrase.length];
    const startsWord = before === undefined || !wordChar.test(before) || !wordChar.test(phrase[0]);
    const endsWord = after === undefined || !wordChar.test(after) || !wordChar.test(phrase.at(-1)!);
    if (startsWord && endsWord) {
      return at;
    }
  }
  return -1;
}

/**
 * The queries searched beside the normalised `query` for the pages of
 * `language`: for each entry with words in the query (whichever list they are
 * in), the query with those words replaced by each of the entry's words for
 * the language that the query does not have yet; at most
 * `MAX_SYNONYM_QUERIES`, in the order of the table.
 */
export function synonymQueries(query: string, language: PageLanguage): string[] {
  const queries: string[] = [];
  for (const entry of SYNONYMS) {
    const words = [...entry.typed, ...entry.en, ...entry.zh].sort((a, b) => b.length - a.length);
    // Every word of the entry in the query stands for the same thing: all go, longest first.
    let rest = query;
    let at = -1;
    const found = new Set<string>();
    for (const word of words) {
      const place = phraseAt(rest, word);
      if (place !== -1) {
        found.add(word);
        at = at === -1 ? place : Math.min(at, place);
        // A line break (queries have none) holds the place of the word, for no other word to match.
        rest = `${rest.slice(0, place)}\n${' '.repeat(word.length - 1)}${rest.slice(place + word.length)}`;
      }
    }
    if (at === -1) {
      continue;
    }
    for (const target of entry[language]) {
      // Nothing to add for a word the pages use that the query has already.
      if (found.has(target) || phraseAt(rest, target) !== -1) {
        continue;
      }
      const rewritten = `${rest.slice(0, at)} ${target} ${rest.slice(at)}`
        .replace(/\s+/g, ' ')
        .trim();
      if (!sameWords(rewritten, query) && !queries.includes(rewritten)) {
        queries.push(rewritten);
      }
    }
    if (queries.length >= MAX_SYNONYM_QUERIES) {
      break;
    }
  }
  return queries.slice(0, MAX_SYNONYM_QUERIES);
}
