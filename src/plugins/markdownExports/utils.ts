/**
 * Markdown for AI tools and readers who want the source: our MDX pages turned
 * into plain Markdown, and the llms.txt / llms-full.txt indexes
 * (https://llmstxt.org). Pure functions: the plugin reads and writes the files.
 */
// Node loads this plugin before the @site alias exists, hence the relative path.
import {PACKAGE_MANAGERS, packageManagerCommands} from '../../utils/packageManagerUtils';

/** The `.md` twin of a page: `/guide/start/` → `/guide/start/index.md`, `/a/b` → `/a/b.md`. */
export function markdownPath(permalink: string): string {
  if (permalink.endsWith('/')) {
    return `${permalink}index.md`;
  }
  return `${permalink}.md`;
}

/** `https://rslib.rs` + `/guide/` → `https://rslib.rs/guide/`, whatever slashes the site URL ends with. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

/** Joins a relative link to the folder of the file it is in: `guide/a.mdx` + `../b.mdx` → `b.mdx`. */
export function resolveRelativePath(fromFile: string, target: string): string | null {
  const segments = fromFile.split('/').slice(0, -1);
  for (const segment of target.split('/')) {
    if (segment === '' || segment === '.') {
      continue;
    }
    if (segment === '..') {
      if (segments.length === 0) {
        return null;
      }
      segments.pop();
    } else {
      segments.push(segment);
    }
  }
  return segments.join('/');
}

export interface LinkContext {
  siteUrl: string;
  /** The page's source, relative to its docs folder (`guide/start/index.mdx`). */
  file: string;
  /** Every doc's permalink by its source path relative to the docs folder. */
  permalinks: ReadonlyMap<string, string>;
}

/**
 * Where a link of the page points in Markdown: a relative `.md`/`.mdx` link to
 * the absolute URL of the other page's twin, a site path to an absolute URL;
 * anything else (`#anchor`, `https://…`, `mailto:`) as it is.
 */
