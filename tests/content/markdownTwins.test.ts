import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import {toString} from 'mdast-util-to-string';
import {visit} from 'unist-util-visit';
import type {Nodes, Root} from 'mdast';
import {headingsOf, parseMdx} from '@site/src/utils/markdownUtils';
import {mdxToMarkdown} from '@site/src/features/markdownExports/twinUtils';
import {docPath, localizedPath} from '../routes';
import {EN_DOCS_DIR, ZH_DOCS_DIR, allDocSources, listDocs, readDoc} from './docsFiles';

/**
 * Every page's Markdown twin, rendered as the build renders it, must be plain
 * Markdown: no JSX, no imports or exports, no admonition fences, outside code;
 * every heading of the page still there; links and images absolute.
 */
const SITE_URL = 'https://rslib.rs';
const markdownParser = unified().use(remarkParse).use(remarkGfm);

function permalinks(dir: string, locale: 'en' | 'zh'): Map<string, string> {
  return new Map(
    listDocs(dir).map((file) => [
      file,
      localizedPath(docPath(file.replace(/\.mdx?$/, '')), locale),
    ]),
  );
}

const PERMALINKS = {en: permalinks(EN_DOCS_DIR, 'en'), zh: permalinks(ZH_DOCS_DIR, 'zh')};

function twinOf(lang: 'en' | 'zh', dir: string, file: string): Root {
  const markdown = mdxToMarkdown({
    title: 'Page title',
    description: 'Page description.',
    source: readDoc(dir, file),
    siteUrl: SITE_URL,
    file,
    permalinks: PERMALINKS[lang],
  });
  return markdownParser.parse(markdown);
}

/** The text of a block as a reader reads it, inline code as a placeholder. */
function blockText(node: Nodes): string {
  if (node.type === 'inlineCode') {
    return 'CODE';
  }
  if (node.type === 'text' || node.type === 'html') {
    return node.value;
  }
  return 'children' in node ? node.children.map(blockText).join('') : '';
}

/** The lines of prose of the twin: paragraphs, headings and table cells; code left out. */
function proseLines(twin: Root): string[] {
  const lines: string[] = [];
  visit(twin, ['paragraph', 'heading', 'tableCell'], (node) => {
    lines.push(...blockText(node as Nodes).split('\n'));
    return 'skip';
  });
  return lines;
}

const SOURCES = allDocSources().map(([lang, dir, file]) => ({lang, dir, file}));

describe.each(SOURCES)('the Markdown twin of $lang $file', ({lang, dir, file}) => {
  const twin = twinOf(lang, dir, file);

  it('has no JSX, raw HTML, import, export or admonition fence outside code', () => {
    const html: string[] = [];
    visit(twin, 'html', (node) => {
      html.push(node.value);
    });
    expect(html).toEqual([]);
    const leftovers = proseLines(twin).filter(
      (line) =>
        /<\/?[A-Z]|<\/?(Tabs|TabItem|PackageManagerTabs)\b/.test(line) ||
        /^\s*(import|export)\s/.test(line) ||
        /^\s*:::/.test(line) ||
        /\{#[^}]*\}/.test(line),
    );
    expect(leftovers).toEqual([]);
  });

  it('holds every heading of the page, in order, without its {#id}', () => {
    const twinHeadings: string[] = [];
    visit(twin, 'heading', (heading) => {
      twinHeadings.push(toString(heading).trim());
    });
    const pageHeadings = headingsOf(parseMdx(readDoc(dir, file))).map((heading) => heading.text);
    expect(twinHeadings).toEqual(['Page title', ...pageHeadings]);
  });

  it('links to absolute URLs, other pages by their twins', () => {
    const targets: string[] = [];
    visit(twin, ['link', 'image', 'definition'], (node) => {
      if ('url' in node) {
        targets.push(node.url);
      }
    });
    const relative = targets.filter(
      (url) => !url.startsWith('#') && !/^(https?:|mailto:)/.test(url),
    );
    expect(relative).toEqual([]);
    expect(targets.filter((url) => /\.mdx(#|$)/.test(url))).toEqual([]);
  });
});
