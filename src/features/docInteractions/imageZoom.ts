/**
 * Content images zoom on click (medium-zoom): set up 100 ms after each route
 * change, over the page background (it follows dark mode through the CSS
 * variable), margin 0. medium-zoom itself closes on Escape, click, resize and
 * 40 px of scrolling, and warns when a `data-zoom-src` image cannot be loaded.
 * Its code and stylesheet are fetched only by pages that have a zoomable image:
 * the build without styles (`dist/pure`) and its stylesheet as a file, where
 * the default build would add a `<style>` element, which the site's
 * Content-Security-Policy refuses.
 */
import type {ClientModule} from '@docusaurus/types';
import type {Zoom} from 'medium-zoom/dist/pure';
import {ZOOM_SELECTOR, ZOOM_SETUP_DELAY} from './docInteractionsUtils';

let zoom: Zoom | null = null;
let timer: number | undefined;
// Counts route changes, so a slow import does not attach to a page already left.
let setups = 0;

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    window.clearTimeout(timer);
    const setup = (setups += 1);
    timer = window.setTimeout(() => {
      zoom?.close();
      zoom?.detach();
      zoom = null;
      if (!document.querySelector(ZOOM_SELECTOR)) {
        return;
      }
      Promise.all([import('medium-zoom/dist/pure'), import('medium-zoom/dist/style.css')]).then(
        ([{default: mediumZoom}]) => {
          if (setup === setups) {
            zoom = mediumZoom(ZOOM_SELECTOR, {
              background: 'var(--ifm-background-color)',
              margin: 0,
              scrollOffset: 40,
            });
          }
        },
        // Offline: the images stay as they are, unzoomed.
        () => undefined,
      );
    }, ZOOM_SETUP_DELAY);
  },
};

export default clientModule;
