import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {markQueryHiddenPartsScript} from './utils';

/**
 * Query flags that hide parts of the page chrome (`?navbar=0`, `?sidebar=0`,
 * `?outline=0`, `?footer=0`), applied before the page paints and after every
 * client-side navigation. Front-matter flags are applied by the doc layout.
 */
export default function pageChromePlugin(): Plugin {
  return {
    name: 'page-chrome',
    getClientModules() {
      return [path.resolve(__dirname, 'client')];
    },
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: markQueryHiddenPartsScript()}]};
    },
  };
}
