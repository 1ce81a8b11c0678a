import type {Page} from 'playwright-core';
import {LOCALES, localizedPath, type Locale} from '../routes';
import {
  animationsSettled,
  closePage,
  gotoHydrated,
  nextFrames,
  openPage,
  sharedBrowser,
} from './harness';

/** The landing texts in each language, as the reader sees them. */
const TEXTS = {
  en: {
    subtitle: 'Rsbuild-based Library Development Tool',
    slogan: 'Create JavaScript libraries in a simple and intuitive way',
    quickStart: 'Quick Start',
    toolStack: 'Tool Stack',
    switcher: 'Rstack tools',
    rspackDescription: 'Rust-based web bundler',
    footer: 'Rslib is free and open source software released under the MIT license.',
  },
  zh: {
    subtitle: '基于 Rsbuild 的库开发工具',
    slogan: '以简单直观的方式创建 JavaScript 库',
    quickStart: '快速上手',
    toolStack: '工具栈',
    switcher: 'Rstack 工具',
    rspackDescription: '基于 Rust 的打包工具',
    footer: 'Rslib 是基于 MIT 许可证发布的免费开源软件。',
  },
} satisfies Record<Locale, Record<string, string>>;

const browser = sharedBrowser();

const navbarBackground = (page: Page) =>
  page.locator('.navbar').evaluate((navbar) => getComputedStyle(navbar).backgroundColor);

/**
 * Scrolls to `y` and waits for what follows it: the scroll handler's frame,
 * React's commit of the new state, and the navbar's colour transition.
 */
async function scrollAndSettle(page: Page, y: number): Promise<void> {
  await page.evaluate(
    (top) =>
      new Promise<void>((resolve) => {
        if (window.scrollY === top) {
          resolve();
          return;
        }
        window.addEventListener('scroll', () => resolve(), {once: true});
        window.scrollTo(0, top);
      }),
    y,
  );
  await nextFrames(page);
  await nextFrames(page);
  await animationsSettled(page, '.navbar');
}

/** The transform of the star nearest to the viewport point, once the pointer is there. */
async function starTransformNear(page: Page, index: number, dx: number): Promise<string> {
  const star = page.locator('[data-star]').nth(index);
  const box = (await star.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2 + dx, box.y + box.height / 2);
  await nextFrames(page);
  return star.evaluate((element) => (element as SVGElement).style.transform);
}

