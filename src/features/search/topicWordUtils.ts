/**
 * The words of a query that name no topic, left out of what is searched when
 * something else is left: Chinese stop characters, question words, what the
 * reader wants or asks for, verbs that go with any option, contractions
 * written out. Pure functions.
 */

/**
 * Single Chinese characters that name no topic when they stand alone: the
 * index's stop words (the plugin's zh list) and the verbs of a question
 * ("sourcemap 怎么开"). Left alone in a query, they would match any word that
 * holds them, or (stop words) make the whole query match nothing.
 */
export const ZH_FILLER_CHARS = new Set(
  (
    '的 一 不 在 人 有 是 为 以 于 上 他 而 后 之 来 及 了 因 下 可 到 由 这 与 也 此 但 并 个 其 已 无 小 我 们 起 最 再 今 去 好 只 又 或 很 亦 某 把 那 你 乃 它 吧 被 比 别 趁 当 从 得 打 凡 儿 尔 该 各 给 跟 和 何 还 即 几 既 看 据 距 靠 啦 另 么 每 嘛 拿 哪 您 凭 且 却 让 仍 啥 如 若 使 谁 虽 随 同 所 她 哇 嗡 往 些 向 沿 哟 用 咱 则 怎 曾 至 致 着 诸 自 ' +
    '开 关 做 写 改 加 删 弄 搞 跑 要 能 会 想 办 里 中 时 配'
  ).split(' '),
);

/**
 * Words of a question that name no topic: "how do I", "what does … mean", 如何,
 * 怎么, 是否, 是什么意思. Left out of the query (when something else is left),
 * since every word of a query must be found and the pages answer the question
 * without repeating it.
 */
export const QUESTION_WORDS = new Set(
  `how do does did i can could should what why when which is are the a an to my me
  mean means meaning`.split(/\s+/),
);

/**
 * Words of a Chinese query that name no topic: what the reader wants
 * ("不想把依赖打进产物": the page on bundling dependencies answers either way),
 * what did not happen ("import 路径没有加后缀", "路径别名没被替换": the page
 * says what it does), which one they mean ("只构建其中一个 lib", "从别的打包工具迁移
 * 过来": the page names the tools), what a thing would be used for ("能不能用来打包
 * 应用"), the kind of text they ask for ("配置文件写法", "banner 示例"; a page on
 * the topic need not say 写法), when ("之前用 tsc 编译的项目", "现在的产物"), the
 * "as" of what a thing is taken as ("svg 当作 react 组件导入": a page may say 作为,
 * 转 or nothing) and the 等 that ends a list ("图片字体等静态资源"; not 等待, 等于,
 * 等级). The worker would search their characters as words, which most pages
 * hold.
 */
export const ZH_NON_TOPIC_WORDS =
  /不想|不要|想要|希望|没有被|没有|没被|其中一个|其中|某个|某些|这个|那个|这些|那些|别的|其他|其它|过来|用来|写法|用法|示例|例子|教程|当作|当成|作为|(?:之前|以前|原来|原本|本来|目前|现在)的?|等等|等(?![待于级效价同号宽])/g;
/**
 * A verb or preposition that opens a Chinese phrase before what it acts on
 * ("写一个命令行工具", "给组件写文档", "把依赖打进产物"), with the 一个 that may
 * follow: the pages name the thing, not the act of writing or giving it. (用法
 * and 写法, kept when a query holds nothing else, stay whole.)
 */
export const ZH_LEADING_VERB =
  /^(?![用写]法)(?:[给把被让用写做搞弄])?(?:一个|一下)?(?=\p{Unified_Ideograph}{2})/u;
/** A place word after a name ("node_modules 里的依赖", "ESM 中的 __dirname"), likewise. */
export const ZH_PLACE_WORDS = /(?<=^|\s)(?:里面的|里面|里的|里|中的)/gu;

/**
 * English contractions written out ("don't bundle dependencies" → "do not
 * bundle dependencies"): the synonym table and the question words know the
 * words, and the worker would search `don` and `t`.
 */
