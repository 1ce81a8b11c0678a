/** Re-reads the query flags after each client-side navigation. */
import type {ClientModule} from '@docusaurus/types';
import globalData from '@generated/globalData';
import {
  PAGE_PARTS,
  QUERY_HIDDEN_ATTRIBUTE,
  markQueryHiddenParts,
  type PageChromeGlobalData,
} from './pageChromeUtils';

const {alwaysHidden} = globalData['page-chrome']!.default as PageChromeGlobalData;

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    markQueryHiddenParts(window, QUERY_HIDDEN_ATTRIBUTE, PAGE_PARTS, alwaysHidden);
  },
};

export default clientModule;
