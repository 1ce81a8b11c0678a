/**
 * The Node side of `@easyops-cn/docusaurus-search-local` that the search-index
 * plugin (src/plugins/searchIndex) builds on: the plugin itself, its options
 * as its build steps read them, and its lunr index builder. The last two are
 * private `dist/` paths that may move in any release; every import goes
 * through this module, and `tests/unit/upstream.test.ts` pins the files behind
 * them, so an upgrade that changes them names what to re-check.
 */
export {default as searchLocalPlugin, validateOptions} from '@easyops-cn/docusaurus-search-local';
export {processPluginOptions} from '@easyops-cn/docusaurus-search-local/dist/server/server/utils/processPluginOptions';
export {buildIndex} from '@easyops-cn/docusaurus-search-local/dist/server/server/utils/buildIndex';
