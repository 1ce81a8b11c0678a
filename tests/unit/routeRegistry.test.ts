import withoutModulePaths from '@site/src/plugins/routeRegistry/loader.cjs';

const ENTRY =
  '"004c60d3": [() => import(/* webpackChunkName: "004c60d3" */ "@site/docs/a \\"b\\".mdx"), ' +
  '"@site/docs/a \\"b\\".mdx", require.resolveWeak("@site/docs/a \\"b\\".mdx")],';

describe('the browser route registry loader', () => {
  it('empties the module path between a chunk loader and its module id', () => {
    expect(withoutModulePaths(ENTRY)).toBe(
      '"004c60d3": [() => import(/* webpackChunkName: "004c60d3" */ "@site/docs/a \\"b\\".mdx"), ' +
        '"", require.resolveWeak("@site/docs/a \\"b\\".mdx")],',
    );
  });
});
