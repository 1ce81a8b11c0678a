/**
 * Pure logic of the search modal: query normalisation, width
 * counting, excerpt cutting, highlight ranges, grouping by page, an LRU cache.
 * The results come from the local search plugin's worker
 * (`@easyops-cn/docusaurus-search-local`); nothing here touches React or the DOM.
 */

/** Results shown in the modal before the link to all results. */
export const SEARCH_RESULT_LIMIT = 7;
/** Results asked from the worker, ranked by page before the first 7 are shown. */
export const WORKER_RESULT_LIMIT = 30;
/** Maximum width of an excerpt, in width units (see `charWidth`). */
export const EXCERPT_MAX_WIDTH = 100;
/** Queries whose results are remembered. */
export const SEARCH_CACHE_SIZE = 100;
/** Delay between the last keystroke and the search. */
export const SEARCH_DEBOUNCE_MS = 100;
/**
 * Longest query searched, in characters. Readers type a few words; a pasted
 * page of text is cut so that the worker's word splitting stays fast.
 */
export const MAX_QUERY_LENGTH = 80;

const ELLIPSIS = '…';

/**
 * The search context of the body index: the worker loads it from
 * `search-index-body-<hash>.json`, beside the topic index (`src/plugins/searchIndex`).
 */
export const BODY_SEARCH_CONTEXT = 'body';

/** Between a section's text and the identifiers of its code, in a body document. */
export const CODE_TERMS_SEPARATOR = '\u001f';

/**
 * English words too common in prose to tell sections apart: the body index
 * leaves them out and the body query with it. The topic index keeps them
 * (`if`, `in`, `no` of `--no-bundle` are code there).
 */
export const BODY_STOP_WORDS = new Set(
  (
    'a an and are as at be but by can do for from has have how i if in into is it its ' +
    'not of on or so than that the their them then there these they this to was we ' +
    'what when where which while who why will with you your'
  ).split(' '),
);

/** Whether the body index holds a word at all: numbers and lone Latin letters are left out. */
export function isBodyIndexedWord(word: string): boolean {
  return !/^\d+$/.test(word) && (word.length > 1 || /\p{Unified_Ideograph}/u.test(word));
}

/** The plugin's document kinds (`SearchDocumentType` of its shared interfaces). */
export const SearchDocumentType = {
  Title: 0,
  Heading: 1,
  Description: 2,
  Keywords: 3,
  Content: 4,
} as const;

/** One indexed document of the plugin's index: a page title, a heading or a section's text. */
export interface SearchDocument {
  /** Id. */
  i: number;
  /** Text: the title, heading or content. */
  t: string;
  /** Page URL (the body index leaves it to the page's title document). */
  u?: string;
  /** Hash of the heading (`#id`), if any. */
  h?: string;
  /** Id of the page's title document. */
  p?: number;
  /** Title of the section (content documents). */
  s?: string;
}

/** Positions of a matched term in a field: `[start, length]` pairs. */
export type TermMetadata = Record<string, {position?: [number, number][]}>;

/** One hit as the plugin's worker returns it. */
export interface WorkerSearchResult {
  document: SearchDocument;
  type: number;
  /** The page's title document, for headings and content. */
  page?: SearchDocument | false;
  metadata: Record<string, TermMetadata>;
  tokens: string[];
  score: number;
}

export type SearchHitKind = 'title' | 'header' | 'content';

/** A piece of an excerpt, highlighted or not. */
export interface ExcerptSegment {
  text: string;
  highlighted: boolean;
}

export interface SearchHit {
  /** Unique within one result list. */
  id: string;
  kind: SearchHitKind;
  /** The plugin's document kind the hit is from (`SearchDocumentType`). */
  type: number;
  /** Whether the excerpt is the identifiers of the section's code rather than its text. */
  code: boolean;
  /** Whether the document holds what was typed as it was typed (`phraseOf`), as whole words. */
  exact: boolean;
  /** Whether the document has only some of the words: its page has the others elsewhere. */
  partial: boolean;
  /** Where the hit links to: the page URL plus the heading hash. */
  url: string;
  pageTitle: string;
  /** The heading or section the hit is in, when it is not the page title. */
  section: string | null;
  excerpt: ExcerptSegment[];
}

export interface SearchHitGroup {
  pageUrl: string;
  pageTitle: string;
  hits: SearchHit[];
}

export type Range = [start: number, end: number];

// Korean (Hangul) and Cyrillic keep their accents: there they are letters.
const KOREAN = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/;
const CYRILLIC = /[\u0400-\u04ff]/;
const COMBINING_MARKS = /[\u0300-\u036f]/g;

