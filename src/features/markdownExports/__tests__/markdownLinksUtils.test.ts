import {
  absoluteUrl,
  markdownPath,
  resolveRelativePath,
  rewriteLink,
  type LinkContext,
} from '../markdownLinksUtils';

const context: LinkContext = {
  siteUrl: 'https://rslib.rs',
  file: 'config/rsbuild/tools.mdx',
  permalinks: new Map([
    ['guide/start/index.mdx', '/guide/start/'],
    ['guide/start/quick-start.mdx', '/guide/start/quick-start'],
    ['config/rsbuild/output.mdx', '/config/rsbuild/output'],
    ['config/lib/index.mdx', '/config/lib/'],
  ]),
};

describe('markdownLinksUtils', () => {
  it.each([
    ['/guide/start/', '/guide/start/index.md'],
    ['/guide/start/quick-start', '/guide/start/quick-start.md'],
    ['/zh/guide/start/', '/zh/guide/start/index.md'],
    ['/zh/config/lib/format', '/zh/config/lib/format.md'],
    ['/', '/index.md'],
  ])('puts the twin of %s at %s', (permalink, twin) => {
    expect(markdownPath(permalink)).toBe(twin);
  });

  it('joins the site URL and a path with one slash', () => {
    expect(absoluteUrl('https://rslib.rs/', '/a')).toBe('https://rslib.rs/a');
    expect(absoluteUrl('https://rslib.rs', 'a')).toBe('https://rslib.rs/a');
  });

  it('resolves relative paths inside the docs folder only', () => {
    expect(resolveRelativePath('config/rsbuild/tools.mdx', './output.mdx')).toBe(
      'config/rsbuild/output.mdx',
    );
    expect(resolveRelativePath('config/rsbuild/tools.mdx', '../../guide/start/index.mdx')).toBe(
      'guide/start/index.mdx',
    );
    expect(resolveRelativePath('a.mdx', '../../x.mdx')).toBeNull();
  });

  it.each([
    ['./output.mdx#output-minify', 'https://rslib.rs/config/rsbuild/output.md#output-minify'],
    ['../lib/index.mdx', 'https://rslib.rs/config/lib/index.md'],
    ['../../guide/start/quick-start.mdx#a', 'https://rslib.rs/guide/start/quick-start.md#a'],
    ['/guide/start/', 'https://rslib.rs/guide/start/'],
    ['/img/logo.svg', 'https://rslib.rs/img/logo.svg'],
    ['#local', '#local'],
    ['https://rsbuild.rs/config/', 'https://rsbuild.rs/config/'],
    ['mailto:a@b.c', 'mailto:a@b.c'],
    ['./missing.mdx', './missing.mdx'],
    ['../../../../escape.mdx', '../../../../escape.mdx'],
    ['./image.png', './image.png'],
  ])('rewrites %s to %s', (href, expected) => {
    expect(rewriteLink(href, context)).toBe(expected);
  });

  it('links the Chinese pages to the Chinese twins', () => {
    const zh = new Map([['config/rsbuild/output.mdx', '/zh/config/rsbuild/output']]);
    expect(rewriteLink('./output.mdx', {...context, permalinks: zh})).toBe(
      'https://rslib.rs/zh/config/rsbuild/output.md',
    );
  });
});
