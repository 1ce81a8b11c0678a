import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {DEFAULT_LOCALE, LOCALES, localePrefix, type SiteLocale} from '../../data/locales';
import {
  CLI_COMMANDS,
  type CliCommand,
  type CliFlagEntries,
  cliFlagEntries,
  flagsOfHelp,
} from '../../features/codeLinks/cliFlagsUtils';
import {
  type CodeBlockSample,
  type CodeLinkData,
  type CodeLinkResult,
  type ConfigKey,
  codeAnnotations,
  fencedConfigSamples,
  isConfigSample,
} from '../../features/codeLinks/codeLinksUtils';
import {type ReferencePages, referencePage} from '../../features/codeLinks/referenceUtils';
import {parseMdx} from '../../utils/markdownUtils';
import {ConfigKeyResolver, type ConfigSample} from './configKeys';

/**
 * The build-time side of code links: the reference pages and CLI flags of a
 * language, the compiler's reading of every config sample of the site, and
 * the annotations of one code block from both (src/features/codeLinks).
 * One instance per site and process (`siteCodeLinks`): the first block of a
 * language compiles all of that language's config samples in one program.
 * The plugin (the default export) does that before the pages are compiled,
 * and prints what the pages link once they are built; the remark plugin of
 * src/plugins/codeHighlight writes the links.
 */

export type {SiteLocale};

/** The language of a build, as Docusaurus names it; it fails on one the code links do not know. */
export function siteLocale(locale: string): SiteLocale {
  if (!(LOCALES as readonly string[]).includes(locale)) {
    throw new Error(`Code links: no reference pages for the language ${JSON.stringify(locale)}`);
  }
  return locale as SiteLocale;
}

/** Where a language's pages live and where it is served. */
export interface LocaleLayout {
  baseUrl: string;
  docsDir: string;
  blogDir: string;
}

function localeLayout(siteDir: string, locale: SiteLocale): LocaleLayout {
  return locale === DEFAULT_LOCALE
    ? {baseUrl: '/', docsDir: path.join(siteDir, 'docs'), blogDir: path.join(siteDir, 'blog')}
    : {
        baseUrl: `${localePrefix(locale)}/`,
        docsDir: path.join(siteDir, `i18n/${locale}/docusaurus-plugin-content-docs/current`),
        blogDir: path.join(siteDir, `i18n/${locale}/docusaurus-plugin-content-blog`),
      };
}

/** The pages the links point into: the configuration and API reference, and the CLI page. */
const REFERENCE_DIRS = ['config', 'api'];
const CLI_PAGE = 'guide/basic/cli.mdx';

