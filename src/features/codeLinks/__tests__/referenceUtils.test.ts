import type {Paragraph} from 'mdast';
import {parseMdx} from '@site/src/utils/markdownUtils';
import {codeMentions, firstSentence, referencePage} from '../referenceUtils';

function paragraph(markdown: string): Paragraph {
  const node = parseMdx(markdown).children[0];
  if (node.type !== 'paragraph') {
    throw new Error(`not a paragraph: ${markdown}`);
  }
  return node;
}

describe('firstSentence', () => {
  it.each([
    [
      'The runtime the output is built for. It changes more than syntax:',
      'The runtime the output is built for.',
    ],
    ['Removes old files! Then builds.', 'Removes old files!'],
    ['Is it on? Yes.', 'Is it on?'],
    // A period inside inline code, a file name or a version does not end the sentence.
    [
      'Writes `dist/index.d.ts` next to `index.js`. Then more.',
      'Writes dist/index.d.ts next to index.js.',
    ],
    ['Node.js reads the .js file as ESM. More.', 'Node.js reads the .js file as ESM.'],
    [
      'Sets a default, e.g. `esm`, for every item. More.',
      'Sets a default, e.g. esm, for every item.',
    ],
    ['A [linked **option**](./dts.mdx) is described. More.', 'A linked option is described.'],
    ['One sentence without a full stop', 'One sentence without a full stop'],
    ['Lines of a\nparagraph are joined. More.', 'Lines of a paragraph are joined.'],
  ])('English: %j', (markdown, sentence) => {
    expect(firstSentence(paragraph(markdown))).toBe(sentence);
  });

  it.each([
    ['产物面向的运行目标。它改变的不只是语法：', '产物面向的运行目标。'],
    ['`format` 决定 lib 项的产物格式。每个 lib 项只有一种格式。', 'format 决定 lib 项的产物格式。'],
    ['是否开启？默认开启。', '是否开启？'],
    [
      '把 `import.meta.url` 替换为一个变量，Rslib 会在顶部声明它。其余不变。',
      '把 import.meta.url 替换为一个变量，Rslib 会在顶部声明它。',
    ],
  ])('Chinese: %j', (markdown, sentence) => {
    expect(firstSentence(paragraph(markdown))).toBe(sentence);
  });

  it('makes the colon that ends an introducing paragraph a full stop, in both languages', () => {
    expect(firstSentence(paragraph('Rslib only removes what is unused:'))).toBe(
      'Rslib only removes what is unused.',
    );
    expect(firstSentence(paragraph('Rslib 只移除无用代码：'))).toBe('Rslib 只移除无用代码。');
  });
});

describe('referencePage', () => {
  const page = referencePage(
    parseMdx(
      [
        '---',
        'title: output',
        '---',
        '',
        '- **Type:** `string`',
        '',
        'The `output` group decides what is written. More text.',
        '',
        '## output.distPath {#output-dist-path}',
        '',
        '- **Type:** `string | { root?: string; js?: string }`',
        '',
        '```js',
        "const distPath = { root: 'dist' };",
        '```',
        '',
        'Where each kind of file is written. A string is shorthand.',
        '',
        '### Per format {#per-format}',
        '',
        'One folder per `format`.',
        '',
        '## output.minify {#output-minify}',
        '',
        '### Options {#minify-options}',
        '',
        'Passed to SWC as `jsOptions`.',
      ].join('\n'),
    ),
  );

  it('gives the introduction the first sentence before the first heading, lists and code skipped', () => {
    expect(page.intro.description).toBe('The output group decides what is written.');
  });

  it('gives each heading id the first sentence of its own first paragraph', () => {
    expect(page.sections['output-dist-path'].description).toBe(
      'Where each kind of file is written.',
    );
    expect(page.sections['per-format'].description).toBe('One folder per format.');
  });

  it('leaves a section without a paragraph of its own without description, not with its subsection’s', () => {
    expect(page.sections['output-minify'].description).toBe('');
  });

  it('keeps the code of a section and of its subsections, and not of the next section', () => {
    const distPath = page.sections['output-dist-path'];
    expect(codeMentions(distPath, 'root')).toBe(true);
    expect(codeMentions(distPath, 'format')).toBe(true);
    expect(codeMentions(distPath, 'jsOptions')).toBe(false);
    expect(codeMentions(page.sections['output-minify'], 'jsOptions')).toBe(true);
  });
});

describe('codeMentions', () => {
  const section = {description: '', code: "{ 'import.meta.url'?: boolean; rootDir: string }"};

  it('finds a key as a whole name, dots included', () => {
    expect(codeMentions(section, 'import.meta.url')).toBe(true);
    expect(codeMentions(section, 'rootDir')).toBe(true);
  });

  it('does not find a key that is only part of a longer name, or absent', () => {
    expect(codeMentions(section, 'root')).toBe(false);
    expect(codeMentions(section, 'bundle')).toBe(false);
  });
});
