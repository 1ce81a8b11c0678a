import {useCallback, useEffect, useMemo, useRef, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {
  fetchIndexesByWorker,
  searchByWorker,
} from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker';
import {
  LruCache,
  SEARCH_DEBOUNCE_MS,
  SEARCH_RESULT_LIMIT,
  WORKER_RESULT_LIMIT,
  allResultsPath,
  flattenGroups,
  groupHitsByPage,
  moveSelection,
  normalizeQuery,
  pagesWithAllWords,
  queryWords,
  rankHits,
  searchableQuery,
  toSearchHits,
  type SearchHitGroup,
} from '@site/src/features/search/searchUtils';

export type SearchStatus = 'idle' | 'searching' | 'done' | 'error';
export type IndexStatus = 'loading' | 'ready' | 'error';

/** At most this many words are searched one by one. */
const MAX_SPLIT_WORDS = 4;

// Shared by every mount (the navbar is rendered again on each page), per locale base URL.
const cache = new LruCache<string, SearchHitGroup[]>();
const indexLoads = new Map<string, Promise<void>>();
const loadedIndexes = new Set<string>();

/** Fetches the index of the locale at `baseUrl` into the worker, once (again after a failure). */
export function loadSearchIndex(baseUrl: string): Promise<void> {
  let load = indexLoads.get(baseUrl);
  if (!load) {
    // The plugin's worker fetches `<baseUrl>search-index-<hash>.json` and searches it.
    load = fetchIndexesByWorker(baseUrl, '').then(
      () => {
        loadedIndexes.add(baseUrl);
      },
      (error: unknown) => {
        indexLoads.delete(baseUrl);
        throw error;
      },
    );
    indexLoads.set(baseUrl, load);
  }
  return load;
}

const searchHits = async (baseUrl: string, query: string) =>
  toSearchHits(await searchByWorker(baseUrl, '', query, WORKER_RESULT_LIMIT));

/**
 * One search: the worker's hits for the whole query, plus (when they fill less
 * than the dialog) pages that have every word in different places; ranked by page.
 */
async function runSearch(baseUrl: string, normalized: string): Promise<SearchHitGroup[]> {
  const query = searchableQuery(normalized);
  if (!query) {
    return [];
  }
  const direct = await searchHits(baseUrl, query);
  const words = queryWords(query).slice(0, MAX_SPLIT_WORDS);
  let hits = direct;
  if (words.length > 1 && groupHitsByPage(direct).length < SEARCH_RESULT_LIMIT) {
    const perWord = await Promise.all(words.map((word) => searchHits(baseUrl, word)));
    hits = [...direct, ...pagesWithAllWords(direct, perWord)];
  }
  return groupHitsByPage(rankHits(hits, SEARCH_RESULT_LIMIT));
}

interface ResultState {
  status: SearchStatus;
  /** The normalised query the groups answer. */
  query: string;
  groups: SearchHitGroup[];
}

const IDLE: ResultState = {status: 'idle', query: '', groups: []};

/**
 * The query, its results from the plugin's worker and the selected result
 * for the open dialog: the index is fetched on first open (or
 * earlier, when the reader reaches for the search button), input debounced
 * 150 ms, the last 100 queries cached, 7 results. The dialog unmounts on
 * close, which forgets the query, as the original modal does.
 */
export function useSearchResults() {
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();
  const [query, setQuery] = useState('');
  const [result, setResult] = useState<ResultState>(IDLE);
  const [indexStatus, setIndexStatus] = useState<IndexStatus>(() =>
    loadedIndexes.has(baseUrl) ? 'ready' : 'loading',
  );
  const [activeIndex, setActiveIndex] = useState(-1);
  const latestRequest = useRef(0);
  const pendingMeasure = useRef<{query: string; started: number} | null>(null);

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
    const key = `${baseUrl}\u0000${normalized}`;
    const cached = cache.get(key);
    if (cached) {
      setResult({status: 'done', query: normalized, groups: cached});
      return undefined;
    }
    setResult((previous) => ({...previous, status: 'searching'}));
    const timer = setTimeout(() => {
      const started = performance.now();
      runSearch(baseUrl, normalized).then(
        (groups) => {
          cache.set(key, groups);
          if (request === latestRequest.current) {
            pendingMeasure.current = {query: normalized, started};
            setResult({status: 'done', query: normalized, groups});
          }
        },
        () => {
          if (request === latestRequest.current) {
            setResult({status: 'error', query: normalized, groups: []});
          }
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, baseUrl]);

  // User Timing `search:query`: from the end of the debounce until the results are rendered
  // (read by `npm run bench:search`).
  useEffect(() => {
    const pending = pendingMeasure.current;
    if (pending && result.status === 'done' && pending.query === result.query) {
      pendingMeasure.current = null;
      performance.measure?.('search:query', {start: pending.started, end: performance.now()});
    }
  }, [result]);

  const hits = useMemo(() => flattenGroups(result.groups), [result.groups]);

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
    groups: result.groups,
    hits,
    activeIndex,
    setActiveIndex,
    move,
    indexStatus,
    allResultsUrl: allResultsPath(baseUrl, query.trim()),
  };
}
