/**
 * Addresses of the public Rslib site whose topic this site covers on a page of
 * another path. Each `from` answers with a permanent redirect to `to`, in every
 * language (`/zh` + both paths for Chinese):
 *
 * - docusaurus.config.ts gives the table to `@docusaurus/plugin-client-redirects`,
 *   which writes an HTML redirect page at each `from` (finish-build.ts then
 *   makes those pages fit the site's Content-Security-Policy);
 * - hostConfigPlugin.ts writes the same rules into the build's `_redirects`
 *   file, for hosts that read it.
 *
 * Paths are English paths of pages, without the locale prefix; `to` must be a
 * route of the sidebar and `from` must not be one (tests/unit/publicRoutes.test.ts).
 */

export interface Redirect {
  /** The path readers arrive at (a route of the public site). */
  from: string;
  /** The page of this site that answers it. */
  to: string;
}

export const REDIRECTS: readonly Redirect[] = [
  // Images, fonts, media and SVG are one page here.
  {from: '/guide/advanced/static-assets', to: '/guide/advanced/assets'},
  // Documenting a library with Rspress: the module-doc page.
  {from: '/guide/advanced/rspress', to: '/guide/advanced/module-doc'},
  // The upgrade guide sits in the Basic group here.
  {from: '/guide/upgrade/upgrade-rslib', to: '/guide/basic/upgrade-rslib'},
];
