/**
 * The progress bar of slow navigations, in place of theme-classic's client
 * module of the same behaviour (src/plugins/docInteractions aliases it here):
 * nprogress starts 200 ms into a navigation and ends when the new page shows,
 * in `--docusaurus-progress-bar-color` (our brand colour). nprogress itself
 * is not in main.js: it loads once the first page has shown and the browser is
 * idle, or when a navigation starts before that.
 */
import type {ClientModule} from '@docusaurus/types';
import type NProgress from 'nprogress';
import '@docusaurus/theme-classic/lib/nprogress.css';
import {PROGRESS_BAR, PROGRESS_BAR_DELAY} from './docInteractionsUtils';

let loading: Promise<typeof NProgress> | undefined;
/** Whether a navigation is under way: a bar loaded late must not start after it ended. */
let navigating = false;

function loadProgressBar(): Promise<typeof NProgress> {
  loading ??= import('nprogress').then(({default: nprogress}) => {
    nprogress.configure(PROGRESS_BAR);
    return nprogress;
  });
  return loading;
}

function whenIdle(callback: () => void): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(callback);
  } else {
    window.setTimeout(callback, 1);
  }
}

const clientModule: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (!previousLocation || location.pathname === previousLocation.pathname) {
      return undefined;
    }
    navigating = true;
    const progressBar = loadProgressBar();
    const timer = window.setTimeout(() => {
      progressBar.then(
        (nprogress) => {
          if (navigating) {
            nprogress.start();
          }
        },
        // Offline: the page still changes, without the bar.
        () => undefined,
      );
    }, PROGRESS_BAR_DELAY);
    return () => window.clearTimeout(timer);
  },
  onRouteDidUpdate() {
    navigating = false;
    if (loading) {
      loading.then(
        (nprogress) => nprogress.done(),
        () => undefined,
      );
    } else {
      whenIdle(() => {
        loadProgressBar().catch(() => {
          loading = undefined;
        });
      });
    }
  },
};

export default clientModule;
