/** The page of all results (`/search?q=`): its path and the query in its URL. Pure functions. */

/** Where the page of all results is served, under each language's base URL. */
export const SEARCH_PAGE_PATH = 'search';

/** Pages listed at most on the page of all results. */
export const ALL_RESULTS_PAGE_LIMIT = 30;

/** The query of a page-of-all-results URL's search part (`?q=…`), or '' when it has none. */
export function queryOfSearchParams(search: string): string {
  return new URLSearchParams(search).get('q') ?? '';
}

/** The search part of the page of all results for a query: `?q=…`, or '' for no query. */
export function searchParamsOfQuery(query: string): string {
  return query === '' ? '' : `?q=${encodeURIComponent(query)}`;
}

/** The page of all results for a query, under the site's (locale's) base URL. */
export function allResultsPath(baseUrl: string, query: string): string {
  return `${baseUrl}${SEARCH_PAGE_PATH}${searchParamsOfQuery(query)}`;
}