/**
 * Characters shown double-width (East Asian Wide and Fullwidth): CJK ideographs,
 * kana, Hangul, CJK punctuation and fullwidth forms.
 */
const WIDE =
  /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6\u{20000}-\u{3fffd}]/u;

/** Width of one character (one code point): 3 for a wide CJK character, 1 for any other. */
export function charWidth(char: string): number {
  return WIDE.test(char) ? 3 : 1;
}

/** Width of a text: the sum of its characters' widths. */
export function textWidth(text: string): number {
  let width = 0;
  for (const char of text) {
    width += charWidth(char);
  }
  return width;
}

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

/** Sorts ranges and merges those that overlap or touch; drops empty ones. */
export function mergeRanges(ranges: Range[]): Range[] {
  const sorted = ranges
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: Range[] = [];
  for (const [start, end] of sorted) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) {
      last[1] = Math.max(last[1], end);
    } else {
      merged.push([start, end]);
    }
  }
  return merged;
}

/**
 * Where a text matches: the positions the index reported for it, plus every
 * case-insensitive occurrence of a query token (a plain substring search: the
 * query is never turned into a regular expression).
 */
export function highlightRanges(
  text: string,
  tokens: readonly string[],
  positions: readonly (readonly [number, number])[] = [],
): Range[] {
  const ranges: Range[] = [];
  for (const [start, length] of positions) {
    const from = Math.max(0, Math.min(start, text.length));
    ranges.push([from, Math.min(text.length, from + Math.max(0, length))]);
  }
  const lower = text.toLowerCase();
  // Lower-casing keeps the length for the scripts of the docs; when it does not, skip this pass.
  if (lower.length === text.length) {
    for (const token of tokens) {
      const needle = token.toLowerCase();
      if (needle.length === 0) {
        continue;
      }
      for (
        let at = lower.indexOf(needle);
        at !== -1;
        at = lower.indexOf(needle, at + needle.length)
      ) {
        ranges.push([at, at + needle.length]);
      }
    }
  }
  return mergeRanges(ranges);
}

/** Splits a text into plain and highlighted segments along the given (merged) ranges. */
export function toSegments(text: string, ranges: readonly Range[]): ExcerptSegment[] {
  const segments: ExcerptSegment[] = [];
  let cursor = 0;
  for (const [start, end] of ranges) {
    if (start > cursor) {
      segments.push({text: text.slice(cursor, start), highlighted: false});
    }
    if (end > start) {
      segments.push({text: text.slice(start, end), highlighted: true});
    }
    cursor = Math.max(cursor, end);
  }
  if (cursor < text.length) {
    segments.push({text: text.slice(cursor), highlighted: false});
  }
  return segments;
}

/** Code points of a text with their UTF-16 offsets and widths. */
function codePoints(text: string): {start: number; end: number; width: number}[] {
  const points: {start: number; end: number; width: number}[] = [];
  let offset = 0;
  for (const char of text) {
    points.push({start: offset, end: offset + char.length, width: charWidth(char)});
    offset += char.length;
  }
  return points;
}

/**
 * Cuts a text to at most `maxWidth` width units around its first highlight,
 * adding "…" (counted in the width) where text was left out, and returns it as
 * segments. Never splits a character (an emoji stays whole).
 */
export function cutExcerpt(
  text: string,
  ranges: readonly Range[],
  maxWidth: number = EXCERPT_MAX_WIDTH,
): ExcerptSegment[] {
  const points = codePoints(text);
  const total = points.reduce((sum, point) => sum + point.width, 0);
  if (total <= maxWidth) {
    return toSegments(text, ranges);
  }
  const ellipsisWidth = textWidth(ELLIPSIS);
  const firstMatch = ranges[0]?.[0] ?? 0;
  // The window starts at the code point holding the first match and grows
  // backwards by a third of the room, so the match has context on both sides.
  let first = points.findIndex((point) => point.end > firstMatch);
  first = first === -1 ? 0 : first;
  let budget = maxWidth - ellipsisWidth * 2;
  let lead = Math.floor(budget / 3);
  let from = first;
  while (from > 0 && lead - points[from - 1].width >= 0) {
    lead -= points[from - 1].width;
    from -= 1;
  }
  if (from === 0) {
    budget += ellipsisWidth;
  }
  let to = from;
  let used = 0;
  while (to < points.length && used + points[to].width <= budget) {
    used += points[to].width;
    to += 1;
  }
  if (to === points.length && from > 0) {
    // The end is reached: give the unused room to more text before.
    budget = maxWidth - ellipsisWidth;
    while (from > 0 && used + points[from - 1].width <= budget) {
      used += points[from - 1].width;
      from -= 1;
    }
  }
  const start = points[from]?.start ?? 0;
  const end = to > 0 ? points[to - 1].end : 0;
  const inside: Range[] = ranges
    .map(([a, b]): Range => [Math.max(a, start) - start, Math.min(b, end) - start])
    .filter(([a, b]) => b > a);
  const segments = toSegments(text.slice(start, end), inside);
  if (start > 0) {
    segments.unshift({text: ELLIPSIS, highlighted: false});
  }
  if (end < text.length) {
    segments.push({text: ELLIPSIS, highlighted: false});
  }
  return segments;
}

