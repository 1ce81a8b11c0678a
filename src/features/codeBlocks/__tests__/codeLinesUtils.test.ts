import path from 'node:path';
import {
  DEFAULT_MAGIC_COMMENTS,
  lineNumbersStart,
  numberRange,
  parseCodeLines,
  type MagicComment,
} from '@site/src/features/codeBlocks/codeLinesUtils';

// theme-common's React helpers import a module only Docusaurus' bundler provides.
jest.mock('@docusaurus/useIsomorphicLayoutEffect', () => ({}), {virtual: true});

/** theme-common's own functions, which the browser uses for blocks highlighted there. */
const upstream = jest.requireActual<{
  parseLines: (
    code: string,
    params: {metastring?: string; magicComments: MagicComment[]; language: string},
  ) => {code: string; lineClassNames: Record<number, string[]>};
  getLineNumbersStart: (params: {
    showLineNumbers?: boolean | number;
    metastring?: string;
  }) => number | undefined;
}>(path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'utils/codeBlockUtils.js'));

const ERROR_COMMENT: MagicComment = {className: 'code-error', line: 'error-next-line'};
const magicComments = [...DEFAULT_MAGIC_COMMENTS, ERROR_COMMENT];

const SAMPLES: [language: string, code: string, metastring: string | undefined][] = [
  ['ts', 'const a = 1;\nconst b = 2;\n', '{2}'],
  ['ts', 'a\nb\nc\nd\ne', 'title="x.ts" {1,3-4}'],
  ['ts', 'a\nb\nc', '{3-1}'],
  ['js', 'a\n// highlight-next-line\nb\nc\n', undefined],
  ['js', '// highlight-start\na\nb\n// highlight-end\nc', undefined],
  ['js', '/* highlight-next-line */\na\n  //   highlight-next-line  \nb', undefined],
  ['js', '// highlight-next-line\n// highlight-next-line\na', undefined],
  ['js', 'a\n// error-next-line\nb\n// highlight-next-line\nb', undefined],
  ['tsx', '{/* highlight-next-line */}\n<a />', undefined],
  ['bash', '# highlight-next-line\nnpm i\n// highlight-next-line\nx', undefined],
  ['html', '<!-- highlight-next-line -->\n<p>', undefined],
  ['md', '<!-- highlight-next-line -->\n# hi\n# highlight-next-line\ntext', undefined],
  ['text', '# highlight-next-line\nkept as text? no: popular syntaxes\n', undefined],
  ['python', '# highlight-start\na\n# highlight-end', undefined],
  ['lua', '-- highlight-next-line\nx', undefined],
  ['sql', '-- highlight-next-line\nselect 1', undefined],
  ['js', 'a // highlight-next-line\nb', undefined],
  ['js', 'only\r\nwindows\r\n', undefined],
  ['js', '// highlight-end\na', undefined],
];

describe('parseCodeLines', () => {
  it.each(SAMPLES)('reads %s %j %s as theme-common does', (language, code, metastring) => {
    expect(parseCodeLines(code, {metastring, magicComments, language})).toEqual(
      upstream.parseLines(code, {metastring, magicComments, language}),
    );
  });

  it('removes the magic comments and marks the lines they point at', () => {
    expect(
      parseCodeLines('a\n// highlight-next-line\nb\n', {
        magicComments: DEFAULT_MAGIC_COMMENTS,
        language: 'js',
      }),
    ).toEqual({code: 'a\nb', lineClassNames: {1: ['theme-code-block-highlighted-line']}});
  });

  it('refuses a metastring range without a magic comment to take its class from', () => {
    expect(() =>
      parseCodeLines('a', {metastring: '{1}', magicComments: [], language: 'js'}),
    ).toThrow(/no magic comment/);
  });
});

describe('lineNumbersStart', () => {
  it.each([
    [{}],
    [{metastring: 'title="a.ts"'}],
    [{metastring: 'showLineNumbers'}],
    [{metastring: 'title="a.ts" showLineNumbers=12'}],
    [{showLineNumbers: true}],
    [{showLineNumbers: false, metastring: 'showLineNumbers'}],
    [{showLineNumbers: 3}],
  ])('reads %j as theme-common does', (params) => {
    expect(lineNumbersStart(params)).toBe(upstream.getLineNumbersStart(params));
  });
});

describe('numberRange', () => {
  it('spells out ranges, either way round, and skips what is not one', () => {
    expect(numberRange('1,3-5')).toEqual([1, 3, 4, 5]);
    expect(numberRange('4-2,')).toEqual([4, 3, 2]);
    expect(numberRange('x,2')).toEqual([2]);
  });
});
