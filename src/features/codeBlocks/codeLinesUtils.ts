/**
 * A code block's lines as Docusaurus 3.10 reads them from the fence
 * (theme-common's `parseLines` and `getLineNumbersStart`), without React, for
 * the build-time HTML of codeHtmlUtils: the highlighted lines of a `{1,3-5}`
 * metastring or of magic comments (which are removed from the code), and the
 * number of the first line when `showLineNumbers` asks for numbers.
 * `__tests__/codeLinesUtils.test.ts` holds it to theme-common's own functions.
 */

/** One entry of `themeConfig.prism.magicComments`. */
export interface MagicComment {
  className: string;
  line?: string;
  block?: {start: string; end: string};
}

/** theme-classic's default: `highlight-next-line`, and `highlight-start` … `highlight-end`. */
export const DEFAULT_MAGIC_COMMENTS: readonly MagicComment[] = [
  {
    className: 'theme-code-block-highlighted-line',
    line: 'highlight-next-line',
    block: {start: 'highlight-start', end: 'highlight-end'},
  },
];

/** The comment syntaxes a magic comment may be written in, as regular expression sources. */
const COMMENT_SYNTAXES = {
  js: {start: '\\/\\/', end: ''},
  jsBlock: {start: '\\/\\*', end: '\\*\\/'},
  jsx: {start: '\\{\\s*\\/\\*', end: '\\*\\/\\s*\\}'},
  bash: {start: '#', end: ''},
  html: {start: '<!--', end: '-->'},
  lua: {start: '--', end: ''},
  wasm: {start: '\\;\\;', end: ''},
  tex: {start: '%', end: ''},
  vb: {start: "['‘’]", end: ''},
  vbnet: {start: "(?:_\\s*)?['‘’]", end: ''},
  rem: {start: '[Rr][Ee][Mm]\\b', end: ''},
  f90: {start: '!', end: ''},
  ml: {start: '\\(\\*', end: '\\*\\)'},
  cobol: {start: '\\*>', end: ''},
} as const;
type CommentSyntax = keyof typeof COMMENT_SYNTAXES;

const POPULAR_SYNTAXES: CommentSyntax[] = ['js', 'jsBlock', 'jsx', 'bash', 'html'];

/** The comment syntaxes of a language (the popular ones for a language not listed). */
const LANGUAGE_SYNTAXES: Record<string, CommentSyntax[]> = {
  js: ['js', 'jsBlock'],
  javascript: ['js', 'jsBlock'],
  ts: ['js', 'jsBlock'],
  typescript: ['js', 'jsBlock'],
  jsx: ['js', 'jsBlock', 'jsx'],
  tsx: ['js', 'jsBlock', 'jsx'],
  html: ['js', 'jsBlock', 'html'],
  python: ['bash'],
  py: ['bash'],
  bash: ['bash'],
  markdown: ['html', 'jsx', 'bash'],
  md: ['html', 'jsx', 'bash'],
  tex: ['tex'],
  latex: ['tex'],
  matlab: ['tex'],
  lua: ['lua'],
  haskell: ['lua'],
  sql: ['lua', 'jsBlock'],
  wasm: ['wasm'],
  vb: ['vb', 'rem'],
  vba: ['vb', 'rem'],
  'visual-basic': ['vb', 'rem'],
  vbnet: ['vbnet', 'rem'],
  batch: ['rem'],
  basic: ['rem', 'f90'],
  fsharp: ['js', 'ml'],
  ocaml: ['ml'],
  sml: ['ml'],
  fortran: ['f90'],
  cobol: ['cobol'],
};

/** A line that holds nothing but one magic comment; its first defined group is the directive. */
function directivePattern(language: string, magicComments: readonly MagicComment[]): RegExp {
  const directives = magicComments
    .flatMap((comment) => [comment.line, comment.block?.start, comment.block?.end])
    .filter(Boolean)
    .join('|');
  const comments = (LANGUAGE_SYNTAXES[language] ?? POPULAR_SYNTAXES)
    .map((syntax) => {
      const {start, end} = COMMENT_SYNTAXES[syntax];
      return `(?:${start}\\s*(${directives})\\s*${end})`;
    })
    .join('|');
  return new RegExp(`^\\s*(?:${comments})\\s*$`);
}

