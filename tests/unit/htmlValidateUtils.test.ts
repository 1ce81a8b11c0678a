import {pagesToValidate, shareOut, summarizeFindings} from '@site/scripts/lib/htmlValidateUtils';

describe('pagesToValidate', () => {
  it('skips the <path>.html copy of a page written as <path>/index.html', () => {
    expect(
      pagesToValidate([
        'build/guide/cli/index.html',
        'build/guide/cli.html',
        'build/404.html',
        'build/index.html',
        'build/zh/guide/cli/index.html',
        'build/zh/guide/cli.html',
      ]),
    ).toEqual([
      'build/404.html',
      'build/guide/cli/index.html',
      'build/index.html',
      'build/zh/guide/cli/index.html',
    ]);
  });

  it('keeps an .html file that has no folder twin', () => {
    expect(pagesToValidate(['build/zh/404.html', 'build/search.html'])).toEqual([
      'build/search.html',
      'build/zh/404.html',
    ]);
  });
});

describe('shareOut', () => {
  it('deals the items round robin', () => {
    expect(shareOut([1, 2, 3, 4, 5], 2)).toEqual([
      [1, 3, 5],
      [2, 4],
    ]);
  });

  it('makes no empty share and at least one', () => {
    expect(shareOut(['a'], 4)).toEqual([['a']]);
    expect(shareOut([], 2)).toEqual([[]]);
  });
});

describe('summarizeFindings', () => {
  it('counts findings per rule, most frequent first, with the first place', () => {
    const finding = (file: string, ruleId: string, line = 1) => ({
      file,
      line,
      column: 2,
      ruleId,
      message: `${ruleId} here`,
    });
    expect(
      summarizeFindings([
        finding('a.html', 'no-dup-class', 3),
        finding('a.html', 'element-permitted-content', 7),
        finding('b.html', 'element-permitted-content'),
      ]),
    ).toEqual([
      'element-permitted-content: 2 in 2 file(s), first a.html:7:2 element-permitted-content here',
      'no-dup-class: 1 in 1 file(s), first a.html:3:2 no-dup-class here',
    ]);
  });
});
