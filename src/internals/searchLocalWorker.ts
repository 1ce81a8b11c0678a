/**
 * A search worker's entry: the plugin's worker module, which exposes its
 * `SearchWorker` (index fetch and lunr search) through Comlink when loaded.
 */
import '@easyops-cn/docusaurus-search-local/dist/client/client/theme/worker';
