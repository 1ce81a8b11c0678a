/**
 * The site under its production Content-Security-Policy: the static server
 * sends the headers of the build's `_headers` (written by
 * scripts/hosting/hostConfigPlugin.ts), so every page here is loaded as a
 * Netlify-style host serves it. Nothing the reader does may trigger a
 * violation: no inline script or style attribute without its hash, no script,
 * style, image, font, fetch or worker from elsewhere.
 */
import type {Page, Response} from 'playwright-core';
import {LOCALES, localizedPath} from '../routes';
import {fetchFromSite, gotoHydrated, closePage, openPage, siteUrl, sharedBrowser} from './harness';

interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

declare global {
  interface Window {
    cspViolations?: Violation[];
  }
}

const browser = sharedBrowser();

/** A page that records every `securitypolicyviolation` event and every CSP console message. */
async function cspPage() {
  const watched = await openPage(browser(), {
    // The harness lets test tooling past the policy; here the policy applies.
    bypassCSP: false,
    viewport: {width: 1400, height: 900},
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const cspMessages: string[] = [];
  await watched.page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations!.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  });
  watched.page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) {
      cspMessages.push(`${message.type()}: ${message.text()}`);
    }
  });
  return {...watched, cspMessages};
}

/**
 * The harness's problems, less requests aborted because the test moved on
 * (a full load cancels the previous page's prefetches): a request the policy
 * blocks fails with `net::ERR_BLOCKED_BY_CSP` and stays.
 */
function unexpected(problems: string[]): string[] {
  return problems.filter((problem) => !/^request failed: .* net::ERR_ABORTED$/.test(problem));
}

async function violations(page: Page): Promise<Violation[]> {
  return page.evaluate(() => window.cspViolations ?? []);
}

/** Navigates with a full load and returns the document's response. */
async function load(page: Page, path: string): Promise<Response> {
  const response = await page.goto(siteUrl(path));
  if (!response) {
    throw new Error(`No response for ${path}`);
  }
  await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 15_000});
  // Let the page's own requests (the search index prefetch) finish before the next load.
  await page.waitForLoadState('networkidle');
  return response;
}

/** Clicks an in-site link and waits for the client-side router to reach it. */
async function clickThrough(page: Page, selector: string, path: string): Promise<void> {
  await page.locator(selector).first().click();
  await page.waitForURL(siteUrl(path));
  await page.waitForFunction((expected) => window.location.pathname === expected, path);
}

