/**
 * Which parts of the page chrome a page shows. The query flags `navbar=0`,
 * `sidebar=0`, `outline=0` and `footer=0` hide a part for one visit; the same
 * names set to false in front matter, and the page types `custom` (content
 * only) and `blank` (content only, no navbar), hide them for a page.
 */

export const PAGE_PARTS = ['navbar', 'sidebar', 'outline', 'footer'] as const;
export type PagePart = (typeof PAGE_PARTS)[number];

/** What the page-chrome plugin hands the browser. */
export interface PageChromeGlobalData {
  alwaysHidden: PagePart[];
}

/** The attribute on <html> that lists the parts hidden by the query string. */
export const QUERY_HIDDEN_ATTRIBUTE = 'data-hidden-parts';

export interface PageChromeFrontMatter {
  navbar?: unknown;
  sidebar?: unknown;
  outline?: unknown;
  footer?: unknown;
  pageType?: unknown;
  overview?: unknown;
}

export function hiddenPartsFromFrontMatter(frontMatter: PageChromeFrontMatter): PagePart[] {
  if (frontMatter.pageType === 'blank') {
    return [...PAGE_PARTS];
  }
  // A custom page is its content only; a home page is its hero and feature cards.
  if (frontMatter.pageType === 'custom' || frontMatter.pageType === 'home') {
    return ['sidebar', 'outline', 'footer'];
  }
  const hidden = PAGE_PARTS.filter((part) => frontMatter[part] === false);
  // An overview page lists other pages: it has no outline and no previous/next links.
  if (frontMatter.overview === true) {
    for (const part of ['outline', 'footer'] as const) {
      if (!hidden.includes(part)) {
        hidden.push(part);
      }
    }
  }
  return hidden;
}

/** The class that hides a part for a page, set on <html> from its front matter. */
export function pageHiddenClass(part: PagePart): string {
  return `page-hide-${part}`;
}

/**
 * Serialized into an inline head script (hence self-contained): marks the
 * parts hidden by the query string, and those the site always hides, before
 * the page paints.
 */
export function markQueryHiddenParts(
  win: Window,
  attribute: string,
  parts: readonly string[],
  alwaysHidden: readonly string[],
): void {
  let hidden: string[] = alwaysHidden.slice();
  try {
    const params = new URLSearchParams(win.location.search);
    hidden = hidden.concat(
      parts.filter((part) => params.get(part) === '0' && alwaysHidden.indexOf(part) === -1),
    );
  } catch {
    hidden = alwaysHidden.slice();
  }
  if (hidden.length > 0) {
    win.document.documentElement.setAttribute(attribute, hidden.join(' '));
  } else {
    win.document.documentElement.removeAttribute(attribute);
  }
}

export function markQueryHiddenPartsScript(alwaysHidden: readonly PagePart[]): string {
  return `(${markQueryHiddenParts.toString()})(window, ${JSON.stringify(QUERY_HIDDEN_ATTRIBUTE)}, ${JSON.stringify(PAGE_PARTS)}, ${JSON.stringify(alwaysHidden)});`;
}
