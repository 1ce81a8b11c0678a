import fs from 'node:fs';
import path from 'node:path';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {LOCALES, ROUTES, localizedPath, type Locale} from '../routes';
import {siteUrl} from './harness';

const SOURCE_DIRS: Record<Locale, string> = {
  en: path.resolve(__dirname, '../../docs'),
  zh: path.resolve(__dirname, '../../i18n/zh/docusaurus-plugin-content-docs/current'),
};
const HTML_LANG: Record<Locale, string> = {en: 'en', zh: 'zh-CN'};
const HOME_TITLE: Record<Locale, string> = {
  en: 'Rslib - Rsbuild-based library development tool',
  zh: 'Rslib - 基于 Rsbuild 的库开发工具',
};

/** The page's `<title>`: its front matter title, read by the parser the site's build uses. */
async function expectedTitle(docId: string | null, locale: Locale): Promise<string> {
  if (docId === null) {
    return HOME_TITLE[locale];
  }
  const filePath = path.join(SOURCE_DIRS[locale], `${docId}.mdx`);
  const {frontMatter} = await DEFAULT_PARSE_FRONT_MATTER({
    filePath,
    fileContent: fs.readFileSync(filePath, 'utf8'),
  });
  return `${frontMatter.title as string} - Rslib`;
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
  ROUTES.map((route) => ({locale, docId: route.docId, url: localizedPath(route.path, locale)})),
);

describe('route table in the built site', () => {
  it.each(cases)('$url answers with its language and title', async ({locale, docId, url}) => {
    const response = await fetch(siteUrl(url), {redirect: 'manual'});
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(/<html[^>]*\blang="?([\w-]+)/.exec(html)?.[1]).toBe(HTML_LANG[locale]);
    expect(decode(/<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '')).toBe(
      await expectedTitle(docId, locale),
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
