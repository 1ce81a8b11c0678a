/**
 * The Docusaurus files this site copies or reaches into, pinned by package
 * version and content hash. An upgrade that changes one fails here and names
 * our file to re-check against the new upstream; once it is brought in line,
 * update the pin. Every ejected theme component must be listed.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {listFiles} from '@site/scripts/lib/files';

interface Pin {
  /** The upstream file, under node_modules. */
  upstream: string;
  /** Its package's version when our file was last checked against it. */
  version: string;
  /** The first 16 hex digits of its SHA-256. */
  sha256: string;
  /** Our file that copies or depends on it. */
  ours: string;
}

const THEME_CLASSIC = '@docusaurus/theme-classic/src/theme';

/** Ejected components: our file keeps the upstream structure, changes marked CUSTOM. */
const EJECTS: Pin[] = [
  {
    upstream: `${THEME_CLASSIC}/CodeBlock/index.tsx`,
    version: '3.10.2',
    sha256: '02872fb480f9cfba',
    ours: 'src/theme/CodeBlock/index.tsx',
  },
  {
    upstream: `${THEME_CLASSIC}/CodeBlock/Content/index.tsx`,
    version: '3.10.2',
    sha256: 'b82ef1f4c49f4e2c',
    ours: 'src/theme/CodeBlock/Content/index.tsx',
  },
  {
    upstream: `${THEME_CLASSIC}/CodeBlock/Content/String.tsx`,
    version: '3.10.2',
    sha256: '76e8e89a5336d05d',
    ours: 'src/theme/CodeBlock/Content/String.tsx',
  },
  {
    upstream: `${THEME_CLASSIC}/CodeBlock/Container/index.tsx`,
    version: '3.10.2',
    sha256: '2ece6830dbb5b8d6',
    ours: 'src/theme/CodeBlock/Container/index.tsx',
  },
  {
    upstream: `${THEME_CLASSIC}/CodeBlock/Buttons/CopyButton/index.tsx`,
    version: '3.10.2',
    sha256: 'ad5b66c0602ce84f',
    ours: 'src/theme/CodeBlock/Buttons/CopyButton/index.tsx',
  },
  {
    upstream: `${THEME_CLASSIC}/DocItem/Layout/index.tsx`,
    version: '3.10.2',
    sha256: '1a22e90d75b8892e',
    ours: 'src/theme/DocItem/Layout/index.tsx',
  },
  {
    upstream: `${THEME_CLASSIC}/DocSidebar/Mobile/index.tsx`,
    version: '3.10.2',
    sha256: '8384e429631642ec',
    ours: 'src/theme/DocSidebar/Mobile/index.tsx',
  },
  {
    upstream: `${THEME_CLASSIC}/LastUpdated/index.tsx`,
    version: '3.10.2',
    sha256: '53ab70761b412f83',
    ours: 'src/theme/LastUpdated/index.tsx',
  },
  {
    upstream: `${THEME_CLASSIC}/BackToTopButton/index.tsx`,
    version: '3.10.2',
    sha256: 'bd0ad1795786804c',
    ours: 'src/theme/BackToTopButton/index.tsx',
  },
  {
    upstream: `${THEME_CLASSIC}/BlogListPage/index.tsx`,
    version: '3.10.2',
    sha256: 'dc4183edec9cf341',
    ours: 'src/theme/BlogListPage/index.tsx',
  },
];