describe.each(LOCALES)('Content-Security-Policy (%s)', (locale) => {
  const at = (path: string) => localizedPath(path, locale);

  it('is sent with every page, allowing its inline scripts and style attributes by hash', async () => {
    const {page} = await cspPage();
    const response = await load(page, at('/'));
    const policy = response.headers()['content-security-policy'];
    if (!policy) {
      throw new Error('No Content-Security-Policy: build the site first (npm run build).');
    }
    expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+;/);
    // Inline styles: only the style attributes the pages carry, each by its hash.
    expect(policy).toMatch(/style-src 'self' 'unsafe-hashes'( 'sha256-[A-Za-z0-9+/]+=*')+;/);
    expect(policy).not.toMatch(/unsafe-eval|unsafe-inline/);
    expect(policy).toContain("object-src 'none'");
    expect(response.headers()['x-frame-options']).toBe('DENY');
    // Every inline script of the page carries a hash the policy lists: the browser ran them.
    const inlineScripts = await page.evaluate(
      () => document.querySelectorAll('script:not([src]):not([type])').length,
    );
    expect(inlineScripts).toBeGreaterThanOrEqual(3);
    expect(await violations(page)).toEqual([]);
    // A style attribute the build did not write is refused, by both policies the page has
    // (the header's and the one in its `<meta>`).
    await page.evaluate(() => {
      document.body.insertAdjacentHTML('beforeend', '<p style="color: red">injected</p>');
    });
    await page.waitForFunction(() => window.cspViolations!.length === 2);
    expect((await violations(page)).map((violation) => violation.directive)).toEqual([
      'style-src-attr',
      'style-src-attr',
    ]);
    await closePage(page);
  });

  it('keeps the host configuration files to the host', async () => {
    for (const file of ['/_headers', '/_redirects']) {
      const response = await fetchFromSite(file);
      expect(`${file}: ${response.status}`).toBe(`${file}: 404`);
    }
  });

  it('reports no violation on the landing, a doc page, the config overview and the 404 page', async () => {
    const {page, problems, cspMessages} = await cspPage();

    await load(page, at('/'));
    expect(await violations(page)).toEqual([]);

    // Code blocks and package-manager tabs; copying uses the clipboard API.
    await load(page, at('/guide/start/quick-start'));
    await page.getByRole('tab', {name: 'pnpm'}).first().click();
    const block = page.locator('.theme-doc-markdown div[class*="codeBlockContainer"]').first();
    await block.hover();
    await block.locator('button:has([class*="copyButtonIcons"])').click();
    await page.waitForSelector('button[class*="copyButtonCopied"]');
    expect(await violations(page)).toEqual([]);
    // Code blocks take their theme from the stylesheet, not from a style attribute; the
    // one style attribute the build writes, theme-classic's hidden icon sprite, applies.
    const inlineStyles = await page.evaluate(() => {
      const block = document.querySelector<HTMLElement>('.theme-code-block')!;
      const sprite = document.querySelector('body > svg:first-child')!;
      return {
        written: block.getAttribute('style'),
        applied: getComputedStyle(block).getPropertyValue('--prism-background-color').trim(),
        sprite: getComputedStyle(sprite).display,
      };
    });
    expect(inlineStyles.written).toBeNull();
    expect(inlineStyles.applied).toMatch(/^#[0-9a-f]{3,8}$/i);
    expect(inlineStyles.sprite).toBe('none');

    // The image zoom (medium-zoom) adds its overlay and styles on click.
    await load(page, at('/guide/basic/output-structure'));
    const image = page.locator('.theme-doc-markdown img').first();
    if ((await image.count()) > 0) {
      await image.click();
      await page.waitForSelector('.medium-zoom-overlay');
      await page.keyboard.press('Escape');
    }

    await load(page, at('/config/'));
    await page.getByRole('searchbox').first().fill('format');
    expect(await violations(page)).toEqual([]);

    const missing = await load(page, at('/no-such-page'));
    expect(missing.status()).toBe(404);
    expect(missing.headers()['content-security-policy']).toContain("script-src 'self' 'sha256-");

    expect(await violations(page)).toEqual([]);
    expect(cspMessages).toEqual([]);
    expect(unexpected(problems)).toEqual([]);
    await closePage(page);
  });

  it('reports no violation through client-side navigation, dark mode and search', async () => {
    const {page, problems, cspMessages} = await cspPage();
    await gotoHydrated(page, at('/'));

    // Navbar, sidebar and navbar again, without a full load.
    await clickThrough(page, `.navbar a[href="${at('/guide/start/')}"]`, at('/guide/start/'));
    await clickThrough(
      page,
      `.theme-doc-sidebar-container a[href="${at('/guide/start/quick-start')}"]`,
      at('/guide/start/quick-start'),
    );
    await clickThrough(page, `.navbar a[href="${at('/config/')}"]`, at('/config/'));
    // Back to the landing page, whose head has an inline script of its own.
    await page.goBack();
    await page.goBack();
    await page.goBack();
    await page.waitForFunction((expected) => window.location.pathname === expected, at('/'));
    expect(await violations(page)).toEqual([]);

    // Light → dark (one click from following a light system) and back.
    const toggle = page.locator('.navbar button[class*="toggleButton"]');
    await toggle.click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await toggle.click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
    expect(await violations(page)).toEqual([]);

    // The search modal: its worker loads the index and answers; a result opens its page.
    await page.keyboard.press('Control+K');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByRole('combobox').fill('format');
    await dialog.getByRole('option').first().waitFor({timeout: 15_000});
    await page.keyboard.press('Enter');
    await page.waitForFunction((home) => window.location.pathname !== home, at('/'));
    await page.waitForSelector('article');

    expect(await violations(page)).toEqual([]);
    expect(cspMessages).toEqual([]);
    expect(unexpected(problems)).toEqual([]);
    await closePage(page);
  });
});
