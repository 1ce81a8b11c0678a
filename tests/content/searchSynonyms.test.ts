/**
 * The synonym table of search sends a query to the words the pages use:
 * every such word must occur in the pages of its language (prose, headings,
 * titles or code), or the synonym query finds nothing.
 */
import {SYNONYMS, type PageLanguage} from '@site/src/features/search/synonyms';
import {allBlogSources, allDocSources, readDoc} from './docsFiles';

/** The text of every page and post of a language, lower case. */
function pagesOf(language: PageLanguage): string[] {
  return [...allDocSources(), ...allBlogSources()]
    .filter(([lang]) => lang === language)
    .map(([, dir, file]) => readDoc(dir, file).toLowerCase());
}

/**
 * Whether a text has a word as the index splits it: between characters that
 * are not letters or digits (`distpath` in `output.distPath`); Chinese anywhere.
 */
function hasWord(text: string, word: string): boolean {
  if (/\p{Unified_Ideograph}/u.test(word)) {
    return text.includes(word);
  }
  const letter = /[\p{L}\p{N}]/u;
  for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
    if (!letter.test(text[at - 1] ?? ' ') && !letter.test(text[at + word.length] ?? ' ')) {
      return true;
    }
  }
  return false;
}

describe('the search synonym table', () => {
  const pages = {en: pagesOf('en'), zh: pagesOf('zh')};

  it.each(['en', 'zh'] as const)('sends queries only to words the %s pages have', (language) => {
    const missing = SYNONYMS.flatMap((entry) =>
      entry[language].filter((word) => !pages[language].some((text) => hasWord(text, word))),
    );
    expect(missing).toEqual([]);
  });
});
