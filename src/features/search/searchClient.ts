/**
 * The searches behind the dialog and the page of all results: the plugin's
 * search worker, one per index, searches the topic index and the body index;
 * the pages' text files are fetched for the pages shown only, to find the
 * sections that answer and cut their excerpts; a query that finds nothing is
 * corrected from the vocabulary. Loads are shared by every caller, once per
 * language.
 */
import {
  fetchIndexesByWorker,
  searchByWorker,
  searchIndexUrl,
} from '@site/src/internals/searchLocalClient';
import {
  BODY_SEARCH_CONTEXT,
  VOCABULARY_CONTEXT,
  type PageTextSection,
  type Vocabulary,
} from '@site/src/features/search/indexFormat';
import {LruCache, WORKER_RESULT_LIMIT} from '@site/src/features/search/dialogUtils';
import {
  queryWords,
  searchPlan,
  splitWords,
  type QueryPlan,
} from '@site/src/features/search/queryUtils';
import type {PageLanguage} from '@site/src/features/search/synonyms';
import {
  holdsWholeWord,
  holdsWordOutsideFileNames,
  toCandidates,
  withBodyShare,
  withNamePartsHeld,
  withTopicShares,
  withSections,
  wordsFoundNowhere,
  type Candidate,
} from '@site/src/features/search/candidateUtils';
import {rankingContext} from '@site/src/features/search/rankingUtils';
import {pagesNeedingText, rankPages} from '@site/src/features/search/pageRankingUtils';
import {selectHits, type SearchHit} from '@site/src/features/search/hitUtils';
import {pageKinds} from '@site/src/features/search/pageKindUtils';
import {correctedQuery, misspeltWordsCorrected} from '@site/src/features/search/spellingUtils';

/** At most this many words of a query are searched one by one in the topic index. */
const MAX_SPLIT_WORDS = 4;
/** Rounds of fetching text files: ranking with sections may bring other pages up. */
const TEXT_ROUNDS = 3;
/** The worker's answers kept: a query asks a dozen at most (its plans and their words). */
const WORKER_ANSWER_CACHE_SIZE = 200;

// Per language base URL and search context ('' for the topic index, BODY_SEARCH_CONTEXT for the body).
const indexLoads = new Map<string, Promise<void>>();
const loadedIndexes = new Set<string>();
// Per text file URL.
const textLoads = new Map<string, Promise<PageTextSection[] | undefined>>();
// Per language base URL, search context and query.
const workerAnswers = new LruCache<string, ReturnType<typeof searchByWorker>>(
  WORKER_ANSWER_CACHE_SIZE,
);
// Per language base URL.
const vocabularyLoads = new Map<string, Promise<Vocabulary | undefined>>();

const indexKey = (baseUrl: string, context: string) => `${baseUrl}\u0000${context}`;

function loadIndex(baseUrl: string, context: string): Promise<void> {
  const key = indexKey(baseUrl, context);
  let load = indexLoads.get(key);
  if (!load) {
    // The worker fetches `<baseUrl>search-index[-<context>]-<hash>.json` and searches it.
    load = fetchIndexesByWorker(baseUrl, context).then(
      () => {
        loadedIndexes.add(key);
      },
      (error: unknown) => {
        indexLoads.delete(key);
        throw error;
      },
    );
    indexLoads.set(key, load);
  }
  return load;
}

/** Fetches the body index once the topic index is in. */
export function loadBodyIndex(baseUrl: string): Promise<void> {
  return loadIndex(baseUrl, '').then(() => loadIndex(baseUrl, BODY_SEARCH_CONTEXT));
}

/**
 * Fetches the indexes of the language at `baseUrl` into the worker, once (again
 * after a failure): the topic index, then the body index. Resolves when the
 * topic index is loaded.
 */
export function loadSearchIndex(baseUrl: string): Promise<void> {
  return loadIndex(baseUrl, '').then(() => {
    loadBodyIndex(baseUrl).catch(() => undefined);
  });
}

export function isIndexLoaded(baseUrl: string, context: string): boolean {
  return loadedIndexes.has(indexKey(baseUrl, context));
}

/**
 * A JSON file, once per URL of `loads`; undefined when it cannot be had (the
 * search goes on without it), and asked for again next time.
 */
function loadJson<T>(
  loads: Map<string, Promise<T | undefined>>,
  url: string,
): Promise<T | undefined> {
  let load = loads.get(url);
  if (!load) {
    load = fetch(url)
      .then((response) => {
        if (!response.ok) {
          throw new Error(`${response.status} for ${url}`);
        }
        return response.json() as Promise<T>;
      })
      .catch((error: unknown) => {
        console.error('A search file could not be loaded:', error);
        loads.delete(url);
        return undefined;
      });
    loads.set(url, load);
  }
  return load;
}

/** A page's text file, once; undefined when it cannot be had (the hit then shows without its section). */
function loadPageText(url: string): Promise<PageTextSection[] | undefined> {
  return loadJson(textLoads, url);
}

