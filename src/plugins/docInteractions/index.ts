import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Behaviours of doc pages that need no React: anchor-click warnings, Escape for
 * navbar menus, image zoom, and the progress bar, which takes the place of
 * theme-classic's own client module (same behaviour, nprogress loaded apart
 * from main.js).
 */
export default function docInteractionsPlugin(): Plugin {
  const feature = (name: string) => path.resolve(__dirname, '../../features/docInteractions', name);
  return {
    name: 'doc-interactions',
    getClientModules() {
      return ['anchorWarnings', 'dismissNavbarMenus', 'imageZoom'].map(feature);
    },
    configureWebpack() {
      return {
        resolve: {
          alias: {
            [require.resolve('@docusaurus/theme-classic/lib/nprogress')]: feature('progressBar'),
          },
        },
      };
    },
  };
}