/** A text cut to at most `maxWidth` width units from its start, with "…" when cut. */
export function truncateWidth(text: string, maxWidth: number = EXCERPT_MAX_WIDTH): string {
  return cutExcerpt(text, [], maxWidth)
    .map((segment) => segment.text)
    .join('');
}

/** The positions the index reported for the document's text field. */
export function matchedPositions(metadata: WorkerSearchResult['metadata']): [number, number][] {
  const positions: [number, number][] = [];
  for (const fields of Object.values(metadata ?? {})) {
    positions.push(...(fields.t?.position ?? []));
  }
  return positions;
}

export function hitKind(type: number): SearchHitKind {
  if (type === SearchDocumentType.Title || type === SearchDocumentType.Keywords) {
    return 'title';
  }
  return type === SearchDocumentType.Heading ? 'header' : 'content';
}

/**
 * Query words as they appear in a text: each token, and for a longer Latin
 * word its stem without a common ending, since the index matches `configuring`
 * to `configure` by their stems.
 */
export function highlightTerms(tokens: readonly string[]): string[] {
  const terms = new Set<string>();
  for (const token of tokens) {
    terms.add(token);
    const stem = token.replace(/(?:ations?|ings?|ions?|ed|es|s)$/, '');
    if (/^\w+$/.test(token) && stem !== token && stem.length >= 4) {
      terms.add(stem);
    }
  }
  return [...terms];
}

/**
 * The excerpt of a document: its text cut around the first match. A body
 * document carries the identifiers of its section's code after
 * `CODE_TERMS_SEPARATOR`; they are the excerpt when only they match (or when
 * the section has no text), and `code` says so.
 */
export function documentExcerpt(
  text: string,
  tokens: readonly string[],
  positions: readonly (readonly [number, number])[] = [],
): {excerpt: ExcerptSegment[]; code: boolean} {
  const terms = highlightTerms(tokens);
  const [prose, code = ''] = text.split(CODE_TERMS_SEPARATOR);
  const proseRanges = highlightRanges(prose, terms, positions);
  if (code !== '' && (prose === '' || proseRanges.length === 0)) {
    const codeRanges = highlightRanges(code, terms);
    if (codeRanges.length > 0 || prose === '') {
      return {excerpt: cutExcerpt(code, codeRanges), code: true};
    }
  }
  return {excerpt: cutExcerpt(prose, proseRanges), code: false};
}

/**
 * What was typed, for an exact match: the normalised query without the
 * punctuation around it (`'use client'` → `use client`).
 */
export function phraseOf(normalized: string): string {
  return normalized.replace(/^[^\p{L}\p{N}_$@.-]+|[^\p{L}\p{N}_$]+$/gu, '');
}

/**
 * Whether a text holds the phrase, case-insensitively, not as part of a
 * longer word (`loadConfig` in "loadConfig()" but not in "LoadConfigOptions").
 */
export function containsPhrase(text: string, phrase: string): boolean {
  if (phrase === '') {
    return false;
  }
  const lower = text.toLowerCase();
  const wordChar = /[\p{L}\p{N}_$]/u;
  // Chinese has no spaces between words: a phrase ending in a Chinese character is found anywhere.
  const bounded = (char: string | undefined, edge: string) =>
    char === undefined || !wordChar.test(char) || /\p{Unified_Ideograph}/u.test(edge);
  for (let at = lower.indexOf(phrase); at !== -1; at = lower.indexOf(phrase, at + 1)) {
    if (bounded(lower[at - 1], phrase[0]) && bounded(lower[at + phrase.length], phrase.at(-1)!)) {
      return true;
    }
  }
  return false;
}

