import {
  absoluteUrl,
  llmsFullTxt,
  llmsTxt,
  markdownPath,
  mdxToMarkdown,
  packageManagerList,
  resolveRelativePath,
  rewriteLink,
  sidebarSections,
  type LinkContext,
  type SidebarEntry,
} from '../utils';

const permalinks = new Map([
  ['guide/start/index.mdx', '/guide/start/'],
  ['guide/start/quick-start.mdx', '/guide/start/quick-start'],
  ['config/rsbuild/output.mdx', '/config/rsbuild/output'],
  ['config/lib/index.mdx', '/config/lib/'],
]);
const context: LinkContext = {
  siteUrl: 'https://rslib.rs',
  file: 'config/rsbuild/tools.mdx',
  permalinks,
};

describe('markdownExports utils', () => {
  describe('paths and links', () => {
    it.each([
      ['/guide/start/', '/guide/start/index.md'],
      ['/guide/start/quick-start', '/guide/start/quick-start.md'],
      ['/zh/guide/start/', '/zh/guide/start/index.md'],
      ['/zh/config/lib/format', '/zh/config/lib/format.md'],
      ['/', '/index.md'],
    ])('puts the twin of %s at %s', (permalink, twin) => {
      expect(markdownPath(permalink)).toBe(twin);
    });

    it('joins the site URL and a path with one slash', () => {
      expect(absoluteUrl('https://rslib.rs/', '/a')).toBe('https://rslib.rs/a');
      expect(absoluteUrl('https://rslib.rs', 'a')).toBe('https://rslib.rs/a');
    });

    it('resolves relative paths inside the docs folder only', () => {
      expect(resolveRelativePath('config/rsbuild/tools.mdx', './output.mdx')).toBe(
        'config/rsbuild/output.mdx',
      );
      expect(resolveRelativePath('config/rsbuild/tools.mdx', '../../guide/start/index.mdx')).toBe(
        'guide/start/index.mdx',
      );
      expect(resolveRelativePath('a.mdx', '../../x.mdx')).toBeNull();
    });

    it.each([
      ['./output.mdx#output-minify', 'https://rslib.rs/config/rsbuild/output.md#output-minify'],
      ['../lib/index.mdx', 'https://rslib.rs/config/lib/index.md'],
      ['../../guide/start/quick-start.mdx#a', 'https://rslib.rs/guide/start/quick-start.md#a'],
      ['/guide/start/', 'https://rslib.rs/guide/start/'],
      ['#local', '#local'],
      ['https://rsbuild.rs/config/', 'https://rsbuild.rs/config/'],
      ['mailto:a@b.c', 'mailto:a@b.c'],
      ['./missing.mdx', './missing.mdx'],
      ['../../../../escape.mdx', '../../../../escape.mdx'],
      ['./image.png', './image.png'],
    ])('rewrites %s to %s', (href, expected) => {
      expect(rewriteLink(href, context)).toBe(expected);
    });

    it('links the Chinese pages to the Chinese twins', () => {
      const zh = new Map([['config/rsbuild/output.mdx', '/zh/config/rsbuild/output']]);
      expect(rewriteLink('./output.mdx', {...context, permalinks: zh})).toBe(
        'https://rslib.rs/zh/config/rsbuild/output.md',
      );
    });
  });

  describe('packageManagerList', () => {
    it('lists the command of each package manager', () => {
      expect(packageManagerList('install -D @rslib/core')).toEqual([
        '- npm: `npm install -D @rslib/core`',
        '- yarn: `yarn add -D @rslib/core`',
        '- pnpm: `pnpm install -D @rslib/core`',
        '- bun: `bun add -D @rslib/core`',
      ]);
    });
  });

  describe('mdxToMarkdown', () => {
    const convert = (source: string, extra: Partial<Parameters<typeof mdxToMarkdown>[0]> = {}) =>
      mdxToMarkdown({
        ...context,
        title: 'tools',
        description: 'Low-level tools.',
        source,
        ...extra,
      });

    it('puts the title and description first and drops the front matter', () => {
      expect(convert("---\ntitle: 'tools'\n---\n\nIntro.\n")).toBe(
        '# tools\n\n> Low-level tools.\n\nIntro.\n',
      );
      expect(convert('Intro.', {description: ''})).toBe('# tools\n\nIntro.\n');
    });

    it('keeps a title the page writes itself', () => {
      expect(convert('# Own title\n\nText')).toBe('# Own title\n\nText\n');
    });

    it('drops ESM lines and MDX comments, but not inside code', () => {
      const source = [
        "import Thing from '@site/src/components/Thing';",
        'export const meta = {};',
        '{/* a comment */}',
        'Text.',
        '',
        '```ts title="rslib.config.ts"',
        "import { defineConfig } from '@rslib/core';",
        'export default defineConfig({});',
        '```',
      ].join('\n');
      expect(convert(source, {description: ''})).toBe(
        [
          '# tools',
          '',
          'Text.',
          '',
          '```ts title="rslib.config.ts"',
          "import { defineConfig } from '@rslib/core';",
          'export default defineConfig({});',
          '```',
          '',
        ].join('\n'),
      );
    });

    it('strips heading ids outside code and keeps them inside', () => {
      const source = '## Options {#options}\n\n```md\n## Kept {#kept}\n```\n### `a.b` {#a-b}';
      expect(convert(source, {description: ''})).toBe(
        '# tools\n\n## Options\n\n```md\n## Kept {#kept}\n```\n### `a.b`\n',
      );
    });

    it('lists the package-manager commands', () => {
      const source = 'Install:\n\n<PackageManagerTabs command="install -D x" />\n\nThen.';
      expect(convert(source, {description: ''})).toBe(
        [
          '# tools',
          '',
          'Install:',
          '',
          '- npm: `npm install -D x`',
          '- yarn: `yarn add -D x`',
          '- pnpm: `pnpm install -D x`',
          '- bun: `bun add -D x`',
          '',
          'Then.',
          '',
        ].join('\n'),
      );
    });

    it('drops other components that stand alone on a line', () => {
      expect(convert('A\n\n<API moduleName="button" />\n\nB', {description: ''})).toBe(
        '# tools\n\nA\n\nB\n',
      );
    });

    it('turns admonitions into GitHub alerts, code included', () => {
      const source = [
        ':::warning[Keep it `small`]',
        '',
        'Text with a [link](./output.mdx).',
        '',
        '```ts',
        'const a = 1;',
        '```',
        '',
        ':::',
        '',
        ':::tip',
        'Short.',
        ':::',
        '',
        ':::unknown',
        'As is.',
        ':::',
      ].join('\n');
      expect(convert(source, {description: ''})).toBe(
        [
          '# tools',
          '',
          '> [!WARNING]',
          '> **Keep it `small`**',
          '>',
          '> Text with a [link](https://rslib.rs/config/rsbuild/output.md).',
          '>',
          '> ```ts',
          '> const a = 1;',
          '> ```',
          '>',
          '',
          '> [!TIP]',
          '> Short.',
          '',
          ':::unknown',
          'As is.',
          ':::',
          '',
        ].join('\n'),
      );
    });

    it('makes links absolute in prose, not in code', () => {
      const source = [
        'See [output](./output.mdx#output-target) and [home](/), [out](https://x.dev "t").',
        '',
        '```md',
        '[kept](./output.mdx)',
        '```',
      ].join('\n');
      expect(convert(source, {description: ''})).toBe(
        [
          '# tools',
          '',
          'See [output](https://rslib.rs/config/rsbuild/output.md#output-target) and [home](https://rslib.rs/), [out](https://x.dev "t").',
          '',
          '```md',
          '[kept](./output.mdx)',
          '```',
          '',
        ].join('\n'),
      );
    });

    it('survives an unclosed fence or admonition', () => {
      expect(convert('```ts\nconst a = 1;', {description: ''})).toBe(
        '# tools\n\n```ts\nconst a = 1;\n',
      );
      expect(convert(':::note\nText', {description: ''})).toBe('# tools\n\n> [!NOTE]\n> Text\n');
    });
  });

  describe('sidebarSections', () => {
    const titles: Record<string, string> = {'config/index': 'Config overview'};
    const sidebars: SidebarEntry[][] = [
      [
        {
          type: 'category',
          label: 'Getting Started',
          items: [
            {type: 'doc', id: 'guide/start/index'},
            {
              type: 'category',
              label: 'Format Examples',
              items: [{type: 'doc', id: 'guide/start/components/ESM'}],
            },
          ],
        },
        {type: 'link'},
      ],
      [
        {type: 'doc', id: 'config/index'},
        {
          type: 'category',
          label: 'Lib Configurations',
          link: {type: 'doc', id: 'config/lib/index'},
          items: [
            {type: 'doc', id: 'config/lib/format'},
            {type: 'ref', id: 'guide/start/index'},
          ],
        },
        {type: 'category', label: 'Empty', items: []},
      ],
    ];

    it('makes a section per top-level category, in order, each doc once', () => {
      expect(sidebarSections(sidebars, (id) => titles[id] ?? id)).toEqual([
        {title: 'Getting Started', docIds: ['guide/start/index', 'guide/start/components/ESM']},
        {title: 'Config overview', docIds: ['config/index']},
        {title: 'Lib Configurations', docIds: ['config/lib/index', 'config/lib/format']},
      ]);
    });
  });

  describe('llms.txt', () => {
    const index = {
      name: 'Rslib',
      summary: 'The Rsbuild-based library\ndevelopment tool',
      details: 'Every page has a `.md` twin.',
      sections: [
        {
          title: 'Getting Started',
          links: [
            {
              title: 'Introduction',
              url: 'https://rslib.rs/guide/start/index.md',
              description: 'What Rslib is.',
            },
            {title: 'Quick start', url: 'https://rslib.rs/guide/start/quick-start.md'},
          ],
        },
      ],
    };

    it('follows the llms.txt layout', () => {
      expect(llmsTxt(index)).toBe(
        [
          '# Rslib',
          '',
          '> The Rsbuild-based library development tool',
          '',
          'Every page has a `.md` twin.',
          '',
          '## Getting Started',
          '',
          '- [Introduction](https://rslib.rs/guide/start/index.md): What Rslib is.',
          '- [Quick start](https://rslib.rs/guide/start/quick-start.md)',
          '',
        ].join('\n'),
      );
    });

    it('concatenates every page for llms-full.txt with its source URL', () => {
      expect(
        llmsFullTxt(index, [
          {url: 'https://rslib.rs/guide/start/', markdown: '# Introduction\n\nText.\n'},
          {url: 'https://rslib.rs/x', markdown: 'No title.\n'},
        ]),
      ).toBe(
        [
          '# Rslib',
          '',
          '> The Rsbuild-based library development tool',
          '',
          '---',
          '',
          '# Introduction',
          '',
          'Source: https://rslib.rs/guide/start/',
          '',
          'Text.',
          '',
          '---',
          '',
          'Source: https://rslib.rs/x',
          '',
          'No title.',
          '',
        ].join('\n'),
      );
    });
  });
});
