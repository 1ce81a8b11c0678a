import {DEFAULT_MAGIC_COMMENTS} from '@site/src/features/codeBlocks/codeLinesUtils';
import {parseCommandHtml} from '@site/src/utils/packageManagerUtils';
import remarkCodeHtml from '../remark';

interface TestNode {
  type: string;
  [key: string]: unknown;
}

const transform = remarkCodeHtml({
  additionalLanguages: ['bash', 'json', 'diff'],
  magicComments: DEFAULT_MAGIC_COMMENTS,
});

function tree(...children: TestNode[]): TestNode & {children: TestNode[]} {
  return {type: 'root', children};
}

/** What the plugin gave a fenced block's `<code>`: its properties and children. */
function hastOf(code: TestNode) {
  return code.data as {hProperties: {html: string; metastring?: string}; hChildren: unknown[]};
}

/** The text of an HTML string, as a browser would give it. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

/** `<PackageManagerTabs command={command} />` as MDX parses it. */
function packageManagerTabs(command: unknown) {
  return {
    type: 'mdxJsxFlowElement',
    name: 'PackageManagerTabs',
    attributes: [{type: 'mdxJsxAttribute', name: 'command', value: command}],
    children: [],
  };
}

describe('remarkCodeHtml', () => {
  it('gives a fenced block its HTML instead of its text, keeping the properties already set', () => {
    const code = {
      type: 'code',
      lang: 'ts',
      meta: 'title="rslib.config.ts"',
      value: "export default {lib: [{format: 'esm'}]};",
      data: {hProperties: {metastring: 'title="rslib.config.ts"'}},
    };
    transform(tree({type: 'blockquote', children: [code]}));
    const {hProperties, hChildren} = hastOf(code);
    expect(hProperties.metastring).toBe('title="rslib.config.ts"');
    // The code travels once: in the HTML, not also as the element's text.
    expect(hChildren).toEqual([]);
    expect(textOf(hProperties.html)).toBe(code.value);
    expect(hProperties.html).toMatch(
      /^<span class="token-line"><span class="code-color-keyword">export<\/span>/,
    );
  });

  it('uses the extra languages, and plain text for a block without language', () => {
    const shell = {type: 'code', lang: 'bash', value: 'npx rslib build --watch'};
    const bare = {type: 'code', lang: null, value: 'dist/index.js'};
    transform(tree(shell, bare));
    expect(hastOf(shell).hProperties.html).toContain(
      '<span class="code-color-variable">--watch</span>',
    );
    expect(hastOf(bare).hProperties.html).toBe('<span class="token-line">dist/index.js</span>');
  });

  it('highlights the lines of the metastring and of magic comments', () => {
    const ranged = {type: 'code', lang: 'js', meta: '{2}', value: 'a;\nb;'};
    const commented = {type: 'code', lang: 'js', value: 'a;\n// highlight-next-line\nb;'};
    transform(tree(ranged, commented));
    for (const code of [ranged, commented]) {
      expect(hastOf(code).hProperties.html).toContain(
        '<span class="token-line theme-code-block-highlighted-line">b',
      );
    }
  });

  it('highlights every package manager’s command of <PackageManagerTabs command="…">', () => {
    const tabs = packageManagerTabs('install -D @rslib/core');
    transform(tree(tabs));
    const html = tabs.attributes.find((attribute) => attribute.name === 'html')!;
    const byManager = parseCommandHtml(html.value as string)!;
    expect(Object.keys(byManager)).toEqual(['npm', 'yarn', 'pnpm', 'bun']);
    expect(textOf(byManager.yarn!)).toBe('yarn add -D @rslib/core');
  });

  it('leaves a command given as an expression to the browser', () => {
    const tabs = packageManagerTabs({type: 'expression'});
    transform(tree(tabs));
    expect(tabs.attributes).toHaveLength(1);
  });
});
