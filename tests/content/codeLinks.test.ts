import fs from 'node:fs';
import path from 'node:path';
import {headingsOf, parseMdx} from '@site/src/utils/markdownUtils';
import {siteCodeLinks, type SiteLocale} from '@site/src/plugins/codeLinks';
import {unresolvedLines} from '@site/src/features/codeLinks/codeLinksUtils';
import {SITE_DIR, allBlogSources, allDocSources, readDoc} from './docsFiles';
import {codeBlocksOf} from './pageText';

/**
 * Every option key of every `rslib.config.*` sample that Rslib or Rsbuild
 * declares links to the section of the reference that documents it, and every
 * `rslib` flag of a shell sample to its section of the CLI page, in the page's
 * language. A key or flag without a section fails here with the page, the line
 * and the key; so does a link to a heading id that its page does not have.
 */

interface PageLinks {
  page: string;
  linked: number;
}

const DOCS_DIRS: Record<SiteLocale, string> = {
  en: path.join(SITE_DIR, 'docs'),
  zh: path.join(SITE_DIR, 'i18n/zh/docusaurus-plugin-content-docs/current'),
};

const headingIds = new Map<string, Set<string>>();

/** The heading ids of the doc page a link points at: `/zh/config/lib/dts#dts-bundle`. */
function headingIdsAt(href: string): {file: string; ids: Set<string>} | null {
  const [pathname] = href.split('#');
  const locale: SiteLocale = pathname.startsWith('/zh/') ? 'zh' : 'en';
  const route = locale === 'zh' ? pathname.slice('/zh'.length) : pathname;
  const relative = route.endsWith('/') ? `${route.slice(1)}index.mdx` : `${route.slice(1)}.mdx`;
  const file = path.join(DOCS_DIRS[locale], relative);
  if (!fs.existsSync(file)) {
    return null;
  }
  let ids = headingIds.get(file);
  if (!ids) {
    ids = new Set(headingsOf(parseMdx(fs.readFileSync(file, 'utf8'))).map(({id}) => id));
    headingIds.set(file, ids);
  }
  return {file: path.relative(SITE_DIR, file), ids};
}

describe('code links', () => {
  const links = siteCodeLinks(SITE_DIR);
  const sources = [
    ...allDocSources().map(([lang, dir, file]) => ({lang, dir, file})),
    ...allBlogSources().map(([lang, dir, file]) => ({lang, dir, file})),
  ];
  const perPage: PageLinks[] = [];
  const unresolved: string[] = [];
  const hrefs = new Map<string, string>();

  let prepared = 0;

  beforeAll(() => {
    links.dataOf('en');
    links.dataOf('zh');
    prepared = links.timings.samples;
    for (const {lang, dir, file} of sources) {
      const page = path.relative(SITE_DIR, path.join(dir, file));
      let linked = 0;
      for (const block of codeBlocksOf(parseMdx(readDoc(dir, file)))) {
        const result = links.annotate(block, lang);
        linked += result.annotations.length;
        for (const {href} of result.annotations) {
          hrefs.set(href, `${page}:${block.line}`);
        }
        unresolved.push(...unresolvedLines(page, block.line, result.unresolved));
      }
      perPage.push({page, linked});
    }
  });

  it('compile the config samples of both languages together, before the pages', () => {
    expect(prepared).toBeGreaterThan(100);
    // Every sample a page gives was found by reading the fences: none is compiled on its own.
    expect(links.timings.samples).toBe(prepared);
  });

  it('resolve every key that Rslib or Rsbuild declares, and every rslib flag, to a documented section', () => {
    expect(unresolved).toEqual([]);
  });

  it('point at headings that exist, on pages that exist', () => {
    const broken = [...hrefs].flatMap(([href, from]) => {
      const target = headingIdsAt(href);
      const id = href.split('#')[1];
      if (!target) {
        return [`${from}: ${href} (no such page)`];
      }
      return id && !target.ids.has(id) ? [`${from}: ${href} (no #${id} in ${target.file})`] : [];
    });
    expect(broken).toEqual([]);
  });

  it('cover every flag of the installed CLI on the CLI page of each language', () => {
    expect(Object.fromEntries(links.undocumentedFlags)).toEqual({en: [], zh: []});
  });

  it('report how many keys and flags are linked per page', () => {
    const withLinks = perPage.filter(({linked}) => linked > 0);
    const total = withLinks.reduce((sum, {linked}) => sum + linked, 0);
    process.stdout.write(
      [
        `Code links: ${total} keys and flags linked on ${withLinks.length} pages, ` +
          `${links.timings.samples} distinct config samples compiled in ${Math.round(links.timings.compileMs)} ms`,
        ...withLinks.map(({page, linked}) => `  ${String(linked).padStart(4)}  ${page}`),
        '',
      ].join('\n'),
    );
    expect(total).toBeGreaterThan(0);
  });
});
