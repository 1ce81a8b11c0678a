import type {Page} from 'playwright-core';
import {LOCALES, localizedPath} from '../routes';
import {animationsSettled, closePage, gotoHydrated, openPage, sharedBrowser} from './harness';

/**
 * Images in a doc page zoom on click over the page's own background, and the
 * zoom closes on Escape, on a click, and when the page scrolls more than 40 px.
 */
const browser = sharedBrowser();

const opened = (page: Page) => page.locator('.medium-zoom-image--opened').count();

async function openZoom(page: Page): Promise<void> {
  await page.locator('.theme-doc-markdown img').first().click();
  await page.waitForSelector('.medium-zoom-image--opened');
  await animationsSettled(page, '.medium-zoom-image--opened');
}

describe.each(LOCALES)('image zoom (%s)', (locale) => {
  it('zooms a content image over the page background and closes it three ways', async () => {
    const {page, problems} = await openPage(browser(), {viewport: {width: 1280, height: 900}});
    await gotoHydrated(page, localizedPath('/guide/basic/output-structure', locale));
    await page.locator('.theme-doc-markdown img').first().scrollIntoViewIfNeeded();
    // The zoom is set up 100 ms after the route renders.
    await page.waitForSelector('.theme-doc-markdown img.medium-zoom-image');

    await openZoom(page);
    const [overlay, background] = await page.evaluate(() => {
      const probe = document.createElement('div');
      probe.style.background = 'var(--ifm-background-color)';
      document.body.append(probe);
      const pageBackground = getComputedStyle(probe).backgroundColor;
      probe.remove();
      return [
        getComputedStyle(document.querySelector('.medium-zoom-overlay')!).backgroundColor,
        pageBackground,
      ];
    });
    expect(overlay).toBe(background);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('.medium-zoom-image--opened'));

    await openZoom(page);
    await page.mouse.click(640, 450);
    await page.waitForFunction(() => !document.querySelector('.medium-zoom-image--opened'));

    await openZoom(page);
    await page.mouse.wheel(0, 200);
    await page.waitForFunction(() => !document.querySelector('.medium-zoom-image--opened'));
    await expect(opened(page)).resolves.toBe(0);
    expect(problems).toEqual([]);
    await closePage(page);
  });
});
