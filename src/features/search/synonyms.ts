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

/**
 * One row per entry: what readers type, what the English pages say, what the
 * Chinese pages say; each a list of words separated by commas, in lower case.
 */
const ROWS: [typed: string, en: string, zh: string][] = [
  // Builds and output
  [
    'hot reload, hot reloading, live reload, 热重载, 热替换',
    'hmr, hot module replacement',
    '热更新, hmr, 热模块替换',
  ],
  [
    'output dir, output folder, out dir, outdir, dist folder, dist directory, dist path, 输出目录, 输出文件夹, 输出路径',
    'distpath, output directory',
    'distpath, 产物目录',
  ],
  [
    'clean dist, clean output, remove dist, delete dist, empty dist, 清空, 清理, 清除产物, 删除产物',
    'cleandistpath',
    'cleandistpath',
  ],
  ['file name, file names', 'filename', 'filename'],
  [
    'hash, hashes, content hash, contenthash, 哈希, 哈希值, 文件指纹',
    'filenamehash',
    'filenamehash',
  ],
  [
    'slow build, slow builds, build is slow, builds are slow, faster builds, 构建慢, 构建很慢, 打包慢, 打包很慢, 编译慢',
    'speed up builds',
    '加快构建速度',
  ],
  ['code split, chunk splitting, 代码拆分, 拆包, 分包', 'code splitting', '代码分割'],
  [
    'package size, output size, build size, too big, too large, so big, so large, 包大小, 产物体积, 产物大小, 包太大, 太大, 这么大',
    'bundle size',
    '包体积',
  ],
  ['minification, minimize, uglify, terser, compress, 代码压缩, 混淆', 'minify', '压缩, minify'],
  [
    'tree-shaking, treeshaking, tree shake, dead code elimination, 摇树优化, 摇树, 树摇',
    'tree shaking',
    'tree shaking',
  ],
  [
    'sourcemap, sourcemaps, source maps, 源码映射, 源映射, 源代码映射',
    'source map, sourcemap',
    'source map, sourcemap',
  ],
  [
    'watch mode, rebuild on change, auto rebuild, rebuild automatically, when files change, watch files, 监听, 监听模式, 自动重新构建, 文件变化',
    'watch',
    'watch',
  ],
  [
    'single file, one file, bundle into one file, 打包成一个文件, 打包成单个文件, 单个文件, 单文件',
    'bundle mode',
    'bundle 模式',
  ],
  [
    'unbundled, preserve modules, file by file, keep folder structure, keep directory structure, keep source structure, keep source file structure, keep file structure, 不打包, 关闭打包, 保留目录结构, 保持目录结构, 保持源码目录结构, 保持源码结构, 逐文件',
    'bundleless',
    'bundleless',
  ],
  [
    'file extension, file extensions, extension, .mjs, .cjs, 后缀, 文件后缀, 扩展名',
    'autoextension',
    'autoextension',
  ],
  [
    'import extension, rewrite imports, import paths, path rewrite, 导入路径, import 路径, 引用路径, 路径重写',
    'redirect',
    'redirect',
  ],
  [
    'license header, header comment, copyright comment, license comment, copyright header, copyright notice, top of file, top of output, top of each file, license 注释, 页眉, 文件头注释, 版权注释, 许可证注释, 版权声明, 版权信息, 文件顶部, 文件开头, 产物顶部, 产物开头, 顶部加, 开头加, 顶部注释',
    'banner',
    'banner',
  ],
  [
    'footer comment, append code, end of file, end of bundle, 页脚, 文件尾注释, 文件末尾',
    'footer',
    'footer',
  ],
  ['拷贝, 拷贝文件', 'copy', '复制'],
  ['打进, 打进去, 打包进去, 被打进, 被打包进去', 'bundled into', '打包进来, 打包进产物'],
  ['log level, logs, quiet, verbose, 日志, 日志级别, 静默', 'loglevel', 'loglevel'],
  ['字段, 配置字段', 'options', '配置项'],
  // Formats
  ['common js, require(), module.exports', 'commonjs, cjs', 'commonjs, cjs'],
  ['es module, ecmascript modules, ecmascript module, es6 modules', 'es modules, esm', 'esm'],
  [
    'esm and cjs, cjs and esm, both esm and cjs, dual format, 双格式, 双包, esm 和 cjs, esm 与 cjs, cjs 和 esm, 同时输出 esm 和 cjs, 两种格式',
    'dual package',
    '双格式',
  ],
  [
    'bundled twice, loaded twice, duplicate copies, 打包了两次, 被打包两次, 打包两次, 重复打包, 两个副本',
    'two copies',
    '两份',
  ],
  ['global variable, script tag, browser global, 全局变量, script 标签', 'umd', 'umd'],
  [
    'compile-time constant, compile-time constants, compile time constant, global constant, global constants, replace global variable, 编译时常量, 全局常量, 编译时替换, 常量替换, 替换全局变量',
    'source.define',
    'source.define',
  ],
  ['micro frontend, micro frontends, microfrontend, 微前端', 'module federation', '模块联邦'],
  // Types
  [
    'd.ts, .d.ts, type definitions, type definition, typings, types file, type declarations, declaration file, declaration 文件, missing types, types missing, no types, 类型文件, 类型定义文件, 声明文件, 没有类型, 类型丢失',
    'declaration files',
    '类型声明文件',
  ],
  [
    'bundle dts, bundle types, rollup dts, dts rollup, api-extractor, api extractor, 类型打包, 声明打包, 合并类型, 打包类型声明, 类型声明打包成一个文件, 合并类型声明',
    'declaration bundling, dts.bundle',
    '类型声明打包, dts.bundle',
  ],
  ['ts, tsconfig', 'typescript', 'typescript'],
  ['decorator, experimentaldecorators, legacy decorators', 'decorators', '装饰器, decorators'],
  // Dependencies
  [
    'external, externalize, exclude dependencies, exclude deps, do not bundle dependencies, 外部化, 排除依赖, 不打包依赖',
    'externals',
    '外部依赖',
  ],
  [
    'peer dependency, peerdependencies, peer deps, 同伴依赖, 对等依赖',
    'peer dependencies, peerdependencies',
    'peer 依赖, peerdependencies',
  ],
  ['dev dependency, dev dependencies, dev deps', 'devdependencies', '开发依赖'],
  ['helpers, @swc/helpers, tslib, runtime helpers, 辅助函数', 'externalhelpers', 'externalhelpers'],
  [
    'workspace, workspaces, pnpm workspace, multi package repo, 单体仓库, 大仓, 多包仓库',
    'monorepo',
    'monorepo',
  ],
  // Compatibility
  ['polyfills, corejs, 兼容补丁', 'polyfill', 'polyfill'],
  ['shim, 垫片', 'shims', 'shims'],
  [
    'syntax level, es version, ecmascript version, downlevel, transpile, es5, 语法级别, 语法降级, 降级',
    'syntax',
    'syntax',
  ],
  [
    'browser support, browser compatibility, supported browsers, 浏览器兼容, 浏览器兼容性',
    'browserslist',
    'browserslist',
  ],
  ['runtime target, platform, node or browser, 运行环境, 运行目标, 目标环境', 'target', 'target'],
  // Styles, assets and file types
  ['css module, module.css, css 模块', 'css modules', 'css modules'],
  ['scss, sass, less, stylus, style files, styles, 样式文件, 样式, 预处理器', 'css', 'css'],
  [
    'images, image, fonts, font, static files, png, 图片, 静态文件, 字体',
    'static assets',
    '静态资源',
  ],
  [
    'svg component, svg as react component, svg react component, import svg, svg 组件, svg 转组件',
    'svgr',
    'svgr',
  ],
  ['webassembly, .wasm', 'wasm', 'wasm'],
  ['web worker, worker, workers, worker thread', 'web workers', 'web workers'],
  [
    'env, .env, dotenv, process.env, import.meta.env, env variables, environment variable',
    'environment variables',
    '环境变量',
  ],
  ['path alias, aliases, paths alias, 路径别名, 别名', 'alias', 'alias'],
  // Projects, tools and workflows
  // A framework's name with its major version, as readers type it
  ['vue3, vue2', 'vue', 'vue'],
  ['react18, react19', 'react', 'react'],
  ['svelte5, svelte4', 'svelte', 'svelte'],
  ['ui library, react components, ui components, ui 组件库, 组件', 'component library', '组件库'],
  ['config file, rslib.config.ts, rslib.config.js, rslib.config', 'configuration file', '配置文件'],
  ['entry point, entry file, entry points, input file, 入口文件', 'entry', '入口'],
  ['command line, commands, cli flags, cli options, 命令, 命令行参数', 'cli', '命令行'],
  [
    'getting started, get started, tutorial, first library, new project, create project, scaffold, 入门, 新手, 教程, 创建项目, 新建项目, 新项目, 新建一个库, 创建一个库, 新建库, 创建库',
    'quick start',
    '快速上手',
  ],
  [
    'test, tests, testing, unit test, unit tests, jest, vitest, 测试, 单元测试, 单测',
    'rstest',
    'rstest',
  ],
  [
    'bundle analysis, bundle analyzer, analyze bundle, analyze output, webpack-bundle-analyzer, 产物分析, 构建分析, 分析产物',
    'rsdoctor',
    'rsdoctor',
  ],
  ['component preview, preview components, 组件预览', 'storybook', 'storybook'],
  [
    "what's new, what is new, whats new, new features, release notes, changelog, 新特性, 新功能, 有什么新, 更新了什么",
    'announcing',
    '正式发布',
  ],
  [
    'update, breaking changes, migrate from 0.x, new version, 更新, 破坏性变更, 版本升级, 不兼容变更',
    'upgrade',
    '升级',
  ],
  [
    'migration, switch from, move from, replace, switch to rslib, move to rslib, 切换到 rslib, 换成 rslib, 改用 rslib, 迁到 rslib',
    'migrate',
    '迁移',
  ],
  ['vs, versus, difference, differences, 区别, 对比', 'compared', '比较'],
  [
    'programmatic, node api, js api, build from code, 编程接口, 编程式调用, js 调用',
    'javascript api',
    'javascript api',
  ],
  [
    'llm, llms, llms.txt, agents.md, claude, cursor, copilot, coding agent, coding agents, 大模型',
    'ai',
    'ai',
  ],
  ['publish, publishing, npm publish, release to npm, 发布, 发包', 'npm packages', 'npm 包'],
  ['引入, 引用', 'import', '导入'],
  // Chinese pages keep error messages in English, and `lib` for a lib item standing alone.
  ['未定义', 'not defined', 'not defined'],
  ['库', 'lib', 'lib'],
  ['nodejs, server side, server-side, 服务端', 'node.js', 'node.js'],
];

