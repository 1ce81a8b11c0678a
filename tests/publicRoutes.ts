/**
 * The routes of the public Rslib 1.x documentation (rslib.rs), in its sidebar
 * order (see /work/shared/reference/rslib-rs-routes.md when it was written).
 * Readers arrive with these URLs from search engines, issues and bookmarks:
 * each must end, in English and under `/zh` in Chinese, on the page of this
 * site that answers it, its own page or the target of a redirect
 * (scripts/hosting/redirects.ts). English paths; the Chinese one is `/zh` + path.
 *
 * tests/browser/publicRoutes.test.ts walks them on the built site;
 * tests/unit/publicRoutes.test.ts checks them against the route table.
 */
import {REDIRECTS} from '@site/scripts/hosting/redirects';
import {ROUTES} from './routes';

/** The sixteen `lib.*` options, one page each under `/config/lib/` (docs/config/lib/*.mdx). */
export const LIB_OPTION_PAGES = [
  'auto-extension',
  'auto-external',
  'banner',
  'bundle',
  'dts',
  'experiments',
  'external-helpers',
  'footer',
  'format',
  'id',
  'out-base',
  'redirect',
  'shims',
  'syntax',
  'umd-name',
  'wasm',
] as const;

export const PUBLIC_ROUTES: readonly string[] = [
  '/',
  '/guide/start/',
  '/guide/start/quick-start',
  '/guide/start/glossary',
  '/guide/start/npm-packages',
  '/guide/start/ai',
  '/guide/solution/',
  '/guide/solution/nodejs',
  '/guide/solution/react',
  '/guide/solution/vue',
  '/guide/solution/svelte',
  '/guide/solution/solid',
  '/guide/basic/cli',
  '/guide/basic/configure-rslib',
  '/guide/basic/typescript',
  '/guide/basic/output-format',
  '/guide/basic/output-structure',
  '/guide/advanced/third-party-deps',
  '/guide/advanced/output-compatibility',
  '/guide/advanced/env-vars',
  '/guide/advanced/dts',
  '/guide/advanced/css',
  '/guide/advanced/static-assets',
  '/guide/advanced/svgr-files',
  '/guide/advanced/json-files',
  '/guide/advanced/wasm',
  '/guide/advanced/web-workers',
  '/guide/advanced/module-federation',
  '/guide/advanced/rspress',
  '/guide/advanced/storybook',
  '/guide/advanced/rstest',
  '/guide/advanced/rsdoctor',
  '/guide/upgrade/upgrade-rslib',
  '/guide/upgrade/v0-to-v1',
  '/guide/migration/tsup',
  '/guide/migration/tsc',
  '/guide/faq/features',
  '/config/',
  '/config/lib/',
  ...LIB_OPTION_PAGES.map((page) => `/config/lib/${page}`),
  '/config/rsbuild/',
  '/config/rsbuild/log-level',
  '/config/rsbuild/resolve',
  '/config/rsbuild/source',
  '/config/rsbuild/output',
  '/config/rsbuild/tools',
  '/config/rsbuild/performance',
  '/config/rsbuild/plugins',
  '/api/start/',
  '/api/javascript-api/core',
  '/api/javascript-api/instance',
  '/api/javascript-api/types',
  '/blog/',
  '/blog/introducing-rslib',
];

export type PublicRouteAnswer =
  /** The route is a page of this site. */
  | {kind: 'page'; path: string}
  /** The route redirects to `path`, a page of this site. */
  | {kind: 'redirect'; path: string}
  /** Nothing answers: a gap the tests report. */
  | {kind: 'missing'};

const SITE_PATHS = new Set(ROUTES.map((route) => route.path));

/** What answers a public route (English path) on this site. */
export function publicRouteAnswer(route: string): PublicRouteAnswer {
  if (SITE_PATHS.has(route)) {
    return {kind: 'page', path: route};
  }
  const redirect = REDIRECTS.find((entry) => entry.from === route);
  if (redirect) {
    return {kind: 'redirect', path: redirect.to};
  }
  return {kind: 'missing'};
}
