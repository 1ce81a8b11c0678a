/** The kinds of page search ranks apart: summary pages, the glossary, blog posts. Pure functions. */

/**
 * Pages that name many topics to send readers elsewhere, as paths under each
 * language's base URL (`*` ends a prefix): the glossary, the features
 * overview, the FAQ pages, and every section's index page (`/config/`,
 * `/guide/migration/`: their URL ends with a slash).
 */
export const SUMMARY_PAGES = ['guide/start/glossary', 'guide/start/features', 'guide/faq/*'];

/** The page that says what each term means, under each language's base URL. */
export const GLOSSARY_PAGE = 'guide/start/glossary';

/** The blog's pages, under each language's base URL. */
export const BLOG_PATH = 'blog/';

/** Whether the page at `pageUrl` is a summary page of the language at `localeBaseUrl`. */
export function isSummaryPage(pageUrl: string, localeBaseUrl: string): boolean {
  const path = pageUrl.split('#')[0];
  if (path.endsWith('/') && path !== localeBaseUrl) {
    return true;
  }
  return SUMMARY_PAGES.some((page) =>
    page.endsWith('*')
      ? path.startsWith(`${localeBaseUrl}${page.slice(0, -1)}`)
      : path === `${localeBaseUrl}${page}`,
  );
}

/** Whether the page at `pageUrl` is a blog post of the language at `localeBaseUrl`. */
export function isBlogPage(pageUrl: string, localeBaseUrl: string): boolean {
  return pageUrl.startsWith(`${localeBaseUrl}${BLOG_PATH}`);
}

/** What kind of page a URL is: a summary page, the glossary, a blog post. */
export interface PageKinds {
  summaryPage: (pageUrl: string) => boolean;
  glossaryPage: (pageUrl: string) => boolean;
  blogPage: (pageUrl: string) => boolean;
}

/** The kinds of the pages of the language at `localeBaseUrl`. */
export function pageKinds(localeBaseUrl: string): PageKinds {
  return {
    summaryPage: (url) => isSummaryPage(url, localeBaseUrl),
    glossaryPage: (url) => url.split('#')[0] === `${localeBaseUrl}${GLOSSARY_PAGE}`,
    blogPage: (url) => isBlogPage(url, localeBaseUrl),
  };
}
