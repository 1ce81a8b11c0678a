/** Docusaurus' route loader, as mounted on `window.docusaurus`. */
export type RouteLoader = Window['docusaurus'];

/**
 * The same loader without prefetch: Docusaurus' Link calls `prefetch` for
 * every internal link (when it scrolls into view, or once mounted where it
 * watches no viewport) and `preload` when one is hovered, touched or followed.
 * Route code is to be preloaded on hover and on navigation only.
 */
export function withoutViewportPrefetch(loader: RouteLoader): RouteLoader {
  return Object.freeze({...loader, prefetch: () => false as const});
}
