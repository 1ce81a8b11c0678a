import fs from 'node:fs';
import path from 'node:path';
import type {Locator, Page} from 'playwright-core';
import {
  CODE_LINK_DESCRIPTION_ATTRIBUTE,
  CODE_LINK_SELECTOR,
  CODE_LINK_TYPE_ATTRIBUTE,
  LEAVE_GRACE_MS,
} from '@site/src/features/codeLinks/codeLinkTooltipUtils';
import {LOCALES, localizedPath} from '../routes';
import {closePage, fetchFromSite, gotoHydrated, openPage, sharedBrowser, siteUrl} from './harness';

/**
 * The option keys of config samples and the flags of shell samples are links
 * to their section of the reference, in the page's language, in the static
 * HTML. Hovering or focusing one shows its type and description in a tooltip
 * that stays while hovered and closes on Escape; the copy button, the
 * Markdown twins, the llms files and the search index keep the code as
 * written.
 */
const browser = sharedBrowser();

const SITE_DIR = path.join(__dirname, '../..');
const BUILD_DIR = path.resolve(process.env.SITE_BUILD_DIR ?? path.join(SITE_DIR, 'build'));
/** A reference page whose config samples link `lib`, `format` and `dts`. */
const CONFIG_PAGE = '/config/lib/format';
const SOURCES = {
  en: path.join(SITE_DIR, 'docs/config/lib/format.mdx'),
  zh: path.join(SITE_DIR, 'i18n/zh/docusaurus-plugin-content-docs/current/config/lib/format.mdx'),
};
/** Han characters: a description in Chinese has some. */
const HAN = /\p{Script=Han}/u;

const tooltip = (page: Page) => page.getByRole('tooltip');

/** The first code block of the page that has links, and its link for `format`. */
function formatLink(page: Page): Locator {
  return page
    .locator('.theme-doc-markdown pre')
    .filter({has: page.locator(CODE_LINK_SELECTOR)})
    .first()
    .locator(CODE_LINK_SELECTOR, {hasText: /^format$/});
}

/** What the build wrote on a link for its tooltip. */
async function linkData(link: Locator) {
  return {
    type: await link.getAttribute(CODE_LINK_TYPE_ATTRIBUTE),
    description: await link.getAttribute(CODE_LINK_DESCRIPTION_ATTRIBUTE),
  };
}

/** Lets the page run the tasks already queued (a render scheduled by a timer that just fired). */
async function queuedTasksRun(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}

/** The files of the build that hold code as text: the Markdown twins, the llms files, the search index. */
function textExports(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return textExports(file);
    }
    return /\.(md|txt|json)$/.test(entry.name) ? [file] : [];
  });
}

