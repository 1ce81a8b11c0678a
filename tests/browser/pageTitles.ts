import fs from 'node:fs';
import path from 'node:path';
import localizedConfig from '@site/docusaurus.config.localized.json';
import {frontMatterOf} from '../frontMatter';
import {BLOG_DIRS, type Locale, type SiteRoute} from '../routes';

const SOURCE_DIRS: Record<Locale, string> = {
  en: path.resolve(__dirname, '../../docs'),
  zh: path.resolve(__dirname, '../../i18n/zh/docusaurus-plugin-content-docs/current'),
};
/** The blog list's title: the config's `blogTitle`, translated in the blog's options.json. */
const BLOG_TITLE: Record<Locale, string> = {
  en: localizedConfig.blogTitle.en,
  zh: (
    JSON.parse(fs.readFileSync(path.join(BLOG_DIRS.zh, 'options.json'), 'utf8')) as {
      title: {message: string};
    }
  ).title.message,
};
const HOME_TITLE: Record<Locale, string> = {
  en: 'Rslib - Rsbuild-based library development tool',
  zh: 'Rslib - 基于 Rsbuild 的库开发工具',
};
const TITLE_SUFFIX = ' - Rslib';

/** A page's front matter title. */
const frontMatterTitle = (filePath: string) =>
  frontMatterOf(fs.readFileSync(filePath, 'utf8')).title as string;

/** The page's h1 text, or null for the landing page (whose h1 is the product name). */
export function expectedHeading(route: SiteRoute, locale: Locale): string | null {
  switch (route.kind) {
    case 'landing':
      return null;
    case 'doc':
      return frontMatterTitle(path.join(SOURCE_DIRS[locale], `${route.docId}.mdx`));
    case 'blog-list':
      return BLOG_TITLE[locale];
    case 'blog-post':
      return frontMatterTitle(path.join(BLOG_DIRS[locale], route.blogPost!));
  }
}

/** The page's `<title>`. */
export function expectedTitle(route: SiteRoute, locale: Locale): string {
  const heading = expectedHeading(route, locale);
  return heading === null ? HOME_TITLE[locale] : `${heading}${TITLE_SUFFIX}`;
}
