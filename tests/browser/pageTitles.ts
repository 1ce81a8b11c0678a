import fs from 'node:fs';
import path from 'node:path';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import localizedConfig from '@site/docusaurus.config.localized.json';
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

/** A page's front matter title, read by the parser the site's build uses. */
async function frontMatterTitle(filePath: string): Promise<string> {
  const {frontMatter} = await DEFAULT_PARSE_FRONT_MATTER({
    filePath,
    fileContent: fs.readFileSync(filePath, 'utf8'),
  });
  return frontMatter.title as string;
}

/** The page's h1 text, or null for the landing page (whose h1 is the product name). */
export async function expectedHeading(route: SiteRoute, locale: Locale): Promise<string | null> {
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
export async function expectedTitle(route: SiteRoute, locale: Locale): Promise<string> {
  const heading = await expectedHeading(route, locale);
  return heading === null ? HOME_TITLE[locale] : `${heading}${TITLE_SUFFIX}`;
}
