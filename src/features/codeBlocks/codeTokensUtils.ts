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

/** A prism-react-renderer theme (the shape of `themeConfig.prism.theme`). */
export interface CodeTheme {
  plain: CSSProperties;
  styles: {types: string[]; style: CSSProperties; languages?: string[]}[];
}

export type ThemeDictionary = Record<string, CSSProperties>;

/** Style per token type for one language, as prism-react-renderer's `themeToDict`. */
export function themeToDict(theme: CodeTheme, language: string): ThemeDictionary {
  const dictionary: ThemeDictionary = {};
  for (const {languages, style, types} of theme.styles) {
    if (languages && !languages.includes(language)) {
      continue;
    }
    for (const type of types) {
      dictionary[type] = {...dictionary[type], ...style};
    }
  }
  dictionary.root = theme.plain;
  dictionary.plain = {...theme.plain, backgroundColor: undefined};
  return dictionary;
}

/** The style of one token, as prism-react-renderer's `getTokenProps`. */
export function tokenStyle(
  dictionary: ThemeDictionary,
  {types, empty}: CodeToken,
): CSSProperties | undefined {
  if (types.length === 1 && types[0] === 'plain') {
    return empty ? {display: 'inline-block'} : undefined;
  }
  if (types.length === 1 && empty) {
    return dictionary[types[0]];
  }
  return Object.assign(
    empty ? {display: 'inline-block'} : {},
    ...types.map((type) => dictionary[type]),
  ) as CSSProperties;
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
