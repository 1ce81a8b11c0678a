/**
 * What a page's first load fetches: its own code and content, not
 * the search index nor the code of the pages it links to. Those load when the
 * reader reaches for them: a link hovered, the search button pointed at. And
 * what its hydration starts: no work a phone's main thread can be spared.
 */
import type {Page} from 'playwright-core';
import {LOCALES, localizedPath} from '../routes';
import {
  closePage,
  gotoHydrated,
  openPage,
  sharedBrowser,
  type OpenPageOptions,
  type WatchedPage,
} from './harness';

const browser = sharedBrowser();

/** A page in a context of its own: what a first visit loads, with nothing cached. */
function firstLoadPage(options: OpenPageOptions): Promise<WatchedPage> {
  return openPage(browser(), {...options, isolated: true});
}

/** Paths of the requests the page makes from now on. */
function recordRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

const scripts = (paths: string[]) => paths.filter((path) => path.endsWith('.js'));

/** A desktop page at `path`, hydrated, its first load over. */
async function settledPage(path: string) {
  const watched = await firstLoadPage({viewport: {width: 1400, height: 900}});
  await gotoHydrated(watched.page, path);
  await watched.page.waitForLoadState('networkidle');
  return watched;
}

/**
 * Counts, from the page's first script on, the calls that start ICU (the
 * collator behind `localeCompare`, a date formatter) and the observers set up.
 */
async function countStartupWork(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counts = {localeCompare: 0, dateTimeFormat: 0, intersectionObserver: 0};
    (window as {startupWork?: typeof counts}).startupWork = counts;
    const {localeCompare} = String.prototype;
    String.prototype.localeCompare = function (
      this: string,
      ...args: Parameters<typeof localeCompare>
    ) {
      counts.localeCompare += 1;
      return localeCompare.apply(this, args);
    };
    const {DateTimeFormat} = Intl;
    Intl.DateTimeFormat = new Proxy(DateTimeFormat, {
      construct(target, args: ConstructorParameters<typeof DateTimeFormat>) {
        counts.dateTimeFormat += 1;
        return new target(...args);
      },
    });
    window.IntersectionObserver = new Proxy(window.IntersectionObserver, {
      construct(target, args: ConstructorParameters<typeof IntersectionObserver>) {
        counts.intersectionObserver += 1;
        return new target(...args);
      },
    });
  });
}

