import {
  buildOverviewGroups,
  filterOverviewGroups,
  normalizeFilterText,
  type PageRecord,
  type SidebarEntry,
} from '@site/src/features/overview/overviewUtils';

const sidebar: SidebarEntry[] = [
  {type: 'link', label: 'Config overview', href: '/config/'},
  {
    type: 'category',
    label: 'Lib Configurations',
    items: [
      {type: 'link', label: 'lib.format', href: '/config/lib/format'},
      {type: 'link', label: 'lib.dts', href: '/config/lib/dts'},
    ],
  },
  {
    type: 'category',
    label: 'JavaScript API',
    items: [
      {
        type: 'category',
        label: 'Nested',
        items: [{type: 'link', label: 'Core API', href: '/api/core'}],
      },
    ],
  },
  {type: 'link', label: 'Loose page', href: '/loose'},
];

const pages: Record<string, PageRecord> = {
  '/config/lib/format': {
    title: 'lib.format',
    headings: [
      {id: 'esm', text: 'ESM output', depth: 2},
      {id: 'umd-name', text: 'UMD name', depth: 3},
    ],
  },
  '/config/lib/dts': {
    title: 'lib.dts',
    overviewHeaders: [2, 3],
    headings: [
      {id: 'default', text: 'Default value', depth: 2},
      {id: 'dts-bundle', text: 'dts.bundle', depth: 3},
      {id: 'dts-abort-on-error', text: 'dts.abortOnError', depth: 3},
    ],
  },
  '/api/core': {title: 'Core API', headings: [{id: 'create-rslib', text: 'createRslib', depth: 2}]},
};

const groups = buildOverviewGroups(sidebar, pages, {currentPath: '/config/'});

describe('buildOverviewGroups', () => {
  it('makes a group per sidebar category and one for loose pages, without the page itself', () => {
    expect(groups.map((group) => [group.name, group.items.map((item) => item.link)])).toEqual([
      ['Lib Configurations', ['/config/lib/format', '/config/lib/dts']],
      ['JavaScript API', ['/api/core']],
      [null, ['/loose']],
    ]);
  });

  it('lists h2 headers by default and the depths a page asks for', () => {
    expect(groups[0]!.items[0]!.headers.map((header) => header.id)).toEqual(['esm']);
    expect(groups[0]!.items[1]!.headers.map((header) => header.id)).toEqual([
      'default',
      'dts-bundle',
      'dts-abort-on-error',
    ]);
  });

  it('uses the overview page depths when a page sets none', () => {
    const deep = buildOverviewGroups(sidebar, pages, {
      currentPath: '/config/',
      overviewHeaders: [3],
    });
    expect(deep[0]!.items[0]!.headers.map((header) => header.id)).toEqual(['umd-name']);
  });
});

describe('filterOverviewGroups', () => {
  it('reads case-insensitively, with hyphens as spaces', () => {
    expect(normalizeFilterText('Abort-On-Error')).toBe('abort on error');
    const result = filterOverviewGroups(groups, 'DEFAULT-value');
    expect(result).toHaveLength(1);
    expect(result[0]!.items[0]!.headers.map((header) => header.id)).toEqual(['default']);
  });

  it('keeps a whole group when its name matches', () => {
    expect(filterOverviewGroups(groups, 'lib conf')[0]).toBe(groups[0]);
  });

  it('keeps a whole page when its title matches', () => {
    const result = filterOverviewGroups(groups, 'lib.dts');
    expect(result[0]!.items).toEqual([groups[0]!.items[1]]);
  });

  it('keeps only the matching headers otherwise', () => {
    const result = filterOverviewGroups(groups, 'bundle');
    expect(result[0]!.items[0]!.headers.map((header) => header.text)).toEqual(['dts.bundle']);
  });

  it('returns everything for an empty query and nothing for no match', () => {
    expect(filterOverviewGroups(groups, '  ')).toBe(groups);
    expect(filterOverviewGroups(groups, 'no such option')).toEqual([]);
    expect(filterOverviewGroups(groups, '(.*+?[')).toEqual([]);
  });
});
