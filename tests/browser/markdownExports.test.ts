import {LOCALES, ROUTES, localizedPath, type Locale} from '../routes';
import {
  gotoHydrated,
  closePage,
  openPage,
  siteUrl,
  answerDialogs,
  withoutClipboard,
  sharedBrowser,
  expectShownFor,
} from './harness';

/** What each language shows (i18n/zh/code.json for zh). */
const TEXTS = {
  en: {
    button: 'Copy page as Markdown',
    copied: 'Copied',
    quickStartTitle: '# Quick start',
    tipTitle: 'Tip',
    section: '## Getting Started',
    copyPrompt: 'Copy to clipboard: Ctrl+C, Enter',
  },
  zh: {
    button: '复制页面为 Markdown',
    copied: '已复制',
    quickStartTitle: '# 快速上手',
    tipTitle: '提示',
    section: '## 开始',
    copyPrompt: '复制到剪贴板：按 Ctrl+C，然后按 Enter',
  },
} satisfies Record<Locale, Record<string, string>>;

const DOC_ROUTES = ROUTES.filter((route) => route.docId !== null);

const browser = sharedBrowser();

async function fetchText(path: string): Promise<{status: number; type: string; body: string}> {
  const response = await fetch(siteUrl(path), {redirect: 'manual'});
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    body: await response.text(),
  };
}

/** `/guide/start/` → `/guide/start/index.md`, `/guide/start/cli` → `/guide/start/cli.md`. */
function twinOf(path: string): string {
  return path.endsWith('/') ? `${path}index.md` : `${path}.md`;
}

describe.each(LOCALES)('Markdown exports (%s)', (locale) => {
  const text = TEXTS[locale];
  const at = (path: string) => localizedPath(path, locale);

  describe('llms.txt', () => {
    it('lists every doc page by its .md twin, in sidebar sections', async () => {
      const {status, type, body} = await fetchText(at('/llms.txt'));
      expect(status).toBe(200);
      expect(type).toBe('text/plain; charset=utf-8');
      expect(body.startsWith('# Rslib\n\n> ')).toBe(true);
      expect(body).toContain(`\n${text.section}\n`);
      for (const route of DOC_ROUTES) {
        expect(body).toContain(`](https://rslib.rs${twinOf(at(route.path))})`);
      }
      // Getting Started comes before the config reference, as in the sidebars.
      expect(body.indexOf(twinOf(at('/guide/start/')))).toBeLessThan(
        body.indexOf(twinOf(at('/config/lib/format'))),
      );
    });

    it('holds every page in llms-full.txt', async () => {
      const {status, type, body} = await fetchText(at('/llms-full.txt'));
      expect(status).toBe(200);
      expect(type).toBe('text/plain; charset=utf-8');
      expect(body).toContain(
        `${text.quickStartTitle}\n\nSource: https://rslib.rs${at('/guide/start/quick-start')}\n`,
      );
      expect(body.split('\nSource: https://rslib.rs').length - 1).toBe(DOC_ROUTES.length);
    });
  });

  describe('.md twins', () => {
    it('serves every doc page as Markdown at its path with .md, never redirected', async () => {
      for (const route of DOC_ROUTES) {
        const {status, type, body} = await fetchText(twinOf(at(route.path)));
        expect({path: route.path, status, type}).toEqual({
          path: route.path,
          status: 200,
          type: 'text/markdown; charset=utf-8',
        });
        expect(body.startsWith('# ')).toBe(true);
      }
    });

    it('is readable Markdown: title, package-manager commands, absolute .md links, no MDX', async () => {
      const {body} = await fetchText(at('/guide/start/quick-start.md'));
      expect(body.startsWith(`${text.quickStartTitle}\n`)).toBe(true);
      expect(body).toContain(
        '\n```bash\nnpm install -D @rslib/core typescript\nyarn add -D @rslib/core typescript\npnpm install -D @rslib/core typescript\nbun add -D @rslib/core typescript\n```\n',
      );
      expect(body).toMatch(/\]\(https:\/\/rslib\.rs\/(zh\/)?[a-z/-]+\.md(#[\w-]+)?\)/);
      const prose = body.replace(/```[\s\S]*?```/g, '');
      expect(prose).not.toMatch(/\{#[\w-]+\}|<PackageManagerTabs|^import |\.mdx\b|^:::/m);
    });

    it('turns an admonition into a quote under its title in the page language', async () => {
      const {body} = await fetchText(at('/guide/basic/configure-rslib.md'));
      expect(body).toContain(`\n> **${text.tipTitle}**\n>\n> `);
    });

    it('has none for the landing page, and a 404 for a page that does not exist', async () => {
      expect((await fetchText(at('/index.md'))).status).toBe(404);
      expect((await fetchText(at('/guide/start/nope.md'))).status).toBe(404);
    });
  });

  describe('Copy page as Markdown', () => {
    it('copies the page twin and shows the copied state for two seconds', async () => {
      // The test's clock is the context's: the context is the test's own.
      const {page, problems} = await openPage(browser(), {
        viewport: {width: 1400, height: 900},
        permissions: ['clipboard-read', 'clipboard-write'],
        isolated: true,
      });
      await page.clock.install();
      await gotoHydrated(page, at('/guide/start/quick-start'));
      const button = page.getByRole('button', {name: text.button});
      await expect(button.isVisible()).resolves.toBe(true);
      await expectShownFor(page, {
        selector: `button[aria-label="${text.copied}"]`,
        duration: 2000,
        action: () => button.click(),
      });
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe((await fetchText(at('/guide/start/quick-start.md'))).body);
      await expect(page.getByRole('button', {name: text.button}).count()).resolves.toBe(1);
      expect(problems).toEqual([]);
      await closePage(page);
    });

    it('is on section index pages too, and copies their index.md', async () => {
      const {page, problems} = await openPage(browser(), {
        viewport: {width: 390, height: 844},
        permissions: ['clipboard-read', 'clipboard-write'],
      });
      await gotoHydrated(page, at('/config/lib/'));
      await page.getByRole('button', {name: text.button}).click();
      await page.getByRole('button', {name: text.copied}).waitFor();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe((await fetchText(at('/config/lib/index.md'))).body);
      expect(problems).toEqual([]);
      await closePage(page);
    });

    it('falls back to a prompt holding the Markdown when the clipboard is unavailable', async () => {
      const {page} = await openPage(browser(), {viewport: {width: 1400, height: 900}});
      await withoutClipboard(page);
      await gotoHydrated(page, at('/guide/start/quick-start'));
      const prompts = answerDialogs(page);
      const dialogShown = page.waitForEvent('dialog');
      await page.getByRole('button', {name: text.button}).click();
      await dialogShown;
      expect(prompts).toHaveLength(1);
      expect(prompts[0]!.type).toBe('prompt');
      expect(prompts[0]!.message).toBe(text.copyPrompt);
      expect(prompts[0]!.defaultValue.startsWith(text.quickStartTitle)).toBe(true);
      // Nothing was copied, so no copied state.
      await expect(page.getByRole('button', {name: text.copied}).count()).resolves.toBe(0);
      await closePage(page);
    });
  });
});
