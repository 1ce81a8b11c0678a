import type {Plugin} from '@docusaurus/types';
// Node loads this plugin before the @site alias exists, hence the relative path.
import {searchShortcutScript} from '../../features/search/searchShortcut';

/**
 * Listens to the search shortcut from the first moment of every page: an
 * inline script in <head> (the CSP hashes it with the others), so that a press
 * before the site's code has run opens the dialog once it can.
 */
export default function searchShortcutPlugin(): Plugin {
  return {
    name: 'search-shortcut',
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: searchShortcutScript()}]};
    },
  };
}
