import type {Locator, Page} from 'playwright-core';
import {LOCALES, localizedPath, type Locale} from '../routes';
import {
  gotoHydrated,
  closePage,
  openPage,
  siteUrl,
  answerDialogs,
  withoutClipboard,
  sharedBrowser,
  expectShownFor,
  nextFrames,
} from './harness';

/** The texts of the site in each language, as the reader sees them. */
const TEXTS = {
  en: {
    filter: 'Filter',
    placeholder: 'Enter keyword',
    noMatch: 'No matching API found',
    notFound: 'PAGE NOT FOUND',
    home: 'Take me home',
    outline: 'ON THIS PAGE',
    prev: 'Previous Page',
    next: 'Next Page',
    edit: 'Edit this page on GitHub',
    lastUpdated: 'Last Updated',
    copyPrompt: 'Copy to clipboard: Ctrl+C, Enter',
    wrap: 'Toggle word wrap',
  },
  zh: {
    filter: '过滤',
    placeholder: '输入关键词',
    noMatch: '未找到匹配的 API',
    notFound: '页面未找到',
    home: '返回首页',
    outline: '目录',
    prev: '上一页',
    next: '下一页',
    edit: '在 GitHub 上编辑此页',
    lastUpdated: '最后更新时间',
    copyPrompt: '复制到剪贴板：按 Ctrl+C，然后按 Enter',
    wrap: '切换自动换行',
  },
} satisfies Record<Locale, Record<string, string>>;

const browser = sharedBrowser();

async function desktopPage(options: Parameters<typeof openPage>[1] = {}) {
  return openPage(browser(), {viewport: {width: 1400, height: 900}, ...options});
}

/** A page whose View Transitions and reveal animations a test records (see the appearance tests). */
type RecordingWindow = Window & {recorded: {transitions: number; reveals: string[]}};

/** The code a code block shows: its lines, one under the other. */
async function shownCode(block: Locator): Promise<string> {
  // A line's markup ends with its line break, but the last line's.
  const lines = await block.locator('.token-line').allTextContents();
  return lines.map((line) => line.replace(/\n$/, '')).join('\n');
}