/** How a query is corrected from the vocabulary: `correctedQuery` or `misspeltWordsCorrected`. */
type QueryCorrector = (query: string, vocabulary: Vocabulary) => string | undefined;

/**
 * A query corrected by `correct` from the vocabulary of the language at
 * `baseUrl` (fetched on the first such query), or undefined: nothing to
 * correct, or no vocabulary to correct it from.
 */
export async function correctedSearchQuery(
  baseUrl: string,
  query: string,
  correct: QueryCorrector,
): Promise<string | undefined> {
  const url = `${baseUrl}${searchIndexUrl.replace('{dir}', `-${VOCABULARY_CONTEXT}`)}`;
  const vocabulary = await loadJson(vocabularyLoads, url);
  return vocabulary && correct(query, vocabulary);
}

/**
 * The worker's answer to one search of one index. The plans of a query share
 * words (a synonym rewrite keeps the rest of the query), and so do the queries
 * a reader types one after another (each pause while typing searches what is
 * typed so far): the worker answers each distinct search once, while it is
 * among the last ones asked.
 */
function askWorker(
  baseUrl: string,
  context: string,
  query: string,
): ReturnType<typeof searchByWorker> {
  const key = `${indexKey(baseUrl, context)}\u0000${query}`;
  let answer = workerAnswers.get(key);
  if (!answer) {
    answer = searchByWorker(baseUrl, context, query, WORKER_RESULT_LIMIT);
    answer.catch(() => workerAnswers.delete(key));
    workerAnswers.set(key, answer);
  }
  return answer;
}

/**
 * The candidates of one index for the plans of a query. In the topic index,
 * the words of each query (a term of several words the synonym table knows
 * as one; those a synonym put in first: `splitWords`) are also searched one
 * by one, for the pages whose title or headings hold some of them (a title
 * that names one word of two): such a candidate counts on a page that holds
 * the others too.
 */
async function searchIndex(
  baseUrl: string,
  context: string,
  plans: readonly QueryPlan[],
): Promise<Candidate[]> {
  const ask = (query: string) => askWorker(baseUrl, context, query);
  const lists = await Promise.all(
    plans.map(async (plan) => {
      const query = context === BODY_SEARCH_CONTEXT ? plan.body : plan.topic;
      if (!query) {
        return [];
      }
      const found = toCandidates(await ask(query), plan);
      const words = splitWords(query, plans[0].topic, MAX_SPLIT_WORDS);
      if (context === BODY_SEARCH_CONTEXT) {
        return found.map((candidate) => withBodyShare(candidate, queryWords(query)));
      }
      const direct = withTopicShares(found);
      if (words.length < 2) {
        return direct;
      }
      const directKeys = new Set(direct.map(candidateKey));
      // The worker searches a word alone as one still being typed, which only the last
      // word of a query may be. (Not in a Chinese query: the Latin words readers type
      // among Chinese ones are often the start of the name a page writes, `ts` of
      // "d.ts 里别名没有替换" for `tsconfig`.)
      const lastWord = /\p{Unified_Ideograph}/u.test(query) ? undefined : queryWords(query).at(-1);
      const perWord = await Promise.all(
        words.map(async (word) => {
          const candidates = toCandidates(await ask(word), plan).filter((candidate) =>
            holdsWordOutsideFileNames(candidate, word, plan.typed.whole),
          );
          return lastWord === undefined || word === lastWord
            ? candidates
            : candidates.filter((candidate) => holdsWholeWord(candidate, word));
        }),
      );
      // A word that the titles and headings of few pages hold says more than one most hold.
      const weights = perWord.map((candidates) =>
        Math.log(
          1 + WORKER_RESULT_LIMIT / Math.max(1, new Set(candidates.map((c) => c.page.url)).size),
        ),
      );
      const total = weights.reduce((sum, weight) => sum + weight, 0);
      const shares = weights.map((weight) => weight / total);
      const byDocument = new Map<string, Candidate>();
      perWord.forEach((candidates, at) => {
        for (const candidate of candidates) {
          const key = candidateKey(candidate);
          if (directKeys.has(key)) {
            continue;
          }
          const known = byDocument.get(key)?.share;
          const held = [...(known?.words ?? []), words[at]];
          const weight = (known?.weight ?? 0) + shares[at];
          byDocument.set(key, {...candidate, share: {words: held, of: words.length, weight}});
        }
      });
      return [
        ...direct,
        ...[...byDocument.values()].map((candidate) => withNamePartsHeld(candidate, words, shares)),
      ];
    }),
  );
  return lists.flat();
}

/** A candidate's document: its kind, page, hash and text. */
const candidateKey = (candidate: Candidate) =>
  `${candidate.type}\u0000${candidate.page.url}${candidate.hash}\u0000${candidate.text ?? ''}`;

/** The candidates of the topic index: titles, headings, sidebar categories. */
export function searchTopic(baseUrl: string, plans: readonly QueryPlan[]): Promise<Candidate[]> {
  return searchIndex(baseUrl, '', plans);
}

