// @ts-check
/**
 * Rspack loader for the route props of the docs plugin
 * (`.docusaurus/docusaurus-plugin-content-docs/<id>/p/*.json`): the version's
 * props list every doc with its description, which only theme-classic's
 * DocCard shows (no page renders one) and which made up two thirds of the
 * chunk every doc page loads. The docs keep their id, title and sidebar, so
 * `useDocById` still finds them. JavaScript, not TypeScript: Rspack requires
 * loaders as they are.
 */

/**
 * @param {unknown} props a route's props as parsed from its JSON file
 * @returns {unknown} the same props, the version's docs without descriptions
 */
function withoutDocDescriptions(props) {
  if (typeof props !== 'object' || props === null || !('version' in props)) {
    return props;
  }
  const version = /** @type {{docs?: Record<string, Record<string, unknown>>}} */ (props.version);
  if (!version.docs) {
    return props;
  }
  const docs = Object.fromEntries(
    Object.entries(version.docs).map(([id, {description: _description, ...doc}]) => [id, doc]),
  );
  return {...props, version: {...version, docs}};
}

/** @param {string} source */
function docsVersionPropsLoader(source) {
  return JSON.stringify(withoutDocDescriptions(JSON.parse(source)));
}

module.exports = docsVersionPropsLoader;
module.exports.withoutDocDescriptions = withoutDocDescriptions;
