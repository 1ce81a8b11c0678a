/**
 * The format of the search index, shared by the Node side that shapes it
 * (`src/plugins/searchIndex`) and the dialog that reads the worker's hits and
 * the pages' text files. Only this module (with the plugin's own files) names
 * the index files, so a change of ranking or display keeps readers' cached
 * index.
 *
 * Four kinds of file per language, all named by the index's hash:
 * - the topic index `search-index-<hash>.json`: page titles with their sidebar
 *   trail, h2/h3 headings, and each page's keywords and sidebar categories
 *   (small, fetched first);
 * - the body index `search-index-body-<hash>.json`: one document per page for
 *   its whole text (prose, and the identifiers of its code) and one per page
 *   description, without the text itself;
 * - one text file per page, `search-text-<hash>/<page id>.json`, with its
 *   sections' text, fetched only for the pages a search shows, to cut their
 *   excerpts from;
 * - the vocabulary `search-index-words-<hash>.json`, fetched only when a query
 *   finds nothing.
 */

/**
 * The search context of the body index: the worker loads it from
 * `search-index-body-<hash>.json`, beside the topic index.
 */
export const BODY_SEARCH_CONTEXT = 'body';

/**
 * The search context of the vocabulary `search-index-words-<hash>.json`: the
 * words of the titles, headings, keywords and descriptions with how often they
 * occur, fetched only when a query finds nothing, to correct a misspelt word.
 */
export const VOCABULARY_CONTEXT = 'words';

/** The vocabulary file: each word with its count, most frequent first. */
export type Vocabulary = [word: string, count: number][];

/** Shorter words are not corrected: one letter off makes another word. */
export const VOCABULARY_MIN_LENGTH = 4;

/**
 * The words of a text that the vocabulary holds and a query's misspelt words
 * are corrected to: runs of Latin letters, lower case (`autoExternal` is one
 * word, as readers type it), at least `VOCABULARY_MIN_LENGTH` long.
 */
export function vocabularyWords(text: string): string[] {
  return (text.toLowerCase().match(/[a-z]+/g) ?? []).filter(
    (word) => word.length >= VOCABULARY_MIN_LENGTH,
  );
}

/** The folder of the pages' text files, under each language's base URL. */
export function pageTextFolder(hash: string): string {
  return `search-text-${hash}`;
}

/** Between a section's text and the identifiers of its code, in a text file. */
export const CODE_TERMS_SEPARATOR = '\u001f';

/**
 * English words too common in prose to tell pages apart: the body index
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

/**
 * A name of code as one word of the body index: lower case, without the
 * punctuation that splits it (`core-js` → `corejs`, `@rslib/core` → `rslibcore`).
 */
export function joinedName(name: string): string {
  return name.toLowerCase().replace(/[^a-z\d_$]+/g, '');
}

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

/**
 * One document of an index file: a page title, a heading, the keywords and
 * sidebar categories or the description of a page, or (in the body) a page's
 * text.
 */
export interface SearchDocument {
  /** Id. */
  i: number;
  /** Text: the title, heading, keywords and categories, or description (none for a page's text). */
  t?: string;
  /** Page URL (titles and headings). */
  u?: string;
  /** Hash of the heading (`#id`), if any. */
  h?: string;
  /** Id of the page's title document. */
  p?: number;
  /** Heading of the section (the plugin's content documents, read into the text files). */
  s?: string;
  /** Sidebar trail of the page (titles): the navbar item, then the categories. */
  b?: string[];
  /** The page's text file, relative to the language's base URL (titles of the body index). */
  x?: string;
}

/**
 * One section of a page in its text file: its hash (`''` for the text under
 * the title), its heading (the page title for that first part) and its text,
 * then `CODE_TERMS_SEPARATOR` and the identifiers of its code, if any.
 */
export type PageTextSection = [hash: string, heading: string, text: string];

/** Positions of a matched term in a field: `[start, length]` pairs. */
export type TermMetadata = Record<string, {position?: [number, number][]}>;

/** One hit as the plugin's worker returns it. */
export interface WorkerSearchResult {
  document: SearchDocument;
  type: number;
  /** The page's title document, for every kind but titles. */
  page?: SearchDocument | false;
  /** The index terms that matched (stems for English), by term then field. */
  metadata: Record<string, TermMetadata>;
  tokens: string[];
  score: number;
}
