import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** Loads a route's code on hover, touch and navigation only (see src/features/routePreload/client.ts). */
export default function routePreloadPlugin(): Plugin {
  return {
    name: 'route-preload',
    getClientModules() {
      return [path.resolve(__dirname, '../../features/routePreload/client')];
    },
  };
}