describe.each(LOCALES)('landing page (%s)', (locale) => {
  const text = TEXTS[locale];
  const home = localizedPath('/', locale);

  it('shows the hero, the showcase and the footer, loading nothing from another host', async () => {
    const {page, problems, foreignRequests} = await openPage(browser(), {
      viewport: {width: 1280, height: 800},
    });
    await gotoHydrated(page, home);
    await expect(page.getByRole('heading', {level: 1}).textContent()).resolves.toBe('Rslib');
    await expect(page.getByText(text.subtitle, {exact: true}).isVisible()).resolves.toBe(true);
    await expect(page.getByText(text.slogan, {exact: true}).first().isVisible()).resolves.toBe(
      true,
    );
    await expect(page.locator('[data-star]').count()).resolves.toBe(35);
    const github = page.getByRole('link', {name: 'GitHub', exact: true});
    await expect(github.getAttribute('href')).resolves.toBe(
      'https://github.com/web-infra-dev/rslib',
    );
    await expect(github.getAttribute('target')).resolves.toBe('_blank');
    await expect(github.getAttribute('rel')).resolves.toContain('noopener');

    const showcase = page.locator('section[aria-labelledby="tool-stack"]');
    await expect(showcase.getByRole('heading', {level: 2}).textContent()).resolves.toContain(
      text.toolStack,
    );
    const cards = showcase.locator('a[target="_blank"]');
    await expect(cards.count()).resolves.toBe(5);
    for (const card of await cards.all()) {
      await expect(card.getAttribute('target')).resolves.toBe('_blank');
      await expect(card.getAttribute('rel')).resolves.toBe('noopener noreferrer');
      await expect(card.locator('img').getAttribute('loading')).resolves.toBe('lazy');
    }
    await expect(page.locator('footer').textContent()).resolves.toContain(text.footer);

    // Lazy logos load once scrolled to.
    await showcase.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(foreignRequests).toEqual([]);
    expect(problems).toEqual([]);
    await closePage(page);
  });

  it('navigates to the quick start of its language without reloading', async () => {
    const {page, problems} = await openPage(browser(), {viewport: {width: 1280, height: 800}});
    await gotoHydrated(page, home);
    await page.evaluate(() => {
      (window as unknown as {sameDocument: boolean}).sameDocument = true;
    });
    await page.getByRole('link', {name: text.quickStart, exact: true}).click();
    await page.waitForURL(`**${localizedPath('/guide/start/quick-start', locale)}`);
    await expect(
      page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument),
    ).resolves.toBe(true);
    expect(problems).toEqual([]);
    await closePage(page);
  });

  it('keeps the top bar transparent above 100 px of scroll and opaque below, and doc pages opaque', async () => {
    const {page} = await openPage(browser(), {viewport: {width: 1280, height: 800}});
    await gotoHydrated(page, home);
    // The bar fades (0.4 s) between the landing's and the doc pages' colours.
    await animationsSettled(page, '.navbar');
    await expect(navbarBackground(page)).resolves.toBe('rgba(0, 0, 0, 0)');
    await scrollAndSettle(page, 99);
    await expect(navbarBackground(page)).resolves.toBe('rgba(0, 0, 0, 0)');
    await scrollAndSettle(page, 100);
    await expect(
      page.evaluate(() => document.documentElement.classList.contains('landing-scrolled')),
    ).resolves.toBe(true);
    await expect(navbarBackground(page)).resolves.not.toBe('rgba(0, 0, 0, 0)');
    const backdrop = await page
      .locator('.navbar')
      .evaluate((navbar) => getComputedStyle(navbar).backdropFilter);
    expect(backdrop).toContain('blur');
    // Leaving the landing page leaves no transparent bar behind.
    await page.getByRole('link', {name: text.quickStart, exact: true}).click();
    await page.waitForURL(`**${localizedPath('/guide/start/quick-start', locale)}`);
    await scrollAndSettle(page, 0);
    await expect(navbarBackground(page)).resolves.not.toBe('rgba(0, 0, 0, 0)');
    await closePage(page);
  });

  it('moves a star onto the pointer within 100 px and back when it leaves', async () => {
    const {page} = await openPage(browser(), {viewport: {width: 1280, height: 800}});
    await gotoHydrated(page, home);
    await expect(starTransformNear(page, 6, 40)).resolves.toMatch(/translate\(/);
    await expect(starTransformNear(page, 6, 300)).resolves.toBe('');
    // Leaving the hero sends every star home.
    await expect(starTransformNear(page, 6, 40)).resolves.toMatch(/translate\(/);
    await page.mouse.move(640, 790);
    await page.locator('footer').hover();
    await expect(
      page
        .locator('[data-star]')
        .nth(6)
        .evaluate((element) => (element as SVGElement).style.transform),
    ).resolves.toBe('');
    await closePage(page);
  });

  it('keeps the stars still for reduced motion and hides them on narrow screens', async () => {
    const {page} = await openPage(browser(), {
      viewport: {width: 1280, height: 800},
      reducedMotion: 'reduce',
    });
    await gotoHydrated(page, home);
    await expect(starTransformNear(page, 6, 40)).resolves.toBe('');
    await page.setViewportSize({width: 600, height: 800});
    await expect(page.locator('[data-star]').first().isVisible()).resolves.toBe(false);
    await closePage(page);
  });
});

describe.each(LOCALES)('tools switcher (%s)', (locale) => {
  const text = TEXTS[locale];
  const docPage = localizedPath('/guide/start/', locale);

  it('opens on hover, closes 0.1 s after the pointer leaves, and lists six tools in new tabs', async () => {
    const {page, problems} = await openPage(browser(), {viewport: {width: 1280, height: 800}});
    await gotoHydrated(page, docPage);
    const trigger = page.getByRole('button', {name: text.switcher});
    const dialog = page.getByRole('dialog', {name: text.switcher});
    await expect(dialog.isVisible()).resolves.toBe(false);
    await trigger.hover();
    await dialog.waitFor({state: 'visible', timeout: 1000});
    const links = dialog.getByRole('link');
    await expect(links.count()).resolves.toBe(7);
    await expect(links.first().textContent()).resolves.toBe('Rstack');
    await expect(links.first().getAttribute('href')).resolves.toBe(
      'https://github.com/web-infra-dev',
    );
    for (const link of await links.all()) {
      await expect(link.getAttribute('target')).resolves.toBe('_blank');
      await expect(link.getAttribute('rel')).resolves.toBe('noopener noreferrer');
    }
    await expect(dialog.textContent()).resolves.toContain(text.rspackDescription);
    // Timed inside the page, so a slow test machine cannot blur the 0.1 s.
    await dialog.evaluate((panel) => {
      const timing = window as unknown as {closeDelay?: Promise<number>};
      timing.closeDelay = new Promise<number>((resolve) => {
        let left = 0;
        panel.parentElement!.addEventListener('pointerleave', () => (left = performance.now()), {
          once: true,
        });
        new MutationObserver(() => {
          if ((panel as HTMLElement).hidden) {
            resolve(performance.now() - left);
          }
        }).observe(panel, {attributes: true, attributeFilter: ['hidden']});
      });
    });
    await page.mouse.move(900, 700);
    const delay = await page.evaluate(
      () => (window as unknown as {closeDelay: Promise<number>}).closeDelay,
    );
    expect(delay).toBeGreaterThanOrEqual(95);
    expect(delay).toBeLessThan(1000);
    expect(problems).toEqual([]);
    await closePage(page);
  });

  it('opened by hovering, closes on Escape with the pointer still over it and the focus where it was', async () => {
    const {page, problems} = await openPage(browser(), {viewport: {width: 1280, height: 800}});
    await gotoHydrated(page, docPage);
    const trigger = page.getByRole('button', {name: text.switcher});
    const dialog = page.getByRole('dialog', {name: text.switcher});
    await trigger.hover();
    await dialog.waitFor({state: 'visible', timeout: 1000});
    await dialog.hover();
    const focusedBefore = await page.evaluate(() => document.activeElement?.tagName);
    await page.keyboard.press('Escape');
    await dialog.waitFor({state: 'hidden', timeout: 1000});
    await expect(page.evaluate(() => document.activeElement?.tagName)).resolves.toBe(focusedBefore);
    await expect(trigger.getAttribute('aria-expanded')).resolves.toBe('false');
    // It stays closed while the pointer rests, and hovering again reopens it.
    await nextFrames(page);
    await expect(dialog.isVisible()).resolves.toBe(false);
    await page.mouse.move(900, 700);
    await trigger.hover();
    await dialog.waitFor({state: 'visible', timeout: 1000});
    expect(problems).toEqual([]);
    await closePage(page);
  });

  it('works from the keyboard: focus opens, Tab reaches the tools, Escape closes and returns focus', async () => {
    const {page} = await openPage(browser(), {viewport: {width: 1280, height: 800}});
    await gotoHydrated(page, docPage);
    const trigger = page.getByRole('button', {name: text.switcher});
    const dialog = page.getByRole('dialog', {name: text.switcher});
    await trigger.focus();
    await dialog.waitFor({state: 'visible'});
    await expect(trigger.getAttribute('aria-expanded')).resolves.toBe('true');
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Rstack');
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toContain(
      'Rspack',
    );
    await page.keyboard.press('Escape');
    await dialog.waitFor({state: 'hidden'});
    await expect(
      page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
    ).resolves.toBe(text.switcher);
    // Click opens it again; a click elsewhere closes it.
    await trigger.click();
    await dialog.waitFor({state: 'visible'});
    await page.mouse.click(700, 500);
    await dialog.waitFor({state: 'hidden'});
    await closePage(page);
  });
});
