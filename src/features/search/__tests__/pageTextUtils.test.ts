import {CODE_TERMS_SEPARATOR, type PageTextSection} from '@site/src/features/search/indexFormat';
import {bestSections, holdsTerm, sectionText} from '@site/src/features/search/pageTextUtils';
import {typedQueryOf} from '@site/src/features/search/queryUtils';

describe('pageTextUtils', () => {
  it('finds an index term at the start of a word (English stems), a Chinese word anywhere', () => {
    expect(holdsTerm('configure the banner', 'configur')).toBe(true);
    expect(holdsTerm('reconfigure it', 'configur')).toBe(false);
    expect(holdsTerm('one library', 'librari')).toBe(true);
    expect(holdsTerm('two libraries', 'librari')).toBe(true);
    expect(holdsTerm('使用类型声明文件', '声明')).toBe(true);
  });

  it('reads a section with its heading and the identifiers of its code', () => {
    expect(sectionText(['#a', 'Options', `Set it.${CODE_TERMS_SEPARATOR}umdName`])).toBe(
      'Options\nSet it. umdName',
    );
  });

  const sections: PageTextSection[] = [
    ['', 'CLI', 'The rslib command builds libraries.'],
    ['#watch', 'Watch mode', 'Rslib rebuilds on change in watch mode.'],
    ['#flags', 'Flags', `Pass flags to rslib build.${CODE_TERMS_SEPARATOR}--watch`],
    ['#other', 'Other', 'Nothing to see.'],
  ];

  it('puts the sections that hold the query as typed first, then those with more of its words, in page order', () => {
    const found = bestSections(sections, ['watch', 'mode'], typedQueryOf('watch mode'), 3);
    expect(found.map((match) => match.section[0])).toEqual(['#watch', '#flags']);
    expect(found[0]).toMatchObject({match: 2, coverage: 1, order: 1});
    expect(found[1]).toMatchObject({match: 0, coverage: 0.5});
  });

  it('leaves out the sections without any of the words, and keeps at most the limit', () => {
    expect(
      bestSections(sections, ['rslib'], typedQueryOf('rslib'), 2).map((m) => m.section[0]),
    ).toEqual(['', '#watch']);
    expect(bestSections(sections, ['absent'], typedQueryOf('absent'), 2)).toEqual([]);
  });
});