describe.each(LOCALES)('first load (%s)', (locale) => {
  const at = (path: string) => localizedPath(path, locale);

  it('fetches neither the search index nor the code of the pages it links to', async () => {
    const {page, problems, foreignRequests} = await firstLoadPage({
      viewport: {width: 1400, height: 900},
    });
    const requests = recordRequests(page);
    await gotoHydrated(page, at('/guide/start/quick-start'));
    await page.waitForLoadState('networkidle');

    expect(requests.filter((path) => path.includes('search-index'))).toEqual([]);
    await expect(page.locator('link[rel="prefetch"]').count()).resolves.toBe(0);
    // The sidebar links 60 pages; the page's own chunks are a dozen.
    expect(scripts(requests).length).toBeLessThan(20);
    expect(problems).toEqual([]);
    expect(foreignRequests).toEqual([]);
    await closePage(page);
  });

  it('loads a linked page’s code when its link is hovered, then opens it without a reload', async () => {
    const {page, problems} = await settledPage(at('/guide/start/quick-start'));
    await page.evaluate(() => {
      (window as {sameDocument?: boolean}).sameDocument = true;
    });
    const firstTitle = await page.locator('article h1').textContent();
    const link = page.locator(`.theme-doc-sidebar-menu a[href="${at('/guide/basic/cli')}"]`);
    await link.scrollIntoViewIfNeeded();
    const routeCode = page.waitForRequest((request) => request.url().endsWith('.js'));
    await link.hover();
    await routeCode;

    await link.click();
    await page.waitForURL((url) => url.pathname === at('/guide/basic/cli'));
    await page.waitForFunction(
      (before) => document.querySelector('article h1')?.textContent !== before,
      firstTitle,
    );
    await expect(
      page.evaluate(() => (window as {sameDocument?: boolean}).sameDocument),
    ).resolves.toBe(true);
    expect(problems).toEqual([]);
    await closePage(page);
  });

  it('fetches the search index once the pointer comes over the search button', async () => {
    const {page, problems} = await settledPage(at('/config/lib/format'));
    const index = page.waitForRequest((request) => request.url().includes('search-index'));
    await page
      .locator('.navbar')
      .getByRole('button', {name: /Search Docs|搜索文档/})
      .hover();
    await index;
    expect(problems).toEqual([]);
    await closePage(page);
  });

  it('carries each code block once, as HTML that hydration leaves to the browser', async () => {
    const {page, problems} = await firstLoadPage({viewport: {width: 1400, height: 900}});
    const bodies: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) {
        bodies.push(response.text());
      }
    });
    await gotoHydrated(page, at('/guide/start/quick-start'));
    await page.waitForLoadState('networkidle');
    // A line of one block, as written: once in the page's scripts, inside that block's HTML.
    const scripts = (await Promise.all(bodies)).join('\n');
    expect(scripts.split('deno init').length - 1).toBe(1);
    // The docs' descriptions, which no doc page shows but its own, stay out of every page's code.
    const otherDescription = await page.evaluate(async (glossary) => {
      const html = await (await fetch(glossary)).text();
      return new DOMParser()
        .parseFromString(html, 'text/html')
        .querySelector('meta[name="description"]')!
        .getAttribute('content')!;
    }, at('/guide/start/glossary'));
    expect(otherDescription.length).toBeGreaterThan(20);
    const start = otherDescription.slice(0, 30);
    // As a bundle writes it: characters beyond ASCII as \u escapes.
    const escaped = start.replace(
      /[^ -~]/g,
      (character) => `\\u${character.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`,
    );
    expect(scripts).not.toContain(start);
    expect(scripts).not.toContain(escaped);
    const tokens = await page.evaluate(() => {
      const code = document.querySelector('.theme-doc-markdown .theme-code-block code')!;
      const managedByReact = (node: Node) =>
        Object.keys(node).some((key) => key.startsWith('__reactFiber'));
      const spans = Array.from(code.querySelectorAll('span'));
      return {
        code: managedByReact(code),
        spans: spans.length,
        spansManaged: spans.filter(managedByReact).length,
      };
    });
    // React renders the <code> and sets its HTML; it creates and walks none of its lines and tokens.
    expect(tokens).toEqual({code: true, spans: expect.any(Number), spansManaged: 0});
    expect(tokens.spans).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await closePage(page);
  });

  it('runs an entry script without the page layout, at most 100 KB gzip', async () => {
    const {page, problems} = await firstLoadPage({viewport: {width: 1400, height: 900}});
    const entry = page.waitForResponse((response) => /\/main\.\w+\.js$/.test(response.url()));
    await gotoHydrated(page, at('/guide/start/quick-start'));
    const response = await entry;
    // The Chinese entry also holds the site's Chinese UI strings, and keeps to the same budget.
    const {responseBodySize} = await response.request().sizes();
    expect(responseBodySize).toBeLessThanOrEqual(100 * 1024);
    // The navbar's class names live in the layout's chunk, loaded with the routes that render it.
    await expect(response.text()).resolves.not.toContain('navbar__toggle');
    expect(problems).toEqual([]);
    await closePage(page);
  });

  it.each([
    ['a phone', 412],
    ['a desktop', 1400],
  ])(
    'hydrates a doc page on %s without starting ICU or watching its links',
    async (_device, width) => {
      const {page, problems} = await firstLoadPage({viewport: {width, height: 900}});
      await countStartupWork(page);
      await gotoHydrated(page, at('/guide/start/quick-start'));
      await page.waitForLoadState('networkidle');
      // The footer's date and every code block's word-wrap toggle are in place.
      await expect(page.locator('time[itemprop="dateModified"]').textContent()).resolves.toMatch(
        /2\d{3}/,
      );
      await page
        .locator('.theme-doc-markdown div[class*="codeBlockContainer"] button')
        .first()
        .waitFor({state: 'attached'});
      await expect(
        page.evaluate(() => (window as {startupWork?: object}).startupWork),
      ).resolves.toEqual({
        localeCompare: 0,
        dateTimeFormat: 0,
        intersectionObserver: 0,
      });
      expect(problems).toEqual([]);
      await closePage(page);
    },
  );
});
