import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** Behaviours of doc pages that need no React: anchor-click warnings, image zoom, the progress bar. */
export default function docInteractionsPlugin(): Plugin {
  return {
    name: 'doc-interactions',
    getClientModules() {
      return ['anchorWarnings', 'imageZoom', 'progressBar'].map((name) =>
        path.resolve(__dirname, '../../features/docInteractions', name),
      );
    },
  };
}
