import fs from 'node:fs';
import path from 'node:path';
import {listFiles} from '@site/scripts/lib/files';

export const SITE_DIR = path.resolve(__dirname, '../..');
export const EN_DOCS_DIR = path.join(SITE_DIR, 'docs');
export const ZH_DOCS_DIR = path.join(SITE_DIR, 'i18n/zh/docusaurus-plugin-content-docs/current');

/** Doc sources relative to their docs folder, e.g. `guide/start/index.mdx`. */
export function listDocs(dir: string): string[] {
  return listFiles(dir).filter((file) => /\.mdx?$/.test(file));
}

export function readDoc(dir: string, relativePath: string): string {
  return fs.readFileSync(path.join(dir, relativePath), 'utf8');
}

/** Every doc source of both languages, as `[language, folder, relative path]`. */
export function allDocSources(): Array<[lang: 'en' | 'zh', dir: string, file: string]> {
  return [
    ...listDocs(EN_DOCS_DIR).map((file) => ['en', EN_DOCS_DIR, file] as ['en', string, string]),
    ...listDocs(ZH_DOCS_DIR).map((file) => ['zh', ZH_DOCS_DIR, file] as ['zh', string, string]),
  ];
}

export const EN_BLOG_DIR = path.join(SITE_DIR, 'blog');
export const ZH_BLOG_DIR = path.join(SITE_DIR, 'i18n/zh/docusaurus-plugin-content-blog');

/** Every blog post of both languages, as `[language, folder, relative path]`. */
export function allBlogSources(): Array<[lang: 'en' | 'zh', dir: string, file: string]> {
  return [
    ...listDocs(EN_BLOG_DIR).map((file) => ['en', EN_BLOG_DIR, file] as ['en', string, string]),
    ...listDocs(ZH_BLOG_DIR).map((file) => ['zh', ZH_BLOG_DIR, file] as ['zh', string, string]),
  ];
}