/** The whole numbers from `from` to `to`, both included, up or down. */
function span(from: number, to: number): number[] {
  const step = from <= to ? 1 : -1;
  return Array.from({length: Math.abs(to - from) + 1}, (_, index) => from + index * step);
}

/** The numbers of a range such as `1,3-5` (ascending or descending ends). */
export function numberRange(range: string): number[] {
  return range.split(',').flatMap((part) => {
    const match = /^(\d+)(?:-(\d+))?$/.exec(part);
    return match ? span(Number(match[1]), Number(match[2] ?? match[1])) : [];
  });
}

export interface CodeLines {
  /** The code shown: without its last line break, nor the lines of magic comments. */
  code: string;
  /** Classes by line index (from 0). */
  lineClassNames: Record<number, string[]>;
}

const METASTRING_RANGE = /\{(?<range>[\d,-]+)\}/;

/**
 * The code to show and the classes of its lines. A `{…}` range in the
 * metastring highlights those lines (numbered from 1) with the first magic
 * comment's class, and then the code is not searched for magic comments.
 */
export function parseCodeLines(
  code: string,
  {
    metastring,
    magicComments,
    language,
  }: {metastring?: string; magicComments: readonly MagicComment[]; language: string},
): CodeLines {
  const withoutLastBreak = code.replace(/\r?\n$/, '');
  const range = metastring?.match(METASTRING_RANGE)?.groups?.range;
  if (range !== undefined) {
    const first = magicComments[0];
    if (first === undefined) {
      throw new Error(
        `A highlight range has been given in code block's metastring (\`\`\` ${metastring}), but no magic comment config is available.`,
      );
    }
    return {
      code: withoutLastBreak,
      lineClassNames: Object.fromEntries(
        numberRange(range)
          .filter((line) => line > 0)
          .map((line) => [line - 1, [first.className]]),
      ),
    };
  }
  const directive = directivePattern(language, magicComments);
  const lineClass = new Map(
    magicComments.flatMap((comment) => (comment.line ? [[comment.line, comment.className]] : [])),
  );
  const blockStartClass = new Map(
    magicComments.flatMap((comment) =>
      comment.block ? [[comment.block.start, comment.className]] : [],
    ),
  );
  const blockEndClass = new Map(
    magicComments.flatMap((comment) =>
      comment.block ? [[comment.block.end, comment.className]] : [],
    ),
  );
  // As theme-common does: lines and blocks are collected per class, then each class in config order.
  const linesByClass = new Map(magicComments.map((comment) => [comment.className, [] as number[]]));
  const blockStart = new Map<string, number>();
  const lines = withoutLastBreak.split(/\r?\n/);
  for (let index = 0; index < lines.length;) {
    const match = lines[index]!.match(directive);
    if (!match) {
      index += 1;
      continue;
    }
    const name = match.slice(1).find((group) => group !== undefined)!;
    const lineClassName = lineClass.get(name);
    const startClassName = blockStartClass.get(name);
    const endClassName = blockEndClass.get(name);
    if (lineClassName !== undefined) {
      linesByClass.get(lineClassName)!.push(index);
    } else if (startClassName !== undefined) {
      blockStart.set(startClassName, index);
    } else if (endClassName !== undefined) {
      linesByClass.get(endClassName)!.push(...span(blockStart.get(endClassName) ?? 0, index - 1));
    }
    lines.splice(index, 1);
  }
  const lineClassNames: Record<number, string[]> = {};
  for (const [className, indexes] of linesByClass) {
    for (const index of indexes) {
      (lineClassNames[index] ??= []).push(className);
    }
  }
  return {code: lines.join('\n'), lineClassNames};
}

/**
 * The number of the first line when the block shows line numbers
 * (`showLineNumbers` or `showLineNumbers=5` in the metastring, or the prop),
 * else undefined.
 */
export function lineNumbersStart({
  showLineNumbers,
  metastring,
}: {
  showLineNumbers?: boolean | number;
  metastring?: string;
}): number | undefined {
  if (typeof showLineNumbers === 'boolean') {
    return showLineNumbers ? 1 : undefined;
  }
  if (typeof showLineNumbers === 'number') {
    return showLineNumbers;
  }
  const word = metastring?.split(' ').find((part) => part.startsWith('showLineNumbers'));
  if (word === undefined) {
    return undefined;
  }
  return word.startsWith('showLineNumbers=')
    ? parseInt(word.slice('showLineNumbers='.length), 10)
    : 1;
}
