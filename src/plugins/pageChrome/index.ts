import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {
  markQueryHiddenPartsScript,
  type PageChromeGlobalData,
  type PagePart,
} from '../../features/pageChrome/pageChromeUtils';

export interface PageChromeOptions {
  /** Parts the site never shows (the navbar with the "always" hiding setting). */
  alwaysHidden: PagePart[];
}

/**
 * Query flags that hide parts of the page chrome (`?navbar=0`, `?sidebar=0`,
 * `?outline=0`, `?footer=0`), applied before the page paints and after every
 * client-side navigation. Front-matter flags are applied by the doc layout.
 */
export default function pageChromePlugin(_context: unknown, options: PageChromeOptions): Plugin {
  return {
    name: 'page-chrome',
    getClientModules() {
      return [path.resolve(__dirname, '../../features/pageChrome/client')];
    },
    async contentLoaded({actions}) {
      const data: PageChromeGlobalData = {alwaysHidden: options.alwaysHidden};
      actions.setGlobalData(data);
    },
    injectHtmlTags() {
      return {
        headTags: [
          {tagName: 'script', innerHTML: markQueryHiddenPartsScript(options.alwaysHidden)},
        ],
      };
    },
  };
}