describe.each(LOCALES)('doc-page behaviours (%s)', (locale) => {
  const text = TEXTS[locale];
  const at = (path: string) => localizedPath(path, locale);

  describe('overview page', () => {
    it('lists the config sidebar groups and filters them', async () => {
      const {page, problems} = await desktopPage();
      await gotoHydrated(page, at('/config/'));
      const filter = page.getByRole('searchbox', {name: text.filter});
      await expect(filter.getAttribute('placeholder')).resolves.toBe(text.placeholder);
      const cards = page.locator('article h3');
      expect(await cards.count()).toBeGreaterThanOrEqual(25);
      await filter.fill('UMD-NAME');
      await expect(
        page.getByRole('link', {name: 'lib.umdName', exact: true}).isVisible(),
      ).resolves.toBe(true);
      expect(await cards.count()).toBeLessThan(5);
      await filter.fill('<b>nothing like this</b>');
      await expect(page.getByText(text.noMatch).textContent()).resolves.toContain(
        '<b>nothing like this</b>',
      );
      // No outline and no previous/next links on an overview page.
      expect(await page.locator('.theme-doc-toc-desktop').count()).toBe(0);
      expect(await page.locator('.pagination-nav').count()).toBe(0);
      expect(problems).toEqual([]);
      await closePage(page);
    });
  });

  describe('404 page', () => {
    it('says 404 in the language of the path and links home', async () => {
      const {page, problems} = await desktopPage();
      const response = await page.goto(siteUrl(at('/no/such/page')));
      expect(response?.status()).toBe(404);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      await expect(page.title()).resolves.toBe('404 - Rslib');
      await expect(page.getByRole('heading', {level: 1}).textContent()).resolves.toBe(
        text.notFound,
      );
      await expect(page.locator('main').textContent()).resolves.toContain('404');
      const home = page.getByRole('link', {name: text.home});
      await expect(home.getAttribute('href')).resolves.toBe(at('/'));
      expect(problems).toEqual([]);
      await closePage(page);
    });

    it('speaks the path language when a host serves the root 404.html for every miss', async () => {
      const {page, problems} = await desktopPage();
      const rootNotFound = await (await fetch(siteUrl('/404.html'))).text();
      await page.route(siteUrl(at('/missing-page')), (route) =>
        route.fulfill({status: 404, contentType: 'text/html', body: rootNotFound}),
      );
      await page.goto(siteUrl(at('/missing-page')));
      await page.waitForSelector('html[data-has-hydrated="true"]');
      await page.waitForFunction(
        (expected) => document.querySelector('main h1')?.textContent === expected,
        text.notFound,
      );
      await expect(page.getByRole('link', {name: text.home}).getAttribute('href')).resolves.toBe(
        at('/'),
      );
      await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe(
        locale === 'zh' ? 'zh-CN' : 'en',
      );
      expect(problems).toEqual([]);
      await closePage(page);
    });
  });

  describe('outline', () => {
    it('is titled, highlights the heading read, and lands hash links below the navbar', async () => {
      const {page, problems} = await desktopPage();
      await gotoHydrated(page, at('/guide/basic/output-format'));
      const outline = page.locator('.theme-doc-toc-desktop');
      await expect(outline.locator('p').first().textContent()).resolves.toBe(text.outline);
      const links = outline.locator('a.table-of-contents__link');
      expect(await links.count()).toBeGreaterThan(2);
      const thirdId = (await links.nth(2).getAttribute('href'))!.slice(1);
      // Bring the heading to just below the navbar, where a reader reading it has it.
      await page.evaluate(
        (id) => window.scrollBy(0, document.getElementById(id)!.getBoundingClientRect().top - 120),
        thirdId,
      );
      await page.waitForFunction(
        (id) =>
          document.querySelector('.table-of-contents__link--active')?.getAttribute('href') ===
          `#${id}`,
        thirdId,
      );

      await page.goto(siteUrl(`${at('/guide/basic/output-format')}#${thirdId}`));
      await page.waitForSelector('html[data-has-hydrated="true"]');
      // The heading settles 72 px below the top once the page has scrolled to it.
      await page.waitForFunction(
        (id) => Math.abs(document.getElementById(id)!.getBoundingClientRect().top - 72) <= 2,
        thirdId,
      );
      expect(problems).toEqual([]);
      await closePage(page);
    });

    it('only warns about an anchor with no heading', async () => {
      const {page, problems} = await desktopPage();
      await gotoHydrated(page, at('/guide/basic/output-format'));
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await page.evaluate(() => {
        const link = document.createElement('a');
        link.href = '#no-such-heading';
        link.textContent = 'broken';
        link.id = 'broken-anchor';
        document.querySelector('.theme-doc-markdown')!.appendChild(link);
      });
      const before = page.url();
      await page.click('#broken-anchor');
      expect(page.url()).toBe(before);
      expect(warnings.some((warning) => warning.includes('no-such-heading'))).toBe(true);
      expect(problems).toEqual([]);
      await closePage(page);
    });
  });

  describe('doc footer', () => {
    it('has previous/next links, the edit link and the last-updated time', async () => {
      const {page} = await desktopPage();
      await gotoHydrated(page, at('/guide/start/quick-start'));
      await expect(
        page.locator('.pagination-nav__link--prev .pagination-nav__sublabel').textContent(),
      ).resolves.toBe(text.prev);
      await expect(
        page.locator('.pagination-nav__link--next .pagination-nav__sublabel').textContent(),
      ).resolves.toBe(text.next);
      const edit = page.getByRole('link', {name: text.edit});
      await expect(edit.getAttribute('href')).resolves.toBe(
        `https://github.com/web-infra-dev/rslib/tree/main/website/docs/${locale}/guide/start/quick-start.mdx`,
      );
      await expect(page.locator('.theme-last-updated').textContent()).resolves.toContain(
        text.lastUpdated,
      );
      await closePage(page);
    });
  });

  describe('appearance', () => {
    it.each([
      ['system on a light system', 'light', null, ['dark', 'light', 'dark', 'auto']],
      ['system on a dark system', 'dark', null, ['light', 'dark', 'light', 'auto']],
      ['light on a light system', 'light', 'light', ['dark', 'auto', 'dark', 'light']],
      ['dark on a light system', 'light', 'dark', ['auto', 'dark', 'light', 'dark']],
    ] as const)(
      'changes what the reader sees on every click, from %s, and stores each choice',
      async (_start, system, stored, expectedChoices) => {
        // With reduced motion each change is instant (the reveal has a test of its own),
        // so every click lands on the state the last one left.
        const {page, problems} = await desktopPage({colorScheme: system, reducedMotion: 'reduce'});
        if (stored) {
          await page.addInitScript(
            (choice) => window.localStorage.setItem('rspress-theme-appearance', choice),
            stored,
          );
        }
        await gotoHydrated(page, at('/guide/start/'));
        const toggle = page.locator('.navbar button[class*="toggleButton"]');
        const state = () =>
          page.evaluate(() => ({
            theme: document.documentElement.dataset.theme,
            dark: document.documentElement.classList.contains('dark'),
            stored: window.localStorage.getItem('rspress-theme-appearance'),
          }));
        let shown = (await state()).theme;
        for (const choice of expectedChoices) {
          await toggle.click();
          await page.waitForFunction(
            (expected) => window.localStorage.getItem('rspress-theme-appearance') === expected,
            choice,
          );
          const now = await state();
          expect(now.theme).not.toBe(shown);
          expect(now.dark).toBe(now.theme === 'dark');
          shown = now.theme;
        }
        expect(problems).toEqual([]);
        await closePage(page);
      },
    );

    it.each(['no-preference', 'reduce'] as const)(
      'reveals the new appearance in a circle growing from the click, unless motion is reduced (%s)',
      async (reducedMotion) => {
        const {page, problems} = await desktopPage({colorScheme: 'light', reducedMotion});
        await gotoHydrated(page, at('/guide/start/'));
        // Records each View Transition the page starts and each animation of its new view.
        await page.evaluate(() => {
          const recorded: RecordingWindow['recorded'] = {transitions: 0, reveals: []};
          Object.assign(window, {recorded});
          const doc = document as Document & {startViewTransition: (update: () => void) => unknown};
          const startViewTransition = doc.startViewTransition.bind(doc);
          doc.startViewTransition = (update) => {
            recorded.transitions += 1;
            return startViewTransition(update);
          };
          const animate = Element.prototype.animate;
          Element.prototype.animate = function (keyframes, options) {
            if (
              typeof options === 'object' &&
              options.pseudoElement === '::view-transition-new(root)'
            ) {
              recorded.reveals.push(JSON.stringify(keyframes));
            }
            return animate.call(this, keyframes, options);
          };
        });
        const recorded = () => page.evaluate(() => (window as unknown as RecordingWindow).recorded);
        const toggle = page.locator('.navbar button[class*="toggleButton"]');
        const box = (await toggle.boundingBox())!;
        await toggle.click();
        await page.waitForFunction(
          () => window.localStorage.getItem('rspress-theme-appearance') === 'dark',
        );
        await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe(
          'dark',
        );
        if (reducedMotion === 'reduce') {
          // The change is applied in the click itself: no transition was, or will be, started.
          await expect(recorded()).resolves.toEqual({transitions: 0, reveals: []});
        } else {
          await page.waitForFunction(
            () => (window as unknown as RecordingWindow).recorded.reveals.length > 0,
          );
          const {transitions, reveals} = await recorded();
          expect(transitions).toBe(1);
          const {clipPath} = JSON.parse(reveals[0]) as {clipPath: string[]};
          const [start, end] = clipPath.map((circle) =>
            circle
              .match(/^circle\(([\d.]+)px at ([\d.]+)px ([\d.]+)px\)$/)!
              .slice(1)
              .map(Number),
          );
          // From nothing at the point clicked (the middle of the toggle) to past the window's corners.
          expect(start[0]).toBe(0);
          expect(start[1]).toBeCloseTo(box.x + box.width / 2, 0);
          expect(start[2]).toBeCloseTo(box.y + box.height / 2, 0);
          expect(end.slice(1)).toEqual(start.slice(1));
          expect(end[0]).toBeGreaterThanOrEqual(Math.hypot(start[1], 900 - start[2]));
        }
        expect(problems).toEqual([]);
        await closePage(page);
      },
    );

    it('keeps the choice across a reload and in the other language', async () => {
      const {page} = await desktopPage({colorScheme: 'light'});
      await gotoHydrated(page, at('/guide/start/'));
      await page.locator('.navbar button[class*="toggleButton"]').click();
      await page.waitForFunction(
        () => window.localStorage.getItem('rspress-theme-appearance') === 'dark',
      );
      const other = locale === 'en' ? '/zh/guide/start/' : '/guide/start/';
      await gotoHydrated(page, other);
      await expect(
        page.evaluate(() => ({
          theme: document.documentElement.dataset.theme,
          dark: document.documentElement.classList.contains('dark'),
        })),
      ).resolves.toEqual({theme: 'dark', dark: true});
      await closePage(page);
    });

    it('follows the system in auto and syncs a choice across tabs', async () => {
      const {page} = await desktopPage({colorScheme: 'dark'});
      await gotoHydrated(page, at('/guide/start/'));
      await expect(
        page.evaluate(() => document.documentElement.classList.contains('dark')),
      ).resolves.toBe(true);
      await page.emulateMedia({colorScheme: 'light'});
      await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');

      const second = await page.context().newPage();
      await gotoHydrated(second, at('/guide/start/quick-start'));
      // The old site's key alone, as another tab of it would write.
      await page.evaluate(() => {
        window.localStorage.setItem('rspress-theme-appearance', 'dark');
      });
      await second.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
      await expect(
        second.evaluate(() => document.documentElement.classList.contains('dark')),
      ).resolves.toBe(true);
      await closePage(page);
    });

    it('applies a stored choice before the page paints', async () => {
      const {page} = await desktopPage({colorScheme: 'light'});
      await page.addInitScript(() =>
        window.localStorage.setItem('rspress-theme-appearance', 'dark'),
      );
      await page.route('**/*.js', (route) => route.abort());
      await page.goto(siteUrl(at('/guide/start/')));
      // No script of the bundle ran: the inline head scripts alone set the appearance.
      await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe(
        'dark',
      );
      await expect(
        page.evaluate(() => document.documentElement.classList.contains('dark')),
      ).resolves.toBe(true);
      await closePage(page);
    });
  });

  describe('code blocks', () => {
    it('copy the code as shown and show the copied state for two seconds', async () => {
      // The test's clock is the context's: the context is the test's own.
      const {page, problems} = await desktopPage({
        permissions: ['clipboard-read', 'clipboard-write'],
        isolated: true,
      });
      await page.clock.install();
      await gotoHydrated(page, at('/guide/start/quick-start'));
      // A block of several lines: the copy keeps them apart, and loses nothing at either end.
      const block = page
        .locator('.theme-doc-markdown div[class*="codeBlockContainer"]')
        .filter({has: page.locator('.token-line + .token-line')})
        .first();
      await block.hover();
      const button = block.locator('button:has([class*="copyButtonIcons"])');
      await expectShownFor(page, {
        selector: 'button[class*="copyButtonCopied"]',
        duration: 2000,
        action: () => button.click(),
      });
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe(await shownCode(block));
      expect(copied).toContain('\n');
      expect(problems).toEqual([]);
      await closePage(page);
    });

    it('fall back to a prompt with the shortcut when the clipboard is unavailable', async () => {
      const {page} = await desktopPage();
      await withoutClipboard(page);
      await gotoHydrated(page, at('/guide/start/quick-start'));
      const prompts = answerDialogs(page);
      const block = page.locator('.theme-doc-markdown div[class*="codeBlockContainer"]').first();
      await block.hover();
      // The fallback copy loads first, so the prompt comes after the click.
      const prompted = page.waitForEvent('dialog');
      await block.locator('button:has([class*="copyButtonIcons"])').click();
      await prompted;
      expect(prompts).toHaveLength(1);
      expect(prompts[0]!.type).toBe('prompt');
      expect(prompts[0]!.message).toBe(text.copyPrompt);
      expect(prompts[0]!.defaultValue).toBe(await shownCode(block));
      await closePage(page);
    });

    it('offer the word-wrap toggle on every block, long or short, and wrap on click', async () => {
      const {page, problems} = await desktopPage();
      await gotoHydrated(page, at('/guide/start/quick-start'));
      const blocks = page.locator('.theme-doc-markdown div[class*="codeBlockContainer"]');
      const block = blocks.first();
      // The buttons render in the browser only, after hydration.
      await block.getByRole('button', {name: text.wrap}).waitFor({state: 'attached'});
      const blockCount = await blocks.count();
      expect(blockCount).toBeGreaterThan(3);
      await expect(
        page.locator('.theme-doc-markdown').getByRole('button', {name: text.wrap}).count(),
      ).resolves.toBe(blockCount);
      const code = block.locator('code');
      await block.hover();
      await block.getByRole('button', {name: text.wrap}).click();
      await expect(code.evaluate((element) => getComputedStyle(element).whiteSpace)).resolves.toBe(
        'pre-wrap',
      );
      await block.getByRole('button', {name: text.wrap}).click();
      await expect(
        code.evaluate((element) => getComputedStyle(element).whiteSpace),
      ).resolves.not.toBe('pre-wrap');
      expect(problems).toEqual([]);
      await closePage(page);
    });
  });

  describe('tabs', () => {
    it('store the package manager under rspress.tabs and follow it on other pages and tabs', async () => {
      const {page, problems} = await desktopPage();
      await gotoHydrated(page, at('/guide/start/quick-start'));
      const second = await page.context().newPage();
      await gotoHydrated(second, at('/guide/start/quick-start'));
      await page.getByRole('tab', {name: 'pnpm'}).first().click();
      await expect(
        page.evaluate(() => window.localStorage.getItem('rspress.tabs.package.manager')),
      ).resolves.toBe('pnpm');
      const selected = page.locator('[role=tab][aria-selected=true]');
      const pnpmSelected = await selected.filter({hasText: 'pnpm'}).count();
      expect(pnpmSelected).toBe(await page.getByRole('tab', {name: 'pnpm'}).count());
      // Another browser tab follows.
      await second.waitForFunction(
        () => document.querySelector('[role=tab][aria-selected=true]')?.textContent === 'pnpm',
      );
      // Another page follows.
      await gotoHydrated(page, at('/guide/start/npm-packages'));
      await expect(
        page.locator('[role=tab][aria-selected=true]').first().textContent(),
      ).resolves.toBe('pnpm');
      expect(problems).toEqual([]);
      await closePage(page);
    });
  });

  describe('tabs of one group', () => {
    it('keep the clicked tab where it was when the switch changes the height above it', async () => {
      const {page, problems} = await desktopPage();
      await gotoHydrated(page, at('/guide/start/quick-start'));
      const pnpmTabs = page.getByRole('tab', {name: 'pnpm'});
      expect(await pnpmTabs.count()).toBeGreaterThanOrEqual(2);
      // The first group's pnpm panel made 600 px tall: choosing pnpm pushes what follows down.
      await pnpmTabs.first().evaluate((tab) => {
        const panel = document.getElementById(tab.getAttribute('aria-controls')!)!;
        panel.style.minHeight = '600px';
      });
      const clicked = pnpmTabs.last();
      await clicked.scrollIntoViewIfNeeded();
      const top = () => clicked.evaluate((tab) => tab.getBoundingClientRect().top);
      const before = await top();
      const scrolledBefore = await page.evaluate(() => window.scrollY);
      await clicked.click();
      await expect(clicked.getAttribute('aria-selected')).resolves.toBe('true');
      await nextFrames(page);
      expect(Math.abs((await top()) - before)).toBeLessThan(1);
      // It stayed because the page scrolled, by about the height the first group gained.
      expect((await page.evaluate(() => window.scrollY)) - scrolledBefore).toBeGreaterThan(400);
      expect(problems).toEqual([]);
      await closePage(page);
    });
  });

  describe('query flags', () => {
    it.each([
      ['navbar', '.navbar'],
      ['sidebar', '.theme-doc-sidebar-container'],
      ['outline', '.theme-doc-toc-desktop'],
      ['footer', '.pagination-nav'],
    ])('%s=0 hides that part', async (flag, selector) => {
      const {page} = await desktopPage();
      await gotoHydrated(page, `${at('/guide/basic/output-format')}?${flag}=0`);
      await expect(page.locator(selector).first().isVisible()).resolves.toBe(false);
      await gotoHydrated(page, at('/guide/basic/output-format'));
      await expect(page.locator(selector).first().isVisible()).resolves.toBe(true);
      await closePage(page);
    });
  });

  describe('progress bar', () => {
    it('shows in the brand colour while a slow page loads', async () => {
      const {page} = await desktopPage();
      await gotoHydrated(page, at('/guide/start/'));
      await page.route('**/assets/js/*.js', async (route) => {
        // A slow network: every script of the next page arrives 0.7 s late.
        await new Promise((resolve) => setTimeout(resolve, 700));
        await route.continue();
      });
      await page.locator('.pagination-nav__link--next').click();
      const bar = await page.waitForSelector('#nprogress .bar', {timeout: 5000});
      const colour = await bar.evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(colour).toBe('rgb(255, 139, 0)');
      await closePage(page);
    });
  });

  describe('layout', () => {
    it('shows the scroll-to-top button once the page is scrolled down', async () => {
      const {page} = await desktopPage();
      await gotoHydrated(page, at('/guide/basic/output-format'));
      const button = page.locator('.theme-back-to-top-button');
      await expect(button.isVisible()).resolves.toBe(false);
      await page.mouse.wheel(0, 800);
      await page.waitForFunction(() => window.scrollY > 100);
      await button.waitFor({state: 'visible'});
      await button.click();
      await page.waitForFunction(() => window.scrollY === 0);
      await closePage(page);
    });

    it('renders the mobile menu on the first tap, sliding in with the page in the sidebar', async () => {
      const {page, problems} = await openPage(browser(), {viewport: {width: 600, height: 800}});
      await gotoHydrated(page, at('/guide/start/quick-start'));
      // A closed menu costs a phone nothing: it is not in the page until opened.
      await expect(page.locator('.navbar-sidebar').count()).resolves.toBe(0);
      // Animations frozen at their start: the slide-in is caught as it begins.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Animation.enable');
      await cdp.send('Animation.setPlaybackRate', {playbackRate: 0});
      await page.locator('.navbar__toggle').click();
      const pageInMenu = page.locator(
        `.navbar-sidebar a[aria-current="page"][href="${at('/guide/start/quick-start')}"]`,
      );
      await pageInMenu.waitFor({state: 'attached'});
      await expect(
        page.evaluate(() =>
          document
            .querySelector('.navbar-sidebar')!
            .getAnimations()
            .some(
              (animation) =>
                animation instanceof CSSTransition && animation.transitionProperty === 'transform',
            ),
        ),
      ).resolves.toBe(true);
      await cdp.send('Animation.setPlaybackRate', {playbackRate: 1});
      await pageInMenu.waitFor({state: 'visible'});
      expect(problems).toEqual([]);
      await closePage(page);
    });

    it('closes the mobile menu when the window reaches 768 px', async () => {
      const {page} = await openPage(browser(), {viewport: {width: 600, height: 800}});
      await gotoHydrated(page, at('/guide/start/'));
      await page.locator('.navbar__toggle').click();
      await page.waitForSelector('.navbar-sidebar--show');
      await page.setViewportSize({width: 800, height: 800});
      await page.waitForFunction(() => !document.querySelector('.navbar-sidebar--show'));
      await closePage(page);
    });
  });

  describe('first-visit language redirect', () => {
    const other: Locale = locale === 'en' ? 'zh' : 'en';
    const browserLanguage = other === 'zh' ? 'zh-CN' : 'en-US';

    it('sends a first visit to the same page in the browser language, once', async () => {
      const {page} = await openPage(browser(), {firstVisit: true, locale: browserLanguage});
      await page.goto(siteUrl(`${at('/guide/start/quick-start')}?sidebar=0`));
      await page.waitForURL(
        siteUrl(`${localizedPath('/guide/start/quick-start', other)}?sidebar=0`),
      );
      // The second visit stays where it is asked to be.
      await gotoHydrated(page, at('/guide/start/quick-start'));
      expect(new URL(page.url()).pathname).toBe(at('/guide/start/quick-start'));
      await closePage(page);
    });

    it('leaves crawlers alone', async () => {
      const {page} = await openPage(browser(), {
        firstVisit: true,
        locale: browserLanguage,
        userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      });
      await gotoHydrated(page, at('/guide/start/'));
      expect(new URL(page.url()).pathname).toBe(at('/guide/start/'));
      await closePage(page);
    });
  });
});

describe('storage unavailable', () => {
  async function pageWithoutStorage(): Promise<{page: Page; problems: string[]}> {
    const watched = await desktopPage();
    await watched.page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    return watched;
  }

  it.each(LOCALES)('keeps %s pages and their controls working', async (locale) => {
    const {page, problems} = await pageWithoutStorage();
    await gotoHydrated(page, localizedPath('/guide/start/quick-start', locale));
    await page.locator('.navbar button[class*="toggleButton"]').click();
    await page.getByRole('tab', {name: 'yarn'}).first().click();
    await expect(
      page.locator('[role=tab][aria-selected=true]').first().textContent(),
    ).resolves.toBe('yarn');
    await gotoHydrated(page, localizedPath('/config/', locale));
    await page.getByRole('searchbox').fill('dts');
    expect(await page.locator('article h3').count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await closePage(page);
  });
});
