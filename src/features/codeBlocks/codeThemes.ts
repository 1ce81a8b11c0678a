import type {PrismTheme} from 'prism-react-renderer';
import {TOKEN_PROPERTIES, tokenPropertyClass, type TokenProperty} from './codeTokensUtils';

/**
 * Code highlighting for light and dark, drawn for this site so that every
 * token keeps at least 4.5:1 against its block (WCAG AA); the stock GitHub and
 * Dracula themes fall below it. `src/utils/__tests__/colorUtils.test.ts`
 * holds every colour to that.
 */
export const lightCodeTheme: PrismTheme = {
  plain: {color: '#24292f', backgroundColor: '#f6f8fa'},
  styles: [
    {
      types: ['comment', 'prolog', 'doctype', 'cdata'],
      style: {color: '#57606a', fontStyle: 'italic'},
    },
    {types: ['punctuation', 'operator'], style: {color: '#24292f'}},
    {types: ['keyword', 'atrule', 'selector', 'important'], style: {color: '#cf222e'}},
    {types: ['string', 'char', 'attr-value', 'regex', 'url'], style: {color: '#0a3069'}},
    {types: ['function', 'method'], style: {color: '#8250df'}},
    {types: ['number', 'boolean', 'constant', 'symbol'], style: {color: '#0550ae'}},
    {types: ['property', 'attr-name', 'tag', 'inserted'], style: {color: '#116329'}},
    {
      types: ['variable', 'parameter', 'class-name', 'builtin', 'namespace'],
      style: {color: '#953800'},
    },
    {types: ['deleted'], style: {color: '#82071e'}},
    {types: ['italic'], style: {fontStyle: 'italic'}},
    {types: ['bold'], style: {fontWeight: 'bold'}},
  ],
};

export const darkCodeTheme: PrismTheme = {
  plain: {color: '#e6edf3', backgroundColor: '#161b22'},
  styles: [
    {
      types: ['comment', 'prolog', 'doctype', 'cdata'],
      style: {color: '#8b949e', fontStyle: 'italic'},
    },
    {types: ['punctuation', 'operator'], style: {color: '#e6edf3'}},
    {types: ['keyword', 'atrule', 'selector', 'important'], style: {color: '#ff7b72'}},
    {types: ['string', 'char', 'attr-value', 'regex', 'url'], style: {color: '#a5d6ff'}},
    {types: ['function', 'method'], style: {color: '#d2a8ff'}},
    {types: ['number', 'boolean', 'constant', 'symbol'], style: {color: '#79c0ff'}},
    {types: ['property', 'attr-name', 'tag', 'inserted'], style: {color: '#7ee787'}},
    {
      types: ['variable', 'parameter', 'class-name', 'builtin', 'namespace'],
      style: {color: '#ffa657'},
    },
    {types: ['deleted'], style: {color: '#ffa198'}},
    {types: ['italic'], style: {fontStyle: 'italic'}},
    {types: ['bold'], style: {fontWeight: 'bold'}},
  ],
};

const CSS_PROPERTY_NAMES: Record<TokenProperty, string> = {
  color: 'color',
  fontStyle: 'font-style',
  fontWeight: 'font-weight',
};

function themeRules(theme: PrismTheme, scope: string): string[] {
  const rules = [
    // The variables theme-classic's block container would set in an inline style.
    `${scope} .theme-code-block{--prism-color:${theme.plain.color};--prism-background-color:${theme.plain.backgroundColor}}`,
    `${scope} .prism-code{color:${theme.plain.color};background-color:${theme.plain.backgroundColor}}`,
  ];
  const values = new Map<string, string>();
  for (const {style, types} of theme.styles) {
    for (const property of TOKEN_PROPERTIES) {
      const value = style[property];
      if (value !== undefined) {
        // A later entry for the same type wins, as when prism-react-renderer merges them.
        types.forEach((type) =>
          values.set(
            tokenPropertyClass(property, type),
            `${CSS_PROPERTY_NAMES[property]}:${value}`,
          ),
        );
      }
    }
  }
  for (const [className, declaration] of values) {
    rules.push(`${scope} .prism-code .${className}{${declaration}}`);
  }
  return rules;
}

/**
 * The stylesheet of the code themes: block colours and the per-token classes
 * of `tokenPropertyClasses`, light and dark. Written at build time by the
 * code-highlight plugin, so code blocks carry classes instead of inline
 * styles and show the colours of the reader's mode before hydration.
 */
export function codeThemeCss(light: PrismTheme, dark: PrismTheme): string {
  return [
    ...themeRules(light, "[data-theme='light']"),
    ...themeRules(dark, "[data-theme='dark']"),
  ].join('\n');
}
