import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** Behaviours of doc pages that need no React: anchor-click warnings, Escape for navbar menus, image zoom, the progress bar. */
export default function docInteractionsPlugin(): Plugin {
  return {
    name: 'doc-interactions',
    getClientModules() {
      return ['anchorWarnings', 'dismissNavbarMenus', 'imageZoom', 'progressBar'].map((name) =>
        path.resolve(__dirname, '../../features/docInteractions', name),
      );
    },
  };
}
