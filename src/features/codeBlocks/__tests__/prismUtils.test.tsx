/**
 * The build-time path (tokenizeCode + codeTokensUtils) must give the markup
 * prism-react-renderer's `Highlight` gives in the browser: same lines, same
 * classes, same styles, for the site's own themes.
 */
import {render} from '@testing-library/react';
import {Highlight, Prism, type RenderProps} from 'prism-react-renderer';
import {darkCodeTheme, lightCodeTheme} from '@site/src/features/codeBlocks/codeThemes';
import {
  decodeTokens,
  encodeTokens,
  themeToDict,
  tokenStyle,
  tokensText,
} from '@site/src/features/codeBlocks/codeTokensUtils';
import {tokenizeCode} from '@site/src/features/codeBlocks/prismUtils';

const SAMPLES: [language: string, code: string][] = [
  [
    'ts',
    "import {defineConfig} from '@rslib/core';\n\n// Two formats.\nexport default defineConfig({\n  lib: [{format: 'esm', syntax: 'es2021'}],\n});",
  ],
  ['tsx', 'export const Button = () => <button type="button">{`Hi ${1}`}</button>;'],
  ['js', 'const a = /re+gex/g;\n\n\nmodule.exports = {a};'],
  ['TS', 'let x: number = 1;'],
  ['text', 'dist/\n  index.js'],
  ['unknown-language', 'whatever <b>'],
];

function highlightProps(code: string, language: string, theme = lightCodeTheme): RenderProps {
  let captured: RenderProps | undefined;
  render(
    <Highlight code={code} language={language} theme={theme} prism={Prism}>
      {(props) => {
        captured = props;
        return null;
      }}
    </Highlight>,
  );
  return captured!;
}

describe.each(SAMPLES)('tokenizeCode (%s)', (language, code) => {
  it('gives the lines Highlight gives', () => {
    const lines = tokenizeCode(Prism, code, language);
    expect(lines).toEqual(highlightProps(code, language).tokens);
    expect(decodeTokens(encodeTokens(lines))).toEqual(lines);
    expect(tokensText(lines)).toBe(code);
  });

  it.each([
    ['light', lightCodeTheme],
    ['dark', darkCodeTheme],
  ])('gives the styles Highlight gives (%s)', (_name, theme) => {
    const upstream = highlightProps(code, language, theme);
    const dictionary = themeToDict(theme, language.toLowerCase());
    expect(dictionary.root).toEqual(upstream.style);
    for (const line of upstream.tokens) {
      expect(upstream.getLineProps({line}).style).toEqual(dictionary.plain);
      for (const token of line) {
        expect(upstream.getTokenProps({token}).style).toEqual(tokenStyle(dictionary, token));
      }
    }
  });
});
