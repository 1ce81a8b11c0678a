import type {BrowserContext} from 'playwright-core';
import {LOCALES, ROUTES, localizedPath} from '../routes';
import {gotoHydrated, openPage, siteUrl, type WatchedPage, sharedBrowser} from './harness';

/**
 * Every page of both languages in a real browser: no console error, no
 * uncaught exception, no failed request, nothing from another host, no
 * hydration mismatch (React reports those as console errors); with
 * JavaScript off, the page's content is in its HTML; and with localStorage
 * throwing on access, the page still renders without an error.
 */
const cases = LOCALES.flatMap((locale) =>
  ROUTES.map((route) => ({locale, url: localizedPath(route.path, locale)})),
);

const browser = sharedBrowser();

describe('every page with JavaScript', () => {
  let watched: WatchedPage;

  beforeAll(async () => {
    watched = await openPage(browser(), {viewport: {width: 1280, height: 900}});
  });

  afterAll(async () => {
    await watched.page.context().close();
  });

  it.each(cases)('$url loads without an error or a foreign request', async ({url}) => {
    const {page, problems, foreignRequests} = watched;
    // Leaving the previous page cancels its prefetches (net::ERR_ABORTED);
    // that belongs to no page, so it happens before the count starts.
    await page.goto('about:blank');
    problems.length = 0;
    foreignRequests.length = 0;
    await gotoHydrated(page, url);
    await page.waitForLoadState('networkidle');
    // Scroll through, so lazy images and late effects have their chance to fail.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(100);
    expect(problems).toEqual([]);
    expect(foreignRequests).toEqual([]);
  });
});

describe('every page without JavaScript', () => {
  let context: BrowserContext;

  beforeAll(async () => {
    context = await browser().newContext({
      javaScriptEnabled: false,
      viewport: {width: 1280, height: 900},
    });
  });

  afterAll(async () => {
    await context.close();
  });

  it.each(cases)('$url carries its content in the HTML', async ({url}) => {
    const page = await context.newPage();
    const response = await page.goto(siteUrl(url));
    expect(response?.status()).toBe(200);
    const heading = page.getByRole('heading', {level: 1});
    await expect(heading.isVisible()).resolves.toBe(true);
    await expect(heading.innerText()).resolves.not.toBe('');
    const text = await page.locator('main').innerText();
    expect(text.length).toBeGreaterThan(200);
    await page.close();
  });
});

describe('every page with storage unavailable', () => {
  let watched: WatchedPage;

  beforeAll(async () => {
    watched = await openPage(browser(), {viewport: {width: 1280, height: 900}});
    await watched.page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
  });

  afterAll(async () => {
    await watched.page.context().close();
  });

  it.each(cases)('$url renders', async ({url}) => {
    const {page, problems} = watched;
    await page.goto('about:blank');
    problems.length = 0;
    await gotoHydrated(page, url);
    await expect(page.getByRole('heading', {level: 1}).isVisible()).resolves.toBe(true);
    expect(problems).toEqual([]);
  });
});
