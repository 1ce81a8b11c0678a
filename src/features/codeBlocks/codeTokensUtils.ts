/**
 * Highlighted code as data. Code blocks are tokenized with Prism at build time
 * (src/plugins/codeHighlight) and shipped in the page's own chunk, so readers'
 * browsers neither download nor run Prism. These helpers encode the tokens for
 * the trip and turn them into the props prism-react-renderer 2.4 would give,
 * so the markup is the same as with its `Highlight`.
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

/**
 * A plain token as its bare content (most tokens: spaces, names); any other
 * as `[types joined by spaces, content]`, with a third element `1` when empty.
 */
type EncodedToken = string | [string, string] | [string, string, 1];

function encodeToken({types, content, empty}: CodeToken): EncodedToken {
  if (empty) {
    return [types.join(' '), content, 1];
  }
  return types.length === 1 && types[0] === 'plain' ? content : [types.join(' '), content];
}

export function encodeTokens(lines: CodeLine[]): string {
  return JSON.stringify(lines.map((line) => line.map(encodeToken)));
}

function isEncodedToken(value: unknown): value is EncodedToken {
  return (
    typeof value === 'string' ||
    (Array.isArray(value) &&
      (value.length === 2 || (value.length === 3 && value[2] === 1)) &&
      typeof value[0] === 'string' &&
      typeof value[1] === 'string')
  );
}

function decodeToken(token: EncodedToken): CodeToken {
  if (typeof token === 'string') {
    return {types: ['plain'], content: token};
  }
  const [types, content, empty] = token;
  return {types: types.split(' '), content, ...(empty ? {empty: true} : {})};
}

/** The lines of an encoded string, or null when it is not one (then the caller highlights). */
export function decodeTokens(encoded: string): CodeLine[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(encoded);
  } catch {
    return null;
  }
  if (
    !Array.isArray(parsed) ||
    !parsed.every((line) => Array.isArray(line) && line.every(isEncodedToken))
  ) {
    return null;
  }
  return (parsed as EncodedToken[][]).map((line) => line.map(decodeToken));
}

/** The code the lines spell, to check they belong to the code being shown. */
export function tokensText(lines: CodeLine[]): string {
  return lines
    .map((line) =>
      line
        .filter((token) => !token.empty)
        .map((token) => token.content)
        .join(''),
    )
    .join('\n');
}

/**
 * The tokens a line renders. A line made only of its line break renders
 * empty: the line ends with a `<br>` already, and two breaks would double it.
 */
export function lineTokens(line: CodeLine): CodeLine {
  return line.length === 1 && line[0].content === '\n' ? [{...line[0], content: ''}] : line;
}

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

export function styledTypes(theme: CodeTheme): StyledTypes {
  const sets = {
    color: new Set<string>(),
    fontStyle: new Set<string>(),
    fontWeight: new Set<string>(),
  };
  for (const {style, types} of theme.styles) {
    for (const property of TOKEN_PROPERTIES) {
      if (style[property] !== undefined) {
        types.forEach((type) => sets[property].add(type));
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
 * The class names of a token: `token`, its Prism types once each, and for
 * each property the class of the type whose value wins when the types'
 * styles are merged in order (the last type that sets it), as
 * prism-react-renderer merges them. The stylesheet of the code themes gives
 * those classes their values in light and dark, so code carries no inline
 * style.
 */
export function tokenClassName(types: string[], styled: StyledTypes): string {
  const classes = ['token', ...new Set(types)];
  for (const property of TOKEN_PROPERTIES) {
    const winner = [...types].reverse().find((type) => styled[property].has(type));
    if (winner !== undefined) {
      classes.push(tokenPropertyClass(property, winner));
    }
  }
  return classes.join(' ');
}

/** A JSON object of encoded tokens by name (PackageManagerTabs' `tokens`); empty when it is not one. */
export function decodeTokenMap(json: string | undefined): Record<string, string> {
  if (json === undefined) {
    return {};
  }
  try {
    const parsed: unknown = JSON.parse(json);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      return Object.fromEntries(
        Object.entries(parsed).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      );
    }
  } catch {
    // Not JSON: every command is then highlighted in the browser.
  }
  return {};
}
