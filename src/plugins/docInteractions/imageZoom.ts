/**
 * Content images zoom on click (medium-zoom): set up 100 ms after each route
 * change, over the page background (it follows dark mode through the CSS
 * variable), margin 0. medium-zoom itself closes on Escape, click, resize and
 * 40 px of scrolling, and warns when a `data-zoom-src` image cannot be loaded.
 */
import type {ClientModule} from '@docusaurus/types';
import mediumZoom, {type Zoom} from 'medium-zoom';
import {ZOOM_SELECTOR, ZOOM_SETUP_DELAY} from './utils';

let zoom: Zoom | null = null;
let timer: number | undefined;

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    window.clearTimeout(timer);
    timer = window.setTimeout(() => {
      zoom?.close();
      zoom?.detach();
      zoom = mediumZoom(ZOOM_SELECTOR, {
        background: 'var(--ifm-background-color)',
        margin: 0,
        scrollOffset: 40,
      });
    }, ZOOM_SETUP_DELAY);
  },
};

export default clientModule;
