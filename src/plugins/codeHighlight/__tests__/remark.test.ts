import {
  decodeTokenMap,
  decodeTokens,
  tokensText,
} from '@site/src/features/codeBlocks/codeTokensUtils';
import remarkCodeTokens from '../remark';

interface TestNode {
  type: string;
  [key: string]: unknown;
}

const transform = remarkCodeTokens({additionalLanguages: ['bash', 'json', 'diff']});

function tree(...children: TestNode[]): TestNode & {children: TestNode[]} {
  return {type: 'root', children};
}

/** The lines the plugin gave a fenced block. */
function linesOf(code: TestNode) {
  return decodeTokens((code.data as {hProperties: {tokens: string}}).hProperties.tokens);
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

describe('remarkCodeTokens', () => {
  it('adds the tokens of a fenced block, keeping the properties already set', () => {
    const code = {
      type: 'code',
      lang: 'ts',
      meta: 'title="rslib.config.ts"',
      value: "export default {lib: [{format: 'esm'}]};",
      data: {hProperties: {metastring: 'title="rslib.config.ts"'}},
    };
    transform(tree({type: 'blockquote', children: [code]}));
    expect(code.data.hProperties.metastring).toBe('title="rslib.config.ts"');
    const lines = linesOf(code)!;
    expect(tokensText(lines)).toBe(code.value);
    expect(lines[0][0]).toEqual({types: ['keyword'], content: 'export'});
  });

  it('uses the extra languages, and plain text for a block without language', () => {
    const shell = {type: 'code', lang: 'bash', value: 'npx rslib build --watch'};
    const bare = {type: 'code', lang: null, value: 'dist/index.js'};
    transform(tree(shell, bare));
    expect(linesOf(shell)![0].at(-1)).toEqual({
      types: ['parameter', 'variable'],
      content: '--watch',
    });
    expect(linesOf(bare)).toEqual([[{types: ['plain'], content: 'dist/index.js'}]]);
  });

  it('tokenizes every package manager’s command of <PackageManagerTabs command="…">', () => {
    const tabs = packageManagerTabs('install -D @rslib/core');
    transform(tree(tabs));
    const tokens = tabs.attributes.find((attribute) => attribute.name === 'tokens')!;
    const byManager = decodeTokenMap(tokens.value as string);
    expect(Object.keys(byManager)).toEqual(['npm', 'yarn', 'pnpm', 'bun']);
    expect(tokensText(decodeTokens(byManager.yarn)!)).toBe('yarn add -D @rslib/core');
  });

  it('leaves a command given as an expression to the browser', () => {
    const tabs = packageManagerTabs({type: 'expression'});
    transform(tree(tabs));
    expect(tabs.attributes).toHaveLength(1);
  });
});
