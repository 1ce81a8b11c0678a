/**
 * Every route of the public Rslib site (tests/publicRoutes.ts), in both
 * languages, under the rules of each host the site is deployed to: a reader
 * who arrives with one of those URLs ends on the page that answers it, its own
 * page or the target of its redirect (scripts/hosting/redirects.ts), with that
 * page's title and h1. The redirects, with scripts on and the production
 * Content-Security-Policy, keep the query and the fragment and log no error (a
 * policy violation of a redirect page would be one).
 */
import {HOST_PROFILES, type HostProfile} from '@site/scripts/hosting/hostProfiles';
import {REDIRECTS} from '@site/scripts/hosting/redirects';
import {inlineScriptHashes} from '@site/scripts/hosting/csp';
import {refreshTarget} from '@site/scripts/hosting/pageHtml';
import {PUBLIC_ROUTES, publicRouteAnswer} from '../publicRoutes';
import {LOCALES, ROUTES, localizedPath, type Locale} from '../routes';
import {mainHeadingOf, titleOf} from '../htmlText';
import {
  closePage,
  fetchFromSite,
  openPage,
  sharedBrowser,
  siteUrl,
  type WatchedPage,
} from './harness';
import {expectedHeading, expectedTitle} from './pageTitles';

const browser = sharedBrowser();

/** More hops than any route needs (a folder redirect, then a redirect page). */
const MAX_HOPS = 5;

/**
 * Where a reader who opens a public route ends, against where they should:
 * null when they end where they should, else what went wrong. What answers is
 * the HTML the host sends, followed through the host's redirects and a
 * redirect page's refresh, as a browser without JavaScript (and a search
 * engine) follows them; the reader with scripts on is the next test's.
 */
async function checkRoute(
  host: HostProfile,
  locale: Locale,
  route: string,
): Promise<string | null> {
  const answer = publicRouteAnswer(route);
  if (answer.kind === 'missing') {
    return 'no page or redirect answers it';
  }
  const expectedPath = localizedPath(answer.path, locale);
  let current = localizedPath(route, locale);
  for (let hop = 0; hop < MAX_HOPS; hop += 1) {
    const response = await fetchFromSite(current, host);
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      current = new URL(location, siteUrl(current, host)).pathname;
      continue;
    }
    if (response.status !== 200) {
      return `${current} answered ${response.status}`;
    }
    const html = await response.text();
    const refresh = refreshTarget(html);
    if (refresh !== null) {
      current = new URL(refresh, siteUrl(current, host)).pathname;
      continue;
    }
    if (current !== expectedPath) {
      return `ended on ${current}, not ${expectedPath}`;
    }
    const target = ROUTES.find((candidate) => candidate.path === answer.path)!;
    const title = expectedTitle(target, locale);
    if (titleOf(html) !== title) {
      return `title "${titleOf(html)}", not "${title}"`;
    }
    const heading = expectedHeading(target, locale);
    const shown = heading === null ? null : mainHeadingOf(html);
    return shown === heading ? null : `h1 "${shown}", not "${heading}"`;
  }
  return `still redirecting after ${MAX_HOPS} hops, at ${current}`;
}

describe.each(HOST_PROFILES)('public routes on %s', (host: HostProfile) => {
  describe.each(LOCALES)('%s', (locale) => {
    let reader: WatchedPage;
    beforeAll(async () => {
      // A reader with scripts on, under the production policy (no bypass): a redirect
      // page whose script the policy refused would log an error.
      reader = await openPage(browser(), {host, bypassCSP: false});
    });
    afterAll(async () => {
      await closePage(reader.page);
    });

    it('ends every public route on the page that answers it', async () => {
      const failures = (
        await Promise.all(
          PUBLIC_ROUTES.map(async (route) => {
            const failure = await checkRoute(host, locale, route);
            return failure === null ? [] : [`${localizedPath(route, locale)}: ${failure}`];
          }),
        )
      ).flat();
      expect(failures.sort()).toEqual([]);
    });

    it.each(REDIRECTS.map(({from, to}) => ({from: localizedPath(from, locale), to})))(
      '$from keeps the query and the fragment, with no inline script',
      async ({from, to}) => {
        const {page, problems} = reader;
        const problemsBefore = problems.length;
        await page.goto(siteUrl(`${from}?from=old#pitfalls`, host), {waitUntil: 'commit'});
        const expected = localizedPath(to, locale);
        await page.waitForURL((current) => current.pathname === expected, {
          waitUntil: 'domcontentloaded',
        });
        const landed = new URL(page.url());
        expect(`${landed.pathname}${landed.search}${landed.hash}`).toBe(
          `${expected}?from=old#pitfalls`,
        );
        expect(problems.slice(problemsBefore)).toEqual([]);
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
