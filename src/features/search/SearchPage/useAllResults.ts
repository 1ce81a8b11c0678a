import {useEffect, useMemo, useRef, useState} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {searchAllPages} from '@site/src/features/search/useSearchResults';
import {groupHitsByPage, type SearchHit} from '@site/src/features/search/rankingUtils';
import {SEARCH_DEBOUNCE_MS} from '@site/src/features/search/dialogUtils';
import {
  ALL_RESULTS_PAGE_LIMIT,
  queryOfSearchParams,
  searchParamsOfQuery,
} from '@site/src/features/search/searchUrlUtils';

export type AllResultsStatus = 'idle' | 'searching' | 'done' | 'error';

interface AllResultsState {
  status: AllResultsStatus;
  hits: SearchHit[];
}

/**
 * The query of the page of all results and its hits from both indexes, grouped
 * by page. The query lives in the URL (`?q=`), so that the page can be linked,
 * reloaded and reached with the back button; it is read after hydration, since
 * the static HTML is the same for every query.
 */
export function useAllResults() {
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();
  const location = useLocation();
  const history = useHistory();
  const [query, setQuery] = useState('');
  const [state, setState] = useState<AllResultsState>({status: 'idle', hits: []});
  const latestRequest = useRef(0);

  // The URL is the source of the query: a link, a reload, back and forward.
  useEffect(() => {
    setQuery(queryOfSearchParams(location.search));
  }, [location.search]);

  const changeQuery = (next: string) => {
    setQuery(next);
    history.replace({...location, search: searchParamsOfQuery(next)});
  };

  useEffect(() => {
    const request = (latestRequest.current += 1);
    if (query.trim() === '') {
      setState({status: 'idle', hits: []});
      return undefined;
    }
    setState((previous) => ({...previous, status: 'searching'}));
    const timer = setTimeout(() => {
      searchAllPages(baseUrl, query, ALL_RESULTS_PAGE_LIMIT).then(
        (hits) => request === latestRequest.current && setState({status: 'done', hits}),
        () => request === latestRequest.current && setState({status: 'error', hits: []}),
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, baseUrl]);

  const groups = useMemo(() => groupHitsByPage(state.hits), [state.hits]);
  return {query, setQuery: changeQuery, status: state.status, groups};
}
