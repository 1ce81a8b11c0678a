/**
 * A click on a same-page anchor whose id does not exist only logs a warning:
 * the page stays where it is and the URL does not change.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {samePageAnchorId} from './docInteractionsUtils';

if (ExecutionEnvironment.canUseDOM) {
  document.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!link || event.defaultPrevented) {
        return;
      }
      const id = samePageAnchorId(link.getAttribute('href')!, window.location.href);
      if (id !== null && !document.getElementById(id)) {
        event.preventDefault();
        console.warn(`No heading with the id "${id}" on this page.`);
      }
    },
    true,
  );
}
