import {decodeTokenMap, decodeTokens, tokensText} from '../../../utils/codeTokensUtils';
import remarkCodeTokens from '../remark';

interface TestNode {
  type: string;
  [key: string]: unknown;
}

const transform = remarkCodeTokens({additionalLanguages: ['bash', 'json', 'diff']});

function tree(...children: TestNode[]): TestNode & {children: TestNode[]} {
  return {type: 'root', children};
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
    const {hProperties} = code.data as {hProperties: {metastring: string; tokens: string}};
    expect(hProperties.metastring).toBe('title="rslib.config.ts"');
    const lines = decodeTokens(hProperties.tokens)!;
    expect(tokensText(lines)).toBe(code.value);
    expect(lines[0][0]).toEqual({types: ['keyword'], content: 'export'});
  });

  it('uses the extra languages, and plain text for a block without language', () => {
    const shell = {type: 'code', lang: 'bash', value: 'npx rslib build --watch'};
    const bare = {type: 'code', lang: null, value: 'dist/index.js'};
    transform(tree(shell, bare));
    const shellLines = decodeTokens(
      (shell as {data?: {hProperties: {tokens: string}}}).data!.hProperties.tokens,
    )!;
    expect(shellLines[0].at(-1)).toEqual({types: ['parameter', 'variable'], content: '--watch'});
    expect(
      decodeTokens((bare as {data?: {hProperties: {tokens: string}}}).data!.hProperties.tokens),
    ).toEqual([[{types: ['plain'], content: 'dist/index.js'}]]);
  });

  it('tokenizes every package manager’s command of <PackageManagerTabs command="…">', () => {
    const tabs = {
      type: 'mdxJsxFlowElement',
      name: 'PackageManagerTabs',
      attributes: [{type: 'mdxJsxAttribute', name: 'command', value: 'install -D @rslib/core'}],
      children: [],
    };
    transform(tree(tabs));
    const tokens = tabs.attributes.find((attribute) => attribute.name === 'tokens')!;
    const byManager = decodeTokenMap(tokens.value);
    expect(Object.keys(byManager)).toEqual(['npm', 'yarn', 'pnpm', 'bun']);
    expect(tokensText(decodeTokens(byManager.yarn)!)).toBe('yarn add -D @rslib/core');
  });

  it('leaves a command given as an expression to the browser', () => {
    const tabs = {
      type: 'mdxJsxFlowElement',
      name: 'PackageManagerTabs',
      attributes: [{type: 'mdxJsxAttribute', name: 'command', value: {type: 'expression'}}],
      children: [],
    };
    transform(tree(tabs));
    expect(tabs.attributes).toHaveLength(1);
  });
});
