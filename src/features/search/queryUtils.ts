/**
 * What is sent to the worker for what the reader typed: the query normalised,
 * cut into the words the index holds, question words and stop characters left
 * out, Chinese words for terms the pages keep in English replaced. Pure functions.
 */
import {BODY_STOP_WORDS, isBodyIndexedWord} from '@site/src/features/search/indexFormat';

/**
 * Longest query searched, in characters. Readers type a few words; a pasted
 * page of text is cut so that the worker's word splitting stays fast.
 */
export const MAX_QUERY_LENGTH = 80;

// Korean (Hangul) and Cyrillic keep their accents: there they are letters.
const KOREAN = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/;
const CYRILLIC = /[\u0400-\u04ff]/;
const COMBINING_MARKS = /[\u0300-\u036f]/g;

/**
 * What is searched for: trimmed, spaces collapsed, at most `MAX_QUERY_LENGTH`
 * characters (never half an emoji), lower-cased, accents removed except in
 * Korean and Cyrillic text.
 */
export function normalizeQuery(raw: string): string {
  const collapsed = raw.replace(/\s+/g, ' ').trim();
  const cut = Array.from(collapsed).slice(0, MAX_QUERY_LENGTH).join('').trim();
  const lower = cut.toLowerCase();
  if (CYRILLIC.test(lower) || KOREAN.test(lower)) {
    return lower.normalize('NFC');
  }
  return lower.normalize('NFD').replace(COMBINING_MARKS, '').normalize('NFC');
}

/**
 * Single Chinese characters the index drops as stop words (the plugin's zh list).
 * Typed alone between spaces ("rslib 和 rsbuild") they would make the whole query
 * match nothing, since every word of a query is required.
 */
const ZH_STOP_CHARS = new Set(
  '的 一 不 在 人 有 是 为 以 于 上 他 而 后 之 来 及 了 因 下 可 到 由 这 与 也 此 但 并 个 其 已 无 小 我 们 起 最 再 今 去 好 只 又 或 很 亦 某 把 那 你 乃 它 吧 被 比 别 趁 当 从 得 打 凡 儿 尔 该 各 给 跟 和 何 还 即 几 既 看 据 距 靠 啦 另 么 每 嘛 拿 哪 您 凭 且 却 让 仍 啥 如 若 使 谁 虽 随 同 所 她 哇 嗡 往 些 向 沿 哟 用 咱 则 怎 曾 至 致 着 诸 自'.split(
    ' ',
  ),
);

/** The words of a query as the worker splits it: runs of word characters or of Chinese characters. */
export function queryWords(query: string): string[] {
  return [...new Set(query.toLowerCase().match(/\w+|\p{Unified_Ideograph}+/gu) ?? [])];
}

/**
 * Words of a question that name no topic: "how do I", 如何, 怎么, 是否. Left out
 * of the query (when something else is left), since every word of a query must
 * be found and the pages answer the question without repeating it.
 */
const QUESTION_WORDS = new Set(
  'how do does did i can could should what why which is are the a an to my me'.split(' '),
);
const ZH_QUESTION_WORDS =
  /如何|怎么样|怎么|怎样|为什么|什么|是否|能否|能不能|可以|哪些|哪个|请问|吗|呢/g;

/**
 * Chinese words for terms the Chinese pages keep in English (the docs'
 * terminology): a reader who types the Chinese word is looking for them.
 */
const ZH_TERMS_KEPT_IN_ENGLISH: [RegExp, string][] = [
  [/垫片/g, ' shims '],
  [/摇树优化|树摇|摇树/g, ' tree shaking '],
  [/源码映射|源映射/g, ' source map '],
  [/单体仓库|大仓/g, ' monorepo '],
  [/页脚/g, ' footer '],
  [/页眉/g, ' banner '],
  [/监听/g, ' watch '],
  // Error messages stay in English on the Chinese pages.
  [/未定义/g, ' not defined '],
  // `库 id`: the option of a lib item, as a word of its own (`组件库` stays).
  [/(^|\s)库(?=\s|$)/g, ' lib '],
];

/**
 * Verbs of a Chinese question that go with any option ("如何配置 banner",
 * "开启 source map"): left out when they stand as a word of their own and
 * something else is left (`配置文件` stays).
 */
const ZH_GENERIC_VERBS = new Set(['配置', '设置', '使用', '开启', '启用', '关闭', '修改', '添加']);

/**
 * Longest run of Chinese characters sent to the worker. It cuts a run into
 * words with the index's dictionary, trying every cut; readers type short
 * phrases, and a pasted paragraph would keep it busy for seconds.
 */
export const MAX_CHINESE_RUN = 12;
/** Most words sent to the worker: every word of a query must be found. */
export const MAX_QUERY_WORDS = 8;

/** The queries sent to the worker: one for the topic index, one for the body index (empty: none). */
export interface SearchQueries {
  topic: string;
  body: string;
}

/**
 * The queries sent to the worker for what the reader typed: its words (the
 * worker ignores anything else), without the `no-` of a negated CLI flag,
 * Chinese words for English terms replaced by the terms, question words and
 * lone Chinese stop characters left out unless nothing else is left. The body
 * query also leaves out what the body index does not hold (`BODY_STOP_WORDS`,
 * numbers, single letters).
 */
export function searchQueries(normalized: string): SearchQueries {
  // A negated CLI flag (`--no-bundle`) is about its option (`bundle`).
  let text = normalized.replace(/(^|\s)--no-(?=\w)/g, '$1');
  for (const [chinese, english] of ZH_TERMS_KEPT_IN_ENGLISH) {
    text = text.replace(chinese, english);
  }
  const withoutQuestions = queryWords(text.replace(ZH_QUESTION_WORDS, ' '));
  let words = withoutQuestions.length > 0 ? withoutQuestions : queryWords(text);
  words = keepSome(words, (word) => !ZH_STOP_CHARS.has(word));
  words = keepSome(words, (word) => !QUESTION_WORDS.has(word));
  words = keepSome(words, (word) => !ZH_GENERIC_VERBS.has(word));
  words = [
    ...new Set(
      words.map((word) =>
        /\p{Unified_Ideograph}/u.test(word)
          ? Array.from(word).slice(0, MAX_CHINESE_RUN).join('')
          : word,
      ),
    ),
  ];
  words = words.slice(0, MAX_QUERY_WORDS);
  const body = words.filter((word) => !BODY_STOP_WORDS.has(word) && isBodyIndexedWord(word));
  return {topic: words.join(' '), body: body.join(' ')};
}

/** The words that pass `keep`, or all of them when none does. */
function keepSome(words: string[], keep: (word: string) => boolean): string[] {
  const kept = words.filter(keep);
  return kept.length > 0 ? kept : words;
}

/**
 * What was typed, for an exact match: the normalised query without the
 * punctuation around it (`'use client'` → `use client`).
 */
export function phraseOf(normalized: string): string {
  return normalized.replace(/^[^\p{L}\p{N}_$@.-]+|[^\p{L}\p{N}_$]+$/gu, '');
}
