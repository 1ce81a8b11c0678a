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
 * Annotations wrap ranges of the code in elements of their own (the links of
 * src/features/codeLinks), around the token spans they cover: markup and
 * attributes only, never text.
 */
import type {PrismLib} from 'prism-react-renderer';
import {tokenPropertyClasses, type CodeToken, type StyledTypes} from './codeTokensUtils';
import {
  lineNumbersStart,
  parseCodeLines,
  type CodeLines,
  type MagicComment,
} from './codeLinesUtils';
import {tokenizeCode} from './prismUtils';

/**
 * An element to wrap a range of the code in (a link to an option's section,
 * say): the range's offsets (JavaScript string indexes, end excluded), the
 * element's tag and its attributes, whose values are escaped here. It adds no
 * text: the `<code>`'s text stays the code (the copy button reads it).
 */
export interface CodeRangeAnnotation {
  start: number;
  end: number;
  tagName: 'a' | 'span' | 'abbr';
  attributes: Record<string, string>;
}

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
  /**
   * Ranges of `code` as written to wrap in an element, in order and not
   * overlapping; a range on a line that a magic comment takes out is dropped.
   */
  annotations?: readonly CodeRangeAnnotation[];
}

export interface LinesHtmlOptions {
  /** Prism with the site's languages. */
  prism: PrismLib;
  /** The token types the code themes style (codeTokensUtils' `styledTypes`). */
  styled: StyledTypes;
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
  /** Ranges of the shown `code` to wrap in an element, in order and not overlapping. */
  annotations?: readonly CodeRangeAnnotation[];
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

function openingTag({tagName, attributes}: CodeRangeAnnotation): string {
  const written = Object.entries(attributes)
    .map(([name, value]) => {
      if (!ATTRIBUTE_NAME.test(name)) {
        throw new Error(`Not an attribute name for a code annotation: ${JSON.stringify(name)}`);
      }
      return ` ${name}="${escapeHtml(value)}"`;
    })
    .join('');
  return `<${tagName}${written}>`;
}

/** A piece of a token's text: in a `<span>` with the token's classes when a code theme styles it. */
function styledText(token: CodeToken, text: string, styled: StyledTypes): string {
  const classes = tokenPropertyClasses(token.types, styled);
  const escaped = escapeHtml(text);
  return classes.length === 0 ? escaped : `<span class="${classes.join(' ')}">${escaped}</span>`;
}

/** Fails on ranges that are empty, out of order, overlapping or outside the code. */
function checkRanges(ranges: readonly CodeRangeAnnotation[], length: number): void {
  ranges.forEach(({start, end}, index) => {
    const previousEnd = index === 0 ? 0 : ranges[index - 1]!.end;
    if (!(start >= previousEnd && start < end && end <= length)) {
      throw new Error(
        `Code annotations must be non-empty ranges of the code, in order and apart: [${start}, ${end}) after ${previousEnd}, in ${length} characters`,
      );
    }
  });
}

/**
 * The HTML of one line's tokens, `lineStart` being the offset of its first
 * character in the code: each token's text escaped, in a `<span>` with its
 * classes when a theme styles it, and each range of `annotations` that meets
 * the line wrapped in its element. A range may cover several tokens (one
 * element around their spans) or part of one (the token's span is split at
 * the range's ends); a range that runs over a line break is cut in one
 * element per line, as lines are elements of their own.
 */
export function lineTokensHtml(
  tokens: readonly CodeToken[],
  lineStart: number,
  annotations: readonly CodeRangeAnnotation[],
  styled: StyledTypes,
): string {
  let html = '';
  let open: CodeRangeAnnotation | null = null;
  let next = annotations.findIndex((range) => range.end > lineStart);
  if (next === -1) {
    next = annotations.length;
  }
  let offset = lineStart;
  for (const token of tokens) {
    let at = offset;
    const tokenEnd = offset + token.content.length;
    while (at < tokenEnd) {
      while (next < annotations.length && annotations[next]!.end <= at) {
        next += 1;
      }
      const range = annotations[next];
      const inside = range !== undefined && range.start <= at;
      const cut = inside
        ? Math.min(range.end, tokenEnd)
        : Math.min(range?.start ?? tokenEnd, tokenEnd);
      if (open !== null && open !== (inside ? range : null)) {
        html += `</${open.tagName}>`;
        open = null;
      }
      if (inside && open === null) {
        open = range;
        html += openingTag(range);
      }
      html += styledText(token, token.content.slice(at - offset, cut - offset), styled);
      at = cut;
    }
    offset = tokenEnd;
  }
  return open === null ? html : `${html}</${open.tagName}>`;
}

/** Where each line of `code` starts, split as prism-react-renderer splits it. */
function lineStarts(code: string): number[] {
  return [0, ...Array.from(code.matchAll(/\r\n|\r|\n/g), (match) => match.index + match[0].length)];
}

/**
 * Ranges of the code as written moved onto the code shown, whose lines are
 * those written less the lines of magic comments (a subsequence: a kept line
 * is never a magic comment, so it matches the first written line equal to
 * it). A range on a line taken out is dropped.
 */
function shownRanges(
  written: string,
  shown: string,
  ranges: readonly CodeRangeAnnotation[],
): CodeRangeAnnotation[] {
  if (written === shown) {
    return [...ranges];
  }
  const writtenStarts = lineStarts(written);
  const writtenLines = written.split(/\r\n|\r|\n/);
  const shownStarts = lineStarts(shown);
  const shownLines = shown.split(/\r\n|\r|\n/);
  // The shown line of each written line, or -1 for a line taken out.
  const shownLineOf: number[] = [];
  let kept = 0;
  for (const line of writtenLines) {
    if (kept < shownLines.length && line === shownLines[kept]) {
      shownLineOf.push(kept);
      kept += 1;
    } else {
      shownLineOf.push(-1);
    }
  }
  const lineAt = (offset: number) => {
    let line = 0;
    while (line + 1 < writtenStarts.length && writtenStarts[line + 1]! <= offset) {
      line += 1;
    }
    return line;
  };
  const moved = (offset: number, line: number) =>
    shownStarts[shownLineOf[line]!]! + offset - writtenStarts[line]!;
  return ranges.flatMap((range) => {
    const startLine = lineAt(range.start);
    const endLine = lineAt(range.end - 1);
    if (shownLineOf[startLine] === -1 || shownLineOf[endLine] === -1) {
      return [];
    }
    return [
      {...range, start: moved(range.start, startLine), end: moved(range.end - 1, endLine) + 1},
    ];
  });
}

/**
 * The HTML of a code block's lines, to set as the inner HTML of its `<code>`:
 * the fence read (highlighted lines, magic comments, line numbers), the code
 * tokenized with Prism, and the ranges of `source.annotations` wrapped in
 * their elements (`lineTokensHtml`).
 */
export function codeBlockHtml(source: CodeBlockSource, options: CodeHtmlOptions): string {
  const language = source.language.toLowerCase();
  const lines = parseCodeLines(source.code, {
    metastring: source.metastring,
    magicComments: options.magicComments,
    language,
  });
  const annotations = source.annotations ?? [];
  checkRanges(annotations, source.code.length);
  return linesHtml(
    {
      ...lines,
      language,
      lineNumbersStart: lineNumbersStart(source),
      annotations: shownRanges(source.code, lines.code, annotations),
    },
    options,
  );
}

/** The HTML of lines already read from their fence (what `codeBlockHtml` does after reading it). */
export function linesHtml(
  {
    code,
    language,
    lineClassNames,
    lineNumbersStart: firstNumber,
    annotations = [],
  }: CodeLinesSource,
  options: LinesHtmlOptions,
): string {
  checkRanges(annotations, code.length);
  const lines = tokenizeCode(options.prism, code, language);
  const starts = lineStarts(code);
  return lines
    .map((line, lineIndex) => {
      const tokens = lineTokensHtml(
        line.filter((token) => !token.empty && token.content !== ''),
        starts[lineIndex]!,
        annotations,
        options.styled,
      );
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