/** The candidates of the body index (it must be loaded): descriptions and pages' text. */
export function searchBody(baseUrl: string, plans: readonly QueryPlan[]): Promise<Candidate[]> {
  return searchIndex(baseUrl, BODY_SEARCH_CONTEXT, plans);
}

/**
 * The hits shown for candidates: pages ranked, the text files of the first
 * `pageLimit` pages fetched where a page's text matched (to rank and show its
 * sections), at most `limit` hits.
 */
export async function rankedHits(
  baseUrl: string,
  candidates: readonly Candidate[],
  pageLimit: number,
  limit: number,
): Promise<SearchHit[]> {
  const kinds = pageKinds(baseUrl);
  const texts = new Map<string, PageTextSection[]>();
  const tried = new Set<string>();
  let current = [...candidates];
  let ranked = rankPages(current, rankingContext(current, kinds));
  for (let round = 0; round < TEXT_ROUNDS; round += 1) {
    const needed = pagesNeedingText(ranked, pageLimit).filter((file) => !tried.has(file));
    if (needed.length === 0) {
      break;
    }
    await Promise.all(
      needed.map(async (file) => {
        tried.add(file);
        const sections = await loadPageText(`${baseUrl}${file}`);
        if (sections) {
          texts.set(file, sections);
        }
      }),
    );
    current = withSections(current, texts);
    ranked = rankPages(current, rankingContext(current, kinds));
  }
  return selectHits(ranked, kinds.summaryPage, limit);
}

/**
 * The hits of both indexes for the plans of a query (the body index is
 * fetched if it is not in yet), as `rankedHits` ranks them, and the
 * candidates they were ranked from.
 */
export async function searchAll(
  baseUrl: string,
  plans: readonly QueryPlan[],
  pageLimit: number,
  limit: number,
): Promise<{hits: SearchHit[]; candidates: Candidate[]}> {
  await loadBodyIndex(baseUrl);
  const [topic, body] = await Promise.all([
    searchTopic(baseUrl, plans),
    searchBody(baseUrl, plans),
  ]);
  const candidates = [...topic, ...body];
  return {hits: await rankedHits(baseUrl, candidates, pageLimit, limit), candidates};
}

/**
 * For a normalised query that found nothing (or found pages without one of its
 * words: `wordsFoundNowhere`), the hits of the query corrected by `correct`
 * (`correctedSearchQuery`) and that query, as `searchAll` ranks them;
 * undefined when nothing is corrected or the corrected query finds nothing
 * too (or cannot be searched: no body index), and what was found stands.
 */
async function correctedSearch(
  baseUrl: string,
  normalized: string,
  language: PageLanguage,
  pageLimit: number,
  limit: number,
  correct: QueryCorrector,
): Promise<{hits: SearchHit[]; correction: string} | undefined> {
  const correction = await correctedSearchQuery(baseUrl, normalized, correct);
  if (correction === undefined) {
    return undefined;
  }
  const hits = await searchAll(baseUrl, searchPlan(correction, language), pageLimit, limit).then(
    (found) => found.hits,
    (): SearchHit[] => [],
  );
  return hits.length > 0 ? {hits, correction} : undefined;
}

/**
 * A query whose words found pages, with a word that no page holds corrected
 * when it is one slip off a word of the site ("decleration"): a name the site
 * never writes may be two off one it does (`unplugin`, `plugin`).
 */
const slipsCorrected: QueryCorrector = (query, vocabulary) =>
  misspeltWordsCorrected(query, vocabulary, 1);

/**
 * The hits of a query corrected, when it found nothing (`correctedQuery`:
 * misspelt words corrected, or a word the site never uses left out) or found
 * pages without one of its words that no page holds (`wordsFoundNowhere`:
 * that word corrected if it is one slip off); undefined when what was found
 * stands. `candidates` are those the query's hits were ranked from.
 */
export function correctionOf(
  baseUrl: string,
  normalized: string,
  language: PageLanguage,
  plans: readonly QueryPlan[],
  candidates: readonly Candidate[],
  found: boolean,
  pageLimit: number,
  limit: number,
): Promise<{hits: SearchHit[]; correction: string} | undefined> {
  if (!found) {
    return correctedSearch(baseUrl, normalized, language, pageLimit, limit, correctedQuery);
  }
  if (wordsFoundNowhere(candidates, plans).length > 0) {
    return correctedSearch(baseUrl, normalized, language, pageLimit, limit, slipsCorrected);
  }
  return Promise.resolve(undefined);
}

/** The hits of the topic index alone, shown before the body index has arrived. */
export function topicHits(
  baseUrl: string,
  candidates: readonly Candidate[],
  limit: number,
): SearchHit[] {
  const kinds = pageKinds(baseUrl);
  return selectHits(
    rankPages(candidates, rankingContext(candidates, kinds)),
    kinds.summaryPage,
    limit,
  );
}
