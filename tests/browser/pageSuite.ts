import type {Page} from 'playwright-core';
import {ROUTES, localizedPath, type Locale} from '../routes';
import {
  addAxe,
  closePage,
  gotoHydrated,
  openPage,
  sharedBrowser,
  type WatchedPage,
} from './harness';

/**
 * axe-core's WCAG 2.2 A and AA rules (with the 2.0 and 2.1 ones they build
 * on) and its best practices (landmarks, heading order, empty table headers…).
 */
const AXE_TAGS = [
  'wcag2a',
  'wcag2aa',
  'wcag21a',
  'wcag21aa',
  'wcag22a',
  'wcag22aa',
  'best-practice',
];

interface AxeViolation {
  id: string;
  help: string;
  nodes: {html: string; failureSummary?: string}[];
}

/**
 * The rules that can judge a page differently in dark: switching the
 * appearance changes colours only, not the document.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

type AxeRunOnly = {type: 'tag' | 'rule'; values: string[]};

/** Runs axe in the page (every rule of AXE_TAGS unless told) and returns its violations, one line per element. */
export async function axeViolations(
  page: Page,
  runOnly: AxeRunOnly = {type: 'tag', values: AXE_TAGS},
): Promise<string[]> {
  await addAxe(page);
  const violations = await page.evaluate(async (only) => {
    const axe = (
      window as unknown as {axe: {run: (...args: unknown[]) => Promise<{violations: unknown}>}}
    ).axe;
    const result = await axe.run(document, {
      runOnly: only,
      resultTypes: ['violations'],
      // A violation names its element by its markup; computing a unique selector for
      // every node checked costs a third of the run. No stylesheet is fetched again
      // either: only the orientation-lock rule reads them, from the sheets in the page.
      selectors: false,
      ancestry: false,
      xpath: false,
      preload: false,
    });
    return result.violations;
  }, runOnly);
  return (violations as AxeViolation[]).flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} (${violation.help}) at ${node.html}: ${node.failureSummary ?? ''}`,
    ),
  );
}

/** Switches the system colour scheme; the site follows it until the reader picks one. */
async function showInScheme(page: Page, colorScheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({colorScheme});
  await page.waitForFunction(
    (scheme) => document.documentElement.dataset.theme === scheme,
    colorScheme,
  );
  // Colours fade between the appearances: axe measures them once they are final,
  // so the fades are run to their end at once rather than waited for frame by
  // frame (an endless animation has no end to run to and is left as it is).
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getComputedTiming().endTime !== Infinity) {
        animation.finish();
      }
    }
  });
}

/**
 * Loads every image of the page, lazy ones included (as if the reader had
 * scrolled past each), and resolves when each has loaded or failed: a broken
 * one is then a failed request.
 */
async function imagesSettled(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const image of Array.from(document.images)) {
      image.loading = 'eager';
    }
  });
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
}

/**
 * Every page of one language in a real browser, one visit per page: no
 * console error, uncaught exception, failed request, request to another host
 * or hydration mismatch (React reports those as console errors), and no WCAG
 * 2.2 A/AA or best-practice violation in light, nor a colour one in dark.
 * The visits run with localStorage throwing on access, as in a browser that
 * refuses storage: every page must still render and work without it (where
 * storage works, the behaviour tests cover what the site remembers). That the
 * content is in the HTML for readers without JavaScript is checked on the
 * HTML itself, in routes.test.ts.
 */
export function describeEveryPage(locale: Locale): void {
  const urls = ROUTES.map((route) => localizedPath(route.path, locale));
  const browser = sharedBrowser();

  describe(`every ${locale} page, with storage unavailable, in light and dark`, () => {
    let watched: WatchedPage;

    beforeAll(async () => {
      // The server sends the production CSP, which refuses the axe script tag the
      // test injects; the CSP test holds the site to the policy.
      watched = await openPage(browser(), {
        viewport: {width: 1280, height: 900},
        colorScheme: 'light',
        bypassCSP: true,
      });
      await watched.page.addInitScript(() => {
        Object.defineProperty(window, 'localStorage', {
          get() {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          },
        });
      });
    });

    afterAll(async () => {
      await closePage(watched.page);
    });

    it.each(urls)('%s loads cleanly and passes axe in both appearances', async (url) => {
      const {page, problems, foreignRequests} = watched;
      // Leaving the previous page cancels its prefetches (net::ERR_ABORTED);
      // that belongs to no page, so it happens before the count starts.
      await page.goto('about:blank');
      await page.emulateMedia({colorScheme: 'light'});
      problems.length = 0;
      foreignRequests.length = 0;
      await gotoHydrated(page, url);
      await expect(page.getByRole('heading', {level: 1}).first().isVisible()).resolves.toBe(true);
      await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe(
        'light',
      );
      // Scroll through, so late effects have their chance to fail, and load every image.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await imagesSettled(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      expect({light: await axeViolations(page)}).toEqual({light: []});
      await showInScheme(page, 'dark');
      expect({dark: await axeViolations(page, {type: 'rule', values: COLOUR_RULES})}).toEqual({
        dark: [],
      });
      expect(problems).toEqual([]);
      expect(foreignRequests).toEqual([]);
    });
  });
}
