/**
 * Types of the local search plugin's worker client (its JavaScript ships
 * without declarations). The results' shape is `WorkerSearchResult` of
 * src/features/search/indexFormat.ts.
 */
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker' {
  import type {WorkerSearchResult} from '@site/src/features/search/indexFormat';

  /** Fetches the (hashed) index of `baseUrl` into the worker; resolves once it is loaded. */
  export function fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void>;
  /** Searches the index of `baseUrl` in the worker; at most `limit` results. */
  export function searchByWorker(
    baseUrl: string,
    searchContext: string,
    input: string,
    limit: number,
  ): Promise<WorkerSearchResult[]>;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants' {
  /** The index file's name under a language's base URL, `{dir}` for `-<search context>`. */
  export const searchIndexUrl: string;
}
