import {admonitionTitles} from '../mdxComponentsUtils';
import {mdxToMarkdown, type PageInput} from '../twinUtils';

const page: PageInput = {
  siteUrl: 'https://rslib.rs',
  file: 'config/rsbuild/tools.mdx',
  permalinks: new Map([['config/rsbuild/output.mdx', '/config/rsbuild/output']]),
  title: 'tools',
  description: '',
  source: '',
};

const convert = (lines: string[], extra: Partial<PageInput> = {}) =>
  mdxToMarkdown({...page, source: lines.join('\n'), ...extra});
const markdown = (lines: string[]) => `${lines.join('\n')}\n`;

describe('mdxToMarkdown', () => {
  it('puts the title and description first and drops the front matter', () => {
    expect(
      convert(['---', "title: 'tools'", '---', '', 'Intro.'], {
        description: 'Low-level\n  tools.',
      }),
    ).toBe(markdown(['# tools', '', '> Low-level tools.', '', 'Intro.']));
    expect(convert(['Intro.'])).toBe(markdown(['# tools', '', 'Intro.']));
  });

  it('keeps a title the page writes itself', () => {
    expect(convert(['# Own title', '', 'Text'], {description: 'Unused.'})).toBe(
      markdown(['# Own title', '', 'Text']),
    );
  });

  it('drops imports, exports and comments, and keeps code as written', () => {
    expect(
      convert([
        "import Thing from '@site/src/components/Thing';",
        'export const meta = {};',
        '',
        '{/* a comment */}',
        '',
        'Text.',
        '',
        '```ts title="rslib.config.ts"',
        "import { defineConfig } from '@rslib/core';",
        'export default defineConfig({});',
        '```',
      ]),
    ).toBe(
      markdown([
        '# tools',
        '',
        'Text.',
        '',
        '```ts title="rslib.config.ts"',
        "import { defineConfig } from '@rslib/core';",
        'export default defineConfig({});',
        '```',
      ]),
    );
  });

  it('turns string expressions into text and drops the others', () => {
    expect(convert(["A {'<'} B {1 + 1} C", '', '{"Alone."}', '', '{props.x}'])).toBe(
      markdown(['# tools', '', 'A < B  C', '', 'Alone.']),
    );
  });

  it('takes heading ids off outside code and keeps them inside', () => {
    expect(
      convert([
        '## Options {#options}',
        '',
        '```md',
        '## Kept {#kept}',
        '```',
        '',
        '### `a.b` {#a-b}',
        '',
        "### shims.cjs['import.meta.url'] and __dirname {#shims}",
      ]),
    ).toBe(
      markdown([
        '# tools',
        '',
        '## Options',
        '',
        '```md',
        '## Kept {#kept}',
        '```',
        '',
        '### `a.b`',
        '',
        "### shims.cjs['import.meta.url'] and __dirname",
      ]),
    );
  });

  it('writes the package-manager commands as one bash block', () => {
    expect(
      convert(['Install:', '', '<PackageManagerTabs command="install -D x" />', '', 'Then.']),
    ).toBe(
      markdown([
        '# tools',
        '',
        'Install:',
        '',
        '```bash',
        'npm install -D x',
        'yarn add -D x',
        'pnpm install -D x',
        'bun add -D x',
        '```',
        '',
        'Then.',
      ]),
    );
  });

  it('writes tabs as their items one after the other, each under its bold label', () => {
    expect(
      convert([
        '<Tabs groupId="format">',
        '  <TabItem value="esm" label="ESM">',
        '',
        '    Modules, see [output](./output.mdx).',
        '',
        '    <PackageManagerTabs command="run build" />',
        '',
        '  </TabItem>',
        '  <TabItem value="cjs" label="CommonJS">',
        '',
        '    ```js',
        '    module.exports = {};',
        '    ```',
        '',
        '  </TabItem>',
        '</Tabs>',
      ]),
    ).toBe(
      markdown([
        '# tools',
        '',
        '**ESM**',
        '',
        'Modules, see [output](https://rslib.rs/config/rsbuild/output.md).',
        '',
        '```bash',
        'npm run build',
        'yarn run build',
        'pnpm run build',
        'bun run build',
        '```',
        '',
        '**CommonJS**',
        '',
        '```js',
        'module.exports = {};',
        '```',
      ]),
    );
  });

  it('keeps the content of other components, and drops those without any', () => {
    expect(
      convert(['A', '', '<API moduleName="button" />', '', '<Note>Inside *it*.</Note>', '', 'B']),
    ).toBe(markdown(['# tools', '', 'A', '', 'Inside *it*.', '', 'B']));
  });

  it('turns admonitions into blockquotes that start with the bold title', () => {
    expect(
      convert(
        [
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
        ],
        {admonitionTitles: admonitionTitles({'theme.admonition.tip': '提示'})},
      ),
    ).toBe(
      markdown([
        '# tools',
        '',
        '> **Keep it `small`**',
        '>',
        '> Text with a [link](https://rslib.rs/config/rsbuild/output.md).',
        '>',
        '> ```ts',
        '> const a = 1;',
        '> ```',
        '',
        '> **提示**',
        '>',
        '> Short.',
        '',
        'As is.',
      ]),
    );
  });

  it('gives an admonition without a title the English one by default', () => {
    expect(convert([':::danger', 'Careful.', ':::'])).toBe(
      markdown(['# tools', '', '> **Danger**', '>', '> Careful.']),
    );
  });

  it('makes links and images absolute in prose, not in code', () => {
    expect(
      convert([
        'See [output](./output.mdx#output-target) and [home](/), [out](https://x.dev "t").',
        '',
        '![A diagram](/img/a.svg)',
        '',
        '<img src="/img/b.svg" alt="Another" />',
        '',
        'Inline <img src="/img/c.svg" alt="c" /> image.',
        '',
        '```md',
        '[kept](./output.mdx)',
        '```',
      ]),
    ).toBe(
      markdown([
        '# tools',
        '',
        'See [output](https://rslib.rs/config/rsbuild/output.md#output-target) and [home](https://rslib.rs/), [out](https://x.dev "t").',
        '',
        '![A diagram](https://rslib.rs/img/a.svg)',
        '',
        '![Another](https://rslib.rs/img/b.svg)',
        '',
        'Inline ![c](https://rslib.rs/img/c.svg) image.',
        '',
        '```md',
        '[kept](./output.mdx)',
        '```',
      ]),
    );
  });

  it('writes text as the source does, and escapes text it makes', () => {
    expect(
      convert(['Shims __filename, __dirname, \\*not emphasis\\* and **bold**.'], {
        title: 'The *real* title',
      }),
    ).toBe(
      markdown([
        '# The \\*real\\* title',
        '',
        'Shims __filename, __dirname, \\*not emphasis\\* and **bold**.',
      ]),
    );
  });

  it('shows a text directive the site does not know as text', () => {
    expect(convert(['Run it at 10:30 or on node:fs.'])).toBe(
      markdown(['# tools', '', 'Run it at 10:30 or on node:fs.']),
    );
  });

  it('keeps tables compact with --- delimiters', () => {
    expect(convert(['| A | B |', '| --- | --- |', '| `a` | |'])).toBe(
      markdown(['# tools', '', '| A | B |', '| --- | --- |', '| `a` |  |']),
    );
  });
});
