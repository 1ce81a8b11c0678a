import fs from 'node:fs';
import path from 'node:path';
import {listFiles} from '@site/scripts/lib/files';
import {
  BLOG_DIRS,
  BLOG_PATH,
  DOC_IDS,
  ROUTES,
  blogPostFiles,
  blogPostPath,
  docPath,
  localizedPath,
} from '../routes';

const SITE_DIR = path.join(__dirname, '../..');
const EN_DOCS = path.join(SITE_DIR, 'docs');
const ZH_DOCS = path.join(SITE_DIR, 'i18n/zh/docusaurus-plugin-content-docs/current');

/** Doc ids of a docs folder: the paths of its `.md`/`.mdx` files without extension. */
function docIdsIn(dir: string): string[] {
  return listFiles(dir)
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => file.replace(/\.mdx?$/, ''))
    .sort();
}

describe('route table', () => {
  it('has one route per page, none twice', () => {
    expect(new Set(ROUTES.map((route) => route.path)).size).toBe(ROUTES.length);
  });

  it('has every doc of both languages in a sidebar, and nothing else', () => {
    expect([...DOC_IDS].sort()).toEqual(docIdsIn(EN_DOCS));
    expect([...DOC_IDS].sort()).toEqual(docIdsIn(ZH_DOCS));
  });

  it('has the blog list, then every post, the same ones in both languages', () => {
    const blog = ROUTES.filter((route) => route.kind === 'blog-list' || route.kind === 'blog-post');
    expect(blog[0]).toEqual({path: BLOG_PATH, kind: 'blog-list', docId: null, blogPost: null});
    const posts = blogPostFiles(BLOG_DIRS.en);
    expect(posts.length).toBeGreaterThan(0);
    expect(blogPostFiles(BLOG_DIRS.zh)).toEqual(posts);
    expect(blog.slice(1).map((route) => route.path)).toEqual(
      posts.map((file) => blogPostPath(BLOG_DIRS.en, file)),
    );
    for (const file of posts) {
      expect(blogPostPath(BLOG_DIRS.zh, file)).toBe(blogPostPath(BLOG_DIRS.en, file));
    }
  });

  it('puts the blog where the config serves it', () => {
    const config = fs.readFileSync(path.join(SITE_DIR, 'docusaurus.config.ts'), 'utf8');
    expect(config).toContain(`routeBasePath: '${BLOG_PATH}'`);
  });

  it('serves a section index with its slash and any other page without', () => {
    expect(docPath('guide/start/index')).toBe('/guide/start/');
    expect(docPath('config/index')).toBe('/config/');
    expect(docPath('guide/start/quick-start')).toBe('/guide/start/quick-start');
    expect(docPath('config/lib/index')).toBe('/config/lib/');
  });

  it('puts Chinese pages under /zh', () => {
    expect(localizedPath('/', 'zh')).toBe('/zh/');
    expect(localizedPath('/guide/start/', 'zh')).toBe('/zh/guide/start/');
    expect(localizedPath('/config/lib/format', 'en')).toBe('/config/lib/format');
  });
});
