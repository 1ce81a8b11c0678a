import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/**
 * Two sidebars: the guide and the reference (config and JavaScript API).
 * Category labels are translated in
 * i18n/zh/docusaurus-plugin-content-docs/current.json (keys use `key`).
 * Groups are expanded by default; Docusaurus expands the active one anyway.
 */
const group = (key: string, label: string, items: SidebarsConfig[string]) => ({
  type: 'category' as const,
  key,
  label,
  collapsible: true,
  collapsed: false,
  items,
});

const sidebars: SidebarsConfig = {
  guide: [
    group('getting-started', 'Getting Started', [
      'guide/start/index',
      'guide/start/quick-start',
      'guide/start/glossary',
      'guide/start/npm-packages',
      'guide/start/features',
      'guide/start/ai',
      group('format-examples', 'Format Examples', [
        'guide/start/components/ESM',
        'guide/start/components/CJS',
        'guide/start/components/UMD',
        'guide/start/components/MF',
      ]),
    ]),
    group('solution', 'Solution', [
      'guide/solution/index',
      'guide/solution/nodejs',
      'guide/solution/react',
      'guide/solution/vue',
      'guide/solution/svelte',
      'guide/solution/solid',
    ]),
    group('basic', 'Basic', [
      'guide/basic/cli',
      'guide/basic/configure-rslib',
      'guide/basic/typescript',
      'guide/basic/output-format',
      'guide/basic/output-structure',
      'guide/basic/upgrade-rslib',
      'guide/upgrade/v0-to-v1',
    ]),
    group('advanced', 'Advanced', [
      'guide/advanced/third-party-deps',
      'guide/advanced/output-compatibility',
      'guide/advanced/dts',
      'guide/advanced/module-federation',
      'guide/advanced/storybook',
      'guide/advanced/rstest',
      'guide/advanced/rsdoctor',
      'guide/advanced/assets',
      'guide/advanced/css',
      'guide/advanced/env-vars',
      'guide/advanced/json-files',
      'guide/advanced/svgr-files',
      'guide/advanced/wasm',
      'guide/advanced/web-workers',
      'guide/advanced/module-doc',
      'guide/advanced/monorepo',
    ]),
    group('migration', 'Migration', [
      'guide/migration/index',
      'guide/migration/modernjs-module',
      'guide/migration/tsup',
      'guide/migration/esbuild',
      'guide/migration/rollup',
      'guide/migration/tsc',
    ]),
    group('faq', 'FAQ', ['guide/faq/exceptions', 'guide/faq/features', 'guide/faq/general']),
  ],
  config: [
    'config/index',
    group('lib-configurations', 'Lib Configurations', [
      'config/lib/index',
      'config/lib/format',
      'config/lib/bundle',
      'config/lib/auto-extension',
      'config/lib/auto-external',
      'config/lib/redirect',
      'config/lib/syntax',
      'config/lib/external-helpers',
      'config/lib/banner',
      'config/lib/footer',
      'config/lib/dts',
      'config/lib/shims',
      'config/lib/id',
      'config/lib/umd-name',
      'config/lib/experiments',
      'config/lib/out-base',
      'config/lib/wasm',
    ]),
    group('rsbuild-configurations', 'Rsbuild Configurations', [
      'config/rsbuild/index',
      'config/rsbuild/log-level',
      'config/rsbuild/resolve',
      'config/rsbuild/source',
      'config/rsbuild/output',
      'config/rsbuild/tools',
      'config/rsbuild/performance',
      'config/rsbuild/plugins',
    ]),
    group('javascript-api', 'JavaScript API', [
      'api/start/index',
      'api/javascript-api/core',
      'api/javascript-api/instance',
      'api/javascript-api/types',
    ]),
  ],
};

export default sidebars;
