import {pageHeadings, stripInlineMarkdown} from '../utils';

describe('stripInlineMarkdown', () => {
  it('keeps the text a reader sees', () => {
    expect(stripInlineMarkdown('`dts.bundle` and **bold** [link](./x.mdx)')).toBe(
      'dts.bundle and bold link',
    );
    expect(stripInlineMarkdown('Use <code>x</code> _here_')).toBe('Use x here');
  });
});

describe('pageHeadings', () => {
  const source = [
    '---',
    'title: lib.dts',
    '---',
    '',
    '# Not listed',
    '## Default value {#default}',
    '### dts.bundle {#dts-bundle}',
    '```md',
    '## inside code {#nope}',
    '```',
    '#### Deep `one`',
    '##### Too deep',
    '## Same text',
    '## Same text',
  ].join('\n');

  it('lists h2 to h4 outside code with their ids', () => {
    expect(pageHeadings(source)).toEqual([
      {id: 'default', text: 'Default value', depth: 2},
      {id: 'dts-bundle', text: 'dts.bundle', depth: 3},
      {id: 'deep-one', text: 'Deep one', depth: 4},
      {id: 'same-text', text: 'Same text', depth: 2},
      {id: 'same-text-1', text: 'Same text', depth: 2},
    ]);
  });
});