/** The MDX files under a folder, relative to it with `/`, sorted. */
function mdxFiles(dir: string, prefix = ''): string[] {
  if (!fs.existsSync(dir)) {
    return [];
  }
  return fs
    .readdirSync(dir, {withFileTypes: true})
    .flatMap((entry) =>
      entry.isDirectory()
        ? mdxFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`)
        : /\.mdx?$/.test(entry.name)
          ? [`${prefix}${entry.name}`]
          : [],
    )
    .sort();
}

/** `config/lib/index.mdx` → `/config/lib/`, `config/lib/dts.mdx` → `/config/lib/dts`. */
function docRoute(file: string): string {
  return `/${file.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '$1')}`;
}

/** The MDX sources of a language: its docs and blog posts, as `[file, source]`. */
function localeSources({docsDir, blogDir}: LocaleLayout): Array<[string, string]> {
  return [docsDir, blogDir].flatMap((dir) =>
    mdxFiles(dir).map((file): [string, string] => {
      const full = path.join(dir, file);
      return [full, fs.readFileSync(full, 'utf8')];
    }),
  );
}

function referencePages(docsDir: string): ReferencePages {
  const files = [
    ...REFERENCE_DIRS.flatMap((dir) =>
      mdxFiles(path.join(docsDir, dir)).map((file) => `${dir}/${file}`),
    ),
    CLI_PAGE,
  ];
  return Object.fromEntries(
    files.map((file) => [
      docRoute(file),
      referencePage(parseMdx(fs.readFileSync(path.join(docsDir, file), 'utf8'))),
    ]),
  );
}

/** The flags of each command as the installed CLI lists them. */
function installedFlags(siteDir: string): Record<CliCommand, string[]> {
  const bin = path.join(siteDir, 'node_modules/@rslib/core/bin/rslib.js');
  return Object.fromEntries(
    CLI_COMMANDS.map((command) => [
      command,
      flagsOfHelp(execFileSync(process.execPath, [bin, command, '--help'], {encoding: 'utf8'})),
    ]),
  ) as Record<CliCommand, string[]>;
}

export interface CodeLinkTimings {
  /** Config samples compiled so far. */
  samples: number;
  /** Time spent compiling samples and reading their keys, in milliseconds. */
  compileMs: number;
}

export class SiteCodeLinks {
  private readonly resolver: ConfigKeyResolver;
  private readonly data = new Map<SiteLocale, CodeLinkData>();
  private flags: Record<CliCommand, string[]> | undefined;
  /** Flags the installed CLI accepts that the CLI page of a language does not document. */
  readonly undocumentedFlags = new Map<SiteLocale, string[]>();
  readonly timings: CodeLinkTimings = {samples: 0, compileMs: 0};
  /** Keys and flags linked per page of each language, as the pages were compiled. */
  readonly linkedPerPage = new Map<SiteLocale, Map<string, number>>();

  constructor(readonly siteDir: string) {
    this.resolver = new ConfigKeyResolver(siteDir);
  }

  /** The reference and CLI data of a language; the first call also compiles its config samples. */
  dataOf(locale: SiteLocale): CodeLinkData {
    let data = this.data.get(locale);
    if (!data) {
      const layout = localeLayout(this.siteDir, locale);
      const pages = referencePages(layout.docsDir);
      const documented = cliFlagEntries(
        parseMdx(fs.readFileSync(path.join(layout.docsDir, CLI_PAGE), 'utf8')),
      );
      this.flags ??= installedFlags(this.siteDir);
      const installed = this.flags;
      const cliFlags = Object.fromEntries(
        CLI_COMMANDS.map((command) => [
          command,
          Object.fromEntries(
            installed[command]
              .filter((flag) => flag in documented)
              .map((flag) => [flag, documented[flag]]),
          ) as CliFlagEntries,
        ]),
      ) as Record<CliCommand, CliFlagEntries>;
      this.undocumentedFlags.set(
        locale,
        [...new Set(CLI_COMMANDS.flatMap((command) => installed[command]))].filter(
          (flag) => !(flag in documented),
        ),
      );
      data = {baseUrl: layout.baseUrl, pages, cliRoute: docRoute(CLI_PAGE), cliFlags};
      this.data.set(locale, data);
      this.compile(localeSources(layout).flatMap(([, source]) => fencedConfigSamples(source)));
    }
    return data;
  }

  private compile(samples: ConfigSample[]): ConfigKey[][] {
    const started = performance.now();
    const keys = this.resolver.resolve(samples);
    this.timings.compileMs += performance.now() - started;
    this.timings.samples = this.resolver.size;
    return keys;
  }

  /**
   * The annotations of one code block of a page in `locale`. A config sample
   * that was not among the language's sources (edited since) is compiled on
   * its own, reusing the program.
   */
  annotate(block: CodeBlockSample, locale: SiteLocale): CodeLinkResult {
    const data = this.dataOf(locale);
    const keys = isConfigSample(block.title)
      ? this.compile([{code: block.code, title: block.title}])[0]
      : null;
    return codeAnnotations(block, keys, data);
  }

  /** Records how many keys and flags a page links (a page compiled again replaces its count). */
  recordPage(locale: SiteLocale, page: string, linked: number): void {
    let pages = this.linkedPerPage.get(locale);
    if (!pages) {
      pages = new Map();
      this.linkedPerPage.set(locale, pages);
    }
    pages.set(page, linked);
  }

  /**
   * One line on what a language's pages link and what the compiler cost. It
   * counts the pages whose MDX this build compiled: a page that Rspack's
   * persistent cache (node_modules/.cache/rspack) gives unchanged is not
   * compiled again, nor counted; tests/content/codeLinks.test.ts counts every page.
   */
  summary(locale: SiteLocale): string {
    const counts = [...(this.linkedPerPage.get(locale)?.values() ?? [])];
    const linked = counts.reduce((sum, count) => sum + count, 0);
    const pages = counts.filter((count) => count > 0).length;
    return (
      `[code links] ${locale}: ${linked} keys and flags linked on ${pages} of the ${counts.length} ` +
      `pages compiled in this build (cached pages are not counted); ` +
      `${this.timings.samples} config samples compiled in ${(this.timings.compileMs / 1000).toFixed(1)} s (both languages so far)`
    );
  }
}

/**
 * Kept on the global object: Docusaurus builds the languages one after the
 * other in one process but loads the config, and this module with it, for
 * each, and the second language should reuse the first one's program.
 */
const INSTANCES = Symbol.for('rslib-docs:code-links');
const instances: Map<string, SiteCodeLinks> = ((globalThis as Record<symbol, unknown>)[
  INSTANCES
] ??= new Map<string, SiteCodeLinks>()) as Map<string, SiteCodeLinks>;

/** The code links of a site, one per process, so a build reads and compiles everything once. */
export function siteCodeLinks(siteDir: string): SiteCodeLinks {
  let instance = instances.get(siteDir);
  if (!instance) {
    instance = new SiteCodeLinks(siteDir);
    instances.set(siteDir, instance);
  }
  return instance;
}

/**
 * Reads the reference and compiles the config samples of the language being
 * built while Docusaurus loads content, so the first page's MDX loader does
 * not pay for it, and prints a summary of the links once the language is
 * built.
 */
export default function codeLinksPlugin(context: LoadContext): Plugin {
  const locale = siteLocale(context.i18n.currentLocale);
  const links = siteCodeLinks(context.siteDir);
  return {
    name: 'code-links',
    async loadContent() {
      links.dataOf(locale);
    },
    async postBuild() {
      console.info(links.summary(locale));
    },
  };
}
