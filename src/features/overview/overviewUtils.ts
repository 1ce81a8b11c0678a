/**
 * The overview page (front matter `overview: true`): the groups of its sidebar,
 * each page with its headings, and the filter over them. Pure functions.
 */

export interface OverviewHeader {
  id: string;
  text: string;
  depth: number;
}

export interface OverviewItem {
  title: string;
  link: string;
  headers: OverviewHeader[];
}

export interface OverviewGroup {
  /** The sidebar group label; null for pages outside any group ("Others"). */
  name: string | null;
  items: OverviewItem[];
}

/** The parts of a Docusaurus sidebar item the overview reads. */
export interface SidebarEntry {
  type: string;
  label?: string;
  href?: string;
  items?: SidebarEntry[];
}

export interface PageRecord {
  title: string;
  overviewHeaders?: number[];
  headings: OverviewHeader[];
}

export const DEFAULT_OVERVIEW_HEADERS = [2];

function links(entry: SidebarEntry): SidebarEntry[] {
  if (entry.type === 'link' && entry.href) {
    return [entry];
  }
  return (entry.items ?? []).flatMap(links);
}

/**
 * Top-level categories become groups (nested categories are flattened into
 * them); loose pages go to one unnamed group at the end. The overview page
 * itself is left out. Each page lists its headings of the depths in its own
 * `overviewHeaders`, else the overview page's, else `[2]`.
 */
export function buildOverviewGroups(
  sidebar: SidebarEntry[],
  pages: Record<string, PageRecord>,
  options: {currentPath: string; overviewHeaders?: number[]},
): OverviewGroup[] {
  const toItem = (entry: SidebarEntry): OverviewItem => {
    const page = pages[entry.href!];
    const depths = page?.overviewHeaders ?? options.overviewHeaders ?? DEFAULT_OVERVIEW_HEADERS;
    return {
      title: entry.label ?? page?.title ?? entry.href!,
      link: entry.href!,
      headers: (page?.headings ?? []).filter((heading) => depths.includes(heading.depth)),
    };
  };
  const isOtherPage = (entry: SidebarEntry) => entry.href !== options.currentPath;

  const groups: OverviewGroup[] = sidebar
    .filter((entry) => entry.type === 'category')
    .map((category) => ({
      name: category.label ?? null,
      items: links(category).filter(isOtherPage).map(toItem),
    }))
    .filter((group) => group.items.length > 0);
  const loose = sidebar.filter(
    (entry) => entry.type === 'link' && entry.href && isOtherPage(entry),
  );
  if (loose.length > 0) {
    groups.push({name: null, items: loose.map(toItem)});
  }
  return groups;
}

/** Case-insensitive, with hyphens read as spaces. */
export function normalizeFilterText(text: string): string {
  return text.toLowerCase().replace(/-/g, ' ');
}

/**
 * A matching group keeps all its pages; a matching page keeps all its headers;
 * otherwise only matching headers stay, and what is left empty goes.
 */
export function filterOverviewGroups(groups: OverviewGroup[], query: string): OverviewGroup[] {
  const needle = normalizeFilterText(query.trim());
  if (needle === '') {
    return groups;
  }
  const matches = (text: string) => normalizeFilterText(text).includes(needle);
  return groups.flatMap((group) => {
    if (group.name !== null && matches(group.name)) {
      return [group];
    }
    const items = group.items.flatMap((item) => {
      if (matches(item.title)) {
        return [item];
      }
      const headers = item.headers.filter((header) => matches(header.text));
      return headers.length > 0 ? [{...item, headers}] : [];
    });
    return items.length > 0 ? [{...group, items}] : [];
  });
}
