/**
 * The highlighted HTML of a code block, made once at build time
 * (src/plugins/codeHighlight) and set as the inner HTML of the block's
 * `<code>` (src/theme/CodeBlock/Content): React neither ships the code as
 * elements nor walks its tokens when the page hydrates.
 *
 * The markup: one `<span class="token-line">` per line (shown as a block),
 * ending with its line break but for the last line, so the `<code>`'s text is
 * the code exactly (the copy button reads it) and a selection copies its lines;
 * a token with a colour or a font style is a `<span>` whose classes the code
 * themes' stylesheet styles in light and dark (no inline style); plain text is
 * bare. With line numbers, a line holds an empty number cell (`data-line`,
 * shown by CSS, so it is neither selected nor copied) and a content cell.
 */
import type {PrismLib} from 'prism-react-renderer';
import {
  tokenPropertyClasses,
  type CodeLine,
  type CodeToken,
  type StyledTypes,
} from './codeTokensUtils';
import {
  lineNumbersStart,
  parseCodeLines,
  type CodeLines,
  type MagicComment,
} from './codeLinesUtils';
import {tokenizeCode} from './prismUtils';

/** A code block as written: its code, language and fence metastring. */
export interface CodeBlockSource {
  /** The code as written, magic comments included. */
  code: string;
  /** Prism's name for it (`ts`, `bash`); `text` for none. */
  language: string;
  /** What follows the language on the fence: `title="…"`, `{1,3}`, `showLineNumbers`. */
  metastring?: string;
  /** The `showLineNumbers` prop of a `<CodeBlock>` written in JSX. */
  showLineNumbers?: boolean | number;
}

/** Where a token stands: its line (from 0) and its place in the line. */
export interface TokenPosition {
  line: number;
  index: number;
}

/**
 * An element to wrap one token in (a link to an option's page, say): its tag
 * and attributes, whose values are escaped here.
 */
export interface TokenAnnotation {
  tagName: 'a' | 'span' | 'abbr';
  attributes: Record<string, string>;
}

/** Decides, token by token, whether to wrap it in an element. */
export type TokenAnnotator = (
  token: CodeToken,
  position: TokenPosition,
  lines: readonly CodeLine[],
) => TokenAnnotation | undefined;

export interface LinesHtmlOptions {
  /** Prism with the site's languages. */
  prism: PrismLib;
  /** The token types the code themes style (codeTokensUtils' `styledTypes`). */
  styled: StyledTypes;
  /** The seam for per-token annotations; without it no token is wrapped. */
  annotateToken?: TokenAnnotator;
}

export interface CodeHtmlOptions extends LinesHtmlOptions {
  /** `themeConfig.prism.magicComments`. */
  magicComments: readonly MagicComment[];
}

/** The lines of a block once its fence is read (codeLinesUtils, or theme-common in the browser). */
export interface CodeLinesSource extends CodeLines {
  language: string;
  /** The number of the first line; undefined for no numbers. */
  lineNumbersStart?: number;
}

const TEXT_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
};

/** Text or an attribute value made safe to put in HTML (between tags or in double quotes). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (character) => TEXT_ESCAPES[character]!);
}

const ATTRIBUTE_NAME = /^[a-z][a-z0-9-]*$/;

function annotated(annotation: TokenAnnotation, inner: string): string {
  const attributes = Object.entries(annotation.attributes)
    .map(([name, value]) => {
      if (!ATTRIBUTE_NAME.test(name)) {
        throw new Error(`Not an attribute name for a code token: ${JSON.stringify(name)}`);
      }
      return ` ${name}="${escapeHtml(value)}"`;
    })
    .join('');
  return `<${annotation.tagName}${attributes}>${inner}</${annotation.tagName}>`;
}

function tokenHtml(
  token: CodeToken,
  position: TokenPosition,
  lines: readonly CodeLine[],
  {styled, annotateToken}: LinesHtmlOptions,
): string {
  const classes = tokenPropertyClasses(token.types, styled);
  const text = escapeHtml(token.content);
  const html = classes.length === 0 ? text : `<span class="${classes.join(' ')}">${text}</span>`;
  // The seam: a token may be wrapped in an element of its own (a link, a tooltip's anchor).
  const annotation = annotateToken?.(token, position, lines);
  return annotation ? annotated(annotation, html) : html;
}

/**
 * The HTML of a code block's lines, to set as the inner HTML of its `<code>`:
 * the fence read (highlighted lines, magic comments, line numbers), the code
 * tokenized with Prism, each token written by `tokenHtml`, where
 * `options.annotateToken` may wrap it in an element of its own.
 */
export function codeBlockHtml(source: CodeBlockSource, options: CodeHtmlOptions): string {
  const language = source.language.toLowerCase();
  return linesHtml(
    {
      ...parseCodeLines(source.code, {
        metastring: source.metastring,
        magicComments: options.magicComments,
        language,
      }),
      language,
      lineNumbersStart: lineNumbersStart(source),
    },
    options,
  );
}

/** The HTML of lines already read from their fence (what `codeBlockHtml` does after reading it). */
export function linesHtml(
  {code, language, lineClassNames, lineNumbersStart: firstNumber}: CodeLinesSource,
  options: LinesHtmlOptions,
): string {
  const lines = tokenizeCode(options.prism, code, language);
  return lines
    .map((line, lineIndex) => {
      const tokens = line
        .filter((token) => !token.empty && token.content !== '')
        .map((token, index) => tokenHtml(token, {line: lineIndex, index}, lines, options))
        .join('');
      const content = lineIndex < lines.length - 1 ? `${tokens}\n` : tokens;
      const classes = escapeHtml(
        [
          'token-line',
          ...(firstNumber === undefined ? [] : ['code-line-numbered']),
          ...(lineClassNames[lineIndex] ?? []),
        ].join(' '),
      );
      return firstNumber === undefined
        ? `<span class="${classes}">${content}</span>`
        : `<span class="${classes}"><span class="code-line-number" data-line="${
            firstNumber + lineIndex
          }"></span><span class="code-line-content">${content}</span></span>`;
    })
    .join('');
}
