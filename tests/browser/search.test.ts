import type {Page, Route} from 'playwright-core';
import {normalizeQuery} from '@site/src/features/search/queryUtils';
import {LOCALES, localizedPath, type Locale} from '../routes';
import {addAxe, gotoHydrated, closePage, openPage, siteUrl, sharedBrowser} from './harness';
import {axeViolations} from './pageSuite';

/** The search texts in each language, as the reader sees them. */
const TEXTS = {
  en: {
    button: 'Search Docs',
    placeholder: 'Search Docs',
    noResults: 'No results for',
    suggestion: 'Please try again with a different keyword',
    allResults: 'See all results',
    corrected: 'No results for "typscript". Showing results for "typescript".',
    indexError: 'The search index could not be loaded. Please try again later.',
    slip: 'bundle decleration files',
    slipCorrected:
      'No results for "bundle decleration files". Showing results for "bundle declaration files".',
    leftOut: 'No results for "babelHelpers is not defined". Showing results for "is not defined".',
  },
  zh: {
    button: '搜索文档',
    placeholder: '搜索文档',
    noResults: '无法找到相关搜索结果',
    suggestion: '请使用不同的关键字重试',
    allResults: '查看全部结果',
    corrected: '无法找到相关搜索结果 "typscript"，以下是 "typescript" 的搜索结果。',
    indexError: '无法加载搜索索引，请稍后重试。',
    slip: 'decleration 文件 打包',
    slipCorrected:
      '无法找到相关搜索结果 "decleration 文件 打包"，以下是 "declaration 文件 打包" 的搜索结果。',
    leftOut:
      '无法找到相关搜索结果 "babelHelpers is not defined"，以下是 "is not defined" 的搜索结果。',
  },
} satisfies Record<Locale, Record<string, string>>;

/** Strings no search may choke on (bad input gets a handled outcome, never a crash). */
const BAD_INPUTS = [
  '<img src=x onerror=alert(1)>',
  '"><script>window.__injected=1</script>',
  '(.*)+[a-z]{2,}\\d?^$|\\',
  'x'.repeat(10_000),
  '😀🚀 emoji 👩‍💻',
  'Rslib 的 import.meta.url 和 __dirname 配置 --no-bundle',
  '构建'.repeat(3000),
];

const browser = sharedBrowser();

async function desktopPage(options: Parameters<typeof openPage>[1] = {}) {
  return openPage(browser(), {viewport: {width: 1400, height: 900}, ...options});
}

const dialogOf = (page: Page) => page.locator('dialog[open]');

/** Types into the dialog's box and waits until the shown results answer it. */
async function searchFor(page: Page, query: string): Promise<void> {
  await page.getByRole('combobox').fill(query);
  await page.waitForFunction(
    (wanted) => {
      const dialog = document.querySelector('dialog[open]');
      const shown = dialog?.getAttribute('data-search-query') ?? '';
      return dialog?.getAttribute('data-search-status') === 'done' && shown === wanted;
    },
    normalizeQuery(query),
    {timeout: 15_000},
  );
}

/**
 * Waits until the element matching `selector` has the focus again: the dialog
 * gives it back in the frame after it is gone, not as it goes.
 */
async function focusReturnsTo(page: Page, selector: string): Promise<void> {
  await page.waitForFunction(
    (wanted) => document.activeElement?.matches(wanted) === true,
    selector,
    {timeout: 5_000},
  );
}

async function optionHrefs(page: Page): Promise<string[]> {
  return page
    .locator('[role="listbox"] [role="option"]')
    .evaluateAll((options) => options.map((option) => option.getAttribute('href') ?? ''));
}

