/**
 * The site's pages, derived from what builds them: the landing page, every doc
 * of `sidebars.ts` in sidebar order, then the blog's list and its posts (newest
 * first, as the list shows them). English paths; the Chinese page of each is the
 * same path under `/zh`. A new page needs no edit here: adding it to the docs
 * folders and the sidebar, or a post to the blog folders, puts it in every test
 * that walks the routes.
 */
import fs from 'node:fs';
import path from 'node:path';
import sidebars from '@site/sidebars';
import {frontMatterOf} from './frontMatter';

export type RouteKind = 'landing' | 'doc' | 'blog-list' | 'blog-post';

export interface SiteRoute {
  /** English path; the Chinese page is `/zh` + path. */
  path: string;
  kind: RouteKind;
  /** The doc id in sidebars.ts, or null for a page that is not a doc. */
  docId: string | null;
  /** A blog post's file in the blog folder (the same name in both languages), or null. */
  blogPost: string | null;
}

/** Blog posts: `blog/` in English, the same file names in Chinese. */
export const BLOG_DIRS = {
  en: path.join(__dirname, '../blog'),
  zh: path.join(__dirname, '../i18n/zh/docusaurus-plugin-content-blog'),
} as const;
/** The blog list (routeBasePath of the blog in docusaurus.config.ts). */
export const BLOG_PATH = '/blog/';

type SidebarItem = string | {type?: string; id?: string; items?: SidebarItem[]};

/** The doc ids of sidebar items, depth first, in the order the sidebar shows them. */
export function sidebarDocIds(items: readonly SidebarItem[]): string[] {
  return items.flatMap((item) => {
    if (typeof item === 'string') {
      return [item];
    }
    if (item.type === 'doc' && item.id) {
      return [item.id];
    }
    return item.items ? sidebarDocIds(item.items) : [];
  });
}

/** `guide/start/index` is served at `/guide/start/`, `guide/start/quick-start` at `/guide/start/quick-start`. */
export function docPath(docId: string): string {
  return `/${docId.replace(/(^|\/)index$/, '$1')}`;
}

export const DOC_IDS: string[] = Object.values(sidebars).flatMap((items) =>
  sidebarDocIds(items as SidebarItem[]),
);

/** The post files of a blog folder, newest first (their names start with the date). */
export function blogPostFiles(dir: string): string[] {
  return fs
    .readdirSync(dir)
    .filter((file) => /\.mdx?$/.test(file))
    .sort()
    .reverse();
}

/** `slug` front matter `rslib-v1` → `/blog/rslib-v1`. */
export function blogPostPath(dir: string, file: string): string {
  const {slug} = frontMatterOf(fs.readFileSync(path.join(dir, file), 'utf8'));
  if (typeof slug !== 'string' || !/^[a-z0-9-]+$/.test(slug)) {
    throw new Error(`${file}: the slug front matter must be a kebab-case name`);
  }
  return `${BLOG_PATH}${slug}`;
}

export const ROUTES: SiteRoute[] = [
  {path: '/', kind: 'landing', docId: null, blogPost: null},
  ...DOC_IDS.map((docId) => ({path: docPath(docId), kind: 'doc' as const, docId, blogPost: null})),
  {path: BLOG_PATH, kind: 'blog-list', docId: null, blogPost: null},
  ...blogPostFiles(BLOG_DIRS.en).map((file) => ({
    path: blogPostPath(BLOG_DIRS.en, file),
    kind: 'blog-post' as const,
    docId: null,
    blogPost: file,
  })),
];

export {LOCALES, localizedPath, type SiteLocale as Locale} from '@site/src/data/locales';
