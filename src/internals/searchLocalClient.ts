/**
 * The browser side of `@easyops-cn/docusaurus-search-local` this site calls:
 * the worker client that loads an index and searches it. The plugin exports
 * it from a private `dist/` path only, which may move in any release; every
 * import goes through this module, and `tests/unit/upstream.test.ts` pins the
 * file behind it, so an upgrade that changes it names what to re-check.
 */
export {
  fetchIndexesByWorker,
  searchByWorker,
} from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker';
