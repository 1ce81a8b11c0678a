/**
 * The worker's results as candidates: the page, the text and the words of
 * the query each holds, before it is weighed (rankingUtils) and shown
 * (hitUtils); a page's text replaced by its sections once its text file is in.
 * Pure functions.
 */
import {
  SearchDocumentType,
  vocabularyWords,
  type PageTextSection,
  type WorkerSearchResult,
} from '@site/src/features/search/indexFormat';
import {bestSections} from '@site/src/features/search/pageTextUtils';
import type {QueryPlan, TypedQuery} from '@site/src/features/search/queryUtils';
import {HITS_PER_PAGE} from '@site/src/features/search/hitUtils';

/** The page of a hit. */
export interface HitPage {
  url: string;
  title: string;
  /** Its place on the site: the navbar item, then the sidebar categories. */
  trail: string[];
  /** Its text file (pages of the body index), relative to the language's base URL. */
  textFile?: string;
}

/**
 * One match of the worker, before it is shown: a title, heading, category or
 * description with its text, or a page's text as a whole (`text` null: its
 * sections come from the page's text file).
 */
export interface Candidate {
  type: number;
  page: HitPage;
  /** The heading's hash (`#id`), or '' for the page itself. */
  hash: string;
  text: string | null;
  /** The index terms that matched (stems for English). */
  terms: string[];
  /** The words of the query the worker searched. */
  tokens: string[];
  /** What a text holds when it matches the query that produced it as typed. */
  typed: TypedQuery;
  /** Lunr's score of the match. */
  score: number;
  /**
   * The words of the query it holds, when only some (a title that names one
   * word of two), and how many the query has: it counts only on a page that
   * holds every word somewhere. Undefined when it holds them all.
   */
  share?: WordShare;
  /** It holds every word, but no section of its page does (its sections are apart). */
  scattered?: boolean;
  /** It matched a synonym of what was typed. */
  synonym: boolean;
  /** It matched a name of code the query holds among other words, not the whole query. */
  nameAlone?: boolean;
  /** The query asks what something is. */
  definition?: boolean;
  /** The query asks why. */
  why?: boolean;
  /** The query asks a question. */
  question?: boolean;
}

/** Some of the words of a query, how many it has, and how much of the query they say (0 to 1). */
export interface WordShare {
  words: string[];
  of: number;
  weight: number;
}

/**
 * The topic candidates with the words of the query each holds, when only
 * some: the worker also answers a query of three words or more with the
 * titles and headings that lack one of them, searched without it (its
 * `tokens`). The query's words are all those searched; a Chinese query is
 * searched as several cuts of its words, which are not one list.
 */
export function withTopicShares(candidates: readonly Candidate[]): Candidate[] {
  const words = new Set(candidates.flatMap((candidate) => candidate.tokens));
  if ([...words].some((word) => /\p{Unified_Ideograph}/u.test(word))) {
    return [...candidates];
  }
  return candidates.map((candidate) =>
    withHeldWords(candidate, [...new Set(candidate.tokens)], words.size),
  );
}

/**
 * A body candidate with the words of the query it holds, when it holds only
 * some: the worker also answers a query of three words or more with the
 * pages that lack one of them. A word is held when an index term that matched
 * is its stem, or it the beginning of the term (Chinese: a word of its run);
 * a term that is another word of the query holds only that word (`es` of
 * "目标 es 版本 es2015" is not `es2015`).
 */
export function withBodyShare(candidate: Candidate, words: readonly string[]): Candidate {
  const held = words.filter((word) =>
    candidate.terms.some((term) =>
      /\p{Unified_Ideograph}/u.test(word)
        ? word.includes(term)
        : term === word ||
          (!words.includes(term) && (word.startsWith(term) || term.startsWith(word))),
    ),
  );
  return withHeldWords(candidate, held, words.length);
}

/**
 * Whether a candidate of a word searched alone holds that word, not only a
 * longer one it begins ("worker" for `work`): the worker searches a word alone
 * as one still being typed, which only the last word of a query may be.
 */
export function holdsWholeWord(candidate: Candidate, word: string): boolean {
  if (!/^[a-z\d]+$/.test(word)) {
    return true;
  }
  return candidate.terms.some((term) => !(term.length > word.length && term.startsWith(word)));
}

/** Kinds of file that readers name by their extension alone ("import json 文件"). */
const FILE_KINDS = new Set(['json', 'css', 'html', 'svg', 'wasm', 'yaml', 'toml']);

/**
 * Whether a candidate of a word searched alone holds that word other than as
 * the extension of a file's name: `json` of "导入 json 文件" is not held by a
 * text that names only `package.json`. A word typed as an extension
 * (".json 文件") is held by it; a text that holds no form of the word as
 * written (the index matched its stem) or is not read yet counts as holding it.
 */
export function holdsWordOutsideFileNames(
  candidate: Candidate,
  word: string,
  typed: string,
): boolean {
  const {text} = candidate;
  if (text === null || !FILE_KINDS.has(word) || typed.includes(`.${word}`)) {
    return true;
  }
  const places = [...text.matchAll(new RegExp(`(?<![a-z\\d])${word}(?![a-z\\d])`, 'gi'))];
  return places.length === 0 || places.some((place) => text[place.index - 1] !== '.');
}

/**
 * Whether an index term is a word of the query or its stem: the stem begins
 * the word, or does but for its last letter (`librari` of "library").
 */
