import fs from 'node:fs';
import path from 'node:path';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import localizedConfig from '@site/docusaurus.config.localized.json';
import {BLOG_DIRS, LOCALES, ROUTES, localizedPath, type Locale, type SiteRoute} from '../routes';
import {siteUrl} from './harness';

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
const HTML_LANG: Record<Locale, string> = {en: 'en', zh: 'zh-CN'};
const HOME_TITLE: Record<Locale, string> = {
  en: 'Rslib - Rsbuild-based library development tool',
  zh: 'Rslib - 基于 Rsbuild 的库开发工具',
};

/** A page's front matter title, read by the parser the site's build uses. */
async function frontMatterTitle(filePath: string): Promise<string> {
  const {frontMatter} = await DEFAULT_PARSE_FRONT_MATTER({
    filePath,
    fileContent: fs.readFileSync(filePath, 'utf8'),
  });
  return frontMatter.title as string;
}

/** The page's `<title>`. */
async function expectedTitle(route: SiteRoute, locale: Locale): Promise<string> {
  switch (route.kind) {
    case 'landing':
      return HOME_TITLE[locale];
    case 'doc':
      return `${await frontMatterTitle(path.join(SOURCE_DIRS[locale], `${route.docId}.mdx`))} - Rslib`;
    case 'blog-list':
      return `${BLOG_TITLE[locale]} - Rslib`;
    case 'blog-post':
      return `${await frontMatterTitle(path.join(BLOG_DIRS[locale], route.blogPost!))} - Rslib`;
  }
}

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");

/** Text of the page's main content, markup and code stripped. */
function mainText(html: string): string {
  const main = /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? html;
  return decode(
    main
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      // Code is English in both languages; the share is measured on prose.
      .replace(/<pre[\s\S]*?<\/pre>/g, ' ')
      .replace(/<code[\s\S]*?<\/code>/g, ' ')
      .replace(/<[^>]+>/g, ' '),
  );
}

const cjkShare = (text: string) => {
  const letters = text.match(/[A-Za-z\u4e00-\u9fff]/g) ?? [];
  const cjk = text.match(/[\u4e00-\u9fff]/g) ?? [];
  return letters.length === 0 ? 0 : cjk.length / letters.length;
};

const cases = LOCALES.flatMap((locale) =>
  ROUTES.map((route) => ({locale, route, url: localizedPath(route.path, locale)})),
);

describe('route table in the built site', () => {
  it.each(cases)('$url answers with its language and title', async ({locale, route, url}) => {
    const response = await fetch(siteUrl(url), {redirect: 'manual'});
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(/<html[^>]*\blang="?([\w-]+)/.exec(html)?.[1]).toBe(HTML_LANG[locale]);
    expect(decode(/<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '')).toBe(
      await expectedTitle(route, locale),
    );
    const share = cjkShare(mainText(html));
    if (locale === 'zh') {
      // Chinese pages keep option names and code in English, but their prose is Chinese.
      expect(share).toBeGreaterThan(0.15);
    } else {
      expect(share).toBe(0);
    }
  });
});