describe.each(LOCALES)('code links (%s)', (locale) => {
  const at = (route: string) => localizedPath(route, locale);

  it('are plain links to the reference of the language, without JavaScript', async () => {
    const {page} = await openPage(browser(), {javaScriptEnabled: false});
    await page.goto(siteUrl(at(CONFIG_PAGE)));
    const hrefs = await page
      .locator(`.theme-doc-markdown ${CODE_LINK_SELECTOR}`)
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs).toContain(at('/config/lib/format'));
    expect(hrefs).toContain(at('/config/lib/dts'));
    for (const href of hrefs) {
      expect(href.startsWith('/zh/')).toBe(locale === 'zh');
    }
    await closePage(page);
  });

  it('show the type and description on hover, stay while the tooltip is hovered, close on Escape', async () => {
    // The page's timers are the test's to advance: the tooltip outlives a pointer that left it by
    // a grace period. The clock is the context's, so the context is the test's own.
    const {page, problems} = await openPage(browser(), {
      viewport: {width: 1280, height: 900},
      isolated: true,
    });
    await page.clock.install();
    await gotoHydrated(page, at(CONFIG_PAGE));
    const link = formatLink(page);
    const {type, description} = await linkData(link);
    expect(type).toContain("'esm'");
    expect(HAN.test(description ?? '')).toBe(locale === 'zh');

    await link.hover();
    await tooltip(page).waitFor({state: 'visible'});
    await expect(tooltip(page).textContent()).resolves.toContain(type);
    await expect(tooltip(page).textContent()).resolves.toContain(description);
    const tooltipId = await tooltip(page).getAttribute('id');
    await expect(link.getAttribute('aria-describedby')).resolves.toBe(tooltipId);

    // From the link onto the tooltip: it stays past the grace period, as long as it is hovered.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const box = (await tooltip(page).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.clock.runFor(LEAVE_GRACE_MS * 3);
    await queuedTasksRun(page);
    await expect(tooltip(page).isVisible()).resolves.toBe(true);

    // Away from both: it goes once the grace period is over.
    await page.mouse.move(2, 2);
    await page.clock.runFor(LEAVE_GRACE_MS * 3);
    await tooltip(page).waitFor({state: 'detached'});

    // Escape closes it while the pointer stays on the link.
    await link.hover();
    await tooltip(page).waitFor({state: 'visible'});
    await page.keyboard.press('Escape');
    await tooltip(page).waitFor({state: 'detached'});
    await expect(link.evaluate((element) => element.matches(':hover'))).resolves.toBe(true);
    expect(problems).toEqual([]);
    await closePage(page);
  });

  it('show the tooltip when Tab reaches a link, and close it on Escape with focus kept', async () => {
    const {page, problems} = await openPage(browser(), {viewport: {width: 1280, height: 900}});
    await gotoHydrated(page, at(CONFIG_PAGE));
    const block = page
      .locator('.theme-doc-markdown pre')
      .filter({has: page.locator(CODE_LINK_SELECTOR)})
      .first();
    const links = block.locator(CODE_LINK_SELECTOR);
    // The block itself takes focus (it scrolls); Tab moves on to its first link.
    await block.focus();
    await page.keyboard.press('Tab');
    const first = links.first();
    await expect(first.evaluate((element) => element === document.activeElement)).resolves.toBe(
      true,
    );
    await tooltip(page).waitFor({state: 'visible'});
    await expect(tooltip(page).textContent()).resolves.toContain(
      (await linkData(first)).description,
    );

    await page.keyboard.press('Escape');
    await tooltip(page).waitFor({state: 'detached'});
    await expect(first.evaluate((element) => element === document.activeElement)).resolves.toBe(
      true,
    );

    // The next link brings it back, with its own type.
    await page.keyboard.press('Tab');
    const second = links.nth(1);
    await tooltip(page).waitFor({state: 'visible'});
    await expect(tooltip(page).textContent()).resolves.toContain((await linkData(second)).type);
    await expect(second.getAttribute('aria-describedby')).resolves.toBe(
      await tooltip(page).getAttribute('id'),
    );
    expect(problems).toEqual([]);
    await closePage(page);
  });

  it('lead to the section of the option', async () => {
    const {page, problems} = await openPage(browser(), {viewport: {width: 1280, height: 900}});
    await gotoHydrated(page, at('/guide/basic/configure-rslib'));
    // A key documented at a heading of the config reference, on another page.
    const link = page
      .locator(`.theme-doc-markdown ${CODE_LINK_SELECTOR}[href^="${at('/config/')}"][href*="#"]`)
      .first();
    const href = (await link.getAttribute('href'))!;
    await link.click();
    await page.waitForURL((url) => `${url.pathname}${url.hash}` === href);
    const id = decodeURIComponent(href.split('#')[1]!);
    await expect(page.locator(`[id="${id}"]`).isVisible()).resolves.toBe(true);
    expect(problems).toEqual([]);
    await closePage(page);
  });

  it('leave the code as written in the copy button', async () => {
    const {page, problems} = await openPage(browser(), {
      viewport: {width: 1280, height: 900},
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    await gotoHydrated(page, at(CONFIG_PAGE));
    const container = page
      .locator('.theme-doc-markdown div[class*="codeBlockContainer"]')
      .filter({has: page.locator(CODE_LINK_SELECTOR)})
      .first();
    await container.hover();
    await container.locator('button:has([class*="copyButtonIcons"])').click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/format: /);
    expect(fs.readFileSync(SOURCES[locale], 'utf8')).toContain(copied);

    const twin = await (await fetchFromSite(`${at(CONFIG_PAGE)}.md`)).text();
    expect(twin).toContain(copied);
    expect(problems).toEqual([]);
    await closePage(page);
  });

  it('leave no link markup in the Markdown twins, the llms files and the search index', () => {
    const root = locale === 'zh' ? path.join(BUILD_DIR, 'zh') : BUILD_DIR;
    const files = textExports(root).filter(
      (file) => locale === 'zh' || !file.startsWith(path.join(BUILD_DIR, 'zh') + path.sep),
    );
    const names = files.map((file) => path.relative(BUILD_DIR, file));
    expect(names).toEqual(expect.arrayContaining([expect.stringMatching(/llms-full\.txt$/)]));
    expect(names.some((name) => /search-index/.test(name))).toBe(true);
    const marked = files.filter((file) =>
      fs.readFileSync(file, 'utf8').includes(CODE_LINK_TYPE_ATTRIBUTE),
    );
    expect(marked.map((file) => path.relative(BUILD_DIR, file))).toEqual([]);
  });
});
