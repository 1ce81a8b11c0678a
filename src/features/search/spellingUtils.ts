/**
 * A query that found nothing with its misspelt words corrected ("typscript" →
 * "typescript"), from the words the site's titles, headings, keywords and
 * descriptions use. Pure functions.
 */
import {
  VOCABULARY_MIN_LENGTH,
  vocabularyWords,
  type Vocabulary,
} from '@site/src/features/search/indexFormat';

/** The words of a query that are corrected or left out: runs of Latin letters. */
const LATIN_WORDS = /[A-Za-z]+/g;

/** Words of this length or more may be two edits off; shorter ones one. */
const TWO_EDITS_LENGTH = 8;

/** How many edits a word of the query may be from the word it is corrected to. */
export function allowedEdits(word: string): number {
  return word.length >= TWO_EDITS_LENGTH ? 2 : 1;
}

/**
 * The edits (a letter added, left out, replaced, or two neighbours swapped)
 * between two words, or `max + 1` once it is sure to be more than `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) {
    return max + 1;
  }
  // Rows of the optimal string alignment distance: two back, one back, current.
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, before[j - 2] + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) {
      return max + 1;
    }
    before = previous;
    previous = current;
  }
  return previous[b.length];
}

/** Whether the vocabulary holds a word (lower case). */
const holdsWord = (vocabulary: Vocabulary, word: string) =>
  vocabulary.some(([known]) => known === word);

/**
 * The word of the vocabulary a word of the query was meant as: the one fewest
 * edits away within `allowedEdits`, the most frequent of those; undefined
 * when the vocabulary holds the word or none is near enough.
 */
export function correctedWord(
  word: string,
  vocabulary: Vocabulary,
  max = allowedEdits(word),
): string | undefined {
  const lower = word.toLowerCase();
  if (lower.length < VOCABULARY_MIN_LENGTH || holdsWord(vocabulary, lower)) {
    return undefined;
  }
  let best: {word: string; edits: number} | undefined;
  // Most frequent first: a later word of as many edits does not replace it.
  for (const [known] of vocabulary) {
    const edits = editDistance(lower, known, best ? best.edits - 1 : max);
    if (edits <= max && (!best || edits < best.edits)) {
      best = {word: known, edits};
    }
  }
  return best?.word;
}

/**
 * The query with each Latin word the vocabulary lacks replaced by the word it
 * was meant as (the rest as typed: "typscript 配置" → "typescript 配置"), or
 * undefined when no word changes. `maxEdits` narrows `allowedEdits`.
 */
export function misspeltWordsCorrected(
  query: string,
  vocabulary: Vocabulary,
  maxEdits = Infinity,
): string | undefined {
  let changed = false;
  const corrected = query.replace(LATIN_WORDS, (word) => {
    const replacement = correctedWord(word, vocabulary, Math.min(maxEdits, allowedEdits(word)));
    if (replacement === undefined) {
      return word;
    }
    changed = true;
    return replacement;
  });
  return changed ? corrected : undefined;
}

/**
 * The query with its misspelt words corrected (`misspeltWordsCorrected`), or
 * undefined when no word changes. When no word is misspelt, a word near no
 * word of the vocabulary (a name the site never mentions, `babelHelpers`)
 * is left out if another word of the query is one the vocabulary holds: the
 * pages that answer the rest ("is not defined 怎么办") are shown rather than
 * none.
 */
export function correctedQuery(query: string, vocabulary: Vocabulary): string | undefined {
  const corrected = misspeltWordsCorrected(query, vocabulary);
  if (corrected !== undefined) {
    return corrected;
  }
  const checked = vocabularyWords(query);
  const unknown = checked.filter((word) => !holdsWord(vocabulary, word));
  if (unknown.length === 0 || unknown.length === checked.length) {
    return undefined;
  }
  return query
    .replace(LATIN_WORDS, (word) => (unknown.includes(word.toLowerCase()) ? '' : word))
    .replace(/\s+/g, ' ')
    .trim();
}
