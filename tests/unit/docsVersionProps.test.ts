import docsVersionPropsLoader, {
  withoutDocDescriptions,
} from '@site/src/plugins/docsVersionProps/loader.cjs';

const version = {
  pluginId: 'default',
  docsSidebars: {guide: [{type: 'link', href: '/guide/start/', label: 'Introduction'}]},
  docs: {
    'guide/start/index': {
      id: 'guide/start/index',
      title: 'Introduction',
      description: 'What Rslib is',
      sidebar: 'guide',
    },
  },
};

describe('the docs version props loader', () => {
  it('keeps the docs with their id, title and sidebar, without descriptions', () => {
    expect(withoutDocDescriptions({version})).toEqual({
      version: {
        ...version,
        docs: {
          'guide/start/index': {id: 'guide/start/index', title: 'Introduction', sidebar: 'guide'},
        },
      },
    });
  });

  it('leaves other route props as they are, and writes JSON', () => {
    const other = {categoryGeneratedIndex: {title: 'Guide', description: 'All guides'}};
    expect(withoutDocDescriptions(other)).toBe(other);
    expect(JSON.parse(docsVersionPropsLoader(JSON.stringify({version})))).toEqual(
      withoutDocDescriptions({version}),
    );
  });
});
