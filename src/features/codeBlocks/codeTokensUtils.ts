/**
 * Highlighted code as data: the tokens Prism gives (through
 * prism-react-renderer's `normalizeTokens`) and the classes that colour them.
 * The code themes' stylesheet (codeThemes.ts) gives those classes their values
 * in light and dark, so code carries no inline style.
 */
import type {CSSProperties} from 'react';

/** One token of a line, as prism-react-renderer's `normalizeTokens` makes them. */
export interface CodeToken {
  types: string[];
  content: string;
  /** Set on the single token of an empty line. */
  empty?: boolean;
}

export type CodeLine = CodeToken[];

/** A prism-react-renderer theme (the shape of `themeConfig.prism.theme`). */
export interface CodeTheme {
  plain: CSSProperties;
  styles: {types: string[]; style: CSSProperties; languages?: string[]}[];
}

/** The properties a code theme gives tokens. */
export const TOKEN_PROPERTIES = ['color', 'fontStyle', 'fontWeight'] as const;
export type TokenProperty = (typeof TOKEN_PROPERTIES)[number];

/** For each token property, the token types a theme sets it for. */
export type StyledTypes = Record<TokenProperty, ReadonlySet<string>>;

/** The types the themes style, property by property (the union of them all). */
export function styledTypes(...themes: CodeTheme[]): StyledTypes {
  const sets = {
    color: new Set<string>(),
    fontStyle: new Set<string>(),
    fontWeight: new Set<string>(),
  };
  for (const {styles} of themes) {
    for (const {style, types} of styles) {
      for (const property of TOKEN_PROPERTIES) {
        if (style[property] !== undefined) {
          types.forEach((type) => sets[property].add(type));
        }
      }
    }
  }
  return sets;
}

/** The class that gives a token the value of `property` that `type` has in the theme. */
export function tokenPropertyClass(property: TokenProperty, type: string): string {
  return `code-${property}-${type}`;
}

/**
 * The classes of a token of these Prism types: for each property, the class
 * of the type whose value wins when the types' styles are merged in order (the
 * last type that sets it), as prism-react-renderer merges them. None for a
 * token no theme styles (plain text).
 */
export function tokenPropertyClasses(types: readonly string[], styled: StyledTypes): string[] {
  return TOKEN_PROPERTIES.flatMap((property) => {
    const winner = [...types].reverse().find((type) => styled[property].has(type));
    return winner === undefined ? [] : [tokenPropertyClass(property, winner)];
  });
}
