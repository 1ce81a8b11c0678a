/**
 * How a title, heading or text matches what was typed: whether it names the
 * query, which of its phrases it holds as written, whether a query is precise
 * enough that a text without it is a chance match, whether it says why. Pure
 * functions, used by the ranking.
 */
import {containsPhrase, typedMatch, unspaced} from '@site/src/features/search/excerptUtils';
import {asksWhy} from '@site/src/features/search/questionUtils';
import {
  looksLikeCode,
  normalizeQuery,
  phraseOf,
  type TypedQuery,
} from '@site/src/features/search/queryUtils';
import {
  isContextWord,
  isErrorWord,
  isGenericVerb,
  withoutGenericVerbs,
} from '@site/src/features/search/topicWordUtils';

/** The words of a title or heading as one lower-case name: `lib.umdName` → `libumdname`. */
export function nameOf(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * Whether a title or heading is what was typed: the same words, or the last
 * part of a dotted option name (`output.distPath` for `distpath` or
 * `dist path`, `lib.umdName` for `umd name`), leaving out a verb that goes
 * with any option (`output.filename` for "change output filename") and the
 * question words a Chinese query ends with (`output.externals` for
 * "externals 怎么配").
 */
export function namesQuery(text: string, typed: TypedQuery): boolean {
  const names = [nameOf(text), nameOf(text.split('.').at(-1) ?? '')];
  return [withoutGenericVerbs(typed.whole.split(' ')), namedParts(typed)].some((words) => {
    const query = nameOf(words.join(' '));
    return query !== '' && names.includes(query);
  });
}

/** The share of the query's phrases a text holds as typed (0 to 1). */
export function heldParts(text: string, typed: TypedQuery): number {
  const parts = topicParts(typed);
  if (typed.parts.length < 2 || parts.length === 0) {
    return 0;
  }
  return (
    parts.filter((part) => typedMatch(text, {whole: part, parts: [part]}) === 2).length /
    parts.length
  );
}

/** The items of a keyword list (a title or heading is a list of one), split at commas. */
const listItems = (text: string) => text.split(/\s*[,，]\s*/);

/**
 * Whether a keyword list holds two or more words of the query the worker
 * searched only each in a different keyword ("list emitted files, rebuild
 * callback, watch in a script" for "rebuild on file change watch"): the index
 * reads the list as one text, but its keywords name different topics. A
 * keyword holds a word that it writes with another ending (`files` for `file`).
 */
export function keywordsApart(text: string, words: readonly string[]): boolean {
  const stems = [...new Set(words)].map((word) =>
    /\p{Unified_Ideograph}/u.test(word) ? word : word.slice(0, Math.max(3, word.length - 2)),
  );
  if (stems.length < 2) {
    return false;
  }
  return listItems(text.toLowerCase()).every(
    (keyword) => stems.filter((stem) => unspaced(keyword).includes(stem)).length < 2,
  );
}

/**
 * The items of a title, heading or keyword list that the query holds as
 * written, each without spaces and punctuation around it (two characters or more).
 */
function itemsTyped(text: string, typed: TypedQuery): string[] {
  const query = unspaced(typed.whole);
  return listItems(text.toLowerCase())
    .map((item) => unspaced(phraseOf(item)))
    .filter((phrase) => Array.from(phrase).length >= 2 && containsPhrase(query, phrase));
}

/**
 * The share of what was typed that one phrase of a title, heading or keyword
 * list is, when the query holds that phrase as written ("拷贝静态文件" of
 * "拷贝静态文件到产物", "Cannot find module" of "cannot find module 报错"):
 * the reader typed the page's own words and added some (0 to 1).
 */
export function shareTypedAsPhrase(text: string, typed: TypedQuery): number {
  const queryLength = unspaced(typed.whole).length;
  return Math.max(0, ...itemsTyped(text, typed).map((phrase) => phrase.length / queryLength));
}

/**
 * Whether an item of a title, heading or keyword list is written in the query
 * as it stands there and holds two or more of `words` ("process is not
 * defined" of a pasted "Uncaught ReferenceError: process is not defined").
 */
export function holdsTypedPhraseOf(
  text: string,
  typed: TypedQuery,
  words: readonly string[],
): boolean {
  return itemsTyped(text, typed).some(
    (phrase) => words.filter((word) => phrase.includes(unspaced(word))).length >= 2,
  );
}

/**
 * How a text holds what was typed (`typedMatch`: 2 as a whole, 1 each phrase
 * apart, 0 neither), where a verb that goes with any option need not be among
 * the phrases it holds: "Rsbuild 插件" holds "能不能使用 rsbuild 插件".
 */
export function topicMatch(text: string, typed: TypedQuery): 0 | 1 | 2 {
  const match = typedMatch(text, typed);
  const parts = topicParts(typed);
  if (match > 0 || parts.length === 0 || parts.length === typed.parts.length) {
    return match;
  }
  return typedMatch(text, {whole: typed.whole, parts}) > 0 ? 1 : 0;
}

/**
 * Whether a query is typed precisely enough that a text lacking it as typed
 * is a chance match: Chinese words, or code (a flag, a dotted or underscored
 * name, a path, a quoted string).
 */
export function isPrecise(typed: TypedQuery): boolean {
  return topicParts(typed).some(
    (phrase) => /\p{Unified_Ideograph}{2}/u.test(phrase) || looksLikeCode(phrase),
  );
}

/**
 * The phrases of a query that name its topic: not a verb that goes with any
 * option (配置 of "umd 配置"), what most pages are about (组件库 of "css
 * modules 组件库") or a word that says something went wrong (报错 of "Cannot
 * find module 报错"), which a title need not hold ("UMD 库", "CSS Modules",
 * "Cannot find module" are no chance matches), though a text that holds it too
 * matches as typed.
 */
function topicParts(typed: TypedQuery): string[] {
  return namedParts(typed).filter((part) => !isErrorWord(part));
}

/**
 * The phrases of a query that a title or heading must be to own it: its topic
 * with the word that says it went wrong (`output.externals` does not own
 * "externals 报错").
 */
function namedParts(typed: TypedQuery): string[] {
  return typed.parts.filter((part) => !isGenericVerb(part) && !isContextWord(part));
}

/**
 * Whether a title, heading or section (its heading is its first line) asks or
 * answers why as a query does (`asksWhy`): "Why choose Rslib", "为什么要迁移".
 */
export function saysWhy(text: string): boolean {
  return asksWhy(normalizeQuery(text.split('\n', 1)[0]));
}
