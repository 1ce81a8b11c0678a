import {LOCALES, ROUTES, localizedPath, type Locale} from '../routes';
import {siteUrl} from './harness';
import {htmlLangOf, mainHeadingOf, mainOf, proseTextOf, titleOf} from '../htmlText';
import {expectedHeading, expectedTitle} from './pageTitles';

const HTML_LANG: Record<Locale, string> = {en: 'en', zh: 'zh-CN'};

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
    expect(htmlLangOf(html)).toBe(HTML_LANG[locale]);
    expect(titleOf(html)).toBe(expectedTitle(route, locale));
    const share = cjkShare(proseTextOf(mainOf(html) || html));
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
      const heading = mainHeadingOf(html) ?? '';
      const expected = expectedHeading(route, locale);
      if (expected === null) {
        expect(heading).not.toBe('');
      } else {
        expect(heading).toBe(expected);
      }
      expect(proseTextOf(mainOf(html)).replace(/\s+/g, ' ').trim().length).toBeGreaterThan(200);
    },
  );
});
