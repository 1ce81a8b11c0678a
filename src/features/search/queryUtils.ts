/**
 * What is sent to the worker for what the reader typed: the query normalised,
 * cut into the words the index holds, question words and stop characters left
 * out, searched as typed and as its synonyms; and the phrases a text holds
 * when it matches exactly. Pure functions.
 */
import {
  ZH_MEANING,
  ZH_QUESTION,
  ZH_QUESTION_WORDS,
  asksForDefinition,
  asksQuestion,
  asksWhy,
} from '@site/src/features/search/questionUtils';
import {
  BODY_STOP_WORDS,
  isBodyIndexedWord,
  joinedName,
} from '@site/src/features/search/indexFormat';
import {
  EN_NON_TOPIC_WORDS,
  QUESTION_WORDS,
  ZH_FILLER_CHARS,
  ZH_GENERIC_VERBS,
  ZH_LEADING_VERB,
  ZH_NON_TOPIC_WORDS,
  ZH_PLACE_WORDS,
  isQuantityWord,
  keepSome,
  withContractionsExpanded,
  withoutContextWords,
  withoutGenericVerbs,
} from '@site/src/features/search/topicWordUtils';
import {
  MULTI_WORD_TERMS,
  phraseAt,
  synonymQueries,
  type PageLanguage,
} from '@site/src/features/search/synonyms';

/**
 * Longest query searched, in characters. Readers type a few words; a pasted
 * page of text is cut so that the worker's word splitting stays fast.
 */
export const MAX_QUERY_LENGTH = 80;

// Korean (Hangul) and Cyrillic keep their accents: there they are letters.
const KOREAN = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/;
const CYRILLIC = /[\u0400-\u04ff]/;
const COMBINING_MARKS = /[\u0300-\u036f]/g;

/** A letter or digit of a word that spaces part (not a Chinese character, each of which stands alone). */
const SPACED_WORD_CHARACTER = /^(?!\p{Unified_Ideograph})[\p{L}\p{N}_$]$/u;

/**
 * What is searched for: trimmed, spaces collapsed, at most `MAX_QUERY_LENGTH`
 * characters (never half an emoji, nor half a word after the first: no text
 * holds "type declarat" of a pasted error as typed), lower-cased, accents
 * removed except in Korean and Cyrillic text.
 */
export function normalizeQuery(raw: string): string {
  const characters = Array.from(raw.replace(/\s+/g, ' ').trim());
  let cut = characters.slice(0, MAX_QUERY_LENGTH).join('');
  const cutInWord =
    SPACED_WORD_CHARACTER.test(characters[MAX_QUERY_LENGTH] ?? ' ') &&
    SPACED_WORD_CHARACTER.test(characters[MAX_QUERY_LENGTH - 1]);
  if (cutInWord && cut.includes(' ')) {
    cut = cut.slice(0, cut.lastIndexOf(' '));
  }
  const lower = cut.trim().toLowerCase();
  if (CYRILLIC.test(lower) || KOREAN.test(lower)) {
    return lower.normalize('NFC');
  }
  return lower.normalize('NFD').replace(COMBINING_MARKS, '').normalize('NFC');
}

/** The words of a query as the worker splits it: runs of word characters or of Chinese characters. */
export function queryWords(query: string): string[] {
  return [...new Set(query.toLowerCase().match(/\w+|\p{Unified_Ideograph}+/gu) ?? [])];
}

/**
 * The words of a query with each term of several words that the synonym table
 * knows kept as one ("enable source map" → `enable`, `source map`): searched
 * one by one, a term's words alone would find what they name apart.
 */
export function queryTerms(query: string): string[] {
  const terms: string[] = [];
  let rest = query.toLowerCase();
  for (const term of MULTI_WORD_TERMS) {
    const at = phraseAt(rest, term);
    if (at !== -1) {
      terms.push(term);
      rest = `${rest.slice(0, at)} ${rest.slice(at + term.length)}`;
    }
  }
  return [...new Set([...terms, ...queryWords(rest)])];
}

