import type {Page} from 'playwright-core';
import {LOCALES, localizedPath, type Locale} from '../routes';
import {
  animationsSettled,
  closePage,
  gotoHydrated,
  openPage,
  sharedBrowser,
  siteUrl,
} from './harness';

/**
 * A reader without a mouse: the navigation, the tools switcher, the language
 * switch, the search modal and a tab group, each reached and used with the
 * keyboard alone.
 */
const TEXTS = {
  en: {
    switcher: 'Rstack tools',
    guide: 'Guide',
    otherLanguage: '简体中文',
    search: 'Search the documentation',
  },
  zh: {switcher: 'Rstack 工具', guide: '指南', otherLanguage: 'English', search: '搜索文档'},
} satisfies Record<Locale, Record<string, string>>;

const browser = sharedBrowser();

/** What the focused element is, in the words a screen reader would use. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      name: (element?.getAttribute('aria-label') ?? element?.textContent ?? '').trim(),
      role: element?.getAttribute('role') ?? element?.tagName.toLowerCase() ?? '',
      href: element?.getAttribute('href') ?? null,
    };
  });

/** Presses Tab until the focused element matches, failing after `limit` presses. */
async function tabTo(
  page: Page,
  matches: (target: Awaited<ReturnType<typeof focused>>) => boolean,
  limit = 60,
): Promise<void> {
  const seen: string[] = [];
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press('Tab');
    const target = await focused(page);
    if (matches(target)) {
      return;
    }
    seen.push(target.name);
  }
  throw new Error(
    `Focus never reached the element after ${limit} Tab presses: ${seen.join(' → ')}`,
  );
}

describe.each(LOCALES)('keyboard only (%s)', (locale) => {
  const text = TEXTS[locale];

  it('walks the tools switcher, the top navigation and the language switch', async () => {
    const {page, problems} = await openPage(browser(), {viewport: {width: 1280, height: 900}});
    await gotoHydrated(page, localizedPath('/guide/start/quick-start', locale));

    await tabTo(page, (target) => target.name === text.switcher);
    const switcher = page.getByRole('dialog', {name: text.switcher});
    await switcher.waitFor({state: 'visible'});
    await page.keyboard.press('Tab');
    await expect(focused(page)).resolves.toMatchObject({name: 'Rstack'});
    await page.keyboard.press('Escape');
    await switcher.waitFor({state: 'hidden'});

    await tabTo(page, (target) => target.name === text.guide);
    await page.keyboard.press('Enter');
    await page.waitForURL(`**${localizedPath('/guide/start/', locale)}`);

    // The language switch, on a fresh page: open its menu, reach the other language, follow it.
    await gotoHydrated(page, localizedPath('/guide/start/', locale));
    await tabTo(page, (target) => target.name.includes(locale === 'en' ? 'English' : '简体中文'));
    await page.keyboard.press('Enter');
    await page.locator('.navbar .dropdown--show').waitFor({state: 'visible', timeout: 2000});
    // The menu fades in; its links take focus once visible.
    await animationsSettled(page, '.navbar .dropdown--show');
    await tabTo(page, (target) => target.name === text.otherLanguage, 5);
    await page.keyboard.press('Enter');
    // The whole URL: the English path is the end of the Chinese one too.
    await page.waitForURL(siteUrl(localizedPath('/guide/start/', locale === 'en' ? 'zh' : 'en')));
    expect(problems).toEqual([]);
    await closePage(page);
  });

  it('closes the language menu with Escape, whether hovering opened it or the keyboard did', async () => {
    const {page, problems} = await openPage(browser(), {viewport: {width: 1280, height: 900}});
    await gotoHydrated(page, localizedPath('/guide/start/', locale));
    const dropdown = page.locator('.navbar .dropdown--hoverable');
    const menu = dropdown.locator('.dropdown__menu');
    // Opened by the pointer: Escape hides it while the pointer stays on it.
    await dropdown.locator('[aria-haspopup]').hover();
    await menu.waitFor({state: 'visible', timeout: 2000});
    await page.keyboard.press('Escape');
    await menu.waitFor({state: 'hidden', timeout: 2000});
    // Leaving and coming back shows it again.
    await page.mouse.move(640, 600);
    await dropdown.locator('[aria-haspopup]').hover();
    await menu.waitFor({state: 'visible', timeout: 2000});
    await page.mouse.move(640, 600);
    await menu.waitFor({state: 'hidden', timeout: 2000});

    // Opened from the keyboard: Escape closes it and focus stays on its trigger.
    await tabTo(page, (target) => target.name.includes(locale === 'en' ? 'English' : '简体中文'));
    await page.keyboard.press('Enter');
    await menu.waitFor({state: 'visible', timeout: 2000});
    await page.keyboard.press('Escape');
    await menu.waitFor({state: 'hidden', timeout: 2000});
    await expect(dropdown.locator('[aria-haspopup]').getAttribute('aria-expanded')).resolves.toBe(
      'false',
    );
    await expect(focused(page)).resolves.toMatchObject({role: 'button'});
    expect(problems).toEqual([]);
    await closePage(page);
  });

  it('opens search with Ctrl+K, moves through results with arrows and opens one with Enter', async () => {
    const {page, problems} = await openPage(browser(), {viewport: {width: 1280, height: 900}});
    await gotoHydrated(page, localizedPath('/guide/start/', locale));
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', {name: text.search});
    await dialog.waitFor({state: 'visible'});
    await expect(focused(page)).resolves.toMatchObject({role: 'combobox'});
    await page.keyboard.type('bundle');
    await dialog.getByRole('option').first().waitFor({state: 'visible', timeout: 10_000});
    await page.keyboard.press('ArrowDown');
    const active = await page.getByRole('combobox').getAttribute('aria-activedescendant');
    expect(active).toBeTruthy();
    const before = page.url();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.toString() !== before);
    await dialog.waitFor({state: 'hidden'});
    // On the page it opened, the shortcut opens the dialog again and Escape closes it.
    await page.keyboard.press('Control+k');
    await dialog.waitFor({state: 'visible'});
    await page.keyboard.press('Escape');
    await dialog.waitFor({state: 'hidden'});
    expect(problems).toEqual([]);
    await closePage(page);
  });

  it('switches a tab group with the arrow keys', async () => {
    const {page} = await openPage(browser(), {viewport: {width: 1280, height: 900}});
    await gotoHydrated(page, localizedPath('/guide/start/quick-start', locale));
    await tabTo(page, (target) => target.role === 'tab', 200);
    const first = await focused(page);
    await page.keyboard.press('ArrowRight');
    const second = await focused(page);
    expect(second.role).toBe('tab');
    expect(second.name).not.toBe(first.name);
    await expect(
      page.evaluate(() => document.activeElement?.getAttribute('aria-selected')),
    ).resolves.toBe('true');
    await closePage(page);
  });
});
