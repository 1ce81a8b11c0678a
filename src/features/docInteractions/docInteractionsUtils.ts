/** When image zoom is set up after a route change, in ms (lets the page render first). */
export const ZOOM_SETUP_DELAY = 100;
/** Content images that zoom on click. */
export const ZOOM_SELECTOR = '.theme-doc-markdown img:not(.no-zoom)';

/**
 * The heading id a link points at on the current page, or null when the link
 * goes elsewhere or has no fragment. Malformed escapes keep the raw text.
 */
export function samePageAnchorId(href: string, currentUrl: string): string | null {
  let target: URL;
  let current: URL;
  try {
    target = new URL(href, currentUrl);
    current = new URL(currentUrl);
  } catch {
    return null;
  }
  if (
    !target.hash ||
    target.hash === '#' ||
    target.origin !== current.origin ||
    target.pathname !== current.pathname ||
    target.search !== current.search
  ) {
    return null;
  }
  const raw = target.hash.slice(1);
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** A navigation shows the progress bar once it has taken this long (ms), as theme-classic's does. */
export const PROGRESS_BAR_DELAY = 200;

/** The navigation progress bar (nprogress): starts at 8 %, trickles every 800 ms, animates in 200 ms. */
export const PROGRESS_BAR = {
  minimum: 0.08,
  speed: 200,
  trickleSpeed: 800,
  showSpinner: false,
} as const;
