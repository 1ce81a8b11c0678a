import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Leaves the module paths out of the browser's route registry (./loader.cjs):
 * only the server reads them, to list the chunks of each page it renders.
 * About 0.6 KB gzip off main.js; the server build keeps them.
 */
export default function routeRegistryPlugin(context: LoadContext): Plugin {
  const registry = path.join(context.generatedFilesDir, 'registry.js');
  return {
    name: 'route-registry',
    configureWebpack(_config, isServer) {
      if (isServer) {
        return {};
      }
      return {
        module: {
          rules: [{test: registry, use: [{loader: path.resolve(__dirname, 'loader.cjs')}]}],
        },
      };
    },
  };
}
