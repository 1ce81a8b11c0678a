import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type CDPSession,
  type Page,
} from 'playwright-core';
import {HOST_PROFILES, type HostProfile} from '@site/scripts/hosting/hostProfiles';
import {AXE_SCRIPT_URL_VARIABLE, hostUrlVariable} from './hosts';

/** Debian's Chromium; `.ci/run` installs it when it is missing. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** A URL the test run's global setup (tests/browser/globalSetup.ts) put in an environment variable. */
function testServerUrl(variable: string): string {
  const url = process.env[variable];
  if (!url) {
    throw new Error(`${variable} is not set: browser tests run through \`npm run test:browser\`.`);
  }
  return url;
}

/** The URL of a path of the built site, as served by a host profile (this project's server by default). */
export function siteUrl(path = '/', host: HostProfile = 'serve'): string {
  return `${testServerUrl(hostUrlVariable(host))}${path}`;
}

/**
 * A GET on the test server from Node, retried on a network error: under load a
 * kept-alive socket the server closes just as it is reused fails the request.
 */
export async function fetchFromSite(path: string, host: HostProfile = 'serve'): Promise<Response> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await fetch(siteUrl(path, host), {redirect: 'manual'});
    } catch (error) {
      if (attempt === 3) {
        throw error;
      }
    }
  }
}

/**
 * Adds axe-core to the page (once), loaded by URL from the test run's own
 * server (tests/browser/globalSetup.ts) so that the browser caches it. The page
 * must bypass its Content-Security-Policy, which rightly refuses the script.
 */
export async function addAxe(page: Page): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.addScriptTag({url: testServerUrl(AXE_SCRIPT_URL_VARIABLE)});
  }
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      // Every host but the test servers' fails to resolve: a request to another host
      // is refused by the browser itself (and recorded by openPage). Blocking it
      // with request interception instead would turn off the HTTP cache, and every
      // page of a context would fetch and compile the site's scripts anew.
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // V8's optimising compilers (Maglev, TurboFan) only pay back on code that runs
      // for long; a test page runs the site's scripts and axe once and is left. Without
      // them, the pages suites spend a third less CPU (and a fifth less time). What a
      // script does is the same at every tier; only how fast it gets there differs.
      '--js-flags=--max-opt=1',
    ],
  });
}

/**
 * One Chromium for a test file: launched before its tests, closed after them.
 * Call it at the top of the file; the function it returns gives the browser to the tests.
 */
export function sharedBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) {
      throw new Error('The shared browser is launched in beforeAll.');
    }
    return browser;
  };
}

export interface WatchedPage {
  page: Page;
  /** Console errors, uncaught exceptions and failed requests seen so far. */
  problems: string[];
  /**
   * Requests to any host but the site's own (the browser refuses them: see
   * launchBrowser), but for the axe-core script a test adds itself.
   */
  foreignRequests: string[];
}

export interface OpenPageOptions extends BrowserContextOptions {
  /**
   * A reader's very first visit: no `rspress-visited` flag, so the first-visit
   * language redirect may run. Off by default, so pages stay in the language asked for.
   */
  firstVisit?: boolean;
  /**
   * Off by default: the server sends the production Content-Security-Policy
   * (build/_headers), which rightly refuses the scripts test tooling injects
   * (axe-core, added by `addAxe` from another origin). tests/browser/csp.test.ts
   * turns it on (`bypassCSP: false`) to hold the site to the policy.
   */
  bypassCSP?: boolean;
  /** The host profile whose server the page talks to; requests to any other origin are foreign. */
  host?: HostProfile;
  /**
   * A browser context of the test's own, closed with its page: for a test that
   * measures a first visit (nothing cached yet) or changes the whole context
   * (its clock, its listeners). Other tests share a context with the tests of
   * the same options (see `sharedContext`).
   */
  isolated?: boolean;
}

