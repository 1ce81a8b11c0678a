/**
 * The llms.txt / llms-full.txt indexes for AI tools, from the sidebars and the
 * pages' Markdown twins (src/features/markdownExports/twinUtils.ts). Pure
 * functions: the plugin reads and writes the files.
 */

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