export function rewriteLink(href: string, context: LinkContext): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('#') || href.startsWith('//')) {
    return href;
  }
  if (href.startsWith('/')) {
    return absoluteUrl(context.siteUrl, href);
  }
  const match = /^([^#?]*\.mdx?)([?#].*)?$/.exec(href);
  if (!match) {
    return href;
  }
  const target = resolveRelativePath(context.file, match[1]!);
  const permalink = target === null ? undefined : context.permalinks.get(target);
  if (permalink === undefined) {
    return href;
  }
  return `${absoluteUrl(context.siteUrl, markdownPath(permalink))}${match[2] ?? ''}`;
}

/** `<PackageManagerTabs command="install -D x" />` as a list with the command of each package manager. */
export function packageManagerList(command: string): string[] {
  const commands = packageManagerCommands(command);
  return PACKAGE_MANAGERS.map((manager) => `- ${manager}: \`${commands[manager]}\``);
}

const ADMONITION_LABELS: Record<string, string> = {
  note: 'NOTE',
  info: 'NOTE',
  tip: 'TIP',
  important: 'IMPORTANT',
  warning: 'WARNING',
  caution: 'CAUTION',
  danger: 'CAUTION',
};

const FENCE = /^\s*(`{3,}|~{3,})/;
const ADMONITION_OPEN = /^\s*(:{3,})([a-z]+)(?:\[(.*)\]|[ \t]+(.*?))?\s*$/;
const ADMONITION_CLOSE = /^\s*(:{3,})\s*$/;
const PACKAGE_MANAGER_TABS =
  /^\s*<PackageManagerTabs\s+command=(?:"([^"]*)"|'([^']*)'|\{["'`]([^"'`]*)["'`]\})\s*\/>\s*$/;
const COMPONENT_LINE = /^\s*<[A-Z][\w.]*(\s[^<>]*)?\/>\s*$/;
const ESM_LINE = /^\s*(import|export)\s/;
const MDX_COMMENT_LINE = /^\s*\{\/\*.*\*\/\}\s*$/;
const HEADING_ID = /^(#{1,6}\s.*?)\s*\{#[^}\s]+\}\s*$/;
const LINK = /(\]\()(<[^>]*>|[^()\s]+)((?:\s+"[^"]*")?\))/g;

/** Splits `---` front matter off; the body is what follows it. */
function stripFrontMatter(source: string): string {
  const match = /^---\r?\n[\s\S]*?\r?\n---\r?\n?/.exec(source);
  return match ? source.slice(match[0].length) : source;
}

function proseLine(line: string, context: LinkContext): string {
  return line
    .replace(HEADING_ID, '$1')
    .replace(LINK, (_all, open: string, href: string, close: string) => {
      const bare = href.startsWith('<') ? href.slice(1, -1) : href;
      return `${open}${rewriteLink(bare, context)}${close}`;
    });
}

export interface PageInput extends LinkContext {
  title: string;
  description?: string;
  source: string;
}

/**
 * A page's MDX as readable Markdown: the title as `# Title`, the description
 * under it, ESM lines and MDX comments dropped, package-manager tabs as a list,
 * admonitions as GitHub alerts, `{#id}` suffixes stripped, links absolute.
 * Code blocks are kept exactly as written.
 */
export function mdxToMarkdown(page: PageInput): string {
  const lines = stripFrontMatter(page.source).split(/\r?\n/);
  const out: string[] = [];
  let fence: string | null = null;
  let quoteDepth = 0;
  const push = (text: string) => {
    const prefix = '> '.repeat(quoteDepth);
    out.push(prefix && text === '' ? prefix.trimEnd() : `${prefix}${text}`);
  };

  for (const line of lines) {
    const trimmed = line.trim();
    if (fence !== null) {
      push(line);
      if (trimmed.startsWith(fence) && new RegExp(`^\\${fence[0]}+$`).test(trimmed)) {
        fence = null;
      }
      continue;
    }
    const fenceOpen = FENCE.exec(line);
    if (fenceOpen) {
      fence = fenceOpen[1]!;
      push(line);
      continue;
    }
    if (ESM_LINE.test(line) || MDX_COMMENT_LINE.test(line)) {
      continue;
    }
    const admonition = ADMONITION_OPEN.exec(line);
    if (admonition && ADMONITION_LABELS[admonition[2]!]) {
      const title = (admonition[3] ?? admonition[4] ?? '').trim();
      push(`> [!${ADMONITION_LABELS[admonition[2]!]}]`);
      quoteDepth += 1;
      if (title) {
        push(`**${proseLine(title, page)}**`);
        push('');
      }
      continue;
    }
    if (quoteDepth > 0 && ADMONITION_CLOSE.test(line)) {
      quoteDepth -= 1;
      continue;
    }
    const tabs = PACKAGE_MANAGER_TABS.exec(line);
    if (tabs) {
      packageManagerList(tabs[1] ?? tabs[2] ?? tabs[3] ?? '').forEach(push);
      continue;
    }
    if (COMPONENT_LINE.test(line)) {
      continue;
    }
    push(proseLine(line, page));
  }

  const body = out
    // One empty line at most, inside an alert too.
    .filter((text, index) => !/^(> ?)*>$/.test(text) || text !== out[index - 1])
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  const hasTitle = /^# /m.test(body.split('\n').find((text) => text.trim() !== '') ?? '');
  const head = hasTitle ? [] : [`# ${page.title}`];
  const description = page.description?.trim();
  if (!hasTitle && description) {
    head.push(`> ${description.replace(/\s*\n\s*/g, ' ')}`);
  }
  return `${[...head, body].filter((part) => part !== '').join('\n\n')}\n`;
}

/** A sidebar item, as far as llms.txt needs it (Docusaurus' loaded sidebars fit this). */
export type SidebarEntry =
  | {type: 'doc' | 'ref'; id: string; label?: string}
  | {type: 'category'; label: string; items: SidebarEntry[]; link?: {type: string; id?: string}}
  | {type: 'link' | 'html'};

export interface DocSection {
  title: string;
  docIds: string[];
}

function docIdsOf(items: readonly SidebarEntry[]): string[] {
  return items.flatMap((item) => {
    if (item.type === 'doc' || item.type === 'ref') {
      return [item.id];
    }
    if (item.type === 'category') {
      const link = item.link?.type === 'doc' && item.link.id ? [item.link.id] : [];
      return [...link, ...docIdsOf(item.items)];
    }
    return [];
  });
}

/**
 * One section per top-level category, in sidebar order, nested categories
 * flattened into it. Docs outside any category at the top of a sidebar make a
 * section of their own, named after the first of them.
 */
export function sidebarSections(
  sidebars: readonly (readonly SidebarEntry[])[],
  titleOf: (docId: string) => string,
): DocSection[] {
  const sections: DocSection[] = [];
  const seen = new Set<string>();
  const add = (title: string, docIds: string[]) => {
    const fresh = docIds.filter((id) => !seen.has(id));
    fresh.forEach((id) => seen.add(id));
    if (fresh.length > 0) {
      sections.push({title, docIds: fresh});
    }
  };
  for (const sidebar of sidebars) {
    let loose: string[] = [];
    const flushLoose = () => {
      if (loose.length > 0) {
        add(titleOf(loose[0]!), loose);
        loose = [];
      }
    };
    for (const item of sidebar) {
      if (item.type === 'category') {
        flushLoose();
        add(item.label, docIdsOf([item]));
      } else {
        loose.push(...docIdsOf([item]));
      }
    }
    flushLoose();
  }
  return sections;
}

export interface LlmsLink {
  title: string;
  url: string;
  description?: string;
}

export interface LlmsIndex {
  /** The site name, the H1. */
  name: string;
  /** One sentence, the blockquote. */
  summary: string;
  /** Paragraphs between the summary and the sections. */
  details?: string;
  sections: {title: string; links: LlmsLink[]}[];
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** llms.txt: H1, blockquote summary, details, then `## Section` lists of `- [Title](url): description`. */
export function llmsTxt(index: LlmsIndex): string {
  const parts = [`# ${oneLine(index.name)}`, `> ${oneLine(index.summary)}`];
  if (index.details?.trim()) {
    parts.push(index.details.trim());
  }
  for (const section of index.sections) {
    const links = section.links.map((link) => {
      const description = link.description ? `: ${oneLine(link.description)}` : '';
      return `- [${oneLine(link.title)}](${link.url})${description}`;
    });
    parts.push(`## ${oneLine(section.title)}\n\n${links.join('\n')}`);
  }
  return `${parts.join('\n\n')}\n`;
}

/** llms-full.txt: the same head, then every page's Markdown with the URL it comes from. */
export function llmsFullTxt(
  head: Pick<LlmsIndex, 'name' | 'summary'>,
  pages: readonly {url: string; markdown: string}[],
): string {
  const parts = [`# ${oneLine(head.name)}`, `> ${oneLine(head.summary)}`];
  for (const page of pages) {
    const [first = '', ...rest] = page.markdown.trim().split('\n');
    // The page title stays first; the source URL goes right under it.
    const withSource = first.startsWith('# ')
      ? [first, '', `Source: ${page.url}`, ...rest]
      : [`Source: ${page.url}`, '', first, ...rest];
    parts.push(`---\n\n${withSource.join('\n')}`);
  }
  return `${parts.join('\n\n')}\n`;
}