/**
 * The words of a query searched one by one, at most `max`: those a synonym put
 * in place of what was typed first ("silence build logs" → `loglevel`), as the
 * word the pages use for what the query is about, then the others in order,
 * words of quantity last.
 */
export function splitWords(query: string, typed: string, max: number): string[] {
  const typedTerms = new Set(queryTerms(typed));
  const terms = queryTerms(query);
  const typedKept = terms.filter((term) => typedTerms.has(term));
  return [
    ...terms.filter((term) => !typedTerms.has(term)),
    ...typedKept.filter((term) => !isQuantityWord(term)),
    ...typedKept.filter(isQuantityWord),
  ].slice(0, max);
}

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
 * question words and lone Chinese stop characters left out unless nothing
 * else is left. The body
 * query also leaves out what the body index does not hold (`BODY_STOP_WORDS`,
 * numbers, single letters).
 */
export function searchQueries(normalized: string): SearchQueries {
  // A negated CLI flag (`--no-bundle`) is about its option (`bundle`); "what's" is "what";
  // "node_modules 里的依赖" is about node_modules and 依赖.
  const text = withContractionsExpanded(normalized)
    .replace(/(^|\s)--no-(?=\w)/g, '$1')
    .replace(/['’]s\b/g, '')
    .replace(ZH_PLACE_WORDS, ' ');
  const withoutQuestions = queryWords(
    text.replace(ZH_QUESTION_WORDS, ' ').replace(ZH_NON_TOPIC_WORDS, ' '),
  );
  let words = withoutQuestions.length > 0 ? withoutQuestions : queryWords(text);
  words = keepSome(words, (word) => !EN_NON_TOPIC_WORDS.has(word));
  words = keepSome(words, (word) => !ZH_FILLER_CHARS.has(word));
  words = keepSome(words, (word) => !QUESTION_WORDS.has(word));
  words = keepSome(words, (word) => !BODY_STOP_WORDS.has(word));
  words = withoutGenericVerbs(words);
  words = withoutContextWords(words);
  words = words.map((word) => word.replace(ZH_LEADING_VERB, ''));
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

/**
 * What was typed, for an exact match: the normalised query without the
 * punctuation around it (`'use client'` → `use client`).
 */
export function phraseOf(normalized: string): string {
  return normalized.replace(/^[^\p{L}\p{N}_$@.-]+|[^\p{L}\p{N}_$]+$/gu, '');
}

/**
 * Whether a text has code in it: a CLI flag, a dotted, slashed or scoped name
 * (`import.meta.url`, `@rslib/core`; not a version, `1.0`), an underscored or
 * hyphenated name (`__dirname`, `ERR_REQUIRE_ESM`, `core-js`), quotes or a call.
 */
export function looksLikeCode(text: string): boolean {
  return /(?:^|\s)--?[a-z]|[a-z_$][\w$]*[./:@][a-z_$]|\b_|[a-z\d][_-][a-z]|["'`]|\w\(\)/i.test(
    text,
  );
}

/** Words that open an English question without naming its topic. */
const LEADING_QUESTION =
  /^(?:(?:how|do|does|did|can|could|should|what|why|which|is|are|to|i|my|me)\s+)+/;
/**
 * What separates the phrases of a Chinese query: question words, particles and
 * conjunctions ("输出目录的配置" is about 输出目录 and 配置, wherever they stand).
 */
const ZH_PHRASE_BREAKS = new RegExp(`${ZH_MEANING}|${ZH_QUESTION}|[的了吗呢吧和与及或在]`, 'g');

/**
 * A verb that goes with any option right after a question word ("bundleless
 * 怎么配置", "如何开启 sourcemap"): it asks how to do something with the topic, so
 * a text need not hold it to match as typed. Elsewhere it may name the topic
 * ("umd 配置" is the UMD configuration).
 */
const ZH_ASKED_VERB = new RegExp(`(?:${ZH_QUESTION})\\s*(?:${ZH_GENERIC_VERBS.join('|')})`, 'g');

/** English words that join the phrases of a query ("announcing in 1.0", "exclude react from the bundle"). */
const EN_PHRASE_BREAKS =
  / (?:in|of|for|with|from|to|into|on|by|the|a|an|and|or) (?:(?:the|a|an) )?/g;

/**
 * The phrases a text must hold, each as typed, to match the query exactly:
 * the query without its leading English question words, cut where a Chinese
 * question word or particle or an English word that joins phrases stands and
 * at spaces between Chinese words, each without the punctuation around it; a
 * query with code in it (a flag, a dotted name), word by word. Particles,
 * joining words and question words never decide whether a text matches as
 * typed ("Announcing Rslib 1.0" holds each phrase of "announcing in 1.0").
 */
export function phrasesOf(normalized: string): string[] {
  const question = keepSome(
    normalized
      .replace(LEADING_QUESTION, '')
      .replace(ZH_PLACE_WORDS, ' ')
      .replace(ZH_NON_TOPIC_WORDS, ' ')
      .replace(ZH_ASKED_VERB, ' ')
      .split(' ')
      .filter((word) => word !== ''),
    (word) => !EN_NON_TOPIC_WORDS.has(word),
  ).join(' ');
  // Code among words ("rslib build --watch") is found word by word: the
  // command is written in many ways, the flag in one. The words that join
  // them ("import.meta.url in cjs") are not what a text must hold.
  if (looksLikeCode(question) && !/["'`]/.test(question)) {
    const words = question
      .split(' ')
      .map(phraseOf)
      .filter((part) => part !== '' && !ZH_FILLER_CHARS.has(part));
    return keepSome(words, (word) => !BODY_STOP_WORDS.has(word));
  }
  // The query's spaces are single, so a line break marks where a break word stood.
  const text = question.replace(ZH_PHRASE_BREAKS, '\n').replace(EN_PHRASE_BREAKS, '\n');
  const parts = text
    .split(/\n|(?<=\p{Unified_Ideograph}) +| +(?=\p{Unified_Ideograph})/u)
    .map((part) => phraseOf(part.trim()))
    .filter((part) => part !== '' && !ZH_FILLER_CHARS.has(part));
  return parts.length > 0 ? parts : [phraseOf(normalized)].filter((part) => part !== '');
}

/** What a text holds when it matches a query as typed. */
export interface TypedQuery {
  /** The query without its leading question words and the punctuation around it. */
  whole: string;
  /** Its phrases (`phrasesOf`), each of which a text holds when it has the query's words together. */
  parts: string[];
}

/** What a text holds when it matches the normalised query as typed. */
export function typedQueryOf(normalized: string): TypedQuery {
  return {
    whole: phraseOf(normalized.replace(LEADING_QUESTION, '').replace(/['’]s\b/g, '')),
    parts: phrasesOf(normalized),
  };
}

/** One search of a query: what each index is asked, and what an exact match holds. */
export interface QueryPlan extends SearchQueries {
  typed: TypedQuery;
  /** The query asks what something is (`asksForDefinition`). */
  definition: boolean;
  /** The query asks why (`asksWhy`). */
  why: boolean;
  /** The query asks a question (`asksQuestion`). */
  question: boolean;
  /** Searched for a synonym of what was typed rather than for what was typed. */
  synonym: boolean;
  /** Searched for a name of code that the query holds among other words (`identifiersOf`). */
  nameAlone?: boolean;
}

/**
 * Where the words of a query as typed part: spaces, Chinese punctuation, and
 * where Chinese characters meet others ("命令行，createRslib 怎么用").
 */
const TYPED_WORD_BREAKS =
  /\s+|[\u3000-\u303f\uff00-\uffef]+|(?<=\p{Unified_Ideograph})(?=[^\p{Unified_Ideograph}])|(?<=[^\p{Unified_Ideograph}])(?=\p{Unified_Ideograph})/u;

/** A query as typed without what its calls pass (`new Worker(new URL(…))` → `new Worker()`). */
function withoutArguments(raw: string): string {
  let rest = raw;
  let before: string;
  do {
    before = rest;
    rest = rest.replace(/\([^()]*\)/g, '()');
  } while (rest !== before);
  return rest;
}

/**
 * Whether a word of a query is a relative path to a module of code
 * (`./utils.js`, `../index`): one of the reader's own files. A relative path to
 * another kind of file (`./index.module.css`, `./logo.svg?react`) names that
 * kind, which a page owns.
 */
const isOwnModulePath = (token: string) =>
  /^\.{1,2}\//.test(token) && /(?:\.[cm]?[jt]sx?|\/[^./]+)$/.test(token);

/**
 * The names of code among the words of a query as typed (camelCase, or with
 * the punctuation of code: `outBase`, `import.meta.url`, `--watch`): the
 * reader who writes one in a sentence looks for the page of that name. In
 * pasted code, a call is about what it calls, not what it passes
 * (`new Worker(new URL('./worker.js', import.meta.url))` is about workers).
 * A relative path to a module (`./utils.js`) names one of the reader's own
 * files, which the pages name only in examples.
 */
export function identifiersOf(raw: string): string[] {
  const words = (text: string) => text.split(TYPED_WORD_BREAKS).filter((word) => word !== '');
  if (words(raw).length < 2) {
    return [];
  }
  return words(withoutArguments(raw))
    .map((token) => phraseOf(token))
    .filter(
      (token) =>
        !isOwnModulePath(token) &&
        (/^[a-z][a-z\d]*[A-Z]\w*$/.test(token) || (looksLikeCode(token) && !/["'`]/.test(token))),
    )
    .map((token) => normalizeQuery(token));
}

/**
 * The names of code in a query that punctuation splits into several words
 * (`core-js`, `import.meta.url`), each with the one word the body index also
 * holds it as (`joinedName`).
 */
export function joinedNamesOf(normalized: string): {name: string; joined: string}[] {
  return normalized
    .split(' ')
    .map((token) => phraseOf(token))
    .filter((name) => !isOwnModulePath(name) && /[a-z_$][\w$]*[-./:][a-z_$\d]/.test(name))
    .map((name) => ({name, joined: joinedName(name)}));
}

/**
 * The searches run for what the reader typed on the pages of `language`:
 * the query as typed, its synonym queries (`synonymQueries`), in a sentence
 * each name of code alone (`identifiersOf`), and each name that punctuation
 * splits as one word in the body (`joinedNamesOf`), where only the pages that
 * have it as typed match.
 */
export function searchPlan(raw: string, language: PageLanguage): QueryPlan[] {
  const normalized = normalizeQuery(raw);
  const names = joinedNamesOf(normalized);
  // A name of code is typed with its punctuation (`core-js`) or without (`corejs`): both find
  // its synonyms. The rewrites that keep a joined name add nothing to those of the query as typed.
  const withNamesJoined = names.reduce(
    (query, {name, joined}) => query.replace(name, joined),
    normalized,
  );
  const joinedNameSynonyms =
    withNamesJoined === normalized
      ? []
      : synonymQueries(withNamesJoined, language).filter((query) =>
          names.every(({joined}) => !query.split(' ').includes(joined)),
        );
  const identifiers = identifiersOf(raw);
  const others = [
    ...synonymQueries(withContractionsExpanded(normalized), language),
    ...joinedNameSynonyms,
    ...identifiers,
  ];
  const definition = asksForDefinition(normalized);
  const why = asksWhy(normalized);
  const question = asksQuestion(normalized);
  const plans = [normalized, ...new Set(others)].map((query, at) => ({
    ...searchQueries(query),
    typed: typedQueryOf(query),
    synonym: at > 0,
    definition,
    why,
    question,
    nameAlone: at > 0 && identifiers.includes(query),
  }));
  const joined = names.map(({name, joined: word}) => ({
    topic: '',
    body: word,
    typed: typedQueryOf(name),
    synonym: false,
    definition,
    why,
    question,
  }));
  return [...plans, ...joined];
}
