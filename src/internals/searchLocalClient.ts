/**
 * The browser side of `@easyops-cn/docusaurus-search-local` this site calls:
 * the worker client that loads an index and searches it, and the name of the
 * index file (`search-index{dir}-<hash>.json`), which the files written
 * beside it share. The plugin exports them from private `dist/` paths only,
 * which may move in any release; every import goes through this module, and
 * `tests/unit/upstream.test.ts` pins the files behind it, so an upgrade that
 * changes one names what to re-check.
 */
export {
  fetchIndexesByWorker,
  searchByWorker,
} from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker';
export {searchIndexUrl} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants';
