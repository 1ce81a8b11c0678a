/**
 * The kinds of page search ranks apart: the introduction, summary pages, the
 * glossary, the catalogue of packages, migration guides, blog posts. Pure
 * functions.
 */
import {queryWords} from '@site/src/features/search/queryUtils';

/**
 * The site's subject as readers type it, and the page that introduces it under
 * each language's base URL: a query that names only the subject ("rslib",
 * "what is Rslib", "rslib 是啥") asks for the introduction, not for the pages
 * whose titles name it beside their own topic ("Rslib instance", "Configure
 * Rslib").
 */
export const SUBJECT_NAME = 'rslib';
export const SUBJECT_PAGE = 'guide/start/';

/** Whether a query, its question words left out, names the site's subject and nothing else. */
export function namesOnlySubject(query: string): boolean {
  const words = queryWords(query);
  return words.length > 0 && words.every((word) => word === SUBJECT_NAME);
}

/**
 * Pages that name many topics to send readers elsewhere, as paths under each
 * language's base URL (`*` ends a prefix): the glossary, the features
 * overview, the FAQ pages, and every section's index page (`/config/`,
 * `/guide/migration/`: their URL ends with a slash) but the teaching ones.
 */
export const SUMMARY_PAGES = ['guide/start/glossary', 'guide/start/features', 'guide/faq/*'];

/**
 * Index pages that are not summary pages: the introduction (`/guide/start/`)
 * teaches what Rslib is, its two build modes and why to choose it, in
 * sections of its own.
 */
export const TEACHING_INDEX_PAGES = ['guide/start/'];

/**
 * Pages whose headings are the names of packages that other pages teach to
 * use (`@swc/helpers`, `@rslib/core`), under each language's base URL.
 */
export const CATALOGUE_PAGES = ['guide/start/npm-packages'];

/** The page that says what each term means, under each language's base URL. */
export const GLOSSARY_PAGE = 'guide/start/glossary';

/**
 * The migration guides, under each language's base URL: each compares another
 * tool's setup with Rslib's, so its text names most options in passing.
 */
export const MIGRATION_PATH = 'guide/migration/';

/** The blog's pages, under each language's base URL. */
export const BLOG_PATH = 'blog/';

/**
 * Whether the page at `pageUrl` is one of `pages`, paths under the base URL of
 * its language (`*` ends a prefix).
 */
function isListedPage(pages: readonly string[], pageUrl: string, localeBaseUrl: string): boolean {
  const path = pageUrl.split('#')[0];
  return pages.some((page) =>
    page.endsWith('*')
      ? path.startsWith(`${localeBaseUrl}${page.slice(0, -1)}`)
      : path === `${localeBaseUrl}${page}`,
  );
}

/** Whether the page at `pageUrl` is a summary page of the language at `localeBaseUrl`. */
export function isSummaryPage(pageUrl: string, localeBaseUrl: string): boolean {
  const path = pageUrl.split('#')[0];
  if (path.endsWith('/')) {
    return path !== localeBaseUrl && !isListedPage(TEACHING_INDEX_PAGES, pageUrl, localeBaseUrl);
  }
  return isListedPage(SUMMARY_PAGES, pageUrl, localeBaseUrl);
}

/** Whether the page at `pageUrl` is a blog post of the language at `localeBaseUrl`. */
export function isBlogPage(pageUrl: string, localeBaseUrl: string): boolean {
  return pageUrl.startsWith(`${localeBaseUrl}${BLOG_PATH}`);
}

/**
 * What kind of page a URL is: the introduction, a summary page, the glossary,
 * the catalogue of packages, a migration guide, a blog post.
 */
export interface PageKinds {
  subjectPage: (pageUrl: string) => boolean;
  summaryPage: (pageUrl: string) => boolean;
  glossaryPage: (pageUrl: string) => boolean;
  cataloguePage: (pageUrl: string) => boolean;
  migrationPage: (pageUrl: string) => boolean;
  blogPage: (pageUrl: string) => boolean;
}

/** The kinds of the pages of the language at `localeBaseUrl`. */
export function pageKinds(localeBaseUrl: string): PageKinds {
  return {
    subjectPage: (url) => isListedPage([SUBJECT_PAGE], url, localeBaseUrl),
    summaryPage: (url) => isSummaryPage(url, localeBaseUrl),
    glossaryPage: (url) => isListedPage([GLOSSARY_PAGE], url, localeBaseUrl),
    cataloguePage: (url) => isListedPage(CATALOGUE_PAGES, url, localeBaseUrl),
    // The guides, not their index page (a summary page).
    migrationPage: (url) => {
      const path = url.split('#')[0];
      return path.startsWith(`${localeBaseUrl}${MIGRATION_PATH}`) && !path.endsWith('/');
    },
    blogPage: (url) => isBlogPage(url, localeBaseUrl),
  };
}
