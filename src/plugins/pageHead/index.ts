import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {browserBundleOnly} from '../browserBundle';

/**
 * Gives the browser bundle a small head manager in place of react-helmet-async
 * (`src/features/pageHead/HeadManager.tsx`, same behaviour, about 5 KB gzip off
 * main.js); the server build keeps helmet, which writes each page's head.
 */
export default function pageHeadPlugin(): Plugin {
  return {
    name: 'page-head',
    configureWebpack: browserBundleOnly(() => ({
      resolve: {
        alias: {
          'react-helmet-async$': path.resolve(__dirname, '../../features/pageHead/HeadManager.tsx'),
        },
      },
    })),
  };
}
