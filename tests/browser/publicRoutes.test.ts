/**
 * Every route of the public Rslib site (tests/publicRoutes.ts), in both
 * languages, under the rules of each host the site is deployed to: a reader
 * who arrives with one of those URLs ends on the page that answers it, its own
 * page or the target of its redirect (src/data/redirects.ts), with that page's
 * title and h1. The redirects, with scripts
 * on and the production Content-Security-Policy, keep the query and the
 * fragment and log no error (a policy violation of a redirect page would be one).
 */
import {HOST_PROFILES, type HostProfile} from '@site/scripts/lib/hostProfiles';
import {REDIRECTS} from '@site/src/data/redirects';
import {inlineScriptHashes} from '@site/src/plugins/hostConfig/utils';
import {PUBLIC_ROUTES, publicRouteAnswer} from '../publicRoutes';
import {LOCALES, ROUTES, localizedPath, type Locale} from '../routes';
import {fetchFromSite, openPage, sharedBrowser, siteUrl, type WatchedPage} from './harness';
import {expectedHeading, expectedTitle} from './pageTitles';

const browser = sharedBrowser();

/** Pages walking the routes side by side. */
const PARALLEL_PAGES = 4;

/**
 * Where a reader who opens a public route ends, against where they should:
 * null when they end where they should, else what went wrong. The walk runs
 * with JavaScript off: what answers is the HTML the host sends (a redirect
 * page moves on through its refresh), which is also what a search engine sees.
 */
async function checkRoute(
  watched: WatchedPage,
  host: HostProfile,
  locale: Locale,
  route: string,
): Promise<string | null> {
  const url = localizedPath(route, locale);
  const answer = publicRouteAnswer(route);
  if (answer.kind === 'missing') {
    return 'no page or redirect answers it';
  }
  const {page} = watched;
  const problemsBefore = watched.problems.length;
  // The DOM is parsed (domcontentloaded) and no script changes it: one read is final.
  const h1 = (selector: string) =>
    page.evaluate((target) => document.querySelector(target)?.textContent ?? '', selector);
  const expectedPath = localizedPath(answer.path, locale);
  await page.goto(siteUrl(url, host), {waitUntil: 'commit'});
  const landed = await page
    .waitForURL((current) => current.pathname === expectedPath, {
      waitUntil: 'domcontentloaded',
      timeout: 10_000,
    })
    .then(() => true)
    .catch(() => false);
  if (!landed) {
    return `ended on ${new URL(page.url()).pathname}, not ${expectedPath}`;
  }
  const target = ROUTES.find((candidate) => candidate.path === answer.path)!;
  const title = expectedTitle(target, locale);
  if ((await page.title()) !== title) {
    return `title "${await page.title()}", not "${title}"`;
  }
  const heading = expectedHeading(target, locale);
  const shown = heading === null ? null : await h1('main h1');
  if (shown !== heading) {
    return `h1 "${shown}", not "${heading}"`;
  }
  const problems = watched.problems.slice(problemsBefore);
  return problems.length === 0 ? null : problems.join('; ');
}

describe.each(HOST_PROFILES)('public routes on %s', (host: HostProfile) => {
  describe.each(LOCALES)('%s', (locale) => {
    let walkers: WatchedPage[];
    let reader: WatchedPage;
    beforeAll(async () => {
      walkers = await Promise.all(
        Array.from({length: PARALLEL_PAGES}, async () => {
          const walker = await openPage(browser(), {host, javaScriptEnabled: false});
          // Only the HTML matters here: styles, images and fonts are dropped (an
          // ERR_ABORTED drop is no problem to the harness).
          await walker.page.route(/\.(css|png|jpe?g|webp|svg|ico|woff2?)(\?.*)?$/, (request) =>
            request.abort('aborted'),
          );
          return walker;
        }),
      );
      // A reader with scripts on, under the production policy (no bypass): a redirect
      // page whose script the policy refused would log an error.
      reader = await openPage(browser(), {host, bypassCSP: false});
    });
    afterAll(async () => {
      await Promise.all([...walkers, reader].map((watched) => watched.page.context().close()));
    });

    it('ends every public route on the page that answers it', async () => {
      const queue = [...PUBLIC_ROUTES];
      const failures: string[] = [];
      await Promise.all(
        walkers.map(async (walker) => {
          for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
            const failure = await checkRoute(walker, host, locale, route);
            if (failure !== null) {
              failures.push(`${localizedPath(route, locale)}: ${failure}`);
            }
          }
        }),
      );
      expect(failures.sort()).toEqual([]);
    }, 120_000);

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