const words = (list: string) =>
  list
    .split(',')
    .map((word) => word.trim())
    .filter((word) => word !== '');

export const SYNONYMS: SynonymEntry[] = ROWS.map(([typed, en, zh]) => ({
  typed: words(typed),
  en: words(en),
  zh: words(zh),
}));

/**
 * Whether two queries have the same words, whatever the punctuation between
 * them (`core-js`, `core js`). Words written apart and together differ: the
 * index holds `source map` as two words and `sourcemap` (of `output.sourceMap`)
 * as one.
 */
const sameWords = (a: string, b: string) => {
  const spaced = (text: string) => text.replace(/[^\p{L}\p{N}_]+/gu, ' ').trim();
  return spaced(a) === spaced(b);
};

/**
 * The terms of several words the table knows ("source map", "tree shaking",
 * "hot module replacement"), longest first: each names one thing, which its
 * words alone do not (`source` is another option group).
 */
export const MULTI_WORD_TERMS: readonly string[] = [
  ...new Set(
    SYNONYMS.flatMap((entry) => [...entry.typed, ...entry.en, ...entry.zh]).filter((word) =>
      /^[\p{L}\p{N}]+(?: [\p{L}\p{N}]+)+$/u.test(word),
    ),
  ),
].sort((a, b) => b.length - a.length);

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
 * the language that the query does not have yet (or has beside a Chinese word
 * of the entry: then searched without that word); at most
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
    // A query that names the topic in Chinese and in the pages' words ("别名 alias") names
    // one topic: it is searched once, in the pages' words.
    const namedInChinese = [...found].some(isChinese);
    for (const target of entry[language]) {
      // Nothing to add for a word the pages use that the query has already, unless the
      // query also names it in Chinese.
      const namedInBoth = namedInChinese && !isChinese(target);
      if ((found.has(target) && !namedInBoth) || phraseAt(rest, target) !== -1) {
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
