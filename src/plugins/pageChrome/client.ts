/** Re-reads the query flags after each client-side navigation. */
import type {ClientModule} from '@docusaurus/types';
import {PAGE_PARTS, QUERY_HIDDEN_ATTRIBUTE, markQueryHiddenParts} from './utils';

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    markQueryHiddenParts(window, QUERY_HIDDEN_ATTRIBUTE, PAGE_PARTS);
  },
};

export default clientModule;
