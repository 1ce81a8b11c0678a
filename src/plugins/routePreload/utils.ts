/** Docusaurus' route loader, as mounted on `window.docusaurus`. */
export type RouteLoader = Window['docusaurus'];

/**
 * The same loader without prefetch: Docusaurus calls `prefetch` for every
 * internal link that scrolls into view and `preload` when one is hovered,
 * touched or followed. SPEC §2.3 asks for the latter only.
 */
export function withoutViewportPrefetch(loader: RouteLoader): RouteLoader {
  return Object.freeze({...loader, prefetch: () => false as const});
}
