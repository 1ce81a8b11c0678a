/** Docusaurus' route loader, as mounted on `window.docusaurus`. */
export type RouteLoader = Window['docusaurus'];

/**
 * The same loader without prefetch: Docusaurus' Link calls `prefetch` for
 * every internal link (when it scrolls into view, or once mounted where it
 * watches no viewport) and `preload` when one is hovered, touched or followed.
 * SPEC §2.3 asks for the latter only.
 */
export function withoutViewportPrefetch(loader: RouteLoader): RouteLoader {
  return Object.freeze({...loader, prefetch: () => false as const});
}