/**
 * Turns the worker's results into hits: kind, link, titles, a highlighted
 * excerpt, and whether the document holds `phrase` (see `phraseOf`).
 */
export function toSearchHits(
  results: readonly WorkerSearchResult[],
  phrase: string = '',
): SearchHit[] {
  return results.map((result, index) => {
    const {document, type, tokens} = result;
    const kind = hitKind(type);
    const page = result.page || null;
    const pageTitle =
      type === SearchDocumentType.Title ? document.t : (page?.t ?? document.s ?? document.t);
    // A heading hit's excerpt is the heading itself; a text hit names its section.
    const section =
      kind === 'content' && document.s && document.s !== pageTitle ? document.s : null;
    const {excerpt, code} = documentExcerpt(document.t, tokens, matchedPositions(result.metadata));
    return {
      id: `${document.i}-${type}-${index}`,
      kind,
      type,
      code,
      exact: containsPhrase(document.t.replace(CODE_TERMS_SEPARATOR, ' '), phrase),
      partial: false,
      url: `${document.u ?? page?.u ?? ''}${document.h ?? ''}`,
      pageTitle,
      section,
      excerpt,
    };
  });
}

/** Groups hits by page, pages in the order of their first hit, hits in their order. */
export function groupHitsByPage(hits: readonly SearchHit[]): SearchHitGroup[] {
  const groups = new Map<string, SearchHitGroup>();
  for (const hit of hits) {
    const pageUrl = hit.url.split('#')[0];
    let group = groups.get(pageUrl);
    if (!group) {
      group = {pageUrl, pageTitle: hit.pageTitle, hits: []};
      groups.set(pageUrl, group);
    }
    group.hits.push(hit);
  }
  return [...groups.values()];
}

/**
 * What a hit says about its page: the title naming the query says most, then
 * the page's sidebar category (the plugin's keywords), a heading, the
 * description, and last a mention in the text.
 */
const TYPE_WEIGHT: Record<number, number> = {
  [SearchDocumentType.Title]: 8,
  [SearchDocumentType.Keywords]: 6,
  [SearchDocumentType.Heading]: 4,
  [SearchDocumentType.Description]: 2,
  [SearchDocumentType.Content]: 1,
};
/**
 * Weight of a heading, description or text hit on a summary page (glossary,
 * overview, FAQ): such pages name many topics to send readers to the page
 * that owns each, so they rank below it unless their title names the query.
 */
const SUMMARY_PAGE_FACTOR = 0.5;
/** Weight of a document that holds what was typed as typed: an error message, an identifier. */
const EXACT_FACTOR = 3;
/** Weight of a document with only some of the words (its page has the others elsewhere). */
const PARTIAL_FACTOR = 0.5;
/** Hits shown per page, so that the dialog offers several pages; a summary page shows one. */
export const HITS_PER_PAGE = 3;

/**
 * Pages that name many topics to send readers elsewhere, as paths under each
 * language's base URL (`*` ends a prefix): the glossary, the features
 * overview, the FAQ pages, and every section's index page (`/config/`,
 * `/guide/migration/`: their URL ends with a slash).
 */
export const SUMMARY_PAGES = ['guide/start/glossary', 'guide/start/features', 'guide/faq/*'];

/** Whether the page at `pageUrl` is a summary page of the language at `localeBaseUrl`. */
export function isSummaryPage(pageUrl: string, localeBaseUrl: string): boolean {
  const path = pageUrl.split('#')[0];
  if (path.endsWith('/') && path !== localeBaseUrl) {
    return true;
  }
  return SUMMARY_PAGES.some((page) =>
    page.endsWith('*')
      ? path.startsWith(`${localeBaseUrl}${page.slice(0, -1)}`)
      : path === `${localeBaseUrl}${page}`,
  );
}

/** Weight of one hit (see `TYPE_WEIGHT` and the factors above). */
export function hitWeight(hit: SearchHit, summaryPage: boolean): number {
  const named = hit.type === SearchDocumentType.Title || hit.type === SearchDocumentType.Keywords;
  return (
    (TYPE_WEIGHT[hit.type] ?? 1) *
    (summaryPage && !named ? SUMMARY_PAGE_FACTOR : 1) *
    (hit.exact ? EXACT_FACTOR : 1) *
    (hit.partial ? PARTIAL_FACTOR : 1)
  );
}

/**
 * Orders the worker's hits page by page and keeps the first `limit`, at most
 * `HITS_PER_PAGE` per page (one on a summary page), each page's best hits
 * first. A page weighs its best hit plus half of the others, at most half as
 * much again (many passing mentions do not make a page about the query); of
 * two pages that weigh the same, the one with more hits comes first, then
 * the order of the hits.
 */
