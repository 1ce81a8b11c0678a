import {useCallback, useEffect, useMemo, useRef, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {BODY_SEARCH_CONTEXT} from '@site/src/features/search/indexFormat';
import {LruCache, SEARCH_RESULT_LIMIT, moveSelection} from '@site/src/features/search/dialogUtils';
import {normalizeQuery, searchPlan} from '@site/src/features/search/queryUtils';
import {
  appendNewPages,
  flattenGroups,
  groupHitsByPage,
  type SearchHit,
} from '@site/src/features/search/hitUtils';
import {
  correctionOf,
  isIndexLoaded,
  loadBodyIndex,
  loadSearchIndex,
  rankedHits,
  searchBody,
  searchTopic,
  topicHits,
} from '@site/src/features/search/searchClient';
import type {Candidate} from '@site/src/features/search/candidateUtils';
import {allResultsPath} from '@site/src/features/search/searchUrlUtils';
import {
  useDebouncedSearch,
  type DebouncedSearch,
} from '@site/src/features/search/useDebouncedSearch';
import {pageLanguage} from '@site/src/features/search/synonyms';

export {loadSearchIndex};

export type SearchStatus = 'idle' | 'searching' | 'partial' | 'done' | 'error';
export type IndexStatus = 'loading' | 'ready' | 'error';

interface ResultState {
  status: SearchStatus;
  /** The normalised query the hits answer. */
  query: string;
  hits: SearchHit[];
  /** The query with its misspelt words corrected, whose hits are shown when the query found none. */
  correction?: string;
}

const IDLE: ResultState = {status: 'idle', query: '', hits: []};

// The answers of the last queries, shared by every mount (the dialog is mounted on each open).
const cache = new LruCache<string, Pick<ResultState, 'hits' | 'correction'>>();

/**
 * The query, its results and the selected result for the open dialog: the
 * indexes are fetched on first open (or earlier, when the reader reaches for
 * the search button), the topic index first; input debounced, the last 100
 * queries cached, at most 7 hits, two per page; a query that finds nothing,
 * or finds pages only without a word of it, is searched again with its
 * misspelt words corrected. Once both indexes are in, a search ranks the hits
 * of both (with the text files of the pages it shows) and shows them once.
 * Before the body index has arrived, the topic index's hits show at once and
 * the body's pages join after them when it arrives, so that nothing moves.
 * The dialog unmounts on close, which forgets the query.
 */
export function useSearchResults() {
  const {
    siteConfig: {baseUrl},
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const language = pageLanguage(currentLocale);
  const [query, setQuery] = useState('');
  const [indexStatus, setIndexStatus] = useState<IndexStatus>(() =>
    isIndexLoaded(baseUrl, '') ? 'ready' : 'loading',
  );
  const [activeIndex, setActiveIndex] = useState(-1);
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

  const search = useMemo(
    (): DebouncedSearch<ResultState> => ({
      idle: IDLE,
      pending: (previous) => ({...previous, status: 'searching'}),
      failed: (typed) => ({status: 'error', query: normalizeQuery(typed), hits: []}),
      known: (typed) => {
        const normalized = normalizeQuery(typed);
        if (normalized === '') {
          return IDLE;
        }
        const known = cache.get(`${baseUrl}\u0000${normalized}`);
        return known && {status: 'done', query: normalized, ...known};
      },
      run: async (typed, report) => {
        const normalized = normalizeQuery(typed);
        const key = `${baseUrl}\u0000${normalized}`;
        pendingMeasure.current = {query: normalized, started: performance.now()};
        const show = (status: SearchStatus, hits: SearchHit[]) =>
          report({status, query: normalized, hits});
        const plans = searchPlan(typed, language);
        await loadSearchIndex(baseUrl);
        const hasBodyQuery = plans.some((plan) => plan.body !== '');
        // Each index has its worker: the body is searched while the topic index is.
        const bodySearch = hasBodyQuery
          ? loadBodyIndex(baseUrl)
              .then(() => searchBody(baseUrl, plans))
              // Without the body, the topic's hits are all there is.
              .catch((): Candidate[] => [])
          : Promise.resolve<Candidate[]>([]);
        const topic = await searchTopic(baseUrl, plans);
        let shown: SearchHit[] | undefined;
        if (hasBodyQuery && !isIndexLoaded(baseUrl, BODY_SEARCH_CONTEXT)) {
          // Title and heading hits now; the body's pages after them when its index is in.
          shown = topicHits(baseUrl, topic, SEARCH_RESULT_LIMIT);
          show('partial', shown);
        }
        const candidates = [...topic, ...(await bodySearch)];
        const hits = await rankedHits(
          baseUrl,
          candidates,
          SEARCH_RESULT_LIMIT,
          SEARCH_RESULT_LIMIT,
        );
        // A misspelt word ("typscript") is searched as it was meant when the query found
        // nothing, or found pages only without that word.
        const corrected = await correctionOf(
          baseUrl,
          normalized,
          language,
          plans,
          candidates,
          hits.length > 0 || (shown?.length ?? 0) > 0,
          SEARCH_RESULT_LIMIT,
          SEARCH_RESULT_LIMIT,
        );
        if (corrected) {
          cache.set(key, corrected);
          report({status: 'done', query: normalized, ...corrected});
          return;
        }
        cache.set(key, {hits});
        show('done', shown ? appendNewPages(shown, hits) : hits);
      },
    }),
    [baseUrl, language],
  );
  const result = useDebouncedSearch(query, search);

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
    correction: result.correction,
    groups,
    hits,
    activeIndex,
    setActiveIndex,
    move,
    indexStatus,
    allResultsUrl: allResultsPath(baseUrl, query.trim()),
  };
}
