import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The route props files that the docs plugin writes, whichever its id. */
const DOCS_ROUTE_PROPS = /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/;

/**
 * Leaves the docs' descriptions out of the version props that every doc page
 * loads (./loader.cjs): about 5 KB gzip off each doc page's first load. The
 * server build gets the same props, so pages hydrate as rendered.
 */
export default function docsVersionPropsPlugin(): Plugin {
  return {
    name: 'docs-version-props',
    configureWebpack() {
      return {
        module: {
          rules: [{test: DOCS_ROUTE_PROPS, use: [{loader: path.resolve(__dirname, 'loader.cjs')}]}],
        },
      };
    },
  };
}
