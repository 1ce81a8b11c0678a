import {pageHeadings} from '../utils';

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
    '## `lib.format` and **bold** [link](./x.mdx) {#mixed}',
    '',
    ':::tip',
    '',
    '### In a tip {#in-tip}',
    '',
    ':::',
  ].join('\n');

  it('lists h2 to h4 outside code with their ids and the text a reader sees', () => {
    expect(pageHeadings(source)).toEqual([
      {id: 'default', text: 'Default value', depth: 2},
      {id: 'dts-bundle', text: 'dts.bundle', depth: 3},
      {id: 'deep-one', text: 'Deep one', depth: 4},
      {id: 'same-text', text: 'Same text', depth: 2},
      {id: 'same-text-1', text: 'Same text', depth: 2},
      {id: 'mixed', text: 'lib.format and bold link', depth: 2},
      {id: 'in-tip', text: 'In a tip', depth: 3},
    ]);
  });
});
