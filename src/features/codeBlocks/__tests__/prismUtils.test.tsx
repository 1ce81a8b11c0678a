/**
 * The build-time path (tokenizeCode + codeTokensUtils) must give the markup
 * prism-react-renderer's `Highlight` gives in the browser: same lines, and
 * through the code themes' stylesheet the same colours, for the site's own
 * themes.
 */
import {render} from '@testing-library/react';
import {Highlight, Prism, type RenderProps} from 'prism-react-renderer';
import {
  codeThemeCss,
  darkCodeTheme,
  lightCodeTheme,
} from '@site/src/features/codeBlocks/codeThemes';
import {styledTypes, tokenPropertyClasses} from '@site/src/features/codeBlocks/codeTokensUtils';
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

/** The declarations the stylesheet gives each class under one colour mode, as React style objects. */
function stylesheetRules(mode: 'light' | 'dark'): Map<string, Record<string, string>> {
  const rules = new Map<string, Record<string, string>>();
  const pattern = new RegExp(
    `^\\[data-theme='${mode}'\\] \\.prism-code(?: \\.([\\w-]+))?\\{(.*)\\}$`,
  );
  for (const rule of codeThemeCss(lightCodeTheme, darkCodeTheme).split('\n')) {
    const match = pattern.exec(rule);
    if (match) {
      const declarations = Object.fromEntries(
        match[2].split(';').map((declaration) => {
          const [property, value] = declaration.split(':');
          return [property.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()), value];
        }),
      );
      rules.set(match[1] ?? 'root', declarations);
    }
  }
  return rules;
}

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
  });

  it.each([
    ['light', lightCodeTheme],
    ['dark', darkCodeTheme],
  ] as const)('gives, through the stylesheet, the colours Highlight gives (%s)', (mode, theme) => {
    const upstream = highlightProps(code, language, theme);
    const rules = stylesheetRules(mode);
    expect(rules.get('root')).toEqual(upstream.style);
    // The build gives every token one set of classes, from the types either theme styles.
    const styled = styledTypes(lightCodeTheme, darkCodeTheme);
    for (const line of upstream.tokens) {
      for (const token of line) {
        const {display: _display, ...expected} = upstream.getTokenProps({token}).style ?? {};
        const resolved = Object.assign(
          {},
          ...tokenPropertyClasses(token.types, styled).map((name) => rules.get(name) ?? {}),
        );
        expect(resolved).toEqual(expected);
      }
    }
  });
});