export function withContractionsExpanded(query: string): string {
  return query
    .replace(/\bcan['’]t\b/g, 'cannot')
    .replace(/\bwon['’]t\b/g, 'will not')
    .replace(/\b(\w+)n['’]t\b/g, '$1 not');
}

/**
 * What most pages of the site are about, as Chinese readers put it before
 * their topic ("组件库 css modules 样式怎么处理"): left out when two words or
 * more are left, for the page of the topic to answer rather than the solution
 * pages, which name it in every heading.
 */
const ZH_CONTEXT_WORDS = new Set(['组件库']);

/**
 * Words that say something went wrong ("Cannot find module 报错", "umd 构建出错"):
 * the page of the error need not say it is one.
 */
const ZH_ERROR_WORDS = new Set(['报错', '出错']);

/** Whether a word says something went wrong (`ZH_ERROR_WORDS`). */
export function isErrorWord(word: string): boolean {
  return ZH_ERROR_WORDS.has(word);
}

/** Whether a word is what most pages are about (`ZH_CONTEXT_WORDS`). */
export function isContextWord(word: string): boolean {
  return ZH_CONTEXT_WORDS.has(word);
}

/** Words without `ZH_CONTEXT_WORDS`, when two words or more are left. */
export function withoutContextWords(words: string[]): string[] {
  const topic = words.filter((word) => !isContextWord(word));
  return topic.length >= 2 ? topic : words;
}

/**
 * English words that ask for a kind of text rather than name a topic
 * ("storybook setup", "umd config example"): the page on the topic answers
 * whether or not it uses the word, so it is not searched for when something
 * else is left.
 */
export const EN_NON_TOPIC_WORDS = new Set([
  'setup',
  'tutorial',
  'example',
  'examples',
  'sample',
  'samples',
  'usage',
]);

/**
 * Verbs of a question that go with any option or tool ("如何配置 banner",
 * "开启 source map", "change output file name", "storybook 怎么接入", "rslib
 * 支持哪些特性": a page need not say that it supports what it teaches), and
 * 解决 of an error ("构建报错怎么解决": the page of the error says how): left
 * out when they stand as a word of their own and something else is left
 * (`配置文件` stays).
 */
export const ZH_GENERIC_VERBS = [
  ...['配置', '设置', '使用', '开启', '启用', '关闭', '修改', '添加', '接入', '集成'],
  ...['支持', '解决'],
];
const GENERIC_VERBS = new Set([
  ...ZH_GENERIC_VERBS,
  ...['use', 'add', 'change', 'configure', 'customize', 'customise', 'modify', 'enable'],
  ...['disable', 'integrate', 'support'],
]);

/** Whether a word is a verb of a question that goes with any option or tool (`GENERIC_VERBS`). */
export function isGenericVerb(word: string): boolean {
  return GENERIC_VERBS.has(word);
}

/** Words without the verbs that go with any option or tool, or all of them when nothing else is left. */
export function withoutGenericVerbs(words: string[]): string[] {
  return keepSome(words, (word) => !isGenericVerb(word));
}

/**
 * Words that say how many or which of a thing ("two lib configs with same
 * format id", "两个 lib 配置"): a title or heading that holds one of them alone
 * is not about the query.
 */
const QUANTITY_WORDS = new Set([
  ...['one', 'two', 'three', 'same', 'all', 'each', 'every', 'both', 'other', 'another', 'some'],
  ...['any', '两个', '所有', '每个', '同一个'],
]);

/** Whether a word says how many or which of a thing (`QUANTITY_WORDS`). */
export function isQuantityWord(word: string): boolean {
  return QUANTITY_WORDS.has(word);
}

/** The words that pass `keep`, or all of them when none does. */
export function keepSome(words: string[], keep: (word: string) => boolean): string[] {
  const kept = words.filter(keep);
  return kept.length > 0 ? kept : words;
}
