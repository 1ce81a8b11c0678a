/**
 * Tests that share a browser context must not share what a test leaves in it:
 * each starts as a new reader, with nothing stored by the site.
 */
import {closePage, gotoHydrated, openPage, sharedBrowser, siteUrl} from './harness';

const browser = sharedBrowser();
/** Two test servers, so two origins: what a test leaves is cleared origin by origin. */
const HOSTS = ['serve', 'github-pages'] as const;

describe('test pages in a shared context', () => {
  it('start with no cookie and nothing in the storage a previous test filled, on each test server visited', async () => {
    const first = await openPage(browser());
    for (const host of HOSTS) {
      await first.page.goto(siteUrl('/robots.txt', host));
      await first.page.evaluate(async () => {
        window.localStorage.setItem('left', 'behind');
        window.sessionStorage.setItem('left', 'behind');
        document.cookie = 'left=behind; max-age=3600';
        await new Promise((resolve) => {
          window.indexedDB.open('left-behind').onsuccess = resolve;
        });
      });
    }
    const firstContext = first.page.context();
    await closePage(first.page);

    const second = await openPage(browser());
    expect(second.page.context()).toBe(firstContext);
    for (const host of HOSTS) {
      await second.page.goto(siteUrl('/robots.txt', host));
      await expect(
        second.page.evaluate(async () => ({
          // Only what the harness itself stores on every page (see the last step).
          local: Object.keys(window.localStorage),
          session: window.sessionStorage.length,
          cookie: document.cookie,
          databases: (await window.indexedDB.databases()).length,
        })),
      ).resolves.toEqual({local: ['rspress-visited'], session: 0, cookie: '', databases: 0});
    }
    // What the harness stores is stored again on every page: no first-visit redirect.
    await gotoHydrated(second.page, '/');
    await expect(
      second.page.evaluate(() => window.localStorage.getItem('rspress-visited')),
    ).resolves.toBe('1');
    await closePage(second.page);
  });
});
