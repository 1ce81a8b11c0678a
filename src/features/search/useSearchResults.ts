import {useCallback, useEffect, useMemo, useRef, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {fetchIndexesByWorker, searchByWorker} from '@site/src/internals/searchLocalClient';
import {BODY_SEARCH_CONTEXT} from '@site/src/features/search/indexFormat';
import {
  normalizeQuery,
  phraseOf,
  queryWords,
  searchQueries,
} from '@site/src/features/search/queryUtils';
import {
  flattenGroups,
  appendNewPages,
  groupHitsByPage,
  isSummaryPage,
  pagesWithAllWords,
  rankHits,
  toSearchHits,
  type SearchHit,
} from '@site/src/features/search/rankingUtils';
import {
  LruCache,
  SEARCH_DEBOUNCE_MS,
  SEARCH_RESULT_LIMIT,
  WORKER_RESULT_LIMIT,
  moveSelection,
} from '@site/src/features/search/dialogUtils';
import {allResultsPath} from '@site/src/features/search/searchUrlUtils';

export type SearchStatus = 'idle' | 'searching' | 'partial' | 'done' | 'error';
export type IndexStatus = 'loading' | 'ready' | 'error';

/** At most this many words are searched one by one. */
const MAX_SPLIT_WORDS = 4;

// Shared by every mount (the navbar is rendered again on each page), per locale base URL
// and search context ('' for the topic index, BODY_SEARCH_CONTEXT for the body).
const cache = new LruCache<string, SearchHit[]>();
const indexLoads = new Map<string, Promise<void>>();
const loadedIndexes = new Set<string>();

function loadIndex(baseUrl: string, context: string): Promise<void> {
  const key = `${baseUrl}\u0000${context}`;
  let load = indexLoads.get(key);
  if (!load) {
    // The plugin's worker fetches `<baseUrl>search-index[-<context>]-<hash>.json` and searches it.
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

/**
 * Fetches the indexes of the locale at `baseUrl` into the worker, once (again
 * after a failure): the topic index, then the body index. Resolves when the
 * topic index is loaded.
 */
export function loadSearchIndex(baseUrl: string): Promise<void> {
  return loadIndex(baseUrl, '').then(() => {
    loadBodyIndex(baseUrl).catch(() => undefined);
  });
}

/** Fetches the body index once the topic index is in. */
function loadBodyIndex(baseUrl: string): Promise<void> {
  return loadIndex(baseUrl, '').then(() => loadIndex(baseUrl, BODY_SEARCH_CONTEXT));
}

const isLoaded = (baseUrl: string, context: string) =>
  loadedIndexes.has(`${baseUrl}\u0000${context}`);

const searchHits = async (baseUrl: string, context: string, query: string, phrase: string) =>
  query
    ? toSearchHits(await searchByWorker(baseUrl, context, query, WORKER_RESULT_LIMIT), phrase)
    : [];

/**
 * The hits of one index: the worker's hits for the whole query, plus (when they
 * fill less than the dialog) pages that have every word in different places.
 */
async function searchIndex(baseUrl: string, context: string, query: string, phrase: string) {
  const direct = await searchHits(baseUrl, context, query, phrase);
  const words = queryWords(query).slice(0, MAX_SPLIT_WORDS);
  if (words.length < 2 || groupHitsByPage(direct).length >= SEARCH_RESULT_LIMIT) {
    return direct;
  }
  const perWord = await Promise.all(
    words.map((word) => searchHits(baseUrl, context, word, phrase)),
  );
  return [...direct, ...pagesWithAllWords(direct, perWord)];
}

/**
 * Every page that answers `query` in both indexes, ranked as in the dialog, at
 * most `pageLimit` pages: what the page of all results shows. Waits for the
 * body index, since the reader asked for everything.
 */
export async function searchAllPages(
  baseUrl: string,
  query: string,
  pageLimit: number,
): Promise<SearchHit[]> {
  const normalized = normalizeQuery(query);
  if (!normalized) {
    return [];
  }
  const queries = searchQueries(normalized);
  const phrase = phraseOf(normalized);
  await loadBodyIndex(baseUrl);
  const [topicHits, bodyHits] = await Promise.all([
    searchIndex(baseUrl, '', queries.topic, phrase),
    queries.body ? searchIndex(baseUrl, BODY_SEARCH_CONTEXT, queries.body, phrase) : [],
  ]);
  return rankHits([...topicHits, ...bodyHits], pageLimit, (url) => isSummaryPage(url, baseUrl));
}

interface ResultState {
  status: SearchStatus;
  /** The normalised query the hits answer. */
  query: string;
  hits: SearchHit[];
}

const IDLE: ResultState = {status: 'idle', query: '', hits: []};

/**
 * The query, its results from the plugin's worker and the selected result
 * for the open dialog: the indexes are fetched on first open (or earlier,
 * when the reader reaches for the search button), the topic index first;
 * input debounced, the last 100 queries cached, 7 results ranked by page.
 * Once both indexes are in, a search shows the hits of both, ranked together.
 * Before the body index has arrived, the topic index's hits show at once and
 * the body's pages join after them when it arrives, so that nothing moves.
 * The dialog unmounts on close, which forgets the query, as the original
 * modal does.
 */
export function useSearchResults() {
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();
  const [query, setQuery] = useState('');
  const [result, setResult] = useState<ResultState>(IDLE);
  const [indexStatus, setIndexStatus] = useState<IndexStatus>(() =>
    isLoaded(baseUrl, '') ? 'ready' : 'loading',
  );
  const [activeIndex, setActiveIndex] = useState(-1);
  const latestRequest = useRef(0);
  const pendingMeasure = useRef<{query: string; started: number} | null>(null);
  const summaryPage = useCallback((url: string) => isSummaryPage(url, baseUrl), [baseUrl]);

  useEffect(() => {
    let current = true;
    loadSearchIndex(baseUrl).then(
      () => current && setIndexStatus('ready'),
      () => current && setIndexStatus('error'),
    );
    return () => {
      current = false;
    };
  }, [baseUrl]);

  useEffect(() => {
    const normalized = normalizeQuery(query);
    const request = (latestRequest.current += 1);
    if (!normalized) {
      setResult(IDLE);
      return undefined;
    }
    const queries = searchQueries(normalized);
    const phrase = phraseOf(normalized);
    const key = `${baseUrl}\u0000${normalized}`;
    const cached = cache.get(key);
    if (cached) {
      setResult({status: 'done', query: normalized, hits: cached});
      return undefined;
    }
    const isCurrent = () => request === latestRequest.current;
    const fail = () => isCurrent() && setResult({status: 'error', query: normalized, hits: []});
    setResult((previous) => ({...previous, status: 'searching'}));
    const timer = setTimeout(() => {
      const started = performance.now();
      const show = (status: SearchStatus, hits: SearchHit[]) => {
        if (isCurrent()) {
          pendingMeasure.current ??= {query: normalized, started};
          setResult({status, query: normalized, hits});
        }
      };
      const rank = (hits: SearchHit[]) => rankHits(hits, SEARCH_RESULT_LIMIT, summaryPage);
      const done = (hits: SearchHit[]) => {
        cache.set(key, hits);
        show('done', hits);
      };
      const bodyHits = () => searchIndex(baseUrl, BODY_SEARCH_CONTEXT, queries.body, phrase);
      searchIndex(baseUrl, '', queries.topic, phrase).then((topicHits) => {
        if (!isCurrent()) {
          return;
        }
        if (!queries.body) {
          done(rank(topicHits));
        } else if (isLoaded(baseUrl, BODY_SEARCH_CONTEXT)) {
          // Both indexes answer before anything is shown: the list is shown once.
          bodyHits().then(
            (body) => done(rank([...topicHits, ...body])),
            () => done(rank(topicHits)),
          );
        } else {
          // Title and heading hits now; the body's pages after them when its index is in.
          const shown = rank(topicHits);
          show('partial', shown);
          loadBodyIndex(baseUrl)
            .then(bodyHits)
            .then(
              (body) => {
                const ranked = rank([...topicHits, ...body]);
                cache.set(key, ranked);
                show('done', appendNewPages(shown, ranked));
              },
              () => done(shown),
            );
        }
      }, fail);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, baseUrl, summaryPage]);

  // User Timing `search:query`: from the end of the debounce until the results are rendered
  // (read by `npm run bench:search`).
  useEffect(() => {
    const pending = pendingMeasure.current;
    if (
      pending &&
      (result.status === 'partial' || result.status === 'done') &&
      pending.query === result.query
    ) {
      pendingMeasure.current = null;
      performance.measure?.('search:query', {start: pending.started, end: performance.now()});
    }
  }, [result]);

  const groups = useMemo(() => groupHitsByPage(result.hits), [result.hits]);
  const hits = useMemo(() => flattenGroups(groups), [groups]);

  // New results select their first hit, so Enter opens it.
  useEffect(() => {
    setActiveIndex(hits.length > 0 ? 0 : -1);
  }, [hits]);

  const move = useCallback(
    (delta: number) => setActiveIndex((current) => moveSelection(current, delta, hits.length)),
    [hits.length],
  );

  return {
    query,
    setQuery,
    status: result.status,
    resultQuery: result.query,
    groups,
    hits,
    activeIndex,
    setActiveIndex,
    move,
    indexStatus,
    allResultsUrl: allResultsPath(baseUrl, query.trim()),
  };
}
