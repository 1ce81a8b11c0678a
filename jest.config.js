/**
 * Two projects: `node` for pure utilities, plugins and content checks;
 * `jsdom` for hooks and components (@testing-library/react).
 */
const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: {syntax: 'typescript', tsx: true},
      transform: {react: {runtime: 'automatic'}},
      target: 'es2022',
    },
    module: {type: 'commonjs'},
  },
];

/**
 * The unified/remark packages that parse our MDX, copy-text-to-clipboard and
 * theme-common (its scroll hooks) ship as ES modules only; Jest runs CommonJS,
 * so these (and what they import) go through the transform too.
 */
const ESM_PACKAGES = [
  'unified',
  'bail',
  'devlop',
  'is-plain-obj',
  'trough',
  'vfile[\\w-]*',
  'remark-[\\w-]+',
  'mdast-util-[\\w-]+',
  'micromark[\\w-]*',
  'unist-util-[\\w-]+',
  'estree-util-[\\w-]+',
  'decode-named-character-reference',
  'character-[\\w-]+',
  'parse-entities',
  'stringify-entities',
  'is-(?:alphabetical|alphanumerical|decimal|hexadecimal)',
  'ccount',
  'longest-streak',
  'markdown-table',
  'zwitch',
  'fault',
  'escape-string-regexp',
  'copy-text-to-clipboard',
  // codeLinesUtils is held to theme-common's own code-block functions.
  '@docusaurus/theme-common',
];

const shared = {
  rootDir: __dirname,
  // Tests live here; build/ and .docusaurus/ stay out of Jest's file crawl, as
  // `npm test` runs the unit tests while the build rewrites them.
  roots: ['<rootDir>/src', '<rootDir>/scripts', '<rootDir>/tests'],
  transform: {'^.+\\.(t|j)sx?$': swcTransform},
  transformIgnorePatterns: [`/node_modules/(?!(?:${ESM_PACKAGES.join('|')})/)`],
  moduleNameMapper: {
    '\\.module\\.css$': 'identity-obj-proxy',
    '\\.css$': '<rootDir>/tests/mocks/styleMock.js',
    '^@site/(.*)$': '<rootDir>/$1',
    '^@theme/(.*)$': ['<rootDir>/src/theme/$1', '<rootDir>/tests/mocks/theme/$1'],
    '^@theme-original/(.*)$': '<rootDir>/tests/mocks/theme/$1',
    '^@docusaurus/plugin-content-docs/client$':
      '<rootDir>/tests/mocks/docusaurus/plugin-content-docs/client',
    '^@docusaurus/theme-common/internal$': '<rootDir>/tests/mocks/docusaurus/theme-common/internal',
    '^@docusaurus/(Link|Translate|useDocusaurusContext|useBaseUrl|useGlobalData|ExecutionEnvironment|Head|BrowserOnly|useIsBrowser|useIsomorphicLayoutEffect|Interpolate)$':
      '<rootDir>/tests/mocks/docusaurus/$1',
    '^@generated/(.*)$': '<rootDir>/tests/mocks/generated/$1',
  },
  testPathIgnorePatterns: ['/node_modules/', '/build/'],
};

module.exports = {
  projects: [
    {
      ...shared,
      displayName: 'node',
      testEnvironment: 'node',
      testMatch: [
        '<rootDir>/src/**/__tests__/**/*.test.ts',
        '<rootDir>/scripts/**/__tests__/**/*.test.ts',
        '<rootDir>/tests/content/**/*.test.ts',
        '<rootDir>/tests/unit/**/*.test.ts',
      ],
    },
    {
      ...shared,
      displayName: 'jsdom',
      testEnvironment: 'jsdom',
      setupFilesAfterEnv: ['<rootDir>/tests/setupTests.ts'],
      testMatch: ['<rootDir>/src/**/__tests__/**/*.test.tsx'],
    },
    {
      ...shared,
      // Against the built site (`npm run build` first), in Debian's Chromium.
      displayName: 'browser',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/browser/**/*.test.ts'],
      globalSetup: '<rootDir>/tests/browser/globalSetup.ts',
      globalTeardown: '<rootDir>/tests/browser/globalTeardown.ts',
      setupFilesAfterEnv: ['<rootDir>/tests/browser/setup.ts'],
    },
  ],
};