/** A context several tests open their pages in, one after the other. */
interface SharedContext {
  context: BrowserContext;
  /** A DevTools session of the kept tab, to clear the site's storage between tests. */
  devTools: CDPSession;
}

/** The tab each shared context keeps open between tests, at the site's origin. */
const keptTabs = new WeakMap<BrowserContext, Page>();

/** The shared contexts of each browser, by the options they were made with. */
const sharedContexts = new WeakMap<Browser, Map<string, Promise<SharedContext>>>();

/**
 * A context for the tests of one set of options, with what the last test left
 * cleared: every test starts with no cookie and nothing in localStorage,
 * sessionStorage or IndexedDB of any test server, as a new reader does, and its
 * own tab. What is kept is what a returning reader's browser keeps: the HTTP
 * cache, and a tab open at the site (robots.txt), so the renderer process and
 * its compiled scripts stay warm. A test's new tab and first page load then
 * take about half the time of a new context's.
 */
async function sharedContext(
  browser: Browser,
  options: BrowserContextOptions,
  firstVisit: boolean,
): Promise<BrowserContext> {
  let contexts = sharedContexts.get(browser);
  if (!contexts) {
    contexts = new Map();
    sharedContexts.set(browser, contexts);
  }
  const key = JSON.stringify({options, firstVisit});
  const existing = await contexts.get(key);
  // A context is made on first use, and anew if a test closed it.
  if (!existing || keptTabs.get(existing.context)!.isClosed()) {
    const made = newSharedContext(browser, options, firstVisit);
    contexts.set(key, made);
    return (await made).context;
  }
  const {context, devTools} = existing;
  // Pages a failed test left open go with it.
  await closeTestTabs(context);
  await context.clearCookies();
  for (const profile of HOST_PROFILES) {
    await devTools.send('Storage.clearDataForOrigin', {
      origin: new URL(siteUrl('/', profile)).origin,
      storageTypes: 'local_storage,session_storage,indexeddb,cache_storage,service_workers',
    });
  }
  return context;
}

async function newSharedContext(
  browser: Browser,
  options: BrowserContextOptions,
  firstVisit: boolean,
): Promise<SharedContext> {
  const context = await newContext(browser, options, firstVisit);
  const keptTab = await context.newPage();
  await keptTab.goto(siteUrl('/robots.txt'));
  keptTabs.set(context, keptTab);
  return {context, devTools: await context.newCDPSession(keptTab)};
}

async function newContext(
  browser: Browser,
  options: BrowserContextOptions,
  firstVisit: boolean,
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  if (!firstVisit) {
    await context.addInitScript(() => {
      try {
        window.localStorage.setItem('rspress-visited', '1');
      } catch {
        // A test may make storage throw; then nothing is remembered anyway.
      }
    });
  }
  return context;
}

/**
 * Closes a test's page and any other it opened: the whole context if the test
 * had its own (`isolated`), else every tab but the one the shared context keeps.
 */
export async function closePage(page: Page): Promise<void> {
  const context = page.context();
  if (keptTabs.has(context)) {
    await closeTestTabs(context);
  } else {
    await context.close();
  }
}

/** Closes every tab of a shared context but the one it keeps. */
async function closeTestTabs(context: BrowserContext): Promise<void> {
  const keptTab = keptTabs.get(context);
  await Promise.all(
    context
      .pages()
      .filter((tab) => tab !== keptTab)
      .map((tab) => tab.close()),
  );
}

/**
 * A new tab that records what a reader would never want to see: console
 * errors, uncaught exceptions, failed requests, requests to other hosts.
 * Close it with `closePage`.
 */