/** Internals: private entry points, aliased modules and patched runtime behaviour. */
const INTERNALS: Pin[] = [
  {
    upstream: '@docusaurus/theme-common/lib/utils/codeBlockUtils.js',
    version: '3.10.2',
    sha256: 'ade5a2056ef4f591',
    ours: 'src/internals/themeCommonInternal.ts',
  },
  {
    upstream: '@docusaurus/theme-common/lib/utils/codeBlockUtils.js',
    version: '3.10.2',
    sha256: 'ade5a2056ef4f591',
    ours: 'src/features/codeBlocks/codeLinesUtils.ts',
  },
  {
    upstream: '@docusaurus/theme-classic/lib/theme/NavbarItem/ComponentTypes.js',
    version: '3.10.2',
    sha256: '90ba290ccf01e0b8',
    ours: 'src/theme/NavbarItem/ComponentTypes.tsx',
  },
  {
    upstream: '@docusaurus/core/lib/server/codegen/codegen.js',
    version: '3.10.2',
    sha256: '611cf627307a668c',
    ours: 'src/plugins/clientSiteConfig/index.ts',
  },
  {
    upstream: '@docusaurus/core/lib/client/theme-fallback/Error/index.js',
    version: '3.10.2',
    sha256: '4037ad84f1980a33',
    ours: 'src/theme/Error/index.tsx',
  },
  {
    upstream: '@docusaurus/theme-common/lib/contexts/navbarMobileSidebar.js',
    version: '3.10.2',
    sha256: '66a240ad64d9f9ad',
    ours: 'src/internals/themeCommonInternal.ts',
  },
  {
    upstream: '@docusaurus/theme-common/lib/utils/scrollUtils.js',
    version: '3.10.2',
    sha256: '7ec03a6947963592',
    ours: 'src/internals/themeCommonInternal.ts',
  },
  {
    // Our tabs keep the scroll position on a switch as these do.
    upstream: '@docusaurus/theme-classic/lib/theme/Tabs/index.js',
    version: '3.10.2',
    sha256: '7fe3d248d13cc48d',
    ours: 'src/features/tabs/Tabs/index.tsx',
  },
  {
    // Their light and dark fills come from CSS variables our stylesheet sets.
    upstream: '@docusaurus/theme-classic/lib/theme/Icon/Socials/GitHub/index.js',
    version: '3.10.2',
    sha256: '8586fc4185698405',
    ours: 'src/features/socialLinks/SocialLinks/index.tsx',
  },
  {
    upstream: '@docusaurus/theme-classic/lib/theme/Icon/Socials/X/index.js',
    version: '3.10.2',
    sha256: '8d6c962ee4d1b9aa',
    ours: 'src/features/socialLinks/SocialLinks/index.tsx',
  },
  {
    upstream: '@docusaurus/theme-common/lib/hooks/useCodeWordWrap.js',
    version: '3.10.2',
    sha256: '3483ac26c8c5cb90',
    ours: 'src/features/codeBlocks/useCodeWordWrap.ts',
  },
  {
    upstream: '@docusaurus/theme-classic/lib/prism-include-languages.js',
    version: '3.10.2',
    sha256: 'a464a26897ccb5b2',
    ours: 'src/plugins/codeHighlight/index.ts',
  },
  {
    upstream: '@docusaurus/core/lib/client/exports/Link.js',
    version: '3.10.2',
    sha256: 'cd83fc0c2bffaab8',
    ours: 'src/features/routePreload/client.ts',
  },
  {
    upstream: '@docusaurus/core/lib/client/docusaurus.js',
    version: '3.10.2',
    sha256: 'b0d1dbdc1e3a706f',
    ours: 'src/features/routePreload/client.ts',
  },
  {
    upstream: '@easyops-cn/docusaurus-search-local/dist/client/client/theme/worker.js',
    version: '0.55.3',
    sha256: 'bd81e902cc6fe388',
    ours: 'src/internals/searchLocalClient.ts',
  },
  {
    upstream:
      '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants.js',
    version: '0.55.3',
    sha256: '43f4116a9c5c7cbd',
    ours: 'src/internals/searchLocalClient.ts',
  },
  {
    upstream: '@easyops-cn/docusaurus-search-local/dist/client/client/theme/worker.js',
    version: '0.55.3',
    sha256: 'bd81e902cc6fe388',
    ours: 'src/plugins/searchIndex/utils.ts',
  },
  {
    upstream: '@easyops-cn/docusaurus-search-local/dist/server/server/index.js',
    version: '0.55.3',
    sha256: 'e0e86e0e21dabd9a',
    ours: 'src/plugins/searchIndex/index.ts',
  },
  {
    upstream: '@easyops-cn/docusaurus-search-local/dist/server/server/utils/postBuildFactory.js',
    version: '0.55.3',
    sha256: '38a9ebd7cc40a673',
    ours: 'src/plugins/searchIndex/index.ts',
  },
  {
    upstream: '@easyops-cn/docusaurus-search-local/dist/server/server/utils/buildIndex.js',
    version: '0.55.3',
    sha256: '183b904d52526825',
    ours: 'src/internals/searchLocalServer.ts',
  },
  {
    upstream:
      '@easyops-cn/docusaurus-search-local/dist/server/server/utils/processPluginOptions.js',
    version: '0.55.3',
    sha256: 'd88c4677e6b08b19',
    ours: 'src/internals/searchLocalServer.ts',
  },
];

const NODE_MODULES = path.resolve('node_modules');

function installed(pin: Pin): {version: string; sha256: string} {
  const packageName = pin.upstream.split('/').slice(0, 2).join('/');
  const {version} = JSON.parse(
    fs.readFileSync(path.join(NODE_MODULES, packageName, 'package.json'), 'utf8'),
  ) as {version: string};
  const content = fs.readFileSync(path.join(NODE_MODULES, pin.upstream));
  return {version, sha256: crypto.createHash('sha256').update(content).digest('hex').slice(0, 16)};
}

function themeFiles(dir: string): string[] {
  return listFiles(dir)
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.relative(process.cwd(), path.join(dir, file)));
}

describe('upstream files we copy or depend on', () => {
  it.each([...EJECTS, ...INTERNALS].map((pin) => [pin.ours, pin.upstream, pin] as const))(
    're-check %s when %s changes',
    (_ours, _upstream, pin) => {
      expect(installed(pin)).toEqual({version: pin.version, sha256: pin.sha256});
    },
  );

  it('lists every ejected theme component, and each says what the eject gains', () => {
    const ejected = themeFiles('src/theme').filter((file) =>
      /^\/\*\*[\s\S]*?Ejected from/.test(fs.readFileSync(file, 'utf8')),
    );
    expect(ejected.sort()).toEqual(EJECTS.map((pin) => pin.ours).sort());
    for (const file of ejected) {
      expect([file, /\n \* Gain: /.test(fs.readFileSync(file, 'utf8'))]).toEqual([file, true]);
    }
  });

  it.each([
    ["'@docusaurus/theme-common/internal'", 'src/internals/themeCommonInternal.ts'],
    ["'@easyops-cn/docusaurus-search-local/dist/", 'src/internals/searchLocal*.ts'],
  ])('imports %s only in %s', (specifier) => {
    const sources = [...themeFiles('src')].filter((file) => !file.startsWith('src/internals/'));
    const offenders = sources.filter((file) =>
      fs.readFileSync(file, 'utf8').includes(`from ${specifier}`),
    );
    expect(offenders).toEqual([]);
  });
});
