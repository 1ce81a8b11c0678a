/**
 * Route code is loaded when a link is hovered, touched or followed, not when it
 * scrolls into view: the sidebar alone links 60 pages, whose chunks (about
 * 140 KB gzip) a doc page's first load would otherwise fetch.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {withoutViewportPrefetch, type RouteLoader} from './routePreloadUtils';

if (ExecutionEnvironment.canUseDOM) {
  let loader: RouteLoader | undefined;
  // The client entry mounts the loader after every client module has run, so
  // this module can only catch the assignment.
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    get: () => loader,
    set: (value: RouteLoader) => {
      loader = withoutViewportPrefetch(value);
    },
  });
  // Docusaurus' Link gives every internal link an IntersectionObserver, there
  // only to prefetch when the link comes into view: a hundred observers set up
  // while the page hydrates, for a prefetch the loader above drops. Without
  // the flag, Link asks for that prefetch once it is mounted.
  ExecutionEnvironment.canUseIntersectionObserver = false;
}