export async function openPage(
  browser: Browser,
  {firstVisit = false, host = 'serve', isolated = false, ...options}: OpenPageOptions = {},
): Promise<WatchedPage> {
  const contextOptions = {locale: 'en-US', bypassCSP: true, ...options};
  const context = isolated
    ? await newContext(browser, contextOptions, firstVisit)
    : await sharedContext(browser, contextOptions, firstVisit);
  const page = await context.newPage();
  const problems: string[] = [];
  const foreignRequests: string[] = [];
  const ownOrigin = new URL(siteUrl('/', host)).origin;
  const axeScript = testServerUrl(AXE_SCRIPT_URL_VARIABLE);
  page.on('request', (request) => {
    const url = request.url();
    if (
      !url.startsWith('data:') &&
      !url.startsWith('blob:') &&
      url !== axeScript &&
      new URL(url).origin !== ownOrigin
    ) {
      foreignRequests.push(url);
    }
  });
  // A 404 page answers with status 404, which Chromium logs as a console error
  // for the document itself; that one is expected, any other is not.
  const notFoundDocuments = new Set<string>();
  const isExpectedNotFound = (text: string, url: string) =>
    text.startsWith('Failed to load resource') && notFoundDocuments.has(url);
  page.on('console', (message) => {
    if (message.type() === 'error' && !isExpectedNotFound(message.text(), message.location().url)) {
      problems.push(`console error: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => {
    // ERR_ABORTED is a request the browser dropped itself, because the page
    // navigated away (prefetches, the favicon): nothing failed.
    const aborted = request.failure()?.errorText === 'net::ERR_ABORTED';
    if (!aborted && !foreignRequests.includes(request.url())) {
      problems.push(`request failed: ${request.url()} ${request.failure()?.errorText ?? ''}`);
    }
  });
  page.on('response', (response) => {
    if (response.status() === 404 && response.request().resourceType() === 'document') {
      notFoundDocuments.add(response.url());
    }
    if (
      response.status() >= 400 &&
      !response.url().endsWith('/404.html') &&
      response.request().resourceType() !== 'document'
    ) {
      problems.push(`HTTP ${response.status()}: ${response.url()}`);
    }
  });
  return {page, problems, foreignRequests};
}

/** Navigates and waits until React has hydrated the page. */
export async function gotoHydrated(
  page: Page,
  path: string,
  host: HostProfile = 'serve',
): Promise<void> {
  await page.goto(siteUrl(path, host));
  await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 15_000});
}

/** Takes the clipboard away, as in an insecure context or an old browser. */
export async function withoutClipboard(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {value: undefined});
    document.execCommand = () => false;
  });
}

export interface AnsweredDialog {
  type: string;
  message: string;
  defaultValue: string;
}

/**
 * Records every dialog the page opens and accepts it at once: a prompt blocks
 * the page until answered, so a test cannot wait for it and click as well.
 */
export function answerDialogs(page: Page): AnsweredDialog[] {
  const dialogs: AnsweredDialog[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push({
      type: dialog.type(),
      message: dialog.message(),
      defaultValue: dialog.defaultValue(),
    });
    await dialog.accept();
  });
  return dialogs;
}

/**
 * Holds a state that an action shows to its duration on the page's own clock,
 * without waiting for it: the clock (installed before the page loaded, with
 * `page.clock.install()`) is paused, the action run, and the clock moved by
 * hand. The element matching `selector` appears, is still there 1 ms before
 * `duration` and is gone at `duration`.
 */
export async function expectShownFor(
  page: Page,
  {selector, duration, action}: {selector: string; duration: number; action: () => Promise<void>},
): Promise<void> {
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  await action();
  await page.waitForSelector(selector);
  await page.clock.runFor(duration - 1);
  await expect(page.locator(selector).count()).resolves.toBe(1);
  await page.clock.runFor(1);
  await page.waitForSelector(selector, {state: 'detached'});
}

/** Waits until the CSS transitions and animations of the matching element have finished. */
export async function animationsSettled(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((target) => {
    const element = document.querySelector(target);
    return (
      element !== null &&
      element.getAnimations({subtree: true}).every((animation) => animation.playState !== 'running')
    );
  }, selector);
}

/** Waits until the browser has painted twice: what a handler set in the last frame is on screen. */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}
