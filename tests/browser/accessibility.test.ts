import type {Page} from 'playwright-core';
import {LOCALES, ROUTES, localizedPath} from '../routes';
import {gotoHydrated, openPage, type WatchedPage, sharedBrowser} from './harness';

/** axe-core's WCAG 2.2 A and AA rules (with the 2.0 and 2.1 ones they build on). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

interface AxeViolation {
  id: string;
  help: string;
  nodes: {target: string[]; failureSummary?: string}[];
}

/** Runs axe in the page and returns its violations, one line per element. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.addScriptTag({path: require.resolve('axe-core/axe.min.js')});
  }
  const violations = await page.evaluate(
    async ({tags, context}) => {
      const axe = (
        window as unknown as {axe: {run: (...args: unknown[]) => Promise<{violations: unknown}>}}
      ).axe;
      const result = await axe.run(context ? {include: [context]} : document, {
        runOnly: {type: 'tag', values: tags},
        resultTypes: ['violations'],
      });
      return result.violations;
    },
    {tags: WCAG_TAGS, context: include ?? null},
  );
  return (violations as AxeViolation[]).flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.help}) at ${node.target.join(' ')}: ${node.failureSummary ?? ''}`,
    ),
  );
}

const cases = LOCALES.flatMap((locale) =>
  ROUTES.map((route) => ({locale, url: localizedPath(route.path, locale)})),
);

const browser = sharedBrowser();

describe.each(['light', 'dark'] as const)('accessibility in %s appearance', (colorScheme) => {
  let watched: WatchedPage;

  beforeAll(async () => {
    // The appearance follows the system by default, so the colour scheme picks it.
    // axe is injected as an inline script, which the site's CSP rightly refuses.
    watched = await openPage(browser(), {
      viewport: {width: 1280, height: 900},
      colorScheme,
      bypassCSP: true,
    });
  });

  afterAll(async () => {
    await watched.page.context().close();
  });

  it.each(cases)('$url has no WCAG 2.2 A/AA violation', async ({url}) => {
    const {page} = watched;
    await gotoHydrated(page, url);
    await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe(
      colorScheme,
    );
    await expect(axeViolations(page)).resolves.toEqual([]);
  });
});
