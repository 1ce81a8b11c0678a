// @ts-check
/**
 * Rspack loader for the browser's route registry (`.docusaurus/registry.js`):
 * each chunk's entry is its loader, its module's path and its module id. The
 * path only tells the server which chunks a page used (react-loadable's
 * `modules`, reported under its `Capture`, which the browser never renders),
 * so the browser's registry gets an empty string in its place: one path per
 * route chunk less in main.js. JavaScript, not TypeScript: Rspack requires
 * loaders as they are.
 */

/** `), "<module path>", require.resolveWeak(`: the path between a chunk's loader and its module id. */
const MODULE_PATH = /\), "(?:[^"\\]|\\.)*", require\.resolveWeak\(/g;

/**
 * @param {string} source the registry module as Docusaurus generates it
 * @returns {string} the same registry without module paths
 */
function withoutModulePaths(source) {
  return source.replace(MODULE_PATH, '), "", require.resolveWeak(');
}

module.exports = withoutModulePaths;