export function rankHits(
  hits: readonly SearchHit[],
  limit: number = SEARCH_RESULT_LIMIT,
  summaryPage: (pageUrl: string) => boolean = () => false,
): SearchHit[] {
  const ranked = groupHitsByPage(hits)
    .map((group, order) => {
      const summary = summaryPage(group.pageUrl);
      const weighed = group.hits
        .map((hit, at) => ({hit, at, weight: hitWeight(hit, summary)}))
        .sort((a, b) => b.weight - a.weight || a.at - b.at);
      const best = weighed[0].weight;
      const others = weighed.slice(1).reduce((sum, item) => sum + item.weight / 2, 0);
      return {
        hits: weighed.map((item) => item.hit).slice(0, summary ? 1 : HITS_PER_PAGE),
        count: weighed.length,
        order,
        weight: best + Math.min(best / 2, others),
      };
    })
    .sort((a, b) => b.weight - a.weight || b.count - a.count || a.order - b.order);
  return ranked.flatMap((page) => page.hits).slice(0, limit);
}

/**
 * The hits shown once more results arrive for the same query: those already
 * shown stay where they are (the reader may be pointing at one), and the new
 * pages' hits follow, in their ranked order, up to `limit`.
 */
export function appendNewPages(
  shown: readonly SearchHit[],
  ranked: readonly SearchHit[],
  limit: number = SEARCH_RESULT_LIMIT,
): SearchHit[] {
  const pageOf = (hit: SearchHit) => hit.url.split('#')[0];
  const known = new Set(shown.map(pageOf));
  return [...shown, ...ranked.filter((hit) => !known.has(pageOf(hit)))].slice(0, limit);
}

/**
 * Hits of pages that contain every word somewhere, though no single heading or
 * text has them all ("license banner": the title says banner, the description
 * license). `perWord` holds one hit list per word; pages already in `direct`
 * are left out. The page's hits of the first word are returned, marked `partial`.
 */
export function pagesWithAllWords(
  direct: readonly SearchHit[],
  perWord: readonly (readonly SearchHit[])[],
): SearchHit[] {
  if (perWord.length === 0) {
    return [];
  }
  const pageOf = (hit: SearchHit) => hit.url.split('#')[0];
  const known = new Set(direct.map(pageOf));
  const everyWord = perWord.slice(1).map((hits) => new Set(hits.map(pageOf)));
  return perWord[0]
    .filter((hit) => !known.has(pageOf(hit)) && everyWord.every((pages) => pages.has(pageOf(hit))))
    .map((hit) => ({...hit, partial: true}));
}

/** The hits in the order they are shown (page by page). */
export function flattenGroups(groups: readonly SearchHitGroup[]): SearchHit[] {
  return groups.flatMap((group) => group.hits);
}

/** The next selected index when moving by `delta` through `count` items, wrapping around. */
export function moveSelection(current: number, delta: number, count: number): number {
  if (count <= 0) {
    return -1;
  }
  if (current < 0) {
    return delta > 0 ? 0 : count - 1;
  }
  return (((current + delta) % count) + count) % count;
}

/** A least-recently-used cache of a fixed size. */
export class LruCache<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly capacity: number = SEARCH_CACHE_SIZE) {}

  get size(): number {
    return this.entries.size;
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }

  get(key: K): V | undefined {
    if (!this.entries.has(key)) {
      return undefined;
    }
    const value = this.entries.get(key) as V;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value as K;
      this.entries.delete(oldest);
    }
  }
}

/** Where the page of all results is served, under each language's base URL. */
export const SEARCH_PAGE_PATH = 'search';

/** Pages listed at most on the page of all results. */
export const ALL_RESULTS_PAGE_LIMIT = 30;

/** The query of a page-of-all-results URL's search part (`?q=…`), or '' when it has none. */
export function queryOfSearchParams(search: string): string {
  return new URLSearchParams(search).get('q') ?? '';
}

/** The search part of the page of all results for a query: `?q=…`, or '' for no query. */
export function searchParamsOfQuery(query: string): string {
  return query === '' ? '' : `?q=${encodeURIComponent(query)}`;
}

/** The page of all results for a query, under the site's (locale's) base URL. */
export function allResultsPath(baseUrl: string, query: string): string {
  return `${baseUrl}${SEARCH_PAGE_PATH}${searchParamsOfQuery(query)}`;
}
