import {useEffect, useRef, useState} from 'react';
import {SEARCH_DEBOUNCE_MS} from '@site/src/features/search/dialogUtils';

/** How a search shows its state: the dialog and the page of all results each have theirs. */
export interface DebouncedSearch<Result> {
  /** What is shown for an empty query. */
  idle: Result;
  /** What is shown while a query waits or runs, from what was shown. */
  pending: (previous: Result) => Result;
  /** What is shown when the search fails. */
  failed: (query: string) => Result;
  /** An answer known without searching (a cache), shown at once. */
  known?: (query: string) => Result | undefined;
  /** Searches the query; `report` shows what it finds, as often as it finds more. */
  run: (query: string, report: (result: Result) => void) => Promise<void>;
}

/**
 * The result of `search` for `query`, searched once typing pauses
 * (`SEARCH_DEBOUNCE_MS`): an answer for a query that is no longer the latest
 * is dropped, so a slow search never overwrites a newer one. `search` must
 * keep its identity between renders (useMemo).
 */
export function useDebouncedSearch<Result>(query: string, search: DebouncedSearch<Result>): Result {
  const [result, setResult] = useState<Result>(search.idle);
  const latest = useRef(0);

  useEffect(() => {
    const request = (latest.current += 1);
    const isCurrent = () => request === latest.current;
    if (query.trim() === '') {
      setResult(search.idle);
      return undefined;
    }
    const known = search.known?.(query);
    if (known !== undefined) {
      setResult(known);
      return undefined;
    }
    setResult(search.pending);
    const timer = setTimeout(() => {
      search
        .run(query, (found) => {
          if (isCurrent()) {
            setResult(found);
          }
        })
        .catch((error: unknown) => {
          if (isCurrent()) {
            console.error('The search failed:', error);
            setResult(search.failed(query));
          }
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, search]);

  return result;
}
