/**
 * Every route of the public Rslib site (tests/publicRoutes.ts), in both
 * languages, under the rules of each host the site is deployed to: a reader
 * who arrives with one of those URLs ends on the page that answers it, its own
 * page or the target of its redirect (src/data/redirects.ts), with that page's
 * title and h1, and without a console error (a Content-Security-Policy
 * violation of a redirect page would be one). The routes whose page is still
 * being written end on the 404 page, which keeps PAGES_NOT_YET_WRITTEN honest.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {HOST_PROFILES, type HostProfile} from '@site/scripts/lib/hostProfiles';
import {REDIRECTS} from '@site/src/data/redirects';
import {inlineScriptHashes} from '@site/src/plugins/hostConfig/utils';
import {PUBLIC_ROUTES, publicRouteAnswer} from '../publicRoutes';
import {LOCALES, ROUTES, localizedPath, type Locale} from '../routes';
import {fetchFromSite, openPage, sharedBrowser, siteUrl, type WatchedPage} from './harness';

const browser = sharedBrowser();

const SOURCE_DIRS: Record<Locale, string> = {
  en: path.resolve(__dirname, '../../docs'),
  zh: path.resolve(__dirname, '../../i18n/zh/docusaurus-plugin-content-docs/current'),
};
const HOME_TITLE: Record<Locale, string> = {
  en: 'Rslib - Rsbuild-based library development tool',
  zh: 'Rslib - 基于 Rsbuild 的库开发工具',
};
const NOT_FOUND_HEADING: Record<Locale, string> = {en: 'PAGE NOT FOUND', zh: '页面未找到'};

/** The page's front matter title (its h1), or null for the landing page. */
function docTitle(pagePath: string, locale: Locale): string | null {
  const docId = ROUTES.find((route) => route.path === pagePath)?.docId ?? null;
  if (docId === null) {
    return null;
  }
  const source = fs.readFileSync(path.join(SOURCE_DIRS[locale], `${docId}.mdx`), 'utf8');
  return matter(source).data.title as string;
}

describe.each(HOST_PROFILES)('public routes on %s', (host: HostProfile) => {
  describe.each(LOCALES)('%s', (locale) => {
    let watched: WatchedPage;
    beforeAll(async () => {
      // The production policy applies (no bypass): a redirect page it breaks logs an error.
      watched = await openPage(browser(), {host, bypassCSP: false});
    });
    afterAll(async () => {
      await watched.page.context().close();
    });
    afterEach(() => {
      watched.problems.length = 0;
    });

    it.each(PUBLIC_ROUTES.map((route) => ({route, url: localizedPath(route, locale)})))(
      '$url',
      async ({route, url}) => {
        const {page, problems} = watched;
        const answer = publicRouteAnswer(route);
        expect(answer.kind).not.toBe('missing');
        if (answer.kind === 'missing') {
          return;
        }
        if (answer.kind === 'not-yet-written') {
          const response = await page.goto(siteUrl(url, host));
          expect(response?.status()).toBe(404);
          await page.waitForSelector('html[data-has-hydrated="true"]');
          await page.waitForFunction(
            (expected) => document.querySelector('main h1')?.textContent === expected,
            NOT_FOUND_HEADING[locale],
          );
          expect(new URL(page.url()).pathname).toBe(url);
          expect(problems).toEqual([]);
          return;
        }
        const expectedPath = localizedPath(answer.path, locale);
        await page.goto(siteUrl(url, host), {waitUntil: 'commit'});
        await page.waitForURL((current) => current.pathname === expectedPath, {
          waitUntil: 'domcontentloaded',
        });
        const title = docTitle(answer.path, locale);
        await expect(page.title()).resolves.toBe(
          title === null ? HOME_TITLE[locale] : `${title} - Rslib`,
        );
        if (title !== null) {
          await expect(page.locator('article h1').first().textContent()).resolves.toBe(title);
        }
        expect(problems).toEqual([]);
      },
    );

    it.each(REDIRECTS.map(({from, to}) => ({from: localizedPath(from, locale), to})))(
      '$from keeps the query and the fragment, with no inline script',
      async ({from, to}) => {
        const {page, problems} = watched;
        await page.goto(siteUrl(`${from}?from=old#pitfalls`, host), {waitUntil: 'commit'});
        const expected = localizedPath(to, locale);
        await page.waitForURL((current) => current.pathname === expected, {
          waitUntil: 'domcontentloaded',
        });
        const landed = new URL(page.url());
        expect(`${landed.pathname}${landed.search}${landed.hash}`).toBe(
          `${expected}?from=old#pitfalls`,
        );
        expect(problems).toEqual([]);
        // Where the host serves the redirect page itself, it runs nothing the policy refuses.
        const response = await fetchFromSite(from, host);
        if (response.status === 200) {
          const html = await response.text();
          expect(inlineScriptHashes(html)).toEqual([]);
          expect(html).toContain(`<html lang="${locale === 'zh' ? 'zh-CN' : 'en'}">`);
        } else {
          expect(response.status).toBe(301);
        }
      },
    );
  });
});
