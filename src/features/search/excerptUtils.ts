/**
 * Excerpts of the search hits: width counting (CJK characters count triple),
 * highlight ranges of the query's words, and a text cut around its first
 * match. Pure functions.
 */
import {CODE_TERMS_SEPARATOR} from '@site/src/features/search/indexFormat';
import type {TypedQuery} from '@site/src/features/search/queryUtils';

/** Maximum width of an excerpt, in width units (see `charWidth`). */
export const EXCERPT_MAX_WIDTH = 100;

const ELLIPSIS = '…';

/** A piece of an excerpt, highlighted or not. */
export interface ExcerptSegment {
  text: string;
  highlighted: boolean;
}

export type Range = [start: number, end: number];

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
 * Whether a text holds the phrase, case-insensitively, not as part of a
 * longer word (`loadConfig` in "loadConfig()" but not in "LoadConfigOptions").
 */
export function containsPhrase(text: string, phrase: string): boolean {
  if (phrase === '') {
    return false;
  }
  const lower = text.toLowerCase();
  const wordChar = /[\p{L}\p{N}_$]/u;
  // Chinese has no spaces between words: a Chinese character on either side of an edge bounds it.
  const chinese = /\p{Unified_Ideograph}/u;
  const bounded = (char: string | undefined, edge: string) =>
    char === undefined || !wordChar.test(char) || chinese.test(edge) || chinese.test(char);
  for (let at = lower.indexOf(phrase); at !== -1; at = lower.indexOf(phrase, at + 1)) {
    if (bounded(lower[at - 1], phrase[0]) && bounded(lower[at + phrase.length], phrase.at(-1)!)) {
      return true;
    }
  }
  return false;
}

/** A text for comparing with what was typed: no space next to a Chinese character. */
export const unspaced = (text: string) =>
  text.replace(/\s+(?=\p{Unified_Ideograph})|(?<=\p{Unified_Ideograph})\s+/gu, '');

/**
 * How a text matches what was typed: 2 when it holds it whole ("install
 * rslib", "安装 Rslib"), 1 when it holds each of its phrases apart, 0 otherwise.
 */
export function typedMatch(text: string, typed: TypedQuery): 0 | 1 | 2 {
  const plain = text.replace(CODE_TERMS_SEPARATOR, ' ');
  if (typed.whole !== '' && containsPhrase(unspaced(plain), unspaced(typed.whole))) {
    return 2;
  }
  return typed.parts.length > 1 && typed.parts.every((part) => containsPhrase(plain, part)) ? 1 : 0;
}
