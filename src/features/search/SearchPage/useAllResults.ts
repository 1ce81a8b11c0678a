import {useMemo, useState, useEffect} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {normalizeQuery, searchPlan} from '@site/src/features/search/queryUtils';
import {groupHitsByPage, type SearchHit} from '@site/src/features/search/hitUtils';
import {correctionOf, searchAll} from '@site/src/features/search/searchClient';
import {
  ALL_RESULTS_PAGE_LIMIT,
  queryOfSearchParams,
  searchParamsOfQuery,
} from '@site/src/features/search/searchUrlUtils';
import {HITS_PER_PAGE} from '@site/src/features/search/hitUtils';
import {
  useDebouncedSearch,
  type DebouncedSearch,
} from '@site/src/features/search/useDebouncedSearch';
import {pageLanguage} from '@site/src/features/search/synonyms';

export type AllResultsStatus = 'idle' | 'searching' | 'done' | 'error';

interface AllResultsState {
  status: AllResultsStatus;
  hits: SearchHit[];
  /** The query with its misspelt words corrected, whose hits are shown when the query found none. */
  correction?: string;
}

/**
 * The query of the page of all results and its hits from both indexes, grouped
 * by page, at most `ALL_RESULTS_PAGE_LIMIT` pages (a query that finds nothing
 * is searched again with its misspelt words corrected). The query lives in the
 * URL (`?q=`), so that the page can be linked, reloaded and reached with the
 * back button; it is read after hydration, since the static HTML is the same
 * for every query.
 */
export function useAllResults() {
  const {
    siteConfig: {baseUrl},
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const language = pageLanguage(currentLocale);
  const location = useLocation();
  const history = useHistory();
  const [query, setQuery] = useState('');

  // The URL is the source of the query: a link, a reload, back and forward.
  useEffect(() => {
    setQuery(queryOfSearchParams(location.search));
  }, [location.search]);

  const changeQuery = (next: string) => {
    setQuery(next);
    history.replace({...location, search: searchParamsOfQuery(next)});
  };

  const search = useMemo(
    (): DebouncedSearch<AllResultsState> => ({
      idle: {status: 'idle', hits: []},
      pending: (previous) => ({...previous, status: 'searching'}),
      failed: () => ({status: 'error', hits: []}),
      // The reader asked for everything: both indexes, then the pages' sections.
      run: async (typed, report) => {
        const limits = [ALL_RESULTS_PAGE_LIMIT, ALL_RESULTS_PAGE_LIMIT * HITS_PER_PAGE] as const;
        const plans = searchPlan(typed, language);
        const {hits, candidates} = await searchAll(baseUrl, plans, ...limits);
        // A misspelt word ("typscript") is searched as it was meant when the query found
        // nothing, or found pages only without that word.
        const corrected = await correctionOf(
          baseUrl,
          normalizeQuery(typed),
          language,
          plans,
          candidates,
          hits.length > 0,
          ...limits,
        );
        report({status: 'done', ...(corrected ?? {hits})});
      },
    }),
    [baseUrl, language],
  );
  const state = useDebouncedSearch(query, search);

  const groups = useMemo(() => groupHitsByPage(state.hits), [state.hits]);
  return {
    query,
    setQuery: changeQuery,
    status: state.status,
    groups,
    correction: state.correction,
  };
}
