import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {browserBundleOnly} from '../browserBundle';

/**
 * Gives the browser bundle only the tslib helpers Docusaurus uses
 * (./helpers.ts), about 3.5 KB gzip off every page.
 * `tests/unit/tslibHelpers.test.ts` fails when a package starts calling another one.
 */
export default function tslibHelpersPlugin(): Plugin {
  return {
    name: 'tslib-helpers',
    configureWebpack: browserBundleOnly(() => ({
      resolve: {alias: {tslib$: path.resolve(__dirname, 'helpers.ts')}},
    })),
  };
}
