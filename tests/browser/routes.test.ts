import {LOCALES, ROUTES, localizedPath, type Locale} from '../routes';
import {siteUrl} from './harness';
import {expectedHeading, expectedTitle} from './pageTitles';

const HTML_LANG: Record<Locale, string> = {en: 'en', zh: 'zh-CN'};

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
      expectedTitle(route, locale),
    );
    const main = mainText(html);
    const share = cjkShare(main);
    if (locale === 'zh') {
      // Chinese pages keep option names and code in English, but their prose is Chinese.
      expect(share).toBeGreaterThan(0.15);
    } else {
      expect(share).toBe(0);
    }
  });

  // What a reader without JavaScript gets is this HTML as sent: the page's
  // heading and its text are in it, not added by scripts after loading.
  it.each(cases)(
    '$url carries its heading and content in the HTML',
    async ({locale, route, url}) => {
      const html = await (await fetch(siteUrl(url), {redirect: 'manual'})).text();
      const main = /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
      const heading = decode(
        (/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(main)?.[1] ?? '').replace(/<[^>]+>/g, ''),
      ).trim();
      const expected = expectedHeading(route, locale);
      if (expected === null) {
        expect(heading).not.toBe('');
      } else {
        expect(heading).toBe(expected);
      }
      expect(mainText(main).replace(/\s+/g, ' ').trim().length).toBeGreaterThan(200);
    },
  );
});
