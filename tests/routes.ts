/**
 * The route table of SPEC §2.1 (plus the three lib options of names.md): one
 * entry per page, English paths. Chinese paths are the same under `/zh`.
 * `tests/unit/routes.test.ts` holds it against sidebars.ts and docs/;
 * the browser tests request every route in both languages.
 */
export interface SiteRoute {
  /** English path; the Chinese page is `/zh` + path. */
  path: string;
  /** The doc id in sidebars.ts, or null for the landing page. */
  docId: string | null;
}

export const ROUTES: SiteRoute[] = [
  {path: '/', docId: null},
  {path: '/guide/start/', docId: 'guide/start/index'},
  {path: '/guide/start/quick-start', docId: 'guide/start/quick-start'},
  {path: '/guide/start/glossary', docId: 'guide/start/glossary'},
  {path: '/guide/start/npm-packages', docId: 'guide/start/npm-packages'},
  {path: '/guide/start/features', docId: 'guide/start/features'},
  {path: '/guide/start/components/ESM', docId: 'guide/start/components/ESM'},
  {path: '/guide/start/components/CJS', docId: 'guide/start/components/CJS'},
  {path: '/guide/start/components/UMD', docId: 'guide/start/components/UMD'},
  {path: '/guide/start/components/MF', docId: 'guide/start/components/MF'},
  {path: '/guide/solution/', docId: 'guide/solution/index'},
  {path: '/guide/solution/nodejs', docId: 'guide/solution/nodejs'},
  {path: '/guide/solution/react', docId: 'guide/solution/react'},
  {path: '/guide/basic/cli', docId: 'guide/basic/cli'},
  {path: '/guide/basic/configure-rslib', docId: 'guide/basic/configure-rslib'},
  {path: '/guide/basic/typescript', docId: 'guide/basic/typescript'},
  {path: '/guide/basic/output-format', docId: 'guide/basic/output-format'},
  {path: '/guide/basic/output-structure', docId: 'guide/basic/output-structure'},
  {path: '/guide/basic/upgrade-rslib', docId: 'guide/basic/upgrade-rslib'},
  {path: '/guide/upgrade/v0-to-v1', docId: 'guide/upgrade/v0-to-v1'},
  {path: '/guide/advanced/third-party-deps', docId: 'guide/advanced/third-party-deps'},
  {path: '/guide/advanced/output-compatibility', docId: 'guide/advanced/output-compatibility'},
  {path: '/guide/advanced/dts', docId: 'guide/advanced/dts'},
  {path: '/guide/advanced/module-federation', docId: 'guide/advanced/module-federation'},
  {path: '/guide/advanced/storybook', docId: 'guide/advanced/storybook'},
  {path: '/guide/advanced/rstest', docId: 'guide/advanced/rstest'},
  {path: '/guide/advanced/rsdoctor', docId: 'guide/advanced/rsdoctor'},
  {path: '/guide/advanced/assets', docId: 'guide/advanced/assets'},
  {path: '/guide/advanced/css', docId: 'guide/advanced/css'},
  {path: '/guide/advanced/module-doc', docId: 'guide/advanced/module-doc'},
  {path: '/guide/advanced/monorepo', docId: 'guide/advanced/monorepo'},
  {path: '/guide/migration/', docId: 'guide/migration/index'},
  {path: '/guide/migration/modernjs-module', docId: 'guide/migration/modernjs-module'},
  {path: '/guide/migration/tsup', docId: 'guide/migration/tsup'},
  {path: '/guide/migration/esbuild', docId: 'guide/migration/esbuild'},
  {path: '/guide/migration/rollup', docId: 'guide/migration/rollup'},
  {path: '/guide/migration/tsc', docId: 'guide/migration/tsc'},
  {path: '/guide/faq/exceptions', docId: 'guide/faq/exceptions'},
  {path: '/guide/faq/features', docId: 'guide/faq/features'},
  {path: '/guide/faq/general', docId: 'guide/faq/general'},
  {path: '/config/', docId: 'config/index'},
  {path: '/config/lib/', docId: 'config/lib/index'},
  {path: '/config/lib/format', docId: 'config/lib/format'},
  {path: '/config/lib/bundle', docId: 'config/lib/bundle'},
  {path: '/config/lib/auto-extension', docId: 'config/lib/auto-extension'},
  {path: '/config/lib/auto-external', docId: 'config/lib/auto-external'},
  {path: '/config/lib/redirect', docId: 'config/lib/redirect'},
  {path: '/config/lib/syntax', docId: 'config/lib/syntax'},
  {path: '/config/lib/external-helpers', docId: 'config/lib/external-helpers'},
  {path: '/config/lib/banner', docId: 'config/lib/banner'},
  {path: '/config/lib/footer', docId: 'config/lib/footer'},
  {path: '/config/lib/dts', docId: 'config/lib/dts'},
  {path: '/config/lib/shims', docId: 'config/lib/shims'},
  {path: '/config/lib/id', docId: 'config/lib/id'},
  {path: '/config/lib/umd-name', docId: 'config/lib/umd-name'},
  {path: '/config/lib/experiments', docId: 'config/lib/experiments'},
  {path: '/config/lib/out-base', docId: 'config/lib/out-base'},
  {path: '/config/lib/wasm', docId: 'config/lib/wasm'},
  {path: '/config/rsbuild/', docId: 'config/rsbuild/index'},
  {path: '/config/rsbuild/resolve', docId: 'config/rsbuild/resolve'},
  {path: '/config/rsbuild/source', docId: 'config/rsbuild/source'},
  {path: '/config/rsbuild/output', docId: 'config/rsbuild/output'},
  {path: '/config/rsbuild/tools', docId: 'config/rsbuild/tools'},
  {path: '/config/rsbuild/plugins', docId: 'config/rsbuild/plugins'},
  {path: '/api/javascript-api/core', docId: 'api/javascript-api/core'},
  {path: '/api/javascript-api/types', docId: 'api/javascript-api/types'},
];

export const LOCALES = ['en', 'zh'] as const;
export type Locale = (typeof LOCALES)[number];

export function localizedPath(path: string, locale: Locale): string {
  return locale === 'en' ? path : `/zh${path}`;
}
