/**
 * The built site under the rules of each host it is deployed to (see
 * scripts/hosting/hostProfiles.ts): this project's server, GitHub Pages (the
 * deploy workflow's target: one root 404.html, no custom headers) and a
 * Netlify-style host (`_redirects`, `_headers`). On each, in both languages:
 * a missing page shows the 404 page of its path's language, without a doubled
 * prefix, even on a first visit; the first-visit language redirect lands on
 * the right page; canonical, hreflang and sitemap URLs answer without a
 * redirect; and the Content-Security-Policy holds, from the header where the
 * host sends one and from the page itself where it cannot.
 */
import {
  HOST_PROFILES,
  readsHeadersFile,
  type HostProfile,
} from '@site/scripts/hosting/hostProfiles';
import {LOCALES, localizedPath, type Locale} from '../routes';
import {closePage, fetchFromSite, gotoHydrated, openPage, sharedBrowser, siteUrl} from './harness';

const browser = sharedBrowser();

const TEXTS: Record<Locale, {notFound: string; home: string; htmlLang: string; browser: string}> = {
  en: {notFound: 'PAGE NOT FOUND', home: 'Take me home', htmlLang: 'en', browser: 'en-US'},
  zh: {notFound: '页面未找到', home: '返回首页', htmlLang: 'zh-CN', browser: 'zh-CN'},
};

/** Pages of each kind: landing, section index, page, reference page, API page. */
const SAMPLE_PAGES = [
  '/',
  '/guide/start/',
  '/guide/start/quick-start',
  '/config/lib/format',
  '/api/javascript-api/core',
];

const pathOf = (url: string) => new URL(url).pathname;

function attributeValues(html: string, pattern: RegExp): string[] {
  return [...html.matchAll(pattern)].map((match) => match[1]!);
}

describe.each(HOST_PROFILES)('on %s', (host: HostProfile) => {
  describe.each(LOCALES)('%s', (locale) => {
    const text = TEXTS[locale];
    const at = (path: string) => localizedPath(path, locale);

    it('shows a missing page the 404 page of its language, on a first visit too', async () => {
      // A first visit from a browser in the path's language: nothing to redirect.
      const {page, problems} = await openPage(browser(), {
        host,
        firstVisit: true,
        locale: text.browser,
      });
      const response = await page.goto(siteUrl(at('/no-such-page'), host));
      expect(response?.status()).toBe(404);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      await page.waitForFunction(
        (expected) => document.querySelector('main h1')?.textContent === expected,
        text.notFound,
      );
      expect(pathOf(page.url())).toBe(at('/no-such-page'));
      await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe(text.htmlLang);
      await expect(page.getByRole('link', {name: text.home}).getAttribute('href')).resolves.toBe(
        at('/'),
      );
      expect(problems).toEqual([]);
      await closePage(page);
    });

    it('sends a first visit from a browser in the other language to the same page in it', async () => {
      const other: Locale = locale === 'en' ? 'zh' : 'en';
      const {page} = await openPage(browser(), {
        host,
        firstVisit: true,
        locale: TEXTS[other].browser,
      });
      await page.goto(siteUrl(at('/guide/start/quick-start'), host));
      await page.waitForURL(siteUrl(localizedPath('/guide/start/quick-start', other), host));
      await page.waitForSelector('html[data-has-hydrated="true"]');
      await closePage(page);
    });

    it.each(SAMPLE_PAGES)(
      '%s answers its canonical and hreflang URLs without a redirect',
      async (path) => {
        const response = await fetchFromSite(at(path), host);
        expect(response.status).toBe(200);
        const html = await response.text();
        const [canonical] = attributeValues(html, /<link[^>]*rel=canonical[^>]*href=([^\s>]+)/g);
        expect(pathOf(canonical!)).toBe(at(path));
        // Language alternates only: the blog's feeds are alternates too, with no hreflang.
        const alternates = attributeValues(
          html,
          /<link[^>]*rel=alternate[^>]*href=([^\s>]+)[^>]*hreflang=/g,
        );
        expect(alternates.length).toBeGreaterThanOrEqual(3);
        for (const alternate of alternates) {
          const answer = await fetchFromSite(pathOf(alternate), host);
          expect([pathOf(alternate), answer.status]).toEqual([pathOf(alternate), 200]);
        }
      },
    );
  });

  it('answers every sitemap URL without a redirect', async () => {
    const sitemap = await (await fetchFromSite('/sitemap.xml', host)).text();
    const locations = attributeValues(sitemap, /<loc>([^<]+)<\/loc>/g).map(pathOf);
    expect(locations.length).toBeGreaterThan(100);
    const answers = await Promise.all(
      locations.map(async (path) => [path, (await fetchFromSite(path, host)).status] as const),
    );
    expect(answers.filter(([, status]) => status !== 200)).toEqual([]);
  });

  it('holds the Content-Security-Policy: no violation, and an injected inline script is refused', async () => {
    const {page, problems} = await openPage(browser(), {host, bypassCSP: false});
    await page.addInitScript(() => {
      (window as unknown as {violations: string[]}).violations = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as {violations: string[]}).violations.push(
          `${event.effectiveDirective} ${event.blockedURI}`,
        ),
      );
    });
    for (const path of ['/', '/guide/start/quick-start', '/zh/config/lib/format', '/zh/nope']) {
      await gotoHydrated(page, path, host);
      await expect(
        page.evaluate(() => (window as unknown as {violations: string[]}).violations),
      ).resolves.toEqual([]);
    }
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedScriptRan = true';
      document.head.append(script);
      return (window as unknown as {injectedScriptRan?: boolean}).injectedScriptRan === true;
    });
    expect(ran).toBe(false);
    // One report per policy: the page's own, and the header's where the host sends it.
    const policies = readsHeadersFile(host) ? 2 : 1;
    await expect(
      page.evaluate(() => (window as unknown as {violations: string[]}).violations),
    ).resolves.toEqual(Array(policies).fill('script-src-elem inline'));
    expect(problems.filter((problem) => !problem.includes('Content Security Policy'))).toEqual([]);
    await closePage(page);
  });
});
