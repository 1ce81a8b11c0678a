/**
 * The vocabulary that a query finding nothing is corrected from, read from
 * the parts of the plugin's index. Pure functions: no file system.
 */
// Node loads this plugin before the @site alias exists, hence the relative paths.
import {vocabularyWords, type Vocabulary} from '../../features/search/indexFormat';
import {PART, type IndexPart} from './utils';

/**
 * The vocabulary of the titles, headings, keywords and descriptions: each
 * word (`vocabularyWords`) with how often it occurs, most frequent first, then
 * in alphabetical order. The words that name the site's topics, without the
 * long tail of the pages' text.
 */
export function vocabularyOf(parts: readonly IndexPart[]): Vocabulary {
  const counts = new Map<string, number>();
  for (const kind of [PART.title, PART.heading, PART.keywords, PART.description]) {
    for (const {t} of parts[kind].documents) {
      for (const word of vocabularyWords(t)) {
        counts.set(word, (counts.get(word) ?? 0) + 1);
      }
    }
  }
  return [...counts].sort(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : 1));
}