const isTermOf = (term: string, word: string) =>
  word.startsWith(term) ||
  term.startsWith(word) ||
  (term.length > 3 && word.startsWith(term.slice(0, -1)));

/**
 * The Latin words of a query (as the vocabulary holds them) that no candidate
 * holds: misspelt ("decleration 文件 bundle 成一个") or never written on the
 * site. A query of three words or more also finds the pages that lack one
 * word, so such a word drops out unseen. A word that every synonym rewrite of
 * the query replaces is found by its synonyms.
 */
export function wordsFoundNowhere(
  candidates: readonly Candidate[],
  plans: readonly QueryPlan[],
): string[] {
  const [asTyped, ...others] = plans;
  const rewrites = others.filter((plan) => plan.synonym && plan.nameAlone !== true);
  return vocabularyWords(asTyped.typed.whole).filter(
    (word) =>
      !rewrites.some((plan) => !vocabularyWords(plan.typed.whole).includes(word)) &&
      !candidates.some((candidate) => candidate.terms.some((term) => isTermOf(term, word))),
  );
}

/** A candidate holding `held` of the query's `of` words, each weighing the same: a share when some lack. */
function withHeldWords(candidate: Candidate, held: string[], of: number): Candidate {
  return held.length < of
    ? {...candidate, share: {words: held, of, weight: held.length / of}}
    : candidate;
}

/** The words of a name of code as written apart: `output.cleanDistPath` → output, clean, dist, path. */
export function nameParts(text: string): Set<string> {
  return new Set(
    text
      .replace(/(\p{Ll}|\p{N})(\p{Lu})/gu, '$1 $2')
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((part) => part !== ''),
  );
}

/**
 * A candidate that holds some of the query's words with those its title or
 * heading also holds inside a name of code (`dist` in `output.cleanDistPath`:
 * the index holds the name as one word): when it then holds them all, it
 * holds the query. `weights` gives each word's share of the query.
 */
export function withNamePartsHeld(
  candidate: Candidate,
  words: readonly string[],
  weights: readonly number[],
): Candidate {
  const {share, text} = candidate;
  if (!share || text === null) {
    return candidate;
  }
  const parts = nameParts(text);
  const added = words.filter((word) => !share.words.includes(word) && parts.has(word));
  if (added.length === 0) {
    return candidate;
  }
  const held = [...share.words, ...added];
  if (held.length >= share.of) {
    return {...candidate, share: undefined};
  }
  const weight = added.reduce((sum, word) => sum + weights[words.indexOf(word)], share.weight);
  return {...candidate, share: {...share, words: held, weight}};
}

/** What the worker's results came from: the searched plan's query as typed and whether it is a synonym. */
export interface CandidateSource {
  typed: TypedQuery;
  synonym: boolean;
  nameAlone?: boolean;
  definition?: boolean;
  why?: boolean;
  question?: boolean;
  /** The words of the query searched, when only some. */
  share?: WordShare;
}

function pageOf(document: WorkerSearchResult['document']): HitPage {
  return {
    url: document.u ?? '',
    title: document.t ?? '',
    trail: document.b ?? [],
    textFile: document.x,
  };
}

/** The worker's results as candidates. */
export function toCandidates(
  results: readonly WorkerSearchResult[],
  {typed, synonym, nameAlone, share, definition, why, question}: CandidateSource,
): Candidate[] {
  return results.flatMap((result): Candidate[] => {
    const {document, type} = result;
    const page = type === SearchDocumentType.Title ? pageOf(document) : result.page || null;
    if (!page) {
      return [];
    }
    return [
      {
        type,
        page: 'url' in page ? page : pageOf(page),
        hash: type === SearchDocumentType.Heading ? (document.h ?? '') : '',
        text: type === SearchDocumentType.Content ? null : (document.t ?? ''),
        terms: Object.keys(result.metadata ?? {}),
        tokens: result.tokens,
        typed,
        score: result.score,
        share,
        synonym,
        nameAlone,
        definition,
        why,
        question,
      },
    ];
  });
}

/**
 * A page's text candidate replaced by its best sections (at most
 * `HITS_PER_PAGE`), each a candidate with the section's heading and text: one
 * that holds every phrase as typed weighs as an exact match; one that holds
 * only some of the words weighs less (`scattered`). A page whose text holds
 * the words in no section keeps a candidate for its top, as it has the words.
 */
export function sectionCandidates(
  candidate: Candidate,
  sections: readonly PageTextSection[],
): Candidate[] {
  const matches = bestSections(sections, candidate.terms, candidate.typed, HITS_PER_PAGE);
  if (matches.length === 0) {
    return [{...candidate, text: ''}];
  }
  return matches.map(({section: [hash, heading, text], coverage}) => ({
    ...candidate,
    hash,
    // The section's heading keeps its words searchable for the exact match; the
    // excerpt is cut from the text alone.
    text: `${heading}\n${text}`,
    scattered: coverage < 1,
  }));
}

/**
 * The candidates with each page text candidate replaced by its sections, for
 * the pages whose text file is in `texts` (by text file); others stay.
 */
export function withSections(
  candidates: readonly Candidate[],
  texts: ReadonlyMap<string, readonly PageTextSection[]>,
): Candidate[] {
  return candidates.flatMap((candidate) => {
    const sections =
      candidate.type === SearchDocumentType.Content && candidate.text === null
        ? texts.get(candidate.page.textFile ?? '')
        : undefined;
    return sections ? sectionCandidates(candidate, sections) : [candidate];
  });
}
