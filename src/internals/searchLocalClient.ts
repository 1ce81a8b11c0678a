/**
 * The browser side of `@easyops-cn/docusaurus-search-local` this site calls:
 * the plugin's search worker, which loads an index and searches it, and the
 * name of the index file (`search-index{dir}-<hash>.json`), which the files
 * written beside it share. The plugin exports them from private `dist/` paths
 * only, which may move in any release; every import goes through this module,
 * and `tests/unit/upstream.test.ts` pins the files behind it, so an upgrade
 * that changes one names what to re-check.
 *
 * The plugin's own client searches every index in one worker, so a query's
 * searches of the body index wait behind those of the topic index. Here each
 * search context (index file) has its worker thread, and both are searched at
 * once; each worker fetches only its own index.
 */
import * as Comlink from 'comlink';
import type {WorkerSearchResult} from '@site/src/features/search/indexFormat';

export {searchIndexUrl} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants';

/** The plugin's `SearchWorker` (`theme/worker.js`), as Comlink exposes it. */
interface SearchWorker {
  fetchIndexes(baseUrl: string, searchContext: string): Promise<void>;
  search(
    baseUrl: string,
    searchContext: string,
    input: string,
    limit: number,
  ): Promise<WorkerSearchResult[]>;
}

type SearchWorkerClass = new () => SearchWorker;

// Per search context: the thread and its `SearchWorker` once it has started.
const workers = new Map<string, {thread: Worker; remote: Promise<Comlink.Remote<SearchWorker>>}>();

function workerFor(searchContext: string): Promise<Comlink.Remote<SearchWorker>> {
  let worker = workers.get(searchContext);
  if (!worker) {
    const thread = new Worker(new URL('./searchLocalWorker', import.meta.url));
    const Remote = Comlink.wrap<SearchWorkerClass>(thread);
    // A worker whose script cannot be fetched never answers: its error event says so.
    const failed = new Promise<never>((_resolve, reject) => {
      thread.addEventListener(
        'error',
        () => reject(new Error('The search worker could not start.')),
        {once: true},
      );
    });
    worker = {thread, remote: Promise.race([new Remote(), failed])};
    workers.set(searchContext, worker);
  }
  return worker.remote;
}

/**
 * Ends the worker of `searchContext`, so that the next search starts a new
 * one: the plugin's worker keeps an index fetch that failed, and would answer
 * every later search with that failure until the page is reloaded.
 */
function forgetWorker(searchContext: string): void {
  workers.get(searchContext)?.thread.terminate();
  workers.delete(searchContext);
}

/** Fetches the (hashed) index of `baseUrl` into its worker; resolves once it is loaded. */
export async function fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void> {
  if (process.env.NODE_ENV !== 'production') {
    return;
  }
  try {
    const worker = await workerFor(searchContext);
    await worker.fetchIndexes(baseUrl, searchContext);
  } catch (error) {
    forgetWorker(searchContext);
    throw error;
  }
}

/** Searches the index of `baseUrl` in its worker; at most `limit` results. */
export async function searchByWorker(
  baseUrl: string,
  searchContext: string,
  input: string,
  limit: number,
): Promise<WorkerSearchResult[]> {
  if (process.env.NODE_ENV !== 'production') {
    return [];
  }
  const worker = await workerFor(searchContext);
  return worker.search(baseUrl, searchContext, input, limit);
}