describe.each(LOCALES)('search (%s)', (locale) => {
  const text = TEXTS[locale];
  const at = (path: string) => localizedPath(path, locale);

  it('opens from the navbar button and Ctrl+K, closes with Escape, Ctrl+K and a click outside, and returns the focus', async () => {
    const {page, problems, foreignRequests} = await desktopPage();
    await gotoHydrated(page, at('/guide/start/'));
    const button = page.getByRole('button', {name: text.button, exact: true});
    await expect(button.textContent()).resolves.toMatch(/K$/);

    await button.click();
    const dialog = dialogOf(page);
    await dialog.waitFor();
    const box = page.getByRole('combobox', {name: text.placeholder});
    await expect(box.getAttribute('placeholder')).resolves.toBe(text.placeholder);
    await expect(box.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({state: 'detached'});
    await focusReturnsTo(page, '[aria-haspopup="dialog"]');

    // From anywhere: the focus goes back to the element that had it.
    const link = page.locator('.navbar__brand').first();
    await link.focus();
    await page.keyboard.press('Control+KeyK');
    await dialog.waitFor();
    await page.keyboard.press('Control+KeyK');
    await dialog.waitFor({state: 'detached'});
    await focusReturnsTo(page, '.navbar__brand');

    await page.keyboard.press('Meta+KeyK');
    await dialog.waitFor();
    await page.mouse.click(10, 880);
    await dialog.waitFor({state: 'detached'});
    await focusReturnsTo(page, '.navbar__brand');

    expect(problems).toEqual([]);
    expect(foreignRequests).toEqual([]);
    await closePage(page);
  });

  it('opens for Ctrl+K pressed as soon as the page has loaded, before it is interactive, 10 times out of 10', async () => {
    const {page, problems} = await desktopPage();
    const dialog = dialogOf(page);
    for (let trial = 0; trial < 10; trial += 1) {
      // Half the presses as the document is parsed, half at the load event: before hydration.
      await page.goto(siteUrl(at('/guide/start/')), {
        waitUntil: trial % 2 === 0 ? 'domcontentloaded' : 'load',
      });
      await page.keyboard.press('Control+KeyK');
      await dialog.waitFor();
      await focusReturnsTo(page, 'dialog[open] [role="combobox"]');
    }
    expect(problems).toEqual([]);
    await closePage(page);
  });

  it('opens for Ctrl+K pressed right after a link is followed, while the next page loads, 10 times out of 10', async () => {
    const {page, problems} = await desktopPage();
    const dialog = dialogOf(page);
    // From the landing page (whose navbar the doc pages mount again), then from doc to doc.
    await gotoHydrated(page, at('/'));
    const links = [page.locator(`main a[href="${at('/guide/start/quick-start')}"]`).first()];
    for (let trial = 0; trial < 10; trial += 1) {
      const link =
        links[trial] ??
        page.locator(`a.menu__link[href^="${at('/guide/')}"]:not(.menu__link--active)`).nth(trial);
      links[trial] = link;
      const target = (await link.getAttribute('href')) ?? '';
      const title = await page.title();
      // The next page's code is held until the shortcut has been pressed: the press
      // lands while the navigation waits for it, as on a slow connection.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const holdCode = async (route: Route) => {
        await held;
        await route.continue();
      };
      await page.route(/\/assets\/js\/[^/]+\.js$/, holdCode);
      await link.click();
      await page.keyboard.press('Control+KeyK');
      release();
      await page.waitForFunction(
        ([path, before]) => location.pathname === path && document.title !== before,
        [target, title] as const,
      );
      await dialog.waitFor();
      await expect(dialog.isVisible()).resolves.toBe(true);
      await page.unroute(/\/assets\/js\/[^/]+\.js$/, holdCode);
      await page.keyboard.press('Escape');
      await dialog.waitFor({state: 'detached'});
    }
    expect(problems).toEqual([]);
    await closePage(page);
  });

  it('fetches the hashed topic index of its language once, then its body index, then the text files of the pages shown only, from its own host', async () => {
    // Nothing of the index cached yet, and its worker's requests too (the context's).
    const {page, problems, foreignRequests} = await desktopPage({isolated: true});
    const searchRequests: string[] = [];
    page.context().on('request', (request) => {
      if (/search-(index|text)/.test(request.url())) {
        searchRequests.push(request.url());
      }
    });
    await gotoHydrated(page, at('/config/'));
    await page.keyboard.press('Control+KeyK');
    await searchFor(page, 'umdName');
    await searchFor(page, 'dts');
    const paths = searchRequests.map((url) => new URL(url));
    expect(paths.every((url) => url.origin === new URL(siteUrl()).origin)).toBe(true);
    const prefix = locale === 'en' ? '' : '/zh';
    const named = paths.map((url) => url.pathname.replace(/[0-9a-f]{8}/, '<hash>'));
    expect(named.slice(0, 2)).toEqual([
      `${prefix}/search-index-<hash>.json`,
      `${prefix}/search-index-body-<hash>.json`,
    ]);
    // Each text file once, and no more than the pages shown for the two queries.
    const texts = named.slice(2);
    expect(
      texts.every((name) => new RegExp(`^${prefix}/search-text-<hash>/\\d+\\.json$`).test(name)),
    ).toBe(true);
    expect(new Set(texts).size).toBe(texts.length);
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.length).toBeLessThanOrEqual(14);
    expect(problems).toEqual([]);
    expect(foreignRequests).toEqual([]);
    await closePage(page);
  });

  it('names each page of the results with its place on the site, and shows three pages in a 700 px tall window', async () => {
    const {page, problems} = await openPage(browser(), {viewport: {width: 1280, height: 700}});
    await gotoHydrated(page, at('/guide/start/'));
    await page.keyboard.press('Control+KeyK');
    await searchFor(page, 'watch');
    const groups = page.locator('[role="listbox"] [role="group"]');
    expect(await groups.count()).toBeGreaterThanOrEqual(3);
    const trail = await groups.first().locator(':scope > div').first().textContent();
    expect(trail).toMatch(/›/);
    // At most two hits of a page before the next page.
    const perGroup = await groups.evaluateAll((list) =>
      list.map((group) => group.querySelectorAll('[role="option"]').length),
    );
    expect(Math.max(...perGroup)).toBeLessThanOrEqual(2);
    const listBottom = await page
      .locator('dialog[open] [role="listbox"]')
      .evaluate((list) => list.parentElement!.getBoundingClientRect().bottom);
    const thirdGroupBottom = await groups
      .nth(2)
      .evaluate((group) => group.getBoundingClientRect().bottom);
    expect(thirdGroupBottom).toBeLessThanOrEqual(listBottom);
    expect(problems).toEqual([]);
    await closePage(page);
  });

  it('finds the blog posts too, below the docs that answer the same words', async () => {
    const {page, problems} = await desktopPage();
    await gotoHydrated(page, at('/guide/start/'));
    await page.keyboard.press('Control+KeyK');
    await searchFor(page, locale === 'en' ? 'announcing rslib 1.0' : 'rslib 1.0 正式发布');
    const hrefs = await optionHrefs(page);
    expect(hrefs[0].split('#')[0]).toBe(at('/blog/rslib-v1'));
    expect(problems).toEqual([]);
    await closePage(page);
  });

  it('finds a word of the body text, with the excerpt around it highlighted', async () => {
    const {page, problems} = await desktopPage();
    await gotoHydrated(page, at('/guide/start/'));
    await page.keyboard.press('Control+KeyK');
    // In the text (and code) of the Rollup migration page only, in no title or heading.
    await searchFor(page, 'preserveModules');
    const option = page
      .locator(`[role="listbox"] [role="option"][href^="${at('/guide/migration/rollup')}"]`)
      .first();
    await expect(option.getAttribute('data-kind')).resolves.toBe('content');
    await expect(option.locator('mark').first().textContent()).resolves.toMatch(
      /^preservemodules$/i,
    );
    // About 100 width units of the text around the match, not the whole section.
    const excerpt =
      (await option
        .locator('mark')
        .first()
        .evaluate((mark) => mark.parentElement?.textContent)) ?? '';
    expect(excerpt.length).toBeGreaterThan(10);
    expect(excerpt.length).toBeLessThanOrEqual(100);
    expect(problems).toEqual([]);
    await closePage(page);
  });

  it('shows title and heading hits before the body index arrives, then adds the body hits after them', async () => {
    const {page, problems} = await desktopPage();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/search-index-body-/, async (route) => {
      await held;
      await route.continue();
    });
    await gotoHydrated(page, at('/guide/start/'));
    await page.keyboard.press('Control+KeyK');
    await page.getByRole('combobox').fill('legalComments');
    const dialog = dialogOf(page);
    await page.waitForFunction(
      () =>
        document.querySelector('dialog[open]')?.getAttribute('data-search-status') === 'partial',
    );
    const before = await optionHrefs(page);
    expect(before.length).toBeGreaterThan(0);
    expect(before.map((href) => href.split('#')[0])).toContain(at('/config/rsbuild/output'));
    await expect(dialog.getAttribute('data-search-status')).resolves.toBe('partial');

    release();
    await searchFor(page, 'legalComments');
    const after = await optionHrefs(page);
    // The hits shown stay where they were; the body's pages follow them.
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.length).toBeGreaterThan(before.length);
    expect(problems).toEqual([]);
    await closePage(page);
  });

  it('says when the index cannot be loaded, and searches once it can, without a reload', async () => {
    const {page, problems} = await desktopPage({isolated: true});
    // The topic index (not the body index nor the text files) is unavailable for a while.
    const topicIndex = /\/search-index-[0-9a-f]{8}\.json$/;
    const unavailable = (route: Route) => route.fulfill({status: 503, body: 'Service Unavailable'});
    await page.context().route(topicIndex, unavailable);
    await gotoHydrated(page, at('/guide/start/'));
    await page.keyboard.press('Control+KeyK');
    await page.getByRole('combobox').fill('watch');
    await page.waitForFunction(
      () => document.querySelector('dialog[open]')?.getAttribute('data-search-status') === 'error',
    );
    await expect(dialogOf(page).getByText(text.indexError).isVisible()).resolves.toBe(true);

    await page.context().unroute(topicIndex, unavailable);
    // Closed and opened again, as a reader tries again.
    await page.mouse.click(10, 880);
    await dialogOf(page).waitFor({state: 'detached'});
    await page.keyboard.press('Control+KeyK');
    await dialogOf(page).waitFor();
    await searchFor(page, 'watch');
    const hrefs = await optionHrefs(page);
    expect(hrefs.map((href) => href.split('#')[0])).toContain(at('/guide/basic/cli'));
    // The failed fetches of the index and the failed search are reported, and nothing else is.
    const expected =
      /HTTP 503: .*\/search-index-[0-9a-f]{8}\.json$|status of 503|The search failed/;
    expect(problems.filter((problem) => !expected.test(problem))).toEqual([]);
    await closePage(page);
  });

  it('finds code terms, groups the hits by page, highlights them and opens the selected one with Enter', async () => {
    const {page, problems} = await desktopPage();
    await gotoHydrated(page, at('/guide/start/'));
    await page.keyboard.press('Control+KeyK');
    for (const [query, expected] of [
      ['umdName', '/config/lib/umd-name'],
      ['__dirname', '/config/lib/shims'],
      ['import.meta.url', '/config/lib/shims'],
      ['--no-bundle', '/config/lib/bundle'],
      ['mf', '/guide/start/components/MF'],
    ] as const) {
      await searchFor(page, query);
      const hrefs = await optionHrefs(page);
      expect(hrefs.length).toBeGreaterThan(0);
      expect(hrefs.length).toBeLessThanOrEqual(7);
      if (expected) {
        expect(hrefs.map((href) => href.split('#')[0])).toContain(at(expected));
      }
    }

    await searchFor(page, 'umdName');
    const options = page.locator('[role="listbox"] [role="option"]');
    await expect(page.locator('[role="listbox"] mark').first().textContent()).resolves.toMatch(
      /umdname/i,
    );
    expect(await page.locator('[role="listbox"] [role="group"]').count()).toBeGreaterThan(0);
    const kinds = await options.evaluateAll((list) =>
      list.map((option) => option.getAttribute('data-kind')),
    );
    expect(kinds.every((kind) => ['title', 'header', 'content'].includes(kind ?? ''))).toBe(true);

    const box = page.getByRole('combobox');
    await expect(options.first().getAttribute('aria-selected')).resolves.toBe('true');
    await page.keyboard.press('ArrowDown');
    const second = options.nth(1);
    await expect(second.getAttribute('aria-selected')).resolves.toBe('true');
    await expect(box.getAttribute('aria-activedescendant')).resolves.toBe(
      await second.getAttribute('id'),
    );
    await page.keyboard.press('ArrowUp');
    await expect(options.first().getAttribute('aria-selected')).resolves.toBe('true');
    const target = (await options.first().getAttribute('href')) ?? '';
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname + url.hash === target);
    await dialogOf(page).waitFor({state: 'detached'});
    await expect(page.locator('article h1').first().isVisible()).resolves.toBe(true);
    expect(problems).toEqual([]);
    await closePage(page);
  });

  it('says when nothing matches, with the query as text', async () => {
    const {page, problems} = await desktopPage();
    await gotoHydrated(page, at('/guide/start/'));
    await page.keyboard.press('Control+KeyK');
    await searchFor(page, 'zzqxjv');
    const dialog = dialogOf(page);
    await expect(dialog.getByText(text.noResults).textContent()).resolves.toBe(
      `${text.noResults} "zzqxjv"`,
    );
    await expect(dialog.getByText(text.suggestion).isVisible()).resolves.toBe(true);
    expect(await page.locator('[role="listbox"] [role="option"]').count()).toBe(0);
    await expect(page.getByRole('combobox').getAttribute('aria-expanded')).resolves.toBe('false');
    expect(problems).toEqual([]);
    await closePage(page);
  });

  it('searches a misspelt word as it was meant when nothing matches, and says so, in the dialog and on the page of all results', async () => {
    const {page, problems} = await desktopPage();
    await gotoHydrated(page, at('/guide/start/'));
    await page.keyboard.press('Control+KeyK');
    await searchFor(page, 'typscript');
    const dialog = dialogOf(page);
    await expect(dialog.getByText(text.corrected).isVisible()).resolves.toBe(true);
    expect((await optionHrefs(page))[0].split('#')[0]).toBe(at('/guide/basic/typescript'));
    await expect(dialog.getByText(text.suggestion).count()).resolves.toBe(0);
    await page.getByRole('link', {name: text.allResults}).click();
    await page.waitForURL(
      (url) => url.pathname === at('/search') && url.searchParams.get('q') === 'typscript',
    );
    const hit = page.locator(`main li a[href^="${at('/guide/basic/typescript')}"]`);
    await hit.first().waitFor({timeout: 15_000});
    await expect(page.locator('main').getByText(text.corrected).isVisible()).resolves.toBe(true);
    expect(problems).toEqual([]);
    await closePage(page);
  });

  it('searches a misspelt word as it was meant when the other words find pages without it, and says so', async () => {
    const {page, problems} = await desktopPage();
    await gotoHydrated(page, at('/guide/start/'));
    await page.keyboard.press('Control+KeyK');
    await searchFor(page, text.slip);
    await expect(dialogOf(page).getByText(text.slipCorrected).isVisible()).resolves.toBe(true);
    expect((await optionHrefs(page))[0].split('#')[0]).toBe(at('/guide/advanced/dts'));
    expect(problems).toEqual([]);
    await closePage(page);
  });

  it('searches the rest of a query when one of its words is on no page, and says so', async () => {
    const {page, problems} = await desktopPage();
    await gotoHydrated(page, at('/guide/start/'));
    await page.keyboard.press('Control+KeyK');
    await searchFor(page, 'babelHelpers is not defined');
    await expect(dialogOf(page).getByText(text.leftOut).isVisible()).resolves.toBe(true);
    expect((await optionHrefs(page)).length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await closePage(page);
  });

  it('answers bad input with results or the no-results message, never markup or a frozen page', async () => {
    const {page, problems} = await desktopPage();
    await gotoHydrated(page, at('/guide/start/'));
    await page.keyboard.press('Control+KeyK');
    for (const input of BAD_INPUTS) {
      const started = Date.now();
      await searchFor(page, input);
      expect(Date.now() - started).toBeLessThan(5_000);
      const options = await page.locator('[role="listbox"] [role="option"]').count();
      const noResults = await dialogOf(page).getByText(text.noResults).count();
      expect(options > 0 || noResults === 1).toBe(true);
      expect(await dialogOf(page).locator('img, script').count()).toBe(0);
      await expect(
        page.evaluate(() => (window as {__injected?: number}).__injected),
      ).resolves.toBeUndefined();
    }
    // Still responsive: a normal search works after them.
    await searchFor(page, 'dts');
    expect((await optionHrefs(page)).length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await closePage(page);
  });

  it('links to all results on the search page, which finds words of the body text and passes axe with its best practices', async () => {
    // The CSP would refuse the axe script the test injects.
    const {page, problems} = await desktopPage({bypassCSP: true});
    await gotoHydrated(page, at('/guide/start/'));
    await page.keyboard.press('Control+KeyK');
    // In the text of pages only, in no title or heading.
    await searchFor(page, 'preserveModules');
    await page.getByRole('link', {name: text.allResults}).click();
    await page.waitForURL(
      (url) => url.pathname === at('/search') && url.searchParams.get('q') === 'preserveModules',
    );
    const hit = page.locator(`main li a[href^="${at('/guide/migration/rollup')}"][data-kind]`);
    await hit.first().waitFor({timeout: 15_000});
    await expect(hit.first().locator('mark').first().textContent()).resolves.toMatch(
      /^preservemodules$/i,
    );
    await expect(page.title()).resolves.toContain('preserveModules');
    await expect(axeViolations(page)).resolves.toEqual([]);
    // A new query replaces the one in the URL, so that reloading shows the same results.
    await page.getByRole('searchbox').fill('umdName');
    await page.waitForURL((url) => url.searchParams.get('q') === 'umdName');
    await page
      .locator(`main li a[href^="${at('/config/lib/umd-name')}"]`)
      .first()
      .waitFor();
    await page.reload();
    // The static page is the same for every query: the field shows the query once
    // the page has read it from the URL, which the results also wait for.
    await page
      .locator(`main li a[href^="${at('/config/lib/umd-name')}"]`)
      .first()
      .waitFor();
    await expect(page.getByRole('searchbox').inputValue()).resolves.toBe('umdName');
    expect(problems).toEqual([]);
    await closePage(page);
  });

  it.each(['light', 'dark'] as const)(
    'passes axe (WCAG 2 AA) with the dialog open, %s',
    async (colorScheme) => {
      const {page, problems} = await desktopPage({colorScheme});
      await gotoHydrated(page, at('/guide/start/'));
      await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe(
        colorScheme,
      );
      await page.keyboard.press('Control+KeyK');
      await searchFor(page, 'dts');
      await addAxe(page);
      const violations = await page.evaluate(async () => {
        const axe = (
          window as unknown as {
            axe: {
              run: (
                context: unknown,
                options: unknown,
              ) => Promise<{violations: {id: string; nodes: {target: unknown}[]}[]}>;
            };
          }
        ).axe;
        const result = await axe.run(
          {include: [['dialog[open]'], ['.navbar']]},
          {runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']}},
        );
        return result.violations.map(
          (violation) =>
            `${violation.id}: ${JSON.stringify(violation.nodes.map((node) => node.target))}`,
        );
      });
      expect(violations).toEqual([]);
      expect(problems).toEqual([]);
      await closePage(page);
    },
  );
});
