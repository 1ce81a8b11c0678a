/**
 * The format of the search index, shared by the Node side that shapes it
 * (`src/plugins/searchIndex`) and the dialog that reads the worker's hits:
 * the plugin's document kinds and fields, the body search context, and what
 * the body index leaves out. Only this module (with the plugin's own files)
 * names the index files, so a change of ranking or display keeps readers'
 * cached index.
 */

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
