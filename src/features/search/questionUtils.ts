/**
 * What kind of question a query asks, and the Chinese words that ask it: what
 * something is, why, or any question at all. Pure functions.
 */

/**
 * Chinese question words, as alternatives of a regular expression (longer
 * before shorter). 有 asks with 哪些 and 什么 ("返回的对象有哪些方法"): left on the
 * word before them, it would be searched as a word of its own, a stop word that
 * no text holds.
 */
export const ZH_QUESTION =
  '如何|有哪些|有什么|有啥|怎么样|怎么|怎样|为什么|为啥|咋样|咋|干嘛|干啥|做什么|什么|啥|是否|是不是|有没有|能否|能不能|可以|应该|办法|一下|哪些|哪个|请问';
/** Chinese words that ask what something is or means (是啥 and 啥是 as readers type 是什么). */
export const ZH_MEANING = '是什么意思|是啥意思|什么意思|啥意思|的意思|的含义|是啥|啥是';
/** The Chinese question words of a query, with those that ask what something means and 吗, 呢. */
export const ZH_QUESTION_WORDS = new RegExp(`${ZH_MEANING}|${ZH_QUESTION}|吗|呢`, 'g');

/** Chinese words that ask what something is: those that ask what it means, or for its definition. */
const ZH_DEFINITION = new RegExp(`${ZH_MEANING}|什么是|是什么|含义|的定义|定义是`);

/**
 * Whether a query asks what something is ("what is bundleless", "什么是
 * bundleless", "umd 是什么意思"): the glossary answers that first. (Not
 * 自定义, "customise", which holds 定义.)
 */
export function asksForDefinition(normalized: string): boolean {
  // "What is new in 1.0" asks for news, not for a definition of "new"; "模块联邦是什么 怎么用"
  // asks how to use it as well, which the page of the topic answers.
  return (
    (/^(?:(?:what\s+(?:is|are|does)|what['’]s)(?!\s+new\b)|define|meaning of)\b|\bmean(?:s|ing)?\??$/.test(
      normalized,
    ) ||
      ZH_DEFINITION.test(normalized)) &&
    !/\bhow\s+(?:to|do|does|can)\b|怎么|如何|怎样/.test(normalized)
  );
}

/**
 * Whether a query asks why ("why rslib instead of tsup", "为什么做 rslib"): a
 * section whose heading asks or answers why ("Why choose Rslib") answers it.
 */
export function asksWhy(normalized: string): boolean {
  return /^why\b/.test(normalized) || /为什么|为何|为啥/.test(normalized);
}

/** The Chinese question words, tested once (not replaced: no global flag). */
const ZH_ASKS = new RegExp(ZH_QUESTION_WORDS.source);

/**
 * Whether a query asks a question ("does rslib support tree shaking",
 * "rslib 和 rsbuild 有什么区别", "支持 tree shaking 吗") rather than names a
 * topic: a summary page's heading that asks it too (a question of an FAQ)
 * answers it there.
 */
export function asksQuestion(normalized: string): boolean {
  return (
    /^(?:how|do|does|did|can|could|should|what|why|which|where|when|is|are)\b|[?？]$/.test(
      normalized,
    ) || ZH_ASKS.test(normalized)
  );
}
